/* A whole game of the sample scenario with every optional rule, through
 * the journal: two turns from the initiative of turn 1 to the Blue
 * League's rout, every result checked on the printed tables by hand, then
 * undone, redone, saved and loaded back. */
#include <string.h>

#include "tgtw-test.h"

typedef struct {
  AdjTgtwScenario *sc;
  AdjJournal *j;
} Game;

#define U(id) tt_unit (g->sc, id)
#define L(id) tt_leader (g->sc, id)
#define STATUS(id) adj_tgtw_state_unit_status (tt_state (g->j), (guint) U (id))
#define PHASE() adj_tgtw_state_get_phase (tt_state (g->j))
#define RED 0
#define BLUE 1
#define LEFT 0
#define CENTER 1
#define RIGHT 2

static AdjTgtwMove *
fire (Game *g, const char *target, const char *firer, int range, int roll, int plus)
{
  int f = U (firer);
  AdjTgtwMove *m = adj_tgtw_move_missile ((guint) U (target), &f, &range, 1, roll);
  m->plus[0] = plus;
  return m;
}

static AdjTgtwMove *
melee (Game *g, const char *att, const char *def, const char *leader, int d0, int d1)
{
  int faces[] = { d0, d1 };
  return adj_tgtw_move_melee ((guint) U (att), (guint) U (def), leader ? L (leader) : -1, faces, d1 ? 2 : d0 ? 1 : 0);
}

static void
next (Game *g, AdjTgtwPhase expect)
{
  tt_apply (g->j, adj_tgtw_move_next ());
  g_assert_cmpint (PHASE (), ==, expect);
}

static void
acting (Game *g, int sector, int army)
{
  int s, a;
  g_assert_true (adj_tgtw_state_acting (tt_state (g->j), &s, &a));
  g_assert_cmpint (s, ==, sector);
  g_assert_cmpint (a, ==, army);
}

static void
turn_one_initiative (Game *g)
{
  AdjTgtwSectorStanding st;
  /* 4.0: d10 + the sector leader's bonus. Left: 5+1 against 5+2. */
  tt_apply (g->j, adj_tgtw_move_initiative (LEFT, 5, 5));
  adj_tgtw_state_sector (tt_state (g->j), LEFT, &st);
  g_assert_cmpint (st.winner, ==, BLUE);
  g_assert_cmpint (st.total[RED], ==, 6);
  g_assert_cmpint (st.total[BLUE], ==, 7);
  g_assert_cmpint (st.position, ==, -1);   /* known once all are rolled */
  /* Centre: 3+3 against 4+2, a tie that the higher bonus wins. */
  tt_apply (g->j, adj_tgtw_move_initiative (CENTER, 3, 4));
  tt_refused (g->j, adj_tgtw_move_initiative (CENTER, 1, 1), "already has its initiative");
  tt_refused (g->j, adj_tgtw_move_next (), "4.0: every sector rolls");
  /* Right: 4+2 against 5+1, the same. */
  tt_apply (g->j, adj_tgtw_move_initiative (RIGHT, 4, 5));
  g_autofree char *line = adj_journal_describe (g->j, adj_journal_get_cursor (g->j) - 1);
  g_assert_cmpstr (line, ==, "South wing: Red League roll 4+2+0 = 6, Blue League 5+1+0 = 6: a tie, Red League win "
                             "on their leader's bonus (4.0)");
  /* The best total first; 6 and 6 keep the scenario's order. */
  g_assert_cmpint (adj_tgtw_state_sector_at (tt_state (g->j), 0), ==, LEFT);
  g_assert_cmpint (adj_tgtw_state_sector_at (tt_state (g->j), 1), ==, CENTER);
  g_assert_cmpint (adj_tgtw_state_sector_at (tt_state (g->j), 2), ==, RIGHT);

  g_assert_cmpint (adj_tgtw_state_init_step (tt_state (g->j)), ==, ADJ_TGTW_INIT_FIRST);
  tt_apply (g->j, adj_tgtw_move_first (LEFT, BLUE));
  tt_apply (g->j, adj_tgtw_move_first (CENTER, RED));
  tt_apply (g->j, adj_tgtw_move_first (RIGHT, BLUE));  /* the winner may let the other go first */

  /* 11.0: cards in secret; Hit and Run is for LI and LC, which Blue's
   * south wing has none of. */
  int red[] = { 2, 1, 6 }, blue_bad[] = { 6, 3, 5 }, blue[] = { 6, 3, 2 }, none[] = { 6, 0, 2 };
  tt_apply (g->j, adj_tgtw_move_cards (RED, red));
  g_assert_true (adj_tgtw_state_cards_chosen (tt_state (g->j), RED));
  g_assert_false (adj_tgtw_state_cards_revealed (tt_state (g->j)));
  adj_tgtw_state_sector (tt_state (g->j), CENTER, &st);
  g_assert_cmpint (st.card[RED], ==, 0);   /* hidden */
  g_assert_cmpint (adj_tgtw_state_own_card (tt_state (g->j), RED, CENTER), ==, 1);
  json_object *summary = adj_tgtw_state_summary (tt_state (g->j));
  g_assert_null (strstr (json_object_to_json_string (summary), "\"card\""));
  json_object_put (summary);
  g_autofree char *hidden = adj_journal_describe (g->j, adj_journal_get_cursor (g->j) - 1);
  g_assert_cmpstr (hidden, ==, "Red League chose their tactical cards, hidden until both armies have (11.0)");
  tt_refused (g->j, adj_tgtw_move_cards (RED, red), "has chosen its cards");
  tt_refused (g->j, adj_tgtw_move_cards (BLUE, blue_bad), "Hit and Run (card 5) is for units");
  tt_refused (g->j, adj_tgtw_move_cards (BLUE, none), "Centre needs a tactical card");
  tt_apply (g->j, adj_tgtw_move_cards (BLUE, blue));
  g_assert_true (adj_tgtw_state_cards_revealed (tt_state (g->j)));
  adj_tgtw_state_sector (tt_state (g->j), CENTER, &st);
  g_assert_cmpint (st.card[RED], ==, 1);
  g_assert_cmpint (st.card[BLUE], ==, 3);
  g_autofree char *revealed = adj_journal_describe (g->j, adj_journal_get_cursor (g->j) - 1);
  g_assert_nonnull (strstr (revealed, "Centre: Red League Furious Assault, Blue League Stalled"));
  next (g, ADJ_TGTW_PHASE_MISSILE_1);
}

static void
turn_one_missiles (Game *g)
{
  /* Shortbow 2 at one hex: Normal, column 2; a 5 reads D. */
  tt_apply (g->j, fire (g, "blue-levy", "red-archers", 1, 5, 0));
  g_assert_cmpint (STATUS ("blue-levy"), ==, ADJ_TGTW_DISORDERED);
  tt_refused (g->j, fire (g, "blue-guard", "red-archers", 1, 5, 0), "has fired in this phase");
  tt_refused (g->j, fire (g, "blue-riders", "red-peltasts", 3, 5, 0), "5.1: Red Peltasts (javelin) cannot fire at 3");
  /* Composite 3 at one hex: Double 6, a phalanx one column left, 5; a 6
   * reads R: the hoplites check morale, B (7) with Furious Assault's +3:
   * a 10 passes, and they are only disordered. */
  AdjTgtwMove *group[] = { fire (g, "red-hoplites-1", "blue-bowmen", 1, 6, 0),
                           adj_tgtw_move_morale ((guint) U ("red-hoplites-1"), -1, 10) };
  tt_apply_group (g->j, group, 2);
  g_assert_cmpint (STATUS ("red-hoplites-1"), ==, ADJ_TGTW_DISORDERED);
  g_assert_cmpuint (adj_tgtw_state_n_pending (tt_state (g->j)), ==, 0);
  g_autofree char *line = adj_journal_describe (g->j, adj_journal_get_cursor (g->j) - 1);
  g_assert_cmpstr (line, ==, "Blue Bowmen fire at Red Hoplites I: potential 6, column 5, d6 6 → R (5.3); Red Hoplites I "
                             "must check morale; Red Hoplites I checks morale: 10 (8.0); Red Hoplites I disordered");
  /* Longbow 2 at four hexes: 1/3, at least 1; skirmishers two columns
   * right, 3; a 3 with a tactical point reads row 4: D. */
  tt_apply (g->j, fire (g, "red-slingers", "blue-longbows", 4, 3, 1));
  g_assert_cmpint (STATUS ("red-slingers"), ==, ADJ_TGTW_DISORDERED);
  g_assert_cmpint (adj_tgtw_state_tp_left (tt_state (g->j), BLUE), ==, 5);
  /* Simultaneous fire: the slingers were ordered when the phase began. */
  tt_apply (g->j, fire (g, "blue-footmen", "red-slingers", 1, 4, 0));
  g_assert_cmpint (STATUS ("blue-footmen"), ==, ADJ_TGTW_ORDERED);
  next (g, ADJ_TGTW_PHASE_ACTION);
}

static void
turn_one_action (Game *g)
{
  acting (g, LEFT, BLUE);
  tt_refused (g->j, melee (g, "red-hoplites-3", "blue-lancers", NULL, 3, 0), "not of the army acting");
  /* HC 3 against HI 5: 1-2, less a row for HC against HI: 1-3; morale
   * 7 : 6 is 1-1: A; the captain's shift: B; his die and Charge's: 6+6
   * reads D/R. The hoplites check at C (6) +1 (Controlled Assault): an 8
   * fails, they rout. */
  AdjTgtwMove *group[] = { melee (g, "blue-lancers", "red-hoplites-3", "blue-north", 6, 6),
                           adj_tgtw_move_morale ((guint) U ("red-hoplites-3"), -1, 8) };
  tt_apply_group (g->j, group, 2);
  g_assert_cmpint (STATUS ("red-hoplites-3"), ==, ADJ_TGTW_ROUTED);
  g_assert_cmpint (STATUS ("blue-lancers"), ==, ADJ_TGTW_DISORDERED);
  /* 7.0 R: a friendly unit in the rout's path is disordered. */
  tt_apply (g->j, adj_tgtw_move_unit (ADJ_TGTW_MOVE_DISORDER, (guint) U ("red-peltasts")));
  tt_refused (g->j, melee (g, "blue-riders", "red-hoplites-3", NULL, 1, 1), "has been attacked this turn");
  /* LC 2 against disordered LI 3: 1-2 up two rows (LC against LI) to 3-2;
   * 1-1 two columns to 2-1: C; two dice (Charge), 6+6 and a point: 13,
   * -/E. */
  AdjTgtwMove *m = melee (g, "blue-riders", "red-peltasts", NULL, 6, 6);
  m->tp[0].plus = 1;
  tt_apply (g->j, m);
  g_assert_cmpint (STATUS ("red-peltasts"), ==, ADJ_TGTW_ELIMINATED);
  g_assert_cmpint (STATUS ("blue-riders"), ==, ADJ_TGTW_DISORDERED);  /* 11.0 card 6 */
  g_assert_cmpint (adj_tgtw_state_tp_left (tt_state (g->j), BLUE), ==, 4);
  tt_refused (g->j, melee (g, "blue-riders", "red-hoplites-3", NULL, 1, 1), "is disordered and cannot attack");
  next (g, ADJ_TGTW_PHASE_ACTION);
  acting (g, LEFT, RED);
  next (g, ADJ_TGTW_PHASE_ACTION);
  acting (g, CENTER, RED);

  /* HI 6 against disordered MI 6: 1-1, a row up (HI against MI): 3-2;
   * morale 6 : 5 is 1-1, two columns for the disorder, one bought and
   * cancelled: 2-1; C, the Strategos' shift: D; his two dice 5+6 = 11:
   * -/E. The Blue King was stacked with the levy: a 7 after E wounds him. */
  tt_refused (g->j, melee (g, "red-hoplites-1", "blue-guard", "red-strategos", 1, 1), "is disordered and cannot attack");
  m = melee (g, "red-hoplites-2", "blue-levy", "red-strategos", 5, 6);
  m->tp[0].mct1 = 1;
  m->tp[1].cancel = 1;
  int king = L ("blue-king");
  adj_tgtw_move_set_items (m, &king, NULL, 1);
  AdjTgtwMove *cas[] = { m, adj_tgtw_move_casualty ((guint) king, 7) };
  tt_apply_group (g->j, cas, 2);
  g_assert_cmpint (STATUS ("blue-levy"), ==, ADJ_TGTW_ELIMINATED);
  g_assert_cmpint (adj_tgtw_state_leader_status (tt_state (g->j), (guint) king), ==, ADJ_TGTW_LEADER_WOUNDED);
  g_assert_cmpint (adj_tgtw_state_leader_back_turn (tt_state (g->j), (guint) king), ==, 5);
  g_assert_cmpint (adj_tgtw_state_tp_left (tt_state (g->j), RED), ==, 4);
  g_assert_cmpint (adj_tgtw_state_tp_left (tt_state (g->j), BLUE), ==, 2);
  next (g, ADJ_TGTW_PHASE_ACTION);
  acting (g, CENTER, BLUE);
  /* The king is out: Blue's centre has no leader to give his dice. */
  g_assert_cmpint (adj_tgtw_state_active_leader (tt_state (g->j), CENTER, BLUE), ==, -1);
  tt_refused (g->j, melee (g, "blue-guard", "red-hoplites-2", "blue-king", 3, 0), "9.0: only the sector's leader");
  /* HI 5 against HI 6: 1-2; 8 : 6 is 1-1: B; a 3: D/D. */
  tt_apply (g->j, melee (g, "blue-guard", "red-hoplites-2", NULL, 3, 0));
  g_assert_cmpint (STATUS ("blue-guard"), ==, ADJ_TGTW_DISORDERED);
  g_assert_cmpint (STATUS ("red-hoplites-2"), ==, ADJ_TGTW_DISORDERED);
  next (g, ADJ_TGTW_PHASE_ACTION);
  acting (g, RIGHT, BLUE);
  /* MI 4 against disordered SK 2: 2-1, 2-1: C; a 4: D/R, and R on a
   * skirmisher in melee with infantry eliminates it (5.0). */
  tt_apply (g->j, melee (g, "blue-footmen", "red-slingers", "blue-south", 4, 0));
  g_assert_cmpint (STATUS ("red-slingers"), ==, ADJ_TGTW_ELIMINATED);
  g_assert_cmpint (STATUS ("blue-footmen"), ==, ADJ_TGTW_DISORDERED);
  next (g, ADJ_TGTW_PHASE_ACTION);
  acting (g, RIGHT, RED);
  /* MC 3 against SK 2: 3-2, 7 : 5 is 1-1: B; the captain's shift: C;
   * Charge's die: 2+2 = 4, D/R: the longbows go (5.0). */
  tt_apply (g->j, melee (g, "red-horse", "blue-longbows", "red-south", 2, 2));
  g_assert_cmpint (STATUS ("blue-longbows"), ==, ADJ_TGTW_ELIMINATED);
  g_assert_cmpint (STATUS ("red-horse"), ==, ADJ_TGTW_DISORDERED);
  next (g, ADJ_TGTW_PHASE_RALLY);
}

static void
turn_one_end (Game *g)
{
  int auto_rally[] = { U ("red-hoplites-1"), U ("red-horse"), U ("blue-lancers"), U ("blue-riders"), U ("blue-footmen") };
  tt_refused (g->j, adj_tgtw_move_rally ((int[]) { U ("red-hoplites-3") }, 1), "is not a disordered unit still to rally");
  tt_apply (g->j, adj_tgtw_move_rally (auto_rally, G_N_ELEMENTS (auto_rally)));
  g_assert_cmpint (STATUS ("blue-footmen"), ==, ADJ_TGTW_ORDERED);
  /* Beside ordered enemies they check: C (6) +3 passes on a 9; A (8) with
   * Stalled's 0 fails on a 10. */
  tt_apply (g->j, adj_tgtw_move_morale ((guint) U ("red-hoplites-2"), -1, 9));
  g_assert_cmpint (STATUS ("red-hoplites-2"), ==, ADJ_TGTW_ORDERED);
  tt_apply (g->j, adj_tgtw_move_morale ((guint) U ("blue-guard"), -1, 10));
  g_assert_cmpint (STATUS ("blue-guard"), ==, ADJ_TGTW_DISORDERED);
  tt_refused (g->j, adj_tgtw_move_morale ((guint) U ("blue-guard"), -1, 1), "has had its check");
  /* 2.1: the Strategos' rally dot recovers the routed hoplites, no roll. */
  tt_refused (g->j, adj_tgtw_move_morale ((guint) U ("red-hoplites-3"), L ("red-strategos"), 4), "takes 0 dice");
  tt_apply (g->j, adj_tgtw_move_morale ((guint) U ("red-hoplites-3"), L ("red-strategos"), 0));
  g_assert_cmpint (STATUS ("red-hoplites-3"), ==, ADJ_TGTW_DISORDERED);
  next (g, ADJ_TGTW_PHASE_MISSILE_2);

  /* Shortbow 2 at one hex on skirmishers: 2, two right: 4; a 6: R. The
   * bowmen check at D (5) with Stalled's 0: a 6 fails, they rout. */
  tt_refused (g->j, fire (g, "red-hoplites-2", "blue-riders", 1, 6, 0), "fought in the Action phase");
  AdjTgtwMove *group[] = { fire (g, "blue-bowmen", "red-archers", 1, 6, 0),
                           adj_tgtw_move_morale ((guint) U ("blue-bowmen"), -1, 6) };
  tt_apply_group (g->j, group, 2);
  g_assert_cmpint (STATUS ("blue-bowmen"), ==, ADJ_TGTW_ROUTED);
  next (g, ADJ_TGTW_PHASE_VICTORY);

  /* 10.0: Blue has lost levy 6 + longbows 2 + bowmen routed 1 + guard
   * disordered 1 + the wounded king 2 x 2 = 14 of 20; Red 6 of 22. Blue's
   * centre has lost 12 of 9 (13.0, Stalled's 0): it routs. */
  AdjTgtwTally t;
  adj_tgtw_state_tally (tt_state (g->j), BLUE, -1, &t);
  g_assert_cmpint (t.eliminated, ==, 8);
  g_assert_cmpint (t.routed, ==, 1);
  g_assert_cmpint (t.disordered, ==, 1);
  g_assert_cmpint (t.leaders, ==, 4);
  g_assert_cmpint (t.total, ==, 14);
  g_assert_false (t.reached);
  adj_tgtw_state_tally (tt_state (g->j), RED, -1, &t);
  g_assert_cmpint (t.total, ==, 6);
  adj_tgtw_state_tally (tt_state (g->j), BLUE, CENTER, &t);
  g_assert_cmpint (t.total, ==, 12);
  g_assert_cmpint (t.rout_level, ==, 9);
  g_assert_true (t.reached);
  adj_tgtw_state_tally (tt_state (g->j), RED, LEFT, &t);
  g_assert_cmpint (t.rout_level, ==, 9);  /* 8 and Controlled Assault's +1 */
  next (g, ADJ_TGTW_PHASE_INITIATIVE);
  g_autofree char *line = adj_journal_describe (g->j, adj_journal_get_cursor (g->j) - 1);
  g_assert_cmpstr (line, ==, "Victory Check: Red League 6 of 22, Blue League 14 of 20; Blue League's Centre routs "
                             "(13.0); no army routs, turn 2 begins (10.0)");
  g_assert_cmpint (adj_tgtw_state_get_turn (tt_state (g->j)), ==, 2);
}

static void
turn_two (Game *g)
{
  tt_apply (g->j, adj_tgtw_move_initiative (LEFT, 1, 1));
  tt_apply (g->j, adj_tgtw_move_initiative (CENTER, 2, 9));   /* Blue has no centre leader: 5 against 9 */
  tt_apply (g->j, adj_tgtw_move_initiative (RIGHT, 10, 1));
  g_assert_cmpint (adj_tgtw_state_sector_at (tt_state (g->j), 0), ==, RIGHT);
  g_assert_cmpint (adj_tgtw_state_sector_at (tt_state (g->j), 1), ==, CENTER);
  g_assert_cmpint (adj_tgtw_state_sector_at (tt_state (g->j), 2), ==, LEFT);
  tt_apply (g->j, adj_tgtw_move_first (RIGHT, RED));
  tt_apply (g->j, adj_tgtw_move_first (CENTER, BLUE));
  tt_apply (g->j, adj_tgtw_move_first (LEFT, BLUE));
  tt_apply (g->j, adj_tgtw_move_cards (BLUE, (int[]) { 6, 2, 2 }));
  tt_apply (g->j, adj_tgtw_move_cards (RED, (int[]) { 2, 2, 6 }));
  next (g, ADJ_TGTW_PHASE_MISSILE_1);
  next (g, ADJ_TGTW_PHASE_ACTION);
  acting (g, RIGHT, RED);
  /* 12.0: a die costs 5, Red has 4 left. */
  AdjTgtwMove *m = melee (g, "red-horse", "blue-footmen", "red-south", 6, 6);
  m->tp[0].mct2_dice = 1;
  tt_refused (g->j, m, "Red League has 4 tactical points left, not 5");
  /* MC 3 against MI 4: 1-2, two rows up (MC against MI): 3-2; 7 : 6,
   * 1-1: B; the shift: C; Charge's die: 12, -/R. The footmen fail at C
   * (6) +1 with a 9: routed. */
  AdjTgtwMove *group[] = { melee (g, "red-horse", "blue-footmen", "red-south", 6, 6),
                           adj_tgtw_move_morale ((guint) U ("blue-footmen"), -1, 9) };
  tt_apply_group (g->j, group, 2);
  g_assert_cmpint (STATUS ("blue-footmen"), ==, ADJ_TGTW_ROUTED);
  next (g, ADJ_TGTW_PHASE_ACTION);
  next (g, ADJ_TGTW_PHASE_ACTION);
  acting (g, CENTER, BLUE);
  tt_refused (g->j, melee (g, "blue-bowmen", "red-hoplites-1", NULL, 3, 0), "is routed and cannot attack");
  next (g, ADJ_TGTW_PHASE_ACTION);
  acting (g, CENTER, RED);
  /* HI 6 against the disordered guard, A (8): 1-1; 7 : 8 is 2-3, two
   * for the disorder: 3-2; B, the shift: C; 5+5 = 10: -/R, and in a
   * routed sector an R is an E (13.0). */
  tt_apply (g->j, melee (g, "red-hoplites-1", "blue-guard", "red-strategos", 5, 5));
  g_assert_cmpint (STATUS ("blue-guard"), ==, ADJ_TGTW_ELIMINATED);
  tt_refused (g->j, melee (g, "red-hoplites-1", "blue-bowmen", "red-strategos", 1, 1), "has made its attack");
  next (g, ADJ_TGTW_PHASE_ACTION);
  next (g, ADJ_TGTW_PHASE_ACTION);
  next (g, ADJ_TGTW_PHASE_RALLY);
  tt_apply (g->j, adj_tgtw_move_rally ((int[]) { U ("red-horse") }, 1));
  /* 3.0 phase 4, 8.0: the routed units still owe their checks; the
   * players go on without them, and the journal says so. */
  tt_refused (g->j, adj_tgtw_move_next (), "3.0, 8.0: the Rally and Morale phase ends");
  tt_apply (g->j, adj_tgtw_move_overrule ());
  g_autofree char *overruled = adj_journal_describe (g->j, adj_journal_get_cursor (g->j) - 1);
  g_assert_nonnull (strstr (overruled, "by the players' choice (3.0, 8.0)"));
  g_assert_cmpint (adj_tgtw_state_get_phase (tt_state (g->j)), ==, ADJ_TGTW_PHASE_MISSILE_2);
  next (g, ADJ_TGTW_PHASE_VICTORY);
  /* 6 + 2 + 5 eliminated, bowmen and footmen routed 1 + 2, the king 4. */
  AdjTgtwTally t;
  adj_tgtw_state_tally (tt_state (g->j), BLUE, -1, &t);
  g_assert_cmpint (t.total, ==, 20);
  g_assert_true (t.reached);
  next (g, ADJ_TGTW_PHASE_OVER);
  g_assert_cmpint (adj_tgtw_state_winner (tt_state (g->j)), ==, RED);
  g_autofree char *headline = adj_tgtw_ruleset.state_headline (tt_state (g->j));
  g_assert_cmpstr (headline, ==, "Turn 2: Red League win");
  g_autofree char *line = adj_journal_describe (g->j, adj_journal_get_cursor (g->j) - 1);
  g_assert_cmpstr (line, ==, "Victory Check: Red League 6 of 22, Blue League 20 of 20; Blue League rout, Red League "
                             "win (10.0)");
  tt_refused (g->j, adj_tgtw_move_next (), "10.0: the battle is over");
}

static void
play (Game *g)
{
  GError *error = NULL;
  json_object *options = json_object_new_object ();
  g->sc = tt_sample ();
  json_object_object_add (options, "tactical_cards", json_object_new_boolean (TRUE));
  json_object_object_add (options, "tactical_points", json_object_new_boolean (TRUE));
  json_object_object_add (options, "tdt", json_object_new_boolean (TRUE));
  json_object_object_add (options, "tactical_differential", json_object_new_boolean (TRUE));
  g->j = adj_journal_new (&adj_tgtw_ruleset, g->sc, options, NULL, &error);
  g_assert_no_error (error);
  json_object_put (options);
  turn_one_initiative (g);
  turn_one_missiles (g);
  turn_one_action (g);
  turn_one_end (g);
  turn_two (g);
}

static void
game_clear (Game *g)
{
  adj_journal_free (g->j);
  adj_tgtw_scenario_unref (g->sc);
}

static void
test_game (void)
{
  Game g;
  play (&g);
  game_clear (&g);
}

/* Undo walks back to the Victory Check, redo returns to the end; a save
 * (scenario embedded, or by id and hash) loads to the same states and lines. */
static void
test_undo_save_load (void)
{
  Game g;
  GError *error = NULL;
  play (&g);
  guint n = adj_journal_get_length (g.j);
  g_assert_true (adj_journal_undo (g.j));
  g_assert_cmpint (adj_tgtw_state_get_phase (tt_state (g.j)), ==, ADJ_TGTW_PHASE_VICTORY);
  g_assert_true (adj_journal_redo (g.j));
  g_assert_cmpint (adj_tgtw_state_get_phase (tt_state (g.j)), ==, ADJ_TGTW_PHASE_OVER);

  for (int embed = 0; embed <= 1; embed++)
    {
      json_object *o = adj_savegame_to_json (g.j, embed);
      const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
      g_assert_nonnull (strstr (text, "\"ruleset\":\"tgtw\""));
      g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_tgtw_scenario_unref);
      g_ptr_array_add (list, tt_sample ());
      AdjJournal *k = adj_savegame_load_data (text, strlen (text), "game.json", adj_rulesets (),
                                              embed ? NULL : adj_savegame_resolve_in_list, list, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (adj_journal_get_length (k), ==, n);
      for (guint i = 0; i <= n; i++)
        g_assert_true (adj_tgtw_state_equal (adj_journal_get_state_at (k, i), adj_journal_get_state_at (g.j, i)));
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *a = adj_journal_describe (g.j, i), *b = adj_journal_describe (k, i);
          g_assert_cmpstr (a, ==, b);
        }
      adj_journal_free (k);
      json_object_put (o);
    }

  /* A journal step changed so that it no longer replays is refused whole. */
  json_object *o = adj_savegame_to_json (g.j, TRUE);
  g_autofree char *text = g_strdup (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN));
  char *at = strstr (text, "\"type\":\"initiative\",\"sector\":\"center\",\"dice\":[3,4]");
  g_assert_nonnull (at);
  at[strlen ("\"type\":\"initiative\",\"sector\":\"center\",\"dice\":[")] = '9';
  g_assert_null (adj_savegame_load_data (text, strlen (text), "game.json", adj_rulesets (), NULL, NULL, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  json_object_put (o);
  game_clear (&g);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tgtw/game/turn-1-initiative-to-rout", test_game);
  g_test_add_func ("/tgtw/game/undo-save-load", test_undo_save_load);
  return g_test_run ();
}
