/* adj-unit-editor.h: one ad hoc combat unit, typed in
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_UNIT_EDITOR (adj_unit_editor_get_type ())

G_DECLARE_FINAL_TYPE (AdjUnitEditor, adj_unit_editor, ADJ, UNIT_EDITOR, GtkWidget)

/* @role (the engine's AdjUnitRole) says which types and numbers the row
 * asks for. */
GtkWidget *adj_unit_editor_new           (AdjUnitRole           role);
/* Fills @unit (name NULL); FALSE while a field holds an impossible value
 * (the field says why, inline). */
gboolean   adj_unit_editor_get_unit      (AdjUnitEditor        *self,
                                          AdjCombatUnit        *unit);
void       adj_unit_editor_set_unit      (AdjUnitEditor        *self,
                                          const AdjCombatUnit  *unit);
/* Fills the fields from the game's unit @unit (a battle index) as it is in
 * @state (adj_game_state_combat_unit) and remembers it; FALSE when it does
 * not fit the row's role (adj_game_unit_fits_role). Typing into a field
 * keeps it: the value is then the player's own, and the row says so. */
gboolean   adj_unit_editor_pick          (AdjUnitEditor        *self,
                                          const AdjGameState   *state,
                                          guint                 unit);
/* The picked unit's battle index and name, or -1 / NULL for ad hoc entry. */
int        adj_unit_editor_get_game_unit (AdjUnitEditor        *self);
const char *adj_unit_editor_get_game_name (AdjUnitEditor       *self);
/* The cohesion a check of the picked unit rolls against when the player
 * changed its cohesion (or its disorder) from the game's, 12.4 applied;
 * -1 when the game's counts or the row is ad hoc. */
int        adj_unit_editor_get_player_cohesion (AdjUnitEditor  *self);
/* Both at once, for a page tying its rows to the game (AdjGameUnitIds,
 * AdjGameUnitRatings): *@id the picked unit or -1, *@rating the player's
 * cohesion or -1. */
void       adj_unit_editor_tie           (AdjUnitEditor        *self,
                                          int                  *id,
                                          int                  *rating);
void       adj_unit_editor_set_removable (AdjUnitEditor        *self,
                                          gboolean              removable);
/* "Unit 1": read by screen readers. */
void       adj_unit_editor_set_title     (AdjUnitEditor        *self,
                                          const char           *title);

G_END_DECLS
