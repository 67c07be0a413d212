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

/* Which numbers a unit needs where it stands. */
typedef enum {
  ADJ_UNIT_ROLE_CHARGER,   /* a charging stack: strength, cohesion, 10.26 movement */
  ADJ_UNIT_ROLE_DEFENDER,  /* a defending stack: strength, cohesion */
  ADJ_UNIT_ROLE_GUN,       /* a firing battery: Fire Strength, range type */
  ADJ_UNIT_ROLE_TARGET,    /* fired at, or a friend near the target: cohesion */
  ADJ_UNIT_ROLE_FIRER,     /* Fixed Glory fire: any type, its SP; a battery's range type */
} AdjUnitRole;

/* "Infantry", "Mounted cavalry"…: the type as the editor names it. */
const char *adj_unit_editor_kind_label (AdjCombatKind   kind);
GtkWidget *adj_unit_editor_new           (AdjUnitRole           role);
/* Fills @unit (name NULL); FALSE while a field holds an impossible value
 * (the field says why, inline). */
gboolean   adj_unit_editor_get_unit      (AdjUnitEditor        *self,
                                          AdjCombatUnit        *unit);
void       adj_unit_editor_set_unit      (AdjUnitEditor        *self,
                                          const AdjCombatUnit  *unit);
/* Fills the fields from the game's unit @unit (a battle index) as it is in
 * @state and remembers it; FALSE when it does not fit the row (a gun row
 * takes artillery only). Typing into a field forgets it again. */
gboolean   adj_unit_editor_pick          (AdjUnitEditor        *self,
                                          const AdjGameState   *state,
                                          guint                 unit);
/* The picked unit's battle index and name, or -1 / NULL for ad hoc entry. */
int        adj_unit_editor_get_game_unit (AdjUnitEditor        *self);
const char *adj_unit_editor_get_game_name (AdjUnitEditor       *self);
void       adj_unit_editor_set_removable (AdjUnitEditor        *self,
                                          gboolean              removable);
/* "Unit 1": read by screen readers. */
void       adj_unit_editor_set_title     (AdjUnitEditor        *self,
                                          const char           *title);

G_END_DECLS
