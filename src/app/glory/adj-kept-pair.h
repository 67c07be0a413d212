/* adj-kept-pair.h: a part shown and the one shown before it
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* Two parts of a page made for a state: the one shown and the one shown
 * before it, each held by a reference and kept in the page's box (the
 * spare hidden by the page). */
typedef struct
{
  GtkWidget *shown;
  GtkWidget *spare;
} AdjKeptPair;

/* Whether @part shows what one made for @state and @drawn would. */
typedef gboolean (*AdjPartShows) (GtkWidget *part, const AdjGameState *state, int drawn);

GtkWidget *adj_kept_pair_find  (AdjKeptPair        *pair,
                                AdjPartShows        shows,
                                const AdjGameState *state,
                                int                 drawn);
void       adj_kept_pair_show  (AdjKeptPair        *pair,
                                GtkBox             *box,
                                GtkWidget          *part);
gboolean   adj_kept_pair_holds (const AdjKeptPair  *pair,
                                GtkWidget          *part);
void       adj_kept_pair_clear (AdjKeptPair        *pair);

G_END_DECLS
