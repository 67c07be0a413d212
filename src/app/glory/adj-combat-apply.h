/* adj-combat-apply.h: a combat result applied to the current game
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_COMBAT_APPLY (adj_combat_apply_get_type ())

G_DECLARE_FINAL_TYPE (AdjCombatApply, adj_combat_apply, ADJ, COMBAT_APPLY, GtkWidget)

GtkWidget *adj_combat_apply_new (void);
/* The result to offer: @state the units' conditions before it, @effects
 * in the rules' order (copied). NULL @effects leaves only the
 * button, off, in its place. A new result asks for its cohesion check rolls again. @ids (AdjGameUnitIds,
 * engine) ties the calculator's units to the game's; @ratings (may be
 * NULL) gives the player's own cohesion for the units whose rating the
 * player changed: their checks roll against it (adj_action_check_against). */
void       adj_combat_apply_set (AdjCombatApply       *self,
                                 const AdjCombatState *state,
                                 const GArray         *effects,
                                 AdjGameUnitIds        ids,
                                 AdjGameUnitRatings    ratings);
/* Journal actions (AdjAction, copied; NULL clears) checked and recorded
 * before the result's own, in the same trial run and the same move group:
 * e.g. the record that a unit fired. They stay until set again. */
void       adj_combat_apply_set_prelude (AdjCombatApply *self,
                                         GPtrArray      *actions);
/* The game's units (battle indexes) that fired to make the result: each
 * one's fire of @kind goes into the same move group, before the result,
 * unless the game has it already (9.12, 10.31). @n_units 0 clears. */
void       adj_combat_apply_set_firers (AdjCombatApply *self,
                                        AdjFireKind     kind,
                                        const int      *units,
                                        guint           n_units);
/* The action of the roll that decided the result (the charge roll with
 * its DRM, 10.22), recorded first in the same move group; copied, NULL
 * for none. Alone it is not worth recording: it goes with a result. */
void       adj_combat_apply_set_decider (AdjCombatApply *self,
                                         const AdjAction *roll);
/* Puts @action (the page's Next, its record of the fire) under the
 * button, above everything the result makes grow, so that none of them
 * moves when a roll is typed. */
void       adj_combat_apply_add_action (AdjCombatApply *self,
                                        GtkWidget      *action);

G_END_DECLS
