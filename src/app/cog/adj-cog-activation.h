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
/* The movement allowances on the Command Tracks this turn. */
void adj_cog_tracks_add       (GtkWidget          *body,
                               const AdjCogState  *state);

G_END_DECLS
