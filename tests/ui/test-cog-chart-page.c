/* test-cog-chart-page.c: the Combat Chart page and the player's own values
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Without a game the page shows the chart the rulebook prints (12.9.2's
 * cells, fixed, with their example) and the player types the others,
 * refused when the rules do not allow them; they are saved in his data
 * dir. In a game on a battle that leaves a cell blank, a combat at those
 * odds takes his value into the game in the same step as the combat
 * (undone with it), and a second game finds the values again.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "cog-ui-test.h"
#include "adj-cog-combat.h"

static AdjApplication *app;

/* The caption beside a typed cell: its source. */
static const char *
source (GtkWidget *p, const char *name)
{
  GtkWidget *row = ui_test_named (p, name);
  GPtrArray *labels = g_ptr_array_new ();
  ui_test_collect (row, GTK_TYPE_LABEL, labels);
  const char *text = NULL;
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (labels->pdata[i], "caption"))
      text = gtk_label_get_text (labels->pdata[i]);
  g_ptr_array_unref (labels);
  g_assert_nonnull (text);
  return text;
}

static GtkWidget *
type_cell (const char *name, const char *text)
{
  GtkWidget *p = cog_ui_page (&app, "cog-chart");
  GtkWidget *entry = ui_test_named (p, name);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  g_signal_emit_by_name (entry, "apply");
  cog_ui_settle ();
  return cog_ui_page (&app, "cog-chart");
}

static char *
values_file (void)
{
  return g_build_filename (ui_test_user_dir (), "adjutant", "cog-combat-chart.json", NULL);
}

static void
test_without_game (void)
{
  GtkWidget *p = cog_ui_page (&app, "cog-chart");
  /* 12.9.2: example 1 at 2-1, example 2 at 4-1 (no defenders' DRM). */
  g_assert_cmpstr (cog_ui_subtitle (p, "cell:2-1:defender_drm"), ==, "Printed in the rulebook (12.9.2, example 1)");
  g_assert_cmpstr (cog_ui_subtitle (p, "cell:4-1:loss_limit"), ==, "Printed in the rulebook (12.9.2, example 2)");
  g_assert_true (ADW_IS_ENTRY_ROW (ui_test_named (p, "cell:4-1:defender_drm")));
  g_assert_cmpstr (source (p, "cell:4-1:defender_drm"), ==, "Not entered");

  /* Refused: no DRM beyond 6, no "N" for a loss limit. */
  p = type_cell ("cell:4-1:defender_drm", "9");
  g_assert_true (ui_test_contains (ui_test_label_text (p, "chart-error"), "a DRM runs from -6 to +6"));
  p = type_cell ("cell:4-1:defender_drm", "+2");
  g_assert_cmpstr (source (p, "cell:4-1:defender_drm"), ==, "Your value");
  g_autofree char *path = values_file ();
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  /* A column the rulebook does not print. */
  GtkWidget *add = ui_test_named (p, "add-column");
  gtk_editable_set_text (GTK_EDITABLE (add), "3:1");
  g_signal_emit_by_name (add, "apply");
  p = cog_ui_page (&app, "cog-chart");
  p = type_cell ("cell:3-1:loss_limit", "N");
  g_assert_true (ui_test_contains (ui_test_label_text (p, "chart-error"), "Attacker Loss Limit is a whole number"));
  p = type_cell ("cell:3-1:loss_limit", "3");
  g_assert_cmpstr (source (p, "cell:3-1:loss_limit"), ==, "Your value");
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), "cog-chart-own.png");

  g_autoptr (GError) error = NULL;
  g_autoptr (AdjCogChartValues) values = adj_cog_chart_values_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (adj_cog_chart_values_count (values), ==, 2);
}

/* 12.9.2, example 2: at 4-1 the attackers -3 and a loss limit of 2 are
 * printed; the defenders' +2 is the player's, entering the game with the
 * combat, in its step. */
static void
test_value_enters_with_combat (void)
{
  cog_ui_new_game (&app, FALSE);
  GtkWidget *p = cog_ui_page (&app, "cog-chart");
  g_assert_cmpstr (source (p, "cell:4-1:defender_drm"), ==,
                   "Your value: enters the game with its first combat at these odds");
  g_assert_cmpstr (source (p, "cell:1-1:attacker_drm"), ==, "Not entered");
  const AdjChart *chart = adj_cog_battle_chart (cog_ui_battle (&app));
  /* The columns below the fold are laid out after the page's first
   * frame, and then shown: every column is on the page. */
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  cog_ui_settle ();
  for (guint c = 0; c < adj_chart_n_columns (chart); c++)
    {
      g_autofree char *name = g_strdup_printf ("column:%s", adj_chart_column_key (chart, c));
      g_assert_true (gtk_widget_is_visible (ui_test_named (p, name)));
    }
  ui_test_save_screenshot (ui_test_main_window (&app), "cog-chart-game.png");
  guint col = (guint) adj_chart_find_column (chart, "4-1");
  g_assert_true (adj_cog_state_chart_cell (cog_ui_state (&app), 1, col, NULL)->blank);

  static const char *const moves[] = {
    "{\"type\":\"next\",\"step\":\"early-csa\"}", "{\"type\":\"next\",\"step\":\"early-union\"}",
    "{\"type\":\"next\",\"step\":\"reinforce-csa\"}", "{\"type\":\"next\",\"step\":\"reinforce-union\"}",
    "{\"type\":\"next\",\"step\":\"place\"}", "{\"type\":\"am_draw\",\"drawn\":[\"am-blue-1b\"]}",
    "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":6}", "{\"type\":\"next\",\"step\":\"artillery\"}",
    "{\"type\":\"next\",\"step\":\"cup\"}", "{\"type\":\"cm_draw\",\"marker\":\"cm-blue-1\"}",
    "{\"type\":\"command_roll\",\"formation\":\"blue-1\",\"roll\":1}", "{\"type\":\"combat_action\",\"side\":\"union\"}",
  };
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    cog_ui_apply (&app, moves[i]);

  /* Granite and Hickory (4) against Fern (1): 4-1. */
  p = cog_ui_page (&app, "cog-combat");
  cog_ui_check (p, "attacker:granite");
  cog_ui_check (p, "attacker:hickory");
  cog_ui_set_role (p, "fern", ADJ_COG_ROLE_DEFENDS);
  g_assert_cmpstr (cog_ui_subtitle (p, "cell:attacker_drm"), ==, "printed in the rulebook (12.9.2, example 2)");
  g_assert_cmpstr (cog_ui_subtitle (p, "cell:defender_drm"), ==, "your value: enters the game with this combat");
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (p, "roll:fern")), "2");
  cog_ui_settle ();
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (p, "roll:granite")), "5");
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (p, "roll:hickory")), "4");
  /* Fern's TER 4: 2 + 2 is 4, no effect; the attackers' 5 - 3 and 4 - 3, none. */
  g_assert_cmpstr (cog_ui_subtitle (p, "result:fern"), ==, "rolls 2, 4 modified: no effect");
  guint before = ui_test_journal_length (&app);
  ui_test_click (p, "combat-apply");
  g_assert_cmpuint (ui_test_journal_length (&app), ==, before + 1);
  gboolean in_game;
  const AdjChartCell *cell = adj_cog_state_chart_cell (cog_ui_state (&app), 1, col, &in_game);
  g_assert_true (in_game);
  g_assert_cmpint (cell->value, ==, 2);
  AdjJournal *j = adj_game_session_get_journal (ui_test_session (&app));
  g_autofree char *line = adj_journal_describe (j, before);
  g_assert_true (g_str_has_prefix (line, "Combat Chart at 4-1: the defenders' DRM is +2, the players' own value (12.9); "
                                         "Combat at 4-1, 4 to 1 (12.9)"));
  p = cog_ui_page (&app, "cog-chart");
  g_assert_cmpstr (source (p, "cell:4-1:defender_drm"), ==, "Your value, typed in this game");
  /* Undone with the combat. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL));
  g_assert_true (adj_cog_state_chart_cell (cog_ui_state (&app), 1, col, NULL)->blank);
}

/* Another game: the values are still the player's. */
static void
test_kept_across_games (void)
{
  cog_ui_new_game (&app, FALSE);
  GtkWidget *p = cog_ui_page (&app, "cog-chart");
  g_assert_cmpstr (source (p, "cell:4-1:defender_drm"), ==,
                   "Your value: enters the game with its first combat at these odds");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (p, "cell:3-1:loss_limit"))), ==, "3");
  /* Emptied, the value is forgotten. */
  p = type_cell ("cell:3-1:loss_limit", "");
  g_assert_cmpstr (source (p, "cell:3-1:loss_limit"), ==, "Not entered");
  cog_ui_narrow (&app, p, "cog-chart-page-narrow.png");
}

/* 12.9: Granite (2) against Birch (2) reads 1-1, blank in the battle and
 * in the player's chart: the combat is refused, and its link opens the
 * Combat Chart page on that cell, the attackers' DRM at 1-1, focused and
 * so in view (it used to land at the top of the page). */
static void
test_blank_cell_link (void)
{
  static const char *const moves[] = {
    "{\"type\":\"next\",\"step\":\"early-csa\"}", "{\"type\":\"next\",\"step\":\"early-union\"}",
    "{\"type\":\"next\",\"step\":\"reinforce-csa\"}", "{\"type\":\"next\",\"step\":\"reinforce-union\"}",
    "{\"type\":\"next\",\"step\":\"place\"}", "{\"type\":\"am_draw\",\"drawn\":[\"am-blue-1b\"]}",
    "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":6}", "{\"type\":\"next\",\"step\":\"artillery\"}",
    "{\"type\":\"next\",\"step\":\"cup\"}", "{\"type\":\"cm_draw\",\"marker\":\"cm-blue-1\"}",
    "{\"type\":\"command_roll\",\"formation\":\"blue-1\",\"roll\":1}", "{\"type\":\"combat_action\",\"side\":\"union\"}",
  };
  cog_ui_new_game (&app, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    cog_ui_apply (&app, moves[i]);
  GtkWidget *p = cog_ui_page (&app, "cog-combat");
  cog_ui_check (p, "attacker:granite");
  cog_ui_set_role (p, "birch", ADJ_COG_ROLE_DEFENDS);
  g_assert_true (ui_test_contains (ui_test_label_text (p, "combat-refusal"),
                                   "12.9: the Combat Chart's attackers' DRM at 1-1 is not entered yet"));
  ui_test_click (p, "go-chart");
  GtkWidget *chart = ui_test_find_descendant (GTK_WIDGET (ui_test_main_window (&app)), g_type_from_name ("AdjCogChartPage"));
  ui_test_iterate_until (ui_test_is_mapped, chart, "the Combat Chart page");
  cog_ui_settle ();
  GtkWidget *cell = ui_test_named (chart, "cell:1-1:attacker_drm");
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (ui_test_main_window (&app)));
  g_assert_nonnull (focus);
  g_assert_true (focus == cell || gtk_widget_is_ancestor (focus, cell));
}

/* 12.9, 13.1: a blank cell does not stop the choices the odds depend on:
 * with Granite against Birch at 1-1 (blank), the defender's artillery may
 * still be chosen, and the combat is then refused for the cell the new
 * odds read (1-2). */
static void
test_blank_cell_artillery_first (void)
{
  static const char *const moves[] = {
    "{\"type\":\"next\",\"step\":\"early-csa\"}", "{\"type\":\"next\",\"step\":\"early-union\"}",
    "{\"type\":\"next\",\"step\":\"reinforce-csa\"}", "{\"type\":\"next\",\"step\":\"reinforce-union\"}",
    "{\"type\":\"next\",\"step\":\"place\"}", "{\"type\":\"am_draw\",\"drawn\":[\"am-gray-1\"]}",
    "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":6}", "{\"type\":\"next\",\"step\":\"artillery\"}",
    "{\"type\":\"next\",\"step\":\"cup\"}", "{\"type\":\"cm_draw\",\"marker\":\"cm-blue-1\"}",
    "{\"type\":\"command_roll\",\"formation\":\"blue-1\",\"roll\":1}", "{\"type\":\"combat_action\",\"side\":\"union\"}",
  };
  cog_ui_new_game (&app, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    cog_ui_apply (&app, moves[i]);
  GtkWidget *p = cog_ui_page (&app, "cog-combat");
  cog_ui_check (p, "attacker:granite");
  cog_ui_set_role (p, "birch", ADJ_COG_ROLE_DEFENDS);
  g_assert_nonnull (ui_test_find_named (p, "combat-refusal"));
  /* The defender's artillery may still be chosen: 2 against 3 reads 1-2. */
  GtkWidget *drop = ui_test_named (p, "defender-am");
  g_assert_true (gtk_widget_is_sensitive (drop));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), 1);
  cog_ui_settle ();
  p = cog_ui_page (&app, "cog-combat");
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (ui_test_named (p, "defender-am"))), ==, 1);
  g_assert_true (ui_test_contains (ui_test_label_text (p, "combat-refusal"), "at 1-2 is not entered yet"));
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-cog-chart-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  /* Without a game, the window shows the pages of the game last played. */
  g_autoptr (GSettings) settings = g_settings_new ("io.github.adjutant.Adjutant");
  g_settings_set_string (settings, "ruleset", "cog");
  g_test_add_func ("/ui/cog-chart/1/without-game-rule-12.9.2", test_without_game);
  g_test_add_func ("/ui/cog-chart/2/value-enters-with-combat-rule-12.9.2", test_value_enters_with_combat);
  g_test_add_func ("/ui/cog-chart/3/kept-across-games", test_kept_across_games);
  g_test_add_func ("/ui/cog-chart/4/blank-cell-link-focuses-it-rule-12.9", test_blank_cell_link);
  g_test_add_func ("/ui/cog-chart/5/blank-cell-after-artillery-rule-13.3", test_blank_cell_artillery_first);
  status = g_test_run ();
  ui_test_app_quit (&app);
  g_autofree char *path = values_file ();
  g_unlink (path);
  ui_test_user_dir_cleanup ();
  return status;
}
