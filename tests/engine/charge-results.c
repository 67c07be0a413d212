/* Combat results (11.1-11.4): retreats, second Disorder, advances, and
 * the counter-attack and continued attack a charge can offer. */
#include "chargetest.h"

/* 11.33: below 0 the charging units retreat and the defenders may
 * counter-attack; a Counter-Attack earns no further offer. */
void
charge_test_counter_attack (void)
{
  g_autoptr (Charge) c = charge ("{'roll':0,'attackers':[{'hex':'1009','units':[" INF ("A", 1, 0) "]}],"
                                 "'defenders':[{'hex':'1010','units':[" INF ("B", 9, 9) "]}]}");
  g_assert_cmpint (c->res.total_drm, ==, -4);
  const AdjChargeOutcome *o = rolled (c);
  g_assert_cmpint (o->offer, ==, ADJ_OFFER_COUNTER_ATTACK);
  g_assert_cmpuint (o->attacker & ADJ_RESULT_RETREAT, !=, 0);
  g_assert_cmpuint (o->faces, ==, 0xf); /* faces 0-3 */
  g_autoptr (GArray) e = effects_of (c, o);
  fx (e, 0, ADJ_EFFECT_RETREAT);
  g_assert_true (fx (e, 1, ADJ_EFFECT_COUNTER_ATTACK)->choice);
  c->in.kind = ADJ_CHARGE_COUNTER;
  AdjChargeOutcome again;
  adj_charge_outcome_for (&c->in, chargetest_charts, -1, &again);
  g_assert_cmpint (again.offer, ==, ADJ_OFFER_NONE);
  g_assert_cmpuint (again.attacker & ADJ_RESULT_RETREAT, !=, 0);
}

/* 11.32: 11 or more lets the advancing unit charge again, once. */
void
charge_test_continued_attack (void)
{
  g_autoptr (Charge) c = charge ("{'roll':9,'attackers':[{'hex':'1009','units':[" INF ("A", 27, 9) "]}],"
                                 "'defenders':[{'hex':'1010','units':[" INF ("B", 3, 4) "]}]}");
  const AdjChargeOutcome *o = rolled (c);
  g_assert_cmpint (c->res.adjusted, >=, 11);
  g_assert_cmpint (o->offer, ==, ADJ_OFFER_CONTINUED_ATTACK);
  g_assert_cmpuint (o->defender & ADJ_RESULT_RETREAT, !=, 0);
  g_autoptr (GArray) e = effects_of (c, o);
  const AdjEffect *last = &g_array_index (e, AdjEffect, e->len - 1);
  g_assert_cmpint (last->kind, ==, ADJ_EFFECT_CONTINUED_ATTACK);
  g_assert_cmpstr (last->rule, ==, "11.32");
  AdjChargeOutcome again;
  c->in.kind = ADJ_CHARGE_CONTINUED;
  adj_charge_outcome_for (&c->in, chargetest_charts, 12, &again);
  g_assert_cmpint (again.offer, ==, ADJ_OFFER_NONE);
  adj_charge_outcome_for (&c->in, chargetest_charts, -2, &again);
  g_assert_cmpint (again.offer, ==, ADJ_OFFER_COUNTER_ATTACK);
}


/* 11.11, 11.41: a second Disorder withdraws a unit; artillery is eliminated. */
void
charge_test_second_disorder (void)
{
  g_assert_cmpint (adj_condition_disorder (ADJ_COND_GOOD_ORDER, ADJ_COMBAT_INFANTRY), ==, ADJ_COND_DISORDERED);
  g_assert_cmpint (adj_condition_disorder (ADJ_COND_DISORDERED, ADJ_COMBAT_INFANTRY), ==, ADJ_COND_WITHDRAWN);
  g_assert_cmpint (adj_condition_disorder (ADJ_COND_DISORDERED, ADJ_COMBAT_HORSE_ARTILLERY), ==, ADJ_COND_ELIMINATED);

  /* A disordered defender that fails its check withdraws, its hex empties,
   * and the charging unit advances (11.31). */
  g_autoptr (Charge) c = charge ("{'attackers':[{'hex':'1009','units':[" INF ("A", 6, 6) "]}],"
                                 "'defenders':[{'hex':'1010','units':[" UNIT ("B", "infantry", 6, 4) ",'disordered':true}]}]}");
  AdjChargeOutcome o;
  adj_charge_outcome_for (&c->in, chargetest_charts, 5, &o);
  g_assert_cmpuint (o.defender, ==, ADJ_RESULT_CHECK);
  g_autoptr (GArray) e = effects_of (c, &o);
  fx (e, 0, ADJ_EFFECT_CHECK);
  g_assert_true (fx (e, 1, ADJ_EFFECT_ADVANCE)->if_vacated);
  for (int roll = 4; roll <= 5; roll++)
    {
      AdjCombatState st;
      GError *error = NULL;
      g_autoptr (GArray) applied = adj_effects_new ();
      adj_combat_state_init (&st, &c->in);
      g_assert_true (adj_effects_apply (&st, e, &roll, 1, applied, &error));
      if (roll == 4)
        {
          g_assert_cmpuint (applied->len, ==, 1); /* passes; nobody advances */
          continue;
        }
      g_assert_cmpint (st.unit[ADJ_SIDE_DEFENDER][0][0], ==, ADJ_COND_WITHDRAWN);
      fx (applied, 1, ADJ_EFFECT_WITHDRAW);
      fx (applied, 2, ADJ_EFFECT_ADVANCE);
    }
  /* Too few rolls, or a roll the die cannot show, is refused. */
  AdjCombatState st;
  GError *error = NULL;
  int bad = 10;
  g_autoptr (GArray) applied = adj_effects_new ();
  adj_combat_state_init (&st, &c->in);
  g_assert_false (adj_effects_apply (&st, e, NULL, 0, applied, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (adj_effects_apply (&st, e, &bad, 1, applied, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_clear_error (&error);
}

/* 11.24-11.27: retreat across fords and bridges, into enemy frontal
 * hexes, with no path or off the map; 11.26 displacement. */
void
charge_test_retreats (void)
{
  AdjCombatUnit inf = { .name = (char *) "B", .kind = ADJ_COMBAT_INFANTRY, .cohesion = 5 };
  AdjCombatUnit gun = { .name = (char *) "G", .kind = ADJ_COMBAT_ARTILLERY, .cohesion = 6 };
  AdjCombatUnit cav = { .name = (char *) "C", .kind = ADJ_COMBAT_MOUNTED_CAVALRY, .cohesion = 6 };
  const struct {
    const AdjCombatUnit *unit;
    AdjRetreatPath path;
    guint n;
    AdjEffectKind last;
    const char *rule;
  } cases[] = {
    { &inf, { .crossing = ADJ_CROSS_FORD }, 2, ADJ_EFFECT_DISORDER, "11.24" },
    { &inf, { .crossing = ADJ_CROSS_BRIDGE }, 2, ADJ_EFFECT_DISORDER, "11.24" },
    { &inf, { .crossing = ADJ_CROSS_STREAM_FORD }, 1, ADJ_EFFECT_RETREAT, "11.21" },
    { &inf, { .crossing = ADJ_CROSS_STREAM_BRIDGE }, 1, ADJ_EFFECT_RETREAT, "11.21" },
    { &gun, { .crossing = ADJ_CROSS_STREAM_BRIDGE }, 2, ADJ_EFFECT_DISORDER, "11.24" },
    { &inf, { .enemy_frontal_hexes = 2 }, 3, ADJ_EFFECT_DISORDER, "11.25" },
    { &inf, { .blocked = TRUE }, 1, ADJ_EFFECT_ELIMINATE, "11.27" },
    { &inf, { .off_map = TRUE }, 1, ADJ_EFFECT_WITHDRAW, "11.27" },
    { &cav, { 0 }, 1, ADJ_EFFECT_RETREAT, "11.21" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GArray) e = adj_effects_new ();
      adj_retreat_effects (ADJ_SIDE_DEFENDER, 0, 0, cases[i].unit, &cases[i].path, e);
      g_assert_cmpuint (e->len, ==, cases[i].n);
      const AdjEffect *last = fx (e, e->len - 1, cases[i].last);
      g_assert_cmpstr (last->rule, ==, cases[i].rule);
    }
  g_autoptr (GArray) e = adj_effects_new ();
  adj_retreat_effects (ADJ_SIDE_DEFENDER, 0, 0, &cav, &cases[8].path, e);
  g_assert_cmpint (fx (e, 0, ADJ_EFFECT_RETREAT)->hexes_max, ==, 2); /* 11.22 */
  g_autoptr (GArray) d = adj_effects_new ();
  adj_displace_effects (ADJ_SIDE_DEFENDER, &inf, TRUE, d);
  fx (d, 0, ADJ_EFFECT_DISPLACE);
  g_assert_cmpint (fx (d, 1, ADJ_EFFECT_CHECK)->drm, ==, 2);
}

/* 11.22: the length the player chose, and 11.25's bound on the frontal
 * hexes entered, checked before a path expands. */
void
charge_test_retreat_path_check (void)
{
  AdjCombatUnit inf = { .name = (char *) "B", .kind = ADJ_COMBAT_INFANTRY, .cohesion = 5 };
  AdjCombatUnit cav = { .name = (char *) "C", .kind = ADJ_COMBAT_MOUNTED_CAVALRY, .cohesion = 6 };
  AdjCombatUnit horse = { .name = (char *) "H", .kind = ADJ_COMBAT_HORSE_ARTILLERY, .cohesion = 6 };
  const struct {
    const AdjCombatUnit *unit;
    AdjRetreatPath path;
    gboolean ok;
    const char *rule;
  } cases[] = {
    { &inf, { .hexes = 1 }, TRUE, NULL },
    { &inf, { .hexes = 2 }, FALSE, "11.22" },
    { &cav, { .hexes = 2 }, TRUE, NULL },
    { &horse, { .hexes = 2, .enemy_frontal_hexes = 2 }, TRUE, NULL },
    { &cav, { .hexes = 3 }, FALSE, "11.22" },
    { &inf, { .hexes = 1, .enemy_frontal_hexes = 2 }, FALSE, "11.25" },
    { &inf, { .enemy_frontal_hexes = 1 }, TRUE, NULL },
    { &inf, { .enemy_frontal_hexes = -1 }, FALSE, "11.25" },
    { &inf, { .blocked = TRUE, .hexes = 2 }, TRUE, NULL },
    { &inf, { .blocked = TRUE, .off_map = TRUE }, FALSE, "11.27" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_assert_cmpint (adj_retreat_path_check (&cases[i].path, cases[i].unit, &error), ==, cases[i].ok);
      if (cases[i].ok)
        g_assert_no_error (error);
      else
        g_assert_nonnull (strstr (error->message, cases[i].rule));
    }
  /* Two hexes chosen: the RETREAT says so, then the path's Disorders. */
  AdjRetreatPath two = { .hexes = 2, .crossing = ADJ_CROSS_FORD, .enemy_frontal_hexes = 1 };
  g_autoptr (GArray) e = adj_effects_new ();
  adj_retreat_effects (ADJ_SIDE_ATTACKER, 1, 0, &cav, &two, e);
  g_assert_cmpuint (e->len, ==, 3);
  const AdjEffect *r = fx (e, 0, ADJ_EFFECT_RETREAT);
  g_assert_cmpint (r->hexes_min, ==, 2);
  g_assert_cmpint (r->hexes_max, ==, 2);
  g_assert_nonnull (strstr (r->text, "two hexes"));
  g_assert_cmpstr (fx (e, 1, ADJ_EFFECT_DISORDER)->rule, ==, "11.24");
  g_assert_cmpstr (fx (e, 2, ADJ_EFFECT_DISORDER)->rule, ==, "11.25");
}

/* 11.31: ties on cohesion are the attacker's choice; only one advances. */
void
charge_test_advance_ties (void)
{
  g_autoptr (Charge) c = charge ("{'roll':9,'attackers':[{'hex':'1009','units':[" INF ("A", 5, 7) "]},"
                                 "{'hex':'1109','units':[" INF ("B", 5, 7) "]}],"
                                 "'defenders':[{'hex':'1010','units':[" INF ("D", 4, 5) "]}]}");
  g_autoptr (GArray) e = effects_of (c, rolled (c));
  guint advances = 0;
  for (guint i = 0; i < e->len; i++)
    if (g_array_index (e, AdjEffect, i).kind == ADJ_EFFECT_ADVANCE)
      {
        advances++;
        g_assert_true (g_array_index (e, AdjEffect, i).choice);
      }
  g_assert_cmpuint (advances, ==, 2);
  AdjCombatState st;
  GError *error = NULL;
  int rolls[] = { 0 };
  g_autoptr (GArray) applied = adj_effects_new ();
  adj_combat_state_init (&st, &c->in);
  g_assert_true (adj_effects_apply (&st, e, rolls, 1, applied, &error));
  advances = 0;
  for (guint i = 0; i < applied->len; i++)
    advances += g_array_index (applied, AdjEffect, i).kind == ADJ_EFFECT_ADVANCE;
  g_assert_cmpuint (advances, ==, 1);
}
