/* ui-test-apply.h: helpers shared by the tests that apply combat results
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test program has its own application (@app, declared here) and
 * drives the Charge page on units of the sample game: results, their
 * cohesion checks, their retreats (AdjRetreatRow), and what Apply records.
 */

#pragma once

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-game-session.h"
#include "adj-roll-entry.h"
#include "adj-unit-editor.h"
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

/* Applies what the page offers: the moves of the one step it recorded,
 * in order. */
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
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length + 1);
  for (guint k = 0; k < adj_journal_get_n_moves (journal, length); k++)
    g_ptr_array_add (added, (gpointer) adj_journal_get_move_in_step (journal, length, k));
  return added;
}

static int
unit_id (const char *id)
{
  return adj_battle_find_unit (adj_glory_session_get_battle (ui_test_session (&app)), id);
}

G_GNUC_UNUSED static const AdjAction *
action_at (GPtrArray *added, guint i, AdjActionType type, const char *unit)
{
  g_assert_cmpuint (i, <, added->len);
  const AdjAction *a = added->pdata[i];
  g_assert_cmpstr (adj_action_type_to_string (a->type), ==, adj_action_type_to_string (type));
  g_assert_cmpint (a->target, ==, unit_id (unit));
  return a;
}

/* The moves of a step, in order, each "type" or "type:unit-id" (NULL
 * ends the list): e.g. "charge", "check:getty-b", "retreat:getty-b". */
G_GNUC_UNUSED static void
assert_moves (GPtrArray *added, ...)
{
  va_list args;
  guint i = 0;
  const char *want;

  va_start (args, added);
  while ((want = va_arg (args, const char *)) != NULL)
    {
      g_assert_cmpuint (i, <, added->len);
      const AdjAction *a = added->pdata[i++];
      AdjBattle *b = adj_glory_session_get_battle (ui_test_session (&app));
      g_autofree char *got = a->target >= 0 && a->type != ADJ_ACTION_CHARGE
                               ? g_strdup_printf ("%s:%s", adj_action_type_to_string (a->type),
                                                  adj_battle_get_unit (b, (guint) a->target)->id)
                               : g_strdup (adj_action_type_to_string (a->type));
      g_assert_cmpstr (got, ==, want);
    }
  va_end (args);
  g_assert_cmpuint (i, ==, added->len);
}

/* Undoes @n steps and checks the game is as it was. */
static void
undo (guint n, const AdjGameState *before)
{
  for (guint i = 0; i < n; i++)
    gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_true (adj_game_state_equal (ui_test_state (&app), before));
}
