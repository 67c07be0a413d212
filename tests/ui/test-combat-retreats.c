/* test-combat-retreats.c: a result's retreats as made on the table
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On the sample game at step v (3.C.2.a, 10.2), charges from the Charge
 * page whose results retreat a unit of the game (11.2): a mounted cavalry
 * unit retreats two hexes and the journal says 2 (11.22); a retreat across
 * a ford (11.24) and into an enemy frontal hex (11.25) adds its Disorder;
 * with no path the unit is eliminated, off the map it is withdrawn
 * (11.27); a friendly unit picked as displaced (11.26) checks cohesion and
 * is disordered on a failed roll; a unit withdrawn by its check does not
 * retreat (11.41). Each result is one step: one undo takes it back.
 */

#include "config.h"

#include "ui-test-apply.h"

/* Step v of Leader A's activation (3.C.2.a), where results are recorded. */
static void
start_game (void)
{
  charge_page ();
  ui_test_resize_from_outside (ui_test_main_window (&app), 1400, 1150);
  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_CHARGE);
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_CHARGE);
}

/* 11.22: mounted cavalry retreats one or two hexes, the player's pick;
 * infantry is not asked. The journal records the two hexes. */
static void
test_cavalry_two_hexes (void)
{
  /* A1 (5 SP, cohesion 7) on Cavalry 'a' (mounted, 3 SP, cohesion 7): a 7
   * is an adjusted 9, "CC,R" for the cavalry. */
  GtkWidget *page = charge ("csa-a-1", "union-cav-a", 7);
  GtkWidget *row = retreat_row (page, 0);
  g_autoptr (AdjGameState) before = adj_game_state_ref ((AdjGameState *) ui_test_state (&app));

  g_assert_nonnull (row);
  g_assert_null (retreat_row (page, 1));
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "combat-apply-retreats")));
  g_assert_true (ui_test_contains (ui_test_label_text (row, "retreat-title"), "Cavalry 'a' (sample)"));
  g_assert_true (ui_test_contains (ui_test_label_text (row, "retreat-title"), "retreats one or two hexes (11.21)"));
  reset_row (row);
  /* Keyboard: Tab goes through the row's choices in order. */
  const char *order[] = { "retreat-hexes-1", "retreat-hexes-2", "retreat-path", "retreat-frontal",
                          "retreat-displace" };
  GtkWindow *window = ui_test_main_window (&app);
  gtk_widget_grab_focus (ui_test_named (row, order[0]));
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      GtkWidget *focus = gtk_window_get_focus (window);
      GtkWidget *want = ui_test_named (row, order[i]);
      g_assert_nonnull (focus);
      if (focus != want && !gtk_widget_is_ancestor (focus, want))
        g_error ("Tab %u: focus on a %s, not in %s", i, G_OBJECT_TYPE_NAME (focus), order[i]);
      if (i + 1 < G_N_ELEMENTS (order))
        g_assert_true (gtk_widget_child_focus (row, GTK_DIR_TAB_FORWARD));
    }
  GtkWidget *two = ui_test_named (row, "retreat-hexes-2");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (two), TRUE);
  g_assert_cmpuint (answer_checks (page, (int[]) { 0 }, 1), ==, 1);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"), "Cavalry 'a' (sample) retreats 2 hexes (11.22)"));
  screenshot (page, "combat-apply-retreat-cavalry.png");

  g_autoptr (GPtrArray) added = apply (page);
  /* The charge roll, the cavalry's check with its roll, its retreat. */
  assert_moves (added, "charge", "check:union-cav-a", "retreat:union-cav-a", NULL);
  g_assert_cmpint (action_at (added, 2, ADJ_ACTION_RETREAT, "union-cav-a")->hexes, ==, 2);
  g_assert_true (adj_game_state_unit_retreated (ui_test_state (&app), (guint) unit_id ("union-cav-a")));
  g_autofree char *line = adj_action_describe (added->pdata[2], before, ui_test_state (&app));
  g_assert_cmpstr (line, ==, "Cavalry 'a' (sample) retreats 2 hexes (11.22)");
  undo (1, before);

  /* Infantry retreats one hex: no such choice. */
  page = charge ("csa-a-1", "getty-b", 7);
  row = retreat_row (page, 0);
  g_assert_true (ui_test_contains (ui_test_label_text (row, "retreat-title"), "Getty 'b' (sample)"));
  g_assert_true (ui_test_contains (ui_test_label_text (row, "retreat-title"), "retreats one hex (11.21)"));
  g_assert_null (ui_test_find_named (row, "retreat-hexes-2"));
}

/* 11.24 and 11.25: a ford crossed and an enemy frontal hex entered each
 * add a Disorder after the result's check; too many frontal hexes for
 * the hexes retreated are refused inline. */
static void
test_ford_and_frontal (void)
{
  GtkWidget *page = charge ("csa-a-1", "getty-b", 7);
  GtkWidget *row = retreat_row (page, 0);
  GtkWidget *button = ui_test_named (page, "combat-apply");
  guint gb = (guint) unit_id ("getty-b");
  g_autoptr (AdjGameState) before = adj_game_state_ref ((AdjGameState *) ui_test_state (&app));

  reset_row (row);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (row, "retreat-path")), PATH_FORD);
  /* A 0 passes Getty 'b''s check (cohesion 5): only the ford disorders. */
  answer_checks (page, (int[]) { 0 }, 1);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"), "rolled 0, passes"));
  g_autoptr (GPtrArray) added = apply (page);
  assert_moves (added, "charge", "check:getty-b", "retreat:getty-b", "disorder:getty-b", NULL);
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), gb));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-applied"), "disordered"));
  undo (1, before);

  /* A stream ford does not disorder (11.24, 10.42). */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (row, "retreat-path")), PATH_STREAM_FORD);
  g_clear_pointer (&added, g_ptr_array_unref);
  added = apply (page);
  assert_moves (added, "charge", "check:getty-b", "retreat:getty-b", NULL);
  undo (1, before);

  /* Into an enemy frontal hex (11.25). */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (row, "retreat-path")), PATH_CLEAR);
  GtkWidget *frontal = ui_test_named (row, "retreat-frontal");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (frontal), 1);
  g_clear_pointer (&added, g_ptr_array_unref);
  added = apply (page);
  assert_moves (added, "charge", "check:getty-b", "retreat:getty-b", "disorder:getty-b", NULL);
  undo (1, before);

  /* With the check failed too, the second Disorder withdraws it (11.41). */
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (check_entry (page, 0)), 9);
  g_clear_pointer (&added, g_ptr_array_unref);
  added = apply (page);
  /* The failed check disorders; the frontal hex's Disorder withdraws. */
  assert_moves (added, "charge", "check:getty-b", "retreat:getty-b", "withdraw:getty-b", NULL);
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), gb), ==, ADJ_UNIT_WITHDRAWN);
  undo (1, before);

  /* A one-hex retreat enters one hex: two frontal hexes are refused. */
  gtk_editable_set_text (GTK_EDITABLE (frontal), "2");
  GtkWidget *error = ui_test_named (row, "retreat-error");
  g_assert_true (gtk_widget_get_visible (error));
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (error)), "11.25"));
  g_assert_false (gtk_widget_get_sensitive (button));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-status"), "11.2"));
  screenshot (page, "combat-apply-retreat-refused.png");
  gtk_editable_set_text (GTK_EDITABLE (frontal), "0");
  g_assert_false (gtk_widget_get_visible (error));
  g_assert_true (gtk_widget_get_sensitive (button));
}

/* 11.27: no retreat path eliminates the unit; only off the map, it is
 * withdrawn. Nothing else is asked of the path then. */
static void
test_blocked_and_off_map (void)
{
  GtkWidget *page = charge ("csa-a-1", "getty-b", 7);
  GtkWidget *row = retreat_row (page, 0);
  guint gb = (guint) unit_id ("getty-b");
  g_autoptr (AdjGameState) before = adj_game_state_ref ((AdjGameState *) ui_test_state (&app));

  reset_row (row);
  answer_checks (page, (int[]) { 0 }, 1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (row, "retreat-path")), PATH_BLOCKED);
  g_assert_false (gtk_widget_is_sensitive (ui_test_named (row, "retreat-frontal")));
  g_assert_false (gtk_widget_is_sensitive (ui_test_named (row, "retreat-displace")));
  g_autoptr (GPtrArray) added = apply (page);
  assert_moves (added, "charge", "check:getty-b", "eliminate:getty-b", NULL);
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), gb), ==, ADJ_UNIT_ELIMINATED);
  undo (1, before);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (row, "retreat-path")), PATH_OFF_MAP);
  g_clear_pointer (&added, g_ptr_array_unref);
  added = apply (page);
  assert_moves (added, "charge", "check:getty-b", "withdraw:getty-b", NULL);
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), gb), ==, ADJ_UNIT_WITHDRAWN);
  undo (1, before);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (row, "retreat-path")), PATH_CLEAR);
  g_assert_true (gtk_widget_is_sensitive (ui_test_named (row, "retreat-frontal")));
}

/* The position of the unit @name in a displace dropdown, or fails. */
static guint
friend_position (GtkWidget *row, const char *name)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (ui_test_named (row, "retreat-displace")));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), name) == 0)
      return i;
  g_error ("%s is not offered to displace", name);
}

static gboolean
offered (GtkWidget *row, const char *name)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (ui_test_named (row, "retreat-displace")));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), name) == 0)
      return TRUE;
  return FALSE;
}

/* 11.26: Getty 'b' retreats into Getty 'a''s hex, which moves a hex and
 * checks cohesion; a 9 fails its 6 and disorders it. Its check is asked
 * after the result's own; the moves on two units are one step with the
 * charge roll and both checks: one undo takes them back, one redo
 * restores them. */
static void
test_displace (void)
{
  GtkWidget *page = charge ("csa-a-1", "getty-b", 7);
  GtkWidget *row = retreat_row (page, 0);
  guint ga = (guint) unit_id ("getty-a");
  g_autoptr (AdjGameState) before = adj_game_state_ref ((AdjGameState *) ui_test_state (&app));

  reset_row (row);
  /* Friendly units on the map only: not the enemy, not the combat's own. */
  g_assert_true (offered (row, "Getty 'a' (sample)"));
  g_assert_true (offered (row, "Cavalry 'b' (sample)"));
  g_assert_false (offered (row, "Getty 'b' (sample)"));
  g_assert_false (offered (row, "Brigade B1 (invented)"));
  answer_checks (page, (int[]) { 0 }, 1);
  g_assert_true (gtk_widget_get_sensitive (ui_test_named (page, "combat-apply")));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (row, "retreat-displace")),
                              friend_position (row, "Getty 'a' (sample)"));
  /* The result's own check stays answered; the displaced unit's is asked. */
  g_assert_cmpint (adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (check_entry (page, 0))), ==, 0);
  GtkWidget *second = check_entry (page, 1);
  g_assert_nonnull (second);
  g_assert_cmpint (adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (second)), <, 0);
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (page, "combat-apply")));
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (second))), "Getty 'a' (sample)"));
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (second))), "11.26"));
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (second), 9);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"), "Getty 'a' (sample) checks cohesion (6): rolled 9, fails"));
  screenshot (page, "combat-apply-retreat-displace.png");

  g_autoptr (GPtrArray) added = apply (page);
  assert_moves (added, "charge", "check:getty-b", "retreat:getty-a", "check:getty-a", "retreat:getty-b", NULL);
  g_assert_cmpint (action_at (added, 2, ADJ_ACTION_RETREAT, "getty-a")->hexes, ==, 1);
  g_assert_cmpint (action_at (added, 3, ADJ_ACTION_CHECK, "getty-a")->cause, ==, ADJ_CHECK_DISPLACED);
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), ga));
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), (guint) unit_id ("getty-b")));
  /* One player action on two units is one step: one undo takes all three
   * moves back, one redo brings them all again. */
  g_autoptr (AdjGameState) after = adj_game_state_ref ((AdjGameState *) ui_test_state (&app));
  undo (1, before);
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), ga));
  g_assert_false (adj_game_state_unit_retreated (ui_test_state (&app), ga));
  g_assert_false (adj_game_state_unit_retreated (ui_test_state (&app), (guint) unit_id ("getty-b")));
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.redo", NULL);
  g_assert_true (adj_game_state_equal (ui_test_state (&app), after));
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), ga));
  g_assert_true (adj_game_state_unit_retreated (ui_test_state (&app), ga));
  g_assert_true (adj_game_state_unit_retreated (ui_test_state (&app), (guint) unit_id ("getty-b")));
  undo (1, before);

  /* A passed check: it only moves. */
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (check_entry (page, 1)), 2);
  g_clear_pointer (&added, g_ptr_array_unref);
  added = apply (page);
  assert_moves (added, "charge", "check:getty-b", "retreat:getty-a", "check:getty-a", "retreat:getty-b", NULL);
  g_assert_cmpint (action_at (added, 3, ADJ_ACTION_CHECK, "getty-a")->roll[0].value, ==, 2);
  undo (1, before);

  /* No unit displaced: its check is no longer asked. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (row, "retreat-displace")), 0);
  g_assert_null (check_entry (page, 1));
}

/* A failed check withdraws a disordered defender (11.41) before it would
 * retreat: its retreat is not asked. */
static void
test_withdrawn_before_retreat (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjAction) disorder = adj_action_unit (ADJ_ACTION_DISORDER, (guint) unit_id ("getty-b"));
  g_autoptr (AdjGameState) before = adj_game_state_ref ((AdjGameState *) ui_test_state (&app));

  g_assert_true (adj_game_session_apply (ui_test_session (&app), disorder, &error));
  g_assert_no_error (error);
  /* Picked again, Getty 'b' comes disordered (cohesion 3): a 5 is an
   * adjusted 8, "CC,R" again. */
  GtkWidget *page = charge ("csa-a-1", "getty-b", 5);
  GtkWidget *row = retreat_row (page, 0);
  g_assert_nonnull (row);
  reset_row (row);
  GtkWidget *note = ui_test_named (row, "retreat-note");
  g_assert_false (gtk_widget_get_visible (note));
  answer_checks (page, (int[]) { 9 }, 1);
  g_assert_true (gtk_widget_get_visible (note));
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (note)), "11.41"));
  g_assert_false (gtk_widget_is_sensitive (ui_test_named (row, "retreat-path")));
  g_autoptr (GPtrArray) added = apply (page);
  /* The check withdraws it itself (11.41): nothing follows. */
  assert_moves (added, "charge", "check:getty-b", NULL);
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), (guint) unit_id ("getty-b")), ==, ADJ_UNIT_WITHDRAWN);
  undo (2, before);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-retreats-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/combat-retreats/start-game", start_game);
  g_test_add_func ("/ui/combat-apply/rule-11.22/cavalry-two-hexes", test_cavalry_two_hexes);
  g_test_add_func ("/ui/combat-apply/rule-11.24/ford-and-frontal-hexes", test_ford_and_frontal);
  g_test_add_func ("/ui/combat-apply/rule-11.27/blocked-and-off-map", test_blocked_and_off_map);
  g_test_add_func ("/ui/combat-apply/rule-11.26/displace", test_displace);
  g_test_add_func ("/ui/combat-apply/rule-11.41/withdrawn-before-retreat", test_withdrawn_before_retreat);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
