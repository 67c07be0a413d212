/* test-cog-secrets.c: Clash of Giants III's secrets in the real window
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With the optional rule "Greater Artillery Realism" (6.3.2): a real
 * cup's draw is typed by each player for his own side behind a "pass the
 * device" cover; afterwards each side sees the other's drawn markers only
 * as a count, and its own behind the cover, which holds nothing while it
 * is down; in a combat each side commits its marker behind the cover, the
 * attacker first (13.3), and a marker used is named to both. Without the
 * rule the basic procedure hands each side its markers face up. And a
 * combat at odds whose cells the battle leaves blank: refused until the
 * players type the cells (12.9), which then enter the game as steps.
 */

#include "config.h"

#include "cog-ui-test.h"
#include "adj-cog-combat.h"

static AdjApplication *app;

static const AdjCogState *
state (void)
{
  return cog_ui_state (&app);
}

static guint
am (const char *id)
{
  int a = adj_cog_battle_find_am (cog_ui_battle (&app), id);
  g_assert_cmpint (a, >=, 0);
  return (guint) a;
}

static void
tick (GtkWidget *root, const char *marker)
{
  GtkWidget *list = ui_test_named (root, "cup-pick-list");
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), marker) == 0)
      {
        gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_find_descendant (row, GTK_TYPE_CHECK_BUTTON)), TRUE);
        return;
      }
  g_error ("%s is not offered", marker);
}

static gboolean
offered (GtkWidget *root, const char *marker)
{
  GtkWidget *list = ui_test_named (root, "cup-pick-list");
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), marker) == 0)
      return TRUE;
  return FALSE;
}

/* 6.3.2, optional rule: each player ticks his own drawn markers, the
 * other not looking; the cover holds nothing while it is down. */
static void
test_typed_draw_behind_cover (void)
{
  cog_ui_new_game (&app, TRUE);
  for (int i = 0; i < 5; i++)
    {
      g_autofree char *next = g_strdup_printf ("{\"type\":\"next\",\"step\":\"%s\"}",
                                               adj_cog_step_id (adj_cog_state_step (state ())));
      cog_ui_apply (&app, next);
    }
  g_assert_cmpstr (adj_cog_step_id (adj_cog_state_step (state ())), ==, "artillery");
  GtkWidget *p = cog_ui_page (&app, "cog-artillery");
  ui_test_click (ui_test_named (p, "am-cup"), "cup-type");
  GtkWidget *cover = ui_test_named (p, "am-typing-cover");
  g_assert_null (ui_test_find_named (cover, "cup-pick-list"));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (ui_test_named (cover, "cover-lift"))), ==,
                   "I Am the Confederate Player");
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), "cog-secret-cover.png");
  ui_test_click (cover, "cover-lift");
  /* Only the CSA's own markers are offered to the CSA. */
  g_assert_true (offered (cover, "Gray 1st Division Artillery"));
  g_assert_false (offered (cover, "Blue 1st Division Artillery A"));
  tick (cover, "Gray 1st Division Artillery");
  ui_test_click (cover, "cup-pick-record");
  cover = ui_test_named (p, "am-typing-cover");
  g_assert_null (ui_test_find_named (cover, "cup-pick-list"));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (ui_test_named (cover, "cover-lift"))), ==, "I Am the Union Player");
  ui_test_click (cover, "cover-lift");
  g_assert_false (offered (cover, "Gray 1st Division Artillery"));
  /* Three markers in the cup, one drawn: two ticked in all is refused. */
  tick (cover, "Blue 1st Division Artillery A");
  ui_test_click (cover, "cup-pick-record");
  g_assert_true (ui_test_contains (ui_test_label_text (p, "artillery-error"),
                                   "6.3.2: draw half the 3 markers in the cup, rounded down: 1"));
  g_assert_cmpint (adj_cog_state_am_status (state (), am ("am-gray-1")), ==, ADJ_COG_AM_POOL);

  /* Again: the CSA drew its marker, the Union none. */
  ui_test_click (ui_test_named (p, "am-cup"), "cup-type");
  cover = ui_test_named (p, "am-typing-cover");
  ui_test_click (cover, "cover-lift");
  tick (cover, "Gray 1st Division Artillery");
  ui_test_click (cover, "cup-pick-record");
  cover = ui_test_named (p, "am-typing-cover");
  ui_test_click (cover, "cover-lift");
  g_assert_cmpstr (ui_test_label_text (cover, "cup-pick-count"), ==, "0 ticked");
  ui_test_click (cover, "cup-pick-record");
  g_assert_cmpint (adj_cog_state_am_status (state (), am ("am-gray-1")), ==, ADJ_COG_AM_DRAWN);
  g_assert_cmpint (adj_cog_state_am_status (state (), am ("am-blue-1a")), ==, ADJ_COG_AM_SET_ASIDE);

  /* Both read the journal: counts only. */
  AdjJournal *j = adj_game_session_get_journal (ui_test_session (&app));
  g_autofree char *line = adj_journal_describe (j, adj_journal_get_cursor (j) - 1);
  g_assert_cmpstr (line, ==, "Artillery drawn face down: 1 for the Confederate, 0 for the Union (6.3.2)");
}

/* What each may see afterwards: the other's as a count, his own behind
 * the cover. */
static void
test_own_behind_cover (void)
{
  GtkWidget *p = cog_ui_page (&app, "cog-artillery");
  g_assert_cmpstr (cog_ui_subtitle (p, "artillery:csa"), ==, "1 face down");
  g_assert_cmpstr (cog_ui_subtitle (p, "artillery:union"), ==, "Blue Reserve Artillery (set apart, always available)");
  ui_test_click (p, "show-artillery:csa");
  GtkWidget *cover = ui_test_named (p, "artillery-cover");
  g_assert_null (ui_test_find_named (cover, "own-artillery"));
  ui_test_click (cover, "cover-lift");
  GtkWidget *own = ui_test_named (cover, "own-artillery");
  GtkWidget *row = gtk_widget_get_first_child (own);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Gray 1st Division Artillery");
  g_assert_null (gtk_widget_get_next_sibling (row));
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), "cog-secret-own.png");
  ui_test_click (cover, "cover-hide");
  g_assert_null (ui_test_find_named (cover, "own-artillery"));
}

/* 13.3: the Union commits its marker first, behind the cover; then the
 * CSA, from its own. Both named once committed (a marker used is shown). */
static void
test_combat_artillery (void)
{
  cog_ui_apply (&app, "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":6}");
  cog_ui_apply (&app, "{\"type\":\"next\",\"step\":\"artillery\"}");
  cog_ui_apply (&app, "{\"type\":\"next\",\"step\":\"cup\"}");
  cog_ui_apply (&app, "{\"type\":\"cm_draw\",\"marker\":\"cm-blue-1\"}");
  cog_ui_apply (&app, "{\"type\":\"command_roll\",\"formation\":\"blue-1\",\"roll\":3}");
  cog_ui_apply (&app, "{\"type\":\"combat_action\",\"side\":\"union\"}");

  GtkWidget *p = cog_ui_page (&app, "cog-combat");
  cog_ui_check (p, "attacker:granite");
  cog_ui_check (p, "attacker:hickory");
  cog_ui_set_role (p, "birch", ADJ_COG_ROLE_DEFENDS);
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (p, "defender-am")));
  ui_test_click (p, "attacker-am");
  cog_ui_settle ();
  GtkWidget *cover = ui_test_named (p, "am-cover");
  g_assert_null (ui_test_find_named (cover, "am-choices"));
  ui_test_click (cover, "cover-lift");
  g_assert_null (ui_test_find_named (cover, "use-am:am-blue-1a"));  /* left in the cup */
  g_assert_null (ui_test_find_named (cover, "use-am:am-gray-1"));
  ui_test_click (cover, "use-am:am-blue-reserve");
  cog_ui_settle ();
  g_assert_cmpstr (cog_ui_subtitle (p, "attacker-am-row"), ==, "Blue Reserve Artillery");
  g_assert_cmpstr (cog_ui_subtitle (p, "defender-am-row"), ==, "Not declared yet");
  g_assert_null (ui_test_find_named (p, "am-cover"));

  ui_test_click (p, "defender-am");
  cog_ui_settle ();
  cover = ui_test_named (p, "am-cover");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (ui_test_named (cover, "cover-lift"))), ==,
                   "I Am the Confederate Player");
  ui_test_click (cover, "cover-lift");
  g_assert_null (ui_test_find_named (cover, "use-am:am-blue-reserve"));
  ui_test_click (cover, "use-am:am-gray-1");
  cog_ui_settle ();
  g_assert_cmpstr (cog_ui_subtitle (p, "defender-am-row"), ==, "Gray 1st Division Artillery");
}

/* 12.9: 5 to 3 reads the 1-1 column, blank in the battle: refused, with
 * the way to the Combat Chart; typed there, each cell is a step of the
 * game, and the combat can be fought. */
static void
test_blank_column (void)
{
  GtkWidget *p = cog_ui_page (&app, "cog-combat");
  g_assert_true (ui_test_contains (ui_test_label_text (p, "combat-refusal"),
                                   "12.9: the Combat Chart's attackers' DRM at 1-1 is not entered yet"));
  g_assert_null (ui_test_find_named (p, "combat-apply"));
  ui_test_click (p, "go-chart");
  GtkWidget *chart = cog_ui_page (&app, "cog-chart");
  static const char *const cells[][2] = { { "cell:1-1:attacker_drm", "0" }, { "cell:1-1:defender_drm", "N" },
                                          { "cell:1-1:loss_limit", "3" } };
  guint before = ui_test_journal_length (&app);
  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    {
      GtkWidget *entry = ui_test_named (chart, cells[i][0]);
      gtk_editable_set_text (GTK_EDITABLE (entry), cells[i][1]);
      g_signal_emit_by_name (entry, "apply");
      cog_ui_settle ();
      chart = cog_ui_page (&app, "cog-chart");
    }
  g_assert_cmpuint (ui_test_journal_length (&app), ==, before + 3);
  gboolean in_game;
  const AdjChartCell *cell = adj_cog_state_chart_cell (state (), 1, 1, &in_game);
  g_assert_true (in_game);
  g_assert_true (cell->is_text);
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), "cog-chart-typed.png");

  /* The choices stand; the combat may now be fought. */
  p = cog_ui_page (&app, "cog-combat");
  g_assert_cmpstr (cog_ui_subtitle (p, "defender-am-row"), ==, "Gray 1st Division Artillery");
  g_assert_cmpstr (cog_ui_subtitle (p, "cell:defender_drm"), ==, "your value, typed in this game");
  /* "N": the defenders cannot be affected: only the attackers roll. */
  g_assert_null (ui_test_find_named (p, "roll:birch"));
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (p, "roll:granite")), "6");
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (p, "roll:hickory")), "1");
  ui_test_click (p, "combat-apply");
  g_assert_cmpint (adj_cog_state_unit_steps (state (), (guint) adj_cog_battle_find_unit (cog_ui_battle (&app), "granite")),
                   ==, 1);
  /* Used, both markers are named to both sides (6.3.2). */
  GtkWidget *art = cog_ui_page (&app, "cog-artillery");
  g_assert_true (ui_test_contains (cog_ui_subtitle (art, "artillery:csa"), "Gray 1st Division Artillery (used)"));
  g_assert_true (ui_test_contains (cog_ui_subtitle (art, "artillery:union"), "Blue Reserve Artillery (used)"));
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-cog-secrets-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  g_test_add_func ("/ui/cog-secrets/1/typed-draw-behind-cover-rule-6.3.2", test_typed_draw_behind_cover);
  g_test_add_func ("/ui/cog-secrets/2/own-behind-cover-rule-6.3.2", test_own_behind_cover);
  g_test_add_func ("/ui/cog-secrets/3/combat-artillery-rule-13.3", test_combat_artillery);
  g_test_add_func ("/ui/cog-secrets/4/blank-column-typed-rule-12.9", test_blank_column);
  status = g_test_run ();
  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
