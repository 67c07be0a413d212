/* test-long-journal.c: the Journal page with a game of two thousand actions
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Journal page makes rows only for the lines on screen, whatever the
 * length of the game, and follows each change: undo and redo move the
 * "Now" line, a new step comes on top and replaces the undone one, a move
 * group is one line that opens to its moves and is undone whole, a click
 * moves the cursor; a new game's last line is announced first, so that
 * the list opens at its end making its rows once. A long game opens with
 * its last steps only, below an "earlier" line that reveals more in
 * place; the cursor moved above them and Home reveal what they need.
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-game-session.h"
#include "adj-journal-model.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "ui-test-util.h"
#include "long-game-test.h"
#include "../engine/game-helpers.h"

#define LENGTH 2000

/* Rows made by the list, named "journal-row:…". */
static guint
count_rows (GtkWidget *widget)
{
  guint n = g_str_has_prefix (gtk_widget_get_name (widget), "journal-row:");

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += count_rows (child);
  return n;
}

static gboolean
row_has_class (const char *name, const char *css_class)
{
  return gtk_widget_has_css_class (ui_test_wait_for_named (lg_root (), name), css_class);
}

static void
setup_game (void)
{
  g_autofree char *json = th_synthetic_battle_json (20, 2, 4, 100);
  g_autoptr (AdjBattle) battle = th_battle (json);
  g_autoptr (AdjJournal) game = th_random_game (battle, LENGTH, 1880);
  g_autofree char *path = g_build_filename (ui_test_user_dir (), "long.adjutant", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (adj_savegame_save (game, path, TRUE, &error));
  g_assert_true (adj_window_open_game_file (ui_test_main_window (&long_game_app), path));
  g_assert_cmpuint (adj_journal_get_length (lg_journal ()), ==, LENGTH);
}

/* The long game's Journal page, shown on its newest line. */
static GtkWidget *
show_journal (void)
{
  GtkWidget *page;

  setup_game ();
  page = ui_test_show_page (ui_test_main_window (&long_game_app), "journal", "AdjJournalPage");
  ui_test_wait_for_named (page, "journal-row:2000");
  lg_frame ();
  return page;
}

static void
test_journal (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (1881);
  GtkWidget *page, *list;
  GListModel *model;
  g_autofree char *text = NULL;
  guint rows, n;

  /* The list opens on the newest line. */
  page = show_journal ();
  list = ui_test_named (page, "journal-list");
  model = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)));
  /* The last steps and the "earlier" line for the others: rows for them
   * only (GTK 4.8 would keep some 200 around the end of the whole game). */
  n = g_list_model_get_n_items (model);
  g_assert_cmpuint (n, ==, 1 + LENGTH + 1 - adj_journal_model_get_first_step (ADJ_JOURNAL_MODEL (gtk_no_selection_get_model (GTK_NO_SELECTION (model)))));
  g_assert_cmpuint (n, >=, 20);
  g_assert_cmpuint (n, <=, 50);
  rows = count_rows (list);
  g_test_message ("%u rows made for %u lines", rows, n);
  g_assert_cmpuint (rows, >, 3);
  g_assert_cmpuint (rows, <=, n);
  /* Lines far from those shown have no row (GTK may keep the first one,
   * where the keyboard focus starts). */
  g_assert_null (ui_test_find_named (list, "journal-row:1000"));
  g_assert_null (ui_test_find_named (list, "journal-row:500"));
  text = adj_journal_describe (lg_journal (), LENGTH - 1);
  g_assert_cmpstr (ui_test_journal_line (page, LENGTH), ==, text);
  g_assert_true (row_has_class ("journal-row:2000", "journal-cursor"));
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-journal.png");

  /* Undo and redo move the "Now" line. */
  gtk_widget_activate_action (lg_root (), "win.undo", NULL);
  lg_frame ();
  g_assert_true (row_has_class ("journal-row:2000", "journal-undone"));
  g_assert_true (row_has_class ("journal-row:1999", "journal-cursor"));
  gtk_widget_activate_action (lg_root (), "win.redo", NULL);
  lg_frame ();
  g_assert_true (row_has_class ("journal-row:2000", "journal-cursor"));
  g_assert_false (row_has_class ("journal-row:1999", "journal-cursor"));

  /* A new step after an undo replaces the undone one, on top. */
  gtk_widget_activate_action (lg_root (), "win.undo", NULL);
  {
    g_autoptr (AdjAction) a = lg_next_action (rand);
    g_assert_true (adj_game_session_apply (ui_test_session (&long_game_app), a, NULL));
  }
  lg_frame ();
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n);
  g_free (text);
  text = adj_journal_describe (lg_journal (), LENGTH - 1);
  g_assert_cmpstr (ui_test_journal_line (page, LENGTH), ==, text);
  g_assert_true (row_has_class ("journal-row:2000", "journal-cursor"));

  /* A group of two moves: one line, opened to its moves, undone whole. */
  {
    g_autoptr (AdjAction) first = lg_next_action (rand);
    g_autoptr (AdjGameState) mid = adj_action_apply (ui_test_state (&long_game_app), first, NULL);
    g_autoptr (AdjAction) second = th_legal_action (mid, rand);
    gconstpointer group[2];
    GtkWidget *row, *expander;
    g_autofree char *move1 = NULL, *move2 = NULL;

    group[0] = first;
    group[1] = second;
    g_assert_true (adj_game_session_apply_group (ui_test_session (&long_game_app), group, 2, NULL));
    lg_frame ();
    g_assert_cmpuint (g_list_model_get_n_items (model), ==, n + 1);
    g_assert_null (ui_test_find_named (list, "journal-row:2001.1"));
    row = ui_test_wait_for_named (page, "journal-row:2001");
    expander = ui_test_named (row, "journal-expander");
    g_assert_true (gtk_widget_get_visible (expander));
    g_assert_false (gtk_widget_get_visible (ui_test_named (ui_test_wait_for_named (page, "journal-row:2000"),
                                                           "journal-expander")));
    g_signal_emit_by_name (expander, "clicked");
    lg_frame ();
    g_assert_cmpuint (g_list_model_get_n_items (model), ==, n + 3);
    move1 = adj_journal_describe_move (lg_journal (), LENGTH, 0);
    move2 = adj_journal_describe_move (lg_journal (), LENGTH, 1);
    g_assert_cmpstr (gtk_inscription_get_text (GTK_INSCRIPTION (ui_test_named (ui_test_wait_for_named (page, "journal-row:2001.1"),
                                                                               "journal-text"))), ==, move1);
    g_assert_cmpstr (gtk_inscription_get_text (GTK_INSCRIPTION (ui_test_named (ui_test_wait_for_named (page, "journal-row:2001.2"),
                                                                               "journal-text"))), ==, move2);
    ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-journal-group.png");
    /* Undone as one step: the group and its moves are undone lines. */
    gtk_widget_activate_action (lg_root (), "win.undo", NULL);
    lg_frame ();
    g_assert_cmpuint (adj_journal_get_cursor (lg_journal ()), ==, LENGTH);
    g_assert_true (row_has_class ("journal-row:2001", "journal-undone"));
    g_assert_true (row_has_class ("journal-row:2001.2", "journal-undone"));
    gtk_widget_activate_action (lg_root (), "win.redo", NULL);
    /* Closed again. */
    g_signal_emit_by_name (ui_test_named (ui_test_wait_for_named (page, "journal-row:2001"), "journal-expander"),
                           "clicked");
    lg_frame ();
    g_assert_cmpuint (g_list_model_get_n_items (model), ==, n + 1);
  }

  /* A click on an earlier line goes back there. */
  ui_test_activate_journal_line (page, 1995);
  lg_frame ();
  g_assert_cmpuint (adj_journal_get_cursor (lg_journal ()), ==, 1995);
  g_assert_true (row_has_class ("journal-row:1995", "journal-cursor"));
  g_assert_true (row_has_class ("journal-row:1996", "journal-undone"));
  g_assert_cmpuint (count_rows (list), <=, n + 1);

  ui_test_resize_from_outside (ui_test_main_window (&long_game_app), 360, 640);
  /* The X server's new size comes when it comes (later under ASan); the
   * rows take their lines in the frame after the list's new width. */
  for (int i = 0; i < 100 && gtk_widget_get_width (GTK_WIDGET (ui_test_main_window (&long_game_app))) > 360; i++)
    lg_frame ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (ui_test_main_window (&long_game_app))), <=, 360);
  lg_frame ();
  lg_frame ();
  lg_frame ();
  /* In a narrow window a line longer than the row is wide wraps: its row
   * gives it two lines or more (the rest, past four, in its tooltip). */
  for (guint step = 1996; step <= 2000; step++)
    {
      g_autofree char *name = g_strdup_printf ("journal-row:%u", step);
      GtkWidget *inscription = ui_test_named (ui_test_wait_for_named (page, name), "journal-text");
      g_autoptr (PangoLayout) one = gtk_widget_create_pango_layout (inscription, "Ag");
      g_autoptr (PangoLayout) whole = gtk_widget_create_pango_layout (inscription, gtk_inscription_get_text (GTK_INSCRIPTION (inscription)));
      int line, width;

      pango_layout_get_pixel_size (one, NULL, &line);
      pango_layout_get_pixel_size (whole, &width, NULL);
      if (width > gtk_widget_get_width (inscription))
        g_assert_cmpint (gtk_widget_get_height (inscription), >=, 2 * line);
      else
        g_assert_cmpint (gtk_widget_get_height (inscription), >=, line);
    }
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-journal-narrow.png");
  ui_test_resize_from_outside (ui_test_main_window (&long_game_app), 860, 640);
}

/* A new game's lines are announced last line first, alone, then the lines
 * above it: the list, which keeps its place on the line it shows, opens
 * at the end without first making rows for the start of the game. */
typedef struct {
  guint position, removed, added, first_step;
} Announced;

static void
on_announced (GListModel *model, guint position, guint removed, guint added, GArray *seen)
{
  g_autoptr (AdjJournalItem) first = g_list_model_get_item (model, 0);
  Announced a = { position, removed, added, first != NULL ? adj_journal_item_get_step (first) : G_MAXUINT };

  g_array_append_val (seen, a);
}

static void
test_journal_opens_at_end (void)
{
  g_autofree char *json = th_synthetic_battle_json (20, 2, 4, 100);
  g_autoptr (AdjBattle) battle = th_battle (json);
  g_autoptr (AdjJournal) game = th_random_game (battle, LENGTH, 1880);
  g_autoptr (AdjJournalModel) model = adj_journal_model_new ();
  g_autoptr (GArray) seen = g_array_new (FALSE, FALSE, sizeof (Announced));
  g_autoptr (AdjJournalItem) first = NULL;
  const Announced *a;
  guint n, first_step;

  g_signal_connect (model, "items-changed", G_CALLBACK (on_announced), seen);
  adj_journal_model_sync (model, game, 1);
  n = g_list_model_get_n_items (G_LIST_MODEL (model));
  first_step = adj_journal_model_get_first_step (model);
  g_assert_cmpuint (seen->len, ==, 2);
  a = &g_array_index (seen, Announced, 0);
  g_assert_cmpuint (a->position, ==, 0);
  g_assert_cmpuint (a->removed, ==, 0);
  g_assert_cmpuint (a->added, ==, 1);
  g_assert_cmpuint (a->first_step, ==, LENGTH);
  a = &g_array_index (seen, Announced, 1);
  g_assert_cmpuint (a->position, ==, 0);
  g_assert_cmpuint (a->removed, ==, 0);
  g_assert_cmpuint (a->added, ==, n - 1);
  /* Then the list is the game's last steps below the "earlier" line. */
  g_assert_cmpuint (first_step, >, 1);
  g_assert_cmpuint (n, ==, 1 + LENGTH + 1 - first_step);
  first = g_list_model_get_item (G_LIST_MODEL (model), 0);
  g_assert_true (adj_journal_item_get_earlier (first));
  g_assert_cmpuint (a->first_step, ==, adj_journal_item_get_step (first));
  g_clear_object (&first);
  first = g_list_model_get_item (G_LIST_MODEL (model), 1);
  g_assert_false (adj_journal_item_get_earlier (first));
  g_assert_cmpuint (adj_journal_item_get_step (first), ==, first_step);
  g_clear_object (&first);
  first = g_list_model_get_item (G_LIST_MODEL (model), n - 1);
  g_assert_cmpuint (adj_journal_item_get_step (first), ==, LENGTH);
  /* A short game shows every line. */
  {
    g_autoptr (AdjJournal) short_game = th_random_game (battle, 10, 1880);

    adj_journal_model_sync (model, short_game, 2);
    g_assert_cmpuint (adj_journal_model_get_first_step (model), ==, 0);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 11);
  }
}

static AdjJournalModel *
journal_model (GtkWidget *page)
{
  GtkWidget *list = ui_test_named (page, "journal-list");

  return ADJ_JOURNAL_MODEL (gtk_no_selection_get_model (GTK_NO_SELECTION (gtk_list_view_get_model (GTK_LIST_VIEW (list)))));
}

/* The y of a widget in the page. */
static double
y_in (GtkWidget *widget, GtkWidget *page)
{
  graphene_point_t p;

  g_assert_true (gtk_widget_compute_point (widget, page, &GRAPHENE_POINT_INIT (0, 0), &p));
  return p.y;
}

/* A row within the list's scrolled window (GTK 4.8 maps the rows it
 * keeps off screen too). */
static gboolean
on_screen (GtkWidget *page, const char *name)
{
  GtkWidget *row = ui_test_find_named (page, name);
  GtkWidget *scroller = gtk_widget_get_ancestor (ui_test_named (page, "journal-list"), GTK_TYPE_SCROLLED_WINDOW);
  graphene_point_t p;

  return row != NULL && gtk_widget_get_mapped (row)
         && gtk_widget_compute_point (row, scroller, &GRAPHENE_POINT_INIT (0, 0), &p)
         && p.y >= 0 && p.y < gtk_widget_get_height (scroller);
}

/* The "earlier" line says how many actions it stands for; activated, it
 * shows more of them above those shown, which stay where they were. */
static void
test_journal_earlier (void)
{
  GtkWidget *page, *list, *earlier, *shown;
  AdjJournalModel *model;
  GtkAdjustment *scroll;
  guint first, n;
  g_autofree char *name = NULL;
  g_autofree char *count = NULL;
  double y;

  page = show_journal ();
  list = ui_test_named (page, "journal-list");
  model = journal_model (page);
  first = adj_journal_model_get_first_step (model);
  n = g_list_model_get_n_items (G_LIST_MODEL (model));
  g_assert_cmpuint (first, >, 1);
  /* Scrolled to its top, the "earlier" line and the first step shown. */
  scroll = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (gtk_widget_get_parent (list)));
  for (int i = 0; i < 20 && !on_screen (page, "journal-row:2000"); i++)
    {
      lg_frame ();
    }
  g_assert_true (on_screen (page, "journal-row:2000"));
  g_assert_false (on_screen (page, "journal-earlier"));
  for (int i = 0; i < 10 && !on_screen (page, "journal-earlier"); i++)
    {
      gtk_adjustment_set_value (scroll, 0);
      lg_frame ();
    }
  g_assert_true (on_screen (page, "journal-earlier"));
  earlier = ui_test_wait_for_named (page, "journal-earlier");
  count = g_strdup_printf ("%u earlier actions", first - 1);
  g_assert_cmpstr (gtk_inscription_get_text (GTK_INSCRIPTION (ui_test_named (earlier, "journal-text"))), ==, count);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-journal-earlier.png");
  name = g_strdup_printf ("journal-row:%u", first);
  shown = ui_test_wait_for_named (page, name);
  y = y_in (shown, page);

  /* Activated (a click, or Enter): a hundred more, the earlier line on
   * top of them, the lines shown where they were. */
  g_signal_emit_by_name (list, "activate", 0);
  lg_frame ();
  lg_frame ();
  lg_frame ();
  g_assert_cmpuint (adj_journal_model_get_first_step (model), ==, first - 100);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, n + 100);
  shown = ui_test_wait_for_named (page, name);
  g_assert_cmpfloat (fabs (y_in (shown, page) - y), <, 2);
  g_assert_true (on_screen (page, name));
  g_assert_false (on_screen (page, "journal-earlier"));
  g_free (count);
  count = g_strdup_printf ("%u earlier actions", first - 101);
  earlier = ui_test_named (page, "journal-earlier");
  g_assert_cmpstr (gtk_inscription_get_text (GTK_INSCRIPTION (ui_test_named (earlier, "journal-text"))), ==, count);
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-journal-revealed.png");

  /* From the keyboard: Enter on the "earlier" line shows a hundred more,
   * and the focus goes to the line that was first, kept in place. */
  gtk_adjustment_set_value (scroll, 0);
  lg_frame ();
  lg_frame ();
  gtk_widget_grab_focus (earlier);
  g_free (name);
  name = g_strdup_printf ("journal-row:%u", first - 100);
  shown = ui_test_wait_for_named (page, name);
  y = y_in (shown, page);
  ui_test_press_key (ui_test_main_window (&long_game_app), GDK_KEY_Return, 0);
  lg_frame ();
  lg_frame ();
  g_assert_cmpuint (adj_journal_model_get_first_step (model), ==, first - 200);
  shown = ui_test_wait_for_named (page, name);
  g_assert_cmpfloat (fabs (y_in (shown, page) - y), <, 2);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (lg_root ())) == shown);
}

/* The cursor moved above the lines shown (by the History, say): they
 * reach up to it, and its line is "now". */
static void
test_journal_cursor_above (void)
{
  GtkWidget *page, *list;
  AdjJournalModel *model;
  guint first, target;
  g_autofree char *name = NULL;

  page = show_journal ();
  list = ui_test_named (page, "journal-list");
  model = journal_model (page);
  first = adj_journal_model_get_first_step (model);
  target = first - 500;
  adj_game_session_set_cursor (ui_test_session (&long_game_app), target);
  lg_frame ();
  g_assert_cmpuint (adj_journal_model_get_first_step (model), <=, target);
  /* Its line is the one after the "earlier" line, or the first. */
  {
    GListModel *items = G_LIST_MODEL (model);
    guint p = adj_journal_model_get_first_step (model) > 0 ? 1 : 0;
    g_autoptr (AdjJournalItem) item = g_list_model_get_item (items, p + target - adj_journal_model_get_first_step (model));

    g_assert_cmpuint (adj_journal_item_get_step (item), ==, target);
    /* Scrolled up by the player, then to the line. */
    gtk_adjustment_set_value (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (gtk_widget_get_parent (list))), 0);
    lg_frame ();
    gtk_widget_activate_action (list, "list.scroll-to-item", "u", p + target - adj_journal_model_get_first_step (model));
  }
  name = g_strdup_printf ("journal-row:%u", target);
  g_assert_true (row_has_class (name, "journal-cursor"));
  g_free (name);
  name = g_strdup_printf ("journal-row:%u", target + 1);
  g_assert_true (row_has_class (name, "journal-undone"));
  /* A click on a line below it redoes up to there. */
  ui_test_activate_journal_line (page, target + 3);
  lg_frame ();
  g_assert_cmpuint (adj_journal_get_cursor (lg_journal ()), ==, target + 3);
}

/* Home, from the keyboard, reaches the start of the game. */
static void
test_journal_home (void)
{
  GtkWidget *page, *start, *focus;
  AdjJournalModel *model;

  setup_game ();
  page = ui_test_show_page (ui_test_main_window (&long_game_app), "journal", "AdjJournalPage");
  gtk_widget_grab_focus (ui_test_wait_for_named (page, "journal-row:2000"));
  lg_frame ();
  model = journal_model (page);
  g_assert_cmpuint (adj_journal_model_get_first_step (model), >, 0);
  ui_test_press_key (ui_test_main_window (&long_game_app), GDK_KEY_Home, 0);
  lg_frame ();
  lg_frame ();
  g_assert_cmpuint (adj_journal_model_get_first_step (model), ==, 0);
  g_assert_null (ui_test_find_named (page, "journal-earlier"));
  start = ui_test_wait_for_named (page, "journal-row:0");
  g_assert_cmpstr (gtk_inscription_get_text (GTK_INSCRIPTION (ui_test_named (start, "journal-text"))), ==,
                   "Start of the game");
  focus = gtk_root_get_focus (GTK_ROOT (lg_root ()));
  g_assert_true (focus == start || gtk_widget_is_ancestor (focus, start));
  ui_test_save_screenshot (ui_test_main_window (&long_game_app), "long-game-journal-home.png");
  /* And End back to the last. */
  ui_test_press_key (ui_test_main_window (&long_game_app), GDK_KEY_End, 0);
  lg_frame ();
  ui_test_wait_for_named (page, "journal-row:2000");
}

/* A box of more than twelve units shows its first names and how many
 * more; a smaller one all of them. */
int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-long-journal-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/long-game/journal-rows-follow-changes", test_journal);
  g_test_add_func ("/ui/long-game/journal-opens-at-its-end", test_journal_opens_at_end);
  g_test_add_func ("/ui/long-game/journal-earlier-steps", test_journal_earlier);
  g_test_add_func ("/ui/long-game/journal-cursor-above", test_journal_cursor_above);
  g_test_add_func ("/ui/long-game/journal-home", test_journal_home);
  status = g_test_run ();

  ui_test_app_quit (&long_game_app);
  ui_test_user_dir_cleanup ();
  return status;
}
