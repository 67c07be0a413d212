/* Benchmark: Days of Glory's calculators with their full distributions
 * (budget: under 1 ms a call). Prints microseconds per call and the ratio
 * to the budget; fails (exit 1) when any is over.
 *   bench-dog [CALLS] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <adjutant-engine.h>
#include <dog/battle.h>
#include <dog/morale.h>
#include <dog/roster.h>
#include <dog/scouting.h>
#include <dog/staff.h>
#include <dog/victory.h>

#define BUDGET_US 1000.0

typedef struct {
  AdjDogRules *rules;
  const AdjDogArmy *army;
  AdjDogSheets *sheets;
} Bench;

typedef void (*Calc) (const Bench *b);

static void
run_points (const Bench *b)
{
  volatile int total = adj_dog_army_total (b->rules, b->army);
  (void) total;
}

static void
run_roster (const Bench *b)
{
  AdjDogRoster *r = adj_dog_roster_new (b->rules, b->army, 800);
  json_object_put (adj_dog_roster_to_json (r));
  adj_dog_roster_free (r);
}

static void
run_staff (const Bench *b)
{
  AdjDogStaffChances c;
  for (int t = 0; t < ADJ_DOG_N_STAFF_TABLES; t++)
    adj_dog_staff_chances (b->rules, t, &c);
  json_object_put (adj_dog_staff_chances_to_json (&c));
}

static void
run_scouting (const Bench *b)
{
  gboolean all[64];
  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    all[i] = TRUE;
  AdjDogScouting s;
  int p = adj_dog_scouting_points (b->rules, b->army, all);
  adj_dog_scouting_compare (b->rules, p, 20, &s);
  json_object_put (adj_dog_scouting_to_json (&s));
}

static void
run_victory (const Bench *b)
{
  AdjDogVictory v;
  adj_dog_victory_by_points (b->rules, 617, 80, 1200, &v, NULL);
  json_object_put (adj_dog_victory_to_json (&v));
}

static void
run_morale (const Bench *b)
{
  AdjDogFactorUse uses[] = { { 0, 1 }, { 1, 1 }, { 2, 3 } };
  AdjDogMoraleInput in = { ADJ_DOG_TEST_CHARGE, uses, 3 };
  AdjDogMoraleResult r;
  g_assert (adj_dog_morale_test (b->sheets, &in, &r, NULL));
  json_object_put (adj_dog_morale_result_to_json (&r));
  adj_dog_morale_result_clear (&r);
}

static double
measure (const char *name, Calc calc, const Bench *b, int calls)
{
  double best = G_MAXDOUBLE;
  /* The best of five rounds: the budget is about the code, not the machine's noise. */
  for (int round = 0; round < 5; round++)
    {
      gint64 t0 = g_get_monotonic_time ();
      for (int i = 0; i < calls; i++)
        calc (b);
      best = MIN (best, (double) (g_get_monotonic_time () - t0) / calls);
    }
  printf ("%-44s %8.2f us per call, %.4f of the %.0f us budget\n", name, best, best / BUDGET_US, BUDGET_US);
  return best;
}

int
main (int argc, char **argv)
{
  int calls = argc > 1 ? MAX (1, atoi (argv[1])) : 2000;
  GError *error = NULL;
  g_autofree char *path = adj_paths_data_file ("dog", "demonstration.json", NULL);
  g_autoptr (AdjDogBattle) battle = adj_dog_battle_load_file (path, &error);
  g_assert_no_error (error);
  const char *sheets = "{\"format\":\"adjutant-dog-sheets\",\"version\":1,\"morale_factors\":["
                       "{\"text\":\"Class 1\",\"values\":{\"charge\":2}},{\"text\":\"Inept general\",\"values\":"
                       "{\"charge\":1}},{\"text\":\"Per stand lost\",\"values\":{\"charge\":1}}],"
                       "\"morale_results\":{\"charge\":{\"pass\":\"Charges\",\"fail\":\"Halts\"}}}";
  Bench b = { (AdjDogRules *) adj_dog_battle_get_rules (battle), adj_dog_battle_get_army (battle, 0),
              adj_dog_sheets_load_data (sheets, strlen (sheets), "bench", &error) };
  g_assert_no_error (error);
  double worst = 0;
  printf ("Days of Glory calculators, best of 5 rounds of %d calls\n", calls);
  worst = MAX (worst, measure ("army points, demonstration list", run_points, &b, calls));
  worst = MAX (worst, measure ("roster with 8.5 guide, JSON", run_roster, &b, calls));
  worst = MAX (worst, measure ("staff chances, every table, JSON", run_staff, &b, calls));
  worst = MAX (worst, measure ("scouting points and result, JSON", run_scouting, &b, calls));
  worst = MAX (worst, measure ("victory at 1200 points, JSON", run_victory, &b, calls));
  worst = MAX (worst, measure ("morale test, three factors, JSON", run_morale, &b, calls));
  printf ("worst %.2f us: %.4f of the budget\n", worst, worst / BUDGET_US);
  adj_dog_sheets_free (b.sheets);
  return worst <= BUDGET_US ? 0 : 1;
}
