/* test-covering.c: covering (10.12) on the Charge page, through its widgets
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rulebook's McLaws example typed in: Y and Z charge D, and Y also has
 * C in front, which X covers. The page must say when 10.12 forbids the
 * charge as entered, and why; and the hexes it makes up for the engine
 * (there is no map) must mean what the player said.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-charge-setup.h"
#include "adj-cover-editor.h"
#include "adj-stack-editor.h"
#include "adj-unit-editor.h"
#include "adj-window.h"
#include "ui-test-util.h"

static AdjApplication *app;

/* The "covered by" choices: nobody, a stack not charging, then the other
 * charging hexes in order. */
enum { BY_NOBODY, BY_STACK, BY_FIRST_HEX };
/* The covering stack's top unit, in the editor's order. */
enum { KIND_INFANTRY, KIND_MOUNTED, KIND_DISMOUNTED, KIND_ARTILLERY, KIND_HORSE_ARTILLERY };

static GtkWidget *
show_charge_page (GtkWindow *window)
{
  return ui_test_show_page (window, "charge", "AdjChargePage");
}

static void
set_unit (GtkWidget *unit, const char *strength, const char *cohesion)
{
  ui_test_type_into (unit, "unit-strength", strength);
  ui_test_type_into (unit, "unit-cohesion", cohesion);
}

static GtkWidget *
stack (GtkWidget *page, guint i)
{
  return ui_test_nth (page, ADJ_TYPE_STACK_EDITOR, i);
}

/* The page's rule note for @rule, or NULL; an illegal one when @illegal. */
static GtkWidget *
find_note (GtkWidget *page, const char *rule, gboolean illegal)
{
  g_autofree char *tail = g_strdup_printf ("rule %s", rule);

  for (GtkWidget *r = ui_test_find_named (page, "note-0"); r != NULL; r = gtk_widget_get_next_sibling (r))
    {
      const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (r));
      if (g_str_has_suffix (subtitle, tail) && gtk_widget_has_css_class (r, "illegal") == illegal)
        return r;
    }
  return NULL;
}

/* The 10.12 verdict as the page shows it: the note and the banner. */
static void
assert_covering (GtkWidget *page, gboolean legal)
{
  GtkWidget *note = find_note (page, "10.12", TRUE);

  if (legal)
    {
      g_assert_null (note);
      g_assert_false (gtk_widget_get_visible (ui_test_named (page, "charge-problem")));
      return;
    }
  g_assert_nonnull (note);
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "charge-problem")));
  /* The note names the hexes as the page does, not made-up coordinates. */
  const char *text = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (note));
  g_assert_nonnull (strstr (text, "at hex 1 "));
  g_assert_nonnull (strstr (text, "the enemy at hex 1a "));
}

/* Scrolls the page so that @widget's top shows. */
static void
scroll_to_widget (GtkWindow *window, GtkWidget *page, GtkWidget *widget)
{
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (ui_test_find_descendant (page, GTK_TYPE_SCROLLED_WINDOW));
  GtkWidget *content = gtk_scrolled_window_get_child (scroller);
  graphene_point_t at;

  ui_test_wait_for_new_frame (window);
  g_assert_true (gtk_widget_compute_point (widget, content, &GRAPHENE_POINT_INIT (0, 0), &at));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);
  gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + at.y - 12);
  ui_test_wait_for_new_frame (window);
}

/* 10.12 example (McLaws): Y (hex 1) and Z (hex 2) charge D (hex A); C is
 * also in Y's front. Uncovered, Y must charge C too; X, good-order
 * infantry not in this charge, covers it -- not as artillery, disordered,
 * or of another Leader's command outside a Combined Activation (4.25). */
static void
test_mclaws_example (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *page;

  ui_test_resize_from_outside (window, 1400, 1150);
  page = show_charge_page (window);
  g_signal_emit_by_name (ui_test_named (page, "add-attacker"), "clicked");
  set_unit (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0), "4", "7");
  set_unit (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1), "5", "8");
  set_unit (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 2), "6", "5");
  assert_covering (page, TRUE);

  /* Every charging hex has the question, folded; no defending hex has. */
  GtkWidget *cover = ui_test_named (stack (page, 0), "cover");
  g_assert_true (ADJ_IS_COVER_EDITOR (cover));
  g_assert_nonnull (ui_test_find_named (stack (page, 1), "cover"));
  g_assert_null (ui_test_find_named (stack (page, 2), "cover"));
  g_assert_true (gtk_widget_get_visible (cover));
  g_assert_false (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (cover)));
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (cover)), ==, "None");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (cover), TRUE);

  /* C in Y's front, covered by nobody: 10.12 forbids the charge. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_test_named (cover, "cover-count")), 1);
  g_assert_true (gtk_widget_get_visible (ui_test_named (cover, "cover-by-0")));
  g_assert_false (gtk_widget_get_visible (ui_test_named (cover, "cover-by-1")));
  g_assert_false (gtk_widget_get_visible (ui_test_named (cover, "cover-kind-0")));
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (cover)), ==, "1 hex: not covered");
  assert_covering (page, FALSE);
  scroll_to_widget (window, page, find_note (page, "10.12", TRUE));
  ui_test_save_screenshot (window, "covering-not-covered.png");

  /* X covers it: good-order infantry of the same command. */
  ui_test_set_choice (cover, "cover-by-0", BY_STACK);
  g_assert_true (gtk_widget_get_visible (ui_test_named (cover, "cover-kind-0")));
  g_assert_true (gtk_widget_get_visible (ui_test_named (cover, "cover-disordered-0")));
  g_assert_true (gtk_widget_get_visible (ui_test_named (cover, "cover-other-command-0")));
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (cover)), ==,
                   "1 hex: covered by a stack not charging");
  assert_covering (page, TRUE);
  scroll_to_widget (window, page, stack (page, 0));
  ui_test_save_screenshot (window, "covering-section.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "covering-section-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* Cavalry covers too; artillery never does. */
  ui_test_set_choice (cover, "cover-kind-0", KIND_MOUNTED);
  assert_covering (page, TRUE);
  ui_test_set_choice (cover, "cover-kind-0", KIND_ARTILLERY);
  assert_covering (page, FALSE);
  ui_test_set_choice (cover, "cover-kind-0", KIND_HORSE_ARTILLERY);
  assert_covering (page, FALSE);
  ui_test_set_choice (cover, "cover-kind-0", KIND_INFANTRY);
  assert_covering (page, TRUE);

  /* A disordered X does not cover. */
  ui_test_set_switch (cover, "cover-disordered-0", TRUE);
  assert_covering (page, FALSE);
  ui_test_set_switch (cover, "cover-disordered-0", FALSE);
  assert_covering (page, TRUE);

  /* X of another Leader's command covers only in a Combined Activation. */
  ui_test_set_switch (cover, "cover-other-command-0", TRUE);
  assert_covering (page, FALSE);
  ui_test_set_switch (page, "combined-activation", TRUE);
  assert_covering (page, TRUE);
  ui_test_set_switch (cover, "cover-other-command-0", FALSE);
  assert_covering (page, TRUE);
  ui_test_set_switch (page, "combined-activation", FALSE);
  assert_covering (page, TRUE);

  /* Z has C in front as well: it covers for Y -- while it may. */
  ui_test_set_choice (cover, "cover-by-0", BY_FIRST_HEX);
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (cover)), ==, "1 hex: covered by hex 2");
  g_assert_false (gtk_widget_get_visible (ui_test_named (cover, "cover-kind-0")));
  assert_covering (page, TRUE);
  GtkWidget *z = ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_named (z, "unit-disordered")), TRUE);
  g_assert_nonnull (find_note (page, "10.12", TRUE));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_named (z, "unit-disordered")), FALSE);
  assert_covering (page, TRUE);

  /* Back to nobody, and no enemy: the charge is fine again. */
  ui_test_set_choice (cover, "cover-by-0", BY_NOBODY);
  assert_covering (page, FALSE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_test_named (cover, "cover-count")), 0);
  assert_covering (page, TRUE);
}

static gboolean
in_front (const AdjCombatStack *s, AdjHex hex)
{
  for (guint i = 0; i < s->n_frontal_enemies; i++)
    if (adj_hex_equal (s->frontal_enemies[i], hex))
      return TRUE;
  return FALSE;
}

/* The made-up enemy hexes: next to their charging hex, clear of every
 * other hex in the charge, shared only when the player says so. */
static void
test_layout (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *page = show_charge_page (window);
  AdjChargeSetup *setup = ADJ_CHARGE_SETUP (ui_test_find_descendant (page, ADJ_TYPE_CHARGE_SETUP));
  AdjHexGrid grid;
  AdjChargeInput in;

  adj_hexgrid_init_unbounded (&grid, ADJ_SHIFT_ODD);
  while (adj_charge_setup_get_n_stacks (setup, TRUE) < 3)
    adj_charge_setup_add_stack (setup, TRUE);
  GtkWidget *one = ui_test_named (stack (page, 0), "cover");
  GtkWidget *three = ui_test_named (stack (page, 2), "cover");
  /* Hex 1 has two, one covered by hex 2 and one by hex 3; hex 3 one, its own. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_test_named (one, "cover-count")), 2);
  ui_test_set_choice (one, "cover-by-0", BY_FIRST_HEX);
  ui_test_set_choice (one, "cover-by-1", BY_FIRST_HEX + 1);
  g_assert_null (find_note (page, "10.12", TRUE));
  /* Hex 3's own enemy is nobody else's: uncovered. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_test_named (three, "cover-count")), 1);
  GtkWidget *note = find_note (page, "10.12", TRUE);
  g_assert_nonnull (note);
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (note)), "enemy at hex 3a "));

  g_assert_true (adj_charge_setup_build_input (setup, &in));
  g_assert_cmpuint (in.n_attackers, ==, 3);
  g_assert_cmpuint (in.n_covering, ==, 0);
  g_assert_cmpuint (in.attackers[0].n_frontal_enemies, ==, 2);
  g_assert_cmpuint (in.attackers[1].n_frontal_enemies, ==, 1);
  g_assert_cmpuint (in.attackers[2].n_frontal_enemies, ==, 2);
  g_assert_cmpstr (in.attackers[0].frontal_enemy_ids[0], ==, "hex 1a");
  g_assert_cmpstr (in.attackers[0].frontal_enemy_ids[1], ==, "hex 1b");
  g_assert_cmpstr (in.attackers[2].frontal_enemy_ids[1], ==, "hex 3a");
  AdjHex shared_2 = in.attackers[0].frontal_enemies[0], shared_3 = in.attackers[0].frontal_enemies[1];
  g_assert_true (in_front (&in.attackers[1], shared_2));
  g_assert_true (in_front (&in.attackers[2], shared_3));
  /* Hexes 1 and 2 stand side by side: their shared enemy is next to both. */
  g_assert_cmpint (adj_hexgrid_distance (&grid, in.attackers[0].hex, shared_2), ==, 1);
  g_assert_cmpint (adj_hexgrid_distance (&grid, in.attackers[1].hex, shared_2), ==, 1);
  for (guint a = 0; a < in.n_attackers; a++)
    for (guint i = 0; i < in.attackers[a].n_frontal_enemies; i++)
      {
        AdjHex e = in.attackers[a].frontal_enemies[i];
        g_assert_false (adj_hex_equal (e, in.defenders[0].hex));
        for (guint b = 0; b < in.n_attackers; b++)
          g_assert_false (adj_hex_equal (e, in.attackers[b].hex));
      }
  g_assert_cmpint (adj_hexgrid_distance (&grid, in.attackers[2].hex, in.attackers[2].frontal_enemies[1]), ==, 1);
  g_assert_false (adj_hex_equal (in.attackers[2].frontal_enemies[1], shared_2));
  g_assert_false (adj_hex_equal (in.attackers[2].frontal_enemies[1], shared_3));
  adj_charge_input_clear (&in);

  /* A covering stack gets a hex of its own with that enemy in front. */
  ui_test_set_choice (three, "cover-by-0", BY_STACK);
  g_assert_null (find_note (page, "10.12", TRUE));
  g_assert_true (adj_charge_setup_build_input (setup, &in));
  g_assert_cmpuint (in.n_covering, ==, 1);
  g_assert_cmpuint (in.covering[0].n_units, ==, 1);
  g_assert_true (in_front (&in.covering[0], in.attackers[2].frontal_enemies[1]));
  g_assert_cmpint (adj_hexgrid_distance (&grid, in.covering[0].hex, in.attackers[2].frontal_enemies[1]), ==, 1);
  adj_charge_input_clear (&in);

  /* Removing hex 2 drops the choice of it; hex 3, now hex 2, stays chosen. */
  g_signal_emit_by_name (ui_test_named (stack (page, 1), "stack-remove"), "clicked");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (ui_test_named (one, "cover-by-0"))), ==, BY_NOBODY);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (ui_test_named (one, "cover-by-1"))), ==, BY_FIRST_HEX);
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (one)), ==,
                   "2 hexes: not covered; covered by hex 2");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (ui_test_named (three, "cover-by-0"))), ==,
                   "Enemy hex 2a");
  g_assert_true (adj_charge_setup_build_input (setup, &in));
  g_assert_cmpuint (in.attackers[1].n_frontal_enemies, ==, 2);
  g_assert_true (in_front (&in.attackers[1], in.attackers[0].frontal_enemies[1]));
  g_assert_false (in_front (&in.attackers[1], in.attackers[0].frontal_enemies[0]));
  adj_charge_input_clear (&in);
  note = find_note (page, "10.12", TRUE);
  g_assert_nonnull (note);
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (note)), "enemy at hex 1a "));
  g_signal_emit_by_name (ui_test_named (stack (page, 1), "stack-remove"), "clicked");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (ui_test_named (one, "cover-by-1"))), ==, BY_NOBODY);

  /* One charging hex against two defending ones: room for one more enemy
   * in front (7.13); against three, none, and the question goes away. */
  g_signal_emit_by_name (ui_test_named (page, "add-defender"), "clicked");
  GtkSpinButton *count = GTK_SPIN_BUTTON (ui_test_named (one, "cover-count"));
  double lo, hi;
  gtk_spin_button_get_range (count, &lo, &hi);
  g_assert_cmpfloat (hi, ==, 1);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (count), ==, 1);
  g_assert_true (gtk_widget_get_visible (one));
  g_signal_emit_by_name (ui_test_named (page, "add-defender"), "clicked");
  g_assert_false (gtk_widget_get_visible (one));
  g_assert_null (find_note (page, "10.12", TRUE));
  g_assert_true (adj_charge_setup_build_input (setup, &in));
  g_assert_cmpuint (in.attackers[0].n_frontal_enemies, ==, 0);
  adj_charge_input_clear (&in);
}

/* Defensive Fire does not judge the charge's designation: no question there. */
static void
test_deffire_page (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *page = ui_test_find_descendant (GTK_WIDGET (window), g_type_from_name ("AdjDefFirePage"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", "deffire");
  ui_test_iterate_until (ui_test_is_mapped, page, "the Defensive Fire page");
  g_assert_nonnull (ui_test_find_named (page, "unit-strength"));
  g_assert_false (gtk_widget_is_visible (ui_test_named (page, "cover")));
  g_assert_false (gtk_widget_is_visible (ui_test_named (page, "combined-activation")));
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-covering-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/covering/rule-10.12/example-mclaws", test_mclaws_example);
  g_test_add_func ("/ui/covering/rule-10.12/layout", test_layout);
  g_test_add_func ("/ui/covering/deffire-page", test_deffire_page);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
