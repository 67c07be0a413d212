/* cog-ui-test.c: Clash of Giants III in the UI tests
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cog-ui-test.h"
#include "adj-window-actions.h"

const AdjCogState *
cog_ui_state (AdjApplication **app)
{
  AdjGameSession *session = ui_test_session (app);
  g_assert_true (adj_game_session_get_ruleset (session) == &adj_cog_ruleset);
  return adj_game_session_get_game_state (session);
}

const AdjCogBattle *
cog_ui_battle (AdjApplication **app)
{
  return adj_cog_state_battle (cog_ui_state (app));
}

void
cog_ui_new_game (AdjApplication **app, gboolean hidden_artillery)
{
  AdjNewGameDialog *dialog = g_object_ref (ui_test_open_new_game (app, NULL));
  ui_test_activate_row (GTK_WIDGET (dialog), "game:cog");
  ui_test_activate_row (GTK_WIDGET (dialog), "scenario:demo-crossroads");
  ui_test_set_switch (GTK_WIDGET (dialog), "option:greater_artillery_realism", hidden_artillery);
  ui_test_click (GTK_WIDGET (dialog), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, dialog, "the New Game dialog closing");
  g_object_unref (dialog);
  g_assert_cmpstr (adj_cog_battle_get_id (cog_ui_battle (app)), ==, "demo-crossroads");
  g_assert_cmpint (adj_cog_state_option (cog_ui_state (app), ADJ_COG_OPTION_HIDDEN_ARTILLERY), ==, hidden_artillery);
}

void
cog_ui_apply (AdjApplication **app, const char *json)
{
  g_autoptr (GError) error = NULL;
  json_object *o = json_tokener_parse (json);
  g_assert_nonnull (o);
  g_autoptr (AdjCogMove) m = adj_cog_move_from_json (o, cog_ui_battle (app), "move", &error);
  json_object_put (o);
  g_assert_no_error (error);
  if (!adj_game_session_apply (ui_test_session (app), m, &error))
    g_error ("%s refused: %s", json, error->message);
}

void
cog_ui_settle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

void
cog_ui_check (GtkWidget *page, const char *name)
{
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_named (page, name)), TRUE);
  cog_ui_settle ();
}

void
cog_ui_set_role (GtkWidget *page, const char *unit_id, guint role)
{
  g_autofree char *name = g_strdup_printf ("defender:%s", unit_id);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (page, name)), role);
  cog_ui_settle ();
}

void
cog_ui_type (GtkWidget *page, const char *name, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (page, name)), text);
  cog_ui_settle ();
}

const char *
cog_ui_subtitle (GtkWidget *page, const char *name)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (ui_test_named (page, name)));
}

GtkWidget *
cog_ui_page (AdjApplication **app, const char *name)
{
  static const struct { const char *name, *type; } types[] = {
    { "cog-turn", "AdjCogTurnPage" }, { "cog-reinforcements", "AdjCogReinforcePage" },
    { "cog-artillery", "AdjCogArtilleryPage" }, { "cog-command", "AdjCogCommandPage" },
    { "cog-combat", "AdjCogCombatPage" }, { "cog-forces", "AdjCogForcesPage" },
    { "cog-victory", "AdjCogVictoryPage" }, { "cog-chart", "AdjCogChartPage" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    if (g_str_equal (types[i].name, name))
      return ui_test_show_page (ui_test_main_window (app), name, types[i].type);
  g_assert_not_reached ();
}

const char *
cog_ui_step (AdjApplication **app)
{
  return adj_cog_step_id (adj_cog_state_step (cog_ui_state (app)));
}

void
cog_ui_done (AdjApplication **app, GtkWidget *page)
{
  guint before = ui_test_journal_length (app);
  GtkWidget *next = ui_test_named (page, "next-step");
  if (!gtk_widget_get_sensitive (next))
    g_error ("the step %s may not end: %s", cog_ui_step (app), ui_test_label_text (page, "next-hint"));
  ui_test_click (page, "next-step");
  g_assert_cmpuint (ui_test_journal_length (app), ==, before + 1);
}

void
cog_ui_type_roll (GtkWidget *page, const char *row_name, int roll)
{
  GtkWidget *row = ui_test_named (page, row_name);
  g_autofree char *text = g_strdup_printf ("%d", roll);
  ui_test_type_into (row, "roll-entry", text);
  ui_test_click (row, "roll-record");
}

void
cog_ui_shots (AdjApplication **app, GtkWidget *page, const char *name)
{
  ui_test_page_screenshots (ui_test_main_window (app), page, name);
}

void
cog_ui_shot_at (AdjApplication **app, GtkWidget *page, const char *name, const char *file)
{
  GtkWindow *window = ui_test_main_window (app);
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (ui_test_find_descendant (page, GTK_TYPE_SCROLLED_WINDOW));
  GtkWidget *content = gtk_scrolled_window_get_child (scroller);
  GtkWidget *target = ui_test_named (page, name);
  graphene_point_t at;

  ui_test_wait_for_new_frame (window);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);
  /* The viewport's children move with the scrolling. */
  g_assert_true (gtk_widget_compute_point (target, content, &GRAPHENE_POINT_INIT (0, 0), &at));
  gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + at.y - 12);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, file);
}

static void
print_wide (GtkWidget *w, int depth)
{
  int min = 0;
  gtk_widget_measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min < 320)
    return;
  g_printerr ("%*s%s %s %d\n", depth, "", G_OBJECT_TYPE_NAME (w), gtk_widget_get_name (w), min);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    print_wide (c, depth + 1);
}

void
cog_ui_narrow (AdjApplication **app, GtkWidget *page, const char *file)
{
  if (g_getenv ("COG_WIDE"))
    print_wide (page, 0);
  GtkWindow *window = ui_test_main_window (app);
  int minimum = 0;

  ui_test_resize_from_outside (window, 360, 720);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, file);
  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);
  ui_test_resize_from_outside (window, 860, 640);
}
