/* adj-cog-game.h: what every Clash of Giants III page asks of the game
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

#include "adj-game-session.h"
#include "adj-label.h"

G_BEGIN_DECLS

/* The game's state at the journal's cursor, or NULL without a game of
 * Clash of Giants III. */
const AdjCogState *adj_cog_game_state      (AdjGameSession     *session);
/* Records @move (taken) as one step; a refusal goes to @error_label
 * (adj_game_error_label_set), which is cleared on success. */
gboolean           adj_cog_game_apply      (AdjGameSession     *session,
                                            AdjCogMove         *move,
                                            GtkWidget          *error_label);
/* Records @moves (AdjCogMove) as one step: all of them or none. */
gboolean           adj_cog_game_apply_group (AdjGameSession    *session,
                                             GPtrArray         *moves,
                                             GtkWidget         *error_label);
/* The state @move leads to, recording nothing: the engine's answer to
 * "what if", or NULL with its refusal. */
AdjCogState       *adj_cog_game_try        (const AdjCogState  *state,
                                            const AdjCogMove   *move,
                                            GError            **error);
/* A roll move of @type for @index: the face the players typed (@roll
 * 1..6), or with @roll 0 one the app makes from a fresh seed. */
AdjCogMove        *adj_cog_game_roll_move  (AdjCogMoveType      type,
                                            guint               index,
                                            int                 roll);

/* What one face of a roll leads to, in words, from the state after it. */
typedef char *(*AdjCogFaceText) (const AdjCogState *before,
                                 const AdjCogState *after,
                                 guint              index,
                                 gpointer           data);
/* Each result of a d6 roll of @type for @index, with the faces that give
 * it and their exact chance: "1–3 (3 in 6): enters this turn · 6 (1 in
 * 6): turn 4", every face asked of the engine. */
char              *adj_cog_game_faces      (const AdjCogState  *state,
                                            AdjCogMoveType      type,
                                            guint               index,
                                            AdjCogFaceText      text,
                                            gpointer            data);

const char        *adj_cog_side_name       (const AdjCogState  *state,
                                            AdjCogSide          side);
/* "turn 3 (0600)" for a turn index; "after the last turn" beyond it. */
char              *adj_cog_turn_name       (const AdjCogState  *state,
                                            guint               turn);
/* "Alder Brigade, 2 of 3 steps, TER 4" (and "cavalry", "eliminated"). */
char              *adj_cog_unit_line       (const AdjCogState  *state,
                                            guint               unit);

/* The player's own Combat Chart values, kept across games in his data
 * dir (docs/cog.md); a file that does not read is reported in @error and
 * no values are used. */
char              *adj_cog_player_chart_path (void);
AdjCogChartValues *adj_cog_player_chart_load (GError            **error);
/* @state with the player's values in every cell its battle leaves blank:
 * what a combat would be fought with (nothing is recorded). */
AdjCogState       *adj_cog_game_with_player_chart (const AdjCogState       *state,
                                                   const AdjCogChartValues *values);

/* The page that does the current step, by its name in the sidebar. */
const char        *adj_cog_page_for_step   (const AdjCogState  *state);
const char        *adj_cog_page_title      (const char         *page);

/* Removes every child of @box (a GtkBox or GtkListBox). */
void               adj_cog_clear           (GtkWidget          *box);
/* A list row that is not activated, holding @child with the rows'
 * padding (a chart, a Command Track, a row of toggles). */
GtkWidget         *adj_cog_box_row         (GtkWidget          *child);
/* Makes @row (an AdjRollRow) record a roll of @type for @index in the
 * session, typed or from a fresh seed; a refusal shows in the row. */
void               adj_cog_roll_row_bind   (GtkWidget          *row,
                                            AdjGameSession     *session,
                                            AdjCogMoveType      type,
                                            guint               index);
/* A boxed list with a heading above it, appended to @box; returns the
 * list. */
GtkWidget         *adj_cog_section         (GtkWidget          *box,
                                            const char         *title,
                                            const char         *description);
/* An action row with a wrapping title and subtitle (either may be NULL). */
GtkWidget         *adj_cog_row             (const char         *title,
                                            const char         *subtitle);
/* Sets @row's subtitle where it differs: a label set anew is measured
 * and shaped anew. */
void               adj_cog_row_set_subtitle (GtkWidget         *row,
                                             const char        *subtitle);
/* A button with a mnemonic and an accessible name, centred in rows. */
GtkWidget         *adj_cog_button          (const char         *label,
                                            const char         *name,
                                            const char         *a11y);

G_END_DECLS
