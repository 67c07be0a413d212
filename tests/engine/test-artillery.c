/* Artillery Fire (9): DRMs, the table, 9.22 targets, 9.5 misguided fire. */
#include "firetest.h"

#define GUN(name, s, gun) "{'name':'" name "','type':'artillery','strength':" #s ",'cohesion':6,'gun':'" gun "'"
#define INF(name, c) "{'name':'" name "','type':'infantry','cohesion':" #c "}"

static AdjCombatCharts *charts;

typedef FireTest Fire;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Fire, firetest_fire_free)

static Fire *
fire (const char *quoted)
{
  return firetest_fire (charts, quoted);
}

/* 9.3 example (Chancellorsville): an M and an L battery stacked fire at 5
 * hexes: +2 combined, and the M guns' -1, not the L guns' 0. */
static void
test_combined_fire_example (void)
{
  g_autoptr (Fire) f = fire ("{'range':5,'los_clear':true,'range_chart':'glory3-range-fredericksburg-chancellorsville',"
                             "'guns':[" GUN ("M", 2, "M") "}," GUN ("L", 1, "L") "}]}");
  g_assert_true (f->res.allowed);
  g_assert_cmpint (f->res.strength_drm, ==, 2); /* the higher strength */
  g_assert_cmpint (f->res.range_drm, ==, -1);
  g_assert_cmpint (f->res.range_cell->source, ==, ADJ_CELL_RULEBOOK);
  const AdjModifier *range = combattest_mod (f->res.modifiers, "9.3");
  g_assert_cmpint (range->value, ==, -1);
  g_assert_cmpint (f->res.total_drm, ==, 3);
  gboolean combined = FALSE;
  for (guint i = 0; i < f->res.modifiers->len; i++)
    {
      const AdjModifier *m = &g_array_index (f->res.modifiers, AdjModifier, i);
      combined |= m->value == 2 && g_str_equal (m->rule, "9.3");
    }
  g_assert_true (combined);
  /* The L guns alone would have 0 at 5 hexes. */
  g_autoptr (Fire) l = fire ("{'range':5,'los_clear':true,'range_chart':'glory3-range-fredericksburg-chancellorsville',"
                             "'guns':[" GUN ("L", 1, "L") "}]}");
  g_assert_cmpint (l->res.range_drm, ==, 0);
  g_assert_cmpint (l->res.total_drm, ==, 1);
}

static gboolean
illegal (const char *quoted, const char *rule)
{
  g_autoptr (Fire) f = fire (quoted);
  g_assert_cmpint (f->res.allowed, ==, !adj_combat_notes_any_illegal (f->res.notes));
  return combattest_has_note (f->res.notes, ADJ_NOTE_ILLEGAL, rule);
}

/* 9.21 LOS beyond one hex, 9.12 disordered guns, 13 night, 9.11 range. */
static void
test_who_may_fire (void)
{
  g_assert_true (illegal ("{'range':3,'los_clear':false,'guns':[" GUN ("A", 2, "M") "}]}", "9.21"));
  g_assert_false (illegal ("{'range':1,'guns':[" GUN ("A", 2, "M") "}]}", "9.21"));
  g_assert_true (illegal ("{'range':1,'guns':[" GUN ("A", 2, "M") ",'disordered':true}]}", "9.12"));
  g_assert_true (illegal ("{'range':2,'night':true,'los_clear':true,'guns':[" GUN ("A", 2, "M") "}]}", "13"));
  g_assert_false (illegal ("{'range':1,'night':true,'guns':[" GUN ("A", 2, "M") "}]}", "13"));
  g_assert_true (illegal ("{'range':9,'los_clear':true,'guns':[" GUN ("A", 2, "S") "}]}", "9.11"));
}

/* 9.22: one roll for the whole hex, except adjacent fire at two infantry
 * units: the top one through a frontal hexside, the bottom one through a rear. */
static void
test_targets (void)
{
  g_autoptr (Fire) front = fire ("{'range':1,'guns':[" GUN ("A", 2, "M") "}],'target':{'hex':'1010',"
                                 "'units':[" INF ("T", 6) "," INF ("B", 6) "]}}");
  g_assert_true (front->res.affected[0]);
  g_assert_false (front->res.affected[1]);
  g_assert_cmpfloat (front->res.p_disordered[1], ==, 0);
  g_autoptr (Fire) rear = fire ("{'range':1,'through_rear':true,'guns':[" GUN ("A", 2, "M") "}],'target':{"
                                "'units':[" INF ("T", 6) "," INF ("B", 6) "]}}");
  g_assert_false (rear->res.affected[0]);
  g_assert_true (rear->res.affected[1]);
  g_autoptr (Fire) far = fire ("{'range':2,'los_clear':true,'guns':[" GUN ("A", 2, "M") "}],'target':{"
                               "'units':[" INF ("T", 6) "," INF ("B", 6) "]}}");
  g_assert_true (far->res.affected[0] && far->res.affected[1]);
  combattest_close (far->res.p_disordered[0], far->res.p_disordered[1]);
}

/* The chance each unit is disordered, against a count over the faces. */
static void
test_unit_probabilities (void)
{
  g_autoptr (Fire) f = fire ("{'range':1,'roll':7,'guns':[" GUN ("A", 3, "M") "}],'target':{'terrain':['woods'],"
                             "'units':[" INF ("T", 5) ",{'name':'U','type':'artillery','cohesion':4,'disordered':true}]}}");
  g_assert_cmpint (combattest_mod (f->res.modifiers, "9.23")->value, ==, 3);
  g_assert_cmpint (f->res.adjusted, ==, 7 + f->res.total_drm);
  const int coh[2] = { 5, 4 };
  for (guint u = 0; u < 2; u++)
    {
      double p = 0;
      for (int face = 0; face <= 9; face++)
        {
          guint effect = adj_combat_charts_fire_row_at (charts, adj_combat_charts_fire_row (charts, face + f->res.total_drm))->effect;
          if (effect & ADJ_RESULT_DISORDER)
            p += 0.1;
          else if (effect & ADJ_RESULT_CHECK)
            p += 0.1 * (9 - coh[u]) / 10.0;
        }
      combattest_close (f->res.p_disordered[u], p);
    }
  combattest_close (f->res.p_withdrawn[0], 0);
  combattest_close (f->res.p_withdrawn[1], f->res.p_disordered[1]); /* already disordered (11.11) */
}

/* 9.52: an unmodified 0-2 with friends next to the target: the target is
 * unharmed and each friend checks cohesion at +2. */
static void
test_misguided (void)
{
  g_autoptr (Fire) f = fire ("{'range':3,'los_clear':true,'roll':1,'guns':[" GUN ("A", 2, "M") "}],"
                             "'friends':[" INF ("F", 6) "," INF ("G", 8) "],'target':{'units':[" INF ("T", 5) "]}}");
  g_assert_true (f->res.outcomes[f->res.outcome].misguided);
  g_assert_cmpuint (f->res.outcomes[f->res.outcome].faces, ==, 0x7);
  combattest_close (f->res.p_friend_disordered[0], 0.3 * 0.5);
  combattest_close (f->res.p_friend_disordered[1], 0.3 * 0.3);
  g_assert_true (combattest_has_note (f->res.notes, ADJ_NOTE_INFO, "9.52"));
  /* Without friends the same faces hit the target. */
  g_autoptr (Fire) g = fire ("{'range':3,'los_clear':true,'guns':[" GUN ("A", 2, "M") "}],'target':{'units':[" INF ("T", 5) "]}}");
  for (guint i = 0; i < g->res.n_outcomes; i++)
    g_assert_false (g->res.outcomes[i].misguided);
}

static void
test_json_errors (void)
{
  static const struct {
    const char *q, *expect;
  } cases[] = {
    { "{'range':1,'guns':[" INF ("A", 5) "]}", "fire.json: $.guns[0].strength: missing" },
    { "{'range':1,'guns':[{'type':'infantry','strength':2}]}", "fire.json: $.guns[0].type: only artillery fires" },
    { "{'range':0,'guns':[" GUN ("A", 2, "M") "}]}", "fire.json: $.range: 0 is outside 1..99" },
    { "{'range':3,'guns':[" GUN ("A", 2, "M") "}]}", "fire.json: $.los_clear: missing" },
    { "{'range':1,'guns':[" GUN ("A", 2, "X") "}]}", "fire.json: $.guns[0].gun: 'X' is not an artillery range type" },
    { "{'range':1,'guns':[]}", "fire.json: $.guns: needs 1 to 2 entries, has 0" },
    { "{'range':1,'guns':[" GUN ("A", 2, "M") "}],'target':{'units':[{'type':'infantry'}]}}",
      "fire.json: $.target.units[0].cohesion: missing" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AdjFireInput in;
      GError *error = NULL;
      g_autofree char *json = combattest_json (cases[i].q);
      g_assert_false (adj_fire_input_parse (json, strlen (json), "fire.json", &in, &error));
      if (strstr (error->message, cases[i].expect) == NULL)
        g_error ("'%s' lacks '%s'", error->message, cases[i].expect);
      g_assert_cmpuint (in.n_guns, ==, 0);
      g_clear_error (&error);
    }
  /* An unknown range chart is the calculator's error. */
  AdjFireInput in;
  AdjFireResult res;
  GError *error = NULL;
  g_autofree char *json = combattest_json ("{'range':1,'range_chart':'glory3-range-atlantis','guns':[" GUN ("A", 2, "M") "}]}");
  g_assert_true (adj_fire_input_parse (json, strlen (json), "fire.json", &in, &error));
  g_assert_false (adj_fire_resolve (&in, charts, &res, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
  adj_fire_result_clear (&res);
  adj_fire_input_clear (&in);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  charts = combattest_charts ();
  g_test_add_func ("/artillery/rule-9.3/example-combined-fire-range", test_combined_fire_example);
  g_test_add_func ("/artillery/rule-9.21/who-may-fire", test_who_may_fire);
  g_test_add_func ("/artillery/rule-9.22/targets", test_targets);
  g_test_add_func ("/artillery/rule-9.22/unit-probabilities", test_unit_probabilities);
  g_test_add_func ("/artillery/rule-9.52/misguided-fire", test_misguided);
  g_test_add_func ("/artillery/json-errors", test_json_errors);
  int status = g_test_run ();
  adj_combat_charts_free (charts);
  return status;
}
