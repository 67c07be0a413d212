/* test-a11y.c: every interactive widget of every page has a name
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is asked, through GTK's accessibility test API
 * (ui-test-a11y.h), whether every widget a player can reach with Tab has a
 * name: the welcome page with no game, the New Game dialog, then a game of
 * every ruleset on its sample scenario with each of its pages shown in
 * turn, the shell's own chrome around them (the sidebar rows, Undo, Redo,
 * the main menu) and the Journal page (Save, Save As, Open, the recent
 * games, its rows). Some states that show more widgets are visited too.
 * Each test lists every unnamed widget it met before it fails.
 */

#include "config.h"

#include "adj-numbers.h"
#include "adj-outcome-chart.h"
#include "adj-ruleset-ui.h"
#include "adj-unit-editor.h"
#include "adj-window-actions.h"
#include "adj-window.h"
#include "cog-ui-test.h"
#include "ui-test-a11y.h"
#include "ui-test-util.h"

static AdjApplication *app;
static GString *report;

static GtkWindow *
window (void)
{
  return ui_test_main_window (&app);
}

/* Lets pages that build or lay out from the main loop do so, then waits
 * for a frame of @w. */
static void
settle (GtkWindow *w)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
  ui_test_wait_for_new_frame (w);
}

/* Adds what is unnamed in @w to the report, under @where. */
static void
check (GtkWindow *w, const char *where)
{
  settle (w);
  ui_test_a11y_collect_unnamed (GTK_WIDGET (w), where, report);
}

/* Fails the test with the report, if there is anything in it. */
static void
assert_report (void)
{
  if (report->len > 0)
    g_error ("interactive widgets without a name:%s", report->str);
}

/* Shows page @name of the window's stack (a game's page, or the shell's). */
static GtkWidget *
show (const char *name)
{
  GtkStack *stack = GTK_STACK (ui_test_find_descendant (GTK_WIDGET (window ()), GTK_TYPE_STACK));
  GtkWidget *page = gtk_stack_get_child_by_name (stack, name);

  g_assert_nonnull (page);
  gtk_widget_activate_action (GTK_WIDGET (window ()), "win.page", "s", name);
  ui_test_iterate_until (ui_test_is_mapped, page, name);
  return page;
}

/* Every page of @game's table, then the Journal, each in the window. */
static void
visit_pages (const char *game)
{
  const AdjRulesetUi *ui = adj_ruleset_ui_find_id (game);

  g_assert_nonnull (ui);
  for (guint i = 0; i < ui->n_pages; i++)
    {
      g_autofree char *where = g_strdup_printf ("%s, %s", game, ui->pages[i].name);
      show (ui->pages[i].name);
      check (window (), where);
    }
  g_autofree char *where = g_strdup_printf ("%s, journal", game);
  show ("journal");
  check (window (), where);
}

static gboolean
is_sensitive (gpointer widget)
{
  return gtk_widget_is_sensitive (widget);
}

/* The cells of the track or legend @name: named, and no Tab stops. */
static void
assert_decorative_cells (GtkWidget *root, const char *name)
{
  GtkWidget *box = ui_test_named (root, name);
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (box); c != NULL; c = gtk_widget_get_next_sibling (c), n++)
    {
      g_assert_false (gtk_widget_get_focusable (c));
      g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL));
    }
  g_assert_cmpuint (n, >, 0);
}

/* The chart cell @cell is named with its row, its column and the value it
 * shows. */
static void
assert_cell_named (GtkWidget *root, const char *cell, const char *row, const char *column)
{
  GtkWidget *w = ui_test_named (root, cell);
  const char *value = GTK_IS_BUTTON (w) ? gtk_button_get_label (GTK_BUTTON (w)) : gtk_label_get_text (GTK_LABEL (w));
  g_autofree char *expected = g_strdup_printf ("Row %s, column %s: %s", row, column, value);
  g_autofree char *differs = gtk_test_accessible_check_property (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                                 expected);
  if (differs != NULL)
    g_error ("%s is named \"%s\", not \"%s\"", cell, differs, expected);
}

/* The outcome chart @name reads out every bar's chance. */
static void
assert_chart_readable (GtkWidget *root, const char *name)
{
  AdjOutcomeChart *chart = ADJ_OUTCOME_CHART (ui_test_named (root, name));
  g_autoptr (GString) text = g_string_new (NULL);

  g_assert_cmpuint (adj_outcome_chart_get_n_bars (chart), >, 0);
  for (guint i = 0; i < adj_outcome_chart_get_n_bars (chart); i++)
    {
      const AdjOutcomeBar *bar = adj_outcome_chart_get_bar (chart, i);
      g_autofree char *pct = adj_text_percent (bar->probability);
      g_string_append_printf (text, "%s%s: %s%s", i > 0 ? "; " : "", bar->label, pct,
                              bar->provisional ? " (provisional)" : "");
    }
  g_autofree char *differs = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart),
                                                                 GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str);
  if (differs != NULL)
    g_error ("%s reads \"%s\", not \"%s\"", name, differs, text->str);
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_LABEL));
}

/* The main menu, popped up. */
static void
check_main_menu (const char *where)
{
  GtkMenuButton *menu = GTK_MENU_BUTTON (ui_test_find_descendant (GTK_WIDGET (window ()), GTK_TYPE_MENU_BUTTON));

  gtk_menu_button_popup (menu);
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (menu));
  ui_test_iterate_until (ui_test_is_mapped, popover, "the main menu");
  check (window (), where);
  gtk_menu_button_popdown (menu);
  ui_test_iterate_until (ui_test_is_unmapped, popover, "the main menu closing");
}

static void
test_welcome (void)
{
  g_assert_null (ui_test_state (&app));
  show ("home");
  check (window (), "welcome");
  check_main_menu ("welcome, main menu");
  assert_report ();
}

static void
test_new_game_dialog (void)
{
  AdjNewGameDialog *dialog = g_object_ref (ui_test_open_new_game (&app, NULL));

  check (GTK_WINDOW (dialog), "new game, games");
  for (const AdjRulesetUi *const *ui = adj_ruleset_uis (); *ui != NULL; ui++)
    {
      g_autofree char *row = g_strdup_printf ("game:%s", (*ui)->ruleset->id);
      g_autofree char *where = g_strdup_printf ("new game, %s", (*ui)->ruleset->id);
      g_autofree char *options = g_strdup_printf ("%s, options", where);
      ui_test_activate_row (GTK_WIDGET (dialog), row);
      check (GTK_WINDOW (dialog), where);
      /* The options of its first scenario. */
      GtkWidget *scenarios = ui_test_named (GTK_WIDGET (dialog), "scenario-list");
      g_signal_emit_by_name (gtk_list_box_get_row_at_index (GTK_LIST_BOX (scenarios), 0), "activate");
      check (GTK_WINDOW (dialog), options);
      ui_test_click (GTK_WIDGET (dialog), "back");
      ui_test_click (GTK_WIDGET (dialog), "back");
    }
  ui_test_close_and_wait (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  assert_report ();
}

/* Glory III on the sample battle, at a charge of Getty's command. */
static void
test_glory (void)
{
  g_autoptr (GError) error = NULL;

  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_CHARGE);
  visit_pages ("glory");
  check_main_menu ("glory, main menu");
  assert_decorative_cells (show ("turn"), "turn-track");
  assert_decorative_cells (show ("los"), "los-legend");
  assert_cell_named (show ("charts"), "cell:glory3-charge:lt0:attacker", "less than 0", "Charging units");

  /* Units picked into the Charge page's stacks. */
  GtkWidget *charge = show ("charge");
  ui_test_pick (ui_test_nth (charge, ADJ_TYPE_UNIT_EDITOR, 0), "csa-a-1");
  ui_test_pick (ui_test_nth (charge, ADJ_TYPE_UNIT_EDITOR, 1), "getty-b");
  check (window (), "glory, charge with units picked");

  /* The Activation Markers at the draw (the real cup's list), then after
   * it with a Combined Activation to work out. */
  while (adj_game_state_get_phase (ui_test_state (&app)) == ADJ_PHASE_ACTIVATION)
    {
      g_autoptr (AdjAction) a = ui_test_quiet_action (ui_test_state (&app));
      g_assert_true (adj_game_session_apply (ui_test_session (&app), a, &error));
    }
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&app)), ==, ADJ_PHASE_DRAW);
  show ("pool");
  check (window (), "glory, pool at the draw");
  AdjBattle *b = adj_glory_session_get_battle (ui_test_session (&app));
  g_autoptr (AdjAction) draw = adj_action_draw ((guint) adj_battle_find_am (b, "vi-corps#1"));
  g_assert_true (adj_game_session_apply (ui_test_session (&app), draw, &error));
  GtkWidget *pool = show ("pool");
  g_assert_nonnull (ui_test_find_named (pool, "ca-check:getty"));
  check (window (), "glory, pool after the draw");

  /* The map editor's tools, once shown. */
  GtkWidget *editor = show ("map-editor");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (ui_test_named (editor, "editor-panel")), TRUE);
  check (window (), "glory, map editor tools");

  /* Redo, once a step is undone; the Journal with a recent game. */
  gtk_widget_activate_action (GTK_WIDGET (window ()), "win.undo", NULL);
  g_autofree char *path = g_build_filename (ui_test_user_dir (), "a11y.json", NULL);
  g_assert_true (adj_window_save_game_file (window (), path));
  GtkWidget *journal = show ("journal");
  ui_test_iterate_until (is_sensitive, ui_test_named (journal, "journal-recent"), "a recent game");
  check (window (), "glory, journal with redo and a recent game");
  assert_report ();
}

/* The Glory that Was on its demonstration scenario, every option on. */
static void
test_tgtw (void)
{
  AdjNewGameDialog *dialog = g_object_ref (ui_test_open_new_game (&app, "tgtw"));
  ui_test_activate_row (GTK_WIDGET (dialog), "scenario:demo-red-and-blue");
  ui_test_set_switch (GTK_WIDGET (dialog), "option:tactical_cards", TRUE);
  ui_test_set_switch (GTK_WIDGET (dialog), "option:tactical_points", TRUE);
  ui_test_click (GTK_WIDGET (dialog), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, dialog, "the New Game dialog closing");
  g_object_unref (dialog);
  visit_pages ("tgtw");
  assert_decorative_cells (show ("turn"), "turn-phases");
  assert_chart_readable (show ("turn"), "initiative-chart");
  assert_cell_named (show ("charts"), "cell:tgtw-mct2:le1:A", "1-", "A");
  /* The first sector's initiative recorded: a tie broken, the next
   * sector's rolls, the standings. */
  GtkWidget *turn = show ("turn");
  ui_test_type_into (ui_test_named (turn, "initiative-roll-0"), "roll-entry", "5");
  ui_test_type_into (ui_test_named (turn, "initiative-roll-1"), "roll-entry", "5");
  ui_test_click (turn, "initiative-record");
  check (window (), "tgtw, turn after an initiative");
  assert_report ();
}

static void
test_cog (void)
{
  cog_ui_new_game (&app, TRUE);
  visit_pages ("cog");
  assert_decorative_cells (cog_ui_page (&app, "cog-turn"), "turn-track");
  /* An Early Entry roll recorded: its result and the next roll. */
  GtkWidget *reinforce = cog_ui_page (&app, "cog-reinforcements");
  cog_ui_type_roll (reinforce, "early_entry:r-gray-2", 4);
  check (window (), "cog, reinforcements after a roll");
  assert_report ();
}

static void
test_dog (void)
{
  AdjNewGameDialog *dialog = g_object_ref (ui_test_open_new_game (&app, "dog"));
  ui_test_activate_row (GTK_WIDGET (dialog), "scenario:demonstration");
  ui_test_set_switch (GTK_WIDGET (dialog), "option:national_staff", TRUE);
  ui_test_set_switch (GTK_WIDGET (dialog), "option:scouting", TRUE);
  ui_test_click (GTK_WIDGET (dialog), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, dialog, "the New Game dialog closing");
  g_object_unref (dialog);
  visit_pages ("dog");
  /* The player's own sheets: a factor and a chart with a row. */
  GtkWidget *sheets = show ("dog-sheets");
  ui_test_type_into (sheets, "dog-new-factor", "Good troops (class 3)");
  ui_test_click (sheets, "dog-new-factor-add");
  ui_test_type_into (sheets, "dog-new-chart-title", "Musketry");
  ui_test_type_into (sheets, "dog-new-chart-columns", "Range, Line, Dense");
  ui_test_click (sheets, "dog-new-chart-add");
  ui_test_click (sheets, "dog-chart-0-add-row");
  check (window (), "dog, sheets with a chart");
  assert_report ();
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-a11y-XXXXXX");
  ui_test_a11y_init ();
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  report = g_string_new (NULL);

  g_test_add_func ("/ui/a11y/welcome", test_welcome);
  g_test_add_func ("/ui/a11y/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/ui/a11y/glory", test_glory);
  g_test_add_func ("/ui/a11y/tgtw", test_tgtw);
  g_test_add_func ("/ui/a11y/cog", test_cog);
  g_test_add_func ("/ui/a11y/dog", test_dog);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  g_string_free (report, TRUE);
  return status;
}
