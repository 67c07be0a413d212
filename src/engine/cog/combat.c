/* Combat calculators (12.9-12.12, 13.1, 14.3). */
#include "cog/combat.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/modifier.h"

gboolean
adj_cog_odds_compute (const AdjRatio *columns, guint n_columns, const AdjCogStrengthInput *in, AdjCogOdds *out,
                      GError **error)
{
  out->factors = adj_modifiers_new ();
  if (in->attack_steps < 1 || in->defence_steps < 1 || n_columns == 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   n_columns == 0 ? _("12.9: the Combat Chart has no column")
                                  : _("12.8: both sides need at least one step in the combat"));
      return FALSE;
    }
  int defence = in->defence_steps;
  adj_modifiers_add (out->factors, in->attack_steps, "12.8", _("attacking steps"));
  if (in->attacker_am)
    adj_modifiers_add (out->factors, 1, "13.1", _("attacker's Artillery Marker"));
  adj_modifiers_add (out->factors, in->defence_steps, "12.8", _("defending steps"));
  if (in->higher_ground)
    {
      defence += 1;
      adj_modifiers_add (out->factors, 1, "12.11.4", _("hill, attacked only from below"));
    }
  if (in->steep_slope)
    {
      defence += 1;
      adj_modifiers_add (out->factors, 1, "12.11.1", _("attacked across a Steep Slope"));
    }
  if (in->terrain != 0)
    {
      defence += in->terrain;
      adj_modifiers_add (out->factors, in->terrain, "12.11.1", _("other terrain (the battle's TEC)"));
    }
  /* Ruling (docs/cog.md): the town's -1 is taken from the stack's strength
   * with its terrain, never below 1; the AM is added after. */
  if (in->town)
    {
      int before = defence;
      defence = MAX (1, defence - 1);
      adj_modifiers_add (out->factors, defence - before, "12.11.5", _("town, never below 1"));
    }
  defence = MAX (1, defence);
  if (in->defender_am)
    {
      defence += 1;
      adj_modifiers_add (out->factors, 1, "13.1", _("defender's Artillery Marker"));
    }
  out->attack = in->attack_steps + (in->attacker_am ? 1 : 0);
  out->defence = defence;
  out->column = adj_ratio_place (columns, n_columns, out->attack, out->defence, FALSE, &out->placement);
  return TRUE;
}

void
adj_cog_odds_clear (AdjCogOdds *odds)
{
  g_clear_pointer (&odds->factors, g_array_unref);
}

gboolean
adj_cog_flanked (guint directions)
{
  guint d = directions & 0x3f, n = 0;
  for (guint i = 0; i < 6; i++)
    n += (d >> i) & 1;
  if (n >= 4)
    return TRUE;
  for (guint i = 0; i < 3; i++)
    if ((d >> i & 1) && (d >> (i + 3) & 1))
      return TRUE;
  /* Three apart from one another: every other hex. */
  return d == 0x15 || d == 0x2a;
}

int
adj_cog_effective_ter (int ter, gboolean flank, gboolean higher_ground)
{
  /* 12.12: -2 but never below 1; not when above every attacking hex. */
  return flank && !higher_ground ? MAX (1, ter - 2) : ter;
}

static int
modify (int natural, int drm)
{
  /* 12.9.4: natural 1 and 6 stand; 12.9.3: the rest stay within 1..6. */
  if (natural == 1 || natural == 6)
    return natural;
  return CLAMP (natural + drm, 1, 6);
}

void
adj_cog_defender_roll (const AdjCogCombatInput *in, guint defender, int natural, AdjCogRoll *out)
{
  int ter = adj_cog_effective_ter (in->defenders[defender].ter, in->flank, in->higher_ground);
  out->natural = natural;
  out->modified = in->defender_immune ? natural : modify (natural, in->defender_drm);
  out->loss = !in->defender_immune && natural != 1 && (natural == 6 || out->modified > ter);
  out->retreat = 0;
  if (out->loss)
    /* 12.9.5/12.10.1: the difference, at most three; in a town always three. */
    out->retreat = in->town ? 3 : CLAMP (out->modified - ter, 0, 3);
}

void
adj_cog_attacker_roll (const AdjCogCombatInput *in, guint attacker, int natural, AdjCogRoll *out)
{
  out->natural = natural;
  out->modified = in->attacker_immune ? natural : modify (natural, in->attacker_drm);
  out->loss = !in->attacker_immune && natural != 1 && (natural == 6 || out->modified > in->attackers[attacker].ter);
  out->retreat = 0;  /* 12.9.6: attackers never retreat */
}

gboolean
adj_cog_cavalry_retreat_roll (int ter, int natural)
{
  return natural <= ter;
}

double
adj_cog_cavalry_retreat_chance (int ter)
{
  return CLAMP (ter, 0, 6) / 6.0;
}

void
adj_cog_combat_rollers (const AdjCogCombatInput *in, gboolean *rolls)
{
  guint marked = 0, need = in->attacker_immune ? 0 : MIN (in->n_attackers, (guint) MAX (in->loss_limit, 0));
  for (guint i = 0; i < in->n_attackers; i++)
    marked += in->attacker_rolls[i] ? 1 : 0;
  for (guint i = 0; i < in->n_attackers; i++)
    rolls[i] = need == 0 ? FALSE : marked > 0 ? in->attacker_rolls[i] : i < need;
}

static gboolean
check_units (const AdjCogCombatUnit *u, guint n, const char *who, GError **error)
{
  for (guint i = 0; i < n; i++)
    if (u[i].ter < 1 || u[i].ter > 6 || u[i].steps < 0 || u[i].steps > 3)
      {
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                     /* TRANSLATORS: %s is "attacker" or "defender", %u its number */
                     _("%s %u: a TER runs from 1 to 6 (3.2.7) and a unit has at most 3 steps (3.2.6)"), who, i + 1);
        return FALSE;
      }
  return TRUE;
}

gboolean
adj_cog_combat_check (const AdjCogCombatInput *in, GError **error)
{
  guint cav_att = 0, cav_def = 0, marked = 0;
  if (in->n_defenders < 1 || in->n_attackers < 1 || in->n_defenders > ADJ_COG_MAX_COMBAT_UNITS
      || in->n_attackers > ADJ_COG_MAX_COMBAT_UNITS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("12.3: a combat has 1 to %d attackers and defenders"),
                   ADJ_COG_MAX_COMBAT_UNITS);
      return FALSE;
    }
  if (!check_units (in->defenders, in->n_defenders, _("defender"), error)
      || !check_units (in->attackers, in->n_attackers, _("attacker"), error))
    return FALSE;
  if (in->attacker_drm < -6 || in->attacker_drm > 6 || in->defender_drm < -6 || in->defender_drm > 6
      || in->loss_limit < 0 || in->loss_limit > 99)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("12.9: a DRM runs from -6 to +6 and a loss limit from 0 to 99"));
      return FALSE;
    }
  for (guint i = 0; i < in->n_attackers; i++)
    {
      cav_att += in->attackers[i].cavalry ? 1 : 0;
      marked += in->attacker_rolls[i] ? 1 : 0;
    }
  for (guint i = 0; i < in->n_defenders; i++)
    cav_def += in->defenders[i].cavalry ? 1 : 0;
  const char *broken = NULL;
  if (cav_att > 0 && cav_att < in->n_attackers)
    broken = _("14.2: cavalry and infantry never attack together");
  else if (cav_att > 0 && cav_def < in->n_defenders)
    broken = _("14.2: cavalry never attacks infantry");
  else if (cav_def > 0 && cav_def < in->n_defenders)
    broken = _("7.3: cavalry does not stack with infantry");
  else if (marked > 0 && marked != MIN (in->n_attackers, (guint) in->loss_limit) && !in->attacker_immune)
    broken = _("12.9.6: the attacker rolls for as many units as the Attacker Loss Limit allows, "
               "and no more");
  if (broken != NULL)
    {
      g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_INVALID, broken);
      return FALSE;
    }
  return TRUE;
}

/* One unit's chances, face by face. */
static void
unit_chances (const AdjCogCombatInput *in, guint i, gboolean defender, AdjCogUnitChances *c)
{
  const AdjCogCombatUnit *u = defender ? &in->defenders[i] : &in->attackers[i];
  *c = (AdjCogUnitChances) { .ter = defender ? adj_cog_effective_ter (u->ter, in->flank, in->higher_ground)
                                             : u->ter,
                             .rolls = TRUE };
  int losses = 0, retreats[4] = { 0 };
  for (int face = 1; face <= 6; face++)
    {
      AdjCogRoll r;
      if (defender)
        adj_cog_defender_roll (in, i, face, &r);
      else
        adj_cog_attacker_roll (in, i, face, &r);
      losses += r.loss ? 1 : 0;
      retreats[r.retreat] += r.loss && defender ? 1 : 0;
    }
  c->loss = losses / 6.0;
  for (guint k = 0; k < 4; k++)
    c->retreat[k] = retreats[k] / 6.0;
  c->eliminated = u->steps == 1 ? c->loss : 0;
}

/* How many of @n independent units with loss chances @p lose a step. */
static void
count_losses (const double *p, guint n, double *out)
{
  for (guint k = 0; k <= ADJ_COG_MAX_COMBAT_UNITS; k++)
    out[k] = k == 0 ? 1.0 : 0.0;
  for (guint i = 0; i < n; i++)
    {
      for (guint k = i + 1; k > 0; k--)
        out[k] = out[k] * (1 - p[i]) + out[k - 1] * p[i];
      out[0] *= 1 - p[i];
    }
}

gboolean
adj_cog_combat_chances (const AdjCogCombatInput *in, AdjCogCombatChances *out, GError **error)
{
  gboolean rolls[ADJ_COG_MAX_COMBAT_UNITS];
  double p[ADJ_COG_MAX_COMBAT_UNITS];
  *out = (AdjCogCombatChances) { 0 };
  if (!adj_cog_combat_check (in, error))
    return FALSE;
  out->modifiers = adj_modifiers_new ();
  if (in->attacker_immune)
    adj_modifiers_add (out->modifiers, 0, "12.9", _("attackers: N, no effect"));
  else
    adj_modifiers_add (out->modifiers, in->attacker_drm, "12.9", _("attackers' DRM, Combat Chart"));
  if (in->defender_immune)
    adj_modifiers_add (out->modifiers, 0, "12.9", _("defenders: N, no effect"));
  else
    adj_modifiers_add (out->modifiers, in->defender_drm, "12.9", _("defenders' DRM, Combat Chart"));
  if (in->flank && !in->higher_ground)
    adj_modifiers_add (out->modifiers, -2, "12.12", _("flank attack: defenders' TER, never below 1"));

  out->hex_cleared = 1.0;
  double none_lost = 1.0;
  for (guint i = 0; i < in->n_defenders; i++)
    {
      AdjCogUnitChances *c = &out->defenders[i];
      unit_chances (in, i, TRUE, c);
      p[i] = c->loss;
      none_lost *= 1 - c->loss;
      /* 12.9.7: gone means eliminated, or a loss with a retreat. */
      double gone = c->loss - c->retreat[0] + (in->defenders[i].steps == 1 ? c->retreat[0] : 0);
      out->hex_cleared *= gone;
    }
  count_losses (p, in->n_defenders, out->defender_losses);
  out->retreated_in_eliminated = in->n_retreated_in > 0 ? 1 - none_lost : 0;

  adj_cog_combat_rollers (in, rolls);
  guint n = 0;
  for (guint i = 0; i < in->n_attackers; i++)
    {
      AdjCogUnitChances *c = &out->attackers[i];
      if (rolls[i])
        {
          unit_chances (in, i, FALSE, c);
          p[n++] = c->loss;
        }
      else
        *c = (AdjCogUnitChances) { .ter = in->attackers[i].ter, .rolls = FALSE };
    }
  count_losses (p, n, out->attacker_losses);
  return TRUE;
}

void
adj_cog_combat_chances_clear (AdjCogCombatChances *c)
{
  g_clear_pointer (&c->modifiers, g_array_unref);
}
