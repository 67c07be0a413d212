/* cog-ui-test.h: Clash of Giants III in the UI tests
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "ui-test-util.h"

G_BEGIN_DECLS

/* The game's state, failing the test when no Clash of Giants III game is
 * in play. */
const AdjCogState *cog_ui_state      (AdjApplication **app);
const AdjCogBattle *cog_ui_battle    (AdjApplication **app);
/* New Game -> Clash of Giants III -> the demonstration battle -> its
 * options (@hidden_artillery: Greater Artillery Realism) -> Start, all
 * through the dialog's widgets; the turn page shows. */
void               cog_ui_new_game   (AdjApplication **app,
                                      gboolean         hidden_artillery);
/* Applies the move in @json to the game in play, which must accept it
 * (to reach a step quickly; the pages are tested elsewhere). */
void               cog_ui_apply      (AdjApplication **app,
                                      const char      *json);
/* Lets the pages that lay themselves out from the main loop do so. */
void               cog_ui_settle     (void);

/* The Combat page's choices, as the players make them: tick @name, a
 * defender's part (AdjCogDefenderRole), a roll typed; each laid out. */
void               cog_ui_check      (GtkWidget       *page,
                                      const char      *name);
void               cog_ui_set_role   (GtkWidget       *page,
                                      const char      *unit_id,
                                      guint            role);
void               cog_ui_type       (GtkWidget       *page,
                                      const char      *name,
                                      const char      *text);
/* The subtitle of the action row @name of @page. */
const char        *cog_ui_subtitle   (GtkWidget       *page,
                                      const char      *name);

/* Shows page @name of the game and returns it once mapped. */
GtkWidget         *cog_ui_page       (AdjApplication **app,
                                      const char      *name);
/* The current step's id ("early-csa"). */
const char        *cog_ui_step       (AdjApplication **app);
/* Presses the page's "Done" button of the next bar: the step must end. */
void               cog_ui_done       (AdjApplication **app,
                                      GtkWidget       *page);
/* Types @roll into the roll row @row_name of @page and records it. */
void               cog_ui_type_roll  (GtkWidget       *page,
                                      const char      *row_name,
                                      int              roll);
/* Saves @page's screenshots: light and dark, top and end (@name.png, ...). */
void               cog_ui_shots      (AdjApplication **app,
                                      GtkWidget       *page,
                                      const char      *name);

/* Scrolls @page so that its widget @name is at the top, and saves a
 * screenshot @file. */
void               cog_ui_shot_at    (AdjApplication **app,
                                      GtkWidget       *page,
                                      const char      *name,
                                      const char      *file);

/* At 360 px wide: @page (shown) fits, and its screenshot @file. */
void               cog_ui_narrow     (AdjApplication **app,
                                      GtkWidget       *page,
                                      const char      *file);

G_END_DECLS
