/* long-game-test.c: what the long-game UI tests share
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "adj-game-session.h"
#include "ui-test-util.h"
#include "../engine/game-helpers.h"
#include "long-game-test.h"

AdjApplication *long_game_app;

GtkWidget *
lg_root (void)
{
  return GTK_WIDGET (ui_test_main_window (&long_game_app));
}

AdjJournal *
lg_journal (void)
{
  return adj_game_session_get_journal (ui_test_session (&long_game_app));
}

void
lg_frame (void)
{
  ui_test_wait_for_new_frame (ui_test_main_window (&long_game_app));
}

AdjAction *
lg_next_action (GRand *rand)
{
  AdjAction *a = th_legal_action (ui_test_state (&long_game_app), rand);

  g_assert_nonnull (a);
  return a;
}
