/* Clash of Giants III's combat on a player's device (cog/calccombat.c):
 * the phone names the units and the Artillery Marker, the game's own
 * setup fills their steps and TERs and reads its chart's column, and the
 * chances are those `adjutant-cli cog combat --battle` prints for the
 * same column and units. The demonstration battle, turn 1, the Union's
 * Combat Action with the Blue 1st Division (tests/cog/cog-helpers.c). */
#include <string.h>

#include "calctest.h"
#include "../cog/cog-helpers.h"

typedef struct {
  AdjCogBattle *b;
  AdjJournal *j;
} Fx;

static void
setup (Fx *f, gconstpointer data)
{
  f->b = ch_demo ();
  f->j = ch_game (f->b, NULL);
  for (int i = 0; i < 5; i++)
    ch_next (f->j);
  ch_apply (f->j, "{\"type\":\"am_draw\",\"drawn\":[\"am-blue-1a\"]}");
  ch_apply (f->j, "{\"type\":\"scm_roll\",\"scm\":\"scm-gray-commander\",\"roll\":5}");
  ch_blue_1_attacks (f->j);
}

static void
teardown (Fx *f, gconstpointer data)
{
  adj_journal_free (f->j);
  adj_cog_battle_unref (f->b);
}

static json_object *
phone (Fx *f, const char *request, GError **error)
{
  return calctest_run (&adj_cog_ruleset, ch_state (f->j), request, error);
}

static double
number (json_object *o, const char *path)
{
  g_auto (GStrv) keys = g_strsplit (path, ".", -1);
  for (char **k = keys; *k != NULL; k++)
    o = g_ascii_isdigit (**k) && json_object_is_type (o, json_type_array)
          ? json_object_array_get_idx (o, (size_t) atoi (*k)) : json_object_object_get (o, *k);
  g_assert_nonnull (o);
  return json_object_get_double (o);
}

/* 12.9.1: Granite and Hickory (2 steps each) and the Blue 1st Division's
 * Artillery A (+1, 13.1) against Birch (2 steps): 5 to 2 rounds down to
 * 2-1, -1 for the attackers, +1 for the defenders (12.9.2). Birch (TER
 * 3) loses a step on a 3-6 with its +1, 4 in 6, retreating 1 hex on a 3,
 * 2 on a 4 and 3 on a 5 or 6 (12.10.1); Granite (TER 3) on a 5-6 with
 * -1, Hickory (TER 4) on a 6. */
static void
test_combat (Fx *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *req = g_strdup_printf ("{\"calculator\":\"combat\",\"input\":{\"attacker1\":%u,\"attacker2\":%u,"
                                          "\"defender1\":%u,\"attacker_am\":true}}",
                                          ch_unit (f->b, "granite"), ch_unit (f->b, "hickory"),
                                          ch_unit (f->b, "birch"));
  json_object *out = phone (f, req, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (number (out, "attack_strength"), ==, 5);
  g_assert_cmpfloat (number (out, "defence_strength"), ==, 2);
  json_object *chart = json_object_object_get (out, "chart");
  g_assert_cmpstr (calctest_text (json_object_object_get (chart, "odds")), ==, "\"2-1\"");
  g_assert_cmpfloat_with_epsilon (number (out, "defenders.0.step_loss"), 4 / 6.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (number (out, "defenders.0.retreat.1"), 1 / 6.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (number (out, "defenders.0.retreat.2"), 1 / 6.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (number (out, "defenders.0.retreat.3"), 2 / 6.0, 1e-12);
  g_assert_cmpfloat (number (out, "defenders.0.eliminated"), ==, 0);
  g_assert_cmpfloat_with_epsilon (number (out, "attackers.0.step_loss"), 2 / 6.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (number (out, "attackers.1.step_loss"), 1 / 6.0, 1e-12);
  json_object *birch = json_object_array_get_idx (json_object_object_get (out, "defenders"), 0);
  g_assert_cmpstr (calctest_text (json_object_object_get (birch, "name")), ==, "\"Birch Brigade\"");
  const char *mods = calctest_text (json_object_object_get (out, "modifiers"));
  g_assert_nonnull (strstr (mods, "\"rule\":\"13.1\""));
  g_assert_nonnull (strstr (mods, "{\"value\":4,\"rule\":\"12.8\",\"text\":\"attacking steps\"}"));
  g_assert_nonnull (strstr (mods, "{\"value\":-1,\"rule\":\"12.9\",\"text\":\"attackers' DRM, Combat Chart\"}"));

  /* The CLI for the same units at 2-1 on the battle's chart. */
  json_object *cli_in = json_tokener_parse ("{\"odds\":\"2-1\",\"defenders\":[{\"ter\":3,\"steps\":2}],"
                                            "\"attackers\":[{\"ter\":3,\"steps\":2},{\"ter\":4,\"steps\":2}]}");
  AdjCogCombatRequest cr;
  AdjCogCombatChances c = { 0 };
  g_assert_true (adj_cog_combat_request_from_json (cli_in, adj_cog_battle_chart (f->b), "$", &cr, &error));
  g_assert_true (adj_cog_combat_chances (&cr.input, &c, &error));
  json_object *cli = adj_cog_combat_answer_to_json (&cr, &c);
  adj_cog_combat_chances_clear (&c);
  json_object_object_foreach (cli, key, value)
    {
      json_object *mine = json_object_object_get (out, key);
      g_assert_nonnull (mine);
      if (json_object_is_type (mine, json_type_array))
        for (size_t i = 0; i < json_object_array_length (mine); i++)
          json_object_object_del (json_object_array_get_idx (mine, i), "name");
      g_assert_cmpstr (calctest_text (mine), ==, calctest_text (value));
    }
  json_object_put (cli);
  json_object_put (cli_in);
  json_object_put (out);

  /* 12.1: a unit of the attacker's own side is not a defender. */
  g_autofree char *own = g_strdup_printf ("{\"calculator\":\"combat\",\"input\":{\"attacker1\":%u,\"defender1\":%u}}",
                                          ch_unit (f->b, "granite"), ch_unit (f->b, "hickory"));
  g_assert_null (phone (f, own, &error));
  g_assert_nonnull (strstr (error->message, "12.1: Hickory Brigade is not on the defender's side"));
  g_clear_error (&error);
  g_assert_null (phone (f, "{\"calculator\":\"combat\",\"input\":{\"attacker1\":0,\"defender1\":1,\"terrain\":4}}",
                        &error));
  g_assert_nonnull (strstr (error->message, "input.terrain: expected a whole number from -3 to 3"));
}

/* The form lists the units on the map by name, and never a marker: which
 * Artillery Markers a side drew is its secret (6.3.2), and the view the
 * table goes in is sent to both sides. */
static void
test_table (Fx *f, gconstpointer data)
{
  json_object *t = adj_calculators_to_json (adj_cog_ruleset.calculators, adj_cog_ruleset.n_calculators,
                                            ch_state (f->j));
  const char *s = calctest_text (t);
  g_autofree char *granite = g_strdup_printf ("{\"id\":%u,\"name\":\"Granite Brigade\"}", ch_unit (f->b, "granite"));
  g_assert_nonnull (strstr (s, granite));
  g_assert_null (strstr (s, "Artillery A"));
  g_assert_nonnull (strstr (s, "{\"name\":\"attacker_am\",\"label\":\"The attacker adds an Artillery Marker "
                               "(13.1)\",\"kind\":\"bool\""));
  json_object_put (t);

  /* 13.1: the Confederates drew none this turn; the refusal names no
   * marker. */
  g_autoptr (GError) error = NULL;
  g_autofree char *req = g_strdup_printf ("{\"calculator\":\"combat\",\"input\":{\"attacker1\":%u,"
                                          "\"attacker2\":%u,\"defender1\":%u,\"defender_am\":true}}",
                                          ch_unit (f->b, "granite"), ch_unit (f->b, "hickory"),
                                          ch_unit (f->b, "birch"));
  g_assert_null (phone (f, req, &error));
  g_assert_cmpstr (error->message, ==, "13.1: that side has no Artillery Marker available now");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/calculator/cog/12.9-combat", Fx, NULL, setup, test_combat, teardown);
  g_test_add ("/calculator/cog/6.3.2-units-by-name-markers-kept", Fx, NULL, setup, test_table, teardown);
  return g_test_run ();
}
