/* Days of Glory on a player's device (docs/devices.md): the cavalry a
 * side names for scouting (20.1) stays its own until both sides have
 * named theirs. Whatever the first side names, the other side's view and
 * its journal line, and the shared screen's, are the same; the namer's
 * own line names them; once both have named, the result (20.3) is both
 * sides'. */
#include <string.h>

#include <adjutant-engine.h>
#include <dog/ruleset.h>

#include "dogtest.h"

static const AdjRuleset *rs = &adj_dog_ruleset;

static AdjJournal *
scouting_game (void)
{
  return dogtest_new_game ("{\"scouting\":true}");
}


static char *
view_text (AdjJournal *j, int side)
{
  json_object *v = rs->state_view (adj_journal_get_state (j), side);
  char *t = g_strdup (json_object_to_json_string_ext (v, JSON_C_TO_STRING_PLAIN));
  json_object_put (v);
  return t;
}

/* The game after the first side names @units (a JSON array). */
static AdjJournal *
first_names (const char *units)
{
  AdjJournal *j = scouting_game ();
  g_autofree char *move = g_strdup_printf ("{\"type\":\"scouts\",\"side\":\"first\",\"units\":%s}", units);
  dogtest_play (j, move);
  return j;
}

static void
test_scouts_hidden (void)
{
  g_autoptr (AdjJournal) all = first_names ("[\"n-1cav\",\"n-2cav\"]");
  g_autoptr (AdjJournal) one = first_names ("[\"n-2cav\"]");
  guint last = adj_journal_get_cursor (all) - 1;

  /* The second side, and a spectator, cannot tell the two apart. */
  for (int viewer = -1; viewer <= 1; viewer += 2)
    {
      g_autofree char *a = view_text (all, viewer), *b = view_text (one, viewer);
      g_assert_cmpstr (a, ==, b);
      g_autofree char *la = adj_journal_describe_for (all, last, viewer);
      g_autofree char *lb = adj_journal_describe_for (one, last, viewer);
      g_assert_cmpstr (la, ==, lb);
      g_assert_null (strstr (la, "Cavalry"));
    }
  g_autofree char *shared = adj_journal_describe (all, last);
  g_assert_cmpstr (shared, ==, "Northern Demonstration Corps has named its scouting cavalry, hidden until both sides "
                               "have (20.1)");
  /* The namer reads its own choice. */
  g_autofree char *own = adj_journal_describe_for (all, last, 0);
  g_assert_nonnull (strstr (own, "1st Demonstration Cavalry, 2nd Demonstration Cavalry"));

  /* The second side is offered its own cavalry with its points (20.2);
   * the first, having named, is offered none. */
  g_autofree char *second = view_text (all, 1);
  g_assert_nonnull (strstr (second, "\"my_cavalry\":[{\"id\":\"s-1cav\""));
  g_assert_nonnull (strstr (second, "\"scouts_named\":{\"first\":true,\"second\":false}"));
  g_autofree char *first = view_text (all, 0);
  g_assert_null (strstr (first, "my_cavalry"));

  /* A side names only its own scouts, from its own device. */
  gconstpointer s = adj_journal_get_state (all);
  json_object *o = json_tokener_parse ("{\"type\":\"scouts\",\"side\":\"second\",\"units\":[\"s-1cav\"]}");
  gpointer m = adj_ruleset_move_from_object (rs, o, adj_journal_get_scenario (all), "move", NULL);
  g_assert_cmpint (rs->move_side (m, s), ==, 1);
  rs->move_free (m);
  json_object_put (o);

  /* Both named: the result is both sides' (20.3). */
  dogtest_play (all, "{\"type\":\"scouts\",\"side\":\"second\",\"units\":[\"s-1cav\",\"s-2cav\"]}");
  g_autofree char *after = view_text (all, 1);
  g_assert_nonnull (strstr (after, "\"scouting\":{"));
  g_autofree char *result = adj_journal_describe (all, adj_journal_get_cursor (all) - 1);
  g_assert_nonnull (strstr (result, "out-scouted (22 to 38)"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dog/sideview/20.1-scouts-hidden-until-both-named", test_scouts_hidden);
  return g_test_run ();
}
