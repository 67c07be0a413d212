/* test-steady.c: no button moves when a result appears, Glory III
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 25: a roll typed made Apply, Next and the other records drop down
 * the page, so that the next click hit another control. On the sample
 * game, each page's buttons are found in the window before the roll is
 * typed and after its result and its checks are shown, at a normal width
 * and at 360 pixels, and must not have moved. (The other games' pages are
 * held to the same in their own tests, with ui-test-steady.h.)
 */

#include "config.h"

#include "adj-roll-entry.h"
#include "adj-unit-editor.h"
#include "ui-test-steady.h"
#include "ui-test-util.h"

static AdjApplication *app;

static GtkWindow *
window (void)
{
  return ui_test_main_window (&app);
}

static void
apply (AdjAction *action)
{
  ui_test_apply (&app, action);
}

static guint
unit_id (const char *id)
{
  return ui_test_unit (&app, id);
}

/* Scrolls @page so that @widget is a third of the way down its view, as
 * a player brings the roll into view before typing it. */
static void
scroll_to (GtkWidget *page, GtkWidget *widget)
{
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);
  graphene_rect_t bounds;
  double top = 0;

  g_assert_true (gtk_widget_is_ancestor (widget, page));
  /* A window just resized may lay its columns out again a frame later:
   * scroll until the widget stays where it was put. */
  for (guint i = 0; i < 20; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      ui_test_wait_for_new_frame (window ());
      g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (scroller), &bounds));
      top = gtk_adjustment_get_page_size (adj) / 3;
      double want = CLAMP (gtk_adjustment_get_value (adj) + bounds.origin.y - top, 0,
                           gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
      if (i > 2 && ABS (want - gtk_adjustment_get_value (adj)) < 1)
        break;
      gtk_adjustment_set_value (adj, want);
    }
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, <, gtk_adjustment_get_page_size (adj));
}

static void
set_roll (GtkWidget *page, const char *name, int roll)
{
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (ui_test_named (page, name)), roll);
}

/* Answers every cohesion check Apply asks for with @roll. */
static guint
answer_checks (GtkWidget *page, int roll)
{
  guint n = 0;
  GtkWidget *entry;
  for (;; n++)
    {
      g_autofree char *name = g_strdup_printf ("check-roll-%u", n);
      while (g_main_context_iteration (NULL, FALSE))
        ;
      if ((entry = ui_test_find_named (page, name)) == NULL || !gtk_widget_get_visible (entry))
        return n;
      adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (entry), roll);
    }
}

static const int widths[] = { 1100, 360 };

/* A screenshot in the build dir, to look at: @what at width @w. */
static void
shot (guint w, const char *what)
{
  g_autofree char *name = g_strdup_printf ("steady-%s-%d.png", what, widths[w]);
  ui_test_wait_for_new_frame (window ());
  ui_test_save_screenshot (window (), name);
}

static void
resize (guint w)
{
  ui_test_resize_from_outside (window (), widths[w], 800);
  /* The sidebar folds or unfolds with an animation: let it end. */
  gint64 end = g_get_monotonic_time () + 600 * G_TIME_SPAN_MILLISECOND;
  while (g_get_monotonic_time () < end)
    ui_test_wait_for_new_frame (window ());
}

/* 10.22: the charge roll and the defender's check (2.4): Apply and Next
 * stay where they were. */
static void
test_charge (void)
{
  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_CHARGE);
  GtkWidget *page = ui_test_show_page (window (), "charge", "AdjChargePage");
  ui_test_pick (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0), "csa-a-1");
  ui_test_pick (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1), "getty-b");
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      UiTestSpot apply_spot, next_spot;
      g_autofree char *before = g_strdup_printf ("steady-charge-%d-before.png", widths[w]);
      g_autofree char *after = g_strdup_printf ("steady-charge-%d-after.png", widths[w]);

      resize (w);
      set_roll (page, "charge-roll", -1);
      scroll_to (page, ui_test_named (page, "charge-roll"));
      ui_test_spot_take (&apply_spot, window (), page, "combat-apply");
      ui_test_spot_take (&next_spot, window (), page, "next-button");
      g_assert_false (gtk_widget_get_sensitive (ui_test_named (page, "combat-apply")));
      ui_test_save_screenshot (window (), before);
      /* 7 at 1-1 with +2: the defender checks (11.21). */
      set_roll (page, "charge-roll", 7);
      ui_test_spot_assert_same (&apply_spot, window (), "the charge roll typed");
      ui_test_spot_assert_same (&next_spot, window (), "the charge roll typed");
      g_assert_cmpuint (answer_checks (page, 9), >=, 1);
      g_assert_true (gtk_widget_get_sensitive (ui_test_named (page, "combat-apply")));
      ui_test_spot_assert_same (&apply_spot, window (), "the checks typed");
      ui_test_spot_assert_same (&next_spot, window (), "the checks typed");
      ui_test_save_screenshot (window (), after);
    }
  set_roll (page, "charge-roll", -1);
}

/* 10.33: a shot's roll in step iv, where the engine takes it from the
 * game's defender; Apply, the record of the fire and Next stay. */
static void
test_deffire (void)
{
  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_DEFENSIVE_FIRE);
  GtkWidget *page = ui_test_show_page (window (), "deffire", "AdjDefFirePage");
  ui_test_pick (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0), "csa-a-2");
  ui_test_pick (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1), "getty-a");
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      UiTestSpot apply_spot, next_spot;

      resize (w);
      set_roll (page, "df-roll-0", -1);
      scroll_to (page, ui_test_named (page, "df-roll-0"));
      ui_test_spot_take (&apply_spot, window (), page, "combat-apply");
      ui_test_spot_take (&next_spot, window (), page, "next-button");
      shot (w, "deffire-before");
      set_roll (page, "df-roll-0", 9);
      shot (w, "deffire-after");
      g_assert_true (gtk_widget_get_sensitive (ui_test_named (page, "combat-apply")));
      ui_test_spot_assert_same (&apply_spot, window (), "the shot's roll typed");
      ui_test_spot_assert_same (&next_spot, window (), "the shot's roll typed");
    }
  set_roll (page, "df-roll-0", -1);
}

/* 9.23: Getty's battery at a Confederate one; the fire roll and the
 * checks it calls for: Apply stays. */
static void
test_fire (void)
{
  GtkWidget *page = ui_test_show_page (window (), "fire", "AdjFirePage");
  ui_test_pick (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0), "getty-arty");
  ui_test_pick (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1), "csa-b-arty");
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (page, "fire-range")), "1");
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      UiTestSpot apply_spot;

      resize (w);
      set_roll (page, "fire-roll", -1);
      scroll_to (page, ui_test_named (page, "fire-roll"));
      ui_test_spot_take (&apply_spot, window (), page, "combat-apply");
      set_roll (page, "fire-roll", 9);
      ui_test_spot_assert_same (&apply_spot, window (), "the fire roll typed");
      answer_checks (page, 9);
      ui_test_spot_assert_same (&apply_spot, window (), "the checks typed");
    }
  set_roll (page, "fire-roll", -1);
}

/* 11.52: a rally roll recorded; the next unit's Record and Next stay. */
static void
test_rally (void)
{
  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_ARTILLERY_FIRE);
  apply (adj_action_unit (ADJ_ACTION_DISORDER, unit_id ("csa-a-1")));
  apply (adj_action_unit (ADJ_ACTION_DISORDER, unit_id ("csa-a-2")));
  while (adj_game_state_get_step (ui_test_state (&app)) != ADJ_STEP_RALLY)
    apply (adj_action_advance ());
  GtkWidget *page = ui_test_show_page (window (), "rally", "AdjRallyPage");
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      UiTestSpot record_spot, next_spot;

      resize (w);
      scroll_to (page, ui_test_named (page, "rally-entry:csa-a-1"));
      ui_test_spot_take (&record_spot, window (), page, "rally-record:csa-a-2");
      ui_test_spot_take (&next_spot, window (), page, "next-button");
      gtk_editable_set_text (GTK_EDITABLE (ui_test_named (page, "rally-entry:csa-a-1")), "3");
      ui_test_click (page, "rally-record:csa-a-1");
      g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), unit_id ("csa-a-1")));
      ui_test_spot_assert_same (&record_spot, window (), "a rally recorded");
      ui_test_spot_assert_same (&next_spot, window (), "a rally recorded");
      gtk_widget_activate_action (GTK_WIDGET (window ()), "win.undo", NULL);
    }
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-steady-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/steady/glory/rule-10.22/charge-roll", test_charge);
  g_test_add_func ("/ui/steady/glory/rule-10.33/defensive-fire-roll", test_deffire);
  g_test_add_func ("/ui/steady/glory/rule-9.23/artillery-fire-roll", test_fire);
  g_test_add_func ("/ui/steady/glory/rule-11.52/rally-roll", test_rally);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
