/* The "adjutant-battle" format: the sample, round trips, and refusals that
 * name the file, the JSON path and the reason. */
#include <glib/gstdio.h>
#include <string.h>

#include "game-helpers.h"

static void
test_sample (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_assert_cmpstr (adj_battle_get_title (b), ==, "Sample battle (not from the Battle Book)");
  g_assert_nonnull (strstr (adj_battle_get_notes (b), "INVENTED"));
  g_assert_cmpuint (strlen (adj_battle_get_hash (b)), ==, 64);

  /* 4.25's example: VI Corps with Getty and Ricketts, CA 2 each. */
  int vi = adj_battle_find_command (b, "vi-corps");
  g_assert_cmpint (vi, >=, 0);
  const AdjBattleLeader *getty = adj_battle_get_leader (b, (guint) adj_battle_find_leader (b, "getty"));
  const AdjBattleLeader *ricketts = adj_battle_get_leader (b, (guint) adj_battle_find_leader (b, "ricketts"));
  g_assert_cmpint (getty->ca_rating, ==, 2);
  g_assert_cmpint (ricketts->ca_rating, ==, 2);
  g_assert_cmpuint (getty->command, ==, (guint) vi);

  /* 4.12: two AMs, one counter each. */
  g_assert_cmpint (adj_battle_find_am (b, "vi-corps#1"), >=, 0);
  g_assert_cmpint (adj_battle_find_am (b, "vi-corps#2"), >=, 0);
  g_assert_cmpint (adj_battle_find_am (b, "vi-corps#3"), ==, -1);
  g_assert_cmpint (adj_battle_find_am (b, "union-cavalry#2"), ==, -1);

  /* Groups: the leaders, then the independent cavalry brigade. */
  g_assert_cmpuint (adj_battle_n_groups (b), ==, adj_battle_n_leaders (b) + 1);
  guint brigade = th_group (b, "union-cav-brigade");
  g_assert_cmpint (adj_battle_get_group (b, brigade)->leader, ==, -1);
  const AdjBattleUnit *cav = adj_battle_get_unit (b, th_unit (b, "union-cav-a"));
  g_assert_cmpuint (cav->group, ==, brigade);
  g_assert_cmpint (cav->type, ==, ADJ_UNIT_CAVALRY);
  g_assert_cmpint (cav->mounted.disordered_cohesion, ==, 6);
  g_assert_cmpint (cav->ratings.disordered_cohesion, ==, 5);
  const AdjBattleUnit *arty = adj_battle_get_unit (b, th_unit (b, "getty-arty"));
  g_assert_cmpint (arty->range, ==, ADJ_RANGE_MEDIUM);

  const AdjBattleTurn *t0 = adj_battle_get_turn (b, 0);
  g_assert_cmpint (t0->automatic_initiative, ==, adj_battle_find_side (b, "csa"));
  const AdjBattleTurn *n2 = adj_battle_get_turn (b, (guint) adj_battle_find_turn (b, "1900"));
  g_assert_true (n2->night && n2->night2);
  g_assert_cmpint (adj_battle_get_unit (b, th_unit (b, "csa-c-1"))->arrives, ==, adj_battle_find_turn (b, "0700"));
}

static void
test_round_trip (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  json_object *o = adj_battle_to_json (b);
  const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
  GError *error = NULL;
  g_autoptr (AdjBattle) b2 = adj_battle_load_data (text, strlen (text), "again.json", &error);
  g_assert_no_error (error);
  json_object *o2 = adj_battle_to_json (b2);
  g_assert_cmpstr (json_object_to_json_string_ext (o2, JSON_C_TO_STRING_PLAIN), ==, text);
  g_assert_cmpstr (adj_battle_get_hash (b2), ==, adj_battle_get_hash (b));
  json_object_put (o);
  json_object_put (o2);

  /* The saver writes a file the loader takes back (the editor's export). */
  g_autofree char *dir = g_dir_make_tmp ("adj-battle-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "export.json", NULL);
  g_assert_true (adj_battle_save_file (b, path, &error));
  g_assert_no_error (error);
  g_autoptr (AdjBattle) b3 = adj_battle_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (adj_battle_get_hash (b3), ==, adj_battle_get_hash (b));
  g_autoptr (GPtrArray) all = adj_battle_load_dir (dir, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 1);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_shipped_dir (void)
{
  GError *error = NULL;
  g_autofree char *dir = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "battles", NULL);
  g_autoptr (GPtrArray) all = adj_battle_load_dir (dir, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, >=, 1);
}

/* A minimal valid battle; each case below breaks one thing of it. */
#define HEAD "{\"format\":\"adjutant-battle\",\"version\":1,\"id\":\"t\",\"title\":\"T\"," \
  "\"sides\":[{\"id\":\"a\",\"name\":\"A\"},{\"id\":\"b\",\"name\":\"B\"}],"
#define TURNS "\"turns\":[{\"label\":\"1\"},{\"label\":\"2\"}],"
#define COMMANDS "\"commands\":[{\"id\":\"ca\",\"name\":\"CA\",\"side\":\"a\",\"markers\":[{\"id\":\"ma\"}]}," \
  "{\"id\":\"cb\",\"name\":\"CB\",\"side\":\"b\",\"markers\":[{\"id\":\"mb\"}]}],"
#define LEADERS "\"leaders\":[{\"id\":\"la\",\"name\":\"LA\",\"command\":\"ca\",\"combined_activation\":2,\"command_range\":4,\"movement\":8}],"
#define INF "\"type\":\"infantry\",\"strength\":5,\"cohesion\":6,\"disordered_cohesion\":4,\"movement\":6"
#define UNITS_A "\"units\":[{\"id\":\"u1\",\"name\":\"U1\",\"command\":\"ca\",\"leader\":\"la\"," INF "}]}"
#define UNITS "\"units\":[{\"id\":\"u1\",\"name\":\"U1\",\"command\":\"ca\",\"leader\":\"la\"," INF "}," \
  "{\"id\":\"u2\",\"name\":\"U2\",\"command\":\"cb\"," INF "}]}"

static void
test_minimal (void)
{
  g_autoptr (AdjBattle) b = th_battle (HEAD TURNS COMMANDS LEADERS UNITS);
  g_assert_cmpuint (adj_battle_n_ams (b), ==, 4); /* 4.12: two each by default */
  g_assert_cmpuint (adj_battle_n_groups (b), ==, 2);
  g_assert_cmpint (adj_battle_get_unit (b, 1)->leader, ==, -1);
}

static void
test_malformed (void)
{
  static const struct {
    const char *text;
    const char *expect;
  } cases[] = {
    { "{\"format\":\"adjutant-chart\"}", "t.json: $.format: 'adjutant-chart' is not \"adjutant-battle\"" },
    { "{\"format\":\"adjutant-battle\",\"version\":2}", "t.json: $.version: 2 was made by a newer version of Adjutant; this one reads version 1" },
    { "{\"format\":\"adjutant-battle\",\"version\":1,\"id\":\"t\",\"title\":\"T\",\"sides\":[{\"id\":\"a\",\"name\":\"A\"}]}",
      "t.json: $.sides: a battle has exactly two sides" },
    { HEAD "\"turns\":[{\"label\":\"1\"},{\"label\":\"1\"}]}", "t.json: $.turns[1].label: '1' labels an earlier turn too" },
    { HEAD "\"turns\":[{\"label\":\"1\",\"night\":false,\"night2\":true}]}", "t.json: $.turns[0].night2: a Night 2 turn is a night turn (13)" },
    { HEAD "\"turns\":[{\"label\":\"1\",\"initiative_drm\":{\"c\":1}}]}", "t.json: $.turns[0].initiative_drm.c: unknown side" },
    { HEAD "\"turns\":[{\"label\":\"1\",\"automatic_initiative\":\"z\"}]}", "t.json: $.turns[0].automatic_initiative: unknown side 'z'" },
    { HEAD TURNS "\"commands\":[{\"id\":\"ca\",\"name\":\"CA\",\"side\":\"x\"}]}", "t.json: $.commands[0].side: unknown side 'x'" },
    { HEAD TURNS "\"commands\":[{\"id\":\"a\",\"name\":\"CA\",\"side\":\"a\"}]}", "t.json: $.commands[0].id: 'a' is already the id of a side" },
    { HEAD TURNS "\"commands\":[{\"id\":\"c a\",\"name\":\"CA\",\"side\":\"a\"}]}", "t.json: $.commands[0].id: 'c a': an id may only hold" },
    { HEAD TURNS COMMANDS "\"leaders\":[{\"id\":\"la\",\"name\":\"LA\",\"command\":\"cz\",\"combined_activation\":2,\"command_range\":4,\"movement\":8}]}",
      "t.json: $.leaders[0].command: unknown command 'cz'" },
    { HEAD TURNS COMMANDS "\"leaders\":[{\"id\":\"la\",\"name\":\"LA\",\"command\":\"ca\",\"combined_activation\":12,\"command_range\":4,\"movement\":8}]}",
      "t.json: $.leaders[0].combined_activation: 12 is outside 0..9" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[{\"id\":\"la\",\"name\":\"U\",\"command\":\"ca\"," INF "}]}",
      "t.json: $.units[0].id: 'la' is already the id of a leader" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[{\"id\":\"u\",\"name\":\"U\",\"command\":\"ca\",\"leader\":\"lx\"," INF "}]}",
      "t.json: $.units[0].leader: unknown leader 'lx'" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[{\"id\":\"u\",\"name\":\"U\",\"command\":\"cb\",\"leader\":\"la\"," INF "}]}",
      "t.json: $.units[0].leader: 'la' leads in command 'ca', not 'cb'" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[{\"id\":\"u\",\"name\":\"U\",\"command\":\"ca\",\"side\":\"b\"," INF "}]}",
      "t.json: $.units[0].side: command 'ca' is on side 'a'" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[{\"id\":\"u\",\"name\":\"U\",\"command\":\"ca\",\"arrives\":\"9\"," INF "}]}",
      "t.json: $.units[0].arrives: unknown turn '9'" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[{\"id\":\"u\",\"name\":\"U\",\"command\":\"ca\",\"type\":\"tank\"}]}",
      "t.json: $.units[0].type: 'tank' is not infantry, cavalry, artillery or horse-artillery" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[{\"id\":\"u\",\"name\":\"U\",\"command\":\"ca\",\"type\":\"infantry\",\"strength\":5,\"cohesion\":4,\"disordered_cohesion\":6,\"movement\":6}]}",
      "t.json: $.units[0].disordered_cohesion: 6 is above the cohesion 4" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[{\"id\":\"u\",\"name\":\"U\",\"command\":\"ca\",\"type\":\"cavalry\",\"strength\":5}]}",
      "t.json: $.units[0].mounted: missing" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[{\"id\":\"u\",\"name\":\"U\",\"command\":\"ca\",\"type\":\"artillery\",\"strength\":1,\"cohesion\":5,\"disordered_cohesion\":3,\"movement\":5,\"range\":\"X\"}]}",
      "t.json: $.units[0].range: 'X' is not S, M or L" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[{\"id\":\"u\",\"name\":\"U\",\"command\":\"ca\",\"range\":\"S\"," INF "}]}",
      "t.json: $.units[0]: only artillery has a range and a fire strength" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[{\"id\":\"u\",\"name\":\"U\",\"command\":\"ca\",\"leader\":\"la\",\"brigade\":\"x\"," INF "}]}",
      "t.json: $.units[0].brigade: only independent units form brigades" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[{\"id\":\"u\",\"name\":\"U\",\"command\":\"ca\",\"brigade\":\"la\"," INF "}]}",
      "t.json: $.units[0].brigade: 'la' is already a leader's id" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[{\"id\":\"u\",\"name\":\"U\",\"command\":\"ca\",\"brigade\":\"x\"," INF "},"
      "{\"id\":\"v\",\"name\":\"V\",\"command\":\"cb\",\"brigade\":\"x\"," INF "}]}",
      "t.json: $.units[1].brigade: the other units of brigade 'x' are in command 'ca'" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[{\"id\":\"u\",\"name\":\"U\",\"command\":\"ca\",\"leader\":\"la\",\"leader_options\":[\"la\",\"la\"]," INF "}]}",
      "t.json: $.units[0].leader_options[1]: 'la' is listed twice" },
    { HEAD TURNS COMMANDS LEADERS "\"units\":[]}", "t.json: $.units: a battle needs combat units" },
    { HEAD TURNS "\"commands\":[{\"id\":\"ca\",\"name\":\"CA\",\"side\":\"a\",\"markers\":[]}]," LEADERS UNITS_A,
      "t.json: $.commands[0].markers: a command needs at least one AM (4.12)" },
    { HEAD TURNS "\"commands\":[{\"id\":\"ca\",\"name\":\"CA\",\"side\":\"a\",\"markers\":[{\"id\":\"ma\",\"from\":\"2\",\"until\":\"1\"}]}]," LEADERS UNITS_A,
      "t.json: $.commands[0].markers[0].until: before the turn in 'from'" },
    { HEAD TURNS "\"commands\":[{\"id\":\"ca\",\"name\":\"CA\",\"side\":\"a\",\"markers\":[{\"id\":\"ma\",\"count\":0}]}]," LEADERS UNITS_A,
      "t.json: $.commands[0].markers[0].count: 0 is outside 1..9" },
    { HEAD TURNS "\"commands\":[{\"id\":\"ca\",\"name\":\"CA\",\"side\":\"a\",\"markers\":[{\"id\":\"ma\",\"activates\":[\"nobody\"]}]}]," LEADERS UNITS_A,
      "t.json: $.commands[0].markers[0].activates[0]: not the id of a leader or an independent unit or brigade" },
    { HEAD TURNS "\"commands\":[{\"id\":\"ca\",\"name\":\"CA\",\"side\":\"a\",\"markers\":[{\"id\":\"ma\",\"activates\":[\"u2\"]}]},"
      "{\"id\":\"cb\",\"name\":\"CB\",\"side\":\"b\",\"markers\":[{\"id\":\"mb\"}]}]," LEADERS
      "\"units\":[{\"id\":\"u1\",\"name\":\"U1\",\"command\":\"ca\",\"leader\":\"la\"," INF "},"
      "{\"id\":\"u2\",\"name\":\"U2\",\"command\":\"cb\"," INF "}]}",
      "t.json: $.commands[0].markers[0].activates[0]: 'u2' is on the other side" },
    { HEAD TURNS "\"commands\":[{\"id\":\"ca\",\"name\":\"CA\",\"side\":\"a\",\"markers\":[{\"id\":\"ma\"}],"
      "\"draw_rules\":[{\"turns\":[\"7\"],\"draw\":2,\"activates\":[]}]}]," LEADERS UNITS_A,
      "t.json: $.commands[0].draw_rules[0].turns[0]: not the label of a turn" },
    { HEAD TURNS "\"commands\":[{\"id\":\"ca\",\"name\":\"CA\",\"side\":\"a\",\"markers\":[{\"id\":\"ma\"}],"
      "\"draw_rules\":[{\"turns\":[\"1\"],\"draw\":2,\"activates\":[]},{\"turns\":[\"1\"],\"draw\":2,\"activates\":[\"la\"]}]}]," LEADERS UNITS_A,
      "t.json: $.commands[0].draw_rules[1].turns[0]: another rule already sets draw 2 on turn '1'" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GError *error = NULL;
      AdjBattle *b = adj_battle_load_data (cases[i].text, strlen (cases[i].text), "t.json", &error);
      g_assert_null (b);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].expect) == NULL)
        g_error ("case %u: '%s' lacks '%s'", i, error->message, cases[i].expect);
      g_clear_error (&error);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/sample", test_sample);
  g_test_add_func ("/battle/round-trip", test_round_trip);
  g_test_add_func ("/battle/shipped-dir", test_shipped_dir);
  g_test_add_func ("/battle/minimal", test_minimal);
  g_test_add_func ("/battle/malformed", test_malformed);
  return g_test_run ();
}
