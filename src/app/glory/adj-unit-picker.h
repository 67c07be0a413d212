/* adj-unit-picker.h: a unit of the current game for a calculator row
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_UNIT_PICKER (adj_unit_picker_get_type ())

G_DECLARE_FINAL_TYPE (AdjUnitPicker, adj_unit_picker, ADJ, UNIT_PICKER, GtkWidget)

/* Lists the game's units that may fill a row of @role now, in the engine's
 * order (adj_game_role_units: the enemy first to defend or be fired at,
 * no battery to charge). Emits "picked" with the unit's index in the
 * battle, and "game-changed" when the window's game is another battle or
 * none. */
GtkWidget  *adj_unit_picker_new        (AdjUnitRole           role);
/* The button's label: the picked unit's name, NULL for ad hoc entry. */
void        adj_unit_picker_set_picked (AdjUnitPicker        *self,
                                        const char           *name);
/* The game's unit the row holds (a battle index), -1 for none: a charging
 * row's list greys a unit another charging row of the same charge holds
 * (the widget with object data "adj-picker-scope" around them). */
void        adj_unit_picker_set_picked_unit (AdjUnitPicker   *self,
                                             int              unit);
/* The list of the game's units the popover shows, made again now when
 * the game changed since (opening the popover does the same). */
GtkWidget  *adj_unit_picker_get_list   (AdjUnitPicker        *self);
G_END_DECLS
