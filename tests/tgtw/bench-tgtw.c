/* Benchmark: The Glory that Was's calculators with their full outcome
 * distributions (DESIGN budget: under 1 ms a call), and the tracker's
 * apply, undo and redo at 10 and at 10,000 steps (the same cost, ratio at
 * most 1.5, under 16 ms) and the replay of a 10,000-step save (under
 * 100 ms). Prints each figure and its ratio to the budget; exits 1 when
 * any is over.
 *   bench-tgtw [CALLS] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tgtw-test.h"

#define BUDGET_US 1000.0

typedef gboolean (*Calc) (gconstpointer input, gboolean json);

static gboolean
run_melee (gconstpointer input, gboolean json)
{
  AdjTgtwMeleeResult r;
  gboolean ok = adj_tgtw_melee_resolve (tt_charts (), input, &r, NULL);
  if (ok && json)
    json_object_put (adj_tgtw_melee_result_to_json (tt_charts (), &r));
  adj_tgtw_melee_result_clear (&r);
  return ok;
}

static gboolean
run_missile (gconstpointer input, gboolean json)
{
  AdjTgtwMissileResult r;
  gboolean ok = adj_tgtw_missile_resolve (tt_charts (), input, &r, NULL);
  if (ok && json)
    json_object_put (adj_tgtw_missile_result_to_json (input, &r));
  adj_tgtw_missile_result_clear (&r);
  return ok;
}

static gboolean
run_morale (gconstpointer input, gboolean json)
{
  AdjTgtwMoraleResult r;
  gboolean ok = adj_tgtw_morale_check (tt_charts (), input, &r, NULL);
  if (ok && json)
    json_object_put (adj_tgtw_morale_result_to_json (&r));
  adj_tgtw_morale_result_clear (&r);
  return ok;
}

static gboolean
run_casualty (gconstpointer input, gboolean json)
{
  AdjTgtwCasualtyResult r;
  gboolean ok = adj_tgtw_casualty_roll (tt_charts (), input, &r, NULL);
  if (ok && json)
    json_object_put (adj_tgtw_casualty_result_to_json (&r));
  adj_tgtw_casualty_result_clear (&r);
  return ok;
}

static gboolean
run_initiative (gconstpointer input, gboolean json)
{
  AdjTgtwInitiativeResult r;
  gboolean ok = adj_tgtw_initiative_odds (tt_charts (), input, &r, NULL);
  if (ok && json)
    json_object_put (adj_tgtw_initiative_result_to_json (&r));
  adj_tgtw_initiative_result_clear (&r);
  return ok;
}

static double
measure (const char *name, Calc calc, gconstpointer input, gboolean json, int calls)
{
  double best = G_MAXDOUBLE;
  /* The best of five rounds: the budget is about the code, not the machine's noise. */
  for (int round = 0; round < 5; round++)
    {
      gint64 t0 = g_get_monotonic_time ();
      for (int i = 0; i < calls; i++)
        g_assert (calc (input, json));
      best = MIN (best, (double) (g_get_monotonic_time () - t0) / calls);
    }
  printf ("%-46s %8.2f us per call, %.4f of the %.0f us budget\n", name, best, best / BUDGET_US, BUDGET_US);
  return best;
}

/* One turn with no fighting: the rolls, who goes first, every phase. */
static void
quiet_turn (AdjJournal *j, guint sectors, guint turn)
{
  for (guint s = 0; s < sectors; s++)
    {
      AdjTgtwMove *m = adj_tgtw_move_initiative (s, (int) ((turn + s) % 10) + 1, (int) ((turn * 7 + s) % 10) + 1);
      while (!adj_journal_apply (j, m, NULL))
        m->dice.values[0] = m->dice.values[0] % 10 + 1;   /* a re-roll was asked for: another face */
      adj_tgtw_move_free (m);
      const AdjTgtwState *st = adj_journal_get_state (j);
      while (adj_tgtw_state_init_step (st) == ADJ_TGTW_INIT_ROLLS && adj_tgtw_state_n_pending (st) == 0)
        {
          AdjTgtwSectorStanding ss;
          adj_tgtw_state_sector (st, s, &ss);
          if (ss.decided)
            break;
          m = adj_tgtw_move_initiative (s, 10, 1);
          g_assert (adj_journal_apply (j, m, NULL));
          adj_tgtw_move_free (m);
          st = adj_journal_get_state (j);
        }
    }
  for (guint s = 0; s < sectors; s++)
    {
      AdjTgtwMove *m = adj_tgtw_move_first (s, turn % 2);
      g_assert (adj_journal_apply (j, m, NULL));
      adj_tgtw_move_free (m);
    }
  while (adj_tgtw_state_get_turn (adj_journal_get_state (j)) == (int) turn)
    {
      AdjTgtwMove *m = adj_tgtw_move_next ();
      g_assert (adj_journal_apply (j, m, NULL));
      adj_tgtw_move_free (m);
    }
}

/* Microseconds for one apply + undo + redo at the journal's end. */
static double
step_cost (AdjJournal *j)
{
  double best = G_MAXDOUBLE;
  for (int round = 0; round < 5; round++)
    {
      gint64 t0 = g_get_monotonic_time ();
      for (int i = 0; i < 200; i++)
        {
          AdjTgtwMove *m = adj_tgtw_move_initiative (0, 10, 1);
          g_assert (adj_journal_apply (j, m, NULL));
          adj_tgtw_move_free (m);
          g_assert (adj_journal_undo (j));
          g_assert (adj_journal_redo (j));
          g_assert (adj_journal_undo (j));
        }
      best = MIN (best, (double) (g_get_monotonic_time () - t0) / 200);
    }
  return best;
}

static gboolean
tracker (void)
{
  GError *error = NULL;
  g_autoptr (AdjTgtwScenario) sc = tt_sample ();
  AdjJournal *j = adj_journal_new (&adj_tgtw_ruleset, sc, NULL, NULL, &error);
  g_assert_no_error (error);
  quiet_turn (j, 3, 1);
  double small = step_cost (j);
  guint turn = 2;
  while (adj_journal_get_length (j) < 10000)
    quiet_turn (j, 3, turn++);
  double large = step_cost (j);
  printf ("%-46s %8.2f us at %u steps, %.2f us at %u: ratio %.2f (budget 1.5), %.4f of 16 ms\n",
          "apply + undo + redo", small, 17u, large, adj_journal_get_length (j), large / small, large / 16000);

  json_object *o = adj_savegame_to_json (j, TRUE);
  const char *text = json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN);
  double best = G_MAXDOUBLE;
  for (int round = 0; round < 3; round++)
    {
      gint64 t0 = g_get_monotonic_time ();
      AdjJournal *k = adj_savegame_load_data (text, strlen (text), "bench.json", adj_rulesets (), NULL, NULL, &error);
      g_assert_no_error (error);
      best = MIN (best, (double) (g_get_monotonic_time () - t0) / 1000.0);
      adj_journal_free (k);
    }
  printf ("%-46s %8.2f ms for %u steps, %.4f of the 100 ms budget\n", "opening the save", best,
          adj_journal_get_length (j), best / 100);
  json_object_put (o);
  adj_journal_free (j);
  return large / small <= 1.5 && large <= 16000 && best <= 100;
}

int
main (int argc, char **argv)
{
  int calls = argc > 1 ? MAX (1, atoi (argv[1])) : 2000;
  double worst = 0;
  AdjTgtwMeleeInput plain = { { 6, 7, ADJ_TGTW_HI, FALSE, FALSE }, { 4, 6, ADJ_TGTW_MI, FALSE, FALSE } };
  plain.dice = 1;
  /* Every shift and the most dice: 6 from the leader, Charge's, five bought. */
  AdjTgtwMeleeInput heavy = plain;
  heavy.disordered = heavy.type_differential = heavy.charge = TRUE;
  heavy.dice = 6;
  heavy.leader_shift = 2;
  heavy.attacker_tp = (AdjTgtwMeleeSpend) { 3, 2, 0, 1, 5 };
  heavy.defender_tp = (AdjTgtwMeleeSpend) { 0, 1, 1, 1, 0 };
  AdjTgtwFirer firers[ADJ_TGTW_MAX_FIRERS];
  for (int i = 0; i < ADJ_TGTW_MAX_FIRERS; i++)
    firers[i] = (AdjTgtwFirer) { (AdjTgtwWeapon) (i % 4), 1 + i % 9, 1 + i % 2, NULL };
  AdjTgtwMissileInput one = { firers, 1, -1, 0, FALSE }, many = { firers, ADJ_TGTW_MAX_FIRERS, 6, 2, TRUE };
  AdjTgtwMoraleInput morale = { 7, 6, 1, -1, 2, FALSE };
  AdjTgtwCasualtyInput casualty = { FALSE, ADJ_TGTW_CASUALTY_E, 1, 3 };
  AdjTgtwInitiativeInput initiative = { { 3, 2 }, { 1, 0 } };

  printf ("The Glory that Was's calculators, best of 5 rounds of %d calls\n", calls);
  const struct {
    const char *name;
    Calc calc;
    gconstpointer input;
    gboolean json;
  } runs[] = {
    { "melee, one die", run_melee, &plain, FALSE },
    { "melee, every shift, 12 dice, with JSON", run_melee, &heavy, TRUE },
    { "missile, one firer", run_missile, &one, FALSE },
    { "missile, 32 firers, TDT, routed, with JSON", run_missile, &many, TRUE },
    { "morale check, with JSON", run_morale, &morale, TRUE },
    { "leader casualty, with JSON", run_casualty, &casualty, TRUE },
    { "initiative, with JSON", run_initiative, &initiative, TRUE },
  };
  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      double us = measure (runs[i].name, runs[i].calc, runs[i].input, runs[i].json, calls);
      worst = MAX (worst, us);
    }
  printf ("worst %.2f us: %.4f of the budget\n", worst, worst / BUDGET_US);
  gboolean ok = tracker ();
  return worst <= BUDGET_US && ok ? 0 : 1;
}
