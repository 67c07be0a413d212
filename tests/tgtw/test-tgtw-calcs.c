/* Missile fire (5.0-5.3), morale checks (8.0), leader casualties (9.0) and
 * initiative (4.0): each calculator against counting every face on the
 * printed tables as shipped. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "tgtw-test.h"

static const char *const weapons[] = { "javelin", "shortbow", "longbow", "composite", "sling" };

/* 5.1 as the rule words it, read from the shipped PDT. */
static int
potential (int weapon, int range, int strength)
{
  char col[4];
  g_snprintf (col, sizeof col, "%d", range);
  if (range > 5)
    return 0;
  const char *cell = tt_cell ("tgtw-pdt", weapons[weapon], col);
  if (g_str_equal (cell, "Double"))
    return 2 * strength;
  if (g_str_equal (cell, "Normal"))
    return strength;
  if (g_str_equal (cell, "Halved"))
    return MAX (strength / 2, 1);
  if (g_str_equal (cell, "1/3"))
    return MAX (strength / 3, 1);
  return 0;  /* P or blank */
}

static AdjTgtwHit
mft (int die, int column)
{
  char row[4], col[4];
  g_snprintf (row, sizeof row, "%d", die);
  g_snprintf (col, sizeof col, "%d", column);
  const char *cell = tt_cell ("tgtw-mft", row, col);
  return *cell == 'D' ? ADJ_TGTW_HIT_D : *cell == 'R' ? ADJ_TGTW_HIT_R : *cell == 'E' ? ADJ_TGTW_HIT_E : ADJ_TGTW_HIT_NONE;
}

/* One firer of every weapon at every range and strength, with each +1 on
 * the die: the potential, the column and every face. */
static void
test_missile_sweep (void)
{
  for (int w = 0; w < 5; w++)
    for (int range = 1; range <= 6; range++)
      for (int s = 1; s <= 12; s++)
        for (int plus = 0; plus <= 3; plus++)
          {
            AdjTgtwFirer f = { w, s, range, NULL };
            AdjTgtwMissileInput in = { &f, 1, -1, plus, FALSE };
            AdjTgtwMissileResult r;
            GError *error = NULL;
            int p = potential (w, range, s);
            gboolean ok = adj_tgtw_missile_resolve (tt_charts (), &in, &r, &error);
            g_assert_true (ok == (p > 0));
            if (!ok)
              {
                g_assert_nonnull (strstr (error->message, "5.1"));
                g_clear_error (&error);
                adj_tgtw_missile_result_clear (&r);
                continue;
              }
            g_assert_cmpint (r.potential, ==, p);
            g_assert_cmpint (r.column, ==, MIN (p, 10));
            guint counts[4] = { 0 };
            for (int face = 1; face <= 6; face++)
              {
                AdjTgtwHit h = mft (MIN (face + plus, 6), MIN (p, 10));
                g_assert_cmpint (r.printed[face - 1], ==, h);
                g_assert_cmpint (r.effect[face - 1], ==, h);
                counts[h]++;
              }
            for (int h = 0; h < 4; h++)
              g_assert_cmpuint (r.printed_counts[h], ==, counts[h]);
            adj_tgtw_missile_result_clear (&r);
          }
}

/* 5.0: potentials of several units add up; 5.2: the TDT moves the column;
 * beyond the MFT the end column is read (docs/tgtw.md). */
static void
test_missile_firers (void)
{
  AdjTgtwFirer f[] = {
    { ADJ_TGTW_LONGBOW, 3, 1, "A" },     /* Double: 6 */
    { ADJ_TGTW_SHORTBOW, 5, 3, "B" },    /* 1/3: 1 */
    { ADJ_TGTW_COMPOSITE, 4, 4, "C" },   /* Halved: 2 */
  };
  AdjTgtwMissileInput in = { f, 3, -1, 0, FALSE };
  AdjTgtwMissileResult r;
  g_assert_true (adj_tgtw_missile_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpint (r.potential, ==, 9);
  g_assert_cmpint (r.column, ==, 9);
  adj_tgtw_missile_result_clear (&r);

  in.formation = adj_tgtw_formation_from_string ("cavalry");        /* 2 right */
  g_assert_true (adj_tgtw_missile_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpint (r.shift, ==, 2);
  g_assert_cmpint (r.column, ==, 10);
  g_assert_nonnull (adj_modifiers_find (r.modifiers, "5.3"));
  adj_tgtw_missile_result_clear (&r);

  in.formation = adj_tgtw_formation_from_string ("macedonian_phalanx");  /* 3 left */
  g_assert_true (adj_tgtw_missile_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpint (r.column, ==, 6);
  adj_tgtw_missile_result_clear (&r);

  AdjTgtwFirer one = { ADJ_TGTW_SLING, 1, 1, NULL };
  AdjTgtwMissileInput weak = { &one, 1, adj_tgtw_formation_from_string ("macedonian_phalanx"), 0, FALSE };
  g_assert_true (adj_tgtw_missile_resolve (tt_charts (), &weak, &r, NULL));
  g_assert_cmpint (r.column, ==, 1);
  g_assert_cmpuint (r.printed_counts[ADJ_TGTW_HIT_D], ==, 1);  /* only a 6 */
  adj_tgtw_missile_result_clear (&r);
}

/* 7.0: a routed target is eliminated by any result. */
static void
test_missile_routed (void)
{
  AdjTgtwFirer f = { ADJ_TGTW_COMPOSITE, 3, 2, NULL };
  AdjTgtwMissileInput in = { &f, 1, -1, 0, TRUE };
  AdjTgtwMissileResult r;
  g_assert_true (adj_tgtw_missile_resolve (tt_charts (), &in, &r, NULL));
  g_assert_cmpuint (r.effect_counts[ADJ_TGTW_HIT_E], ==, 6 - r.printed_counts[ADJ_TGTW_HIT_NONE]);
  g_assert_cmpuint (r.effect_counts[ADJ_TGTW_HIT_D] + r.effect_counts[ADJ_TGTW_HIT_R], ==, 0);
  adj_tgtw_missile_result_clear (&r);
}

static void
test_missile_refusals (void)
{
  AdjTgtwFirer f = { ADJ_TGTW_JAVELIN, 3, 1, NULL };
  AdjTgtwMissileResult r;
  GError *error = NULL;
  AdjTgtwMissileInput none = { &f, 0, -1, 0, FALSE };
  g_assert_false (adj_tgtw_missile_resolve (tt_charts (), &none, &r, &error));
  g_clear_error (&error);
  adj_tgtw_missile_result_clear (&r);
  AdjTgtwMissileInput plus = { &f, 1, -1, 4, FALSE };
  g_assert_false (adj_tgtw_missile_resolve (tt_charts (), &plus, &r, &error));
  g_assert_nonnull (strstr (error->message, "12.0"));
  g_clear_error (&error);
  adj_tgtw_missile_result_clear (&r);
  f.strength = 0;
  AdjTgtwMissileInput zero = { &f, 1, -1, 0, FALSE };
  g_assert_false (adj_tgtw_missile_resolve (tt_charts (), &zero, &r, &error));
  g_clear_error (&error);
  adj_tgtw_missile_result_clear (&r);
}

/* 8.0 with 2.2: the d10 reads 0 as 10; the check passes on a roll the
 * same as or lower than the morale number with its modifiers. */
static void
test_morale (void)
{
  for (int morale = 0; morale <= 12; morale++)
    for (int card = 0; card <= 7; card++)
      for (int mod = -3; mod <= 3; mod++)
        for (int plus = 0; plus <= 3; plus++)
          {
            AdjTgtwMoraleInput in = { morale, card, 0, mod, plus, FALSE };
            AdjTgtwMoraleResult r;
            g_assert_true (adj_tgtw_morale_check (tt_charts (), &in, &r, NULL));
            int target = morale + mod;
            if (card)
              {
                /* The shipped card's morale, as printed. */
                char row[2] = { (char) ('0' + card), '\0' };
                target += tt_number ("tgtw-tactical-cards", row, "morale");
              }
            guint passes = 0;
            for (int face = 1; face <= 10; face++)
              {
                gboolean pass = face + plus <= target;
                g_assert_true (r.pass[face] == pass);
                passes += pass;
              }
            g_assert_cmpuint (r.passes, ==, passes);
            g_assert_cmpint (r.target, ==, target);
            adj_tgtw_morale_result_clear (&r);
          }
  /* A morale of 9 fails on the face read as 10; of 10, nothing fails. */
  AdjTgtwMoraleInput nine = { 9, 0, 0, 0, 0, FALSE }, ten = { 10, 0, 0, 0, 0, FALSE };
  AdjTgtwMoraleResult r;
  g_assert_true (adj_tgtw_morale_check (tt_charts (), &nine, &r, NULL));
  g_assert_false (r.pass[10]);
  g_assert_cmpuint (r.passes, ==, 9);
  adj_tgtw_morale_result_clear (&r);
  g_assert_true (adj_tgtw_morale_check (tt_charts (), &ten, &r, NULL));
  g_assert_true (r.pass[10]);
  adj_tgtw_morale_result_clear (&r);
  /* 2.1: the rally dot recovers without a roll; a leader's value from the scenario counts. */
  AdjTgtwMoraleInput dot = { 1, 0, 0, 0, 0, TRUE }, lead = { 5, 4, 2, 0, 0, FALSE };
  g_assert_true (adj_tgtw_morale_check (tt_charts (), &dot, &r, NULL));
  g_assert_cmpuint (r.passes, ==, 10);
  adj_tgtw_morale_result_clear (&r);
  g_assert_true (adj_tgtw_morale_check (tt_charts (), &lead, &r, NULL));
  g_assert_cmpint (r.target, ==, 5 - 2 + 2);   /* card 4 is -2 */
  g_assert_cmpuint (r.modifiers->len, ==, 2);
  adj_tgtw_morale_result_clear (&r);
  GError *error = NULL;
  AdjTgtwMoraleInput bad = { 5, 8, 0, 0, 0, FALSE };
  g_assert_false (adj_tgtw_morale_check (tt_charts (), &bad, &r, &error));
  g_assert_nonnull (strstr (error->message, "11.0"));
  g_clear_error (&error);
  adj_tgtw_morale_result_clear (&r);
}

/* The shipped table's span for a fate in a column, as the rule prints it. */
static gboolean
in_span (const char *span, int face)
{
  if (g_str_equal (span, "-"))
    return FALSE;
  int lo = atoi (span), hi = strchr (span, '-') ? atoi (strchr (span, '-') + 1) : lo;
  return face >= lo && face <= hi;
}

/* 9.0: every face of every column, with +1s bought on it. */
static void
test_casualty (void)
{
  static const char *const cols[] = { "Eng", "D", "R", "E" };
  static const char *const fates[] = { "wounded", "captured", "killed" };
  for (int c = 0; c < 4; c++)
    for (int plus = 0; plus <= 3; plus++)
      {
        AdjTgtwCasualtyInput in = { FALSE, c, plus, 2 };
        AdjTgtwCasualtyResult r;
        g_assert_true (adj_tgtw_casualty_roll (tt_charts (), &in, &r, NULL));
        for (int face = 1; face <= 10; face++)
          {
            int roll = MIN (face + plus, 10);
            AdjTgtwFate expect = ADJ_TGTW_FATE_NONE;
            for (int f = 0; f < 3; f++)
              if (in_span (tt_cell ("tgtw-leader-melee", fates[f], cols[c]), roll))
                expect = (AdjTgtwFate) (f + 1);
            g_assert_cmpint (r.fate[face], ==, expect);
          }
        g_assert_cmpint (r.loss[ADJ_TGTW_FATE_WOUNDED], ==, 4);
        g_assert_cmpint (r.loss[ADJ_TGTW_FATE_CAPTURED], ==, 8);
        g_assert_cmpint (r.loss[ADJ_TGTW_FATE_KILLED], ==, 10);
        adj_tgtw_casualty_result_clear (&r);
      }
  /* Missile combat: after an E, 8-9 wounded and 10 killed. */
  AdjTgtwCasualtyInput missile = { TRUE, ADJ_TGTW_CASUALTY_E, 0, 0 };
  AdjTgtwCasualtyResult r;
  g_assert_true (adj_tgtw_casualty_roll (tt_charts (), &missile, &r, NULL));
  g_assert_cmpuint (r.counts[ADJ_TGTW_FATE_NONE], ==, 7);
  g_assert_cmpuint (r.counts[ADJ_TGTW_FATE_WOUNDED], ==, 2);
  g_assert_cmpuint (r.counts[ADJ_TGTW_FATE_CAPTURED], ==, 0);
  g_assert_cmpint (r.fate[10], ==, ADJ_TGTW_FATE_KILLED);
  g_assert_cmpint (r.loss[ADJ_TGTW_FATE_KILLED], ==, 4);   /* 0 stars: 4 */
  adj_tgtw_casualty_result_clear (&r);
  GError *error = NULL;
  AdjTgtwCasualtyInput wrong = { TRUE, ADJ_TGTW_CASUALTY_D, 0, 0 };
  g_assert_false (adj_tgtw_casualty_roll (tt_charts (), &wrong, &r, &error));
  g_assert_nonnull (strstr (error->message, "9.0"));
  g_clear_error (&error);
  adj_tgtw_casualty_result_clear (&r);
}

/* 4.0: every pair of faces with every bonus and +1s; ties to the higher
 * bonus; equal bonuses roll again, even odds. */
static void
test_initiative (void)
{
  for (int b0 = 0; b0 <= 5; b0++)
    for (int b1 = 0; b1 <= 5; b1++)
      for (int p0 = 0; p0 <= 3; p0 += 3)
        for (int p1 = 0; p1 <= 2; p1 += 2)
          {
            AdjTgtwInitiativeInput in = { { b0, b1 }, { p0, p1 } };
            AdjTgtwInitiativeResult r;
            g_assert_true (adj_tgtw_initiative_odds (tt_charts (), &in, &r, NULL));
            guint win0 = 0, ties = 0;
            for (int f0 = 1; f0 <= 10; f0++)
              for (int f1 = 1; f1 <= 10; f1++)
                {
                  int t0 = f0 + b0 + p0, t1 = f1 + b1 + p1;
                  if (t0 > t1 || (t0 == t1 && b0 > b1))
                    win0++;
                  else if (t0 == t1 && b0 == b1)
                    ties++;
                }
            g_assert_cmpuint (r.rerolls, ==, ties);
            g_assert_cmpfloat (fabs (r.win[0] - (win0 + ties / 2.0) / 100.0), <, 1e-12);
            g_assert_cmpfloat (fabs (r.win[0] + r.win[1] - 1), <, 1e-12);
            adj_tgtw_initiative_result_clear (&r);
          }
  int total[] = { 7, 7 }, bonus[] = { 2, 1 }, same[] = { 1, 1 };
  g_assert_cmpint (adj_tgtw_initiative_decide (total, bonus), ==, 0);
  g_assert_cmpint (adj_tgtw_initiative_decide (total, same), ==, -1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tgtw/rule-PDT/every-weapon-range-strength", test_missile_sweep);
  g_test_add_func ("/tgtw/rule-5.0/firers-and-TDT", test_missile_firers);
  g_test_add_func ("/tgtw/rule-7.0/routed-target-of-missiles", test_missile_routed);
  g_test_add_func ("/tgtw/rule-5.0/refusals", test_missile_refusals);
  g_test_add_func ("/tgtw/rule-8.0/morale-check", test_morale);
  g_test_add_func ("/tgtw/rule-9.0/leader-casualty", test_casualty);
  g_test_add_func ("/tgtw/rule-4.0/initiative", test_initiative);
  return g_test_run ();
}
