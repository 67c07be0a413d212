/* What the app's pages ask the engine beyond the tracker's own moves: a
 * melee roll typed as its total, the cards a sector may take, the inputs
 * of an initiative and a leader casualty roll, on the sample scenario. */
#include <math.h>

#include "tgtw-test.h"

#define RED 0
#define BLUE 1
#define LEFT 0
#define CENTER 1
#define RIGHT 2

typedef struct {
  AdjTgtwScenario *sc;
  AdjJournal *j;
} Fx;

#define U(id) tt_unit (f->sc, id)
#define L(id) tt_leader (f->sc, id)

static void
setup (Fx *f, gconstpointer data)
{
  GError *error = NULL;
  json_object *o = json_tokener_parse ("{\"tactical_cards\":true,\"tactical_points\":true}");
  f->sc = tt_sample ();
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

/* Turn 1 to the Action phase: Blue wins the north wing and acts first. */
static void
to_action (Fx *f)
{
  tt_apply (f->j, adj_tgtw_move_initiative (LEFT, 5, 5));
  tt_apply (f->j, adj_tgtw_move_initiative (CENTER, 3, 4));
  tt_apply (f->j, adj_tgtw_move_initiative (RIGHT, 4, 5));
  tt_apply (f->j, adj_tgtw_move_first (LEFT, BLUE));
  tt_apply (f->j, adj_tgtw_move_first (CENTER, RED));
  tt_apply (f->j, adj_tgtw_move_first (RIGHT, BLUE));
  tt_apply (f->j, adj_tgtw_move_cards (RED, (int[]) { 2, 1, 6 }));
  tt_apply (f->j, adj_tgtw_move_cards (BLUE, (int[]) { 6, 3, 2 }));
  tt_apply (f->j, adj_tgtw_move_next ());
  tt_apply (f->j, adj_tgtw_move_next ());
  g_assert_cmpint (adj_tgtw_state_get_phase (tt_state (f->j)), ==, ADJ_TGTW_PHASE_ACTION);
}

/* 7.0: MCT2 reads the total of the dice, so a total typed for them gives
 * what the faces give; it is kept as a total in the save and the journal. */
static void
test_melee_total (Fx *f, gconstpointer data)
{
  GError *error = NULL;
  to_action (f);
  /* The lancers with the captain's die and Charge's: two dice. HC 3
   * against HI 5 is 1-2 (no tactical differential here), 7 : 6 is 1-1: B,
   * the captain's shift: C; 6+6 typed as 12 reads -/R. */
  AdjTgtwMove *bad = adj_tgtw_move_melee_total ((guint) U ("blue-lancers"), (guint) U ("red-hoplites-3"),
                                                L ("blue-north"), 2, 13);
  tt_refused (f->j, bad, "2 dice total from 2 to 12, not 13");
  tt_refused (f->j, adj_tgtw_move_melee_total ((guint) U ("blue-lancers"), (guint) U ("red-hoplites-3"),
                                               L ("blue-north"), 3, 12), "this roll takes 2 dice, not 3");
  AdjTgtwMove *m = adj_tgtw_move_melee_total ((guint) U ("blue-lancers"), (guint) U ("red-hoplites-3"),
                                              L ("blue-north"), 2, 12);
  g_assert_cmpint (adj_tgtw_dice_total (&m->dice), ==, 12);
  json_object *o = adj_tgtw_move_to_json (m, f->sc);
  g_assert_cmpstr (json_object_to_json_string_ext (json_object_object_get (o, "dice"), JSON_C_TO_STRING_PLAIN), ==,
                   "{\"count\":2,\"total\":12}");
  g_autoptr (AdjTgtwMove) back = adj_tgtw_move_from_json (o, f->sc, "$", &error);
  g_assert_no_error (error);
  g_assert_true (back->dice.summed);
  g_assert_cmpint (back->dice.n, ==, 2);
  json_object_put (o);

  g_autoptr (AdjTgtwMove) faces = adj_tgtw_move_melee ((guint) U ("blue-lancers"), (guint) U ("red-hoplites-3"),
                                                       L ("blue-north"), (int[]) { 6, 6 }, 2);
  g_autoptr (AdjTgtwState) by_faces = adj_tgtw_move_apply (tt_state (f->j), faces, NULL);
  tt_apply (f->j, m);
  g_assert_true (adj_tgtw_state_equal (by_faces, tt_state (f->j)));
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_cursor (f->j) - 1);
  g_assert_cmpstr (line, ==, "Blue Lancers attacks Red Hoplites III (MCT1 1-2, 1-1: column C): 12 on 2d6 → -/R (7.0); "
                             "Blue Lancers disordered; Red Hoplites III must check morale");
  /* A single die's total is its face; rolls read die by die refuse a total. */
  AdjTgtwDice one;
  adj_tgtw_dice_summed (&one, 1, 4);
  g_assert_false (one.summed);
  g_assert_cmpint (adj_tgtw_dice_total (&one), ==, 4);
  AdjTgtwMove *check = adj_tgtw_move_morale ((guint) U ("red-hoplites-3"), -1, 0);
  adj_tgtw_dice_summed (&check->dice, 2, 5);
  tt_refused (f->j, check, "read die by die");
  json_object *init = json_tokener_parse ("{\"type\":\"initiative\",\"sector\":\"left\",\"dice\":{\"count\":2,\"total\":30}}");
  g_assert_null (adj_tgtw_move_from_json (init, f->sc, "$", &error));
  g_assert_nonnull (strstr (error->message, "$.dice: expected an array"));
  g_clear_error (&error);
  json_object_put (init);
}

/* 11.0: a card for a sector where the army has a unit of a type it names. */
static void
test_card_allowed (Fx *f, gconstpointer data)
{
  GError *error = NULL;
  const AdjTgtwState *s = tt_state (f->j);
  /* Blue's south wing has MI and SK: no Hit and Run (LI, LC). */
  g_assert_false (adj_tgtw_move_card_allowed (s, BLUE, RIGHT, 5, &error));
  g_assert_nonnull (strstr (error->message, "11.0: Hit and Run (card 5) is for units the army does not have in South wing"));
  g_clear_error (&error);
  g_assert_true (adj_tgtw_move_card_allowed (s, BLUE, LEFT, 5, &error));
  g_assert_true (adj_tgtw_move_card_allowed (s, RED, CENTER, 1, &error));
  g_assert_false (adj_tgtw_move_card_allowed (s, RED, CENTER, 0, &error));
  g_assert_nonnull (strstr (error->message, "11.0: Centre needs a tactical card"));
  g_clear_error (&error);
  g_assert_false (adj_tgtw_move_card_allowed (s, RED, CENTER, 8, &error));
  g_assert_nonnull (strstr (error->message, "there is no tactical card 8"));
  g_clear_error (&error);
  g_assert_false (adj_tgtw_move_card_allowed (s, RED, 3, 1, &error));
  g_assert_nonnull (strstr (error->message, "no such sector"));
  g_clear_error (&error);
  g_assert_false (adj_tgtw_move_card_allowed (s, 2, CENTER, 1, &error));
  g_clear_error (&error);
}

/* 4.0 and 9.0: the inputs of the calculators a page shows before the roll
 * are those the moves use. */
static void
test_inputs (Fx *f, gconstpointer data)
{
  AdjTgtwInitiativeInput in;
  adj_tgtw_state_initiative_input (tt_state (f->j), LEFT, &in);
  g_assert_cmpint (in.bonus[RED], ==, 1);
  g_assert_cmpint (in.bonus[BLUE], ==, 2);
  g_assert_cmpint (in.plus[RED] + in.plus[BLUE], ==, 0);
  adj_tgtw_state_initiative_input (tt_state (f->j), CENTER, &in);
  g_assert_cmpint (in.bonus[RED], ==, 3);
  g_assert_cmpint (in.bonus[BLUE], ==, 2);

  to_action (f);
  tt_apply (f->j, adj_tgtw_move_next ());
  tt_apply (f->j, adj_tgtw_move_next ());
  /* Red's centre: HI 6 against MI 6, 6 : 5, C with the Strategos' shift;
   * 5+6 reads -/R, with the Blue King on the levy. */
  AdjTgtwMove *m = adj_tgtw_move_melee ((guint) U ("red-hoplites-2"), (guint) U ("blue-levy"), L ("red-strategos"),
                                        (int[]) { 5, 6 }, 2);
  int king = L ("blue-king");
  adj_tgtw_move_set_items (m, &king, NULL, 1);
  tt_apply (f->j, m);
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_cursor (f->j) - 1);
  g_assert_cmpstr (line, ==, "Red Hoplites II attacks Blue Levy (MCT1 1-1, 1-1: column C): 5+6 → -/R (7.0); Blue Levy "
                             "must check morale; Blue King rolls for his life");
  g_assert_cmpuint (adj_tgtw_state_n_pending (tt_state (f->j)), ==, 2);
  AdjTgtwCasualtyInput c;
  adj_tgtw_state_casualty_input (tt_state (f->j), 1, &c);
  g_assert_false (c.missile);
  g_assert_cmpint (c.column, ==, ADJ_TGTW_CASUALTY_R);
  g_assert_cmpint (c.stars, ==, 2);
  AdjTgtwCasualtyResult r;
  g_assert_true (adj_tgtw_casualty_roll (tt_charts (), &c, &r, NULL));
  g_assert_cmpint (r.loss[ADJ_TGTW_FATE_WOUNDED], ==, 4);
  g_assert_cmpint (r.loss[ADJ_TGTW_FATE_KILLED], ==, 10);
  adj_tgtw_casualty_result_clear (&r);

}

/* 9.0, 8.0: the Blue King, named stacked with the Levy in the melee that
 * routs it (-/R), helps its morale check without being named again, while
 * his own casualty roll leaves him in play; killed (a 10 after an R), he
 * no longer does. Before, the check's leader was asked for again. */
static void
test_rule_9_0_morale_leader (Fx *f, gconstpointer data)
{
  to_action (f);
  tt_apply (f->j, adj_tgtw_move_next ());
  tt_apply (f->j, adj_tgtw_move_next ());
  AdjTgtwMove *m = adj_tgtw_move_melee ((guint) U ("red-hoplites-2"), (guint) U ("blue-levy"), L ("red-strategos"),
                                        (int[]) { 5, 6 }, 2);
  int king = L ("blue-king");
  adj_tgtw_move_set_items (m, &king, NULL, 1);
  tt_apply (f->j, m);

  guint levy = (guint) U ("blue-levy");
  g_assert_cmpint (adj_tgtw_state_morale_leader (tt_state (f->j), levy), ==, king);
  g_assert_cmpint (adj_tgtw_state_morale_leader (tt_state (f->j), (guint) U ("red-hoplites-2")), ==, -1);
  tt_apply (f->j, adj_tgtw_move_casualty ((guint) king, 10));
  g_assert_cmpint (adj_tgtw_state_morale_leader (tt_state (f->j), levy), ==, -1);
  adj_journal_undo (f->j);
  tt_apply (f->j, adj_tgtw_move_casualty ((guint) king, 1));
  g_assert_cmpint (adj_tgtw_state_morale_leader (tt_state (f->j), levy), ==, king);

}

/* 11.0 card 6: the Blue Lancers charge (Blue's north card); the melee
 * summary the page shows (the attacker's chances from the game's own
 * input) counts the card's Disorder: never "no effect" for the lancers,
 * whose unhurt outcomes all end disordered. */
static void
test_rule_11_0_charge_summary (Fx *f, gconstpointer data)
{
  to_action (f);
  g_autoptr (AdjTgtwMove) m = adj_tgtw_move_melee ((guint) U ("blue-lancers"), (guint) U ("red-hoplites-3"),
                                                   L ("blue-north"), (int[]) { 6, 6 }, 2);
  AdjTgtwMeleeInput in;
  g_assert_true (adj_tgtw_move_melee_input (tt_state (f->j), m, &in, NULL));
  g_assert_true (in.charge);
  AdjTgtwMeleeResult r;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpfloat (r.attacker[ADJ_TGTW_HIT_NONE], ==, 0);
  g_assert_cmpfloat (r.attacker[ADJ_TGTW_HIT_D], >, 0);
  double sum = 0;
  for (guint h = 0; h <= ADJ_TGTW_N_HITS; h++)
    sum += r.attacker[h];
  g_assert_cmpfloat (fabs (sum - 1), <, 1e-9);
  adj_tgtw_melee_result_clear (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/tgtw/rule-7.0/melee-roll-typed-as-total", Fx, NULL, setup, test_melee_total, teardown);
  g_test_add ("/tgtw/rule-11.0/card-allowed", Fx, NULL, setup, test_card_allowed, teardown);
  g_test_add ("/tgtw/tracker/calculator-inputs", Fx, NULL, setup, test_inputs, teardown);
  g_test_add ("/tgtw/rule-11.0/charge-summary-counts-the-card", Fx, NULL, setup, test_rule_11_0_charge_summary, teardown);
  g_test_add ("/tgtw/rule-9.0/morale-check-takes-the-stacked-leader", Fx, NULL, setup, test_rule_9_0_morale_leader,
              teardown);
  return g_test_run ();
}
