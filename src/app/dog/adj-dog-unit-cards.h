/* adj-dog-unit-cards.h: the status of a unit or a general, shown and changed
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <dog/state.h>

G_BEGIN_DECLS

/* A unit's expander row: its order, routing, halted, stands lost, removal
 * and first fire ("dog-unit:ID" and "dog-unit:ID:FIELD"). */
typedef struct {
  guint      unit;
  GtkWidget *expander, *order, *routing, *halted, *lose_spin, *lose, *fate, *remove, *first_fire, *error;
  GtkWidget *routing_row, *halted_row, *lose_row, *remove_row, *first_fire_row;
} AdjDogUnitCard;

AdjDogUnitCard *adj_dog_unit_card_new  (AdjDogBattle     *battle,
                                        guint             unit,
                                        GListModel       *orders,
                                        GListModel       *fates);
void            adj_dog_unit_card_show (AdjDogUnitCard   *card,
                                        const AdjDogState *state);
/* "8 of 12 stands, disordered, routing": the unit's status in words. */
char           *adj_dog_unit_status_text (const AdjDogState *state,
                                          guint              unit);

/* A post on the staff: its general's status and a field promotion
 * ("dog-general:ID" and "dog-general:ID:FIELD"). */
typedef struct {
  guint      general;
  GtkWidget *expander, *status, *promote_entry, *promote, *promote_roll, *promote_row, *error;
} AdjDogGeneralCard;

AdjDogGeneralCard *adj_dog_general_card_new  (AdjDogBattle      *battle,
                                              guint              general,
                                              GListModel        *statuses);
void               adj_dog_general_card_show (AdjDogGeneralCard *card,
                                              const AdjDogState *state);

G_END_DECLS
