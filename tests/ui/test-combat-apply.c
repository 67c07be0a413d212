/* test-combat-apply.c: the Charge page on units of the current game
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Without a game the unit pickers are insensitive and say why. With a game
 * on the sample battle at step v (3.C.2.a, 10.2), two units are picked from
 * the game into the Charge page, a roll is typed whose result checks and
 * retreats the defender (11.2), the check is answered, and Apply records
 * the engine's actions in the journal; win.undo takes them back. The same
 * for Artillery Fire (9.22) and Defensive Fire (10.33), where a unit picked
 * again comes with its Disorder. Then a refusal: the same result outside
 * steps ii-v is refused inline with the engine's message.
 *
 * Retreats (11.2): a mounted cavalry unit retreats two hexes and the
 * journal says 2; a retreat across a ford (11.24) and into an enemy
 * frontal hex (11.25) adds its Disorder; with no path the unit is
 * eliminated, off the map it is withdrawn (11.27); a friendly unit picked
 * as displaced (11.26) checks cohesion and is disordered on a failed roll;
 * undo takes each back. A prelude of actions from the page is checked and
 * recorded first.
 */

#include "config.h"

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-combat-apply.h"
#include "adj-game-session.h"
#include "adj-roll-entry.h"
#include "adj-stack-editor.h"
#include "adj-unit-editor.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "ui-test-util.h"

static AdjApplication *app;

static GtkWidget *
charge_page (void)
{
  return ui_test_show_page (ui_test_main_window (&app), "charge", "AdjChargePage");
}

/* The n-th cohesion check roll entry, or NULL. */
static GtkWidget *
check_entry (GtkWidget *page, guint n)
{
  g_autofree char *name = g_strdup_printf ("check-roll-%u", n);
  return ui_test_find_named (page, name);
}

static void
screenshot (GtkWidget *page, const char *name)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (ui_test_find_descendant (page, GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);

  ui_test_wait_for_new_frame (window);
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, name);
}

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
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"), "Getty 'b' (sample) is disordered"));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"), "Getty 'b' (sample) retreats 1 hex"));

  /* What the engine makes of the same result with the same rolls. */
  const AdjGameState *before = adj_game_state_ref ((AdjGameState *) ui_test_state (&app));
  guint length = ui_test_journal_length (&app);
  g_signal_emit_by_name (apply, "clicked");
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "combat-applied")));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-applied"), "Applied to the game"));
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "combat-apply-error")));
  guint added = ui_test_journal_length (&app) - length;
  /* The failed check's Disorder (11.11) and the retreat (11.21): two. */
  g_assert_cmpuint (added, ==, 2);
  g_assert_cmpint (adj_game_journal_get_action (adj_game_session_get_journal (ui_test_session (&app)), length)->type, ==,
                   ADJ_ACTION_DISORDER);
  g_assert_cmpint (adj_game_journal_get_action (adj_game_session_get_journal (ui_test_session (&app)), length + 1)->type, ==,
                   ADJ_ACTION_RETREAT);
  /* The defender, in good order before, is disordered and has retreated. */
  g_assert_false (adj_game_state_unit_disordered (before, gb));
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), gb), ==, ADJ_UNIT_ON_MAP);
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), gb));
  g_assert_true (adj_game_state_unit_retreated (ui_test_state (&app), gb));
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), a1));
  /* What was applied, and the advance left to the players (11.31). */
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-applied"), "For the players to carry out"));
  /* Every action recorded is a combat result on a picked unit. */
  AdjJournal *journal = adj_game_session_get_journal (ui_test_session (&app));
  for (guint i = length; i < length + added; i++)
    {
      const AdjAction *a = adj_journal_get_move (journal, i);
      g_assert_true (a->type == ADJ_ACTION_DISORDER || a->type == ADJ_ACTION_RETREAT
                     || a->type == ADJ_ACTION_WITHDRAW || a->type == ADJ_ACTION_ELIMINATE);
      g_assert_true (a->target == (int) gb || a->target == (int) a1);
    }
  /* Applied once: the button is off until the result changes. */
  g_assert_false (gtk_widget_get_sensitive (apply));
  screenshot (page, "combat-apply-applied.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  screenshot (page, "combat-apply-applied-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* win.undo takes the actions back one by one. */
  for (guint i = 0; i < added; i++)
    gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length);
  g_assert_true (adj_game_state_equal (ui_test_state (&app), before));
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), gb));
  g_assert_false (adj_game_state_unit_retreated (ui_test_state (&app), gb));
  adj_game_state_unref ((AdjGameState *) before);
  /* After undo the result may be applied again. */
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "combat-applied")));
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
  g_assert_cmpuint (ui_test_journal_length (&app), >, length + 1);
  const AdjAction *first = adj_journal_get_move (adj_game_session_get_journal (ui_test_session (&app)), length);
  g_assert_cmpint (first->type, ==, ADJ_ACTION_FIRE);
  g_assert_cmpint (first->fire_kind, ==, ADJ_FIRE_RETURN);
  g_assert_cmpint (first->target, ==, (int) getty);
  g_assert_cmpint (first->fire_target, ==, (int) target);
  g_assert_true (adj_game_state_unit_fired (ui_test_state (&app), getty, ADJ_FIRE_RETURN));
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), target));
  g_assert_cmpint (adj_game_journal_get_action (adj_game_session_get_journal (ui_test_session (&app)), length + 1)->target, ==, (int) target);
  screenshot (page, "combat-apply-fire.png");
  while (ui_test_journal_length (&app) > at_start)
    gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), target));
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (&app)), ==, ADJ_STEP_CHARGE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_test_named (page, "fire-kind")), 0);
  charge_page ();
}

/* Defensive Fire (10.33) by the game's Getty 'a' at Brigade A2 charging
 * it: a 9 disorders the top charging unit; applied, then undone. */
static void
test_df_apply (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *page = ui_test_find_descendant (GTK_WIDGET (window), g_type_from_name ("AdjDefFirePage"));
  AdjBattle *b = adj_glory_session_get_battle (ui_test_session (&app));
  guint charger = (guint) adj_battle_find_unit (b, "csa-a-2");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", "deffire");
  ui_test_iterate_until (ui_test_is_mapped, page, "the Defensive Fire page");
  ui_test_pick (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0), "csa-a-2");
  ui_test_pick (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1), "getty-a");
  GtkWidget *apply = ui_test_named (page, "combat-apply");
  /* No roll yet: nothing to apply. */
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (gtk_widget_get_parent (apply))));
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (ui_test_named (page, "df-roll-0")), 9);
  g_assert_true (gtk_widget_get_sensitive (apply));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"), "Brigade A2 (invented) is disordered"));
  guint length = ui_test_journal_length (&app);
  g_signal_emit_by_name (apply, "clicked");
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length + 1);
  const AdjAction *a = adj_journal_get_move (adj_game_session_get_journal (ui_test_session (&app)), length);
  g_assert_cmpint (a->type, ==, ADJ_ACTION_DISORDER);
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
  charge_page ();
}

/* The charge page on @attacker charging @defender of the game, with @roll. */
static GtkWidget *
charge (const char *attacker, const char *defender, int roll)
{
  GtkWidget *page = charge_page ();

  ui_test_pick (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0), attacker);
  ui_test_pick (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1), defender);
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (ui_test_named (page, "charge-roll")), roll);
  return page;
}

static GtkWidget *
retreat_row (GtkWidget *page, guint n)
{
  g_autofree char *name = g_strdup_printf ("retreat-row-%u", n);
  return ui_test_find_named (page, name);
}

/* The path dropdown's items (adj-retreat-row.c). */
enum { PATH_CLEAR, PATH_FORD, PATH_BRIDGE, PATH_STREAM_FORD, PATH_STREAM_BRIDGE, PATH_BLOCKED, PATH_OFF_MAP };

/* A retreat row back to one hex on a clear path, nothing entered or displaced. */
static void
reset_row (GtkWidget *row)
{
  GtkWidget *one = ui_test_find_named (row, "retreat-hexes-1");
  if (one != NULL)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (one), TRUE);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (row, "retreat-path")), PATH_CLEAR);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_test_named (row, "retreat-frontal")), 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (row, "retreat-displace")), 0);
}

/* Answers the checks asked, in order, with @rolls (as many as asked). */
static guint
answer_checks (GtkWidget *page, const int *rolls, guint n_rolls)
{
  guint n = 0;
  GtkWidget *entry;

  while ((entry = check_entry (page, n)) != NULL && gtk_widget_get_visible (entry))
    {
      g_assert_cmpuint (n, <, n_rolls);
      if (adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (entry)) != rolls[n])
        adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (entry), rolls[n]);
      n++;
    }
  return n;
}

/* Applies what the page offers: the actions it recorded, in order. */
static GPtrArray *
apply (GtkWidget *page)
{
  GtkWidget *button = ui_test_named (page, "combat-apply");
  AdjJournal *journal = adj_game_session_get_journal (ui_test_session (&app));
  guint length = ui_test_journal_length (&app);
  GPtrArray *added = g_ptr_array_new ();

  g_assert_true (gtk_widget_get_sensitive (button));
  g_test_message ("preview: %s", gtk_label_get_text (GTK_LABEL (ui_test_named (page, "combat-apply-preview"))));
  g_signal_emit_by_name (button, "clicked");
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "combat-apply-error")));
  for (guint i = length; i < ui_test_journal_length (&app); i++)
    g_ptr_array_add (added, (gpointer) adj_journal_get_move (journal, i));
  return added;
}

static int
unit_id (const char *id)
{
  return adj_battle_find_unit (adj_glory_session_get_battle (ui_test_session (&app)), id);
}

static const AdjAction *
action_at (GPtrArray *added, guint i, AdjActionType type, const char *unit)
{
  g_assert_cmpuint (i, <, added->len);
  const AdjAction *a = added->pdata[i];
  g_assert_cmpstr (adj_action_type_to_string (a->type), ==, adj_action_type_to_string (type));
  g_assert_cmpint (a->target, ==, unit_id (unit));
  return a;
}

/* Undoes @n actions and checks the game is as it was. */
static void
undo (guint n, const AdjGameState *before)
{
  for (guint i = 0; i < n; i++)
    gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_true (adj_game_state_equal (ui_test_state (&app), before));
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
  g_assert_cmpuint (added->len, ==, 1);
  g_assert_cmpint (action_at (added, 0, ADJ_ACTION_RETREAT, "union-cav-a")->hexes, ==, 2);
  g_assert_true (adj_game_state_unit_retreated (ui_test_state (&app), (guint) unit_id ("union-cav-a")));
  g_autofree char *line = adj_action_describe (added->pdata[0], before, ui_test_state (&app));
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
  g_assert_cmpuint (added->len, ==, 2);
  action_at (added, 0, ADJ_ACTION_RETREAT, "getty-b");
  action_at (added, 1, ADJ_ACTION_DISORDER, "getty-b");
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), gb));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-applied"), "disordered"));
  undo (added->len, before);

  /* A stream ford does not disorder (11.24, 10.42). */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (row, "retreat-path")), PATH_STREAM_FORD);
  g_clear_pointer (&added, g_ptr_array_unref);
  added = apply (page);
  g_assert_cmpuint (added->len, ==, 1);
  action_at (added, 0, ADJ_ACTION_RETREAT, "getty-b");
  undo (added->len, before);

  /* Into an enemy frontal hex (11.25). */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (row, "retreat-path")), PATH_CLEAR);
  GtkWidget *frontal = ui_test_named (row, "retreat-frontal");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (frontal), 1);
  g_clear_pointer (&added, g_ptr_array_unref);
  added = apply (page);
  g_assert_cmpuint (added->len, ==, 2);
  action_at (added, 0, ADJ_ACTION_RETREAT, "getty-b");
  action_at (added, 1, ADJ_ACTION_DISORDER, "getty-b");
  undo (added->len, before);

  /* With the check failed too, the second Disorder withdraws it (11.41). */
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (check_entry (page, 0)), 9);
  g_clear_pointer (&added, g_ptr_array_unref);
  added = apply (page);
  g_assert_cmpuint (added->len, ==, 3);
  action_at (added, 0, ADJ_ACTION_DISORDER, "getty-b");
  action_at (added, 1, ADJ_ACTION_RETREAT, "getty-b");
  action_at (added, 2, ADJ_ACTION_WITHDRAW, "getty-b");
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), gb), ==, ADJ_UNIT_WITHDRAWN);
  undo (added->len, before);

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
  g_assert_cmpuint (added->len, ==, 1);
  action_at (added, 0, ADJ_ACTION_ELIMINATE, "getty-b");
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), gb), ==, ADJ_UNIT_ELIMINATED);
  undo (added->len, before);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (row, "retreat-path")), PATH_OFF_MAP);
  g_clear_pointer (&added, g_ptr_array_unref);
  added = apply (page);
  g_assert_cmpuint (added->len, ==, 1);
  action_at (added, 0, ADJ_ACTION_WITHDRAW, "getty-b");
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), gb), ==, ADJ_UNIT_WITHDRAWN);
  undo (added->len, before);
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
 * after the result's own; undo takes the three actions back. */
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
  g_assert_cmpuint (added->len, ==, 3);
  g_assert_cmpint (action_at (added, 0, ADJ_ACTION_RETREAT, "getty-a")->hexes, ==, 1);
  action_at (added, 1, ADJ_ACTION_DISORDER, "getty-a");
  action_at (added, 2, ADJ_ACTION_RETREAT, "getty-b");
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), ga));
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), (guint) unit_id ("getty-b")));
  undo (added->len, before);
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), ga));

  /* A passed check: it only moves. */
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (check_entry (page, 1)), 2);
  g_clear_pointer (&added, g_ptr_array_unref);
  added = apply (page);
  g_assert_cmpuint (added->len, ==, 2);
  action_at (added, 0, ADJ_ACTION_RETREAT, "getty-a");
  action_at (added, 1, ADJ_ACTION_RETREAT, "getty-b");
  undo (added->len, before);

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
  g_assert_cmpuint (added->len, ==, 1);
  action_at (added, 0, ADJ_ACTION_WITHDRAW, "getty-b");
  g_assert_cmpint (adj_game_state_unit_status (ui_test_state (&app), (guint) unit_id ("getty-b")), ==, ADJ_UNIT_WITHDRAWN);
  undo (added->len + 1, before);
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
  g_assert_cmpuint (added->len, ==, 2);
  action_at (added, 0, ADJ_ACTION_DISORDER, "ricketts-a");
  action_at (added, 1, ADJ_ACTION_RETREAT, "getty-b");
  undo (added->len, before);

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

  /* Typing into a picked row makes it ad hoc again. */
  GtkWidget *defender = ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1);
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (defender, "unit-strength")), "4");
  g_assert_cmpint (adj_unit_editor_get_game_unit (ADJ_UNIT_EDITOR (defender)), ==, -1);
  g_assert_cmpstr (ui_test_label_text (defender, "unit-pick-label"), ==, "From game");
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-status"), "Pick every unit"));
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
  g_test_add_func ("/ui/combat-apply/rule-9.22/fire-apply-undo", test_fire_apply);
  g_test_add_func ("/ui/combat-apply/rule-10.33/df-apply-undo", test_df_apply);
  g_test_add_func ("/ui/combat-apply/rule-11.22/cavalry-two-hexes", test_cavalry_two_hexes);
  g_test_add_func ("/ui/combat-apply/rule-11.24/ford-and-frontal-hexes", test_ford_and_frontal);
  g_test_add_func ("/ui/combat-apply/rule-11.27/blocked-and-off-map", test_blocked_and_off_map);
  g_test_add_func ("/ui/combat-apply/rule-11.26/displace", test_displace);
  g_test_add_func ("/ui/combat-apply/rule-11.41/withdrawn-before-retreat", test_withdrawn_before_retreat);
  g_test_add_func ("/ui/combat-apply/journal/prelude-first", test_prelude);
  g_test_add_func ("/ui/combat-apply/rule-3.C.2.a/refused-outside-steps-ii-v", test_refused);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
