/* adj-cog-activation.h: an activation and the night's replacements
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

#include "adj-game-session.h"

G_BEGIN_DECLS

/* Appended to @body: the marker drawn, each formation's Command Track and
 * its roll (10.1, 6.3.3), the Combat Action (12.2). Refusals of buttons
 * go to @error. */
void adj_cog_activation_add   (GtkWidget          *body,
                               AdjGameSession     *session,
                               const AdjCogState  *state,
                               GtkWidget          *error);
/* The units the formations of a withheld CM may rebuild tonight (9.6). */
void adj_cog_replacements_add (GtkWidget          *body,
                               AdjGameSession     *session,
                               const AdjCogState  *state,
                               GtkWidget          *error);
/* An activation made by adj_cog_activation_add, of the same marker drawn,
 * set to @state in place: each formation's roll or its result, and the
 * Combat section (made again only when what it says changes). */
void adj_cog_activation_update (GtkWidget         *body,
                                AdjGameSession    *session,
                                const AdjCogState *state,
                                GtkWidget         *error);
/* The movement allowances on the Command Tracks this turn: a row per
 * formation made in @body the first time ("track:ID"), shown once it has
 * rolled. */
void adj_cog_tracks_update    (GtkWidget          *body,
                               const AdjCogState  *state);

G_END_DECLS
