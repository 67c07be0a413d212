/* A battle's special rules as options of the battle file, applied where
 * they bite: 12.4 (no disordered side for cavalry), 14.11 (a refitted
 * original Glory battle), 14.31-14.35 (no Combined Activation, AMs that
 * activate listed brigades, independent brigades always in command, an
 * optional AM), 14.36 (Withdrawn units count for the routed-units VP); and
 * 6.13 (Extended Movement) for the acting units. Most run on the shipped
 * sample-first-manassas.json, whose notes say what is invented. */
#include <string.h>

#include "game-helpers.h"
#include "glory/recovery.h"

typedef struct {
  AdjBattle *b;
  AdjJournal *j;
} Fixture;

static AdjBattle *
load_shipped (const char *file)
{
  GError *error = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "battles", file, NULL);
  AdjBattle *b = adj_battle_load_file (path, &error);
  g_assert_no_error (error);
  return b;
}

static void
setup (Fixture *f, gconstpointer data)
{
  const char *optional[] = { data, NULL };
  AdjGameOptions options = { .optional_markers = data ? (char **) optional : NULL };
  GError *error = NULL;
  f->b = load_shipped ("sample-first-manassas.json");
  f->j = adj_game_journal_new (f->b, &options, &error);
  g_assert_no_error (error);
}

static void
teardown (Fixture *f, gconstpointer data)
{
  adj_journal_free (f->j);
  adj_battle_unref (f->b);
}

static const AdjGameState *
state (Fixture *f)
{
  return adj_journal_get_state (f->j);
}

static guint
unit (Fixture *f, const char *id)
{
  return th_unit (f->b, id);
}

/* The @am drawn and @group acting, at step ii. */
static void
acting (Fixture *f, const char *am, const char *group)
{
  th_play_to_activation (f->j, am);
  th_apply (f->j, adj_action_start (th_group (f->b, group)));
}

static void
test_options_loaded (void)
{
  g_autoptr (AdjBattle) b = load_shipped ("sample-first-manassas.json");
  const AdjBattleOptions *o = adj_battle_get_options (b);
  g_assert_false (o->cavalry_disordered_side);
  g_assert_true (o->refitted_glory1 && o->original_glory1_artillery && o->no_combined_activation
                 && o->withdrawn_count_as_routed);
  g_assert_cmpstr (adj_battle_range_chart (b), ==, "glory3-range-fredericksburg-chancellorsville");

  /* Glory III's own battles: the defaults, and none of it in the canonical text. */
  g_autoptr (AdjBattle) cedar = load_shipped ("sample-cedar-creek.json");
  o = adj_battle_get_options (cedar);
  g_assert_true (o->cavalry_disordered_side);
  g_assert_false (o->refitted_glory1 || o->original_glory1_artillery || o->no_combined_activation
                  || o->withdrawn_count_as_routed);
  g_assert_null (adj_battle_range_chart (cedar));
  json_object *canon = adj_battle_to_json (cedar);
  g_assert_false (json_object_object_get_ex (canon, "options", NULL));
  g_assert_null (strstr (json_object_to_json_string (canon), "\"army\""));
  json_object_put (canon);

  /* The options survive the canonical saver: same text, same hash. */
  canon = adj_battle_to_json (b);
  const char *text = json_object_to_json_string_ext (canon, JSON_C_TO_STRING_PLAIN);
  g_autoptr (AdjBattle) again = th_battle (text);
  g_assert_cmpstr (adj_battle_get_hash (again), ==, adj_battle_get_hash (b));
  json_object *opts = NULL;
  g_assert_true (json_object_object_get_ex (canon, "options", &opts));
  g_assert_cmpuint (json_object_object_length (opts), ==, 5);
  json_object_put (canon);
}

#define HEAD "{\"format\":\"adjutant-battle\",\"version\":1,\"id\":\"t\",\"title\":\"T\","
#define SIDES "\"sides\":[{\"id\":\"a\",\"name\":\"A\",\"army\":\"union\"},{\"id\":\"b\",\"name\":\"B\",\"army\":\"confederate\"}],"
#define REST "\"turns\":[{\"label\":\"1\"}],\"commands\":[{\"id\":\"ca\",\"name\":\"CA\",\"side\":\"a\",\"markers\":[{\"id\":\"ma\"}]}," \
  "{\"id\":\"cb\",\"name\":\"CB\",\"side\":\"b\",\"markers\":[{\"id\":\"mb\"}]}],\"leaders\":[],"
#define CAV(id, command, dis) "{\"id\":\"" id "\",\"name\":\"" id "\",\"type\":\"cavalry\",\"command\":\"" command "\"," \
  "\"mounted\":{\"strength\":3,\"cohesion\":6,\"movement\":10" dis "},\"dismounted\":{\"strength\":2,\"cohesion\":5,\"movement\":5}}"

static void
battle_error (const char *json, const char *expect)
{
  GError *error = NULL;
  g_autoptr (AdjBattle) b = adj_battle_load_data (json, strlen (json), "b.json", &error);
  g_assert_null (b);
  if (error == NULL || strstr (error->message, expect) == NULL)
    g_error ("'%s' lacks '%s'", error ? error->message : "(no error)", expect);
  g_clear_error (&error);
}

/* 12.4: the battle gives the cavalry's disordered ratings from the printed ones. */
static void
test_rule_12_4_battle (void)
{
  g_autoptr (AdjBattle) b = load_shipped ("sample-first-manassas.json");
  const AdjBattleUnit *radford = adj_battle_get_unit (b, (guint) adj_battle_find_unit (b, "radford-a"));
  const AdjBattleUnit *union_cav = adj_battle_get_unit (b, (guint) adj_battle_find_unit (b, "union-cav-a"));
  g_assert_cmpint (radford->mounted.disordered_cohesion, ==, 5);   /* 6 - 1 */
  g_assert_cmpint (radford->ratings.disordered_cohesion, ==, 3);   /* dismounted Confederate: 5 - 2 */
  g_assert_cmpint (union_cav->ratings.disordered_cohesion, ==, 4); /* dismounted Union: 5 - 1 */
  g_assert_cmpint (adj_battle_unit_disorder_drop (b, (guint) adj_battle_find_unit (b, "radford-a"), FALSE), ==, 2);
  g_assert_cmpint (adj_battle_unit_disorder_drop (b, (guint) adj_battle_find_unit (b, "sherman-a"), FALSE), ==, 0);

  /* A file may repeat 12.4's value, not contradict it; the army is needed. */
  g_autoptr (AdjBattle) ok = th_battle (HEAD "\"options\":{\"cavalry_disordered_side\":false}," SIDES REST
                                        "\"units\":[" CAV ("c1", "cb", ",\"disordered_cohesion\":5") "]}");
  g_assert_cmpint (adj_battle_get_unit (ok, 0)->ratings.disordered_cohesion, ==, 3);
  battle_error (HEAD "\"options\":{\"cavalry_disordered_side\":false}," SIDES REST
                "\"units\":[" CAV ("c1", "cb", ",\"disordered_cohesion\":4") "]}",
                "b.json: $.units[0].mounted.disordered_cohesion: 4, but 12.4 makes it 5");
  battle_error (HEAD "\"options\":{\"cavalry_disordered_side\":false},"
                "\"sides\":[{\"id\":\"a\",\"name\":\"A\"},{\"id\":\"b\",\"name\":\"B\"}]," REST
                "\"units\":[" CAV ("c1", "cb", "") "]}", "b.json: $.sides[0].army: missing");
  /* With a disordered side (the default) the rating must be given. */
  battle_error (HEAD SIDES REST "\"units\":[" CAV ("c1", "cb", "") "]}", "$.units[0].mounted.disordered_cohesion: missing");
  battle_error (HEAD "\"options\":{\"cavalry_disordered_sides\":false}," SIDES REST "\"units\":[]}",
                "b.json: $.options.cavalry_disordered_sides: not a battle option");
  battle_error (HEAD "\"sides\":[{\"id\":\"a\",\"name\":\"A\",\"army\":\"union\"},{\"id\":\"b\",\"name\":\"B\",\"army\":\"union\"}],"
                REST "\"units\":[]}", "both sides are 'union'");
}

/* 12.4 in the game: the calculators get the printed rating and lower it. */
static void
test_rule_12_4_game (Fixture *f, gconstpointer data)
{
  guint cav = unit (f, "radford-a");
  AdjCombatUnit c;
  AdjCohesionRoll r;
  acting (f, "csa-cavalry#1", "radford");
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, cav));
  adj_game_state_combat_unit (state (f), cav, &c);
  g_assert_true (c.disordered && c.disorder_marker);
  g_assert_cmpint (c.kind, ==, ADJ_COMBAT_MOUNTED_CAVALRY);
  g_assert_cmpint (c.army, ==, ADJ_ARMY_CONFEDERATE);
  g_assert_cmpint (c.cohesion, ==, 6);
  g_assert_cmpint (adj_combat_unit_cohesion (&c, NULL), ==, 5);
  th_advance_to (f->j, ADJ_STEP_RALLY);
  adj_game_state_rally_odds (state (f), cav, &r);
  g_assert_cmpint (r.cohesion, ==, 5);
  g_assert_cmpint (r.drop, ==, 1);
  g_assert_cmpint (adj_game_state_unit_rally_cohesion (state (f), cav), ==, 5);
  /* Rolled against 5: a 6 fails, a 5 rallies. */
  th_apply (f->j, adj_action_rally (cav, &(AdjRoll) { .value = 6 }, 0));
  g_assert_cmpint (adj_game_state_last_outcome (state (f)), ==, ADJ_OUTCOME_NOT_RALLIED);
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_length (f->j) - 1);
  g_assert_nonnull (strstr (line, "5"));

  /* The Cedar Creek sample's cavalry has a disordered side: its own rating, no marker. */
  g_autoptr (AdjBattle) cedar = th_load_sample ();
  g_autoptr (AdjJournal) j = adj_game_journal_new (cedar, NULL, NULL);
  th_play_to_activation (j, "union-cavalry#1");
  th_apply (j, adj_action_start (th_group (cedar, "union-cav-brigade")));
  th_apply (j, adj_action_unit (ADJ_ACTION_DISORDER, th_unit (cedar, "union-cav-a")));
  adj_game_state_combat_unit (adj_journal_get_state (j), th_unit (cedar, "union-cav-a"), &c);
  g_assert_false (c.disorder_marker);
  g_assert_cmpint (c.cohesion, ==, 6);
  g_assert_cmpint (adj_combat_unit_cohesion (&c, NULL), ==, 6);
}

/* 14.11: the original artillery halved and mapped; the range chart. */
static void
test_rule_14_11_artillery (Fixture *f, gconstpointer data)
{
  const AdjBattleUnit *field = adj_battle_get_unit (f->b, unit (f, "union-battery-1"));
  const AdjBattleUnit *light = adj_battle_get_unit (f->b, unit (f, "jackson-battery"));
  AdjCombatUnit c;
  g_assert_cmpint (field->printed_fire_strength, ==, 3);
  g_assert_cmpint (field->fire_strength, ==, 1);   /* 3 / 2 rounded down */
  g_assert_cmpint (field->range, ==, ADJ_RANGE_MEDIUM);
  g_assert_cmpint (light->range, ==, ADJ_RANGE_SHORT);
  adj_game_state_combat_unit (state (f), unit (f, "jackson-battery"), &c);
  g_assert_cmpint (c.strength, ==, 1);
  g_assert_cmpint (c.gun, ==, ADJ_GUN_SHORT);
  AdjChargeInput in = { 0 };
  adj_game_state_charge_context (state (f), &in);
  g_assert_cmpstr (in.range_chart, ==, "glory3-range-fredericksburg-chancellorsville");
  g_assert_true (in.refitted_glory1);
  g_assert_false (in.night);
  adj_charge_input_clear (&in);

  /* The saver writes what the file said. */
  json_object *canon = adj_battle_to_json (f->b);
  g_assert_nonnull (strstr (json_object_to_json_string_ext (canon, JSON_C_TO_STRING_PLAIN), "\"range\":\"field\",\"fire_strength\":3"));
  json_object_put (canon);
  /* Light and field only with the option; halving needs the refit. */
  battle_error (HEAD SIDES REST "\"units\":[{\"id\":\"g\",\"name\":\"G\",\"type\":\"artillery\",\"command\":\"ca\","
                "\"strength\":1,\"cohesion\":5,\"disordered_cohesion\":3,\"movement\":5,\"range\":\"light\",\"fire_strength\":2}]}",
                "$.units[0].range: 'light' is not S, M or L");
  battle_error (HEAD "\"options\":{\"original_glory1_artillery\":true}," SIDES REST "\"units\":[]}",
                "$.options.original_glory1_artillery: only for an original Glory battle");
}

/* To the first night turn (1800), with a unit withdrawn on the first turn. */
static void
to_night (Fixture *f, guint withdrawn)
{
  acting (f, "tyler#1", "sherman");
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, withdrawn));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, withdrawn));
  while (adj_game_state_get_turn (state (f)) < 4)
    th_finish_turn (f->j, TRUE);
  g_assert_true (adj_game_state_is_night (state (f)));
}

/* 14.11 at night: +2 to all DF, recovery as on a Night 2 turn, no Extended Movement. */
static void
test_rule_14_11_night (Fixture *f, gconstpointer data)
{
  guint u = unit (f, "sherman-a");
  to_night (f, u);

  AdjChargeInput in = { 0 };
  AdjDfResult df;
  GError *error = NULL;
  g_autofree char *dir = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "charts", NULL);
  g_autoptr (AdjCombatCharts) charts = adj_combat_charts_load (dir, NULL, &error);
  const char *json = "{\"attackers\":[{\"hex\":\"1009\",\"units\":[{\"type\":\"infantry\",\"strength\":5,\"cohesion\":6}]}],"
                     "\"defenders\":[{\"hex\":\"1010\",\"df\":[\"1009\"],\"units\":[{\"type\":\"infantry\",\"strength\":5,\"cohesion\":6}]}]}";
  g_assert_true (adj_charge_input_parse (json, strlen (json), "c.json", &in, &error));
  adj_game_state_charge_context (state (f), &in);
  g_assert_true (in.night);
  g_assert_true (adj_deffire_resolve (&in, charts, &df, &error));
  g_assert_no_error (error);
  const AdjModifier *m = adj_modifiers_find (df.shots[0].modifiers, "14.11");
  g_assert_nonnull (m);
  g_assert_cmpint (m->value, ==, 2);
  g_assert_cmpint (df.shots[0].drm, ==, 2);
  adj_df_result_clear (&df);
  adj_charge_input_clear (&in);

  /* Movement at night: no Extended Movement (14.11). */
  AdjMoveInfo mv;
  adj_game_state_unit_movement (state (f), unit (f, "sherman-b"), &mv);
  g_assert_false (mv.extended);
  g_assert_cmpstr (mv.rule, ==, "14.11");
  g_assert_cmpint (mv.extended_movement, ==, 6);

  /* Recovery on a night turn that is not Night 2: allowed, and a failure waits. */
  th_finish_turn (f->j, FALSE);
  g_assert_cmpint (adj_game_state_get_phase (state (f)), ==, ADJ_PHASE_RECOVERY);
  g_assert_true (adj_game_state_recovery_as_night2 (state (f)));
  AdjPrompt p;
  adj_game_state_prompt (state (f), &p);
  g_assert_cmpstr (p.rule, ==, "3.D, 11.6, 14.11");
  g_assert_nonnull (strstr (p.text, "roll for the units in the Recovery Box"));
  AdjCohesionRoll odds;
  adj_game_state_recovery_odds (state (f), u, &odds);
  g_assert_cmpint (odds.cohesion, ==, 4);
  g_assert_false (odds.failure_eliminates);
  g_assert_cmpstr (odds.failure_rule, ==, "14.11");
  th_apply (f->j, adj_action_recover (u, adj_roll_typed (9)));
  g_assert_cmpint (adj_game_state_last_outcome (state (f)), ==, ADJ_OUTCOME_RECOVERY_WAITS);
  g_assert_cmpint (adj_game_state_unit_status (state (f), u), ==, ADJ_UNIT_RECOVERY);
}

/* Without 14.11 a night turn that is not Night 2 has no recovery (13). */
static void
test_rule_13_recovery_without_refit (void)
{
  g_autofree char *json = th_synthetic_battle_json (1, 1, 2, 3);
  g_autoptr (AdjBattle) b = th_battle (json);
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  th_finish_turn (j, TRUE);                 /* T1 is a night turn */
  th_finish_turn (j, FALSE);
  g_assert_true (adj_game_state_is_night (adj_journal_get_state (j)));
  g_assert_false (adj_game_state_recovery_as_night2 (adj_journal_get_state (j)));
}

/* 14.31: no Combined Activation at all, citing the rule. */
static void
test_rule_14_31 (Fixture *f, gconstpointer data)
{
  th_play_to_activation (f->j, "johnston#1");
  guint groups[] = { th_group (f->b, "jackson"), th_group (f->b, "bee") };
  th_refused (f->j, adj_action_combine (groups, 2, adj_roll_typed (9), ADJ_FACT_IN_RANGE), "(14.31)");
  g_assert_false (adj_battle_group_can_combine (f->b, th_group (f->b, "jackson")));
}

/* 14.32: the Beauregard AM activates the brigades the battle lists; the
 * journal line names the rule. */
static void
test_rule_14_32 (Fixture *f, gconstpointer data)
{
  th_play_to_activation (f->j, "beauregard#1");
  g_autoptr (GArray) groups = adj_game_state_activated_groups (state (f));
  const char *expect[] = { "cocke", "early", "evans", "kbbh-1", "kbbh-2" };
  g_assert_cmpuint (groups->len, ==, G_N_ELEMENTS (expect));
  for (guint i = 0; i < groups->len; i++)
    g_assert_cmpstr (adj_battle_get_group (f->b, g_array_index (groups, guint, i))->id, ==, expect[i]);
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_length (f->j) - 1);
  g_assert_cmpstr (line, ==, "Beauregard #1 drawn (3.C.1), an AM of battle rule 14.32");
}

/* 14.34: the KBBH brigades are independent, always in command, never combine. */
static void
test_rule_14_34 (Fixture *f, gconstpointer data)
{
  guint k1 = th_group (f->b, "kbbh-1"), k2 = th_group (f->b, "kbbh-2");
  g_assert_cmpint (adj_battle_get_group (f->b, k1)->leader, ==, -1);
  g_assert_true (adj_battle_get_unit (f->b, unit (f, "kbbh-a"))->always_in_command);
  g_assert_true (adj_battle_get_unit (f->b, unit (f, "radford-b"))->always_in_command);
  /* Both Radford units are one brigade: one group. */
  g_assert_cmpuint (adj_battle_get_unit (f->b, unit (f, "radford-a"))->group, ==,
                    adj_battle_get_unit (f->b, unit (f, "radford-b"))->group);
  /* Names on screen, never ids: a brigade of one unit is the unit; the
   * command's only brigade is the command; a leader's group the leader. */
  guint radford = adj_battle_get_unit (f->b, unit (f, "radford-a"))->group;
  g_assert_cmpstr (adj_battle_get_group (f->b, k1)->name, ==, "KBBH brigade 1 (invented)");
  g_assert_cmpstr (adj_battle_get_group (f->b, radford)->name, ==, "Confederate cavalry");
  g_assert_cmpstr (adj_battle_get_group (f->b, th_group (f->b, "jackson"))->name, ==, "Jackson");
  g_autofree char *am = adj_battle_am_title (f->b, th_am (f->b, "beauregard#2"));
  g_assert_cmpstr (am, ==, "Beauregard #2");
  th_play_to_activation (f->j, "beauregard#1");
  guint groups[] = { k1, k2 };
  th_refused (f->j, adj_action_combine (groups, 2, adj_roll_typed (9), ADJ_FACT_IN_RANGE), "never combines (14.34");
  th_apply (f->j, adj_action_start (k2));
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_length (f->j) - 1);
  g_assert_cmpstr (line, ==, "KBBH brigade 2 (invented) acts (4.24)");
}

/* 14.35: the third Jackson AM only when the players choose it. */
static void
test_rule_14_35 (void)
{
  g_autoptr (AdjBattle) b = load_shipped ("sample-first-manassas.json");
  const char *chosen[] = { "jackson-third", NULL };
  AdjGameOptions with = { .optional_markers = (char **) chosen };
  g_autoptr (AdjJournal) without_it = adj_game_journal_new (b, NULL, NULL);
  g_autoptr (AdjJournal) with_it = adj_game_journal_new (b, &with, NULL);
  guint am = th_am (b, "jackson-third#1");
  g_assert_false (adj_game_state_marker_enabled (adj_journal_get_state (without_it), adj_battle_get_am (b, am)->marker));
  g_assert_true (adj_game_state_marker_enabled (adj_journal_get_state (with_it), adj_battle_get_am (b, am)->marker));
  th_play_to_activation (with_it, "jackson-third#1");
  g_autoptr (GArray) groups = adj_game_state_activated_groups (adj_journal_get_state (with_it));
  g_assert_cmpuint (groups->len, ==, 1);
  g_assert_cmpstr (adj_battle_get_group (b, g_array_index (groups, guint, 0))->id, ==, "jackson");
}

/* 14.36: the Withdrawn Box counts for the routed-units VP. */
static void
test_rule_14_36 (Fixture *f, gconstpointer data)
{
  g_assert_cmpint (adj_game_state_routed_count (state (f), 0), ==, 0);
  acting (f, "tyler#1", "sherman");
  th_apply (f->j, adj_action_unit (ADJ_ACTION_WITHDRAW, unit (f, "sherman-a")));
  g_assert_cmpint (adj_game_state_routed_count (state (f), 0), ==, 1);
  g_assert_cmpint (adj_game_state_routed_count (state (f), 1), ==, 0);
  json_object *summary = adj_game_state_summary (state (f));
  json_object *routed = NULL, *n = NULL;
  g_assert_true (json_object_object_get_ex (summary, "routed_vp_units", &routed));
  g_assert_true (json_object_object_get_ex (routed, "union", &n));
  g_assert_cmpint (json_object_get_int (n), ==, 1);
  json_object_put (summary);
  /* Once in the Recovery Box they no longer count. */
  th_finish_turn (f->j, TRUE);
  g_assert_cmpint (adj_game_state_routed_count (state (f), 0), ==, 0);

  /* A battle without the rule: no count, and nothing new in its summary. */
  g_autoptr (AdjBattle) cedar = th_load_sample ();
  g_autoptr (AdjJournal) j = adj_game_journal_new (cedar, NULL, NULL);
  g_assert_cmpint (adj_game_state_routed_count (adj_journal_get_state (j), 0), ==, -1);
  summary = adj_game_state_summary (adj_journal_get_state (j));
  g_assert_false (json_object_object_get_ex (summary, "routed_vp_units", NULL));
  json_object_put (summary);
}

static const AdjMoveInfo *
find_move (const AdjMovement *m, gboolean leader, guint index)
{
  for (guint i = 0; i < m->moves->len; i++)
    {
      const AdjMoveInfo *x = &g_array_index (m->moves, AdjMoveInfo, i);
      if (x->leader == leader && x->index == index)
        return x;
    }
  g_error ("no movement for %s %u", leader ? "leader" : "unit", index);
}

/* 6.13: the acting units' MA, whether Extended Movement is allowed, and its bonus. */
static void
test_rule_6_13 (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjJournal) j = adj_game_journal_new (b, NULL, NULL);
  AdjMovement m;

  th_play_to_activation (j, "vi-corps#1");
  th_apply (j, adj_action_start (th_group (b, "getty")));
  th_apply (j, adj_action_unit (ADJ_ACTION_DISORDER, th_unit (b, "getty-b")));
  th_apply (j, adj_action_fire (th_unit (b, "getty-arty"), ADJ_FIRE_ACTIVATION, -1));
  th_advance_to (j, ADJ_STEP_MOVEMENT);
  adj_game_state_movement (adj_journal_get_state (j), &m);
  g_assert_false (m.night);
  g_assert_cmpuint (m.moves->len, ==, 4);  /* Getty's three units and Getty */
  const AdjMoveInfo *a = find_move (&m, FALSE, th_unit (b, "getty-a"));
  g_assert_true (a->extended);
  g_assert_cmpint (a->extended_bonus, ==, 2);
  g_assert_cmpint (a->movement, ==, 6);
  g_assert_cmpint (a->extended_movement, ==, 8);
  const AdjMoveInfo *dis = find_move (&m, FALSE, th_unit (b, "getty-b"));
  g_assert_false (dis->extended);
  g_assert_cmpstr (dis->rule, ==, "11.12");
  const AdjMoveInfo *gun = find_move (&m, FALSE, th_unit (b, "getty-arty"));
  g_assert_false (gun->may_move);
  g_assert_cmpstr (gun->rule, ==, "6.31");
  const AdjMoveInfo *getty = find_move (&m, TRUE, (guint) adj_battle_find_leader (b, "getty"));
  g_assert_true (getty->extended);
  g_assert_cmpint (getty->extended_bonus, ==, 4);
  g_assert_cmpint (getty->extended_movement, ==, 12);
  g_assert_cmpuint (m.notes->len, ==, 1);
  adj_movement_clear (&m);

  /* Each kind's bonus, on units not acting. */
  AdjMoveInfo x;
  const AdjGameState *s = adj_journal_get_state (j);
  adj_game_state_unit_movement (s, th_unit (b, "ricketts-b"), &x);
  g_assert_cmpint (x.extended_bonus, ==, 2);
  adj_game_state_unit_movement (s, th_unit (b, "union-cav-a"), &x);  /* mounted */
  g_assert_true (x.extended);
  g_assert_cmpint (x.extended_bonus, ==, 4);
  g_assert_cmpint (x.extended_movement, ==, 14);
  adj_game_state_unit_movement (s, th_unit (b, "csa-b-arty"), &x);   /* horse artillery */
  g_assert_cmpint (x.extended_bonus, ==, 4);
  g_assert_cmpint (adj_extended_bonus (ADJ_COMBAT_ARTILLERY), ==, 3);
  g_assert_cmpint (adj_extended_bonus (ADJ_COMBAT_DISMOUNTED_CAVALRY), ==, 0);

  /* Dismounted cavalry: none (6.13, 12.3). */
  th_apply (j, adj_action_finish ());
  th_finish_turn (j, TRUE);
  th_play_to_activation (j, "union-cavalry#1");
  th_apply (j, adj_action_start (th_group (b, "union-cav-brigade")));
  th_advance_to (j, ADJ_STEP_MOVEMENT);
  th_apply (j, adj_action_mount (th_unit (b, "union-cav-a"), FALSE, 0));
  adj_game_state_unit_movement (adj_journal_get_state (j), th_unit (b, "union-cav-a"), &x);
  g_assert_false (x.extended);
  g_assert_cmpstr (x.rule, ==, "6.13");
  g_assert_cmpint (x.movement, ==, 5);

  /* Night in a Glory III battle: Extended Movement stays, +1 MP next to the enemy (13). */
  while (!adj_game_state_is_night (adj_journal_get_state (j)))
    th_finish_turn (j, TRUE);
  th_play_to_activation (j, "vi-corps#1");
  th_apply (j, adj_action_start (th_group (b, "ricketts")));
  adj_game_state_movement (adj_journal_get_state (j), &m);
  g_assert_true (m.night);
  g_assert_true (find_move (&m, FALSE, th_unit (b, "ricketts-a"))->extended);
  g_assert_cmpuint (m.notes->len, ==, 2);
  g_assert_cmpstr (g_array_index (m.notes, AdjCombatNote, 1).rule, ==, "13");
  adj_movement_clear (&m);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle-rules/options", test_options_loaded);
  g_test_add_func ("/battle-rules/rule-12.4/battle", test_rule_12_4_battle);
  g_test_add ("/battle-rules/rule-12.4/game", Fixture, NULL, setup, test_rule_12_4_game, teardown);
  g_test_add ("/battle-rules/rule-14.11/artillery", Fixture, NULL, setup, test_rule_14_11_artillery, teardown);
  g_test_add ("/battle-rules/rule-14.11/night", Fixture, NULL, setup, test_rule_14_11_night, teardown);
  g_test_add_func ("/battle-rules/rule-13/no-recovery-at-night", test_rule_13_recovery_without_refit);
  g_test_add ("/battle-rules/rule-14.31", Fixture, NULL, setup, test_rule_14_31, teardown);
  g_test_add ("/battle-rules/rule-14.32", Fixture, NULL, setup, test_rule_14_32, teardown);
  g_test_add ("/battle-rules/rule-14.34", Fixture, NULL, setup, test_rule_14_34, teardown);
  g_test_add_func ("/battle-rules/rule-14.35", test_rule_14_35);
  g_test_add ("/battle-rules/rule-14.36", Fixture, NULL, setup, test_rule_14_36, teardown);
  g_test_add_func ("/battle-rules/rule-6.13", test_rule_6_13);
  return g_test_run ();
}
