/* adj-combat-page.h: what the combat calculator pages share
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_COMBAT_PAGE (adj_combat_page_get_type ())

G_DECLARE_DERIVABLE_TYPE (AdjCombatPage, adj_combat_page, ADJ, COMBAT_PAGE, GtkWidget)

struct _AdjCombatPageClass
{
  GtkWidgetClass parent_class;

  /* The page's content (a GtkBuilder file with "state_stack",
   * "answer_box", "problem_label" and "error_page"), loaded on first map. */
  const char *resource;

  /* Takes the subclass's objects from the content. */
  void (*load)      (AdjCombatPage *self,
                     GtkBuilder    *builder);
  /* Builds the entry widgets, once, when the charts are first there. */
  void (*build)     (AdjCombatPage *self,
                     GPtrArray     *charts);
  /* On every map: the charts in force may have changed. May be NULL. */
  void (*refresh)   (AdjCombatPage *self,
                     GPtrArray     *charts);
  /* Asks the engine again and shows the answer. */
  void (*recompute) (AdjCombatPage *self);
  /* The current game's conditions (13 night, the Fixed Glory variant, the
   * battle's special rules: adj_game_state_charge_context), on map when
   * the game or its turn differs from the last ones given: the page sets
   * its switches, which the player may still change for a what-if. May be
   * NULL. */
  void (*game_conditions) (AdjCombatPage      *self,
                           const AdjGameState *state);
};

/* The charts in force, with the player's values; NULL while the page is
 * not shown (the Charts page may change a value meanwhile). */
const AdjCombatCharts *adj_combat_page_get_charts   (AdjCombatPage *self);
/* Recomputes when the page is shown and built; a no-op otherwise. */
void                   adj_combat_page_recompute    (AdjCombatPage *self);
/* A message over the answer (NULL hides it); the answer is greyed out
 * when it is not valid for what is entered. */
void                   adj_combat_page_show_problem (AdjCombatPage *self,
                                                     const char    *problem,
                                                     gboolean       answer_valid);
/* The answer in one line above the entry (NULL hides it), so it stays in
 * sight when the columns stack. */
void                   adj_combat_page_set_headline (AdjCombatPage *self,
                                                     const char    *text);
/* The answer waits for the input: @error says why, or (NULL) a field holds
 * an impossible value and says so itself. */
void                   adj_combat_page_show_invalid (AdjCombatPage *self,
                                                     const GError  *error);

G_END_DECLS
