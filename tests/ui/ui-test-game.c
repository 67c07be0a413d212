/* ui-test-game.c: the game and the player's data dir for the UI tests
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test program plays in a data dir of its own (XDG_DATA_HOME), made
 * fresh before anything reads it and removed at the end with all the app
 * wrote there: the autosave and, since crash safety, its previous and
 * damaged copies too.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "ui-test-util.h"
#include "adj-unit-picker.h"
#include "adj-window-actions.h"

static char *user_dir;

AdjJournal *
ui_test_load_autosave (gboolean previous)
{
  g_autofree char *base = previous ? adj_game_session_previous_autosave_path () : adj_game_session_autosave_path ();
  g_autofree char *log = previous ? adj_game_session_previous_autosave_log_path ()
                                  : adj_game_session_autosave_log_path ();

  return adj_savelog_load_files (base, log, adj_rulesets (), NULL, NULL, NULL, NULL);
}

const char *
ui_test_user_dir_setup (const char *template)
{
  g_autoptr (GError) error = NULL;

  g_assert_null (user_dir);
  user_dir = g_dir_make_tmp (template, &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", user_dir, TRUE);
  return user_dir;
}

const char *
ui_test_user_dir (void)
{
  g_assert_nonnull (user_dir);
  return user_dir;
}

/* Removes @path and, when it is a dir (not a link to one), all below it. */
static void
remove_tree (const char *path)
{
  GStatBuf buf;

  if (g_lstat (path, &buf) == 0 && S_ISDIR (buf.st_mode))
    {
      g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          remove_tree (child);
        }
      if (g_rmdir (path) != 0)
        g_printerr ("UI tests: could not remove %s\n", path);
    }
  else if (g_unlink (path) != 0)
    g_printerr ("UI tests: could not remove %s\n", path);
}

void
ui_test_user_dir_cleanup (void)
{
  if (user_dir == NULL)
    return;
  remove_tree (user_dir);
  g_clear_pointer (&user_dir, g_free);
}

AdjGameSession *
ui_test_session (AdjApplication **app)
{
  return adj_window_get_session (ui_test_main_window (app));
}

const AdjGameState *
ui_test_state (AdjApplication **app)
{
  return adj_glory_session_get_state (ui_test_session (app));
}

void
ui_test_apply (AdjApplication **app, AdjAction *action)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjAction) owned = action;
  g_assert_true (adj_game_session_apply (ui_test_session (app), action, &error));
  g_assert_no_error (error);
}

guint
ui_test_unit (AdjApplication **app, const char *id)
{
  int u = adj_battle_find_unit (adj_glory_session_get_battle (ui_test_session (app)), id);
  g_assert_cmpint (u, >=, 0);
  return (guint) u;
}

guint
ui_test_journal_length (AdjApplication **app)
{
  return adj_journal_get_cursor (adj_game_session_get_journal (ui_test_session (app)));
}

void
ui_test_pick (GtkWidget *editor, const char *id)
{
  g_autofree char *row_name = g_strdup_printf ("pick:%s", id);
  GtkWidget *list = ui_test_picker_list (editor);

  g_signal_emit_by_name (list, "row-activated", ui_test_named (list, row_name));
}

GtkWidget *
ui_test_picker_list (GtkWidget *editor)
{
  GtkWidget *picker = gtk_widget_get_ancestor (ui_test_named (editor, "unit-pick"), ADJ_TYPE_UNIT_PICKER);

  /* Made as the popover makes it when it opens, on a page that may be hidden. */
  return adj_unit_picker_get_list (ADJ_UNIT_PICKER (picker));
}

static void
apply (AdjApplication **app, AdjAction *action)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (adj_game_session_apply (ui_test_session (app), action, &error));
  g_assert_no_error (error);
  adj_action_free (action);
}

void
ui_test_play_sample_to_step (AdjApplication **app, const char *group_id, AdjStep step)
{
  AdjBattle *b = adj_glory_session_get_battle (ui_test_session (app));
  int first = adj_battle_find_am (b, "csa-first#1");
  int group = adj_battle_find_group (b, group_id);

  g_assert_cmpint (first, >=, 0);
  g_assert_cmpint (group, >=, 0);
  apply (app, adj_action_hold_out (1, first));
  for (guint side = 0; side < 2; side++)
    {
      g_autoptr (GArray) ams = adj_game_state_available_ams (ui_test_state (app), 1 - side);
      apply (app, adj_action_select (1 - side, (guint *) ams->data, ams->len));
    }
  g_assert_cmpint (adj_game_state_get_step (ui_test_state (app)), ==, ADJ_STEP_CHOOSE);
  apply (app, adj_action_start ((guint) group));
  while (adj_game_state_get_step (ui_test_state (app)) != step)
    apply (app, adj_action_advance ());
}

void
ui_test_start_sample_game (AdjApplication **app, gboolean fixed_glory,
                           const char *group_id, AdjStep step)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) battle = adj_glory_session_load_sample (&error);
  AdjGameOptions options = { .fixed_glory = fixed_glory };

  g_assert_no_error (error);
  g_assert_true (adj_glory_session_new_game (ui_test_session (app), battle, &options, &error));
  g_assert_no_error (error);
  g_assert_cmpint (adj_game_state_fixed_glory (ui_test_state (app)), ==, fixed_glory);
  ui_test_play_sample_to_step (app, group_id, step);
}

AdjAction *
ui_test_quiet_action (const AdjGameState *s)
{
  switch (adj_game_state_get_phase (s))
    {
    case ADJ_PHASE_INITIATIVE:
      return adj_action_initiative (adj_roll_typed (5), adj_roll_typed (4));
    case ADJ_PHASE_HOLD_OUT:
      return adj_action_hold_out ((guint) adj_game_state_get_initiative (s), -1);
    case ADJ_PHASE_SELECTION:
      return adj_action_select (adj_game_state_has_selected (s, 0) ? 1 : 0, NULL, 0);
    case ADJ_PHASE_DRAW:
      {
        g_autoptr (GArray) pool = adj_game_state_pool (s);
        return adj_action_draw (g_array_index (pool, guint, 0));
      }
    case ADJ_PHASE_ACTIVATION:
      if (adj_game_state_get_step (s) == ADJ_STEP_CHOOSE)
        {
          g_autoptr (GArray) groups = adj_game_state_activated_groups (s);
          for (guint i = 0; i < groups->len; i++)
            if (adj_game_state_group_status (s, g_array_index (groups, guint, i)) == ADJ_GROUP_PENDING)
              return adj_action_start (g_array_index (groups, guint, i));
        }
      /* 11.51: a rally owed is left, by the players' choice. */
      if (adj_action_type_expected (s, ADJ_ACTION_OVERRULE))
        return adj_action_overrule ();
      return adj_action_type_expected (s, ADJ_ACTION_FINISH) ? adj_action_finish () : adj_action_advance ();
    case ADJ_PHASE_RECOVERY:
    default:
      return adj_action_advance ();
    }
}

AdjNewGameDialog *
ui_test_open_new_game (AdjApplication **app, const char *game)
{
  gboolean modified = adj_game_session_is_modified (ui_test_session (app));
  GtkWidget *window = GTK_WIDGET (ui_test_main_window (app));

  if (game != NULL)
    gtk_widget_activate_action (window, "win.new-game-of", "s", game);
  else
    gtk_widget_activate_action (window, "win.new-game", NULL);
  if (modified)
    ui_test_respond (ui_test_wait_for_dialog ("Start a New Game?"), "new");
  ui_test_wait_for_toplevel (ADJ_TYPE_NEW_GAME_DIALOG, "the New Game dialog");
  return ADJ_NEW_GAME_DIALOG (ui_test_find_toplevel (ADJ_TYPE_NEW_GAME_DIALOG));
}

AdjNewGameDialog *
ui_test_open_battle_picker (AdjApplication **app)
{
  return ui_test_open_new_game (app, "glory");
}

void
ui_test_activate_row (GtkWidget *root, const char *name)
{
  g_signal_emit_by_name (ui_test_named (root, name), "activate");
}

AdjCombatCharts *
ui_test_combat_charts (AdjApplication *app)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *charts = adj_application_get_charts (app, &error);
  AdjCombatCharts *combat;

  g_assert_no_error (error);
  combat = adj_combat_charts_new (charts, &error);
  g_assert_no_error (error);
  return combat;
}
