/* Clash of Giants III combat (12.9-12.12, 13.1, 14.3): every number the
 * rules print, and the chances checked against counting every die face
 * of every unit together. */
#include <string.h>

#include <adjutant-engine.h>

static AdjCogCombatInput
one_on_one (int att_drm, int def_drm, int def_ter, int att_ter)
{
  AdjCogCombatInput in = { .attacker_drm = att_drm, .defender_drm = def_drm, .loss_limit = 4 };
  in.defenders[0] = (AdjCogCombatUnit) { def_ter, 2, FALSE };
  in.attackers[0] = (AdjCogCombatUnit) { att_ter, 2, FALSE };
  in.n_defenders = in.n_attackers = 1;
  return in;
}

/* 12.9.2 example 1: "-1/+1" at 2-1, loss limit 4: five attackers, four roll. */
static void
test_example_1 (void)
{
  g_autoptr (AdjChart) chart = adj_cog_chart_printed ();
  AdjCogChartEntry e;
  GError *error = NULL;
  g_assert_true (adj_cog_chart_entry (chart, (guint) adj_chart_find_column (chart, "2-1"), &e, &error));
  g_assert_cmpint (e.attacker_drm, ==, -1);
  g_assert_cmpint (e.defender_drm, ==, 1);
  g_assert_cmpint (e.loss_limit, ==, 4);
  for (guint r = 0; r < 3; r++)
    {
      g_assert_cmpint (e.cells[r]->source, ==, ADJ_CELL_RULEBOOK);
      g_assert_cmpstr (e.cells[r]->cite, ==, "12.9.2, example 1");
    }
  AdjCogCombatInput in = one_on_one (e.attacker_drm, e.defender_drm, 3, 4);
  in.n_attackers = 5;
  for (guint i = 0; i < 5; i++)
    in.attackers[i] = (AdjCogCombatUnit) { 4, 2, FALSE };
  gboolean rolls[ADJ_COG_MAX_COMBAT_UNITS];
  adj_cog_combat_rollers (&in, rolls);
  guint n = 0;
  for (guint i = 0; i < 5; i++)
    n += rolls[i];
  g_assert_cmpuint (n, ==, 4);
  /* The attacker chooses which four. */
  in.attacker_rolls[4] = in.attacker_rolls[3] = in.attacker_rolls[2] = in.attacker_rolls[1] = TRUE;
  adj_cog_combat_rollers (&in, rolls);
  g_assert_false (rolls[0]);
  g_assert_true (rolls[4]);
  in.attacker_rolls[0] = TRUE;  /* five is one too many */
  g_assert_false (adj_cog_combat_check (&in, &error));
  g_assert_nonnull (strstr (error->message, "12.9.6"));
  g_clear_error (&error);
}

/* 12.9.2 example 2: at 4-1 four attackers, two roll, each -3; the
 * defenders' DRM is not printed and stays for the player to enter. */
static void
test_example_2 (void)
{
  g_autoptr (AdjChart) chart = adj_cog_chart_printed ();
  int col = adj_chart_find_column (chart, "4-1");
  GError *error = NULL;
  AdjCogChartEntry e;
  g_assert_false (adj_cog_chart_entry (chart, (guint) col, &e, &error));
  g_assert_nonnull (strstr (error->message, "defenders' DRM at 4-1 is not entered yet"));
  g_clear_error (&error);
  const AdjChartCell *att = adj_chart_cell (chart, 0, (guint) col);
  const AdjChartCell *lim = adj_chart_cell (chart, 2, (guint) col);
  g_assert_cmpint (att->value, ==, -3);
  g_assert_cmpint (lim->value, ==, 2);
  g_assert_cmpint (att->source, ==, ADJ_CELL_RULEBOOK);
  g_assert_true (adj_chart_cell (chart, 1, (guint) col)->blank);

  AdjCogCombatInput in = one_on_one (-3, 0, 3, 4);
  in.loss_limit = 2;
  in.n_attackers = 4;
  for (guint i = 0; i < 4; i++)
    in.attackers[i] = (AdjCogCombatUnit) { 4, 2, FALSE };
  AdjCogCombatChances c;
  g_assert_true (adj_cog_combat_chances (&in, &c, &error));
  guint rolling = 0;
  for (guint i = 0; i < 4; i++)
    rolling += c.attackers[i].rolls;
  g_assert_cmpuint (rolling, ==, 2);
  /* -3 on a TER 4: only the natural 6 hurts (12.9.4). */
  g_assert_cmpfloat_with_epsilon (c.attackers[0].loss, 1.0 / 6, 1e-12);
  g_assert_cmpfloat_with_epsilon (c.attacker_losses[2], 1.0 / 36, 1e-12);
  adj_cog_combat_chances_clear (&c);
  AdjCogRoll r;
  adj_cog_attacker_roll (&in, 0, 5, &r);
  g_assert_cmpint (r.modified, ==, 2);
}

/* 12.9.1: the defender's total into the attacker's, rounded for the defender. */
static void
test_odds_rounding (void)
{
  static const AdjRatio cols[] = { { 1, 2 }, { 1, 1 }, { 2, 1 }, { 3, 1 }, { 4, 1 } };
  static const struct { int a, d; const char *col; } cases[] = {
    { 5, 2, "2-1" }, { 7, 3, "2-1" }, { 3, 2, "1-1" }, { 8, 2, "4-1" }, { 11, 4, "2-1" }, { 2, 3, "1-2" },
    { 9, 3, "3-1" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AdjCogStrengthInput in = { .attack_steps = cases[i].a, .defence_steps = cases[i].d };
      AdjCogOdds o;
      g_assert_true (adj_cog_odds_compute (cols, G_N_ELEMENTS (cols), &in, &o, NULL));
      g_autofree char *key = g_strdup_printf ("%d-%d", cols[o.column].num, cols[o.column].den);
      g_assert_cmpstr (key, ==, cases[i].col);
      adj_cog_odds_clear (&o);
    }
}

static int
defence (AdjCogStrengthInput in)
{
  static const AdjRatio cols[] = { { 1, 1 } };
  AdjCogOdds o;
  g_assert_true (adj_cog_odds_compute (cols, 1, &in, &o, NULL));
  int d = o.defence;
  adj_cog_odds_clear (&o);
  return d;
}

/* 12.11.1's example: a hill attacked across a Steep Slope adds two. */
static void
test_terrain_factors (void)
{
  AdjCogStrengthInput in = { .attack_steps = 4, .defence_steps = 3, .higher_ground = TRUE, .steep_slope = TRUE };
  g_assert_cmpint (defence (in), ==, 5);
  /* 12.11.4: +1 on a hill. */
  in.steep_slope = FALSE;
  g_assert_cmpint (defence (in), ==, 4);
  /* 12.11.5: -1 in a town, never below 1. */
  in = (AdjCogStrengthInput) { .attack_steps = 4, .defence_steps = 3, .town = TRUE };
  g_assert_cmpint (defence (in), ==, 2);
  in.defence_steps = 1;
  g_assert_cmpint (defence (in), ==, 1);
  /* 13.1: each side's AM adds 1 (ruling: after the town). */
  in.defender_am = TRUE;
  in.attacker_am = TRUE;
  g_assert_cmpint (defence (in), ==, 2);
  static const AdjRatio cols[] = { { 1, 1 } };
  AdjCogOdds o;
  g_assert_true (adj_cog_odds_compute (cols, 1, &in, &o, NULL));
  g_assert_cmpint (o.attack, ==, 5);
  g_assert_nonnull (adj_modifiers_find (o.factors, "13.1"));
  g_assert_nonnull (adj_modifiers_find (o.factors, "12.11.5"));
  adj_cog_odds_clear (&o);
}

/* 12.9.3 and 12.9.4: rolls stay within 1-6, natural 1 and 6 stand. */
static void
test_rolls (void)
{
  AdjCogCombatInput in = one_on_one (-3, 3, 5, 5);
  AdjCogRoll r;
  adj_cog_defender_roll (&in, 0, 5, &r);
  g_assert_cmpint (r.modified, ==, 6);  /* 5 + 3, no higher than 6 */
  g_assert_true (r.loss);
  g_assert_cmpint (r.retreat, ==, 1);
  adj_cog_defender_roll (&in, 0, 1, &r);
  g_assert_cmpint (r.modified, ==, 1);  /* a natural 1 is never modified */
  g_assert_false (r.loss);
  adj_cog_attacker_roll (&in, 0, 2, &r);
  g_assert_cmpint (r.modified, ==, 1);  /* 2 - 3, no lower than 1 */
  adj_cog_attacker_roll (&in, 0, 6, &r);
  g_assert_cmpint (r.modified, ==, 6);  /* a natural 6 is always a step loss */
  g_assert_true (r.loss);
  /* Ruling: a natural 6 against TER 6 costs a step and no retreat. */
  in.defenders[0].ter = 6;
  adj_cog_defender_roll (&in, 0, 6, &r);
  g_assert_true (r.loss);
  g_assert_cmpint (r.retreat, ==, 0);
}

/* 12.9.5: a loss and a retreat of the difference, at most three. */
static void
test_retreat_distance (void)
{
  AdjCogCombatInput in = one_on_one (0, 0, 2, 4);
  for (int face = 1; face <= 6; face++)
    {
      AdjCogRoll r;
      adj_cog_defender_roll (&in, 0, face, &r);
      g_assert_cmpint (r.loss, ==, face > 2);
      g_assert_cmpint (r.retreat, ==, face > 2 ? MIN (face - 2, 3) : 0);
    }
  /* 12.10.1 and 12.11.5: in a town every retreat is three hexes. */
  in.town = TRUE;
  AdjCogRoll r;
  adj_cog_defender_roll (&in, 0, 3, &r);
  g_assert_cmpint (r.retreat, ==, 3);
  /* 12.9.6: attackers never retreat. */
  adj_cog_attacker_roll (&in, 0, 6, &r);
  g_assert_cmpint (r.retreat, ==, 0);
}

/* The chart's "N": that side cannot be affected (12.9). */
static void
test_immune (void)
{
  AdjCogCombatInput in = one_on_one (0, 0, 1, 1);
  in.defender_immune = TRUE;
  in.attacker_immune = TRUE;
  AdjCogCombatChances c;
  g_assert_true (adj_cog_combat_chances (&in, &c, NULL));
  g_assert_cmpfloat (c.defenders[0].loss, ==, 0);
  g_assert_false (c.attackers[0].rolls);
  g_assert_cmpfloat (c.defender_losses[0], ==, 1);
  adj_cog_combat_chances_clear (&c);
}

/* 12.12: flanked from four hexes, from three apart, or from two opposite;
 * -2 to the TER, never below 1, never against higher ground. */
static void
test_flank (void)
{
  g_assert_true (adj_cog_flanked (0x0f));   /* four hexes */
  g_assert_true (adj_cog_flanked (0x15));   /* three, none touching */
  g_assert_true (adj_cog_flanked (0x2a));
  g_assert_true (adj_cog_flanked (0x09));   /* opposite sides 0 and 3 */
  g_assert_true (adj_cog_flanked (0x0b));   /* opposite sides with another */
  g_assert_false (adj_cog_flanked (0x07));  /* three in a row */
  g_assert_false (adj_cog_flanked (0x05));  /* two, not opposite */
  g_assert_false (adj_cog_flanked (0x03));
  g_assert_false (adj_cog_flanked (0x01));
  g_assert_cmpint (adj_cog_effective_ter (4, TRUE, FALSE), ==, 2);
  g_assert_cmpint (adj_cog_effective_ter (2, TRUE, FALSE), ==, 1);  /* 3.2.7: never below 1 */
  g_assert_cmpint (adj_cog_effective_ter (4, TRUE, TRUE), ==, 4);
  AdjCogCombatInput in = one_on_one (0, 0, 4, 4);
  in.flank = TRUE;
  AdjCogCombatChances c;
  g_assert_true (adj_cog_combat_chances (&in, &c, NULL));
  g_assert_cmpint (c.defenders[0].ter, ==, 2);
  g_assert_cmpfloat_with_epsilon (c.defenders[0].loss, 4.0 / 6, 1e-12);
  g_assert_nonnull (adj_modifiers_find (c.modifiers, "12.12"));
  adj_cog_combat_chances_clear (&c);
}

/* 14.3: a roll of the TER or less, so TER/6; 14.2's refusals. */
static void
test_cavalry (void)
{
  g_assert_true (adj_cog_cavalry_retreat_roll (3, 3));
  g_assert_false (adj_cog_cavalry_retreat_roll (3, 4));
  g_assert_cmpfloat (adj_cog_cavalry_retreat_chance (3), ==, 0.5);
  g_assert_cmpfloat (adj_cog_cavalry_retreat_chance (6), ==, 1.0);
  AdjCogCombatInput in = one_on_one (0, 0, 3, 3);
  in.attackers[0].cavalry = TRUE;
  GError *error = NULL;
  g_assert_false (adj_cog_combat_check (&in, &error));
  g_assert_nonnull (strstr (error->message, "14.2: cavalry never attacks infantry"));
  g_clear_error (&error);
  in.defenders[0].cavalry = TRUE;
  in.n_attackers = 2;
  in.attackers[1] = (AdjCogCombatUnit) { 3, 2, FALSE };
  g_assert_false (adj_cog_combat_check (&in, &error));
  g_assert_nonnull (strstr (error->message, "14.2: cavalry and infantry never attack together"));
  g_clear_error (&error);
}

/* Every die of every unit together: the chances must be what counting
 * the 6^n combinations gives. */
static void
check_against_enumeration (const AdjCogCombatInput *in)
{
  AdjCogCombatChances c;
  g_assert_true (adj_cog_combat_chances (in, &c, NULL));
  gboolean rolls[ADJ_COG_MAX_COMBAT_UNITS];
  adj_cog_combat_rollers (in, rolls);
  guint dice = in->n_defenders, att[ADJ_COG_MAX_COMBAT_UNITS], n_att = 0;
  for (guint i = 0; i < in->n_attackers; i++)
    if (rolls[i])
      att[n_att++] = i;
  dice += n_att;
  guint64 total = 1, def_loss[ADJ_COG_MAX_COMBAT_UNITS] = { 0 }, def_retreat[ADJ_COG_MAX_COMBAT_UNITS][4] = { { 0 } };
  guint64 att_loss[ADJ_COG_MAX_COMBAT_UNITS] = { 0 }, n_def_losses[ADJ_COG_MAX_COMBAT_UNITS + 1] = { 0 };
  guint64 n_att_losses[ADJ_COG_MAX_COMBAT_UNITS + 1] = { 0 }, cleared = 0, any = 0;
  for (guint i = 0; i < dice; i++)
    total *= 6;
  for (guint64 code = 0; code < total; code++)
    {
      guint64 x = code;
      guint dl = 0, al = 0;
      gboolean all_gone = TRUE;
      for (guint i = 0; i < in->n_defenders; i++, x /= 6)
        {
          AdjCogRoll r;
          adj_cog_defender_roll (in, i, (int) (x % 6) + 1, &r);
          if (r.loss)
            {
              def_loss[i]++;
              def_retreat[i][r.retreat]++;
              dl++;
            }
          all_gone &= r.loss && (r.retreat > 0 || in->defenders[i].steps == 1);
        }
      for (guint k = 0; k < n_att; k++, x /= 6)
        {
          AdjCogRoll r;
          adj_cog_attacker_roll (in, att[k], (int) (x % 6) + 1, &r);
          if (r.loss)
            {
              att_loss[att[k]]++;
              al++;
            }
        }
      n_def_losses[dl]++;
      n_att_losses[al]++;
      cleared += all_gone;
      any += dl > 0;
    }
  const double eps = 1e-12;
  for (guint i = 0; i < in->n_defenders; i++)
    {
      g_assert_cmpfloat_with_epsilon (c.defenders[i].loss, (double) def_loss[i] / total, eps);
      for (guint k = 0; k < 4; k++)
        g_assert_cmpfloat_with_epsilon (c.defenders[i].retreat[k], (double) def_retreat[i][k] / total, eps);
    }
  for (guint i = 0; i < in->n_attackers; i++)
    g_assert_cmpfloat_with_epsilon (c.attackers[i].loss, (double) att_loss[i] / total, eps);
  for (guint k = 0; k <= in->n_defenders; k++)
    g_assert_cmpfloat_with_epsilon (c.defender_losses[k], (double) n_def_losses[k] / total, eps);
  for (guint k = 0; k <= n_att; k++)
    g_assert_cmpfloat_with_epsilon (c.attacker_losses[k], (double) n_att_losses[k] / total, eps);
  g_assert_cmpfloat_with_epsilon (c.hex_cleared, (double) cleared / total, eps);
  if (in->n_retreated_in > 0)
    g_assert_cmpfloat_with_epsilon (c.retreated_in_eliminated, (double) any / total, eps);
  adj_cog_combat_chances_clear (&c);
}

static void
test_enumeration (void)
{
  GRand *rand = g_rand_new_with_seed (1863);
  for (guint round = 0; round < 300; round++)
    {
      AdjCogCombatInput in = { 0 };
      in.attacker_drm = g_rand_int_range (rand, -4, 5);
      in.defender_drm = g_rand_int_range (rand, -4, 5);
      in.attacker_immune = g_rand_int_range (rand, 0, 10) == 0;
      in.defender_immune = g_rand_int_range (rand, 0, 10) == 0;
      in.loss_limit = g_rand_int_range (rand, 0, 5);
      in.flank = g_rand_boolean (rand);
      in.higher_ground = g_rand_int_range (rand, 0, 4) == 0;
      in.town = g_rand_int_range (rand, 0, 4) == 0;
      in.n_defenders = (guint) g_rand_int_range (rand, 1, 4);
      in.n_attackers = (guint) g_rand_int_range (rand, 1, 5);
      in.n_retreated_in = (guint) g_rand_int_range (rand, 0, 2);
      gboolean cav = g_rand_int_range (rand, 0, 3) == 0;
      for (guint i = 0; i < in.n_defenders; i++)
        in.defenders[i] = (AdjCogCombatUnit) { g_rand_int_range (rand, 1, 7), g_rand_int_range (rand, 1, 4), cav };
      for (guint i = 0; i < in.n_attackers; i++)
        in.attackers[i] = (AdjCogCombatUnit) { g_rand_int_range (rand, 1, 7), g_rand_int_range (rand, 1, 4), FALSE };
      check_against_enumeration (&in);
    }
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cog/rule-12.9.2/example-1/2-1", test_example_1);
  g_test_add_func ("/cog/rule-12.9.2/example-2/4-1", test_example_2);
  g_test_add_func ("/cog/rule-12.9.1/rounded-for-the-defender", test_odds_rounding);
  g_test_add_func ("/cog/rule-12.11.1/hill-and-steep-slope", test_terrain_factors);
  g_test_add_func ("/cog/rule-12.9.4/natural-rolls", test_rolls);
  g_test_add_func ("/cog/rule-12.9.5/retreat-distance", test_retreat_distance);
  g_test_add_func ("/cog/rule-12.9/N", test_immune);
  g_test_add_func ("/cog/rule-12.12/flank-attack", test_flank);
  g_test_add_func ("/cog/rule-14.3/cavalry-retreat-before-combat", test_cavalry);
  g_test_add_func ("/cog/rule-12.9/chances-against-every-die-combination", test_enumeration);
  return g_test_run ();
}
