/* test-charge-flow.c: a charge entered once, answered whole, applied to
 * the units of the game
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On the sample game at step v (3.C.2.a, 10.2): the charge typed on the
 * Defensive Fire page is the one the Charge page shows (one situation),
 * and back; the Charge page shows the whole charge before anyone rolls,
 * Glory III and Fixed Glory side by side, each number the engine's
 * (chargetree.h); a unit picked from the game and then edited stays that
 * unit: the page says the value is the player's, the result still applies
 * to the game's unit and its check rolls against the player's value; the
 * pickers offer what the role allows, the enemy first (10.28); and 10.32:
 * Defensive Fire through a rear hexside is refused on the page. And the
 * page's first showing: the answer's line from the first frame, the
 * answer below the fold just after it.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "adj-charge-tree-view.h"
#include "adj-charge-setup.h"
#include "adj-combat-text.h"
#include "adj-stack-editor.h"
#include "ui-test-apply.h"

static GtkWidget *
deffire_page (void)
{
  return ui_test_show_page (ui_test_main_window (&app), "deffire", "AdjDefFirePage");
}

static AdjChargeSetup *
setup_of (GtkWidget *page)
{
  return ADJ_CHARGE_SETUP (ui_test_find_descendant (page, ADJ_TYPE_CHARGE_SETUP));
}

/* Scrolls @page until @widget's top is near the top of its view. */
static void
scroll_to (GtkWidget *page, GtkWidget *widget)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (ui_test_find_descendant (page, GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);

  for (guint tries = 0; tries < 10; tries++)
    {
      graphene_point_t at;
      ui_test_wait_for_new_frame (window);
      GtkWidget *content = gtk_scrolled_window_get_child (scroller);
      if (GTK_IS_VIEWPORT (content))
        content = gtk_viewport_get_child (GTK_VIEWPORT (content));
      g_assert_true (gtk_widget_compute_point (widget, content, &GRAPHENE_POINT_INIT (0, 0), &at));
      double want = MIN (MAX (at.y - 60, 0), gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
      if (fabs (gtk_adjustment_get_value (adj) - want) < 1)
        break;
      gtk_adjustment_set_value (adj, want);
    }
  ui_test_wait_for_new_frame (window);
}

/* A page's first showing (docs/design.md, "Every game within a frame"):
 * in a window too narrow for two columns the answer is under the entry,
 * below the fold, and is laid out just after the first frame; the line
 * over the columns says the answer from the first frame. Side by side,
 * the answer is in the first frame. */
static void
test_first_showing (void)
{
  GtkWindow *window = ui_test_main_window (&app);

  ui_test_resize_from_outside (window, 800, 700);
  ui_test_wait_for_new_frame (window);
  GtkWidget *page = ui_test_map_page (window, "charge", "AdjChargePage");
  g_assert_true (gtk_widget_is_visible (ui_test_named (page, "answer-headline")));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "answer-headline"), "Answer: odds"));
  g_assert_false (gtk_widget_is_visible (ui_test_named (page, "charge-total")));
  ui_test_wait_for_new_frame (window);
  g_assert_true (gtk_widget_is_visible (ui_test_named (page, "charge-total")));

  ui_test_resize_from_outside (window, 1400, 1150);
  ui_test_wait_for_new_frame (window);
  page = ui_test_map_page (window, "deffire", "AdjDefFirePage");
  g_assert_true (gtk_widget_is_visible (ui_test_named (page, "df-stopped-0")));
}

static void
start_game (void)
{
  charge_page ();
  ui_test_resize_from_outside (ui_test_main_window (&app), 1400, 1150);
  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_CHARGE);
}

/* Entered on Defensive Fire, the same stacks, hexsides, terrain and
 * Defensive Fire are on the Charge page, whose change shows back. */
static void
test_one_situation (void)
{
  GtkWidget *df = deffire_page ();
  AdjChargeSetup *setup = setup_of (df);

  ui_test_click (df, "charge-reset");
  ui_test_pick (ui_test_nth (df, ADJ_TYPE_UNIT_EDITOR, 0), "csa-a-1");
  ui_test_pick (ui_test_nth (df, ADJ_TYPE_UNIT_EDITOR, 1), "getty-b");
  AdjStackEditor *attackers = adj_charge_setup_get_stack (setup, TRUE, 0);
  adj_stack_editor_set_flag (attackers, "stream", TRUE);

  GtkWidget *charge = charge_page ();
  g_assert_true (setup_of (charge) == setup);
  g_assert_null (ui_test_find_descendant (df, ADJ_TYPE_CHARGE_SETUP));
  GtkWidget *att = ui_test_nth (charge, ADJ_TYPE_UNIT_EDITOR, 0);
  GtkWidget *def = ui_test_nth (charge, ADJ_TYPE_UNIT_EDITOR, 1);
  g_assert_cmpint (adj_unit_editor_get_game_unit (ADJ_UNIT_EDITOR (att)), ==, unit_id ("csa-a-1"));
  g_assert_cmpint (adj_unit_editor_get_game_unit (ADJ_UNIT_EDITOR (def)), ==, unit_id ("getty-b"));
  g_assert_true (adj_stack_editor_get_flag (attackers, "stream"));
  /* The Charge page's covering and kind are its own; Defensive Fire is
   * there too, for the whole charge. */
  g_assert_true (gtk_widget_is_visible (ui_test_named (charge, "kind")));
  g_assert_true (gtk_widget_is_visible (ui_test_named (charge, "df-0")));
  ui_test_set_switch (charge, "night", TRUE);

  df = deffire_page ();
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (ui_test_named (df, "night"))));
  g_assert_false (gtk_widget_is_visible (ui_test_named (df, "kind")));
  g_assert_true (ui_test_contains (ui_test_label_text (df, "df-title"), "fires at charging hex 1"));
  /* The adjusted roll decides a shot (10.33), and the page says so. */
  GtkWidget *roll = ui_test_named (df, "df-roll-0");
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (roll), 4);
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  ui_test_collect (roll, GTK_TYPE_LABEL, labels);
  gboolean said = FALSE;
  for (guint i = 0; i < labels->len; i++)
    said |= strstr (gtk_label_get_text (labels->pdata[i]), "Rolled 4 ") != NULL
            && strstr (gtk_label_get_text (labels->pdata[i]), "against cohesion 7") != NULL;
  g_assert_true (said);
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (roll), -1);
  ui_test_set_switch (df, "night", FALSE);
  adj_stack_editor_set_flag (attackers, "stream", FALSE);
}

/* 10.32: a hex charging through a rear hexside gets no Defensive Fire:
 * the page refuses the shot as illegal and the charge goes in. */
static void
test_rule_10_32 (void)
{
  GtkWidget *df = deffire_page ();
  AdjChargeSetup *setup = setup_of (df);
  AdjStackEditor *attackers = adj_charge_setup_get_stack (setup, TRUE, 0);

  adj_stack_editor_set_flag (attackers, "rear-0", TRUE);
  g_assert_true (gtk_widget_get_visible (ui_test_named (df, "df-problem")));
  g_assert_null (ui_test_find_named (df, "df-shot-0"));
  g_assert_cmpstr (ui_test_label_text (df, "df-charge-probability"), ==, "100%");
  gboolean found = FALSE;
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  ui_test_collect (df, ADW_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      const char *title = adw_preferences_row_get_title (rows->pdata[i]);
      found |= title != NULL && strstr (title, "rear hexside") != NULL && strstr (title, "frontal hexes") != NULL;
    }
  g_assert_true (found);
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), "deffire-10.32.png");
  adj_stack_editor_set_flag (attackers, "rear-0", FALSE);
  g_assert_nonnull (ui_test_find_named (df, "df-shot-0"));
}

/* The whole charge as one answer: the page's numbers are the engine's on
 * the same situation, both rule sets, and a pair of bars per result. */
static void
test_charge_tree (void)
{
  GtkWidget *page = charge_page ();
  AdjChargeTreeView *view = ADJ_CHARGE_TREE_VIEW (ui_test_find_descendant (page, ADJ_TYPE_CHARGE_TREE_VIEW));
  AdjChargeInput in;
  AdjChargeTree tree;
  AdjTreeAnswer shown;

  g_assert_true (adj_charge_setup_build_input (setup_of (page), &in));
  g_autoptr (AdjCombatCharts) charts = ui_test_combat_charts (app);
  g_assert_true (adj_charge_tree (&in, charts, &tree, NULL));
  g_assert_true (adj_charge_tree_view_get_answer (view, FALSE, &shown));
  g_assert_cmpfloat (shown.goes_in, ==, tree.glory3.goes_in);
  g_assert_cmpfloat (shown.expected[ADJ_SIDE_DEFENDER].retreated, ==, tree.glory3.expected[ADJ_SIDE_DEFENDER].retreated);
  g_assert_true (adj_charge_tree_view_get_answer (view, TRUE, &shown));
  g_assert_cmpfloat (shown.goes_in, ==, tree.fixed_glory.goes_in);
  g_assert_cmpfloat (shown.expected[ADJ_SIDE_DEFENDER].withdrawn, ==, tree.fixed_glory.expected[ADJ_SIDE_DEFENDER].withdrawn);

  g_autofree char *g3 = adj_text_percent (tree.glory3.goes_in);
  g_autofree char *fg = adj_text_percent (tree.fixed_glory.goes_in);
  g_assert_cmpstr (ui_test_label_text (page, "tree-goes-in-glory3"), ==, g3);
  g_assert_cmpstr (ui_test_label_text (page, "tree-goes-in-fixed-glory"), ==, fg);
  AdjTreePair pairs[ADJ_TREE_MAX_PAIRS];
  guint n = adj_charge_tree_pairs (&tree, pairs);
  g_assert_cmpuint (n, >, 1);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *a = g_strdup_printf ("tree-bar-%u-glory3", i);
      g_autofree char *b = g_strdup_printf ("tree-bar-%u-fixed-glory", i);
      g_assert_cmpfloat (gtk_level_bar_get_value (GTK_LEVEL_BAR (ui_test_named (page, a))), ==, pairs[i].glory3);
      g_assert_cmpfloat (gtk_level_bar_get_value (GTK_LEVEL_BAR (ui_test_named (page, b))), ==, pairs[i].fixed_glory);
    }
  g_autofree char *none = g_strdup_printf ("tree-bar-%u-glory3", n);
  g_assert_null (ui_test_find_named (page, none));
  g_autofree char *exp = g_strdup_printf ("%.2f", tree.glory3.expected[ADJ_SIDE_DEFENDER].retreated);
  g_assert_cmpstr (ui_test_label_text (page, "tree-defender-2-glory3"), ==, exp);

  /* Screenshots of the chart: light, dark, and a 360 px window. */
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *chart = ui_test_named (page, "charge-tree");
  for (guint dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT);
      scroll_to (page, chart);
      ui_test_save_screenshot (window, dark ? "charge-tree-dark.png" : "charge-tree.png");
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  /* The answer in a line over the columns. */
  g_autofree char *headline = g_strdup_printf ("Answer: odds 1-1, total DRM +2; the charge goes in %s (Glory III)", g3);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "answer-headline"), headline));
  /* With Fixed Glory on, the line gives the Fixed Glory chance and says so. */
  ui_test_set_switch (page, "fixed-glory", TRUE);
  g_autofree char *fixed_line = g_strdup_printf ("the charge goes in %s (Fixed Glory)", fg);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "answer-headline"), fixed_line));
  ui_test_set_switch (page, "fixed-glory", FALSE);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "answer-headline"), headline));
  /* At the default window size the answer is in sight at the top. */
  ui_test_resize_from_outside (window, 860, 640);
  ui_test_scroll_page (page, FALSE);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "charge-default-size.png");
  g_assert_true (gtk_widget_get_mapped (ui_test_named (page, "answer-headline")));
  /* At the narrowest window: the bars and the table reflow, nothing is cut. */
  ui_test_resize_from_outside (window, 360, 900);
  scroll_to (page, chart);
  ui_test_save_screenshot (window, "charge-tree-narrow.png");
  ui_test_resize_from_outside (window, 1400, 1150);
  adj_charge_input_clear (&in);
}

/* A picked unit stays the unit when the player edits it: Getty 'b'
 * (cohesion 5) at the player's 7. The page says the value is the
 * player's; the result still applies to Getty 'b', whose check rolls
 * against the 7 and the journal says so: a 6 passes. */
static void
test_edit_picked_unit (void)
{
  GtkWidget *page = charge ("csa-a-1", "getty-b", 9);
  GtkWidget *def = ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1);
  g_autoptr (AdjGameState) before = adj_game_state_ref ((AdjGameState *) ui_test_state (&app));
  guint gb = (guint) unit_id ("getty-b");

  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (def, "unit-cohesion")), "7");
  g_assert_cmpint (adj_unit_editor_get_game_unit (ADJ_UNIT_EDITOR (def)), ==, (int) gb);
  g_assert_cmpint (adj_unit_editor_get_player_cohesion (ADJ_UNIT_EDITOR (def)), ==, 7);
  g_assert_true (gtk_widget_get_visible (ui_test_named (def, "unit-own-values")));
  g_assert_true (ui_test_contains (ui_test_label_text (def, "unit-own-values"), "cohesion 7 (the game: 5)"));
  g_assert_cmpstr (ui_test_label_text (def, "unit-pick-label"), ==, "Getty 'b' (sample)");
  /* 7 against 7: no cohesion DRM now; a 9 is a 9: "CC,R" for the defender. */
  GtkWidget *cohesion_row = gtk_widget_get_ancestor (ui_test_named (page, "charge-cohesion"), ADW_TYPE_ACTION_ROW);
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (cohesion_row)), "7 against 7"));
  g_assert_nonnull (retreat_row (page, 0));
  reset_row (retreat_row (page, 0));
  g_assert_cmpuint (answer_checks (page, (int[]) { 6 }, 1), ==, 1);
  g_assert_true (gtk_widget_get_sensitive (ui_test_named (page, "combat-apply")));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"),
                                   "Getty 'b' (sample) checks cohesion, roll 6 against 7 (the player's rating): passes"));
  g_autoptr (GPtrArray) added = apply (page);
  const AdjAction *check = NULL;
  for (guint i = 0; i < added->len; i++)
    if (((const AdjAction *) added->pdata[i])->type == ADJ_ACTION_CHECK
        && ((const AdjAction *) added->pdata[i])->target == (int) gb)
      check = added->pdata[i];
  g_assert_nonnull (check);
  g_assert_cmpint (check->rating, ==, 7);
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), gb));
  screenshot (page, "charge-edited-unit.png");
  undo (1, before);
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (def, "unit-cohesion")), "5");
  g_assert_false (gtk_widget_get_visible (ui_test_named (def, "unit-own-values")));
  g_assert_cmpint (adj_unit_editor_get_player_cohesion (ADJ_UNIT_EDITOR (def)), ==, -1);
}

/* 10.28 and the enemy first: the charging row offers no battery, and
 * during the Confederate activation the defending row starts with the
 * Union's units, the charging row with the Confederates'. */
static void
test_pickers (void)
{
  GtkWidget *page = charge_page ();
  GtkWidget *att = ui_test_named (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0), "unit-pick-list");
  GtkWidget *def = ui_test_named (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1), "unit-pick-list");
  AdjBattle *b = adj_glory_session_get_battle (ui_test_session (&app));

  g_assert_null (ui_test_find_named (att, "pick:csa-b-arty"));
  g_assert_null (ui_test_find_named (att, "pick:getty-arty"));
  g_assert_nonnull (ui_test_find_named (def, "pick:getty-arty"));
  GtkWidget *first_att = gtk_widget_get_first_child (att), *first_def = gtk_widget_get_first_child (def);
  const char *att_name = gtk_widget_get_name (first_att), *def_name = gtk_widget_get_name (first_def);
  g_assert_true (g_str_has_prefix (att_name, "pick:csa-"));
  g_assert_cmpuint (adj_battle_unit_side (b, (guint) adj_battle_find_unit (b, def_name + 5)), ==, 0);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-charge-flow-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/charge-flow/first-showing", test_first_showing);
  g_test_add_func ("/ui/charge-flow/start-game", start_game);
  g_test_add_func ("/ui/charge-flow/one-situation", test_one_situation);
  g_test_add_func ("/ui/charge-flow/rule-10.32/no-df-through-a-rear-hexside", test_rule_10_32);
  g_test_add_func ("/ui/charge-flow/charge-tree", test_charge_tree);
  g_test_add_func ("/ui/charge-flow/edit-picked-unit-and-apply", test_edit_picked_unit);
  g_test_add_func ("/ui/charge-flow/rule-10.28/pickers-enemy-first", test_pickers);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
