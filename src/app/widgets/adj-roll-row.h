/* adj-roll-row.h: one die roll for the journal, typed or rolled with a seed
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_ROLL_ROW (adj_roll_row_get_type ())

G_DECLARE_FINAL_TYPE (AdjRollRow, adj_roll_row, ADJ, ROLL_ROW, GtkListBoxRow)

/* A row of a boxed list: what the roll is for (@title), what each face
 * does (@subtitle, may be NULL), a field for the die the players rolled
 * with Record, and Roll for a roll the app makes. Record emits "typed"
 * (int roll) once the field reads as @die does; Roll emits "rolled", for
 * the page to make the roll from a fresh seed it records. */
GtkWidget *adj_roll_row_new          (AdjDie      die,
                                      const char *title,
                                      const char *subtitle);
void       adj_roll_row_set_subtitle (AdjRollRow *self,
                                      const char *subtitle);
/* A line under the controls (the result, a refusal); NULL hides it. */
void       adj_roll_row_set_message  (AdjRollRow *self,
                                      const char *message,
                                      gboolean    error);

G_END_DECLS
