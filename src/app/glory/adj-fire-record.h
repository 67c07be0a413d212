/* adj-fire-record.h: record in the game that units fired
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_FIRE_RECORD (adj_fire_record_get_type ())

G_DECLARE_FINAL_TYPE (AdjFireRecord, adj_fire_record, ADJ, FIRE_RECORD, GtkWidget)

/* Fire of @kind (9.12, 9.13, 10.31; Fixed Glory). */
GtkWidget *adj_fire_record_new (AdjFireKind kind);
/* The game units (battle indexes; negative ones, typed-in units, are
 * skipped) that fire; @target: for return fire the enemy battery, else -1.
 * Hidden while none of them is from the game. */
void       adj_fire_record_set (AdjFireRecord *self,
                                const int     *units,
                                guint          n_units,
                                int            target);

G_END_DECLS
