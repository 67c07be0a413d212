/* long-game-test.h: what the long-game UI tests share
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adjutant-engine.h>

#include "adj-application.h"

/* The application the test runs (ui_test_main_window makes it). */
extern AdjApplication *long_game_app;

GtkWidget  *lg_root         (void);
AdjJournal *lg_journal      (void);
/* Until the window has painted a new frame. */
void        lg_frame        (void);
/* A legal action for the game now. */
AdjAction  *lg_next_action  (GRand *rand);
