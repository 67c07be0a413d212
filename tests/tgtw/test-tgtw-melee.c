/* Melee (7.0, MCT1, MCT2, 12.0): the calculator against counting every
 * roll on the printed tables as shipped, and each shift with its rule. */
#include <math.h>
#include <string.h>

#include "tgtw-test.h"

static const int sr[9][2] = { { 1, 3 }, { 1, 2 }, { 1, 1 }, { 3, 2 }, { 2, 1 }, { 5, 2 }, { 3, 1 }, { 4, 1 }, { 5, 1 } };
static const int mr[14][2] = {
  { 1, 4 }, { 1, 3 }, { 1, 2 }, { 2, 3 }, { 1, 1 }, { 3, 2 }, { 2, 1 }, { 5, 2 }, { 3, 1 }, { 4, 1 }, { 5, 1 },
  { 6, 1 }, { 7, 1 }, { 8, 1 },
};

/* The ruling (docs/tgtw.md): the highest column not above a : b, the first
 * below the table. */
static int
place (const int (*cols)[2], int n, int a, int b)
{
  int at = 0;
  for (int i = 0; i < n; i++)
    if ((long) a * cols[i][1] >= (long) cols[i][0] * b)
      at = i;
  return at;
}

static char *
key (const int *r)
{
  return g_strdup_printf ("%d-%d", r[0], r[1]);
}

/* The MCT2 column from the printed MCT1. */
static int
letter (int row, int col)
{
  g_autofree char *k1 = key (sr[row]), *k2 = key (mr[col]);
  return tt_cell ("tgtw-mct1", k1, k2)[0] - 'A';
}

static AdjTgtwMeleeInput
plain (int as, int am, int ds, int dm)
{
  AdjTgtwMeleeInput in = { 0 };
  in.attacker = (AdjTgtwMeleeUnit) { as, am, -1, FALSE, FALSE };
  in.defender = (AdjTgtwMeleeUnit) { ds, dm, -1, FALSE, FALSE };
  in.dice = 1;
  return in;
}

/* Counts every face of @dice d6 plus @plus on @column, by printed text. */
static GHashTable *
enumerate (int dice, int plus, int column, guint64 *total)
{
  GHashTable *counts = g_hash_table_new (g_str_hash, g_str_equal);
  int faces[12] = { 0 };
  *total = 0;
  for (;;)
    {
      int sum = plus;
      for (int i = 0; i < dice; i++)
        sum += faces[i] + 1;
      const char *text = tt_mct2 (sum, column);
      g_hash_table_insert (counts, (char *) text, GSIZE_TO_POINTER (GPOINTER_TO_SIZE (g_hash_table_lookup (counts, text)) + 1));
      (*total)++;
      int i = 0;
      while (i < dice && ++faces[i] == 6)
        faces[i++] = 0;
      if (i == dice)
        break;
    }
  return counts;
}

static void
same_outcomes (const AdjTgtwMeleeInput *in, const AdjTgtwMeleeResult *r)
{
  guint64 total;
  g_autoptr (GHashTable) counts = enumerate (r->dice, r->plus, r->column, &total);
  g_assert_cmpuint (total, ==, r->total);
  json_object *o = adj_tgtw_melee_result_to_json (tt_charts (), r);
  json_object *outcomes = json_object_object_get (o, "outcomes");
  g_assert_cmpint (json_object_object_length (outcomes), ==, g_hash_table_size (counts));
  GHashTableIter it;
  gpointer k, v;
  g_hash_table_iter_init (&it, counts);
  while (g_hash_table_iter_next (&it, &k, &v))
    {
      json_object *p = json_object_object_get (outcomes, k);
      g_assert_nonnull (p);
      g_assert_cmpfloat (fabs (json_object_get_double (p) - (double) GPOINTER_TO_SIZE (v) / total), <, 1e-12);
    }
  json_object_put (o);
  (void) in;
}

/* Every strength and morale from 1 to 12 against 1 to 12: the MCT1 cell
 * read, with and without a disordered defender (7.0: morale 2 columns to
 * the attacker), and every roll of the column it gives. */
static void
test_mct1_sweep (void)
{
  for (int as = 1; as <= 12; as++)
    for (int ds = 1; ds <= 12; ds++)
      for (int am = 1; am <= 10; am += 3)
        for (int dm = 1; dm <= 10; dm++)
          for (int dis = 0; dis <= 1; dis++)
            {
              AdjTgtwMeleeInput in = plain (as, am, ds, dm);
              AdjTgtwMeleeResult r;
              in.disordered = dis;
              g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
              int row = place (sr, 9, as, ds), col = MIN (place (mr, 14, am, dm) + 2 * dis, 13);
              g_assert_cmpuint (r.row, ==, (guint) row);
              g_assert_cmpuint (r.col, ==, (guint) col);
              g_assert_cmpint (r.letter, ==, letter (row, col));
              g_assert_cmpint (r.column, ==, r.letter);
              if (dm == 7 && as % 4 == 0)
                same_outcomes (&in, &r);
              adj_tgtw_melee_result_clear (&r);
            }
}

/* The leader's dice (2.1), card 6 (11.0), tactical-point dice and +1s
 * (12.0): every total counted. */
static void
test_dice (void)
{
  for (int dice = 1; dice <= 3; dice++)
    for (int charge = 0; charge <= 1; charge++)
      for (int extra = 0; extra <= 1; extra++)
        for (int plus = 0; plus <= 3; plus++)
          for (int shift = -2; shift <= 3; shift++)
            {
              AdjTgtwMeleeInput in = plain (6, 7, 4, 6);
              AdjTgtwMeleeResult r;
              in.dice = dice;
              in.charge = charge;
              in.leader_shift = shift;
              in.attacker_tp.mct2_dice = extra;
              in.attacker_tp.plus = plus;
              g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
              g_assert_cmpint (r.dice, ==, dice + charge + extra);
              g_assert_cmpint (r.plus, ==, plus);
              g_assert_cmpint (r.column, ==, CLAMP (r.letter + shift, 0, 6));
              g_assert_cmpint (r.tp_spent[0], ==, 5 * extra + plus);
              same_outcomes (&in, &r);
              adj_tgtw_melee_result_clear (&r);
            }
}

/* 2.1: without a leader within one hex the attacker rolls one die, and
 * the dice say so rather than calling it the leader's. */
static void
test_no_leader_die (void)
{
  AdjTgtwMeleeInput in = plain (6, 7, 4, 6);
  AdjTgtwMeleeResult r;
  in.no_leader = TRUE;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpstr (g_array_index (r.dice_mods, AdjModifier, 0).text, ==, "1 die (no leader within one hex)");
  adj_tgtw_melee_result_clear (&r);
  in.no_leader = FALSE;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpstr (g_array_index (r.dice_mods, AdjModifier, 0).text, ==, "1 die (the leader's)");
  adj_tgtw_melee_result_clear (&r);
}

/* 11.0 card 6: charging cavalry ends disordered, so the attacker's
 * chances show no "no effect": what would leave it untouched disorders
 * it (the summary said "no effect 47.2 %"). */
static void
test_charge_disorders_attacker (void)
{
  AdjTgtwMeleeInput in = plain (6, 7, 4, 6);
  AdjTgtwMeleeResult plainr, charged;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &plainr, NULL));
  in.charge = TRUE;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &charged, NULL));
  g_assert_cmpfloat (plainr.attacker[ADJ_TGTW_HIT_NONE], >, 0);
  g_assert_cmpfloat (charged.attacker[ADJ_TGTW_HIT_NONE], ==, 0);
  double sum = 0;
  for (guint h = 0; h <= ADJ_TGTW_N_HITS; h++)
    sum += charged.attacker[h];
  g_assert_cmpfloat (fabs (sum - 1), <, 1e-12);
  g_assert_cmpfloat (charged.attacker[ADJ_TGTW_HIT_D], >, 0);
  adj_tgtw_melee_result_clear (&plainr);
  adj_tgtw_melee_result_clear (&charged);
}

/* 7.0: a disordered defender shifts the morale ratio two columns to the
 * attacker: 7 against 7 reads 2-1, not 1-1; at 7-1 it stops at 8-1. */
static void
test_disordered (void)
{
  AdjTgtwMeleeInput in = plain (6, 7, 4, 7);
  AdjTgtwMeleeResult r;
  in.disordered = TRUE;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpuint (r.morale_col, ==, 4);   /* 1-1 as placed */
  g_assert_cmpuint (r.col, ==, 6);          /* 2-1 read */
  g_assert_cmpuint (r.row, ==, 3);          /* 3-2 */
  g_assert_cmpint (r.letter, ==, 'C' - 'A');
  g_assert_cmpint (g_array_index (r.mct1_mods, AdjModifier, 0).value, ==, 2);
  g_assert_cmpstr (g_array_index (r.mct1_mods, AdjModifier, 0).rule, ==, "7.0");
  adj_tgtw_melee_result_clear (&r);

  in = plain (6, 7, 1, 1);
  in.disordered = TRUE;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpuint (r.col, ==, 13);
  g_assert_cmpuint (r.row, ==, 8);
  g_assert_cmpint (r.letter, ==, 'G' - 'A');
  adj_tgtw_melee_result_clear (&r);
}

/* The ruling on MCT1's ratios: rounded for the defender; 5 : 3 is 3-2,
 * 7 : 3 is 2-1, 2 : 3 is 1-2 (MCT1 has no 2-3 strength row); beyond the
 * table the end row. */
static void
test_rounding (void)
{
  static const struct { int a, b, row; } cases[] = {
    { 5, 3, 3 }, { 7, 3, 4 }, { 2, 3, 1 }, { 1, 5, 0 }, { 12, 1, 8 }, { 9, 4, 4 }, { 11, 4, 5 }, { 3, 3, 2 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AdjTgtwMeleeInput in = plain (cases[i].a, 5, cases[i].b, 5);
      AdjTgtwMeleeResult r;
      g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
      g_assert_cmpuint (r.row, ==, (guint) cases[i].row);
      adj_tgtw_melee_result_clear (&r);
    }
}

/* 12.0 (2): two points a column on MCT1; the defender cancels one for one
 * at the same price, or buys columns his way. (3): five points a column
 * on MCT2. */
static void
test_tactical_points (void)
{
  AdjTgtwMeleeInput in = plain (6, 7, 4, 7);
  AdjTgtwMeleeResult r;
  in.attacker_tp.mct1 = 3;
  in.defender_tp.cancel = 2;
  in.defender_tp.mct2_shift = 1;
  in.attacker_tp.mct2_shift = 2;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpuint (r.col, ==, 5);          /* 1-1 + 3 - 2 */
  g_assert_cmpint (r.column, ==, r.letter + 1);
  g_assert_cmpint (r.tp_spent[0], ==, 3 * 2 + 2 * 5);
  g_assert_cmpint (r.tp_spent[1], ==, 2 * 2 + 5);
  adj_tgtw_melee_result_clear (&r);

  in = plain (6, 7, 4, 7);
  in.defender_tp.mct1 = 2;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpuint (r.col, ==, 2);
  g_assert_cmpint (r.tp_spent[1], ==, 4);
  adj_tgtw_melee_result_clear (&r);

  GError *error = NULL;
  in = plain (6, 7, 4, 7);
  in.defender_tp.cancel = 1;
  g_assert_false (adj_tgtw_melee_resolve (tt_charts (), &in, &r, &error));
  g_assert_nonnull (strstr (error->message, "only cancel MCT1 shifts the attacker bought"));
  g_clear_error (&error);
  adj_tgtw_melee_result_clear (&r);
  in = plain (6, 7, 4, 7);
  in.defender_tp.plus = 1;
  g_assert_false (adj_tgtw_melee_resolve (tt_charts (), &in, &r, &error));
  g_clear_error (&error);
  adj_tgtw_melee_result_clear (&r);
  in = plain (6, 7, 4, 7);
  in.attacker_tp.plus = 4;
  g_assert_false (adj_tgtw_melee_resolve (tt_charts (), &in, &r, &error));
  g_assert_nonnull (strstr (error->message, "12.0"));
  g_clear_error (&error);
  adj_tgtw_melee_result_clear (&r);
}

/* The optional tactical differential: HI attacking LI moves the strength
 * ratio three rows up, LI attacking HI three down; skirmishers have no row. */
static void
test_type_differential (void)
{
  AdjTgtwMeleeInput in = plain (4, 6, 4, 6);
  AdjTgtwMeleeResult r;
  in.attacker.type = ADJ_TGTW_HI;
  in.defender.type = ADJ_TGTW_LI;
  in.type_differential = TRUE;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpuint (r.row, ==, 2 + 3);
  adj_tgtw_melee_result_clear (&r);
  in.attacker.type = ADJ_TGTW_LI;
  in.defender.type = ADJ_TGTW_HI;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpuint (r.row, ==, 0);          /* 1-1 less 3 stops at 1-3 */
  adj_tgtw_melee_result_clear (&r);
  in.type_differential = FALSE;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpuint (r.row, ==, 2);
  adj_tgtw_melee_result_clear (&r);
  in.type_differential = TRUE;
  in.defender.type = ADJ_TGTW_SK;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpuint (r.row, ==, 2);
  adj_tgtw_melee_result_clear (&r);
}

/* 7.0: a routed defender is eliminated without a roll. 5.0: a skirmisher
 * in melee with infantry or cavalry is eliminated by any D, R or E.
 * 13.0: in a routed sector an R is an E, and it cannot attack. */
static void
test_results_changed (void)
{
  AdjTgtwMeleeInput in = plain (2, 5, 6, 5);
  AdjTgtwMeleeResult r;
  GError *error = NULL;
  in.routed = TRUE;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  g_assert_true (r.automatic);
  g_assert_cmpfloat (r.defender[ADJ_TGTW_HIT_E], ==, 1.0);
  adj_tgtw_melee_result_clear (&r);

  /* 6 : 2 strength, 5 : 5 morale: 3-1, 1-1 reads C: C has D, R and E for the defender. */
  in = plain (6, 5, 2, 5);
  in.attacker.type = ADJ_TGTW_HI;
  in.defender.type = ADJ_TGTW_SK;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  double hit = 0;
  for (guint row = 0; row < ADJ_TGTW_MCT2_ROWS; row++)
    {
      const AdjTgtwMct2Result *cell = adj_tgtw_charts_mct2 (tt_charts (), row, (guint) r.column, NULL);
      if (!cell->engaged && cell->defender != ADJ_TGTW_HIT_NONE)
        {
          g_assert_cmpint (r.applied[row].defender, ==, ADJ_TGTW_HIT_E);
          hit += (double) r.row_counts[row] / r.total;
        }
    }
  g_assert_cmpfloat (hit, >, 0);
  g_assert_cmpfloat (fabs (r.defender[ADJ_TGTW_HIT_E] - hit), <, 1e-12);
  g_assert_cmpfloat (r.defender[ADJ_TGTW_HIT_D], ==, 0);
  adj_tgtw_melee_result_clear (&r);
  in.defender.skirmisher_exempt = TRUE;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpfloat (r.defender[ADJ_TGTW_HIT_D], >, 0);
  adj_tgtw_melee_result_clear (&r);

  in = plain (6, 5, 2, 5);
  in.defender.sector_routed = TRUE;
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpfloat (r.defender[ADJ_TGTW_HIT_R], ==, 0);
  for (guint row = 0; row < ADJ_TGTW_MCT2_ROWS; row++)
    if (adj_tgtw_charts_mct2 (tt_charts (), row, (guint) r.column, NULL)->defender == ADJ_TGTW_HIT_R)
      g_assert_cmpint (r.applied[row].defender, ==, ADJ_TGTW_HIT_E);
  adj_tgtw_melee_result_clear (&r);

  in = plain (6, 5, 2, 5);
  in.attacker.sector_routed = TRUE;
  g_assert_false (adj_tgtw_melee_resolve (tt_charts (), &in, &r, &error));
  g_assert_nonnull (strstr (error->message, "13.0"));
  g_clear_error (&error);
  adj_tgtw_melee_result_clear (&r);
}

/* The CLI contract's JSON: keys as the printed cells, "Eng." included. */
static void
test_json (void)
{
  const char *text = "{\"attacker\":{\"strength\":6,\"morale\":7},\"defender\":{\"strength\":4,\"morale\":7,"
                     "\"disordered\":true},\"dice\":2,\"mct1_shift\":0,\"mct2_shift\":1}";
  GError *error = NULL;
  json_object *root = adj_json_parse (text, strlen (text), "t", &error);
  AdjTgtwMeleeInput in;
  AdjTgtwMeleeResult r;
  g_assert_true (adj_tgtw_melee_input_from_json (root, "t", &in, &error));
  g_assert_true (adj_tgtw_melee_resolve (tt_charts (), &in, &r, &error));
  json_object *o = adj_tgtw_melee_result_to_json (tt_charts (), &r);
  g_assert_cmpstr (json_object_get_string (json_object_object_get (o, "strength_ratio")), ==, "3-2");
  g_assert_cmpstr (json_object_get_string (json_object_object_get (o, "morale_ratio")), ==, "2-1");
  g_assert_cmpstr (json_object_get_string (json_object_object_get (o, "column")), ==, "D");
  json_object *outcomes = json_object_object_get (o, "outcomes");
  g_assert_nonnull (json_object_object_get (outcomes, "Eng."));
  g_assert_nonnull (json_object_object_get (outcomes, "-/E"));
  double sum = 0;
  json_object_object_foreach (outcomes, k, v)
    {
      (void) k;
      sum += json_object_get_double (v);
    }
  g_assert_cmpfloat (fabs (sum - 1), <, 1e-12);
  same_outcomes (&in, &r);
  json_object_put (o);
  json_object_put (root);
  adj_tgtw_melee_result_clear (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tgtw/rule-MCT1/every-ratio", test_mct1_sweep);
  g_test_add_func ("/tgtw/rule-MCT2/dice-counted", test_dice);
  g_test_add_func ("/tgtw/rule-7.0/disordered-defender", test_disordered);
  g_test_add_func ("/tgtw/ruling/mct1-rounds-for-the-defender", test_rounding);
  g_test_add_func ("/tgtw/rule-12.0/melee-points-and-cancel", test_tactical_points);
  g_test_add_func ("/tgtw/rule-MCT1-tactical-differential/rows", test_type_differential);
  g_test_add_func ("/tgtw/rule-7.0/routed-skirmisher-sector", test_results_changed);
  g_test_add_func ("/tgtw/melee/json", test_json);
  g_test_add_func ("/tgtw/rule-2.1/one-die-without-a-leader", test_no_leader_die);
  g_test_add_func ("/tgtw/rule-11.0/charge-disorders-the-attacker", test_charge_disorders_attacker);
  return g_test_run ();
}
