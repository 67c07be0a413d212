/* adj-dog-fire-dice.h: a unit's shooting dice from the player's charts (18.3)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <dog/combat.h>

G_BEGIN_DECLS

#define ADJ_TYPE_DOG_FIRE_DICE (adj_dog_fire_dice_get_type ())

G_DECLARE_FINAL_TYPE (AdjDogFireDicePanel, adj_dog_fire_dice, ADJ, DOG_FIRE_DICE, GtkWidget)

GtkWidget *adj_dog_fire_dice_new        (void);
/* The player's sheets (borrowed; a typed value is saved to his file). */
void       adj_dog_fire_dice_set_sheets (AdjDogFireDicePanel *self, AdjDogSheets *sheets);
/* The firing unit and the stands it had when the phase began; NULL: none. */
void       adj_dog_fire_dice_set_unit   (AdjDogFireDicePanel *self, const AdjDogGameUnit *unit, int stands);
/* The dice now; FALSE when no unit is set or a value is still missing. */
gboolean   adj_dog_fire_dice_get        (AdjDogFireDicePanel *self, AdjDogFireDice *out);

G_END_DECLS
