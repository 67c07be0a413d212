/* The charge calculator (10.1-10.4, 12, 13); the combat results
 * (11.1-11.4) are in charge-results.c. */
#include "chargetest.h"

AdjCombatCharts *chargetest_charts;

/* 10.2 example: Y and Z (9 SP) charge D (6 SP): 3-2 gives +1, cohesion 8
 * against 5 gives +3; a roll of 5 becomes 9: D retreats and checks
 * cohesion, and Z advances (11.31). */
static void
test_example_9_to_6 (void)
{
  g_autoptr (Charge) c = charge ("{'roll':5,'attackers':["
                                 "{'hex':'1009','units':[" INF ("Y", 4, 7) "]},"
                                 "{'hex':'1109','units':[" INF ("Z", 5, 8) "]}],"
                                 "'defenders':[{'hex':'1010','units':[" INF ("D", 6, 5) "]}]}");
  const AdjChargeResult *r = &c->res;
  g_assert_cmpint (r->attack_strength, ==, 9);
  g_assert_cmpint (r->defense_strength, ==, 6);
  g_assert_cmpstr (r->odds.odds->key, ==, "3-2");
  g_assert_cmpint (r->odds_drm, ==, 1);
  g_assert_cmpint (r->cohesion_drm, ==, 3);
  g_assert_cmpint (r->terrain_drm, ==, 0);
  g_assert_cmpint (r->total_drm, ==, 4);
  g_assert_cmpint (r->modifiers->len, ==, 2);
  g_assert_cmpint (combattest_mod (r->modifiers, "10.25")->value, ==, 3);
  g_assert_false (adj_combat_notes_any_illegal (r->notes));
  g_assert_cmpint (r->adjusted, ==, 9);
  const AdjChargeOutcome *o = rolled (c);
  g_assert_cmpuint (o->defender, ==, ADJ_RESULT_CHECK | ADJ_RESULT_RETREAT);
  g_assert_cmpuint (o->attacker, ==, 0);
  g_assert_cmpint (o->offer, ==, ADJ_OFFER_NONE);
  g_assert_cmpint (adj_combat_charts_charge_row_at (chargetest_charts, o->row)->defender_cell->source, ==, ADJ_CELL_RULEBOOK);

  g_autoptr (GArray) e = effects_of (c, o);
  g_assert_cmpuint (e->len, ==, 3);
  const AdjEffect *check = fx (e, 0, ADJ_EFFECT_CHECK);
  g_assert_cmpint (check->side, ==, ADJ_SIDE_DEFENDER);
  g_assert_cmpint (check->cohesion, ==, 5);
  combattest_close (check->p_fail, 0.4);
  fx (e, 1, ADJ_EFFECT_RETREAT);
  const AdjEffect *adv = fx (e, 2, ADJ_EFFECT_ADVANCE);
  g_assert_cmpuint (adv->stack, ==, 1); /* Z, the better cohesion, must advance */
  g_assert_false (adv->if_vacated);

  /* Applying it: D passes on a 5, is disordered on a 6. */
  for (int roll = 5; roll <= 6; roll++)
    {
      AdjCombatState st;
      GError *error = NULL;
      g_autoptr (GArray) applied = adj_effects_new ();
      adj_combat_state_init (&st, &c->in);
      g_assert_true (adj_effects_apply (&st, e, &roll, 1, applied, &error));
      g_assert_cmpint (st.unit[ADJ_SIDE_DEFENDER][0][0], ==, roll == 5 ? ADJ_COND_GOOD_ORDER : ADJ_COND_DISORDERED);
      g_assert_cmpuint (applied->len, ==, roll == 5 ? 3 : 4);
    }
}

/* 10.43 example: one unit charges two hexes at 1:1 with no cohesion DRM.
 * Clear one level lower totals +1; Woods through a rear hexside totals +0:
 * the defender gets +0. */
static void
test_example_10_43 (void)
{
  g_autoptr (Charge) c = charge ("{'attackers':[{'hex':'1110','rear_of':['1011'],'units':[" INF ("A", 4, 6) "]}],"
                                 "'defenders':[{'hex':'1010','terrain':['clear','charged-from-above'],'units':[" INF ("B", 2, 6) "]},"
                                 "{'hex':'1011','terrain':['woods'],'units':[" INF ("C", 2, 6) "]}]}");
  const AdjChargeResult *r = &c->res;
  g_assert_cmpstr (r->odds.odds->key, ==, "1-1");
  g_assert_cmpint (r->cohesion_drm, ==, 0);
  g_assert_cmpint (r->hex_terrain[0] + r->hex_rear[0], ==, 1);
  g_assert_cmpint (r->hex_terrain[1], ==, -1);
  g_assert_cmpint (r->hex_rear[1], ==, 1);
  g_assert_cmpuint (r->terrain_hex, ==, 1);
  g_assert_cmpint (r->total_drm, ==, 0);
  g_assert_cmpint (combattest_mod (r->modifiers, "10.4")->value, ==, -1);
  g_assert_cmpint (combattest_mod (r->modifiers, "10.22")->value, ==, 1);
  g_assert_true (combattest_has_note (r->notes, ADJ_NOTE_INFO, "10.43"));
  g_assert_false (r->odds.attacker_favoured); /* Woods favours the defender */
}

/* 10.41 example: 7 SP against 3 SP in Clear rounds up to 3-1; a stream
 * crossed (10.42) or Woods keep the defender's rounding, 2-1. */
static void
test_example_7_to_3 (void)
{
  g_autoptr (Charge) clear = charge ("{'attackers':[{'hex':'1009','units':[" INF ("A", 7, 6) "]}],"
                                     "'defenders':[{'hex':'1010','terrain':['clear'],'units':[" INF ("B", 3, 6) "]}]}");
  g_assert_cmpstr (clear->res.odds.odds->key, ==, "3-1");
  g_assert_cmpstr (combattest_mod (clear->res.modifiers, "10.41")->rule, ==, "10.41");
  g_autoptr (Charge) stream = charge ("{'attackers':[{'hex':'1009','across_stream':true,'units':[" INF ("A", 7, 6) "]}],"
                                      "'defenders':[{'hex':'1010','terrain':['clear','stream'],'units':[" INF ("B", 3, 6) "]}]}");
  g_assert_cmpstr (stream->res.odds.odds->key, ==, "2-1");
  g_autoptr (Charge) woods = charge ("{'attackers':[{'hex':'1009','units':[" INF ("A", 7, 6) "]}],"
                                     "'defenders':[{'hex':'1010','terrain':['woods'],'units':[" INF ("B", 3, 6) "]}]}");
  g_assert_cmpstr (woods->res.odds.odds->key, ==, "2-1");
}

static int
cohesion_drm (const char *att, const char *def, const char *terrain)
{
  g_autofree char *q = g_strdup_printf ("{'attackers':[{'hex':'1009','units':[%s]}],"
                                        "'defenders':[{'hex':'1010','terrain':[%s],'units':[%s]}]}",
                                        att, terrain, def);
  g_autoptr (Charge) c = charge (q);
  return c->res.cohesion_drm;
}

/* 10.25: best against best, artillery excluded, at most 3 either way, at
 * most +1 for mounted cavalry into Woods. */
static void
test_cohesion_differential (void)
{
  g_assert_cmpint (cohesion_drm (INF ("A", 5, 9), INF ("B", 5, 4), ""), ==, 3);
  g_assert_cmpint (cohesion_drm (INF ("A", 5, 2), INF ("B", 5, 8), ""), ==, -3);
  g_assert_cmpint (cohesion_drm (INF ("A", 5, 6), GUN ("G", 2, 9) "," INF ("B", 5, 4), ""), ==, 2);
  g_assert_cmpint (cohesion_drm (CAV ("A", 5, 8), INF ("B", 5, 5), "'woods'"), ==, 1);
  g_assert_cmpint (cohesion_drm (CAV ("A", 5, 8), INF ("B", 5, 5), "'clear'"), ==, 3);
  g_assert_cmpint (cohesion_drm (CAV ("A", 5, 3), INF ("B", 5, 8), "'woods'"), ==, -3);
}

/* 10.26: mounted cavalry +1 against infantry after moving a hex at no more
 * than 2 MP a hex; 12.3: dismounted cavalry -1. */
static void
test_cavalry (void)
{
  g_autoptr (Charge) c = charge ("{'attackers':[{'hex':'1009','units':[" CAV ("A", 4, 6) "]}],"
                                 "'defenders':[{'hex':'1010','units':[" INF ("B", 4, 6) "]}]}");
  g_assert_cmpint (combattest_mod (c->res.modifiers, "10.26")->value, ==, 1);
  g_autoptr (Charge) slow = charge ("{'attackers':[{'hex':'1009','units':[" UNIT ("A", "mounted-cavalry", 4, 6)
                                    ",'moved_hexes':2,'max_hex_cost':3}]}],"
                                    "'defenders':[{'hex':'1010','units':[" INF ("B", 4, 6) "]}]}");
  g_assert_null (adj_modifiers_find (slow->res.modifiers, "10.26"));
  g_assert_true (combattest_has_note (slow->res.notes, ADJ_NOTE_INFO, "10.26"));
  g_autoptr (Charge) cav = charge ("{'attackers':[{'hex':'1009','units':[" CAV ("A", 4, 6) "]}],"
                                   "'defenders':[{'hex':'1010','units':[" CAV ("B", 4, 6) "]}]}");
  g_assert_null (adj_modifiers_find (cav->res.modifiers, "10.26"));
  g_autoptr (Charge) dis = charge ("{'attackers':[{'hex':'1009','units':[" INF ("A", 4, 6) ","
                                   UNIT ("B", "dismounted-cavalry", 2, 5) "}]}],"
                                   "'defenders':[{'hex':'1010','units':[" INF ("C", 4, 6) "]}]}");
  g_assert_cmpint (combattest_mod (dis->res.modifiers, "12.3")->value, ==, -1);
  g_assert_cmpint (dis->res.attack_strength, ==, 6);
}

/* 10.22: +1 through a rear hexside, +2 for a combined charge through front and rear. */
static void
test_rear (void)
{
  g_autoptr (Charge) both = charge ("{'attackers':[{'hex':'1009','units':[" INF ("A", 4, 6) "]},"
                                    "{'hex':'1109','rear_of':['1010'],'units':[" INF ("B", 4, 6) "]}],"
                                    "'defenders':[{'hex':'1010','units':[" INF ("C", 4, 6) "]}]}");
  g_assert_cmpint (both->res.rear_drm, ==, 2);
  g_assert_cmpint (combattest_mod (both->res.modifiers, "10.22")->value, ==, 2);
  /* Only the rear hex charging (its partner stopped, 10.35): +1. */
  AdjChargeResult one;
  GError *error = NULL;
  g_assert_true (adj_charge_resolve_active (&both->in, chargetest_charts, 2, &one, &error));
  g_assert_cmpint (one.rear_drm, ==, 1);
  g_assert_cmpint (one.attack_strength, ==, 4);
  adj_charge_result_clear (&one);
}

/* 13: no mounted charges at night; +2 to the cohesion checks a charge
 * causes; an advancing unit is disordered. */
static void
test_night (void)
{
  g_autoptr (Charge) cav = charge ("{'night':true,'attackers':[{'hex':'1009','units':[" CAV ("A", 4, 6) "]}],"
                                   "'defenders':[{'hex':'1010','units':[" INF ("B", 4, 6) "]}]}");
  g_assert_true (combattest_has_note (cav->res.notes, ADJ_NOTE_ILLEGAL, "13"));
  g_autoptr (Charge) inf = charge ("{'night':true,'roll':5,'attackers':[{'hex':'1009','units':[" INF ("A", 9, 8) "]}],"
                                   "'defenders':[{'hex':'1010','units':[" INF ("B", 6, 5) "]}]}");
  g_assert_false (adj_combat_notes_any_illegal (inf->res.notes));
  g_assert_cmpint (inf->res.adjusted, ==, 9);
  g_autoptr (GArray) e = effects_of (inf, rolled (inf));
  const AdjEffect *check = fx (e, 0, ADJ_EFFECT_CHECK);
  g_assert_cmpint (check->drm, ==, 2);
  combattest_close (check->p_fail, 0.6); /* 5 - 2: faces 4..9 fail */
  fx (e, 1, ADJ_EFFECT_RETREAT);
  fx (e, 2, ADJ_EFFECT_ADVANCE);
  const AdjEffect *night = fx (e, 3, ADJ_EFFECT_DISORDER);
  g_assert_cmpstr (night->rule, ==, "13");
  g_assert_true (night->after_advance);
}

/* 10.28: artillery defending alone is eliminated without a roll. */
static void
test_artillery_alone (void)
{
  g_autoptr (Charge) c = charge ("{'roll':0,'attackers':[{'hex':'1009','units':[" INF ("A", 4, 6) "]}],"
                                 "'defenders':[{'hex':'1010','units':[" GUN ("G", 3, 7) "]}]}");
  g_assert_true (c->res.automatic);
  g_assert_cmpuint (c->res.n_outcomes, ==, 1);
  g_assert_true (c->res.outcomes[0].eliminated);
  g_assert_true (combattest_has_note (c->res.notes, ADJ_NOTE_INFO, "10.28"));
  g_autoptr (GArray) e = effects_of (c, rolled (c));
  g_assert_cmpstr (fx (e, 0, ADJ_EFFECT_ELIMINATE)->rule, ==, "10.28");
  fx (e, 1, ADJ_EFFECT_ADVANCE);
}

/* 10.28: artillery with losing infantry retreats and checks; artillery
 * with a charging unit that loses is disordered (and retreats with it). */
static void
test_artillery_with_infantry (void)
{
  g_autoptr (Charge) c = charge ("{'roll':5,'attackers':[{'hex':'1009','units':[" INF ("A", 9, 8) "]}],"
                                 "'defenders':[{'hex':'1010','units':[" GUN ("G", 2, 7) "," INF ("B", 6, 5) "]}]}");
  g_assert_cmpint (c->res.defense_strength, ==, 6); /* 10.28: its strength is for fire only */
  g_autoptr (GArray) e = effects_of (c, rolled (c));
  g_assert_cmpstr (fx (e, 0, ADJ_EFFECT_CHECK)->rule, ==, "10.28");
  g_assert_cmpstr (fx (e, 1, ADJ_EFFECT_CHECK)->rule, ==, "10.29");
  g_assert_cmpstr (fx (e, 2, ADJ_EFFECT_RETREAT)->rule, ==, "10.28");
  fx (e, 3, ADJ_EFFECT_RETREAT);

  g_autoptr (Charge) lose = charge ("{'roll':0,'attackers':[{'hex':'1009','units':[" GUN ("G", 2, 7) "," INF ("A", 3, 5) "]}],"
                                    "'defenders':[{'hex':'1010','units':[" INF ("B", 9, 8) "]}]}");
  AdjChargeOutcome o;
  adj_charge_outcome_for (&lose->in, chargetest_charts, -1, &o);
  g_autoptr (GArray) le = effects_of (lose, &o);
  g_assert_cmpstr (fx (le, 0, ADJ_EFFECT_DISORDER)->rule, ==, "10.28");
  fx (le, 1, ADJ_EFFECT_RETREAT);
  fx (le, 2, ADJ_EFFECT_RETREAT);
  fx (le, 3, ADJ_EFFECT_COUNTER_ATTACK);
}

/* 10.27: mounted cavalry and horse artillery may retreat before infantry. */
static void
test_retreat_before_charge (void)
{
  g_autoptr (Charge) c = charge ("{'attackers':[{'hex':'1009','units':[" INF ("A", 4, 6) "]}],"
                                 "'defenders':[{'hex':'1010','units':[" CAV ("B", 2, 6) "]}]}");
  g_assert_true (combattest_has_note (c->res.notes, ADJ_NOTE_OPTION, "10.27"));
  g_autoptr (Charge) cav = charge ("{'attackers':[{'hex':'1009','units':[" CAV ("A", 4, 6) "]}],"
                                   "'defenders':[{'hex':'1010','units':[" CAV ("B", 2, 6) "]}]}");
  g_assert_false (combattest_has_note (cav->res.notes, ADJ_NOTE_OPTION, "10.27"));
}

/* 10.24 and 10.11: who may combine, and one side with one stack. */
static void
test_combined_charge (void)
{
  g_autoptr (Charge) mix = charge ("{'attackers':[{'hex':'1009','units':[" CAV ("A", 4, 6) "]},"
                                   "{'hex':'1109','units':[" INF ("B", 4, 6) "]}],"
                                   "'defenders':[{'hex':'1010','units':[" INF ("C", 4, 6) "]}]}");
  g_assert_true (combattest_has_note (mix->res.notes, ADJ_NOTE_ILLEGAL, "10.24"));
  /* 1009 and 1110 both touch 1010 but not each other. */
  g_autoptr (Charge) apart = charge ("{'attackers':[{'hex':'1009','units':[" INF ("A", 4, 6) "]},"
                                     "{'hex':'1110','units':[" INF ("B", 4, 6) "]}],"
                                     "'defenders':[{'hex':'1010','units':[" INF ("C", 4, 6) "]}]}");
  g_assert_true (combattest_has_note (apart->res.notes, ADJ_NOTE_ILLEGAL, "10.24"));
  g_autoptr (Charge) bottom = charge ("{'attackers':[{'hex':'1009','units':[" UNIT ("A", "infantry", 4, 6)
                                      ",'charging':false}," INF ("B", 4, 6) "]}],"
                                      "'defenders':[{'hex':'1010','units':[" INF ("C", 4, 6) "]}]}");
  g_assert_true (combattest_has_note (bottom->res.notes, ADJ_NOTE_ILLEGAL, "10.24"));
  g_assert_cmpint (bottom->res.attack_strength, ==, 4);
  g_autoptr (Charge) far = charge ("{'attackers':[{'hex':'1009','units':[" INF ("A", 4, 6) "]}],"
                                   "'defenders':[{'hex':'1011','units':[" INF ("C", 4, 6) "]}]}");
  g_assert_true (combattest_has_note (far->res.notes, ADJ_NOTE_ILLEGAL, "10.11"));
  g_autoptr (Charge) many = charge ("{'attackers':[{'hex':'0910','units':[" INF ("A", 4, 6) "]},"
                                    "{'hex':'1110','units':[" INF ("B", 4, 6) "]}],"
                                    "'defenders':[{'hex':'1010','units':[" INF ("C", 4, 6) "]},"
                                    "{'hex':'1011','units':[" INF ("D", 4, 6) "]}]}");
  g_assert_true (combattest_has_note (many->res.notes, ADJ_NOTE_ILLEGAL, "10.11"));
  g_autoptr (Charge) disordered = charge ("{'attackers':[{'hex':'1009','units':[" UNIT ("A", "infantry", 4, 6)
                                          ",'disordered':true}]}],"
                                          "'defenders':[{'hex':'1010','units':[" INF ("C", 4, 6) "]}]}");
  g_assert_true (combattest_has_note (disordered->res.notes, ADJ_NOTE_ILLEGAL, "10.11"));
  /* 11.14: a disordered infantry unit may charge artillery alone. */
  g_autoptr (Charge) guns = charge ("{'attackers':[{'hex':'1009','units':[" UNIT ("A", "infantry", 4, 6)
                                    ",'disordered':true}]}],"
                                    "'defenders':[{'hex':'1010','units':[" GUN ("G", 2, 7) "]}]}");
  g_assert_false (adj_combat_notes_any_illegal (guns->res.notes));
  g_assert_true (combattest_has_note (guns->res.notes, ADJ_NOTE_INFO, "11.14"));
}

/* 10.12 example (McLaws): Y and Z charge D; X, whose frontal hexes hold
 * A, B and C, covers C for Y even if X does not charge. */
#define MCLAWS(top, stack_extra, x_type, x_extra) \
  "{" top "'attackers':[{'hex':'1109','frontal_enemies':['1010','1210'],'units':[" INF ("Y", 4, 7) "]}," \
  "{'hex':'1009','frontal_enemies':['1010'],'units':[" INF ("Z", 5, 8) "]}]," \
  "'defenders':[{'hex':'1010','units':[" INF ("D", 6, 5) "]}]," \
  "'covering':[{'hex':'1310'" stack_extra ",'frontal_enemies':['1210','1311','1410']," \
  "'units':[{'name':'X','type':'" x_type "'" x_extra "}]}]}"

static void
test_covering (void)
{
  g_autoptr (Charge) ok = charge (MCLAWS ("", "", "infantry", ""));
  g_assert_false (adj_combat_notes_any_illegal (ok->res.notes));
  /* Disordered units (11.12), artillery and units of another Leader may not cover... */
  g_autoptr (Charge) dis = charge (MCLAWS ("", "", "infantry", ",'disordered':true"));
  g_assert_true (combattest_has_note (dis->res.notes, ADJ_NOTE_ILLEGAL, "10.12"));
  g_autoptr (Charge) gun = charge (MCLAWS ("", "", "artillery", ""));
  g_assert_true (combattest_has_note (gun->res.notes, ADJ_NOTE_ILLEGAL, "10.12"));
  g_autoptr (Charge) other = charge (MCLAWS ("", ",'other_command':true", "infantry", ""));
  g_assert_true (combattest_has_note (other->res.notes, ADJ_NOTE_ILLEGAL, "10.12"));
  /* ... unless it is a Combined Activation (4.25). */
  g_autoptr (Charge) combined = charge (MCLAWS ("'combined_activation':true,", ",'other_command':true", "infantry", ""));
  g_assert_false (adj_combat_notes_any_illegal (combined->res.notes));
  /* Without X, Y must charge C too. */
  g_autoptr (Charge) alone = charge ("{'attackers':[{'hex':'1109','frontal_enemies':['1010','1210'],'units':[" INF ("Y", 4, 7) "]},"
                                     "{'hex':'1009','frontal_enemies':['1010'],'units':[" INF ("Z", 5, 8) "]}],"
                                     "'defenders':[{'hex':'1010','units':[" INF ("D", 6, 5) "]}]}");
  g_assert_true (combattest_has_note (alone->res.notes, ADJ_NOTE_ILLEGAL, "10.12"));
}

/* 10.12: a frontal enemy the caller names (the app's "hex 1a", typed in
 * without a map) is named so in the note; unnamed ones by their hex id. */
static void
test_covering_names (void)
{
  g_autoptr (Charge) plain = charge ("{'attackers':[{'hex':'1109','frontal_enemies':['1010','1210'],'units':[" INF ("Y", 4, 7) "]}],"
                                     "'defenders':[{'hex':'1010','units':[" INF ("D", 6, 5) "]}]}");
  gboolean by_id = FALSE;
  for (guint i = 0; i < plain->res.notes->len; i++)
    {
      const AdjCombatNote *note = &g_array_index (plain->res.notes, AdjCombatNote, i);
      by_id |= g_str_equal (note->rule, "10.12") && strstr (note->text, "the enemy at 1210 ") != NULL;
    }
  g_assert_true (by_id);

  AdjChargeInput *in = &plain->in;
  AdjChargeResult res = { 0 };
  const char *const names[] = { "hex A", "hex 1a", NULL };
  in->attackers[0].frontal_enemy_ids = g_strdupv ((char **) names);
  g_assert_true (adj_charge_resolve (in, chargetest_charts, &res, NULL));
  gboolean named = FALSE;
  for (guint i = 0; i < res.notes->len; i++)
    {
      const AdjCombatNote *note = &g_array_index (res.notes, AdjCombatNote, i);
      g_assert_null (strstr (note->text, "1210"));
      named |= g_str_equal (note->rule, "10.12") && strstr (note->text, "the enemy at hex 1a ") != NULL;
    }
  g_assert_true (named);
  adj_charge_result_clear (&res);
}

/* Every combination of a few strengths, cohesions and terrains: exact
 * distributions (checked in charge ()) and a total that is the sum of its
 * modifiers. */
static void
test_distributions (void)
{
  static const char *const terrain[] = { "", "'woods'", "'clear','charged-from-above'", "{'value':-3,'text':'wall'}" };
  for (int as = 1; as <= 13; as += 3)
    for (int ds = 1; ds <= 13; ds += 4)
      for (int ac = 0; ac <= 9; ac += 3)
        for (guint t = 0; t < G_N_ELEMENTS (terrain); t++)
          {
            g_autofree char *q = g_strdup_printf ("{'attackers':[{'hex':'1009','units':[{'type':'infantry','strength':%d,"
                                                  "'cohesion':%d}]}],'defenders':[{'hex':'1010','terrain':[%s],"
                                                  "'units':[{'type':'infantry','strength':%d,'cohesion':5}]}]}",
                                                  as, ac, terrain[t], ds);
            g_autoptr (Charge) c = charge (q);
            g_assert_cmpint (c->res.total_drm, ==, adj_modifiers_total (c->res.modifiers));
          }
}

/* Fixed Glory: artillery counts in melee (a +3 M battery charged from the
 * front has 3 SP, from the rear 1), -1 when all attackers stand in the
 * open, -1 across a bridge; artillery that loses is eliminated. */
static void
test_fixed_glory (void)
{
  g_autoptr (Charge) c = charge ("{'fixed_glory':true,'roll':0,'attackers':[{'hex':'1009','terrain':['clear'],'across_bridge':true,"
                                 "'units':[" INF ("A", 6, 6) "]}],"
                                 "'defenders':[{'hex':'1010','units':[" UNIT ("G", "artillery", 3, 6) ",'gun':'M'}]}]}");
  g_assert_false (c->res.automatic);
  g_assert_cmpint (c->res.defense_strength, ==, 3);
  g_assert_cmpint (c->res.modifiers->len, ==, 4);
  g_assert_cmpint (c->res.cohesion_drm, ==, 0); /* no infantry or cavalry defends */
  int fg = 0;
  for (guint i = 0; i < c->res.modifiers->len; i++)
    if (g_str_equal (g_array_index (c->res.modifiers, AdjModifier, i).rule, "Fixed Glory"))
      fg += g_array_index (c->res.modifiers, AdjModifier, i).value;
  g_assert_cmpint (fg, ==, -2);
  g_autoptr (Charge) rear = charge ("{'fixed_glory':true,'attackers':[{'hex':'1009','rear_of':['1010'],"
                                    "'units':[" INF ("A", 6, 6) "]}],"
                                    "'defenders':[{'hex':'1010','units':[" UNIT ("G", "artillery", 3, 6) ",'gun':'M'}]}]}");
  g_assert_cmpint (rear->res.defense_strength, ==, 1);
  AdjChargeOutcome o;
  adj_charge_outcome_for (&c->in, chargetest_charts, 9, &o);
  g_autoptr (GArray) e = effects_of (c, &o);
  g_assert_cmpstr (fx (e, 0, ADJ_EFFECT_ELIMINATE)->rule, ==, "Fixed Glory");
  g_assert_false (adj_combat_notes_any_illegal (c->res.notes));
  /* At most 2 units melee one hex. */
  g_autoptr (Charge) three = charge ("{'fixed_glory':true,'attackers':[{'hex':'1009','units':[" INF ("A", 3, 6) "," INF ("B", 3, 6) "]},"
                                     "{'hex':'1109','units':[" INF ("C", 3, 6) "]}],"
                                     "'defenders':[{'hex':'1010','units':[" INF ("D", 3, 6) "]}]}");
  g_assert_true (combattest_has_note (three->res.notes, ADJ_NOTE_ILLEGAL, "Fixed Glory"));
}

/* Malformed input: file, JSON path and reason, and nothing half-filled. */
static void
test_json_errors (void)
{
  combattest_charge_error ("{'attackers':[{'hex':'1009','units':[{'type':'infantry','strength':4}]}],"
                           "'defenders':[{'hex':'1010','units':[" INF ("B", 4, 6) "]}]}",
                           "c.json: $.attackers[0].units[0].cohesion: missing");
  combattest_charge_error ("{'attackers':[{'hex':'1009','units':[{'type':'infantry','strength':'4','cohesion':5}]}],"
                           "'defenders':[{'hex':'1010','units':[" INF ("B", 4, 6) "]}]}",
                           "c.json: $.attackers[0].units[0].strength: expected an integer, found a string");
  combattest_charge_error ("{'attackers':[{'hex':'1009','units':[{'type':'infantry','strength':99999999999999999999,'cohesion':5}]}],"
                           "'defenders':[{'hex':'1010','units':[" INF ("B", 4, 6) "]}]}",
                           "c.json: $.attackers[0].units[0].strength: ");
  combattest_charge_error ("{'atackers':[]}", "c.json: $: unknown member 'atackers'");
  combattest_charge_error ("{'attackers':[{'hex':'10099','units':[" INF ("A", 4, 6) "]}],"
                           "'defenders':[{'hex':'1010','units':[" INF ("B", 4, 6) "]}]}",
                           "c.json: $.attackers[0].hex: '10099' is not a hex id");
  combattest_charge_error ("{'attackers':[{'hex':'1009','rear_of':['1111'],'units':[" INF ("A", 4, 6) "]}],"
                           "'defenders':[{'hex':'1010','units':[" INF ("B", 4, 6) "]}]}",
                           "c.json: $.attackers[0].rear_of[0]: 1111 is not one of the defending hexes");
  combattest_charge_error ("{'attackers':[{'hex':'1009','units':[" GUN ("G", 2, 6) "]}],"
                           "'defenders':[{'hex':'1010','units':[" INF ("B", 4, 6) "]}]}",
                           "c.json: $.attackers[0].units: no infantry or cavalry unit charges from 1009");
  combattest_charge_error ("{'attackers':[{'hex':'1010','units':[" INF ("A", 4, 6) "]}],"
                           "'defenders':[{'hex':'1010','units':[" INF ("B", 4, 6) "]}]}",
                           "the hex 1010 is listed twice");
  combattest_charge_error ("{'kind':'sneaky','attackers':[],'defenders':[]}", "c.json: $.kind: 'sneaky' is not");
  combattest_charge_error ("{'attackers':[{'hex':'1009','units':[" INF ("A", 4, 6) "," INF ("B", 4, 6) "," INF ("C", 4, 6) "]}],"
                           "'defenders':[{'hex':'1010','units':[" INF ("D", 4, 6) "]}]}",
                           "c.json: $.attackers[0].units: needs 1 to 2 entries, has 3");
  combattest_charge_error ("{'attackers':[{'hex':'1009','units':[" UNIT ("A", "dragoons", 4, 6) "}]}],"
                           "'defenders':[{'hex':'1010','units':[" INF ("D", 4, 6) "]}]}",
                           "c.json: $.attackers[0].units[0].type: 'dragoons' is not a unit type");
  combattest_charge_error ("{'roll':10,'attackers':[],'defenders':[]}", "c.json: $.roll: 10 is outside 0..9");
  combattest_charge_error ("[1,2]", "c.json: $: expected an object");
  combattest_charge_error ("{'attackers':", "c.json: the JSON text ends too early");

  /* An unknown terrain is an error of the calculator, with the chart's words. */
  Charge c = { 0 };
  GError *error = NULL;
  combattest_charge ("{'attackers':[{'hex':'1009','units':[" INF ("A", 4, 6) "]}],"
                     "'defenders':[{'hex':'1010','terrain':['swamp'],'units':[" INF ("B", 4, 6) "]}]}", &c.in);
  g_assert_false (adj_charge_resolve (&c.in, chargetest_charts, &c.res, &error));
  g_assert_nonnull (strstr (error->message, "Terrain Effects Chart has no row 'swamp'"));
  g_clear_error (&error);
  adj_charge_result_clear (&c.res);
  adj_charge_input_clear (&c.in);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  chargetest_charts = combattest_charts ();
  g_test_add_func ("/charge/rule-10.2/example-9-to-6", test_example_9_to_6);
  g_test_add_func ("/charge/rule-10.43/example", test_example_10_43);
  g_test_add_func ("/charge/rule-10.41/example-7-to-3", test_example_7_to_3);
  g_test_add_func ("/charge/rule-10.25/cohesion-differential", test_cohesion_differential);
  g_test_add_func ("/charge/rule-10.26/cavalry", test_cavalry);
  g_test_add_func ("/charge/rule-10.22/rear", test_rear);
  g_test_add_func ("/charge/rule-13/night", test_night);
  g_test_add_func ("/charge/rule-10.28/artillery-alone", test_artillery_alone);
  g_test_add_func ("/charge/rule-10.28/artillery-with-infantry", test_artillery_with_infantry);
  g_test_add_func ("/charge/rule-10.27/retreat-before-charge", test_retreat_before_charge);
  g_test_add_func ("/charge/rule-10.24/combined-charge", test_combined_charge);
  g_test_add_func ("/charge/rule-10.12/example-mclaws-covering", test_covering);
  g_test_add_func ("/charge/rule-10.12/named-frontal-enemies", test_covering_names);
  g_test_add_func ("/charge/rule-11.33/counter-attack", charge_test_counter_attack);
  g_test_add_func ("/charge/rule-11.32/continued-attack", charge_test_continued_attack);
  g_test_add_func ("/charge/distributions", test_distributions);
  g_test_add_func ("/charge/fixed-glory/melee", test_fixed_glory);
  g_test_add_func ("/charge/rule-11.41/second-disorder", charge_test_second_disorder);
  g_test_add_func ("/charge/rule-11.2/retreats", charge_test_retreats);
  g_test_add_func ("/charge/rule-11.22/retreat-path-check", charge_test_retreat_path_check);
  g_test_add_func ("/charge/rule-11.31/advance-ties", charge_test_advance_ties);
  g_test_add_func ("/charge/json-errors", test_json_errors);
  int status = g_test_run ();
  adj_combat_charts_free (chargetest_charts);
  return status;
}
