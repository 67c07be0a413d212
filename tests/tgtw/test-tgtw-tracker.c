/* The tracker's rules one at a time on small scenarios: initiative
 * re-rolls and the order of sectors (4.0), a wounded leader's return (9.0),
 * replacements, engagement, routs off the map, the optional rules off,
 * pending checks, virtual dice and the moves' JSON. */
#include <string.h>

#include "tgtw-test.h"

/* One sector, two leaders with the same bonus; a skirmisher and a unit
 * with a javelin. */
#define ONE_SECTOR \
  "{\"format\":\"adjutant-tgtw-scenario\",\"version\":1,\"id\":\"one\",\"title\":\"One sector\"," \
  "\"sectors\":[{\"id\":\"center\",\"name\":\"Centre\"}],\"morale_classes\":{\"A\":7,\"B\":5}," \
  "\"armies\":[{\"id\":\"n\",\"name\":\"North\",\"rout_level\":30,\"tactical_points\":3,\"leaders\":[" \
  "{\"id\":\"n1\",\"name\":\"North General\",\"sector\":\"center\",\"stars\":2,\"initiative\":2,\"mct2_shift\":1,\"dice\":1}," \
  "{\"id\":\"n2\",\"name\":\"North Deputy\",\"sector\":\"center\",\"stars\":0,\"initiative\":0,\"mct2_shift\":0,\"dice\":1,\"replacement\":true}]," \
  "\"units\":[{\"id\":\"n-hi\",\"name\":\"North Phalanx\",\"type\":\"HI\",\"strength\":6,\"morale\":\"A\",\"sector\":\"center\"}," \
  "{\"id\":\"n-sk\",\"name\":\"North Slingers\",\"type\":\"SK\",\"strength\":2,\"morale\":\"B\",\"sector\":\"center\",\"weapon\":\"sling\"}]}," \
  "{\"id\":\"s\",\"name\":\"South\",\"rout_level\":5,\"leaders\":[" \
  "{\"id\":\"s1\",\"name\":\"South General\",\"sector\":\"center\",\"stars\":1,\"initiative\":2,\"mct2_shift\":0,\"dice\":2}]," \
  "\"units\":[{\"id\":\"s-mi\",\"name\":\"South Spears\",\"type\":\"MI\",\"strength\":4,\"morale\":\"A\",\"sector\":\"center\"}," \
  "{\"id\":\"s-li\",\"name\":\"South Javelins\",\"type\":\"LI\",\"strength\":3,\"morale\":\"B\",\"sector\":\"center\",\"weapon\":\"javelin\"}]}]}"

typedef struct {
  AdjTgtwScenario *sc;
  AdjJournal *j;
} Fx;

static void
setup (Fx *f, gconstpointer options)
{
  GError *error = NULL;
  f->sc = tt_scenario (ONE_SECTOR);
  json_object *o = options ? json_tokener_parse (options) : NULL;
  f->j = adj_journal_new (&adj_tgtw_ruleset, f->sc, o, NULL, &error);
  g_assert_no_error (error);
  json_object_put (o);
}

static void
teardown (Fx *f, gconstpointer data)
{
  adj_journal_free (f->j);
  adj_tgtw_scenario_unref (f->sc);
}

#define U(id) tt_unit (f->sc, id)
#define L(id) tt_leader (f->sc, id)
#define STATUS(id) adj_tgtw_state_unit_status (tt_state (f->j), (guint) U (id))

/* On to @phase; through a Rally and Morale phase that still owes, by the
 * players' choice (these tests are about other rules). */
static void
step_on (Fx *f)
{
  gboolean owes = adj_tgtw_move_expected (tt_state (f->j), ADJ_TGTW_MOVE_OVERRULE);
  tt_apply (f->j, owes ? adj_tgtw_move_overrule () : adj_tgtw_move_next ());
}

static void
next_to (Fx *f, AdjTgtwPhase phase)
{
  if (adj_tgtw_state_get_phase (tt_state (f->j)) == phase)
    step_on (f);
  while (adj_tgtw_state_get_phase (tt_state (f->j)) != phase)
    step_on (f);
}

/* Initiative won by North with a 9 against South's 1, North first. */
static void
start_turn (Fx *f)
{
  tt_apply (f->j, adj_tgtw_move_initiative (0, 9, 1));
  tt_apply (f->j, adj_tgtw_move_first (0, 0));
}

/* 4.0: equal totals with equal bonuses roll again; the journal says so. */
static void
test_reroll (Fx *f, gconstpointer data)
{
  AdjTgtwSectorStanding st;
  tt_apply (f->j, adj_tgtw_move_initiative (0, 4, 4));
  adj_tgtw_state_sector (tt_state (f->j), 0, &st);
  g_assert_false (st.decided);
  g_assert_cmpint (st.rerolls, ==, 1);
  g_assert_cmpint (adj_tgtw_state_init_step (tt_state (f->j)), ==, ADJ_TGTW_INIT_ROLLS);
  g_autofree char *line = adj_journal_describe (f->j, 0);
  g_assert_nonnull (strstr (line, "a tie with equal bonuses, both roll again (4.0)"));
  tt_refused (f->j, adj_tgtw_move_first (0, 0), "has no winner waiting");
  tt_apply (f->j, adj_tgtw_move_initiative (0, 2, 3));
  adj_tgtw_state_sector (tt_state (f->j), 0, &st);
  g_assert_true (st.decided);
  g_assert_cmpint (st.winner, ==, 1);
  g_assert_cmpint (st.position, ==, 0);
  AdjStepPrompt p;
  adj_tgtw_ruleset.state_prompt (tt_state (f->j), &p);
  g_assert_cmpstr (p.rule, ==, "3.0");
  g_assert_cmpint (p.side, ==, 1);
  /* Without cards the Initiative phase ends once the winner has chosen. */
  tt_apply (f->j, adj_tgtw_move_first (0, 1));
  g_assert_cmpint (adj_tgtw_state_init_step (tt_state (f->j)), ==, ADJ_TGTW_INIT_DONE);
  tt_refused (f->j, adj_tgtw_move_cards (0, (int[]) { 1, 0, 0 }), "11.0: tactical cards are not in use");
  tt_apply (f->j, adj_tgtw_move_next ());
  g_assert_cmpint (adj_tgtw_state_get_phase (tt_state (f->j)), ==, ADJ_TGTW_PHASE_MISSILE_1);
}

/* 9.0: wounded on turn 1, the leader is out for turns 2, 3 and 4 and is
 * back for the Initiative phase of turn 5, with his bonus. */
static void
test_wounded_returns (Fx *f, gconstpointer data)
{
  int n1 = L ("n1");
  start_turn (f);
  next_to (f, ADJ_TGTW_PHASE_ACTION);
  /* North Phalanx 6 against South Spears 4 (A against A): 3-2, 1-1: B,
   * the General's shift: C; a 1: D/-. The general stacked with the
   * phalanx rolls on D: 7 wounds. */
  int faces[] = { 1 };
  AdjTgtwMove *m = adj_tgtw_move_melee ((guint) U ("n-hi"), (guint) U ("s-mi"), n1, faces, 1);
  adj_tgtw_move_set_items (m, &n1, NULL, 1);
  tt_apply (f->j, m);
  g_assert_cmpint (STATUS ("n-hi"), ==, ADJ_TGTW_DISORDERED);
  g_assert_cmpuint (adj_tgtw_state_n_pending (tt_state (f->j)), ==, 1);
  g_assert_cmpint (adj_tgtw_state_pending (tt_state (f->j), 0)->column, ==, ADJ_TGTW_CASUALTY_D);
  tt_refused (f->j, adj_tgtw_move_next (), "8.0, 9.0: first the morale checks");
  AdjStepPrompt p;
  adj_tgtw_ruleset.state_prompt (tt_state (f->j), &p);
  g_assert_cmpstr (p.rule, ==, "9.0");
  g_assert_cmpint (p.side, ==, 0);
  tt_apply (f->j, adj_tgtw_move_casualty ((guint) n1, 7));
  g_assert_cmpint (adj_tgtw_state_leader_status (tt_state (f->j), (guint) n1), ==, ADJ_TGTW_LEADER_WOUNDED);
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_cursor (f->j) - 1);
  g_assert_cmpstr (line, ==, "North General rolls 7: wounded, back on turn 5 (9.0)");
  /* 10.0: a wounded 2-star leader costs 2 x 2, while he is out. */
  AdjTgtwTally t;
  adj_tgtw_state_tally (tt_state (f->j), 0, -1, &t);
  g_assert_cmpint (t.leaders, ==, 4);
  for (int turn = 2; turn <= 5; turn++)
    {
      next_to (f, ADJ_TGTW_PHASE_INITIATIVE);
      g_assert_cmpint (adj_tgtw_state_get_turn (tt_state (f->j)), ==, turn);
      AdjTgtwLeaderStatus expect = turn < 5 ? ADJ_TGTW_LEADER_WOUNDED : ADJ_TGTW_LEADER_ACTIVE;
      g_assert_cmpint (adj_tgtw_state_leader_status (tt_state (f->j), (guint) n1), ==, expect);
      g_assert_cmpint (adj_tgtw_state_active_leader (tt_state (f->j), 0, 0), ==, turn < 5 ? -1 : n1);
      start_turn (f);
      AdjTgtwSectorStanding st;
      adj_tgtw_state_sector (tt_state (f->j), 0, &st);
      g_assert_cmpint (st.bonus[0], ==, turn < 5 ? 0 : 2);
    }
  g_autofree char *back = adj_journal_describe (f->j, adj_journal_get_cursor (f->j) - 3);
  g_assert_nonnull (strstr (back, "North General returns (9.0)"));
}

/* 9.0: North's phalanx attacks with @leader stacked on it, a 1 gives it a
 * D, and the leader's 10 kills him (one step). */
static void
killed_in_melee (Fx *f, int leader)
{
  int faces[] = { 1 };
  AdjTgtwMove *m = adj_tgtw_move_melee ((guint) U ("n-hi"), (guint) U ("s-mi"), leader, faces, 1);
  adj_tgtw_move_set_items (m, &leader, NULL, 1);
  AdjTgtwMove *group[] = { m, adj_tgtw_move_casualty ((guint) leader, 10) };
  tt_apply_group (f->j, group, 2);
  g_assert_cmpint (adj_tgtw_state_leader_status (tt_state (f->j), (guint) leader), ==, ADJ_TGTW_LEADER_KILLED);
}

/* 9.0: a killed leader may be replaced by the scenario's replacement,
 * who takes his sector; the dead still count (10.0: 5 x 2). */
static void
test_replacement (Fx *f, gconstpointer data)
{
  int n1 = L ("n1"), n2 = L ("n2");
  start_turn (f);
  tt_refused (f->j, adj_tgtw_move_replace ((guint) n2, (guint) n1), "is not a captured or killed leader");
  next_to (f, ADJ_TGTW_PHASE_ACTION);
  killed_in_melee (f, n1);
  g_assert_cmpint (adj_tgtw_state_active_leader (tt_state (f->j), 0, 0), ==, -1);
  tt_refused (f->j, adj_tgtw_move_replace ((guint) n1, (guint) n2), "is not a replacement leader");
  tt_apply (f->j, adj_tgtw_move_replace ((guint) n2, (guint) n1));
  g_assert_cmpint (adj_tgtw_state_active_leader (tt_state (f->j), 0, 0), ==, n2);
  tt_refused (f->j, adj_tgtw_move_replace ((guint) n2, (guint) n1), "is not a replacement leader");
  AdjTgtwTally t;
  adj_tgtw_state_tally (tt_state (f->j), 0, -1, &t);
  g_assert_cmpint (t.leaders, ==, 10);
}

/* Whether the legal-moves query offers @army's leader @id for a 9.0 replacement. */
static gboolean
replace_offered (Fx *f, int army, const char *id)
{
  g_autoptr (GPtrArray) legal = adj_tgtw_ruleset.state_legal (tt_state (f->j));
  for (guint i = 0; i < legal->len; i++)
    {
      const AdjStepItem *it = legal->pdata[i];
      if (g_str_equal (it->kind, "replace") && it->side == army)
        for (guint u = 0; u < it->units->len; u++)
          if (g_str_equal (it->units->pdata[u], id))
            return TRUE;
    }
  return FALSE;
}

/* 9.0, ruling 23: when the scenario's replacements are used up (North) or
 * it lists none (South), a lost leader may be replaced by a 0-star leader,
 * once, in his own place only; he counts as a 0-star leader (10.0). */
static void
test_zero_star_replacement (Fx *f, gconstpointer data)
{
  int n1 = L ("n1"), n2 = L ("n2"), z1 = L ("n1+0"), s1 = L ("s1"), zs = L ("s1+0");
  g_assert_cmpint (z1, >=, 0);
  g_assert_cmpint (zs, >=, 0);
  const AdjTgtwLeader *zl = adj_tgtw_scenario_leader (f->sc, (guint) zs);
  g_assert_cmpint (zl->stars, ==, 0);
  g_assert_cmpint (zl->initiative, ==, 0);
  g_assert_cmpint (zl->mct2_shift, ==, 0);
  g_assert_false (zl->rally);
  g_assert_cmpstr (zl->name, ==, "South General’s 0-star replacement");
  /* Never written back: the scenario's text holds only what it lists. */
  json_object *o = adj_tgtw_scenario_to_json (f->sc);
  g_assert_null (strstr (json_object_to_json_string (o), "+0"));
  json_object_put (o);
  /* In reserve, nobody sees them. */
  json_object *sum = adj_tgtw_ruleset.state_summary (tt_state (f->j));
  g_assert_null (strstr (json_object_to_json_string (sum), "+0"));
  json_object_put (sum);

  start_turn (f);
  tt_refused (f->j, adj_tgtw_move_replace ((guint) zs, (guint) s1), "is not a captured or killed leader");
  next_to (f, ADJ_TGTW_PHASE_ACTION);
  killed_in_melee (f, n1);
  /* North still has the scenario's own replacement: he comes first. */
  g_assert_true (replace_offered (f, 0, "n2"));
  g_assert_false (replace_offered (f, 0, "n1+0"));
  g_assert_cmpint (adj_tgtw_state_stand_in (tt_state (f->j), (guint) n1), ==, -1);
  tt_refused (f->j, adj_tgtw_move_replace ((guint) z1, (guint) n1), "the scenario's replacement leaders come first");
  tt_apply (f->j, adj_tgtw_move_replace ((guint) n2, (guint) n1));
  /* n1 is replaced: his 0-star may not come in as well. */
  tt_refused (f->j, adj_tgtw_move_replace ((guint) z1, (guint) n1), "without a replacement");
  g_assert_false (replace_offered (f, 0, "n1+0"));

  /* The deputy killed in turn: only his own stand-in may take his place. */
  next_to (f, ADJ_TGTW_PHASE_RALLY);
  int phalanx = U ("n-hi");
  tt_apply (f->j, adj_tgtw_move_rally (&phalanx, 1));
  next_to (f, ADJ_TGTW_PHASE_INITIATIVE);
  start_turn (f);
  next_to (f, ADJ_TGTW_PHASE_ACTION);
  killed_in_melee (f, n2);
  tt_refused (f->j, adj_tgtw_move_replace ((guint) zs, (guint) n2), "not a replacement leader of that army");
  tt_refused (f->j, adj_tgtw_move_replace ((guint) z1, (guint) n2), "may only take North General’s place");
  int zn2 = L ("n2+0");
  g_assert_true (replace_offered (f, 0, "n2+0"));
  g_assert_cmpint (adj_tgtw_state_stand_in (tt_state (f->j), (guint) n2), ==, zn2);
  tt_apply (f->j, adj_tgtw_move_replace ((guint) zn2, (guint) n2));
  g_assert_cmpint (adj_tgtw_state_active_leader (tt_state (f->j), 0, 0), ==, zn2);
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_cursor (f->j) - 1);
  g_assert_cmpstr (line, ==, "North Deputy’s 0-star replacement takes the place of North Deputy (9.0)");
  tt_refused (f->j, adj_tgtw_move_replace ((guint) zn2, (guint) n2), "is not a replacement leader");
  /* 10.0: the General 5 x 2 and the Deputy, a 0-star leader, 4. */
  AdjTgtwTally t;
  adj_tgtw_state_tally (tt_state (f->j), 0, -1, &t);
  g_assert_cmpint (t.leaders, ==, 14);
  /* The moves are saved by ids ("n2+0") and read back to the same game. */
  GError *error = NULL;
  json_object *save = adj_savegame_to_json (f->j, TRUE);
  const char *text = json_object_to_json_string_ext (save, JSON_C_TO_STRING_PLAIN);
  g_assert_nonnull (strstr (text, "\"n2+0\""));
  AdjJournal *k = adj_savegame_load_data (text, strlen (text), "game.json", adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (adj_journal_get_length (k), ==, adj_journal_get_length (f->j));
  g_assert_true (adj_tgtw_state_equal (tt_state (k), tt_state (f->j)));
  adj_journal_free (k);
  json_object_put (save);
}

/* 7.0 R and 8.0: a rout, a routed unit off the map, a skirmisher in melee
 * (5.0). */
static void
test_rout (Fx *f, gconstpointer data)
{
  start_turn (f);
  next_to (f, ADJ_TGTW_PHASE_ACTION);
  /* North Phalanx against South Spears: C with the General; a 5 is D/R
   * on C... use column B without him: 6 : 4 is 3-2, 7 : 7 is 1-1: B; a 4
   * is D/R. South's check: A (7) with a 9 fails, it routs. */
  int four[] = { 4 };
  AdjTgtwMove *group[] = { adj_tgtw_move_melee ((guint) U ("n-hi"), (guint) U ("s-mi"), -1, four, 1),
                           adj_tgtw_move_morale ((guint) U ("s-mi"), -1, 9) };
  tt_apply_group (f->j, group, 2);
  g_assert_cmpint (STATUS ("s-mi"), ==, ADJ_TGTW_ROUTED);
  g_assert_cmpint (STATUS ("n-hi"), ==, ADJ_TGTW_DISORDERED);
  /* 8.0: a routed unit reaching its edge is eliminated; only a routed one. */
  tt_refused (f->j, adj_tgtw_move_unit (ADJ_TGTW_MOVE_OFF_MAP, (guint) U ("s-li")), "only a routed unit");
  tt_apply (f->j, adj_tgtw_move_unit (ADJ_TGTW_MOVE_OFF_MAP, (guint) U ("s-mi")));
  g_assert_cmpint (STATUS ("s-mi"), ==, ADJ_TGTW_ELIMINATED);
  tt_refused (f->j, adj_tgtw_move_unit (ADJ_TGTW_MOVE_DISORDER, (guint) U ("n-hi")), "is not ordered");
  tt_apply (f->j, adj_tgtw_move_next ());
  /* South acts: Javelins 3 (B 5) against the disordered slingers? No:
   * against North Slingers, ordered: 3 : 2 is 3-2, 5 : 5 is 1-1: B; the
   * General's two dice 4+4: 8, -/R; a skirmisher against infantry goes (5.0). */
  int s1 = L ("s1");
  int eight[] = { 4, 4 };
  tt_apply (f->j, adj_tgtw_move_melee ((guint) U ("s-li"), (guint) U ("n-sk"), s1, eight, 2));
  g_assert_cmpint (STATUS ("n-sk"), ==, ADJ_TGTW_ELIMINATED);
  next_to (f, ADJ_TGTW_PHASE_INITIATIVE);
  start_turn (f);
  next_to (f, ADJ_TGTW_PHASE_ACTION);
  tt_refused (f->j, adj_tgtw_move_melee ((guint) U ("n-hi"), (guint) U ("s-li"), -1, four, 1), "is disordered");
}

/* The units an owed item names, joined with commas. */
static char *
item_units (const AdjStepItem *item)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < item->units->len; i++)
    g_string_append_printf (out, "%s%s", i ? "," : "", (const char *) g_ptr_array_index (item->units, i));
  return g_string_free (out, FALSE);
}

/* North's phalanx attacks South's spears: 1 on a d6 at 6 : 4 (3-2, 7 : 7
 * is 1-1: B) is R/-: the spears check morale, a 9 on A (7) fails and
 * they rout; the phalanx stays ordered. Then the slingers are disordered
 * by the rout. */
static void
rally_phase_with_debts (Fx *f)
{
  start_turn (f);
  next_to (f, ADJ_TGTW_PHASE_ACTION);
  tt_apply (f->j, adj_tgtw_move_unit (ADJ_TGTW_MOVE_DISORDER, (guint) U ("n-sk")));
  tt_apply (f->j, adj_tgtw_move_unit (ADJ_TGTW_MOVE_DISORDER, (guint) U ("s-li")));
  while (adj_tgtw_state_get_phase (tt_state (f->j)) != ADJ_TGTW_PHASE_RALLY)
    tt_apply (f->j, adj_tgtw_move_next ());
}

/* 3.0 phase 4, 8.0: the Rally and Morale phase owes each disordered
 * unit's rally (or check) and each routed unit's check; Next is refused
 * with the rule until they are done, the owed list names them with their
 * rule and army, and the players may overrule: a move of its own that
 * the journal shows. */
static void
test_rally_owed (Fx *f, gconstpointer data)
{
  rally_phase_with_debts (f);
  const AdjTgtwState *s = tt_state (f->j);
  g_autoptr (GPtrArray) owed = adj_tgtw_ruleset.state_owed (s);
  g_assert_cmpuint (owed->len, ==, 2);
  const AdjStepItem *north = g_ptr_array_index (owed, 0), *south = g_ptr_array_index (owed, 1);
  g_assert_cmpstr (north->kind, ==, "rally");
  g_assert_cmpstr (north->rule, ==, "3.0");
  g_assert_cmpint (north->side, ==, 0);
  g_autofree char *nu = item_units (north);
  g_assert_cmpstr (nu, ==, "n-sk");
  g_assert_cmpint (south->side, ==, 1);
  g_autofree char *su = item_units (south);
  g_assert_cmpstr (su, ==, "s-li");
  tt_refused (f->j, adj_tgtw_move_next (), "3.0, 8.0: the Rally and Morale phase ends when every disordered unit");
  tt_refused (f->j, adj_tgtw_move_next (), "North Slingers, South Javelins");
  /* The legal moves: each army's rally and checks, and the overrule. */
  g_autoptr (GPtrArray) legal = adj_tgtw_ruleset.state_legal (s);
  gboolean rally = FALSE, overrule = FALSE, next = FALSE;
  for (guint i = 0; i < legal->len; i++)
    {
      const AdjStepItem *item = g_ptr_array_index (legal, i);
      rally |= g_strcmp0 (item->kind, "rally") == 0;
      overrule |= g_strcmp0 (item->kind, "overrule") == 0;
      next |= g_strcmp0 (item->kind, "next") == 0;
    }
  g_assert_true (rally && overrule && !next);
  /* The slingers rally; the javelins stay: the players go on anyway. */
  int sk = U ("n-sk");
  tt_apply (f->j, adj_tgtw_move_rally (&sk, 1));
  tt_refused (f->j, adj_tgtw_move_next (), "still to do: South Javelins");
  tt_apply (f->j, adj_tgtw_move_overrule ());
  g_assert_cmpint (adj_tgtw_state_get_phase (tt_state (f->j)), ==, ADJ_TGTW_PHASE_MISSILE_2);
  g_assert_cmpint (STATUS ("s-li"), ==, ADJ_TGTW_DISORDERED);
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_cursor (f->j) - 1);
  g_assert_cmpstr (line, ==, "Rally and Morale phase ended with South Javelins still disordered, by the players' "
                             "choice (3.0, 8.0)");
  /* Nothing owed: no overrule. */
  tt_refused (f->j, adj_tgtw_move_overrule (), "owes nothing the players could overrule");
  /* Once all is done, Next goes on. */
  g_autoptr (GPtrArray) none = adj_tgtw_ruleset.state_owed (tt_state (f->j));
  g_assert_cmpuint (none->len, ==, 0);
}

/* Games saved before (procedure 1) replay as played: Next ends the Rally
 * and Morale phase with the units still disordered, and nothing is owed. */
static void
test_rally_owed_level_1 (void)
{
  GError *error = NULL;
  Fx fx = { tt_scenario (ONE_SECTOR), NULL }, *f = &fx;
  json_object *o = json_tokener_parse ("{\"procedure\":1}");
  f->j = adj_journal_new (&adj_tgtw_ruleset, f->sc, o, NULL, &error);
  g_assert_no_error (error);
  json_object_put (o);
  rally_phase_with_debts (f);
  g_autoptr (GPtrArray) owed = adj_tgtw_ruleset.state_owed (tt_state (f->j));
  g_assert_cmpuint (owed->len, ==, 0);
  tt_refused (f->j, adj_tgtw_move_overrule (), "owes nothing");
  tt_apply (f->j, adj_tgtw_move_next ());
  g_assert_cmpint (STATUS ("s-li"), ==, ADJ_TGTW_DISORDERED);
  teardown (f, NULL);
}

/* 7.0 Eng.: both units engaged, each with the other, until a melee
 * between them gives another result; an engaged disordered unit does not
 * rally by itself (3.0 phase 4). */
static void
test_engagement (Fx *f, gconstpointer data)
{
  int li = U ("s-li"), hi = U ("n-hi");
  start_turn (f);
  next_to (f, ADJ_TGTW_PHASE_ACTION);
  tt_apply (f->j, adj_tgtw_move_next ());
  /* Javelins 3 (B 5) against the phalanx 6 (A 7): 1-2, 2-3: A; the South
   * General's two dice 5+6 = 11: Eng. */
  int eleven[] = { 5, 6 };
  tt_apply (f->j, adj_tgtw_move_melee ((guint) li, (guint) hi, L ("s1"), eleven, 2));
  g_assert_cmpint (adj_tgtw_state_unit_engaged (tt_state (f->j), (guint) li), ==, hi);
  g_assert_cmpint (adj_tgtw_state_unit_engaged (tt_state (f->j), (guint) hi), ==, li);
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_cursor (f->j) - 1);
  g_assert_cmpstr (line, ==, "South Javelins attacks North Phalanx (MCT1 1-2, 2-3: column A): 5+6 → Eng. (7.0); "
                             "North Phalanx and South Javelins engaged");
  tt_apply (f->j, adj_tgtw_move_unit (ADJ_TGTW_MOVE_DISORDER, (guint) hi));
  next_to (f, ADJ_TGTW_PHASE_RALLY);
  tt_refused (f->j, adj_tgtw_move_rally (&hi, 1), "is engaged: it checks morale to rally");
  next_to (f, ADJ_TGTW_PHASE_INITIATIVE);
  start_turn (f);
  next_to (f, ADJ_TGTW_PHASE_ACTION);
  tt_apply (f->j, adj_tgtw_move_next ());
  /* The phalanx is disordered now: 2-3 two columns over, 3-2: B; 1+1 = 2
   * on B: D/-. The engagement ends. */
  int two[] = { 1, 1 };
  tt_apply (f->j, adj_tgtw_move_melee ((guint) li, (guint) hi, L ("s1"), two, 2));
  g_assert_cmpint (adj_tgtw_state_unit_engaged (tt_state (f->j), (guint) li), ==, -1);
  g_assert_cmpint (adj_tgtw_state_unit_engaged (tt_state (f->j), (guint) hi), ==, -1);
  g_assert_cmpint (adj_tgtw_state_unit_status (tt_state (f->j), (guint) li), ==, ADJ_TGTW_DISORDERED);
  g_assert_cmpuint (adj_tgtw_state_n_pending (tt_state (f->j)), ==, 0);
}

/* The odds before the roll come from the input the move will use. */
static void
test_preview (Fx *f, gconstpointer data)
{
  AdjTgtwMeleeInput in;
  AdjTgtwMeleeResult r;
  GError *error = NULL;
  int n1 = L ("n1");
  g_autoptr (AdjTgtwMove) m = adj_tgtw_move_melee ((guint) U ("n-hi"), (guint) U ("s-mi"), n1, NULL, 0);
  g_assert_false (adj_tgtw_move_melee_input (tt_state (f->j), m, &in, &error));
  g_assert_nonnull (strstr (error->message, "3.0: melee is in the Action phase"));
  g_clear_error (&error);
  start_turn (f);
  next_to (f, ADJ_TGTW_PHASE_MISSILE_1);
  int sk = U ("n-sk"), range = 2;
  g_autoptr (AdjTgtwMove) shot = adj_tgtw_move_missile ((guint) U ("s-mi"), &sk, &range, 1, 0);
  AdjTgtwFirer firers[ADJ_TGTW_MAX_FIRERS];
  AdjTgtwMissileInput min;
  AdjTgtwMissileResult mr;
  g_assert_true (adj_tgtw_move_missile_input (tt_state (f->j), shot, firers, &min, &error));
  g_assert_false (adj_tgtw_missile_resolve (adj_tgtw_scenario_get_charts (f->sc), &min, &mr, &error));
  g_assert_nonnull (strstr (error->message, "5.1"));    /* a sling reaches one hex */
  g_clear_error (&error);
  adj_tgtw_missile_result_clear (&mr);
  range = 1;
  adj_tgtw_move_set_items (shot, &sk, &range, 1);
  g_assert_true (adj_tgtw_move_missile_input (tt_state (f->j), shot, firers, &min, &error));
  g_assert_cmpint (min.firers[0].strength, ==, 2);
  g_assert_cmpint (min.firers[0].weapon, ==, ADJ_TGTW_SLING);
  next_to (f, ADJ_TGTW_PHASE_ACTION);
  g_assert_true (adj_tgtw_move_melee_input (tt_state (f->j), m, &in, &error));
  g_assert_no_error (error);
  g_assert_cmpint (in.attacker.strength, ==, 6);
  g_assert_cmpint (in.defender.morale, ==, 7);
  g_assert_cmpint (in.dice, ==, 1);
  g_assert_cmpint (in.leader_shift, ==, 1);
  g_assert_true (adj_tgtw_melee_resolve (adj_tgtw_scenario_get_charts (f->sc), &in, &r, NULL));
  g_assert_cmpint (r.column, ==, 'C' - 'A');
  /* Each face gives the row's cell the preview promised. */
  for (int face = 1; face <= 6; face++)
    {
      AdjTgtwMove *roll = adj_tgtw_move_copy (m);
      adj_tgtw_dice_typed (&roll->dice, &face, 1);
      AdjTgtwState *after = adj_tgtw_move_apply (tt_state (f->j), roll, &error);
      g_assert_no_error (error);
      const AdjTgtwMct2Result *cell = &r.applied[adj_tgtw_mct2_row (face)];
      AdjTgtwStatus expect = cell->engaged ? ADJ_TGTW_ORDERED
                             : cell->defender == ADJ_TGTW_HIT_D ? ADJ_TGTW_DISORDERED
                             : cell->defender == ADJ_TGTW_HIT_E ? ADJ_TGTW_ELIMINATED : ADJ_TGTW_ORDERED;
      g_assert_cmpint (adj_tgtw_state_unit_status (after, (guint) U ("s-mi")), ==, expect);
      g_assert_cmpuint (adj_tgtw_state_n_pending (after), ==, cell->defender == ADJ_TGTW_HIT_R ? 1 : 0);
      adj_tgtw_state_unref (after);
      adj_tgtw_move_free (roll);
    }
  adj_tgtw_melee_result_clear (&r);
}

/* A check owed blocks every other kind of move; a missile R on a routed
 * unit eliminates it (7.0). */
static void
test_pending_and_missiles (Fx *f, gconstpointer data)
{
  start_turn (f);
  next_to (f, ADJ_TGTW_PHASE_MISSILE_1);
  /* Sling 2 at one hex: column 2; a 6 reads D. */
  int sk = U ("n-sk"), range = 1;
  tt_apply (f->j, adj_tgtw_move_missile ((guint) U ("s-li"), &sk, &range, 1, 6));
  g_assert_cmpint (STATUS ("s-li"), ==, ADJ_TGTW_DISORDERED);
  /* Javelin 3 at 1: column 3; a 5 reads D on North Slingers; not twice,
   * nor from a unit that is not ordered when the phase began. */
  int li = U ("s-li");
  tt_apply (f->j, adj_tgtw_move_missile ((guint) U ("n-sk"), &li, &range, 1, 5));
  tt_refused (f->j, adj_tgtw_move_missile ((guint) U ("n-hi"), &li, &range, 1, 5), "has fired");
  int hi = U ("n-hi");
  tt_refused (f->j, adj_tgtw_move_missile ((guint) U ("s-mi"), &hi, &range, 1, 5), "has no missile weapon");
  tt_refused (f->j, adj_tgtw_move_missile ((guint) U ("n-hi"), &sk, &range, 1, 5), "has fired");
  next_to (f, ADJ_TGTW_PHASE_ACTION);
  /* The phalanx routs the spears and the check is owed. */
  int four[] = { 4 };
  tt_apply (f->j, adj_tgtw_move_melee ((guint) U ("n-hi"), (guint) U ("s-mi"), -1, four, 1));
  g_assert_true (adj_tgtw_move_expected (tt_state (f->j), ADJ_TGTW_MOVE_MORALE));
  g_assert_false (adj_tgtw_move_expected (tt_state (f->j), ADJ_TGTW_MOVE_MELEE));
  tt_refused (f->j, adj_tgtw_move_next (), "first the morale checks");
  tt_refused (f->j, adj_tgtw_move_morale ((guint) U ("s-li"), -1, 1), "owes no morale check now");
  json_object *summary = adj_tgtw_state_summary (tt_state (f->j));
  g_assert_nonnull (strstr (json_object_to_json_string_ext (summary, JSON_C_TO_STRING_PLAIN), "\"pending\":[{\"morale\":\"s-mi\"}]"));
  json_object_put (summary);
  tt_apply (f->j, adj_tgtw_move_morale ((guint) U ("s-mi"), -1, 10));
  g_assert_cmpint (STATUS ("s-mi"), ==, ADJ_TGTW_ROUTED);
  next_to (f, ADJ_TGTW_PHASE_MISSILE_2);
  /* North's slingers were disordered: they do not fire. South's javelins
   * rallied? No: still disordered, so neither. */
  tt_refused (f->j, adj_tgtw_move_missile ((guint) U ("s-mi"), &sk, &range, 1, 6),
              "was not ordered when this missile phase began");
}

/* 12.0 off: no tactical point is spent; 5.2 off: no formation. */
static void
test_options_off (Fx *f, gconstpointer data)
{
  AdjTgtwMove *m = adj_tgtw_move_initiative (0, 9, 1);
  m->plus[0] = 1;
  tt_refused (f->j, m, "12.0: tactical points are not in use");
  start_turn (f);
  next_to (f, ADJ_TGTW_PHASE_MISSILE_1);
  int sk = U ("n-sk"), range = 1;
  m = adj_tgtw_move_missile ((guint) U ("s-li"), &sk, &range, 1, 6);
  m->formation = 0;
  tt_refused (f->j, m, "5.2: the TDT is not in use");
}

/* 12.0 on: +1s on one roll at most 3, paid from the scenario's points. */
static void
test_points (Fx *f, gconstpointer data)
{
  AdjTgtwMove *m = adj_tgtw_move_initiative (0, 1, 9);
  m->plus[0] = 4;
  tt_refused (f->j, m, "from 0 to 3 tactical points on one roll");
  m = adj_tgtw_move_initiative (0, 1, 9);
  m->plus[1] = 1;
  tt_refused (f->j, m, "South has 0 tactical points left, not 1");
  m = adj_tgtw_move_initiative (0, 7, 9);
  m->plus[0] = 3;
  tt_apply (f->j, m);
  AdjTgtwSectorStanding st;
  adj_tgtw_state_sector (tt_state (f->j), 0, &st);
  g_assert_cmpint (st.total[0], ==, 7 + 2 + 3);
  g_assert_cmpint (st.winner, ==, 0);
  g_assert_cmpint (adj_tgtw_state_tp_left (tt_state (f->j), 0), ==, 0);
}

/* 12.0: points the army no longer has are refused before the roll, so the
 * odds never change with them; the move says what each side has left. */
static void
test_points_not_had (Fx *f, gconstpointer data)
{
  start_turn (f);
  next_to (f, ADJ_TGTW_PHASE_ACTION);
  const AdjTgtwState *s = tt_state (f->j);
  g_autoptr (AdjTgtwMove) m = adj_tgtw_move_melee ((guint) U ("n-hi"), (guint) U ("s-mi"), -1, (int[]) { 4, 4 }, 2);
  AdjTgtwMeleeInput in;
  GError *error = NULL;
  m->tp[0].mct1 = 1;  /* 2 of North's 3 */
  g_assert_true (adj_tgtw_move_melee_input (s, m, &in, NULL));
  g_assert_cmpint (adj_tgtw_move_melee_tp_left (s, m, 0), ==, 1);
  m->tp[0].mct2_dice = 1;  /* and 5 more */
  g_assert_false (adj_tgtw_move_melee_input (s, m, &in, &error));
  g_assert_nonnull (strstr (error->message, "12.0: North has 3 tactical points left, not 7"));
  g_clear_error (&error);
  g_assert_cmpint (adj_tgtw_move_melee_tp_left (s, m, 0), ==, -4);
  m->tp[0] = (AdjTgtwMeleeSpend) { 0 };
  m->tp[1].mct1 = 1;  /* South has none */
  g_assert_false (adj_tgtw_move_melee_input (s, m, &in, &error));
  g_assert_nonnull (strstr (error->message, "South has 0 tactical points left, not 2"));
  g_clear_error (&error);
}

/* Moves through JSON and back: every kind, virtual dice checked against
 * their seed. */
static void
test_move_json (Fx *f, gconstpointer data)
{
  const char *moves[] = {
    "{\"type\":\"initiative\",\"sector\":\"center\",\"plus\":[1,0],\"dice\":[3,4]}",
    "{\"type\":\"first\",\"sector\":\"center\",\"army\":\"s\"}",
    "{\"type\":\"cards\",\"army\":\"n\",\"cards\":{\"center\":2}}",
    "{\"type\":\"next\"}",
    "{\"type\":\"missile\",\"target\":\"s-mi\",\"firers\":[{\"unit\":\"n-sk\",\"range\":1}],\"leaders\":[\"s1\"],"
      "\"formation\":\"cavalry\",\"plus\":1,\"dice\":[4]}",
    "{\"type\":\"melee\",\"attacker\":\"n-hi\",\"defender\":\"s-mi\",\"leader\":\"n1\",\"leaders\":[\"n1\",\"s1\"],"
      "\"attacker_points\":{\"mct1\":1,\"plus\":2},\"defender_points\":{\"cancel\":1},\"dice\":[2]}",
    "{\"type\":\"morale\",\"unit\":\"s-li\",\"leader\":\"s1\",\"plus\":{\"army\":\"n\",\"points\":1},\"dice\":[7]}",
    "{\"type\":\"casualty\",\"leader\":\"n1\",\"dice\":[10]}",
    "{\"type\":\"rally\",\"units\":[\"n-hi\",\"s-li\"]}",
    "{\"type\":\"disorder\",\"unit\":\"n-sk\"}",
    "{\"type\":\"off_map\",\"unit\":\"s-mi\"}",
    "{\"type\":\"replace\",\"leader\":\"n2\",\"for\":\"n1\"}",
  };
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      GError *error = NULL;
      json_object *o = json_tokener_parse (moves[i]);
      g_autoptr (AdjTgtwMove) m = adj_tgtw_move_from_json (o, f->sc, "$", &error);
      g_assert_no_error (error);
      json_object *back = adj_tgtw_move_to_json (m, f->sc);
      g_assert_true (json_object_equal (o, back));
      json_object_put (o);
      json_object_put (back);
    }
  /* Virtual dice: the seed's rolls, and a value that is not is refused. */
  AdjTgtwMove *v = adj_tgtw_move_new (ADJ_TGTW_MOVE_INITIATIVE);
  v->sector = 0;
  adj_tgtw_dice_virtual (&v->dice, ADJ_DIE_D10X, 2, 12345);
  json_object *o = adj_tgtw_move_to_json (v, f->sc);
  g_assert_nonnull (json_object_object_get (o, "seed"));
  GError *error = NULL;
  g_autoptr (AdjTgtwMove) again = adj_tgtw_move_from_json (o, f->sc, "$", &error);
  g_assert_no_error (error);
  g_assert_cmpint (again->dice.values[0], ==, v->dice.values[0]);
  g_assert_true (again->dice.is_virtual);
  json_object *arr = json_object_object_get (o, "dice");
  json_object_array_put_idx (arr, 0, json_object_new_int (v->dice.values[0] % 10 + 1));
  g_assert_null (adj_tgtw_move_from_json (o, f->sc, "$", &error));
  g_assert_nonnull (strstr (error->message, "$.dice: the seed rolls"));
  g_clear_error (&error);
  json_object_put (o);
  adj_tgtw_move_free (v);

  static const struct { const char *json, *expect; } bad[] = {
    { "{\"type\":\"charge\"}", "$.type: 'charge' is not a move of The Glory that Was" },
    { "{\"type\":\"first\",\"sector\":\"left\",\"army\":\"n\"}", "$.sector: 'left' is not a sector" },
    { "{\"type\":\"melee\",\"attacker\":\"x\",\"defender\":\"s-mi\"}", "$.attacker: 'x' is not a unit" },
    { "{\"type\":\"missile\",\"target\":\"s-mi\",\"firers\":[{\"unit\":\"n-sk\",\"range\":0}]}", "$.firers[0].range: 0" },
    { "{\"type\":\"morale\",\"unit\":\"n-hi\",\"dice\":[11]}", "$.dice[0]: 11 is outside 1..10" },
    { "{\"type\":\"missile\",\"target\":\"s-mi\",\"firers\":[],\"dice\":[7]}", "$.dice[0]: 7 is outside 1..6" },
    { "{\"type\":\"cards\",\"army\":\"n\",\"cards\":{\"center\":8}}", "$.cards.center: 8 is outside 0..7" },
    { "{\"type\":\"rally\",\"units\":[\"n1\"]}", "$.units[0]: not the id of a unit" },
    { "[]", "$: expected an object" },
    { "{\"type\":\"disorder\",\"unit\":\"n-hi\\u0000x\"}", "$.unit: a text may not hold a NUL character (\\u0000)" },
    /* Refused as it is read, naming the NUL. */
    { "{\"type\":\"rally\",\"units\":[\"n-hi\\u0000\"]}", "$.units[0]: a text may not hold a NUL character (\\u0000)" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      json_object *b = json_tokener_parse (bad[i].json);
      g_assert_null (adj_tgtw_move_from_json (b, f->sc, "$", &error));
      if (error == NULL || strstr (error->message, bad[i].expect) == NULL)
        g_error ("%s: '%s' does not say '%s'", bad[i].json, error ? error->message : "(no error)", bad[i].expect);
      g_clear_error (&error);
      json_object_put (b);
    }
}

/* The ruleset's options: booleans only. */
static void
test_options (void)
{
  g_autoptr (AdjTgtwScenario) sc = tt_scenario (ONE_SECTOR);
  GError *error = NULL;
  json_object *o = json_tokener_parse ("{\"tactical_cards\":1}");
  g_assert_null (adj_journal_new (&adj_tgtw_ruleset, sc, o, NULL, &error));
  g_assert_nonnull (strstr (error->message, "tactical_cards"));
  g_clear_error (&error);
  json_object_put (o);
  g_assert_cmpuint (adj_tgtw_ruleset.n_switches, ==, 4);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/tgtw/rule-3.0-phase-4/rally-owed-next-refused-overrule", Fx, NULL, setup, test_rally_owed, teardown);
  g_test_add_func ("/tgtw/rule-3.0-phase-4/procedure-1-replays-as-played", test_rally_owed_level_1);
  g_test_add ("/tgtw/rule-4.0/reroll-and-first", Fx, NULL, setup, test_reroll, teardown);
  g_test_add ("/tgtw/rule-9.0/wounded-leader-returns-turn-5", Fx, NULL, setup, test_wounded_returns, teardown);
  g_test_add ("/tgtw/rule-9.0/replacement-leader", Fx, NULL, setup, test_replacement, teardown);
  g_test_add ("/tgtw/rule-9.0/zero-star-replacement", Fx, NULL, setup, test_zero_star_replacement, teardown);
  g_test_add ("/tgtw/rule-7.0/rout-off-map-skirmisher", Fx, NULL, setup, test_rout, teardown);
  g_test_add ("/tgtw/rule-7.0/engaged", Fx, NULL, setup, test_engagement, teardown);
  g_test_add ("/tgtw/tracker/odds-before-the-roll", Fx, NULL, setup, test_preview, teardown);
  g_test_add ("/tgtw/rule-8.0/pending-checks-and-missiles", Fx, NULL, setup, test_pending_and_missiles, teardown);
  g_test_add ("/tgtw/tracker/optional-rules-off", Fx, NULL, setup, test_options_off, teardown);
  g_test_add ("/tgtw/rule-12.0/points-on-initiative", Fx, "{\"tactical_points\":true}", setup, test_points, teardown);
  g_test_add ("/tgtw/rule-12.0/points-not-had-refused-before-the-roll", Fx, "{\"tactical_points\":true}", setup,
              test_points_not_had, teardown);
  g_test_add ("/tgtw/tracker/move-json", Fx, NULL, setup, test_move_json, teardown);
  g_test_add_func ("/tgtw/tracker/options", test_options);
  return g_test_run ();
}
