/* The Combat Chart in a game (12.9): the cells the battle leaves blank are
 * typed by the players as `chart` moves (undone, saved and replayed like
 * any move); the player's own values kept across games. */
#include <string.h>

#include <glib/gstdio.h>

#include "cog-helpers.h"

#define COMBAT_4_1 "{\"type\":\"combat\",\"attackers\":[\"granite\",\"hickory\"],\"defenders\":[\"fern\"]," \
                   "\"defender_rolls\":[{\"unit\":\"fern\",\"roll\":3}]," \
                   "\"attacker_rolls\":[{\"unit\":\"granite\",\"roll\":2},{\"unit\":\"hickory\",\"roll\":6}]}"

/* Turn 1 up to the Union's Combat Action with the Blue 1st Division. */
static AdjJournal *
union_combat_action (AdjCogBattle *b)
{
  AdjJournal *j = ch_game (b, NULL);
  for (int i = 0; i < 5; i++)
    ch_next (j);
  ch_apply (j, "{\"type\":\"am_draw\",\"drawn\":[\"am-blue-1a\"]}");
  ch_apply (j, "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":5}");
  ch_blue_1_attacks (j);
  return j;
}

static guint
column (const AdjCogBattle *b, const char *key)
{
  int c = adj_chart_find_column (adj_cog_battle_chart (b), key);
  g_assert_cmpint (c, >=, 0);
  return (guint) c;
}

/* 12.9.2, example 2 prints the 4-1 attackers' DRM (-3) and loss limit (2)
 * but not the defenders' DRM: a combat at 4-1 waits for the players'. */
static void
test_blank_cell_typed (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = union_combat_action (b);
  g_autoptr (AdjCogMove) m = ch_move (j, COMBAT_4_1);
  g_autoptr (GError) error = NULL;
  AdjCogCombatSetup st;

  g_assert_false (adj_cog_combat_setup (ch_state (j), &m->combat, &st, &error));
  adj_cog_combat_setup_clear (&st);
  g_assert_nonnull (strstr (error->message, "defenders' DRM at 4-1 is not entered yet"));
  g_clear_error (&error);

  ch_refuse (j, "{\"type\":\"chart\",\"column\":\"4-1\",\"row\":\"attacker_drm\",\"value\":-2}",
             "is printed in the rulebook (12.9.2, example 2)");
  ch_refuse (j, "{\"type\":\"chart\",\"column\":\"4-1\",\"row\":\"defender_drm\",\"value\":7}",
             "a DRM runs from -6 to +6");
  ch_refuse (j, "{\"type\":\"chart\",\"column\":\"3-1\",\"row\":\"loss_limit\",\"value\":\"N\"}",
             "Attacker Loss Limit is a whole number");
  ch_apply (j, "{\"type\":\"chart\",\"column\":\"4-1\",\"row\":\"defender_drm\",\"value\":2}");

  gboolean in_game;
  const AdjChartCell *cell = adj_cog_state_chart_cell (ch_state (j), 1, column (b, "4-1"), &in_game);
  g_assert_true (in_game);
  g_assert_cmpint (cell->source, ==, ADJ_CELL_USER);
  g_assert_cmpint (cell->value, ==, 2);
  cell = adj_cog_state_chart_cell (ch_state (j), 0, column (b, "4-1"), &in_game);
  g_assert_false (in_game);
  g_assert_cmpint (cell->source, ==, ADJ_CELL_RULEBOOK);
  g_autofree char *line = adj_journal_describe (j, adj_journal_get_cursor (j) - 1);
  g_assert_cmpstr (line, ==, "Combat Chart at 4-1: the defenders' DRM is +2, the players' own value (12.9)");

  /* 4 steps against Fern's 1: 4-1, attackers -3, defenders +2, limit 2.
   * Fern (TER 4) rolls 3+2 = 5: a step; Hickory's natural 6 loses one. */
  g_assert_true (adj_cog_combat_setup (ch_state (j), &m->combat, &st, &error));
  g_assert_no_error (error);
  g_assert_cmpint (st.chart.attacker_drm, ==, -3);
  g_assert_cmpint (st.chart.defender_drm, ==, 2);
  g_assert_cmpint (st.chart.loss_limit, ==, 2);
  adj_cog_combat_setup_clear (&st);
  g_assert_cmpuint (ch_combat (j, COMBAT_4_1), ==, 3);
  g_assert_cmpint (adj_cog_state_unit_status (ch_state (j), ch_unit (b, "fern")), ==, ADJ_COG_UNIT_ELIMINATED);

  /* Undone, the cell is blank again; the save replays it exactly. */
  json_object *save = adj_savegame_to_json (j, TRUE);
  const char *text = json_object_to_json_string (save);
  g_autoptr (AdjJournal) replay = adj_savegame_load_data (text, strlen (text), "save", adj_rulesets (), NULL, NULL,
                                                          &error);
  json_object_put (save);
  g_assert_no_error (error);
  g_assert_true (adj_cog_state_equal (ch_state (replay), ch_state (j)));
  g_assert_true (adj_journal_undo (j));
  g_assert_true (adj_journal_undo (j));
  g_assert_true (adj_cog_state_chart_cell (ch_state (j), 1, column (b, "4-1"), NULL)->blank);
  g_assert_false (adj_cog_state_equal (ch_state (replay), ch_state (j)));
}

/* A cell the battle file fills is the battle's: the players change it in
 * the battle editor, not in a game. */
static void
test_battle_cell_stands (void)
{
  json_object *root = ch_demo_json ();
  json_object *cells = json_object_object_get (json_object_object_get (root, "combat_chart"), "cells");
  json_object *cell = json_object_array_get_idx (json_object_array_get_idx (cells, 0), 3);  /* attackers, 3-1 */
  json_object_object_add (cell, "value", json_object_new_int (-2));
  g_autoptr (AdjCogBattle) b = ch_battle_from_json (root);
  json_object_put (root);
  g_autoptr (AdjJournal) j = ch_game (b, NULL);

  ch_refuse (j, "{\"type\":\"chart\",\"column\":\"3-1\",\"row\":\"attacker_drm\",\"value\":-1}",
             "12.9: the attackers' DRM at 3-1 is the battle's own value");
  ch_apply (j, "{\"type\":\"chart\",\"column\":\"3-1\",\"row\":\"defender_drm\",\"value\":\"N\"}");
  const AdjChartCell *c = adj_cog_state_chart_cell (ch_state (j), 1, column (b, "3-1"), NULL);
  g_assert_true (c->is_text);
  g_assert_cmpstr (c->text, ==, "N");
  /* Typed again, the players' value changes. */
  ch_apply (j, "{\"type\":\"chart\",\"column\":\"3-1\",\"row\":\"defender_drm\",\"value\":1}");
  g_assert_cmpint (adj_cog_state_chart_cell (ch_state (j), 1, column (b, "3-1"), NULL)->value, ==, 1);
  json_object *summary = adj_cog_state_summary (ch_state (j));
  g_assert_cmpstr (json_object_to_json_string_ext (json_object_object_get (summary, "chart"), JSON_C_TO_STRING_PLAIN),
                   ==, "{\"3-1\":{\"defender_drm\":1}}");
  json_object_put (summary);
}

static void
test_move_json (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  static const char *const bad[][2] = {
    { "{\"type\":\"chart\",\"column\":\"7-1\",\"row\":\"attacker_drm\",\"value\":1}",
      "move.column: '7-1' is not a column of the battle's Combat Chart" },
    { "{\"type\":\"chart\",\"column\":\"3-1\",\"row\":\"odds\",\"value\":1}", "move.row: 'odds' is not a row" },
    { "{\"type\":\"chart\",\"column\":\"3-1\",\"row\":\"attacker_drm\",\"value\":\"M\"}",
      "move.value: expected a whole number or \"N\"" },
    { "{\"type\":\"chart\",\"column\":\"3-1\",\"row\":\"attacker_drm\"}", "move.value: expected a whole number" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      json_object *o = json_tokener_parse (bad[i][0]);
      g_assert_null (adj_cog_move_from_json (o, b, "move", &error));
      g_assert_nonnull (strstr (error->message, bad[i][1]));
      json_object_put (o);
    }
  g_autoptr (AdjCogMove) m = adj_cog_move_chart (column (b, "1-2"), 2, FALSE, 5);
  json_object *o = adj_cog_move_to_json (m, b);
  g_assert_cmpstr (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN), ==,
                   "{\"type\":\"chart\",\"column\":\"1-2\",\"row\":\"loss_limit\",\"value\":5}");
  g_autoptr (AdjCogMove) back = adj_cog_move_from_json (o, b, "move", NULL);
  json_object_put (o);
  g_assert_true (adj_cog_move_equal (m, back));
}

/* The player's own values: kept in a file, matched by odds however
 * written, laid on a game's blank cells only. */
static void
test_player_values (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjCogChartValues) v = adj_cog_chart_values_new ();
  g_assert_true (adj_cog_chart_values_set (v, "4:1", 1, FALSE, 2, &error));
  g_assert_true (adj_cog_chart_values_set (v, "4-1", 0, FALSE, -1, &error));  /* printed: never used */
  g_assert_true (adj_cog_chart_values_set (v, "1-2", 1, TRUE, 0, &error));
  g_assert_false (adj_cog_chart_values_set (v, "3-1", 2, TRUE, 0, &error));
  g_assert_nonnull (strstr (error->message, "Attacker Loss Limit"));
  g_clear_error (&error);
  g_assert_cmpuint (adj_cog_chart_values_count (v), ==, 3);
  g_autoptr (GPtrArray) cols = adj_cog_chart_values_columns (v);
  g_assert_cmpuint (cols->len, ==, 2);
  g_assert_cmpstr (cols->pdata[0], ==, "1-2");
  g_assert_cmpstr (cols->pdata[1], ==, "4-1");

  g_autofree char *dir = g_dir_make_tmp ("cog-chart-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "sub", "values.json", NULL);
  g_assert_true (adj_cog_chart_values_save_file (v, path, &error));
  g_assert_no_error (error);
  g_autoptr (AdjCogChartValues) back = adj_cog_chart_values_load_file (path, &error);
  g_assert_no_error (error);
  gboolean immune;
  int value;
  g_assert_true (adj_cog_chart_values_get (back, "4-1", 1, &immune, &value));
  g_assert_false (immune);
  g_assert_cmpint (value, ==, 2);
  g_assert_true (adj_cog_chart_values_get (back, "2-4", 1, &immune, &value));  /* 1-2, written otherwise */
  g_assert_true (immune);
  adj_cog_chart_values_clear (back, "1-2", 1);
  g_assert_false (adj_cog_chart_values_get (back, "1-2", 1, &immune, &value));
  g_unlink (path);
  g_autofree char *sub = g_path_get_dirname (path);
  g_rmdir (sub);
  g_rmdir (dir);
  g_autoptr (AdjCogChartValues) none = adj_cog_chart_values_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (adj_cog_chart_values_count (none), ==, 0);

  /* Only the blank 4-1 defenders' DRM comes in. */
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_autoptr (AdjJournal) j = ch_game (b, NULL);
  g_autoptr (GPtrArray) moves = adj_cog_chart_values_moves (v, ch_state (j), column (b, "4-1"));
  g_assert_cmpuint (moves->len, ==, 1);
  const AdjCogMove *m = moves->pdata[0];
  g_assert_cmpint (m->row, ==, 1);
  g_assert_cmpint (m->value, ==, 2);
  g_assert_true (adj_journal_apply (j, m, &error));
  g_autoptr (GPtrArray) again = adj_cog_chart_values_moves (v, ch_state (j), column (b, "4-1"));
  g_assert_cmpuint (again->len, ==, 0);
}

static void
test_player_values_refused (void)
{
  static const char *const bad[][2] = {
    { "[]", "v.json: $: expected an object" },
    { "{\"format\":\"x\",\"version\":1,\"cells\":[]}", "$.format: expected \"adjutant-cog-chart-values\"" },
    { "{\"format\":\"adjutant-cog-chart-values\",\"version\":2,\"cells\":[]}", "$.version" },
    { "{\"format\":\"adjutant-cog-chart-values\",\"version\":1,\"cells\":[{\"column\":\"x\",\"row\":\"loss_limit\","
      "\"value\":1}]}", "$.cells[0]: " },
    { "{\"format\":\"adjutant-cog-chart-values\",\"version\":1,\"cells\":[{\"column\":\"3-1\",\"row\":\"loss\","
      "\"value\":1}]}", "$.cells[0].row: 'loss' is not a row" },
    { "{\"format\":\"adjutant-cog-chart-values\",\"version\":1,\"cells\":[{\"column\":\"3-1\",\"row\":\"attacker_drm\","
      "\"value\":9}]}", "$.cells[0]: a DRM runs from -6 to +6" },
    { "{\"format\":\"adjutant-cog-chart-values\",\"version\":1,\"cells\":[{\"column\":\"3-1\",\"row\":\"loss_limit\","
      "\"value\":1},{\"column\":\"3:1\",\"row\":\"loss_limit\",\"value\":2}]}", "$.cells[1]: the cell loss_limit at 3:1 "
      "is given twice" },
    { "{\"format\":\"adjutant-cog-chart-values\",\"version\":1,\"cells\":[{\"column\":\"3-1\",\"row\":\"loss_limit\","
      "\"value\":\"2\"}]}", "$.cells[0].value: expected a whole number" },
    { "{\"format\":\"adjutant-cog-chart-values\",\"version\":1,\"cells\":[{\"column\":\"3-1\\u0000\",\"row\":"
      "\"loss_limit\",\"value\":2}]}", "NUL" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (AdjCogChartValues) v = adj_cog_chart_values_load_data (bad[i][0], strlen (bad[i][0]), "v.json", &error);
      g_assert_null (v);
      g_assert_nonnull (error);
      if (strstr (error->message, bad[i][1]) == NULL)
        g_error ("%s: expected \"%s\", got \"%s\"", bad[i][0], bad[i][1], error->message);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cog/rule-12.9.2/example-2/defenders-drm-typed", test_blank_cell_typed);
  g_test_add_func ("/cog/rule-12.9/battle-cell-stands", test_battle_cell_stands);
  g_test_add_func ("/cog/rule-12.9/chart-move-json", test_move_json);
  g_test_add_func ("/cog/rule-12.9/player-values", test_player_values);
  g_test_add_func ("/cog/rule-12.9/player-values-refused", test_player_values_refused);
  return g_test_run ();
}
