/* test-combat-apply.c: the Charge page on units of the current game
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Without a game the unit pickers are insensitive and say why. With a game
 * on the sample battle at step v (3.C.2.a, 10.2), two units are picked from
 * the game into the Charge page, a roll is typed whose result checks and
 * retreats the defender (11.2), the check is answered, and Apply records
 * the engine's actions in the journal as one step (a move group): one
 * win.undo takes them all back, one win.redo restores them. The same
 * for Artillery Fire (9.22) and Defensive Fire (10.33), where a unit picked
 * again comes with its Disorder. Then a refusal: the same result outside
 * steps ii-v is refused inline with the engine's message. A charge roll
 * from the charging player's device fills the page's field (10.22).
 *
 * The retreats are test-combat-retreats.c's. A prelude of actions from
 * the page is checked and recorded first, in the same step.
 */

#include "config.h"

#include "adj-combat-apply.h"
#include "adj-stack-editor.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "ui-test-apply.h"

static void
test_no_game (void)
{
  GtkWidget *page = charge_page ();
  GtkWidget *picker = ui_test_named (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0), "unit-pick");

  ui_test_resize_from_outside (ui_test_main_window (&app), 1400, 1150);
  g_assert_null (ui_test_state (&app));
  g_assert_false (gtk_widget_get_sensitive (picker));
  g_assert_true (ui_test_contains (gtk_widget_get_tooltip_text (picker), "game"));
  /* A result on ad hoc units: nothing to apply, and it says why. */
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (ui_test_named (page, "charge-roll")), 5);
  GtkWidget *apply = ui_test_named (page, "combat-apply");
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_parent (gtk_widget_get_parent (apply))));
  g_assert_false (gtk_widget_get_sensitive (apply));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-status"), "Start or open a game"));
}

static void
test_pick_and_apply (void)
{
  GtkWidget *page = charge_page ();
  AdjBattle *b;
  GtkWidget *attacker = ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0);
  GtkWidget *defender = ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1);

  /* Step v of Leader A's activation (3.C.2.a), where results are recorded. */
  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_CHARGE);
  b = adj_glory_session_get_battle (ui_test_session (&app));
  g_assert_true (gtk_widget_get_sensitive (ui_test_named (attacker, "unit-pick")));
  /* Only units on the map are offered: the 0700 reinforcements are not. */
  g_assert_nonnull (ui_test_find_named (ui_test_picker_list (attacker), "pick:csa-a-1"));
  g_assert_null (ui_test_find_named (ui_test_picker_list (attacker), "pick:csa-c-1"));

  /* Brigade A1 (5 SP, cohesion 7) charges Getty 'b' (5 SP, cohesion 5). */
  ui_test_pick (attacker, "csa-a-1");
  ui_test_pick (defender, "getty-b");
  guint a1 = (guint) adj_battle_find_unit (b, "csa-a-1");
  guint gb = (guint) adj_battle_find_unit (b, "getty-b");
  g_assert_cmpint (adj_unit_editor_get_game_unit (ADJ_UNIT_EDITOR (attacker)), ==, (int) a1);
  g_assert_cmpint (adj_unit_editor_get_game_unit (ADJ_UNIT_EDITOR (defender)), ==, (int) gb);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (attacker, "unit-strength"))), ==, "5");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (attacker, "unit-cohesion"))), ==, "7");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (defender, "unit-cohesion"))), ==, "5");
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (ui_test_named (defender, "unit-disordered"))));
  g_assert_cmpstr (ui_test_label_text (defender, "unit-pick-label"), ==, adj_battle_get_unit (b, gb)->name);

  /* 1-1 odds (0) and the +2 cohesion differential (10.25): a 7 is an
   * adjusted 9, the printed "CC,R" for the defender (10.2 example). */
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (ui_test_named (page, "charge-roll")), 7);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ui_test_named (page, "charge-total"))), ==, "+2");
  g_assert_true (ui_test_contains (ui_test_label_text (page, "charge-effects"), "Getty 'b'"));
  GtkWidget *apply = ui_test_named (page, "combat-apply");
  screenshot (page, "combat-apply-picked.png");
  /* Both picked rows, at the top of the page. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (
                              ui_test_find_descendant (page, GTK_TYPE_SCROLLED_WINDOW))), 0);
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), "combat-apply-picked-top.png");

  /* Each cohesion check the result calls for is asked for, in order. */
  guint checks = 0;
  GtkWidget *entry;
  while ((entry = check_entry (page, checks)) != NULL
         && gtk_widget_get_visible (entry) && adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (entry)) < 0)
    {
      g_assert_false (gtk_widget_get_sensitive (apply));
      /* A 9 fails any check of cohesion 5 (2.4). */
      adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (entry), 9);
      checks++;
    }
  /* The defender's check (11.21), answered with a 9: it fails. */
  g_assert_cmpuint (checks, >=, 1);
  g_assert_true (gtk_widget_get_sensitive (apply));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"), "rolled 9, fails"));
  /* The journal will show the charge roll and the check with its roll. */
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"), "Charge roll 7 +2 = 9 (10.22, 10.29)"));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"),
                                   "Getty 'b' (sample) checks cohesion, roll 9 against 5: fails, disordered"));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"), "Getty 'b' (sample) retreats 1 hex"));

  /* What the engine makes of the same result with the same rolls. */
  const AdjGameState *before = adj_game_state_ref ((AdjGameState *) ui_test_state (&app));
  guint length = ui_test_journal_length (&app);
  g_signal_emit_by_name (apply, "clicked");
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "combat-applied")));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-applied"), "Applied to the game"));
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "combat-apply-error")));
  /* One Apply is one step of the journal: a move group. */
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length + 1);
  AdjJournal *journal = adj_game_session_get_journal (ui_test_session (&app));
  guint added = adj_journal_get_n_moves (journal, length);
  /* The charge roll (10.22), the check whose failure disorders (2.4,
   * 11.11) and the retreat (11.21): three, one line in the journal. */
  g_assert_cmpuint (added, ==, 3);
  const AdjAction *charge_roll = adj_journal_get_move_in_step (journal, length, 0);
  g_assert_cmpint (charge_roll->type, ==, ADJ_ACTION_CHARGE);
  g_assert_cmpint (charge_roll->roll[0].value, ==, 7);
  g_assert_cmpint (charge_roll->drm, ==, 2);
  const AdjAction *check = adj_journal_get_move_in_step (journal, length, 1);
  g_assert_cmpint (check->type, ==, ADJ_ACTION_CHECK);
  g_assert_cmpint (check->roll[0].value, ==, 9);
  g_assert_cmpint (check->cause, ==, ADJ_CHECK_CHARGE);
  g_assert_cmpint (((const AdjAction *) adj_journal_get_move_in_step (journal, length, 2))->type, ==,
                   ADJ_ACTION_RETREAT);
  g_autofree char *line = adj_journal_describe (journal, length);
  g_assert_true (ui_test_contains (line, "Charge roll 7 +2 = 9 (10.22, 10.29); Getty 'b' (sample) checks cohesion, "
                                         "roll 9 against 5: fails, disordered (10.29, 11.11)"));
  /* The defender, in good order before, is disordered and has retreated. */
  g_assert_false (adj_game_state_unit_disordered (before, gb));
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), gb), ==, ADJ_UNIT_ON_MAP);
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), gb));
  g_assert_true (adj_game_state_unit_retreated (ui_test_state (&app), gb));
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), a1));
  /* What was applied, and the advance left to the players (11.31). */
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-applied"), "For the players to carry out"));
  /* Every action after the charge roll is a combat result on a picked unit. */
  for (guint i = 1; i < added; i++)
    {
      const AdjAction *a = adj_journal_get_move_in_step (journal, length, i);
      g_assert_true (a->type == ADJ_ACTION_CHECK || a->type == ADJ_ACTION_DISORDER || a->type == ADJ_ACTION_RETREAT
                     || a->type == ADJ_ACTION_WITHDRAW || a->type == ADJ_ACTION_ELIMINATE);
      g_assert_true (a->target == (int) gb || a->target == (int) a1);
    }
  /* Applied once: the button is off until the result changes. */
  g_assert_false (gtk_widget_get_sensitive (apply));
  screenshot (page, "combat-apply-applied.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  screenshot (page, "combat-apply-applied-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* One win.undo takes the whole result back. */
  g_autoptr (AdjGameState) after = adj_game_state_ref ((AdjGameState *) ui_test_state (&app));
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length);
  g_assert_true (adj_game_state_equal (ui_test_state (&app), before));
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), gb));
  g_assert_false (adj_game_state_unit_retreated (ui_test_state (&app), gb));
  /* One win.redo brings it all back, and undo again. */
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.redo", NULL);
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length + 1);
  g_assert_true (adj_game_state_equal (ui_test_state (&app), after));
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), gb));
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_true (adj_game_state_equal (ui_test_state (&app), before));
  adj_game_state_unref ((AdjGameState *) before);
  /* After undo the result may be applied again. */
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "combat-applied")));
}

/* 10.22: the charging player's device rolls the charge: the Confederate's
 * phone sends the roll of Brigade A1 alone (no DRM: the page's), applied
 * through the session as the host does. The Charge page, on the same
 * charge as before (A1 against Getty 'b', +2), shows that 7 in its field,
 * read-only, naming the device; the result is the one the typed 7 gave
 * (adjusted 9, 10.2 example), and Apply records the results only: one
 * step, the check and the retreat, no second charge roll. Undo of the
 * results keeps the device's roll; undo of the roll empties the field,
 * which takes typing again. */
static void
test_device_roll (void)
{
  GtkWidget *page = charge_page ();
  GtkWidget *field = ui_test_named (page, "charge-roll");
  AdjRollEntry *roll = ADJ_ROLL_ENTRY (field);
  g_autoptr (GError) error = NULL;
  guint a1 = (guint) unit_id ("csa-a-1");

  adj_roll_entry_set_roll (roll, -1);
  g_assert_cmpint (adj_roll_entry_get_roll (roll), ==, -1);
  const AdjGameState *before = adj_game_state_ref ((AdjGameState *) ui_test_state (&app));
  guint length = ui_test_journal_length (&app);
  g_autoptr (AdjAction) phone = adj_action_charge_roll (adj_roll_typed (7), &a1, 1);
  g_assert_true (adj_game_session_apply (ui_test_session (&app), phone, &error));
  g_assert_no_error (error);

  g_assert_cmpint (adj_roll_entry_get_roll (roll), ==, 7);
  g_assert_false (gtk_editable_get_editable (GTK_EDITABLE (ui_test_named (field, "roll-entry"))));
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (field, "roll-button")));
  g_assert_true (gtk_widget_get_visible (ui_test_named (field, "roll-source")));
  g_assert_true (ui_test_contains (ui_test_label_text (field, "roll-source"), "Confederate player's device (10.22)"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ui_test_named (page, "charge-total"))), ==, "+2");
  g_assert_cmpstr (ui_test_label_text (field, "roll-adjusted"), ==, "9");
  screenshot (page, "combat-apply-device-roll.png");

  const int nines[] = { 9, 9, 9, 9 };
  g_assert_cmpuint (answer_checks (page, nines, G_N_ELEMENTS (nines)), >=, 1);
  g_assert_false (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"), "Charge roll"));
  g_autoptr (GPtrArray) added = apply (page);
  assert_moves (added, "check:getty-b", "retreat:getty-b", NULL);
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length + 2);
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), (guint) unit_id ("getty-b")));
  g_assert_cmpint (adj_roll_entry_get_roll (roll), ==, 7);
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (page, "combat-apply")));

  /* Undo the results: the device's roll stays, the result may apply again. */
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_cmpint (adj_roll_entry_get_roll (roll), ==, 7);
  g_assert_true (gtk_widget_get_visible (ui_test_named (field, "roll-source")));
  /* Undo the device's roll: the field is empty and the player's again. */
  undo (1, before);
  g_assert_cmpint (adj_roll_entry_get_roll (roll), ==, -1);
  g_assert_true (gtk_editable_get_editable (GTK_EDITABLE (ui_test_named (field, "roll-entry"))));
  g_assert_true (gtk_widget_get_sensitive (ui_test_named (field, "roll-button")));
  g_assert_false (gtk_widget_get_visible (ui_test_named (field, "roll-source")));
  adj_game_state_unref ((AdjGameState *) before);
}

/* Artillery Fire (9.22) from the game, recorded with the fire (9.12,
 * 9.13). During Leader A's activation the Union battery may not make
 * activation fire: refused inline. Once Leader B's horse artillery has
 * fired at it, Getty's battery returns fire on it (9.13): a roll whose
 * table cell hits the target is applied with the return fire, and undone.
 * The game is left at Leader A's Charge step for the tests after. */
static void
test_fire_apply (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *page = ui_test_find_descendant (GTK_WIDGET (window), g_type_from_name ("AdjFirePage"));
  AdjBattle *b = adj_glory_session_get_battle (ui_test_session (&app));
  guint target = (guint) adj_battle_find_unit (b, "csa-b-arty");
  guint getty = (guint) adj_battle_find_unit (b, "getty-arty");
  g_autoptr (GError) error = NULL;
  guint at_start = ui_test_journal_length (&app);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", "fire");
  ui_test_iterate_until (ui_test_is_mapped, page, "the Artillery Fire page");
  GtkWidget *gun = ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0);
  GtkWidget *aim = ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1);
  /* A gun row offers artillery only. */
  g_assert_nonnull (ui_test_find_named (ui_test_picker_list (gun), "pick:getty-arty"));
  g_assert_null (ui_test_find_named (ui_test_picker_list (gun), "pick:getty-a"));
  ui_test_pick (gun, "getty-arty");
  ui_test_pick (aim, "csa-b-arty");
  g_assert_cmpint (adj_unit_editor_get_game_unit (ADJ_UNIT_EDITOR (gun)), ==, (int) getty);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (gun, "unit-strength"))), ==, "1");
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (page, "fire-range")), "1");

  /* The highest roll does the most: it hits the target. */
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (ui_test_named (page, "fire-roll")), 9);
  GtkWidget *apply = ui_test_named (page, "combat-apply");
  GtkWidget *refusal = ui_test_named (page, "combat-apply-error");
  GtkWidget *entry;
  for (guint n = 0; (entry = check_entry (page, n)) != NULL; n++)
    adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (entry), 9);
  /* Activation fire by a command that is not acting (9.12). */
  g_assert_false (gtk_widget_get_sensitive (apply));
  g_assert_true (gtk_widget_get_visible (refusal));
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (refusal)), "9.12"));

  /* Leader A is done, Leader B's battery fires at Getty's. */
  g_autoptr (AdjAction) finish = adj_action_finish ();
  g_autoptr (AdjAction) start = adj_action_start ((guint) adj_battle_find_group (b, "csa-leader-b"));
  g_autoptr (AdjAction) fires = adj_action_fire (target, ADJ_FIRE_ACTIVATION, -1);
  g_assert_true (adj_game_session_apply (ui_test_session (&app), finish, &error));
  g_assert_true (adj_game_session_apply (ui_test_session (&app), start, &error));
  g_assert_true (adj_game_session_apply (ui_test_session (&app), fires, &error));
  g_assert_no_error (error);
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_test_named (page, "fire-kind")), 1);
  for (guint n = 0; (entry = check_entry (page, n)) != NULL; n++)
    adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (entry), 9);
  g_assert_true (gtk_widget_get_sensitive (apply));
  g_assert_false (gtk_widget_get_visible (refusal));
  guint length = ui_test_journal_length (&app);
  g_signal_emit_by_name (apply, "clicked");
  /* The return fire and the result it gives: one step. */
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length + 1);
  AdjJournal *journal = adj_game_session_get_journal (ui_test_session (&app));
  g_assert_cmpuint (adj_journal_get_n_moves (journal, length), >, 1);
  const AdjAction *first = adj_journal_get_move_in_step (journal, length, 0);
  g_assert_cmpint (first->type, ==, ADJ_ACTION_FIRE);
  g_assert_cmpint (first->fire_kind, ==, ADJ_FIRE_RETURN);
  g_assert_cmpint (first->target, ==, (int) getty);
  g_assert_cmpint (first->fire_target, ==, (int) target);
  g_assert_true (adj_game_state_unit_fired (ui_test_state (&app), getty, ADJ_FIRE_RETURN));
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), target));
  g_assert_cmpint (((const AdjAction *) adj_journal_get_move_in_step (journal, length, 1))->target, ==, (int) target);
  screenshot (page, "combat-apply-fire.png");
  while (ui_test_journal_length (&app) > at_start)
    gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), target));
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_CHARGE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_test_named (page, "fire-kind")), 0);
  charge_page ();
}

/* Defensive Fire (10.33) by the game's Getty 'a' at Brigade A2 charging
 * it, in step iv: a 9 disorders the top charging unit; applied with Getty
 * 'a''s fire and naming him, then undone. */
static void
test_df_apply (void)
{
  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_DEFENSIVE_FIRE);
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *page = ui_test_find_descendant (GTK_WIDGET (window), g_type_from_name ("AdjDefFirePage"));
  AdjBattle *b = adj_glory_session_get_battle (ui_test_session (&app));
  guint charger = (guint) adj_battle_find_unit (b, "csa-a-2");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", "deffire");
  ui_test_iterate_until (ui_test_is_mapped, page, "the Defensive Fire page");
  ui_test_pick (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0), "csa-a-2");
  ui_test_pick (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1), "getty-a");
  GtkWidget *apply = ui_test_named (page, "combat-apply");
  /* No roll yet: nothing to apply; the button is in its place, off
   * (issue 25). */
  g_assert_true (gtk_widget_is_visible (apply));
  g_assert_false (gtk_widget_get_sensitive (apply));
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (ui_test_named (page, "df-roll-0")), 9);
  g_assert_true (gtk_widget_get_sensitive (apply));
  /* The shot is a check of the top charging unit with its roll (10.33). */
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"),
                                   "Brigade A2 (invented) checks cohesion, roll 9"));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"), "fails, disordered (10.33, 11.11)"));
  guint length = ui_test_journal_length (&app);
  g_signal_emit_by_name (apply, "clicked");
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length + 1);
  AdjJournal *journal = adj_game_session_get_journal (ui_test_session (&app));
  const AdjAction *fire = adj_journal_get_move_in_step (journal, length, 0);
  g_assert_cmpint (fire->type, ==, ADJ_ACTION_FIRE);
  g_assert_cmpint (fire->fire_kind, ==, ADJ_FIRE_DEFENSIVE);
  g_assert_cmpuint (adj_journal_get_n_moves (journal, length), ==, 2);
  const AdjAction *a = adj_journal_get_move_in_step (journal, length, 1);
  g_assert_cmpint (a->type, ==, ADJ_ACTION_CHECK);
  g_assert_cmpuint (a->n_items, ==, 1);
  g_assert_cmpuint (a->items[0], ==, (guint) adj_battle_find_unit (b, "getty-a"));
  g_assert_cmpint (a->cause, ==, ADJ_CHECK_DEFENSIVE_FIRE);
  g_assert_cmpint (a->roll[0].value, ==, 9);
  g_assert_cmpint (a->target, ==, (int) charger);
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), charger));
  screenshot (page, "combat-apply-deffire.png");
  /* Picked again, the unit comes disordered, at its disordered rating (11.11). */
  GtkWidget *row = ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0);
  GtkWidget *listed = ui_test_named (ui_test_picker_list (row), "pick:csa-a-2");
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (listed)), "disordered"));
  ui_test_pick (row, "csa-a-2");
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (ui_test_named (row, "unit-disordered"))));
  g_autofree char *dis = g_strdup_printf ("%d", adj_battle_get_unit (b, charger)->ratings.disordered_cohesion);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (row, "unit-cohesion"))), ==, dis);
  g_assert_cmpstr (dis, ==, "4");
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length);
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), charger));
  /* The tests after it charge in step v. */
  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_CHARGE);
  charge_page ();
}

/* The page's prelude (e.g. the record that a unit fired) is checked with
 * the result and recorded first; one the game refuses stops it all. */
static void
test_prelude (void)
{
  GtkWidget *page = charge ("csa-a-1", "getty-b", 7);
  AdjCombatApply *widget = ADJ_COMBAT_APPLY (ui_test_find_descendant (page, ADJ_TYPE_COMBAT_APPLY));
  GtkWidget *button = ui_test_named (page, "combat-apply");
  g_autoptr (AdjGameState) before = adj_game_state_ref ((AdjGameState *) ui_test_state (&app));
  g_autoptr (GPtrArray) prelude = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_action_free);

  reset_row (retreat_row (page, 0));
  answer_checks (page, (int[]) { 0 }, 1);
  g_ptr_array_add (prelude, adj_action_unit (ADJ_ACTION_DISORDER, (guint) unit_id ("ricketts-a")));
  adj_combat_apply_set_prelude (widget, prelude);
  /* Copied: the caller's array may go. */
  g_ptr_array_set_size (prelude, 0);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"), "Ricketts 'a' (sample)"));
  g_autoptr (GPtrArray) added = apply (page);
  /* The charge roll decides it all: first; then the prelude, then the result. */
  assert_moves (added, "charge", "disorder:ricketts-a", "check:getty-b", "retreat:getty-b", NULL);
  g_assert_cmpint (action_at (added, 2, ADJ_ACTION_CHECK, "getty-b")->roll[0].value, ==, 0);
  undo (1, before);

  /* A unit not on the map: refused inline, nothing recorded. */
  guint length = ui_test_journal_length (&app);
  g_ptr_array_add (prelude, adj_action_unit (ADJ_ACTION_ELIMINATE, (guint) unit_id ("csa-c-1")));
  adj_combat_apply_set_prelude (widget, prelude);
  GtkWidget *error = ui_test_named (page, "combat-apply-error");
  g_assert_true (gtk_widget_get_visible (error));
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (error)), "not on the map"));
  g_assert_false (gtk_widget_get_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length);

  adj_combat_apply_set_prelude (widget, NULL);
  g_assert_false (gtk_widget_get_visible (error));
  g_assert_true (gtk_widget_get_sensitive (button));
}

/* The engine refuses combat results outside steps ii-v (3.C.2.a): the
 * page shows its message inline and records nothing. */
static void
test_refused (void)
{
  GtkWidget *page = charge_page ();
  g_autoptr (GError) error = NULL;

  g_autoptr (AdjAction) advance = adj_action_advance ();
  g_assert_true (adj_game_session_apply (ui_test_session (&app), advance, &error));
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_RALLY);
  guint length = ui_test_journal_length (&app);
  /* Still picked (undo does not touch the page's rows); rolls asked again. */
  GtkWidget *entry;
  for (guint n = 0; (entry = check_entry (page, n)) != NULL; n++)
    if (adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (entry)) < 0)
      adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (entry), 9);
  GtkWidget *err = ui_test_named (page, "combat-apply-error");
  g_assert_true (gtk_widget_get_visible (err));
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (err)), "3.C.2.a"));
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (page, "combat-apply")));
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length);

  /* Typing into a picked row keeps the game's unit: the value is the
   * player's own, and the row says so. */
  GtkWidget *defender = ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1);
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (defender, "unit-strength")), "4");
  g_assert_cmpint (adj_unit_editor_get_game_unit (ADJ_UNIT_EDITOR (defender)), ==, unit_id ("getty-b"));
  g_assert_cmpstr (ui_test_label_text (defender, "unit-pick-label"), ==, "Getty 'b' (sample)");
  g_assert_true (gtk_widget_get_visible (ui_test_named (defender, "unit-own-values")));
  g_assert_true (ui_test_contains (ui_test_label_text (defender, "unit-own-values"), "strength 4 (the game: 5)"));
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-apply-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/combat-apply/no-game-picker-insensitive", test_no_game);
  g_test_add_func ("/ui/combat-apply/rule-11.2/pick-apply-undo", test_pick_and_apply);
  g_test_add_func ("/ui/combat-apply/rule-10.22/device-roll", test_device_roll);
  g_test_add_func ("/ui/combat-apply/rule-9.22/fire-apply-undo", test_fire_apply);
  g_test_add_func ("/ui/combat-apply/rule-10.33/df-apply-undo", test_df_apply);
  g_test_add_func ("/ui/combat-apply/journal/prelude-first", test_prelude);
  g_test_add_func ("/ui/combat-apply/rule-3.C.2.a/refused-outside-steps-ii-v", test_refused);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
