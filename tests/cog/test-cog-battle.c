/* The "adjutant-cog-battle" file: the demonstration battle loads, saves
 * canonically and hashes the same; every bad file is refused with the
 * JSON path and the reason; the chart's provenance is checked. */
#include <string.h>

#include "cog-helpers.h"

static void
test_demo (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  g_assert_cmpstr (adj_cog_battle_get_id (b), ==, "demo-crossroads");
  g_assert_true (adj_cog_battle_is_invented (b));
  g_assert_nonnull (strstr (adj_cog_battle_get_title (b), "invented"));
  g_assert_nonnull (strstr (adj_cog_battle_get_notes (b), "NOT a battle of the game"));
  g_assert_cmpuint (adj_cog_battle_n_turns (b), ==, 4);
  g_assert_true (adj_cog_battle_turn (b, 2)->night);
  g_assert_cmpuint (adj_cog_battle_n_units (b), ==, 12);
  /* The chart: only the rulebook's cells are filled. */
  const AdjChart *chart = adj_cog_battle_chart (b);
  g_assert_cmpuint (adj_chart_count_source (chart, ADJ_CELL_RULEBOOK), ==, 5);
  g_assert_cmpuint (adj_chart_count_source (chart, ADJ_CELL_PROVISIONAL), ==, 0);
  for (guint r = 0; r < adj_chart_n_rows (chart); r++)
    for (guint c = 0; c < adj_chart_n_columns (chart); c++)
      {
        const AdjChartCell *cell = adj_chart_cell (chart, r, c);
        g_assert_true (cell->source == ADJ_CELL_RULEBOOK || cell->blank);
      }
  /* Command Tracks (10.2): a roll's MA; modified rolls read the ends. */
  const AdjCogFormation *f = adj_cog_battle_formation (b, (guint) adj_cog_battle_find_formation (b, "gray-1"));
  g_assert_cmpint (adj_cog_formation_ma (f, 0, 1), ==, 2);
  g_assert_cmpint (adj_cog_formation_ma (f, 0, 6), ==, 5);
  g_assert_cmpint (adj_cog_formation_ma (f, 0, 8), ==, 5);
  g_assert_cmpint (adj_cog_formation_ma (f, 0, -1), ==, 2);
}

static void
test_round_trip (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  json_object *o = adj_cog_battle_to_json (b);
  g_autofree char *text = g_strdup (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN));
  g_autofree char *sha = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
  g_assert_cmpstr (adj_cog_battle_get_hash (b), ==, sha);
  GError *error = NULL;
  g_autoptr (AdjCogBattle) again = adj_cog_battle_load_data (text, strlen (text), "again.json", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_cog_battle_get_hash (again), ==, adj_cog_battle_get_hash (b));
  json_object *o2 = adj_cog_battle_to_json (again);
  g_assert_cmpstr (json_object_to_json_string_ext (o2, JSON_C_TO_STRING_PLAIN), ==, text);
  json_object_put (o2);
  json_object_put (o);
  /* Any change changes the hash. */
  json_object *root = ch_demo_json ();
  json_object_object_add (root, "title", json_object_new_string ("Changed"));
  g_autoptr (AdjCogBattle) changed = ch_battle_from_json (root);
  g_assert_cmpstr (adj_cog_battle_get_hash (changed), !=, adj_cog_battle_get_hash (b));
  json_object_put (root);
  /* The ruleset finds its files by their format. */
  const AdjRuleset *rs = NULL;
  g_autoptr (AdjCogBattle) found = adj_scenario_load_data (adj_rulesets (), NULL, text, strlen (text), "x.json", &rs,
                                                           &error);
  g_assert_no_error (error);
  g_assert_true (rs == &adj_cog_ruleset);
}

/* 3.2.1's sample unit: two steps, TER 4, arriving on turn 9. */
static void
test_sample_unit (void)
{
  json_object *root = ch_demo_json ();
  json_object *turns = json_object_object_get (root, "turns");
  for (int t = 5; t <= 9; t++)
    {
      json_object *o = json_object_new_object ();
      g_autofree char *label = g_strdup_printf ("%d", t);
      json_object_object_add (o, "label", json_object_new_string (label));
      json_object_array_add (turns, o);
    }
  json_object *r = json_object_new_object ();
  json_object_object_add (r, "id", json_object_new_string ("r-pickett"));
  json_object_object_add (r, "formation", json_object_new_string ("gray-2"));
  json_object_object_add (r, "turn", json_object_new_string ("9"));
  json_object_object_add (r, "entry", json_object_new_string ("A"));
  json_object_array_add (json_object_object_get (root, "reinforcements"), r);
  json_object *u = json_object_new_object ();
  json_object_object_add (u, "id", json_object_new_string ("armistead"));
  json_object_object_add (u, "name", json_object_new_string ("Armistead"));
  json_object_object_add (u, "formation", json_object_new_string ("gray-2"));
  json_object_object_add (u, "steps", json_object_new_int (2));
  json_object_object_add (u, "ter", json_object_new_int (4));
  json_object_object_add (u, "arrives", json_object_new_string ("r-pickett"));
  json_object_array_add (json_object_object_get (root, "units"), u);
  g_autoptr (AdjCogBattle) b = ch_battle_from_json (root);
  json_object_put (root);
  const AdjCogUnit *a = adj_cog_battle_unit (b, ch_unit (b, "armistead"));
  g_assert_cmpint (a->steps, ==, 2);
  g_assert_cmpint (a->ter, ==, 4);
  g_assert_cmpstr (adj_cog_battle_turn (b, adj_cog_battle_reinforcement (b, (guint) a->arrives)->turn)->label, ==, "9");
}

typedef void (*Mutate) (json_object *root);

static json_object *
nth (json_object *root, const char *key, guint i)
{
  return json_object_array_get_idx (json_object_object_get (root, key), i);
}

static json_object *
chart_cell (json_object *root, guint r, guint c)
{
  json_object *cells = json_object_object_get (json_object_object_get (root, "combat_chart"), "cells");
  return json_object_array_get_idx (json_object_array_get_idx (cells, r), c);
}

#define SET(obj, key, value) json_object_object_add ((obj), (key), (value))

static void m_format (json_object *r) { SET (r, "format", json_object_new_string ("adjutant-battle")); }
static void m_ter (json_object *r) { SET (nth (r, "units", 0), "ter", json_object_new_int (7)); }
static void m_steps (json_object *r) { SET (nth (r, "units", 0), "steps", json_object_new_int (4)); }
static void m_formation (json_object *r) { SET (nth (r, "units", 0), "formation", json_object_new_string ("nope")); }
static void m_track_source (json_object *r)
{
  SET (json_object_object_get (nth (r, "formations", 0), "command_track"), "source", json_object_new_string ("rulebook"));
}
static void m_track_short (json_object *r)
{
  json_object_array_del_idx (json_object_object_get (json_object_object_get (nth (r, "formations", 0), "command_track"),
                                                     "ma"), 0, 1);
}
static void m_rulebook_value (json_object *r) { SET (chart_cell (r, 0, 2), "value", json_object_new_int (-2)); }
static void m_rulebook_claim (json_object *r)
{
  json_object *c = chart_cell (r, 1, 3);
  SET (c, "value", json_object_new_int (2));
  SET (c, "source", json_object_new_string ("rulebook"));
  SET (c, "cite", json_object_new_string ("12.9"));
}
static void m_provisional (json_object *r)
{
  json_object *c = chart_cell (r, 1, 3);
  SET (c, "value", json_object_new_int (2));
  SET (c, "source", json_object_new_string ("provisional"));
}
static void m_drm_text (json_object *r) { SET (chart_cell (r, 1, 3), "value", json_object_new_string ("X")); }
static void m_loss_n (json_object *r) { SET (chart_cell (r, 2, 3), "value", json_object_new_string ("N")); }
static void m_columns (json_object *r)
{
  json_object *cols = json_object_object_get (json_object_object_get (r, "combat_chart"), "columns");
  SET (json_object_array_get_idx (cols, 0), "key", json_object_new_string ("3-2"));
}
static void m_rows (json_object *r)
{
  json_object *rows = json_object_object_get (json_object_object_get (r, "combat_chart"), "rows");
  SET (json_object_array_get_idx (rows, 2), "key", json_object_new_string ("limit"));
}
static void m_early_first (json_object *r)
{
  SET (nth (r, "reinforcements", 0), "turn", json_object_new_string ("1"));
  SET (nth (r, "reinforcements", 0), "early_entry", json_object_new_boolean (TRUE));
}
static void m_duplicate (json_object *r) { SET (nth (r, "units", 1), "id", json_object_new_string ("alder")); }
static void m_cavalry_ma (json_object *r) { json_object_object_del (nth (r, "units", 5), "ma"); }
static void m_infantry_ma (json_object *r) { SET (nth (r, "units", 0), "ma", json_object_new_int (4)); }
static void m_scm_side (json_object *r)
{
  SET (nth (r, "special_command_markers", 0), "replaces", json_object_new_string ("cm-blue-1"));
}
static void m_am_side (json_object *r) { SET (nth (r, "artillery_markers", 0), "formation", json_object_new_string ("blue-1")); }
static void m_empty_group (json_object *r)
{
  json_object_array_del_idx (json_object_object_get (r, "units"), 3, 2);
}
static void m_entry_hex (json_object *r) { SET (nth (r, "reinforcements", 0), "entry", json_object_new_string ("Z")); }
static void m_variable (json_object *r)
{
  SET (r, "variable_reinforcements", json_object_new_boolean (FALSE));
  SET (nth (r, "reinforcements", 0), "variable", json_object_new_boolean (TRUE));
}
static void m_no_turns (json_object *r) { SET (r, "turns", json_object_new_array ()); }
static void m_victory (json_object *r) { json_object_object_del (r, "victory"); }
static void m_other_formation (json_object *r) { SET (nth (r, "units", 3), "formation", json_object_new_string ("gray-1")); }
static void m_too_many_ams (json_object *r)
{
  json_object *ams = json_object_object_get (r, "artillery_markers");
  for (guint i = 0; i < 60; i++)
    {
      json_object *am = json_object_new_object ();
      g_autofree char *id = g_strdup_printf ("am-extra-%u", i);
      SET (am, "id", json_object_new_string (id));
      SET (am, "name", json_object_new_string ("Extra"));
      SET (am, "side", json_object_new_string ("csa"));
      json_object_array_add (ams, am);
    }
}
static void m_side (json_object *r) { SET (nth (r, "formations", 0), "side", json_object_new_string ("usa")); }
static void m_cm_arrives (json_object *r)
{
  json_object *arr = json_object_new_array ();
  json_object_array_add (arr, json_object_new_string ("r-blue-2"));
  SET (nth (r, "command_markers", 1), "arrives", arr);
}

static const struct {
  Mutate mutate;
  const char *error;
} refusals[] = {
  { m_format, "t.json: $.format: 'adjutant-battle' is not \"adjutant-cog-battle\"" },
  { m_ter, "t.json: $.units[0].ter: 7 is outside 1..6" },
  { m_steps, "t.json: $.units[0].steps: 4 is outside 1..3" },
  { m_formation, "t.json: $.units[0].formation: 'nope' is not the id of a formation" },
  { m_track_source, "t.json: $.formations[0].command_track.source: the rulebook prints no Command Track (10.2)" },
  { m_track_short, "t.json: $.formations[0].command_track.ma: expected six movement allowances" },
  { m_rulebook_value, "t.json: $.combat_chart.cells[0][2]: the rulebook prints no such value for attacker_drm at 2-1" },
  { m_rulebook_claim, "t.json: $.combat_chart.cells[1][3]: the rulebook prints no such value for defender_drm at 3-1" },
  { m_provisional, "t.json: $.combat_chart.cells[1][3]: a Combat Chart cell is \"rulebook\" or \"user\"" },
  { m_drm_text, "t.json: $.combat_chart.cells[1][3]: a DRM is a whole number or \"N\" (12.9)" },
  { m_loss_n, "t.json: $.combat_chart.cells[2][3]: an Attacker Loss Limit is a whole number" },
  { m_columns, "t.json: $.combat_chart.columns[1].key: odds columns must increase" },
  { m_rows, "t.json: $.combat_chart.rows[2].key: expected \"loss_limit\"" },
  { m_early_first, "t.json: $.reinforcements[0].early_entry: units due on the first turn never enter early (9.3)" },
  { m_duplicate, "t.json: $.units[1].id: 'alder' appears twice" },
  { m_cavalry_ma, "t.json: $.units[5].ma: missing" },
  { m_infantry_ma, "t.json: $.units[0].ma: infantry moves by its formation's Command Track (3.2.5)" },
  { m_scm_side, "t.json: $.special_command_markers[0].replaces: 'cm-blue-1' is a marker of the other side" },
  { m_am_side, "t.json: $.artillery_markers[0].formation: 'blue-1' is a formation of the other side" },
  { m_empty_group, "t.json: $.reinforcements[0]: no unit arrives with 'r-gray-2'" },
  { m_entry_hex, "t.json: $.reinforcements[0].entry: 'Z' is not one of the battle's entry_hexes" },
  { m_variable, "t.json: $.reinforcements[0].variable: the battle does not use Variable Reinforcements (9.4)" },
  { m_no_turns, "t.json: $.turns: the turn track has no turn" },
  { m_victory, "t.json: $.victory: missing" },
  { m_other_formation, "t.json: $.units[3].arrives: 'r-gray-2' brings units of another formation" },
  { m_too_many_ams, "t.json: $.artillery_markers: more than 64 entries" },
  { m_side, "t.json: $.formations[0].side: 'usa' is neither \"csa\" nor \"union\"" },
  { m_cm_arrives, "t.json: $.command_markers[1].arrives[0]: 'r-blue-2' brings no formation this marker commands" },
};

static void
test_refusals (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      json_object *root = ch_demo_json ();
      refusals[i].mutate (root);
      GError *error = NULL;
      AdjCogBattle *b = adj_cog_battle_from_json (root, "t.json: $", &error);
      if (b != NULL)
        g_error ("case %u: loaded, expected \"%s\"", i, refusals[i].error);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, refusals[i].error))
        g_error ("case %u: expected \"%s\", got \"%s\"", i, refusals[i].error, error->message);
      g_error_free (error);
      json_object_put (root);
    }
}

/* A NUL inside a string is refused, wherever it is. */
static void
test_nul (void)
{
  json_object *root = ch_demo_json ();
  const char *text = json_object_to_json_string_ext (root, JSON_C_TO_STRING_PLAIN);
  g_autofree char *bad = g_strdup (text);
  char *at = strstr (bad, "\"Birch Brigade\"");
  g_assert_nonnull (at);
  g_autoptr (GString) s = g_string_new_len (bad, at - bad);
  g_string_append (s, "\"Birch\\u0000Brigade\"");
  g_string_append (s, at + strlen ("\"Birch Brigade\""));
  GError *error = NULL;
  g_assert_null (adj_cog_battle_load_data (s->str, s->len, "nul.json", &error));
  g_assert_cmpstr (error->message, ==, "nul.json: $.units[1].name: a text may not hold a NUL character (\\u0000)");
  g_clear_error (&error);
  json_object_put (root);
}

/* Options: the two optional rules, nothing else. */
static void
test_options (void)
{
  g_autoptr (AdjCogBattle) b = ch_demo ();
  GError *error = NULL;
  json_object *o = json_tokener_parse ("{\"fixed_glory\":true}");
  g_assert_null (adj_cog_journal_new (b, o, &error));
  g_assert_nonnull (strstr (error->message, "options.fixed_glory: Clash of Giants III has no such option"));
  g_clear_error (&error);
  json_object_put (o);
  o = json_tokener_parse ("{\"historical_entry\":1}");
  g_assert_null (adj_cog_journal_new (b, o, &error));
  g_clear_error (&error);
  json_object_put (o);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cog/battle/demonstration", test_demo);
  g_test_add_func ("/cog/battle/canonical-and-hashed", test_round_trip);
  g_test_add_func ("/cog/rule-3.2.1/sample-unit", test_sample_unit);
  g_test_add_func ("/cog/battle/refusals", test_refusals);
  g_test_add_func ("/cog/battle/nul", test_nul);
  g_test_add_func ("/cog/battle/options", test_options);
  return g_test_run ();
}
