/* Melee (melee.h). The rulings behind the shifts are in docs/tgtw.md. */
#include "tgtw/melee.h"

#include <string.h>

#include "core/dice.h"
#include "core/error.h"
#include "core/i18n.h"
#include "core/modifier.h"
#include "tgtw/refuse.h"

void
adj_tgtw_melee_result_clear (AdjTgtwMeleeResult *r)
{
  g_clear_pointer (&r->mct1_mods, g_array_unref);
  g_clear_pointer (&r->mct2_mods, g_array_unref);
  g_clear_pointer (&r->dice_mods, g_array_unref);
}

static gboolean
check_unit (const AdjTgtwMeleeUnit *u, const char *side, GError **error)
{
  if (u->strength < 1 || u->strength > 99)
    {
      /* TRANSLATORS: "attacker" or "defender" (untranslated ids), then a number */
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: a strength of %d is outside 1..99"), side,
                   u->strength);
      return FALSE;
    }
  if (u->morale < 1 || u->morale > ADJ_TGTW_MAX_MORALE)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: a morale of %d is outside 1..%d"), side, u->morale,
                   ADJ_TGTW_MAX_MORALE);
      return FALSE;
    }
  if (u->type < -1 || u->type >= ADJ_TGTW_N_UNIT_TYPES)
    return adj_tgtw_refuse (error, _("not a unit type"));
  return TRUE;
}

static gboolean
check_input (const AdjTgtwCharts *charts, const AdjTgtwMeleeInput *in, GError **error)
{
  const AdjTgtwMeleeSpend *a = &in->attacker_tp, *d = &in->defender_tp;
  if (!check_unit (&in->attacker, "attacker", error) || !check_unit (&in->defender, "defender", error))
    return FALSE;
  if (in->attacker.sector_routed)
    return adj_tgtw_refuse (error, _("13.0: the units of a routed sector cannot melee attack"));
  if (in->dice < 1 || in->dice > 6)
    return adj_tgtw_refuse (error, _("2.1: a leader gives 1 to 6 dice"));
  if (in->leader_shift < -6 || in->leader_shift > 6 || in->mct1_shift < -13 || in->mct1_shift > 13)
    return adj_tgtw_refuse (error, _("a column shift is at most 6 on MCT2 and 13 on MCT1"));
  int limit = adj_tgtw_charts_tp_die_limit (charts);
  if (a->plus < 0 || a->plus > limit)
    return adj_tgtw_refuse (error, _("12.0: from 0 to %d tactical points on one roll, not %d"), limit, a->plus);
  if (a->mct1 < 0 || a->mct2_shift < 0 || a->mct2_dice < 0 || a->cancel != 0 || d->mct1 < 0
      || d->mct2_shift < 0 || d->cancel < 0 || d->plus != 0 || d->mct2_dice != 0
      || a->mct1 > 13 || d->mct1 > 13 || a->mct2_shift > 6 || d->mct2_shift > 6)
    return adj_tgtw_refuse (error, _("12.0: tactical points buy whole shifts; only the attacker rolls, adds to "
                            "his roll or adds dice, only the defender cancels"));
  if (d->cancel > a->mct1)
    return adj_tgtw_refuse (error, _("12.0: the defender can only cancel MCT1 shifts the attacker bought"));
  if (in->dice + (in->charge ? 1 : 0) + a->mct2_dice > ADJ_TGTW_MAX_DICE)
    return adj_tgtw_refuse (error, _("at most 12 dice on MCT2"));
  return TRUE;
}

/* Adds @by to *@at within 0..@n-1; a note when the table ends first. */
static void
shift (guint *at, int by, guint n, GArray *mods, const char *what)
{
  int to = (int) *at + by;
  *at = (guint) CLAMP (to, 0, (int) n - 1);
  if (to != (int) *at)
    adj_modifiers_add (mods, 0, "7.0", _("%s: the table ends, the shift stops at its edge"), what);
}

static void
mct1_cell (const AdjTgtwCharts *charts, const AdjTgtwMeleeInput *in, AdjTgtwMeleeResult *out)
{
  const AdjTgtwMeleeSpend *a = &in->attacker_tp, *d = &in->defender_tp;
  GArray *m = out->mct1_mods;
  int rows = 0, cols = 0;

  out->strength_col = adj_ratio_place (adj_tgtw_charts_mct1_strengths (charts), ADJ_TGTW_MCT1_ROWS,
                                       in->attacker.strength, in->defender.strength, FALSE,
                                       &out->strength_placement);
  out->morale_col = adj_ratio_place (adj_tgtw_charts_mct1_morales (charts), ADJ_TGTW_MCT1_COLUMNS,
                                     in->attacker.morale, in->defender.morale, FALSE, &out->morale_placement);
  if (in->type_differential && in->attacker.type >= 0 && in->defender.type >= 0)
    {
      const AdjChartCell *cell;
      rows = adj_tgtw_charts_type_shift (charts, in->attacker.type, in->defender.type, &cell);
      if (cell != NULL)
        /* TRANSLATORS: two unit types ("HI"), then rows */
        adj_modifiers_add (m, rows, "7.0", _("tactical differential, %s against %s: %+d strength rows"),
                           adj_tgtw_unit_type_to_string (in->attacker.type),
                           adj_tgtw_unit_type_to_string (in->defender.type), rows);
    }
  if (in->disordered)
    {
      cols += 2;
      adj_modifiers_add (m, 2, "7.0", _("disordered defender: morale 2 columns to the attacker"));
    }
  if (in->mct1_shift != 0)
    {
      cols += in->mct1_shift;
      adj_modifiers_add (m, in->mct1_shift, "MCT1", _("other MCT1 shifts: %+d columns"), in->mct1_shift);
    }
  if (a->mct1 > 0)
    {
      cols += a->mct1;
      adj_modifiers_add (m, a->mct1, "12.0", _("attacker's tactical points: %d columns"), a->mct1);
    }
  if (d->cancel > 0)
    {
      cols -= d->cancel;
      adj_modifiers_add (m, -d->cancel, "12.0", _("the defender cancels %d of them"), d->cancel);
    }
  if (d->mct1 > 0)
    {
      cols -= d->mct1;
      adj_modifiers_add (m, -d->mct1, "12.0", _("defender's tactical points: %d columns"), d->mct1);
    }
  out->row = out->strength_col;
  out->col = out->morale_col;
  shift (&out->row, rows, ADJ_TGTW_MCT1_ROWS, m, _("strength ratio"));
  shift (&out->col, cols, ADJ_TGTW_MCT1_COLUMNS, m, _("morale ratio"));
  out->letter = adj_tgtw_charts_mct1 (charts, out->row, out->col, &out->mct1_cell);
}

static void
mct2_column (const AdjTgtwCharts *charts, const AdjTgtwMeleeInput *in, AdjTgtwMeleeResult *out)
{
  const AdjTgtwMeleeSpend *a = &in->attacker_tp, *d = &in->defender_tp;
  GArray *m = out->mct2_mods;
  int by = in->leader_shift + a->mct2_shift - d->mct2_shift;
  if (in->leader_shift != 0)
    adj_modifiers_add (m, in->leader_shift, "2.1", _("the leader's MCT2 shift: %+d columns"), in->leader_shift);
  if (a->mct2_shift > 0)
    adj_modifiers_add (m, a->mct2_shift, "12.0", _("attacker's tactical points: %d columns"), a->mct2_shift);
  if (d->mct2_shift > 0)
    adj_modifiers_add (m, -d->mct2_shift, "12.0", _("defender's tactical points: %d columns"), d->mct2_shift);
  guint col = (guint) out->letter;
  shift (&col, by, ADJ_TGTW_N_MCT2_COLUMNS, m, "MCT2");
  out->column = (int) col;

  out->dice = in->dice + (in->charge ? 1 : 0) + a->mct2_dice;
  out->plus = a->plus;
  if (in->no_leader)
    adj_modifiers_add (out->dice_mods, in->dice, "2.1", _("1 die (no leader within one hex)"));
  else
    adj_modifiers_add (out->dice_mods, in->dice, "2.1", g_dngettext (GETTEXT_PACKAGE, "%d die (the leader's)",
                                                                     "%d dice (the leader's)", in->dice), in->dice);
  if (in->charge)
    adj_modifiers_add (out->dice_mods, 1, "11.0", _("Charge (card 6): one more die"));
  if (a->mct2_dice > 0)
    adj_modifiers_add (out->dice_mods, a->mct2_dice, "12.0", _("tactical points: %d more dice"), a->mct2_dice);
  if (a->plus > 0)
    adj_modifiers_add (out->dice_mods, a->plus, "12.0", _("tactical points: +%d on the roll"), a->plus);

  out->tp_spent[0] = adj_tgtw_melee_spend_cost (charts, a);
  out->tp_spent[1] = adj_tgtw_melee_spend_cost (charts, d);
}

int
adj_tgtw_melee_spend_cost (const AdjTgtwCharts *charts, const AdjTgtwMeleeSpend *sp)
{
  int costs[ADJ_TGTW_N_TP_OPTIONS];
  for (guint i = 0; i < ADJ_TGTW_N_TP_OPTIONS; i++)
    costs[i] = adj_tgtw_charts_tp_cost (charts, (AdjTgtwTpOption) i);
  /* The cancel costs what the attacker paid for the shifts it cancels (12.0). */
  return sp->plus * costs[ADJ_TGTW_TP_DIE] + (sp->mct1 + sp->cancel) * costs[ADJ_TGTW_TP_MCT1]
         + sp->mct2_shift * costs[ADJ_TGTW_TP_MCT2_SHIFT] + sp->mct2_dice * costs[ADJ_TGTW_TP_MCT2_DIE];
}

/* 11.0 card 6: charging cavalry ends disordered, so what leaves it
 * untouched leaves it disordered. */
static void
charge_disorders (const AdjTgtwMeleeInput *in, AdjTgtwMeleeResult *out)
{
  if (!in->charge)
    return;
  out->attacker[ADJ_TGTW_HIT_D] += out->attacker[ADJ_TGTW_HIT_NONE];
  out->attacker[ADJ_TGTW_HIT_NONE] = 0;
}

/* 5.0 and 13.0 on one side of a cell. */
static AdjTgtwHit
convert (AdjTgtwHit hit, const AdjTgtwMeleeUnit *self, const AdjTgtwMeleeUnit *other)
{
  if (hit == ADJ_TGTW_HIT_R && self->sector_routed)
    return ADJ_TGTW_HIT_E;
  if (hit != ADJ_TGTW_HIT_NONE && self->type == ADJ_TGTW_SK && !self->skirmisher_exempt && other->type >= 0
      && (adj_tgtw_unit_type_is_infantry (other->type) || adj_tgtw_unit_type_is_cavalry (other->type)))
    return ADJ_TGTW_HIT_E;
  return hit;
}

static void
add_chance (double *side, const AdjTgtwMct2Result *r, gboolean attacker, double p)
{
  side[r->engaged ? ADJ_TGTW_N_HITS : (attacker ? r->attacker : r->defender)] += p;
}

gboolean
adj_tgtw_melee_resolve (const AdjTgtwCharts *charts, const AdjTgtwMeleeInput *in, AdjTgtwMeleeResult *out,
                        GError **error)
{
  memset (out, 0, sizeof *out);
  out->mct1_mods = adj_modifiers_new ();
  out->mct2_mods = adj_modifiers_new ();
  out->dice_mods = adj_modifiers_new ();
  if (!check_input (charts, in, error))
    return FALSE;
  mct1_cell (charts, in, out);
  mct2_column (charts, in, out);

  if (in->routed)
    {
      out->automatic = TRUE;
      out->total = 1;
      out->defender[ADJ_TGTW_HIT_E] = 1;
      out->attacker[ADJ_TGTW_HIT_NONE] = 1;
      adj_modifiers_add (out->dice_mods, 0, "7.0", _("the defender is routed: eliminated without a roll"));
      charge_disorders (in, out);
      return TRUE;
    }

  guint64 ways[ADJ_TGTW_MAX_DICE * 5 + 1];
  adj_dice_sum_counts (ADJ_DIE_D6, (guint) out->dice, ways);
  out->total = 1;
  for (int i = 0; i < out->dice; i++)
    out->total *= 6;
  for (int t = out->dice; t <= 6 * out->dice; t++)
    out->row_counts[adj_tgtw_mct2_row (t + out->plus)] += ways[t - out->dice];

  for (guint r = 0; r < ADJ_TGTW_MCT2_ROWS; r++)
    {
      AdjTgtwMct2Result cell = *adj_tgtw_charts_mct2 (charts, r, (guint) out->column, NULL);
      cell.attacker = convert (cell.attacker, &in->attacker, &in->defender);
      cell.defender = convert (cell.defender, &in->defender, &in->attacker);
      out->applied[r] = cell;
      double p = (double) out->row_counts[r] / (double) out->total;
      add_chance (out->attacker, &cell, TRUE, p);
      add_chance (out->defender, &cell, FALSE, p);
    }
  charge_disorders (in, out);
  return TRUE;
}
