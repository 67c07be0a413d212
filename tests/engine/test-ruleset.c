/* The ruleset seam: the toy ruleset through the journal (steps and move
 * groups) and the save loader; saves written before rulesets (version 1)
 * loading as Glory III unchanged; refusals of unknown and mismatched games. */
#include <string.h>

#include "../toy/toy-ruleset.h"

static const AdjRuleset *rulesets[] = { &adj_glory_ruleset, &toy_ruleset, NULL };

static AdjJournal *
toy_game (int limit, json_object *options)
{
  ToyScenario *sc = toy_scenario_new ("counter", 0, limit);
  GError *error = NULL;
  AdjJournal *j = adj_journal_new (&toy_ruleset, sc, options, NULL, &error);
  g_assert_no_error (error);
  toy_ruleset.scenario_unref (sc);
  return j;
}

static void
apply (AdjJournal *j, int n)
{
  gpointer m = toy_move_add (n);
  GError *error = NULL;
  g_assert_true (adj_journal_apply (j, m, &error));
  g_assert_no_error (error);
  toy_ruleset.move_free (m);
}

static int
counter (const AdjJournal *j)
{
  return toy_state_counter (adj_journal_get_state (j));
}

static void
test_toy_journal (void)
{
  g_autoptr (AdjJournal) j = toy_game (10, NULL);
  apply (j, 2);
  apply (j, 3);
  g_assert_cmpint (counter (j), ==, 5);
  g_assert_true (adj_journal_undo (j));
  g_assert_cmpint (counter (j), ==, 2);
  g_assert_true (adj_journal_redo (j));
  g_assert_cmpint (counter (j), ==, 5);

  /* Refused: nothing changes. */
  gpointer big = toy_move_add (9);
  GError *error = NULL;
  guint64 gen = adj_journal_get_generation (j);
  g_assert_false (adj_journal_apply (j, big, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "14 would pass the limit of 10");
  g_clear_error (&error);
  toy_ruleset.move_free (big);
  g_assert_cmpuint (adj_journal_get_length (j), ==, 2);
  g_assert_cmpuint (adj_journal_get_generation (j), ==, gen);

  /* A step after an undo drops the redo tail. */
  g_assert_true (adj_journal_undo (j));
  apply (j, 1);
  g_assert_cmpuint (adj_journal_get_length (j), ==, 2);
  g_assert_false (adj_journal_can_redo (j));
  g_assert_cmpint (counter (j), ==, 3);
  g_autofree char *line = adj_journal_describe (j, 1);
  g_assert_cmpstr (line, ==, "add 1: 2 to 3 (T.1)");
}

/* A move group is one step: applied whole or not at all, undone whole. */
static void
test_toy_group (void)
{
  g_autoptr (AdjJournal) j = toy_game (10, NULL);
  apply (j, 1);
  gpointer moves[3] = { toy_move_add (2), toy_move_add (3), toy_move_add (4) };
  GError *error = NULL;
  g_assert_true (adj_journal_apply_group (j, (gconstpointer const *) moves, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (adj_journal_get_length (j), ==, 2);
  g_assert_cmpuint (adj_journal_get_n_moves (j, 1), ==, 3);
  g_assert_cmpint (counter (j), ==, 10);
  g_autofree char *line = adj_journal_describe (j, 1);
  g_assert_cmpstr (line, ==, "add 2: 1 to 3 (T.1); add 3: 3 to 6 (T.1); add 4: 6 to 10 (T.1)");
  g_autofree char *second = adj_journal_describe_move (j, 1, 1);
  g_assert_cmpstr (second, ==, "add 3: 3 to 6 (T.1)");

  g_assert_true (adj_journal_undo (j));
  g_assert_cmpint (counter (j), ==, 1);
  g_assert_true (adj_journal_redo (j));
  g_assert_cmpint (counter (j), ==, 10);

  /* The third move of this group is refused: none of it is taken. */
  g_assert_true (adj_journal_undo (j));
  gpointer over[3] = { toy_move_add (4), toy_move_add (4), toy_move_add (4) };
  g_assert_false (adj_journal_apply_group (j, (gconstpointer const *) over, 3, &error));
  g_assert_cmpstr (error->message, ==, "13 would pass the limit of 10");
  g_clear_error (&error);
  g_assert_cmpint (counter (j), ==, 1);
  g_assert_cmpuint (adj_journal_get_length (j), ==, 2);
  g_assert_true (adj_journal_can_redo (j));
  for (guint k = 0; k < 3; k++)
    {
      toy_ruleset.move_free (moves[k]);
      toy_ruleset.move_free (over[k]);
    }
}

static char *
save_text (const AdjJournal *j, gboolean embed)
{
  json_object *o = adj_savegame_to_json (j, embed);
  char *text = g_strdup (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN));
  json_object_put (o);
  return text;
}

/* A toy save names its game, keeps its groups and options, and replays. */
static void
test_toy_save (void)
{
  json_object *options = json_object_new_object ();
  json_object_object_add (options, "double", json_object_new_boolean (TRUE));
  g_autoptr (AdjJournal) j = toy_game (20, options);
  json_object_put (options);
  apply (j, 1);
  gpointer moves[2] = { toy_move_add (2), toy_move_add (3) };
  g_assert_true (adj_journal_apply_group (j, (gconstpointer const *) moves, 2, NULL));
  toy_ruleset.move_free (moves[0]);
  toy_ruleset.move_free (moves[1]);
  apply (j, 1);
  adj_journal_undo (j);
  g_assert_cmpint (counter (j), ==, 12);

  g_autofree char *text = save_text (j, TRUE);
  g_assert_nonnull (strstr (text, "\"version\":2,\"ruleset\":\"toy\""));
  g_autofree char *saved_options = g_strdup_printf ("\"options\":{\"double\":true,\"procedure\":%d}", ADJ_PROCEDURE_CURRENT);
  g_assert_nonnull (strstr (text, saved_options));
  g_assert_nonnull (strstr (text, "[{\"type\":\"add\",\"n\":2},{\"type\":\"add\",\"n\":3}]"));
  GError *error = NULL;
  g_autoptr (AdjJournal) k = adj_savegame_load_data (text, strlen (text), "toy.json", rulesets, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (adj_journal_get_ruleset (k) == &toy_ruleset);
  g_assert_cmpuint (adj_journal_get_length (k), ==, 3);
  g_assert_cmpuint (adj_journal_get_cursor (k), ==, 2);
  g_assert_cmpuint (adj_journal_get_n_moves (k, 1), ==, 2);
  g_assert_cmpint (counter (k), ==, 12);
  g_autofree char *again = save_text (k, TRUE);
  g_assert_cmpstr (again, ==, text);

  /* By id: the resolver is asked for a toy scenario. */
  g_autofree char *by_id = save_text (j, FALSE);
  g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func (toy_ruleset.scenario_unref);
  g_ptr_array_add (list, toy_scenario_new ("counter", 0, 20));
  g_autoptr (AdjJournal) r = adj_savegame_load_data (by_id, strlen (by_id), "toy.json", rulesets,
                                                     adj_savegame_resolve_in_list, list, &error);
  g_assert_no_error (error);
  g_assert_cmpint (counter (r), ==, 12);
}

/* The procedure through the table: what is owed and what is legal, as
 * step items and their JSON; the level a game follows, kept in its
 * options: today's for a new game, the first for a save made before the
 * procedure was checked, which replays a move today's refuses (T.4). */
/* A toy save of one add of 7; %s: the scenario's hash, then the options. */
#define OLD_SAVE "{\"format\":\"adjutant-game\",\"version\":2,\"ruleset\":\"toy\",\"scenario\":{\"id\":\"c\"," \
  "\"sha256\":\"%s\",\"data\":{\"format\":\"adjutant-toy\",\"version\":1,\"id\":\"c\",\"title\":\"c\"," \
  "\"start\":0,\"limit\":20}},\"options\":{%s},\"journal\":[{\"type\":\"add\",\"n\":7}]}"

static void
test_toy_procedure (void)
{
  g_autoptr (AdjJournal) j = toy_game (10, NULL);
  json_object *level = NULL;
  g_assert_true (json_object_object_get_ex (adj_journal_get_options (j), "procedure", &level));
  g_assert_cmpint (json_object_get_int (level), ==, ADJ_PROCEDURE_CURRENT);

  g_autoptr (GPtrArray) none = adj_ruleset_owed (&toy_ruleset, adj_journal_get_state (j));
  g_assert_cmpuint (none->len, ==, 0);
  apply (j, 3);
  g_autoptr (GPtrArray) owed = adj_ruleset_owed (&toy_ruleset, adj_journal_get_state (j));
  g_assert_cmpuint (owed->len, ==, 1);
  AdjStepItem *item = owed->pdata[0];
  adj_step_item_add_unit (item, "c-1");
  const char *sides[2];
  adj_ruleset_side_ids (&toy_ruleset, adj_journal_get_scenario (j), sides);
  json_object *o = adj_step_items_to_json (owed, sides);
  g_assert_cmpstr (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN), ==,
                   "[{\"text\":\"Make the counter even\",\"rule\":\"T.3\",\"side\":\"both\","
                   "\"units\":[\"c-1\"],\"kind\":\"add\"}]");
  json_object_put (o);
  g_autoptr (GPtrArray) legal = adj_ruleset_legal (&toy_ruleset, adj_journal_get_state (j));
  g_assert_cmpuint (legal->len, ==, 1);
  g_assert_cmpstr (((AdjStepItem *) legal->pdata[0])->text, ==, "Add 1 to 7");
  ((AdjStepItem *) legal->pdata[0])->side = 1;
  o = adj_step_items_to_json (legal, sides);
  g_assert_cmpstr (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN), ==,
                   "[{\"text\":\"Add 1 to 7\",\"rule\":\"T.1\",\"side\":\"right\",\"units\":[],"
                   "\"kind\":\"add\"}]");
  json_object_put (o);

  /* Today's procedure refuses an add of 7 (T.4), the state unchanged. */
  gpointer seven = toy_move_add (7);
  GError *error = NULL;
  g_assert_false (adj_journal_apply (j, seven, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "an add of 7 is not allowed (T.4)");
  g_clear_error (&error);
  toy_ruleset.move_free (seven);
  g_assert_cmpint (counter (j), ==, 3);

  /* A save without the member was made before: it replays by its rules,
   * and says so when saved again. */
  g_autofree char *hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, "c|c|0|20", -1);
  g_autofree char *before = g_strdup_printf (OLD_SAVE, hash, "");
  g_autoptr (AdjJournal) k = adj_savegame_load_data (before, strlen (before), "old.json", rulesets, NULL, NULL,
                                                     &error);
  g_assert_no_error (error);
  g_assert_cmpint (counter (k), ==, 7);
  g_autofree char *again = save_text (k, TRUE);
  g_assert_nonnull (strstr (again, "\"options\":{\"procedure\":1}"));
  g_autoptr (AdjJournal) k2 = adj_savegame_load_data (again, strlen (again), "again.json", rulesets, NULL, NULL,
                                                      &error);
  g_assert_no_error (error);
  g_assert_cmpint (counter (k2), ==, 7);

  /* Saved under today's procedure: the same journal is refused, by rule. */
  g_autofree char *today = g_strdup_printf (OLD_SAVE, hash, "\"procedure\":2");
  g_assert_null (adj_savegame_load_data (today, strlen (today), "new.json", rulesets, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "an add of 7 is not allowed (T.4)"));
  g_clear_error (&error);
  /* A level this engine does not know came from a newer Adjutant. */
  /* (The levels follow ADJ_PROCEDURE_CURRENT, so a new level changes no
   * text here.) */
  g_autofree char *next_level = g_strdup_printf ("\"procedure\":%d", ADJ_PROCEDURE_CURRENT + 1);
  g_autofree char *newer = g_strdup_printf (OLD_SAVE, hash, next_level);
  g_assert_null (adj_savegame_load_data (newer, strlen (newer), "newer.json", rulesets, NULL, NULL, &error));
  g_autofree char *why = g_strdup_printf ("newer.json: $.options.procedure: %d: made by a newer version of Adjutant; "
                                          "this one follows procedures 1 to %d", ADJ_PROCEDURE_CURRENT + 1,
                                          ADJ_PROCEDURE_CURRENT);
  g_assert_cmpstr (error->message, ==, why);
  g_clear_error (&error);
  g_autofree char *bad = g_strdup_printf (OLD_SAVE, hash, "\"procedure\":\"2\"");
  g_assert_null (adj_savegame_load_data (bad, strlen (bad), "bad.json", rulesets, NULL, NULL, &error));
  g_autofree char *whole = g_strdup_printf ("bad.json: $.options.procedure: expected a whole number from 1 to %d",
                                            ADJ_PROCEDURE_CURRENT);
  g_assert_cmpstr (error->message, ==, whole);
  g_clear_error (&error);

  /* The secret line: every player reads it without the choice; the left
   * side's own device names it. */
  g_autoptr (AdjJournal) s = toy_game (20, NULL);
  apply (s, 8);
  g_autofree char *line = adj_journal_describe (s, 0);
  g_assert_cmpstr (line, ==, "left adds in secret (T.1)");
  g_autofree char *own = toy_ruleset.move_describe_for (adj_journal_get_move (s, 0), adj_journal_get_state_at (s, 0),
                                                        adj_journal_get_state_at (s, 1), 0);
  g_assert_cmpstr (own, ==, "add 8: 0 to 8 (T.1)");
}

static void
expect_refused (const char *text, const char *expect)
{
  GError *error = NULL;
  g_assert_null (adj_savegame_load_data (text, strlen (text), "g.json", rulesets, NULL, NULL, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, expect) == NULL)
    g_error ("'%s' lacks '%s'", error->message, expect);
  g_clear_error (&error);
}

static void
test_refusals (void)
{
  expect_refused ("{\"format\":\"adjutant-game\",\"version\":2,\"ruleset\":\"chess\"}",
                  "g.json: $.ruleset: 'chess' is not a game Adjutant knows (it knows: glory, toy)");
  expect_refused ("{\"format\":\"adjutant-game\",\"version\":2}", "g.json: $.ruleset: missing");
  /* A toy save holding a Glory battle. */
  expect_refused ("{\"format\":\"adjutant-game\",\"version\":2,\"ruleset\":\"toy\",\"scenario\":{\"id\":\"x\","
                  "\"sha256\":\"0\",\"data\":{\"format\":\"adjutant-battle\",\"version\":1}},\"journal\":[]}",
                  "g.json: $.scenario.data.format: 'adjutant-battle' is not a scenario of Toy, the game this "
                  "save names");
  /* A group must hold moves. */
  expect_refused ("{\"format\":\"adjutant-game\",\"version\":2,\"ruleset\":\"toy\",\"scenario\":{\"id\":\"c\","
                  "\"sha256\":\"0\",\"data\":{\"format\":\"adjutant-toy\",\"version\":1,\"id\":\"c\","
                  "\"title\":\"c\",\"start\":0,\"limit\":5}},\"journal\":[[]]}",
                  "$.scenario.sha256: the scenario 'c' is not the one");
  ToyScenario *sc = toy_scenario_new ("c", 0, 5);
  g_autofree char *head = g_strdup_printf ("{\"format\":\"adjutant-game\",\"version\":2,\"ruleset\":\"toy\","
                                           "\"scenario\":{\"id\":\"c\",\"sha256\":\"%s\",\"data\":{\"format\":"
                                           "\"adjutant-toy\",\"version\":1,\"id\":\"c\",\"title\":\"c\",\"start\":0,"
                                           "\"limit\":5}},", toy_ruleset.scenario_hash (sc));
  toy_ruleset.scenario_unref (sc);
  g_autofree char *empty = g_strconcat (head, "\"journal\":[[]]}", NULL);
  expect_refused (empty, "g.json: $.journal[0]: a group holds 1 to 4096 moves");
  g_autofree char *over = g_strconcat (head, "\"journal\":[{\"type\":\"add\",\"n\":1},[{\"type\":\"add\",\"n\":2},"
                                       "{\"type\":\"add\",\"n\":3}]]}", NULL);
  expect_refused (over, "g.json: $.journal[1]: action 1 (a group of 2 moves) does not replay: 6 would pass the limit of 5");
  g_autofree char *bad_move = g_strconcat (head, "\"journal\":[[{\"type\":\"add\",\"n\":1},{\"type\":\"sub\"}]]}", NULL);
  expect_refused (bad_move, "g.json: $.journal[0][1].type: 'sub' is not a toy move");
  g_autofree char *bad_option = g_strconcat (head, "\"options\":{\"double\":3},\"journal\":[]}", NULL);
  expect_refused (bad_option, "g.json: $.options.double");
  /* Version 1 belongs to Glory III: a toy-only list cannot read it. */
  const AdjRuleset *toy_only[] = { &toy_ruleset, NULL };
  GError *error = NULL;
  const char *v1 = "{\"format\":\"adjutant-game\",\"version\":1,\"battle\":{}}";
  g_assert_null (adj_savegame_load_data (v1, strlen (v1), "g.json", toy_only, NULL, NULL, &error));
  g_assert_cmpstr (error->message, ==, "g.json: $.version: no game here reads saves of version 1");
  g_clear_error (&error);
}

/* Scenario files are found by their format; another game's file is refused by name. */
static void
test_scenario_files (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "toy", "data", "toy", NULL);
  GError *error = NULL;
  g_autoptr (GPtrArray) list = adj_scenario_load_dir (&toy_ruleset, dir, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpstr (toy_ruleset.scenario_title (list->pdata[0]), ==, "A counter to ten");

  g_autofree char *path = g_build_filename (dir, "counter.json", NULL);
  const AdjRuleset *found = NULL;
  gpointer sc = adj_scenario_load_file (rulesets, NULL, path, &found, &error);
  g_assert_no_error (error);
  g_assert_true (found == &toy_ruleset);
  toy_ruleset.scenario_unref (sc);

  g_assert_null (adj_scenario_load_file (rulesets, &adj_glory_ruleset, path, NULL, &error));
  g_assert_cmpstr (error->message, ==, "counter.json: $.format: this file is a scenario of Toy, not of Glory III");
  g_clear_error (&error);
  const char *chess = "{\"format\":\"adjutant-chess\"}";
  g_assert_null (adj_scenario_load_data (rulesets, NULL, chess, strlen (chess), "c.json", NULL, &error));
  g_assert_cmpstr (error->message, ==,
                   "c.json: $.format: 'adjutant-chess' is not the scenario format of any game Adjutant knows");
  g_clear_error (&error);
}

/* Saves written by the code before rulesets (commit ab8a007, tests/data/
 * saves-v1) load as Glory III: the same battle hash, the same journal lines
 * and the same state as that code computed. */
static void
test_v1_save (gconstpointer data)
{
  const char *name = data;
  g_autofree char *file = g_strdup_printf ("%s.json", name);
  g_autofree char *expected_file = g_strdup_printf ("%s.expected.json", name);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "saves-v1", file, NULL);
  g_autofree char *expected_path = g_test_build_filename (G_TEST_DIST, "data", "saves-v1", expected_file, NULL);
  GError *error = NULL;
  json_object *want = adj_json_load_file (expected_path, &error);
  g_assert_no_error (error);

  g_autofree char *battles = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "battles", NULL);
  g_autoptr (GPtrArray) shipped = adj_scenario_load_dir (&adj_glory_ruleset, battles, &error);
  g_assert_no_error (error);
  g_autoptr (AdjJournal) j = adj_savegame_load_file (path, adj_rulesets (), adj_savegame_resolve_in_list,
                                                     shipped, &error);
  g_assert_no_error (error);
  g_assert_true (adj_journal_get_ruleset (j) == &adj_glory_ruleset);

  json_object *v;
  g_assert_true (json_object_object_get_ex (want, "battle_sha256", &v));
  g_assert_cmpstr (adj_battle_get_hash (adj_journal_get_scenario (j)), ==, json_object_get_string (v));
  g_assert_true (json_object_object_get_ex (want, "length", &v));
  g_assert_cmpuint (adj_journal_get_length (j), ==, (guint) json_object_get_int (v));
  g_assert_true (json_object_object_get_ex (want, "cursor", &v));
  g_assert_cmpuint (adj_journal_get_cursor (j), ==, (guint) json_object_get_int (v));
  g_assert_true (json_object_object_get_ex (want, "summary", &v));
  json_object *got = adj_game_state_summary (adj_journal_get_state (j));
  g_assert_cmpstr (json_object_to_json_string_ext (got, JSON_C_TO_STRING_PLAIN), ==,
                   json_object_to_json_string_ext (v, JSON_C_TO_STRING_PLAIN));
  json_object_put (got);
  g_assert_true (json_object_object_get_ex (want, "lines", &v));
  for (guint i = 0; i < adj_journal_get_length (j); i++)
    {
      g_autofree char *line = adj_journal_describe (j, i);
      g_assert_cmpstr (line, ==, json_object_get_string (json_object_array_get_idx (v, i)));
    }

  /* Saved again it is version 2 and names Glory III; it replays the same. */
  json_object *v2 = adj_savegame_to_json (j, TRUE);
  const char *text = json_object_to_json_string_ext (v2, JSON_C_TO_STRING_PLAIN);
  g_assert_true (g_str_has_prefix (text, "{\"format\":\"adjutant-game\",\"version\":2,\"ruleset\":\"glory\""));
  g_autoptr (AdjJournal) k = adj_savegame_load_data (text, strlen (text), "v2.json", adj_rulesets (), NULL, NULL,
                                                     &error);
  g_assert_no_error (error);
  g_assert_true (adj_game_state_equal (adj_journal_get_state (j), adj_journal_get_state (k)));
  json_object_put (v2);
  json_object_put (want);
}

/* The shipped sample battle keeps the hash its v1 saves recorded. */
static void
test_battle_hash (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "battles", "sample-cedar-creek.json", NULL);
  GError *error = NULL;
  g_autoptr (AdjBattle) b = adj_battle_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_battle_get_hash (b), ==, "aed59398436f369ea03df3d5bcbc3e9288cba1255d8795241951c5211f684ec6");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ruleset/toy/journal", test_toy_journal);
  g_test_add_func ("/ruleset/toy/move-group", test_toy_group);
  g_test_add_func ("/ruleset/toy/save", test_toy_save);
  g_test_add_func ("/ruleset/toy/procedure", test_toy_procedure);
  g_test_add_func ("/ruleset/refusals", test_refusals);
  g_test_add_func ("/ruleset/scenario-files", test_scenario_files);
  g_test_add_func ("/ruleset/glory/battle-hash", test_battle_hash);
  static const char *v1[] = { "sample-random-embedded", "sample-random-by-id", "fixed-glory-fire",
                              "synthetic-night-embedded" };
  for (guint i = 0; i < G_N_ELEMENTS (v1); i++)
    {
      g_autofree char *name = g_strdup_printf ("/ruleset/glory/v1-save/%s", v1[i]);
      g_test_add_data_func (name, v1[i], test_v1_save);
    }
  return g_test_run ();
}
