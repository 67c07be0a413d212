/* The autosave reads back each step before it appends it (issue 24): a
 * step whose writer writes what the reader refuses, or what reads as
 * another move, is caught on the spot, with its JSON path and reason. */
#include <string.h>

#include "../toy/toy-ruleset.h"

static AdjJournal *
toy_game (void)
{
  GError *error = NULL;
  ToyScenario *sc = toy_scenario_new ("counter", 0, 100);
  AdjJournal *j = adj_journal_new (&toy_ruleset, sc, NULL, NULL, &error);
  g_assert_no_error (error);
  toy_ruleset.scenario_unref (sc);
  return j;
}

static void
apply (AdjJournal *j, gpointer move)
{
  GError *error = NULL;
  g_assert_true (adj_journal_apply (j, move, &error));
  g_assert_no_error (error);
  toy_ruleset.move_free (move);
}

static void
test_readable (void)
{
  g_autoptr (AdjJournal) j = toy_game ();
  apply (j, toy_move_add (2));
  g_autofree char *line = adj_savelog_step_line (j, 0);
  GError *error = NULL;
  g_assert_true (adj_savelog_check_step_line (j, line, &error));
  g_assert_no_error (error);
}

static void
test_unreadable (void)
{
  g_autoptr (AdjJournal) j = toy_game ();
  apply (j, toy_move_add_unreadable (2));
  /* The journal took it: only its text is wrong. */
  g_assert_cmpint (toy_state_counter (adj_journal_get_state (j)), ==, 2);
  g_autofree char *line = adj_savelog_step_line (j, 0);
  g_autoptr (GError) error = NULL;
  g_assert_false (adj_savelog_check_step_line (j, line, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT);
  g_assert_nonnull (strstr (error->message, "$.step.type"));
  g_assert_nonnull (strstr (error->message, "'add!' is not a toy move"));
}

/* In a group, the move that does not read is named by its index. */
static void
test_unreadable_in_group (void)
{
  g_autoptr (AdjJournal) j = toy_game ();
  gpointer moves[] = { toy_move_add (2), toy_move_add_unreadable (4) };
  GError *error = NULL;
  g_assert_true (adj_journal_apply_group (j, (gconstpointer const *) moves, 2, &error));
  g_assert_no_error (error);
  toy_ruleset.move_free (moves[0]);
  toy_ruleset.move_free (moves[1]);
  g_autofree char *line = adj_savelog_step_line (j, 0);
  g_assert_false (adj_savelog_check_step_line (j, line, &error));
  g_assert_nonnull (strstr (error->message, "$.step[1].type"));
  g_clear_error (&error);
}

/* A line that reads, but as another move, is caught too: a negative
 * seed (as Clash of Giants III wrote seeds of 2^63 and more) reads as the
 * unsigned one and is written back as that. */
static void
test_reads_as_another (void)
{
  const AdjRuleset *rs = adj_ruleset_find (adj_rulesets (), "cog");
  g_autofree char *path = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "cog", "demo-crossroads.json", NULL);
  GError *error = NULL;
  gpointer sc = adj_scenario_load_file (adj_rulesets (), rs, path, NULL, &error);
  g_assert_no_error (error);
  g_autoptr (AdjJournal) j = adj_journal_new (rs, sc, NULL, NULL, &error);
  g_assert_no_error (error);
  rs->scenario_unref (sc);
  /* The first step of the Crossroads: the Gray Early Entry step ends. */
  json_object *next = json_tokener_parse ("{\"type\":\"next\",\"step\":\"early-csa\"}");
  gpointer move = adj_ruleset_move_from_object (rs, next, adj_journal_get_scenario (j), "$", &error);
  json_object_put (next);
  g_assert_no_error (error);
  g_assert_true (adj_journal_apply (j, move, &error));
  g_assert_no_error (error);
  rs->move_free (move);
  g_autofree char *good = adj_savelog_step_line (j, 0);
  g_assert_true (adj_savelog_check_step_line (j, good, &error));
  g_assert_no_error (error);

  /* Hand-made lines of a seeded draw: the seed as written by the old
   * writer, and as the number it stands for. */
  g_assert_true (adj_savelog_check_step_line (
    j, "{\"at\":1,\"step\":{\"type\":\"cm_draw\",\"seed\":9223372036854775808}}\n", &error));
  g_assert_no_error (error);
  g_assert_false (adj_savelog_check_step_line (
    j, "{\"at\":1,\"step\":{\"type\":\"cm_draw\",\"seed\":-9223372036854775808}}\n", &error));
  g_assert_nonnull (strstr (error->message, "reads back as another move"));
  g_clear_error (&error);
  g_assert_false (adj_savelog_check_step_line (j, "{\"cursor\":1}\n", &error));
  g_clear_error (&error);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/readback/readable", test_readable);
  g_test_add_func ("/readback/unreadable", test_unreadable);
  g_test_add_func ("/readback/unreadable-in-group", test_unreadable_in_group);
  g_test_add_func ("/readback/reads-as-another", test_reads_as_another);
  return g_test_run ();
}
