/* adj-cog-combat.h: the parts of the Combat page
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

typedef enum {
  ADJ_COG_ROLE_NONE,
  ADJ_COG_ROLE_DEFENDS,
  ADJ_COG_ROLE_RETREATED_IN,   /* retreated into the hex earlier (12.10.5) */
} AdjCogDefenderRole;

/* What the players chose for the combat being set up, and the rolls they
 * typed: the page's own, until the combat is applied. Per unit arrays. */
typedef struct {
  guint     n_units;
  gboolean *attacker;
  guint8   *role;            /* AdjCogDefenderRole */
  gboolean *cavalry_try;     /* 14.3 */
  gboolean *not_rolling;     /* an attacker left out by the loss limit (12.9.2) */
  gboolean  rollers_chosen;  /* not_rolling is the attacker's choice; else the engine's default */
  int      *roll;            /* the die typed for the unit, 0 none */
  int       attacker_am, defender_am;  /* -1: none */
  gboolean  attacker_declared;         /* 13.3: the attacker's artillery first */
  gboolean  defender_declared;
  int       choosing_am;     /* the side choosing behind the cover, -1 */
  gboolean  higher_ground, town, steep_slope, flank;
  guint     directions;      /* the attacking hexsides, for 12.12 */
  int       terrain;
  gboolean  virtual_rolls;   /* the rolls are a seed's */
  guint64   seed;
} AdjCogCombatChoice;

void        adj_cog_combat_choice_init  (AdjCogCombatChoice *c,
                                         guint               n_units);
void        adj_cog_combat_choice_clear (AdjCogCombatChoice *c);
/* The combat move the choice makes, with the typed rolls (0 where none):
 * defender rolls only for the defenders that stand after the cavalry's
 * rolls, attacker rolls for those that roll. */
AdjCogMove *adj_cog_combat_choice_move  (const AdjCogCombatChoice *c,
                                         const AdjCogState        *state);

/* Any change to the combat makes the rolls typed meaningless. */
void        adj_cog_combat_choice_forget_rolls (AdjCogCombatChoice *c);

/* The callback the parts call when the players change something. */
typedef void (*AdjCogCombatChanged) (gpointer page);

/* adj-cog-combat-choose.c: attackers, the defending hex, artillery
 * (behind the cover with 6.3.2's optional rule), terrain and flank. The
 * sections are made once per battle, for @choice (kept by the page, its
 * n_units the battle's); update brings them to @state and the choice as
 * it stands, setting only what differs (a unit's row is made the first
 * time it may take part, then kept). */
GtkWidget *adj_cog_combat_choices_new    (const AdjCogBattle  *battle,
                                          AdjCogCombatChoice  *choice,
                                          AdjCogCombatChanged  changed,
                                          gpointer             page);
void       adj_cog_combat_choices_update (GtkWidget           *choices,
                                          const AdjCogState   *state);

/* The artillery and terrain sections, below the fold with a battle's
 * units listed, are laid out after @page's first painted frame. */
void       adj_cog_combat_choices_show_later (GtkWidget *choices,
                                              GtkWidget *page);

/* The data at @key of @widget or its nearest ancestor holding one: a
 * part's state, found from the widget the player used. */
gpointer   adj_cog_combat_data_of        (gpointer             widget,
                                          const char          *key);

/* adj-cog-combat-artillery.c: each side's Artillery Marker (13.1, 13.3),
 * behind the cover with 6.3.2's optional rule; made once, updated in
 * place for the active @side. */
GtkWidget *adj_cog_combat_artillery_new    (AdjCogCombatChoice  *choice,
                                            AdjCogCombatChanged  changed,
                                            gpointer             page);
void       adj_cog_combat_artillery_update (GtkWidget           *artillery,
                                            const AdjCogState   *state,
                                            AdjCogSide           side);

/* adj-cog-combat-odds.c: the odds with every factor, the chart column
 * with each cell's provenance, and the chances before anyone rolls.
 * @game is the state without the player's own chart values, @with the
 * state with them, on which @setup was made. */
void adj_cog_combat_add_odds    (GtkWidget                *body,
                                 const AdjCogState        *game,
                                 const AdjCogState        *with,
                                 const AdjCogCombatSetup  *setup,
                                 const AdjCogCombatChoice *choice,
                                 AdjCogCombatChanged       changed,
                                 gpointer                  page);

/* adj-cog-combat-rolls.c: a field per roll in the rules' order, Roll All,
 * and each unit's result once every roll is in. */
void adj_cog_combat_add_rolls   (GtkWidget                *body,
                                 const AdjCogState        *with,
                                 const AdjCogCombatSetup  *setup,
                                 AdjCogCombatChoice       *choice,
                                 AdjCogCombatChanged       changed,
                                 gpointer                  page);

G_END_DECLS
