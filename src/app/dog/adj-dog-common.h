/* adj-dog-common.h: what every page of Days of Glory shares
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>
#include <dog/morale.h>
#include <dog/move.h>
#include <dog/roster.h>
#include <dog/ruleset.h>
#include <dog/sheets.h>

#include "adj-game-session.h"

G_BEGIN_DECLS

/* The game in @session when it is Days of Glory, else NULL. */
const AdjDogState *adj_dog_session_get_state  (AdjGameSession  *session);
/* Applies @move (taken) as one step of the journal. */
gboolean           adj_dog_session_apply      (AdjGameSession  *session,
                                               AdjDogMove      *move,
                                               GError         **error);
/* Applies @moves (AdjDogMove, taken) as one step: all or none. */
gboolean           adj_dog_session_apply_group (AdjGameSession *session,
                                                GPtrArray      *moves,
                                                GError        **error);

/* What a unit's casualties call for besides its stands, one line each
 * (adj_dog_casualty_checks: 18.3.8, 15.4, 18.5.7), or NULL. */
char              *adj_dog_casualty_checks_text (const AdjDogState *state,
                                                 guint             unit,
                                                 gboolean          assault);

/* The test for casualties from shooting @target now owes (18.3), with the
 * die it needs from the factors counted from it on the player's table;
 * NULL when it owes none. */
char              *adj_dog_shooting_test_text   (const AdjDogSheets *sheets,
                                                 AdjJournal       *journal,
                                                 guint             target);

/* The printed numbers, for pages that work without a game. */
AdjDogRules       *adj_dog_rules_for_app      (GError         **error);

/* "2–5", "1, 3, 5" or "none": the faces of a d6 whose bit f-1 is set. */
char              *adj_dog_faces_text         (guint            faces);
/* Points counted in halves: "12½" (19.2). */
char              *adj_dog_halves_text        (int              halves);
/* A chance as a percentage with one decimal: "16.7 %". */
char              *adj_dog_percent_text       (double           p);
/* "Union, 1863" or "no side or year". */
char              *adj_dog_army_side_text     (const AdjDogArmy *army);

/* The accessible name of @widget. */
void               adj_dog_set_label          (GtkWidget       *widget,
                                               const char      *label);
/* An AdwActionRow titled @title with @suffix (named for screen readers by
 * the title); without one it is text only, out of the Tab order. */
GtkWidget         *adj_dog_suffix_row         (const char      *title,
                                               const char      *subtitle,
                                               GtkWidget       *suffix);
/* A row of @group choosing a unit of @units (strings) by its name, shown
 * as the subtitle so that it wraps in a narrow window; named @name and
 * @title. */
GtkWidget         *adj_dog_unit_choice_new    (GtkWidget       *group,
                                               const char      *name,
                                               const char      *title,
                                               GListModel      *units);
/* A spin button for whole numbers, named @name and @label. */
GtkWidget         *adj_dog_spin_new           (const char      *name,
                                               const char      *label,
                                               int              lo,
                                               int              hi,
                                               int              value);
/* A button with an icon and a mnemonic label, named @name. */
GtkWidget         *adj_dog_button_new         (const char      *name,
                                               const char      *icon,
                                               const char      *label);
/* A pill button to another page of the window (win.page @page). */
GtkWidget         *adj_dog_goto_button_new    (const char      *name,
                                               const char      *label,
                                               const char      *page);
/* A wrapping label with a style class (may be NULL). */
GtkWidget         *adj_dog_label_new          (const char      *text,
                                               const char      *css);
/* Marks @field as refused (the "error" style), or clears the mark. */
void               adj_dog_mark_error         (GtkWidget       *field,
                                               gboolean         refused);
/* A button at the foot of an expander row's fields ("Remove Unit"). */
GtkWidget         *adj_dog_expander_button    (GtkWidget       *expander,
                                               const char      *name,
                                               const char      *icon,
                                               const char      *label);
/* An error line under an expander's fields, hidden until it has text. */
GtkWidget         *adj_dog_expander_error_new (GtkWidget       *expander,
                                               const char      *name);
void               adj_dog_expander_error_set (GtkWidget       *error,
                                               const char      *message);
/* Removes every child of a GtkBox, a GtkListBox or an AdwPreferencesGroup
 * that the page added (@children: the widgets added, emptied). */
void               adj_dog_group_clear        (AdwPreferencesGroup *group,
                                               GPtrArray           *children);

/* Puts @names (NULL-terminated) in @list when they differ from what it
 * holds: splicing resets the choice of every row that shows the list. */
void               adj_dog_string_list_update (GtkStringList   *list,
                                               const char * const *names);
/* Selects @position in a choice row unless it is selected already (a row
 * told of the same choice again may tell its watchers twice). */
void               adj_dog_choice_set         (GtkWidget       *combo_row,
                                               guint            position);

/* The names of @n values from @first, for a choice row. */
typedef const char *(*AdjDogNameFunc) (int value);
GtkStringList     *adj_dog_names_model        (AdjDogNameFunc   name,
                                               int              first,
                                               int              n);

/* The page shown without a game of Days of Glory: New Game and Open. */
GtkWidget         *adj_dog_empty_state_new    (const char      *icon);
/* A game page's first map: its template (@stack is the field its
 * "state_stack" child is bound to), the empty state beside the game in
 * it, and the window's session calling @refresh (with @page) on change. */
AdjGameSession    *adj_dog_page_init          (GtkWidget       *page,
                                               GtkStack       **stack,
                                               const char      *icon,
                                               GCallback        refresh);
/* The game a page shows, its stack on "game"; NULL and "empty" without one. */
const AdjDogState *adj_dog_page_state         (AdjGameSession  *session,
                                               GtkStack        *stack);

G_END_DECLS
