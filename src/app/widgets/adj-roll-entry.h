/* adj-roll-entry.h: a die roll, typed in or rolled by the app
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_ROLL_ENTRY (adj_roll_entry_get_type ())

G_DECLARE_FINAL_TYPE (AdjRollEntry, adj_roll_entry, ADJ, ROLL_ENTRY, GtkWidget)

/* A Glory d10 (0-9) until told otherwise. */
GtkWidget *adj_roll_entry_new        (void);
/* What the field reads: @count dice of kind @die, summed (a single Glory
 * d10 reads 0-9, The Glory that Was's reads 1-10, 2d6 read 2-12). Clears
 * the field. */
void       adj_roll_entry_set_dice   (AdjRollEntry *self,
                                      AdjDie        die,
                                      guint         count);
/* The face (or total) typed or rolled, or -1 when none (or a bad one) is
 * typed. Notifies "roll". */
int        adj_roll_entry_get_roll   (AdjRollEntry *self);
/* Types @roll into the field (-1 clears it). */
void       adj_roll_entry_set_roll   (AdjRollEntry *self,
                                      int           roll);
/* A roll made elsewhere (a player's device): @roll shown read-only, with
 * @source under it saying where it came from; @source NULL gives the
 * field back to the player, with @roll in it (-1 empty). */
void       adj_roll_entry_set_from   (AdjRollEntry *self,
                                      int           roll,
                                      const char   *source);
/* What "Roll" does: a virtual roll through the engine's generator. */
void       adj_roll_entry_roll       (AdjRollEntry *self);
/* The answer to show under the field; @adjusted NULL hides it. From the
 * first call on, its place stays taken (shown or not), so that a roll
 * typed moves nothing below the entry. */
void       adj_roll_entry_set_result (AdjRollEntry *self,
                                      const char   *adjusted,
                                      const char   *result,
                                      const char   *detail);
/* Puts @action (the page's Apply or Record) right under the answer's
 * place, its detail below it, so that no roll moves it; once. In a
 * template: <child type="action">. */
void       adj_roll_entry_set_action (AdjRollEntry *self,
                                      GtkWidget    *action);
/* The word under the big number: "adjusted" unless told otherwise. */
void       adj_roll_entry_set_caption (AdjRollEntry *self,
                                       const char   *caption);

G_END_DECLS
