/* test-long-game.c: the pages with a long game
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Boxes page lists the first names of a full box and how many more,
 * and makes a bounded number of rows before its first frame. A game
 * played to its end shows as over. The pages of every game update in
 * place (issue 27): an action, its undo and its redo keep every row, and
 * the rows follow the game. The Journal's are in test-long-journal.c.
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-game-session.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "adj-cog-combat.h"
#include "adj-cog-game.h"
#include "adj-roll-entry.h"
#include "adj-roll-row.h"
#include "adj-dog-common.h"
#include "adj-dog-unit-cards.h"
#include "adj-tgtw-common.h"
#include "ui-test-util.h"
#include "long-game-test.h"
#include "../engine/game-helpers.h"
#include "../random/random-game.h"

#define LENGTH 2000

static void
test_full_box (void)
{
  static const AdjUnitStatus boxes[] = { ADJ_UNIT_WITHDRAWN, ADJ_UNIT_RECOVERY, ADJ_UNIT_ELIMINATED };
  g_autofree char *json = th_synthetic_battle_json (20, 2, 4, 100);
  g_autoptr (AdjBattle) made = th_battle (json);
  g_autoptr (AdjJournal) game = adj_game_journal_new (made, NULL, NULL);
  g_autofree char *path = g_build_filename (ui_test_user_dir (), "full-box.adjutant", NULL);
  const AdjGameState *state;
  AdjBattle *battle;
  GtkWidget *page;
  guint full = 0;

  /* Red's first command charges and the players take twenty Blue units
   * off the map (11.27): Blue's Eliminated box holds twenty. */
  th_play_to_activation (game, "red-am0#1");
  th_apply (game, adj_action_start (th_group (made, "red-l0-0")));
  th_advance_to (game, ADJ_STEP_CHARGE);
  for (guint i = 0; i < 20; i++)
    {
      g_autofree char *id = g_strdup_printf ("blue-u%u-%u-%u", i / 8, (i / 4) % 2, i % 4);
      th_apply (game, adj_action_unit (ADJ_ACTION_ELIMINATE, th_unit (made, id)));
    }
  g_assert_true (adj_savegame_save (game, path, TRUE, NULL));
  g_assert_true (adj_window_open_game_file (ui_test_main_window (&long_game_app), path));
  state = ui_test_state (&long_game_app);
  battle = adj_game_state_get_battle (state);
  page = ui_test_show_page (ui_test_main_window (&long_game_app), "boxes", "AdjBoxesPage");
  lg_frame ();
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    for (guint b = 0; b < G_N_ELEMENTS (boxes); b++)
      {
        g_autoptr (GArray) units = adj_game_state_units_with_status (state, side, boxes[b]);
        g_autofree char *name = g_strdup_printf ("%s:%s", adj_unit_status_to_string (boxes[b]),
                                                 adj_battle_get_side (battle, side)->id);
        const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (ui_test_named (page, name)));
        const char *first, *last;

        if (units->len == 0)
          continue;
        first = adj_battle_get_unit (battle, g_array_index (units, guint, 0))->name;
        last = adj_battle_get_unit (battle, g_array_index (units, guint, units->len - 1))->name;
        g_assert_true (g_str_has_prefix (subtitle, first));
        if (units->len > 12)
          {
            g_autofree char *more = g_strdup_printf (" and %u more", units->len - 12);
            g_assert_true (g_str_has_suffix (subtitle, more));
            g_assert_null (strstr (subtitle, last));
            full++;
          }
        else
          g_assert_true (g_str_has_suffix (subtitle, last));
      }
  g_assert_cmpuint (full, ==, 1);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-boxes.png");

  /* One more result updates the rows in place: the same row and combo,
   * the unit picked still picked, the unit taken out of the list. */
  {
    GtkWidget *row = ui_test_named (page, "eliminated:blue");
    AdwComboRow *combo = ADW_COMBO_ROW (ui_test_named (page, "unit-combo"));
    GListModel *names = adw_combo_row_get_model (combo);
    guint n = g_list_model_get_n_items (names), picked = n - 1;
    g_autofree char *picked_name = NULL;

    g_assert_cmpuint (n, >, 2);
    adw_combo_row_set_selected (combo, picked);
    picked_name = g_strdup (gtk_string_list_get_string (GTK_STRING_LIST (names), picked));
    /* Blue's first unit on the map is eliminated. */
    guint unit = 0;
    while (!g_str_equal (adj_battle_get_side (battle, adj_battle_unit_side (battle, unit))->id, "blue")
           || adj_game_state_unit_status (state, unit) != ADJ_UNIT_ON_MAP)
      unit++;
    g_assert_true (g_str_has_suffix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), " and 8 more"));
    g_autoptr (AdjAction) a = adj_action_unit (ADJ_ACTION_ELIMINATE, unit);
    g_assert_true (adj_game_session_apply (ui_test_session (&long_game_app), a, NULL));
    lg_frame ();
    g_assert_true (ui_test_named (page, "eliminated:blue") == row);
    g_assert_true (ui_test_named (page, "unit-combo") == GTK_WIDGET (combo));
    g_assert_cmpuint (g_list_model_get_n_items (names), ==, n - 1);
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), adw_combo_row_get_selected (combo)), ==,
                     picked_name);
    g_assert_true (g_str_has_suffix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), " and 9 more"));
  }
}

/* A game played to its end: the Turn & Phase page says so (and shows no
 * turn after the last one). */
static void
test_game_over (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) battle = adj_glory_session_load_sample (&error);
  g_autoptr (AdjJournal) game = th_random_game (battle, 100000, 1882);
  g_autofree char *path = g_build_filename (ui_test_user_dir (), "ended.adjutant", NULL);
  GtkWidget *page;

  g_assert_no_error (error);
  g_assert_cmpint (adj_game_state_get_phase (adj_journal_get_state (game)), ==, ADJ_PHASE_GAME_OVER);
  g_assert_true (adj_savegame_save (game, path, TRUE, &error));
  page = ui_test_show_page (ui_test_main_window (&long_game_app), "turn", "AdjTurnPage");
  g_assert_true (adj_window_open_game_file (ui_test_main_window (&long_game_app), path));
  lg_frame ();
  g_assert_cmpint (adj_game_state_get_phase (ui_test_state (&long_game_app)), ==, ADJ_PHASE_GAME_OVER);
  g_assert_cmpstr (ui_test_label_text (page, "turn-label"), ==, "Game Over");
}

/* ---- The newer games' pages update in place (issue 27). ---- */

/* A save of @game played at random to @length steps, opened. */
static void
open_random_game (const RgGame *game, guint length, guint32 seed)
{
  g_autoptr (AdjJournal) j = rg_long_game (game, length, seed);
  g_autofree char *path = g_strdup_printf ("%s/%s-%u.adjutant", ui_test_user_dir (), game->ruleset, length);
  g_autoptr (GError) error = NULL;

  g_assert_true (adj_savegame_save (j, path, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (adj_window_open_game_file (ui_test_main_window (&long_game_app), path));
  g_assert_cmpuint (adj_journal_get_length (lg_journal ()), ==, length);
}

/* A legal step of @game now, through the session as a page's button. */
static void
apply_random_step (const RgGame *game, GRand *rand)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (lg_journal ());

  for (guint tries = 0; tries < 10000; tries++)
    {
      g_autoptr (GPtrArray) step = game->propose (lg_journal (), rand);
      gpointer state;
      gboolean ok;

      g_assert_nonnull (step);
      ok = step->len > 0;
      state = rs->state_ref ((gpointer) adj_journal_get_state (lg_journal ()));
      for (guint k = 0; ok && k < step->len; k++)
        {
          gpointer next = rs->state_apply (state, step->pdata[k], NULL);
          ok = next != NULL;
          rs->state_unref (state);
          state = next;
        }
      if (state != NULL)
        rs->state_unref (state);
      if (ok)
        {
          g_assert_true (adj_game_session_apply_group (ui_test_session (&long_game_app), (gconstpointer const *) step->pdata,
                                                       step->len, NULL));
          return;
        }
    }
  g_assert_not_reached ();
}

static void
collect_named (GtkWidget *widget, const char *prefix, GPtrArray *out)
{
  if (g_str_has_prefix (gtk_widget_get_name (widget), prefix))
    g_ptr_array_add (out, g_object_ref (widget));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_named (c, prefix, out);
}

/* The widgets under @page named @prefix…, each held (so that a widget
 * made anew cannot take a dropped one's address). */
static GPtrArray *
named_widgets (GtkWidget *page, const char *prefix)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_object_unref);

  collect_named (page, prefix, out);
  return out;
}

/* Every widget of @kept is still the one on @page under its name. */
static void
assert_kept (GtkWidget *page, GPtrArray *kept, const char *after)
{
  for (guint i = 0; i < kept->len; i++)
    {
      GtkWidget *w = kept->pdata[i];

      if (ui_test_find_named (page, gtk_widget_get_name (w)) != w)
        g_error ("after %s, %s is a new widget: the page was rebuilt", after, gtk_widget_get_name (w));
    }
}

typedef void (*CheckRows) (GtkWidget *page);

static gboolean
set_flag (gpointer flag)
{
  *(gboolean *) flag = TRUE;
  return G_SOURCE_REMOVE;
}

static gboolean
flag_set (gpointer flag)
{
  return *(gboolean *) flag;
}

/* Until the work a page put off after its first frame (an idle at low
 * priority, adj_first_frame_call_after) is done: an idle below it runs
 * only after it. */
static void
after_first_frame_work (void)
{
  gboolean done = FALSE;

  g_idle_add_full (G_PRIORITY_LOW + 1, set_flag, &done, NULL);
  ui_test_iterate_until (flag_set, &done, "the work after a first frame");
}

/* Six actions, their undos and redos: @rows stay on @page, and @check
 * finds them saying what the engine says after each. */
static void
assert_rounds_keep (const RgGame *game, GRand *rand, GtkWidget *page, GPtrArray *rows, CheckRows check)
{
  check (page);
  for (guint round = 0; round < 6; round++)
    {
      apply_random_step (game, rand);
      lg_frame ();
      assert_kept (page, rows, "an action");
      check (page);
      gtk_widget_activate_action (lg_root (), "win.undo", NULL);
      lg_frame ();
      assert_kept (page, rows, "an undo");
      check (page);
      gtk_widget_activate_action (lg_root (), "win.redo", NULL);
      lg_frame ();
      assert_kept (page, rows, "a redo");
      check (page);
    }
}

/* Actions, their undos and redos on @page_name of @game: the rows named
 * @prefix… stay (an old page rebuilt them all), and @check finds them
 * saying what the engine says after each. */
static void
assert_updates_in_place (const RgGame *game, const char *page_name, const char *type_name, const char *prefix,
                         guint32 seed, CheckRows check)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (GPtrArray) rows = NULL;
  GtkWidget *page;

  open_random_game (game, 300, seed);
  page = ui_test_show_page (ui_test_main_window (&long_game_app), page_name, type_name);
  lg_frame ();
  after_first_frame_work ();
  rows = named_widgets (page, prefix);
  g_test_message ("%u rows named %s…", rows->len, prefix);
  g_assert_cmpuint (rows->len, >=, 2);
  assert_rounds_keep (game, rand, page, rows, check);
}

/* The first widget named @name under @widget that is on screen: the Pool
 * page keeps the drawn AM before the one shown, hidden. */
static GtkWidget *
mapped_named (GtkWidget *widget, const char *name)
{
  if (g_str_equal (gtk_widget_get_name (widget), name) && gtk_widget_get_mapped (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = mapped_named (c, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
count_mapped_checks (GtkWidget *widget, guint *n)
{
  if (g_str_has_prefix (gtk_widget_get_name (widget), "ca-check:") && gtk_widget_get_mapped (widget))
    (*n)++;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    count_mapped_checks (c, n);
}

/* 4.25: the Combined Activation offers the drawn AM's leaders that may
 * combine, none ticked yet, whether its panel was made or taken over
 * from another AM's. */
static void
check_ca_panel (GtkWidget *page, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  g_autoptr (GArray) groups = adj_game_state_drawn_am (state) >= 0 && adj_action_type_expected (state, ADJ_ACTION_COMBINE)
                                ? adj_activation_ca_candidates (state) : g_array_new (FALSE, FALSE, sizeof (guint));
  guint shown = 0;

  count_mapped_checks (page, &shown);
  g_assert_cmpuint (shown, ==, groups->len >= 2 ? groups->len : 0);
  for (guint i = 0; groups->len >= 2 && i < groups->len; i++)
    {
      const AdjBattleGroup *group = adj_battle_get_group (battle, g_array_index (groups, guint, i));
      g_autofree char *name = g_strdup_printf ("ca-check:%s", adj_battle_get_leader (battle, (guint) group->leader)->id);
      GtkWidget *check = mapped_named (page, name);

      g_assert_nonnull (check);
      g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
    }
}

/* The Pool page says what the engine says: the AMs in the pool, the pile
 * set aside (3.C.2.c), the draw offered in the Draw step and the drawn AM
 * (4.22) otherwise. */
static void
check_pool (GtkWidget *page)
{
  const AdjGameState *state = ui_test_state (&long_game_app);
  AdjBattle *battle = adj_game_state_get_battle (state);
  g_autofree char *count = g_strdup_printf ("%u", adj_game_state_pool_count (state));
  g_autoptr (GArray) aside = adj_game_state_set_aside (state);
  const char *pile = adw_action_row_get_subtitle (ADW_ACTION_ROW (ui_test_named (page, "set-aside-row")));
  GtkWidget *drawn = mapped_named (page, "drawn-label");
  int am = adj_game_state_drawn_am (state);

  g_autofree char *aside_count = g_strdup_printf ("%u", aside->len);

  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ui_test_named (page, "pool-count"))), ==, count);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ui_test_named (page, "set-aside-count"))), ==, aside_count);
  if (aside->len == 0)
    g_assert_cmpstr (pile, ==, "None yet");
  else
    {
      g_autofree char *first = adj_battle_am_title (battle, g_array_index (aside, guint, 0));
      g_assert_true (g_str_has_prefix (pile, first));
      /* Past the first twelve names the words stay, the badge counts. */
      g_assert_true (g_str_has_suffix (pile, " and more") == (aside->len > 12));
    }
  g_assert_true ((mapped_named (page, "draw-button") != NULL) == (adj_game_state_get_phase (state) == ADJ_PHASE_DRAW));
  if (am < 0)
    g_assert_null (drawn);
  else
    {
      g_autofree char *title = adj_battle_am_title (battle, (guint) am);
      g_autoptr (GArray) groups = adj_game_state_activated_groups (state);

      g_assert_nonnull (drawn);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (drawn)), ==, title);
      /* 4.23: a row for each command the AM activates, made or taken over. */
      for (guint i = 0; i < groups->len; i++)
        {
          const AdjBattleGroup *group = adj_battle_get_group (battle, g_array_index (groups, guint, i));
          g_autofree char *name = g_strdup_printf ("group:%s", group->id);
          GtkWidget *row = mapped_named (page, name);

          g_assert_nonnull (row);
          g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, group->name);
        }
    }
  check_ca_panel (page, state);
}

/* 4.22: a draw, its undo and its redo on the Pool page late in a turn
 * change words and what is shown, not the parts: the draw, the pool's
 * count and pile are the same widgets throughout, the redo shows the
 * drawn AM's card the draw made, and the Combined Activation (4.25) of
 * every AM drawn offers that AM's leaders (each part made anew cost a
 * long game's Activation Markers a frame, docs/design.md). */
static void
test_pool_draw_in_place (void)
{
  g_autofree char *json = th_synthetic_battle_json (20, 2, 4, 100);
  g_autoptr (AdjBattle) made = th_battle (json);
  g_autoptr (AdjJournal) game = adj_game_journal_new (made, NULL, NULL);
  g_autofree char *path = g_build_filename (ui_test_user_dir (), "pool-draw.adjutant", NULL);
  g_autoptr (GPtrArray) kept = g_ptr_array_new_with_free_func (g_object_unref);
  static const char *const parts[] = { "draw-button", "real-draw-combo", "pool-count", "set-aside-row" };
  const AdjGameState *s;
  GtkWidget *page;

  /* Every AM of both sides in the pool (3.B), nothing held out (5.23). */
  th_apply (game, adj_action_initiative (adj_roll_typed (5), adj_roll_typed (5)));
  s = adj_journal_get_state (game);
  if (adj_game_state_get_phase (s) == ADJ_PHASE_HOLD_OUT)
    th_apply (game, adj_action_hold_out ((guint) adj_game_state_get_initiative (s), -1));
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    {
      g_autoptr (GArray) ams = adj_game_state_available_ams (adj_journal_get_state (game), side);
      th_apply (game, adj_action_select (side, (guint *) ams->data, ams->len));
    }
  g_assert_cmpint (adj_game_state_get_phase (adj_journal_get_state (game)), ==, ADJ_PHASE_DRAW);
  g_assert_true (adj_savegame_save (game, path, TRUE, NULL));
  g_assert_true (adj_window_open_game_file (ui_test_main_window (&long_game_app), path));
  page = ui_test_show_page (ui_test_main_window (&long_game_app), "pool", "AdjPoolPage");
  lg_frame ();
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    g_ptr_array_add (kept, g_object_ref (ui_test_named (page, parts[i])));
  check_pool (page);

  for (guint round = 0; round < 4; round++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (AdjAction) draw = adj_action_draw_virtual (ui_test_state (&long_game_app), 4220 + round, &error);
      g_autoptr (GtkWidget) card = NULL;

      g_assert_no_error (error);
      g_assert_true (adj_game_session_apply (ui_test_session (&long_game_app), draw, NULL));
      lg_frame ();
      assert_kept (page, kept, "a draw");
      check_pool (page);
      card = g_object_ref (mapped_named (page, "drawn-label"));
      gtk_widget_activate_action (lg_root (), "win.undo", NULL);
      lg_frame ();
      assert_kept (page, kept, "an undo");
      check_pool (page);
      gtk_widget_activate_action (lg_root (), "win.redo", NULL);
      lg_frame ();
      assert_kept (page, kept, "a redo");
      check_pool (page);
      if (mapped_named (page, "drawn-label") != card)
        g_error ("after a redo, the drawn AM's card is a new one");
      /* Back to the draw, for another AM. */
      gtk_widget_activate_action (lg_root (), "win.undo", NULL);
      lg_frame ();
      check_pool (page);
    }
}

static guint
n_set_aside (const AdjGameState *state)
{
  g_autoptr (GArray) aside = adj_game_state_set_aside (state);

  return aside->len;
}

/* 3.C.2.c: late in a turn the pile set aside shows its first twelve AMs
 * and "and more", and its badge counts them; an AM set aside then, its
 * undo and its redo change the count, not the row's words (a wrapping
 * subtitle changed was laid out again at many widths, most of a long
 * game's action on the Activation Markers page, docs/design.md). */
static void
test_pool_pile_in_place (void)
{
  g_autofree char *json = th_synthetic_battle_json (20, 2, 4, 100);
  g_autoptr (AdjBattle) battle = th_battle (json);
  g_autoptr (AdjJournal) game = th_random_game (battle, LENGTH, 3022);
  g_autoptr (GRand) rand = g_rand_new_with_seed (3022);
  g_autofree char *path = g_build_filename (ui_test_user_dir (), "pool-pile.adjutant", NULL);
  GtkWidget *page, *row;
  guint grew = 0;

  /* On into a turn with more than twelve AMs set aside. */
  while (n_set_aside (adj_journal_get_state (game)) <= 12)
    {
      AdjAction *a = th_legal_action (adj_journal_get_state (game), rand);

      g_assert_nonnull (a);
      th_apply (game, a);
    }
  g_assert_true (adj_savegame_save (game, path, TRUE, NULL));
  g_assert_true (adj_window_open_game_file (ui_test_main_window (&long_game_app), path));
  page = ui_test_show_page (ui_test_main_window (&long_game_app), "pool", "AdjPoolPage");
  lg_frame ();
  row = ui_test_named (page, "set-aside-row");
  check_pool (page);

  for (guint round = 0; round < 40 && grew < 2; round++)
    {
      g_autofree char *words = g_strdup (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
      guint before = n_set_aside (ui_test_state (&long_game_app));
      g_autoptr (AdjAction) a = lg_next_action (rand);

      g_assert_true (adj_game_session_apply (ui_test_session (&long_game_app), a, NULL));
      lg_frame ();
      check_pool (page);
      if (n_set_aside (ui_test_state (&long_game_app)) <= 12)
        break;  /* a new turn */
      if (n_set_aside (ui_test_state (&long_game_app)) > before)
        {
          grew++;
          g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, words);
          gtk_widget_activate_action (lg_root (), "win.undo", NULL);
          lg_frame ();
          check_pool (page);
          g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, words);
          gtk_widget_activate_action (lg_root (), "win.redo", NULL);
          lg_frame ();
          check_pool (page);
        }
      g_assert_true (ui_test_named (page, "set-aside-row") == row);
    }
  g_assert_cmpuint (grew, >=, 1);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-pool-pile.png");
}

/* 4.25, 3.C.1: after a Combined Activation's roll the activation goes
 * on step by step, then ends and the next draw is offered. Its result's
 * line, the step bar and the pool's status are the same widgets
 * throughout, and the drawn AM's card shown again on an undo is the one
 * shown before (a part made anew is measured and painted anew: the
 * end of an activation was most of a long game's action on this page). */
static void
test_pool_activation_in_place (void)
{
  g_autofree char *json = th_synthetic_battle_json (20, 2, 4, 100);
  g_autoptr (AdjBattle) battle = th_battle (json);
  g_autoptr (AdjJournal) game = th_random_game (battle, 200, 4250);
  g_autoptr (GRand) rand = g_rand_new_with_seed (4250);
  g_autofree char *path = g_build_filename (ui_test_user_dir (), "pool-activation.adjutant", NULL);
  g_autoptr (GPtrArray) kept = g_ptr_array_new_with_free_func (g_object_unref);
  static const char *const parts[] = { "ca-result", "step-now", "pool-count", "set-aside-row" };
  GtkWidget *page, *draw = NULL;
  gboolean ended = FALSE, success;
  int roll;

  /* On to a Combined Activation rolled, its command acting. */
  for (guint i = 0; i < 20000; i++)
    {
      const AdjGameState *s = adj_journal_get_state (game);
      AdjAction *a;

      if (adj_game_state_ca_result (s, &roll, &success) && adj_game_state_get_step (s) != ADJ_STEP_CHOOSE
          && adj_game_state_get_step (s) != ADJ_STEP_END)
        break;
      a = th_legal_action (s, rand);
      g_assert_nonnull (a);
      th_apply (game, a);
    }
  g_assert_true (adj_game_state_ca_result (adj_journal_get_state (game), &roll, &success));
  g_assert_true (adj_savegame_save (game, path, TRUE, NULL));
  g_assert_true (adj_window_open_game_file (ui_test_main_window (&long_game_app), path));
  page = ui_test_show_page (ui_test_main_window (&long_game_app), "pool", "AdjPoolPage");
  lg_frame ();
  check_pool (page);
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    g_ptr_array_add (kept, g_object_ref (mapped_named (page, parts[i])));

  /* Each step to the end of the activation, its undo and its redo. */
  for (guint round = 0; round < 40 && !ended; round++)
    {
      g_autoptr (AdjAction) a = lg_next_action (rand);
      GtkWidget *card = mapped_named (page, "drawn-label");

      g_assert_true (adj_game_session_apply (ui_test_session (&long_game_app), a, NULL));
      lg_frame ();
      check_pool (page);
      ended = adj_game_state_get_phase (ui_test_state (&long_game_app)) != ADJ_PHASE_ACTIVATION;
      if (!ended)
        assert_kept (page, kept, "a step of the activation");
      else
        draw = mapped_named (page, "draw-button");
      gtk_widget_activate_action (lg_root (), "win.undo", NULL);
      lg_frame ();
      check_pool (page);
      assert_kept (page, kept, "an undo");
      if (mapped_named (page, "drawn-label") != card)
        g_error ("after an undo, the drawn AM's card is a new one");
      gtk_widget_activate_action (lg_root (), "win.redo", NULL);
      lg_frame ();
      check_pool (page);
      if (ended && mapped_named (page, "draw-button") != draw)
        g_error ("after a redo, the draw is a new one");
    }
  g_assert_true (ended);
}

static const char *
subtitle_of (GtkWidget *page, const char *name)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (ui_test_named (page, name)));
}

/* Armies & Sectors: each unit's row says what the engine says of it. */
static void
check_tgtw_units (GtkWidget *page)
{
  const AdjTgtwState *s = adj_journal_get_state (lg_journal ());
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);

  for (guint i = 0; i < adj_tgtw_scenario_n_units (sc); i++)
    {
      g_autofree char *name = g_strdup_printf ("unit:%s", adj_tgtw_scenario_unit (sc, i)->id);
      g_autofree char *summary = adj_tgtw_unit_summary (s, i);

      g_assert_cmpstr (subtitle_of (page, name), ==, summary);
      g_assert_cmpint (gtk_widget_has_css_class (ui_test_named (page, name), "dim-label"), ==,
                       adj_tgtw_state_unit_status (s, i) == ADJ_TGTW_ELIMINATED);
    }
}

static void
test_tgtw_armies_in_place (void)
{
  assert_updates_in_place (&rg_tgtw, "armies", "AdjTgtwArmiesPage", "unit:", 2701, check_tgtw_units);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-tgtw-armies.png");
}

/* Melee: the leader in range is offered only when a unit of the acting
 * army may attack, titled with the engine's sector leader; hidden, it
 * keeps its words (the old page retitled it on every step of an Action
 * Phase, for an army with no melee to fight). */
static guint melee_idle_steps;

static void
check_tgtw_melee (GtkWidget *page)
{
  const AdjTgtwState *s = adj_journal_get_state (lg_journal ());
  static char *hidden_title;
  GtkWidget *combo = ui_test_named (page, "melee-attacker");
  GtkWidget *row = gtk_widget_get_ancestor (ui_test_named (page, "melee-leader"), ADW_TYPE_ACTION_ROW);
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
  guint attackers = g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (combo)));
  int sector = -1, army = -1, leader = -1;

  if (adj_tgtw_state_acting (s, &sector, &army) && sector >= 0 && army >= 0)
    leader = adj_tgtw_state_active_leader (s, (guint) sector, (guint) army);
  g_assert_cmpint (gtk_widget_get_visible (row), ==, leader >= 0 && attackers > 0);
  if (leader >= 0 && attackers > 0)
    {
      const AdjTgtwLeader *l = adj_tgtw_scenario_leader (adj_tgtw_state_get_scenario (s), (guint) leader);

      g_assert_true (g_str_has_prefix (title, l->name));
      g_clear_pointer (&hidden_title, g_free);
      return;
    }
  if (leader >= 0)
    melee_idle_steps++;
  if (hidden_title != NULL)
    g_assert_cmpstr (title, ==, hidden_title);
  else
    hidden_title = g_strdup (title);
}

static void
count_parent_changes (GtkWidget *widget, GParamSpec *pspec, guint *n)
{
  g_test_message ("%s %s taken out or put back", G_OBJECT_TYPE_NAME (widget), gtk_widget_get_name (widget));
  (*n)++;
}

static void
watch_parents (GtkWidget *widget, guint *n)
{
  g_signal_connect (widget, "notify::parent", G_CALLBACK (count_parent_changes), n);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    watch_parents (c, n);
}

static void
unwatch_parents (GtkWidget *widget, guint *n)
{
  g_signal_handlers_disconnect_by_func (widget, count_parent_changes, n);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    unwatch_parents (c, n);
}

static void
test_tgtw_melee_in_place (void)
{
  melee_idle_steps = 0;
  assert_updates_in_place (&rg_tgtw, "melee", "AdjTgtwMeleePage", "melee-", 2709, check_tgtw_melee);
  g_test_message ("%u steps in an Action Phase with no melee", melee_idle_steps);
  g_assert_cmpuint (melee_idle_steps, >, 0);

  /* On to a melee that may be fought, and a roll whose result calls for
   * checks: recomputed with the same inputs, the page takes no widget out
   * to put it back (the checks' rows were, on every recompute). */
  g_autoptr (GRand) rand = g_rand_new_with_seed (2707);
  GtkWidget *page = ui_test_find_descendant (GTK_WIDGET (ui_test_main_window (&long_game_app)),
                                             g_type_from_name ("AdjTgtwMeleePage"));
  GtkWidget *combo = ui_test_named (page, "melee-attacker"), *roll = ui_test_named (page, "melee-roll");
  GtkWidget *checks = ui_test_find_descendant (page, g_type_from_name ("AdjTgtwChecks"));
  guint moved = 0;
  gboolean owed = FALSE;

  for (guint step = 0; step < 400 && !owed; step++)
    {
      if (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (combo))) > 0
          && gtk_widget_get_visible (roll))
        for (int total = 1; total <= 36 && !owed; total++)
          {
            adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (roll), total);
            lg_frame ();
            owed = gtk_widget_get_visible (checks);
          }
      if (!owed)
        {
          apply_random_step (&rg_tgtw, rand);
          lg_frame ();
        }
    }
  g_assert_true (owed);
  watch_parents (page, &moved);
  for (guint i = 0; i < 3; i++)
    {
      g_object_notify (G_OBJECT (roll), "roll");
      lg_frame ();
    }
  unwatch_parents (page, &moved);
  g_assert_cmpuint (moved, ==, 0);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-tgtw-melee.png");
  /* The same Action Phase on Turn & Phase: the acting army's tag, one line. */
  page = ui_test_show_page (ui_test_main_window (&long_game_app), "turn", "AdjTgtwTurnPage");
  lg_frame ();
  {
    GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (
      GTK_SCROLLED_WINDOW (ui_test_find_descendant (page, GTK_TYPE_SCROLLED_WINDOW)));

    gtk_adjustment_set_value (v, gtk_adjustment_get_upper (v));
  }
  lg_frame ();
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-tgtw-turn.png");
}

/* Forces: each unit's row says what the engine says of it, and its
 * losses menu or buttons are there only while it is on the map. */
static void
check_cog_units (GtkWidget *page)
{
  const AdjCogState *s = adj_journal_get_state (lg_journal ());
  const AdjCogBattle *b = adj_cog_state_battle (s);

  for (guint u = 0; u < adj_cog_battle_n_units (b); u++)
    {
      g_autofree char *name = g_strdup_printf ("unit:%s", adj_cog_battle_unit (b, u)->id);
      g_autofree char *line = adj_cog_unit_line (s, u);
      g_autofree char *menu = g_strdup_printf ("losses:%s", adj_cog_battle_unit (b, u)->id);
      GtkWidget *row = ui_test_named (page, name);

      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, line);
      if (adj_cog_state_unit_status (s, u) != ADJ_COG_UNIT_ON_MAP)
        g_assert_null (ui_test_find_named (row, menu));
    }
}

static void
test_cog_forces_in_place (void)
{
  assert_updates_in_place (&rg_cog, "cog-forces", "AdjCogForcesPage", "unit:", 2702, check_cog_units);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-cog-forces.png");
}

/* Victory Points: each side's total and each hex's holder as the engine
 * counts them. */
static void
check_cog_victory (GtkWidget *page)
{
  const AdjCogState *s = adj_journal_get_state (lg_journal ());
  const AdjCogBattle *b = adj_cog_state_battle (s);

  for (guint h = 0; h < adj_cog_battle_n_victory_hexes (b); h++)
    {
      const AdjCogVictoryHex *hex = adj_cog_battle_victory_hex (b, h);
      g_autofree char *name = g_strdup_printf ("hex:%s", hex->hex);
      int holder = adj_cog_state_control (s, h);
      g_autofree char *held = holder >= 0 ? g_strdup_printf ("Held by the %s", adj_cog_side_name (s, holder))
                                          : g_strdup ("Held by nobody");

      g_assert_cmpstr (subtitle_of (page, name), ==, held);
    }
  for (AdjCogSide side = ADJ_COG_CSA; side <= ADJ_COG_UNION; side++)
    {
      g_autofree char *list = g_strdup_printf ("vp:%s", adj_cog_side_id (side));
      g_autofree char *total = g_strdup_printf ("%s: %d VP", adj_cog_side_name (s, side), adj_cog_state_vp (s, side));
      GtkWidget *heading = gtk_widget_get_prev_sibling (ui_test_named (page, list));

      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (heading)), ==, total);
    }
}

static void
test_cog_victory_in_place (void)
{
  assert_updates_in_place (&rg_cog, "cog-victory", "AdjCogVictoryPage", "hex:", 2703, check_cog_victory);
}

/* Turn & Phase: the step now is the one marked. */
static void
check_cog_turn (GtkWidget *page)
{
  const AdjCogState *s = adj_journal_get_state (lg_journal ());
  AdjCogStep now = adj_cog_state_step (s);

  for (AdjCogStep step = 0; step < ADJ_COG_STEP_GAME_OVER; step++)
    {
      g_autofree char *name = g_strdup_printf ("step:%s", adj_cog_step_id (step));

      g_assert_cmpint (gtk_widget_has_css_class (ui_test_named (page, name), "journal-cursor"), ==, step == now);
    }
}

static void
test_cog_turn_in_place (void)
{
  assert_updates_in_place (&rg_cog, "cog-turn", "AdjCogTurnPage", "step:", 2705, check_cog_turn);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-cog-turn.png");
}

/* 15.1-15.3: the night's rules show on a night turn only, and the Night
 * Phase's reminder in its surrender step only. */
static void
check_cog_night (GtkWidget *page)
{
  const AdjCogState *s = adj_journal_get_state (lg_journal ());
  GtkWidget *rule = ui_test_named (page, "night-rule:0");

  g_assert_cmpint (gtk_widget_get_mapped (rule), ==,
                   adj_cog_state_is_night (s) && adj_cog_state_step (s) != ADJ_COG_STEP_GAME_OVER);
  g_assert_cmpint (gtk_widget_get_mapped (ui_test_named (page, "surrender-reminder")), ==,
                   adj_cog_state_step (s) == ADJ_COG_STEP_SURRENDER);
}

/* A night turn's steps keep the night's rows: they were made again at
 * every step, most of an action's cost there. */
static void
test_cog_night_in_place (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2706);
  g_autoptr (GPtrArray) rows = NULL;
  GtkWidget *page;
  guint steps = 0;

  open_random_game (&rg_cog, 300, 2706);
  page = ui_test_show_page (ui_test_main_window (&long_game_app), "cog-turn", "AdjCogTurnPage");
  lg_frame ();
  after_first_frame_work ();
  rows = named_widgets (page, "night-rule:");
  g_assert_cmpuint (rows->len, ==, 5);
  /* On to a night turn's Operational Phase (15.2). */
  while (!adj_cog_state_is_night (adj_journal_get_state (lg_journal ()))
         || adj_cog_state_step (adj_journal_get_state (lg_journal ())) != ADJ_COG_STEP_CUP)
    {
      g_assert_cmpuint (++steps, <, 5000);
      apply_random_step (&rg_cog, rand);
    }
  lg_frame ();
  assert_rounds_keep (&rg_cog, rand, page, rows, check_cog_night);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-cog-turn-night.png");
}

/* The Winner: each side's points lost and the result now, as the engine
 * counts them. */
static void
check_dog_winner (GtkWidget *page)
{
  const AdjDogState *s = adj_journal_get_state (lg_journal ());
  AdjDogBattle *battle = adj_dog_state_get_battle (s);
  AdjDogVictory v;

  adj_dog_state_victory (s, &v);
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = g_strdup_printf ("dog-winner-lost-%d", side);
      g_autofree char *total = adj_dog_halves_text (adj_dog_state_lost (s, side));
      g_autofree char *title = g_strdup_printf ("%s has lost %s points", adj_dog_battle_army_name (battle, side), total);

      g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (ui_test_named (page, name))), ==,
                       title);
    }
  for (int b = 0; b < ADJ_DOG_N_BANDS && !v.objectives; b++)
    {
      g_autofree char *name = g_strdup_printf ("dog-winner-band-%d", b);

      g_assert_cmpint (gtk_widget_has_css_class (ui_test_named (page, name), "accent"), ==, (int) v.result == b);
    }
}

static void
test_dog_winner_in_place (void)
{
  assert_updates_in_place (&rg_dog, "dog-winner", "AdjDogWinnerPage", "dog-winner-", 2704, check_dog_winner);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-dog-winner.png");
}

static guint
count_named (GtkWidget *widget, const char *prefix)
{
  guint n = g_str_has_prefix (gtk_widget_get_name (widget), prefix);

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += count_named (c, prefix);
  return n;
}

/* The Winner's first showing makes a few loss rows, however much a long
 * game has lost (docs/design.md: nothing costs more in a long game); the
 * others follow its first frame, a row for each loss the engine counts. */
static void
test_dog_winner_first_showing (void)
{
  guint lost = 0;
  GtkWidget *page;

  /* Another page shown as the game opens: a page hidden waits. */
  open_random_game (&rg_dog, 10, 2705);
  ui_test_show_page (ui_test_main_window (&long_game_app), "dog-turn", "AdjDogTurnPage");
  open_random_game (&rg_dog, 2000, 2705);
  for (int side = 0; side < 2; side++)
    {
      g_autoptr (GArray) losses = adj_dog_state_losses (adj_journal_get_state (lg_journal ()), side);
      lost += MAX (losses->len, 1);
    }
  g_test_message ("%u loss rows", lost);
  g_assert_cmpuint (lost, >, 12);
  page = ui_test_show_page (ui_test_main_window (&long_game_app), "dog-winner", "AdjDogWinnerPage");
  g_assert_cmpuint (count_named (page, "dog-lost:"), <=, 8);
  lg_frame ();
  after_first_frame_work ();
  g_assert_cmpuint (count_named (page, "dog-lost:"), ==, lost);
  check_dog_winner (page);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-dog-winner-losses.png");
}

/* A Recovery Box of twenty: the Boxes page's first showing makes the
 * first few Recovery rows before its first frame, the rest after it, and
 * Next (below them) waits for them. */
static void
test_boxes_first_showing (void)
{
  g_autofree char *json = th_synthetic_battle_json (20, 2, 4, 100);
  g_autoptr (AdjBattle) made = th_battle (json);
  g_autoptr (AdjJournal) game = adj_game_journal_new (made, NULL, NULL);
  g_autofree char *path = g_build_filename (ui_test_user_dir (), "recovery-box.adjutant", NULL);
  guint waiting = 0;
  GtkWidget *page;

  /* Twenty Blue units withdrawn in turn 1 (artillery is eliminated
   * instead) wait in the Recovery Box in turn 2's Recovery Phase (11.42). */
  th_play_to_activation (game, "red-am0#1");
  th_apply (game, adj_action_start (th_group (made, "red-l0-0")));
  th_advance_to (game, ADJ_STEP_CHARGE);
  for (guint i = 0; i < 20; i++)
    {
      g_autofree char *id = g_strdup_printf ("blue-u%u-%u-%u", i / 8, (i / 4) % 2, i % 4);
      th_apply (game, adj_action_unit (ADJ_ACTION_WITHDRAW, th_unit (made, id)));
    }
  th_finish_turn (game, TRUE);
  th_finish_turn (game, FALSE);
  g_assert_cmpint (adj_game_state_get_phase (adj_journal_get_state (game)), ==, ADJ_PHASE_RECOVERY);
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    {
      g_autoptr (GArray) units = adj_game_state_units_with_status (adj_journal_get_state (game), side,
                                                                   ADJ_UNIT_RECOVERY);
      waiting += units->len;
    }
  g_assert_cmpuint (waiting, >, 8);
  g_assert_true (adj_savegame_save (game, path, TRUE, NULL));

  /* Another page shown as the game opens: a page hidden waits. */
  ui_test_show_page (ui_test_main_window (&long_game_app), "journal", "AdjJournalPage");
  g_assert_true (adj_window_open_game_file (ui_test_main_window (&long_game_app), path));
  lg_frame ();
  page = ui_test_show_page (ui_test_main_window (&long_game_app), "boxes", "AdjBoxesPage");
  g_assert_cmpuint (count_named (page, "recovery-row:"), <=, 8);
  g_assert_false (gtk_widget_is_visible (ui_test_named (page, "unit-combo")));
  lg_frame ();
  after_first_frame_work ();
  g_assert_cmpuint (count_named (page, "recovery-row:"), ==, waiting);
  g_assert_true (gtk_widget_is_visible (ui_test_named (page, "unit-combo")));
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-boxes-recovery.png");
}

/* The Turn: each phase's row names it (and whose part it is) and marks
 * the step now, as the engine says. */
static void
check_dog_turn (GtkWidget *page)
{
  const AdjDogState *s = adj_journal_get_state (lg_journal ());
  AdjDogBattle *battle = adj_dog_state_get_battle (s);
  AdjDogStep now = adj_dog_state_get_step (s);

  for (AdjDogStep step = ADJ_DOG_STEP_INITIATIVE; step <= ADJ_DOG_STEP_ASSAULT_SECOND; step++)
    {
      g_autofree char *name = g_strdup_printf ("dog-track-%s", adj_dog_step_to_string (step));
      int side = adj_dog_step_side (step, now == ADJ_DOG_STEP_INITIATIVE ? -1 : adj_dog_state_get_initiative (s));
      g_autofree char *title = side < 0 ? g_strdup (adj_dog_step_name (step))
                                        : g_strdup_printf ("%s: %s", adj_dog_step_name (step),
                                                           adj_dog_battle_army_name (battle, side));
      GtkWidget *row = ui_test_named (page, name);

      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, title);
      g_assert_cmpint (gtk_widget_has_css_class (row, "accent"), ==, step == now);
      g_assert_cmpint (gtk_widget_has_css_class (row, "dim-label"), ==, step < now);
    }
}

static void
test_dog_turn_in_place (void)
{
  assert_updates_in_place (&rg_dog, "dog-turn", "AdjDogTurnPage", "dog-track-", 2706, check_dog_turn);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-dog-turn.png");
}

/* Units: each unit's card says its status as the engine does, and the
 * card held open greys its switches as the engine would refuse them. */
static void
check_dog_units (GtkWidget *page)
{
  const AdjDogState *s = adj_journal_get_state (lg_journal ());
  AdjDogBattle *battle = adj_dog_state_get_battle (s);

  gboolean opened = FALSE;

  /* The first check opens the first card of a unit in play. */
  for (guint i = 0; i < adj_dog_battle_n_units (battle) && !opened; i++)
    {
      g_autofree char *name = g_strdup_printf ("dog-unit:%s", adj_dog_battle_unit (battle, i)->id);

      opened = adw_expander_row_get_expanded (ADW_EXPANDER_ROW (ui_test_named (page, name)));
    }
  for (guint i = 0; i < adj_dog_battle_n_units (battle) && !opened; i++)
    if (adj_dog_state_unit (s, i)->fate == ADJ_DOG_FATE_IN_PLAY)
      {
        g_autofree char *name = g_strdup_printf ("dog-unit:%s", adj_dog_battle_unit (battle, i)->id);

        adw_expander_row_set_expanded (ADW_EXPANDER_ROW (ui_test_named (page, name)), TRUE);
        opened = TRUE;
      }
  for (guint i = 0; i < adj_dog_battle_n_units (battle); i++)
    {
      const AdjDogGameUnit *gu = adj_dog_battle_unit (battle, i);
      const AdjDogUnitState *u = adj_dog_state_unit (s, i);
      g_autofree char *name = g_strdup_printf ("dog-unit:%s", gu->id);
      g_autofree char *order = g_strdup_printf ("dog-unit:%s:order", gu->id);
      g_autofree char *routing = g_strdup_printf ("dog-unit:%s:routing", gu->id);
      g_autofree char *status = adj_dog_unit_status_text (s, i);
      GtkWidget *card = ui_test_named (page, name);

      g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (card)), ==, status);
      g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (ui_test_named (page, order))), ==, u->order);
      if (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (card)) && u->fate == ADJ_DOG_FATE_IN_PLAY)
        {
          g_autoptr (AdjDogMove) m = adj_dog_move_unit (ADJ_DOG_MOVE_ROUTING, (int) i, 0, !u->routing);
          g_autoptr (AdjDogState) after = adj_dog_move_apply (s, m, NULL);

          g_assert_cmpint (gtk_widget_get_sensitive (ui_test_named (page, routing)), ==, after != NULL);
        }
    }
}

static void
test_dog_units_in_place (void)
{
  assert_updates_in_place (&rg_dog, "dog-units", "AdjDogUnitsPage", "dog-unit:", 2707, check_dog_units);
}

/* Hidden, Units waits for the game (an action on another page costs it
 * nothing); shown again, it says what the engine says. */
static void
test_dog_units_catch_up (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2708);
  GtkWindow *window = ui_test_main_window (&long_game_app);
  GtkWidget *page;
  guint steps = 0;

  open_random_game (&rg_dog, 30, 2708);
  page = ui_test_show_page (window, "dog-units", "AdjDogUnitsPage");
  lg_frame ();
  after_first_frame_work ();
  check_dog_units (page);
  ui_test_show_page (window, "journal", NULL);
  lg_frame ();
  g_assert_false (gtk_widget_get_mapped (page));
  /* Until a unit's status changed (the page, hidden, still shows the old). */
  while (TRUE)
    {
      const AdjDogState *s = adj_journal_get_state (lg_journal ());
      AdjDogBattle *battle = adj_dog_state_get_battle (s);
      gboolean changed = FALSE;

      for (guint i = 0; i < adj_dog_battle_n_units (battle) && !changed; i++)
        {
          g_autofree char *name = g_strdup_printf ("dog-unit:%s", adj_dog_battle_unit (battle, i)->id);
          g_autofree char *status = adj_dog_unit_status_text (s, i);

          changed = g_strcmp0 (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (ui_test_named (page, name))),
                               status) != 0;
        }
      if (changed)
        break;
      g_assert_cmpuint (++steps, <, 2000);
      apply_random_step (&rg_dog, rand);
    }
  lg_frame ();
  g_assert_true (ui_test_show_page (window, "dog-units", "AdjDogUnitsPage") == page);
  lg_frame ();
  check_dog_units (page);
}

/* Command Cup: each formation's line on the Command Tracks shows once it
 * has rolled, with its roll and allowance; in an activation each drawn
 * formation shows its roll or its result, as the engine says. */
static void
check_cog_command (GtkWidget *page)
{
  const AdjCogState *s = adj_journal_get_state (lg_journal ());
  const AdjCogBattle *b = adj_cog_state_battle (s);

  for (guint f = 0; f < adj_cog_battle_n_formations (b); f++)
    {
      const AdjCogFormation *formation = adj_cog_battle_formation (b, f);
      g_autofree char *name = g_strdup_printf ("track:%s", formation->id);
      g_autofree char *ma_name = g_strdup_printf ("ma:%s", formation->id);
      g_autofree char *roll_name = g_strdup_printf ("command_roll:%s", formation->id);
      int roll = 0, ma = adj_cog_state_formation_ma (s, f, &roll);
      GtkWidget *row = ui_test_named (page, name);
      GtkWidget *ma_row = ui_test_find_named (page, ma_name);
      GtkWidget *roll_row = ui_test_find_named (page, roll_name);

      g_assert_cmpint (gtk_widget_get_visible (row), ==, ma >= 0);
      /* The tracks are laid out after the page's first frame, then shown. */
      g_assert_cmpint (gtk_widget_is_visible (row), ==, ma >= 0);
      if (ma >= 0)
        {
          g_autofree char *sub = g_strdup_printf ("Rolled %d: movement allowance %d this turn", roll, ma);
          g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, sub);
        }
      if (ma_row == NULL || adj_cog_state_step (s) != ADJ_COG_STEP_ACTIVATION)
        continue;
      g_assert_cmpint (gtk_widget_get_visible (ma_row), ==, !adj_cog_state_needs_command_roll (s, f));
      if (roll_row != NULL)
        g_assert_cmpint (gtk_widget_get_visible (roll_row), ==, adj_cog_state_needs_command_roll (s, f));
      else
        g_assert_false (adj_cog_state_needs_command_roll (s, f));
    }
}

/* Nothing below a formation's roll moves when its result takes the roll
 * row's place, or an undo gives it back (10.1): the Combat section and
 * the Command Markers after it keep their places through an activation
 * once both rows have been drawn (the Command Tracks, where a formation's
 * line appears with its roll, come last). */
static void
check_cog_command_slot (GtkWidget *page)
{
  static char *last_key;
  static float last_y, last_markers_y;
  const AdjCogState *s = adj_journal_get_state (lg_journal ());
  GtkWidget *combat = ui_test_find_named (page, "activation-combat-box");
  GtkWidget *markers = ui_test_find_named (page, "command-markers");
  gboolean special;
  guint index;
  AdjCogSide side;
  graphene_point_t p, m;

  if (combat == NULL || markers == NULL || adj_cog_state_step (s) != ADJ_COG_STEP_ACTIVATION
      || !adj_cog_state_active_marker (s, &special, &index, &side)
      || !gtk_widget_compute_point (combat, page, &GRAPHENE_POINT_INIT (0, 0), &p)
      || !gtk_widget_compute_point (markers, page, &GRAPHENE_POINT_INIT (0, 0), &m))
    {
      g_clear_pointer (&last_key, g_free);
      return;
    }
  g_autofree char *key = g_strdup_printf ("%d %u %d", special, index, adj_cog_state_turn (s));
  if (g_strcmp0 (key, last_key) == 0)
    {
      g_assert_cmpfloat_with_epsilon (p.y, last_y, 0.5);
      g_assert_cmpfloat_with_epsilon (m.y, last_markers_y, 0.5);
    }
  else
    g_test_message ("activation %s: the Combat section at %.0f px, the markers at %.0f px", key, p.y, m.y);
  g_free (last_key);
  last_key = g_steal_pointer (&key);
  last_y = p.y;
  last_markers_y = m.y;
}

/* The Combat Action's row says what the engine answers now: what the
 * action does, or why it must wait (6.3.3, 12.2); its two lines are kept
 * and turned, not written again each roll. */
static void
check_cog_command_action (GtkWidget *page)
{
  const AdjCogState *s = adj_journal_get_state (lg_journal ());
  GtkWidget *row = ui_test_find_named (page, "combat-action");
  gboolean special;
  guint index;
  AdjCogSide side;

  if (row == NULL || !gtk_widget_get_mapped (row) || !adj_cog_state_active_marker (s, &special, &index, &side))
    return;
  g_autoptr (AdjCogMove) m = adj_cog_move_side (ADJ_COG_MOVE_COMBAT_ACTION, side);
  g_autoptr (GError) why = NULL;
  g_autoptr (AdjCogState) after = adj_cog_game_try (s, m, &why);
  GtkWidget *lines = ui_test_find_descendant (row, GTK_TYPE_STACK);
  GtkWidget *shown = gtk_stack_get_visible_child (GTK_STACK (lines));

  g_assert_true (gtk_stack_get_vhomogeneous (GTK_STACK (lines)));
  if (after != NULL)
    g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (shown)), "Once a turn"));
  else
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (shown)), ==, why->message);
}

static void
check_cog_command_all (GtkWidget *page)
{
  check_cog_command (page);
  check_cog_command_slot (page);
  check_cog_command_action (page);
}

static void
test_cog_command_in_place (void)
{
  assert_updates_in_place (&rg_cog, "cog-command", "AdjCogCommandPage", "track:", 2708, check_cog_command_all);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-cog-command.png");
}

/* Artillery (6.3.2): by day after the draw, each side's row names every
 * marker the other side may see of it, or says how many are face down;
 * each SCM's roll row while its roll is due (15.1: none at night), its
 * row of words otherwise. */
static void
check_cog_artillery (GtkWidget *page)
{
  const AdjCogState *s = adj_journal_get_state (lg_journal ());
  const AdjCogBattle *b = adj_cog_state_battle (s);
  AdjCogAmCup counts;
  gboolean night = adj_cog_state_is_night (s);

  adj_cog_state_am_cup (s, &counts);
  gboolean cup = !night && adj_cog_state_step (s) == ADJ_COG_STEP_ARTILLERY && counts.in_cup[0] + counts.in_cup[1] > 0;
  gboolean drawn = !night && !cup && adj_cog_state_step (s) >= ADJ_COG_STEP_ARTILLERY;

  g_assert_cmpint (ui_test_find_named (page, "am-cup") != NULL, ==, cup);
  for (AdjCogSide side = ADJ_COG_CSA; side <= ADJ_COG_UNION; side++)
    {
      g_autofree char *name = g_strdup_printf ("artillery:%s", side == ADJ_COG_CSA ? "csa" : "union");
      GtkWidget *row = ui_test_named (page, name);
      guint ams[ADJ_COG_MAX_AMS], hidden;
      guint n = adj_cog_state_am_view (s, side, ADJ_COG_OTHER (side), ams, &hidden);
      const char *line = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));

      g_assert_cmpint (gtk_widget_is_visible (row), ==, drawn);
      if (!drawn)
        continue;
      for (guint i = 0; i < n; i++)
        g_assert_true (ui_test_contains (line, adj_cog_battle_am (b, ams[i])->name));
      if (n == 0 && hidden == 0)
        g_assert_cmpstr (line, ==, "no artillery this turn");
    }
  for (guint i = 0; i < adj_cog_battle_n_scms (b); i++)
    {
      g_autofree char *name = g_strdup_printf ("scm:%s", adj_cog_battle_scm (b, i)->id);
      GtkWidget *row = ui_test_named (page, name);
      gboolean due;

      adj_cog_state_scm_roll (s, i, &due);
      g_assert_cmpint (gtk_widget_is_visible (row), ==, !night);
      g_assert_cmpint (ADJ_IS_ROLL_ROW (row), ==, due);
    }
}

/* A game that ends by day after the Artillery Markers' draw. */
#define ARTILLERY_SEED 2710

static void
test_cog_artillery_in_place (void)
{
  assert_updates_in_place (&rg_cog, "cog-artillery", "AdjCogArtilleryPage", "artillery:", ARTILLERY_SEED,
                           check_cog_artillery);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-cog-artillery.png");
}

/* Combat: a unit row for every unit that may attack or be attacked now,
 * on screen with the engine's line, greyed with its refusal (12.2, 12.3)
 * or else under its formation's name; the others' rows hidden. */
static void
check_cog_combat_list (GtkWidget *page, const char *prefix, AdjCogSide side, gboolean attacking)
{
  const AdjCogState *s = adj_journal_get_state (lg_journal ());
  const AdjCogBattle *b = adj_cog_state_battle (s);

  for (guint u = 0; u < adj_cog_battle_n_units (b); u++)
    {
      const AdjCogUnit *unit = adj_cog_battle_unit (b, u);
      const AdjCogFormation *formation = adj_cog_battle_formation (b, unit->formation);
      g_autofree char *name = g_strdup_printf ("%s:%s", prefix, unit->id);
      GtkWidget *control = ui_test_find_named (page, name);
      GtkWidget *row = control != NULL ? gtk_widget_get_ancestor (control, ADW_TYPE_ACTION_ROW) : NULL;
      gboolean takes_part = formation->side == side && adj_cog_state_unit_status (s, u) == ADJ_COG_UNIT_ON_MAP
                            && (!attacking || unit->may_attack);

      if (!takes_part)
        {
          g_assert_true (row == NULL || !gtk_widget_get_visible (row));
          continue;
        }
      g_autofree char *line = adj_cog_unit_line (s, u);
      g_autofree char *why = attacking ? adj_cog_combat_attacker_refusal (s, u) : adj_cog_combat_defender_refusal (s, u);

      g_assert_nonnull (row);
      g_assert_true (gtk_widget_get_visible (row));
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, line);
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, why != NULL ? why : formation->name);
      g_assert_cmpint (gtk_widget_get_sensitive (row), ==, why == NULL);
      /* A new combat after each change: nothing chosen. */
      if (attacking)
        g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (control)));
      else
        g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (control)), ==, 0);
    }
}

static void
check_cog_combat (GtkWidget *page)
{
  const AdjCogState *s = adj_journal_get_state (lg_journal ());
  gboolean special;
  guint index;
  AdjCogSide side;
  GtkWidget *attackers = ui_test_named (page, "attackers");

  if (adj_cog_state_step (s) != ADJ_COG_STEP_ACTIVATION || adj_cog_state_is_night (s)
      || !adj_cog_state_active_marker (s, &special, &index, &side))
    {
      g_assert_false (gtk_widget_is_visible (attackers));
      g_assert_true (gtk_widget_is_visible (ui_test_named (page, "combat-status")));
      return;
    }
  g_assert_true (gtk_widget_is_visible (attackers));
  /* Laid out after the page's first frame, then there (not left hidden). */
  g_assert_true (gtk_widget_is_visible (ui_test_named (page, "terrain")));
  check_cog_combat_list (page, "attacker", side, TRUE);
  check_cog_combat_list (page, "defender", ADJ_COG_OTHER (side), FALSE);
}

/* A choice made: the page follows in an idle, then paints. */
static void
settle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
  lg_frame ();
}

/* An enemy cavalry unit on the map in an activation by day, or -1. */
static int
enemy_cavalry (const AdjCogState *s)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  gboolean special;
  guint index;
  AdjCogSide side;

  if (adj_cog_state_step (s) != ADJ_COG_STEP_ACTIVATION || adj_cog_state_is_night (s)
      || !adj_cog_state_active_marker (s, &special, &index, &side))
    return -1;
  for (guint u = 0; u < adj_cog_battle_n_units (b); u++)
    {
      const AdjCogUnit *unit = adj_cog_battle_unit (b, u);
      if (unit->type == ADJ_COG_CAVALRY && adj_cog_battle_formation (b, unit->formation)->side != side
          && adj_cog_state_unit_status (s, u) == ADJ_COG_UNIT_ON_MAP)
        return (int) u;
    }
  return -1;
}

/* A defending cavalry unit's try to retreat before combat (14.3): its
 * row under the unit's while the unit defends, hidden after; the unit's
 * menu kept throughout. Steps are undone until such a unit is there. */
static void
check_cog_cavalry_try (GtkWidget *page)
{
  int u;

  for (guint back = 0; (u = enemy_cavalry (adj_journal_get_state (lg_journal ()))) < 0; back++)
    {
      g_assert_cmpuint (back, <, 300);
      gtk_widget_activate_action (lg_root (), "win.undo", NULL);
    }
  lg_frame ();
  const AdjCogUnit *unit = adj_cog_battle_unit (adj_cog_state_battle (adj_journal_get_state (lg_journal ())), u);
  g_autofree char *name = g_strdup_printf ("defender:%s", unit->id);
  g_autofree char *try = g_strdup_printf ("cavalry:%s", unit->id);
  GtkWidget *drop = ui_test_named (page, name);

  g_assert_null (ui_test_find_named (page, try));  /* made when first needed */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), ADJ_COG_ROLE_DEFENDS);
  settle ();
  GtkWidget *check = ui_test_named (page, try);
  g_assert_true (gtk_widget_is_visible (check));
  g_assert_true (ui_test_named (page, name) == drop);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), ADJ_COG_ROLE_NONE);
  settle ();
  g_assert_false (gtk_widget_is_visible (check));
  g_assert_true (ui_test_named (page, try) == check);
}

static void
test_cog_combat_in_place (void)
{
  assert_updates_in_place (&rg_cog, "cog-combat", "AdjCogCombatPage", "attacker:", 2722, check_cog_combat);
  check_cog_cavalry_try (ui_test_show_page (ui_test_main_window (&long_game_app), "cog-combat", "AdjCogCombatPage"));
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-cog-combat.png");
}

/* Reinforcements (6.3.1): the step's heading, kept across actions (it
 * was made anew on every change), the step's rolls, one row a formation
 * rolls for now, and each schedule row's line naming where it is bound. */
static GtkWidget *reinforce_heading;

static void
check_cog_reinforcements (GtkWidget *page)
{
  const AdjCogState *s = adj_journal_get_state (lg_journal ());
  const AdjCogBattle *b = adj_cog_state_battle (s);
  GtkWidget *heading = ui_test_named (page, "reinforcement-step");
  g_autofree char *now = g_strdup_printf ("%s: %s", adj_cog_step_phase (adj_cog_state_step (s)),
                                          adj_cog_step_name (adj_cog_state_step (s)));
  GtkWidget *rolls = ui_test_find_named (page, "reinforcement-rolls");
  guint n_rolls = 0;

  if (reinforce_heading == NULL)
    reinforce_heading = heading;
  g_assert_true (heading == reinforce_heading);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (heading)), ==, now);
  for (guint r = 0; r < adj_cog_battle_n_reinforcements (b); r++)
    {
      const AdjCogReinforcement *rf = adj_cog_battle_reinforcement (b, r);
      AdjCogMoveType type;
      AdjCogGroupInfo g;
      g_autofree char *schedule = g_strdup_printf ("schedule:%s", rf->id);
      GtkWidget *row = ui_test_named (page, schedule);

      adj_cog_state_group (s, r, &g);
      g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                                       adj_cog_battle_entry_hex (b, g.bound_for)));
      if (!adj_cog_state_reinforcement_roll (s, r, &type))
        continue;
      g_autofree char *name = g_strdup_printf ("%s:%s", adj_cog_move_type_id (type), rf->id);
      g_assert_nonnull (rolls);
      g_assert_true (gtk_widget_is_visible (ui_test_named (rolls, name)));
      n_rolls++;
    }
  if (rolls != NULL)
    {
      guint shown = 0;
      for (GtkWidget *c = gtk_widget_get_first_child (rolls); c != NULL; c = gtk_widget_get_next_sibling (c))
        shown++;
      g_assert_cmpuint (shown, ==, n_rolls);
    }
}

static void
test_cog_reinforcements_in_place (void)
{
  reinforce_heading = NULL;
  assert_updates_in_place (&rg_cog, "cog-reinforcements", "AdjCogReinforcePage", "schedule:", 2730,
                           check_cog_reinforcements);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-cog-reinforcements.png");
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-long-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/long-game/full-box", test_full_box);
  g_test_add_func ("/ui/long-game/game-over", test_game_over);
  g_test_add_func ("/ui/long-game/pool-4.22-draw-in-place", test_pool_draw_in_place);
  g_test_add_func ("/ui/long-game/pool-3.C.2.c-pile-in-place", test_pool_pile_in_place);
  g_test_add_func ("/ui/long-game/pool-4.25-activation-in-place", test_pool_activation_in_place);
  g_test_add_func ("/ui/long-game/tgtw-armies-in-place", test_tgtw_armies_in_place);
  g_test_add_func ("/ui/long-game/tgtw-melee-in-place", test_tgtw_melee_in_place);
  g_test_add_func ("/ui/long-game/cog-forces-in-place", test_cog_forces_in_place);
  g_test_add_func ("/ui/long-game/cog-victory-in-place", test_cog_victory_in_place);
  g_test_add_func ("/ui/long-game/cog-turn-in-place", test_cog_turn_in_place);
  g_test_add_func ("/ui/long-game/cog-turn-15-night-in-place", test_cog_night_in_place);
  g_test_add_func ("/ui/long-game/dog-winner-in-place", test_dog_winner_in_place);
  g_test_add_func ("/ui/long-game/dog-winner-first-showing", test_dog_winner_first_showing);
  g_test_add_func ("/ui/long-game/boxes-first-showing", test_boxes_first_showing);
  g_test_add_func ("/ui/long-game/dog-turn-in-place", test_dog_turn_in_place);
  g_test_add_func ("/ui/long-game/dog-units-in-place", test_dog_units_in_place);
  g_test_add_func ("/ui/long-game/dog-units-catch-up", test_dog_units_catch_up);
  g_test_add_func ("/ui/long-game/cog-command-in-place", test_cog_command_in_place);
  g_test_add_func ("/ui/long-game/cog-artillery-in-place", test_cog_artillery_in_place);
  g_test_add_func ("/ui/long-game/cog-combat-in-place", test_cog_combat_in_place);
  g_test_add_func ("/ui/long-game/cog-reinforcements-in-place", test_cog_reinforcements_in_place);
  status = g_test_run ();

  ui_test_app_quit (&long_game_app);
  ui_test_user_dir_cleanup ();
  return status;
}
