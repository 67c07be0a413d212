/* Missile fire (missile.h). */
#include "tgtw/missile.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/modifier.h"
#include "tgtw/refuse.h"

void
adj_tgtw_missile_result_clear (AdjTgtwMissileResult *result)
{
  g_clear_pointer (&result->modifiers, g_array_unref);
}

int
adj_tgtw_missile_row (int face, int plus)
{
  return CLAMP (face + plus, 1, ADJ_TGTW_MFT_DIE);
}

static gboolean
add_firer (const AdjTgtwCharts *charts, const AdjTgtwFirer *f, guint i, AdjTgtwMissileResult *out,
           GError **error)
{
  const char *name = f->name ? f->name : adj_tgtw_weapon_to_string (f->weapon);
  if ((guint) f->weapon >= ADJ_TGTW_N_WEAPONS)
    return adj_tgtw_refuse (error, _("firer %u: not a missile weapon"), i + 1);
  if (f->strength < 1 || f->strength > 99)
    return adj_tgtw_refuse (error, _("%s: a strength of %d is outside 1..99"), name, f->strength);
  if (f->range < 1)
    return adj_tgtw_refuse (error, _("%s: a range of %d hexes is not a range (1 or more)"), name, f->range);
  out->pdt[i] = adj_tgtw_charts_pdt (charts, f->weapon, f->range, &out->pdt_cells[i]);
  if (out->pdt[i] == ADJ_TGTW_PDT_PROHIBITED)
    /* TRANSLATORS: a unit or weapon, a weapon id, a number of hexes */
    return adj_tgtw_refuse (error, _("5.1: %s (%s) cannot fire at %d hexes"), name, adj_tgtw_weapon_to_string (f->weapon),
                 f->range);
  out->potentials[i] = adj_tgtw_pdt_apply (out->pdt[i], f->strength);
  out->potential += out->potentials[i];
  /* TRANSLATORS: a unit or weapon, hexes, the PDT's word (Double, Normal, Halved, 1/3), strength before and after */
  adj_modifiers_add (out->modifiers, out->potentials[i], "5.1", _("%s at %d hexes: %s, %d becomes %d"), name,
                     f->range, adj_tgtw_pdt_effect_to_string (out->pdt[i]), f->strength, out->potentials[i]);
  return TRUE;
}

gboolean
adj_tgtw_missile_resolve (const AdjTgtwCharts *charts, const AdjTgtwMissileInput *in, AdjTgtwMissileResult *out,
                          GError **error)
{
  memset (out, 0, sizeof *out);
  out->modifiers = adj_modifiers_new ();
  if (in->n_firers == 0 || in->n_firers > ADJ_TGTW_MAX_FIRERS)
    return adj_tgtw_refuse (error, _("5.0: from 1 to %d units fire at one hex, not %u"), ADJ_TGTW_MAX_FIRERS, in->n_firers);
  if (in->formation < -1 || in->formation >= ADJ_TGTW_N_FORMATIONS)
    return adj_tgtw_refuse (error, _("5.2: not a TDT formation"));
  int limit = adj_tgtw_charts_tp_die_limit (charts);
  if (in->plus < 0 || in->plus > limit)
    return adj_tgtw_refuse (error, _("12.0: from 0 to %d tactical points on one roll, not %d"), limit, in->plus);

  for (guint i = 0; i < in->n_firers; i++)
    if (!add_firer (charts, &in->firers[i], i, out, error))
      return FALSE;

  int column = out->potential;
  if (in->formation >= 0)
    {
      out->shift = adj_tgtw_charts_tdt (charts, in->formation, &out->tdt_cell);
      column += out->shift;
      /* TRANSLATORS: a TDT formation as the table names it, then the number of columns */
      adj_modifiers_add (out->modifiers, out->shift, "5.2", _("target formation %s: %+d columns"),
                         adj_chart_row_label (adj_tgtw_charts_get (charts, ADJ_TGTW_CHART_TDT), (guint) in->formation),
                         out->shift);
    }
  out->column = CLAMP (column, 1, ADJ_TGTW_MFT_COLUMNS);
  if (out->column != column)
    /* A potential beyond the table reads its last (or first) column (docs/tgtw.md). */
    adj_modifiers_add (out->modifiers, 0, "5.3", _("column %d is beyond the MFT: read column %d"), column,
                       out->column);
  if (in->plus > 0)
    adj_modifiers_add (out->modifiers, in->plus, "12.0", _("tactical points: +%d on the die"), in->plus);

  for (int face = 1; face <= ADJ_TGTW_MFT_DIE; face++)
    {
      AdjTgtwHit hit = adj_tgtw_charts_mft (charts, adj_tgtw_missile_row (face, in->plus), out->column, NULL);
      out->printed[face - 1] = hit;
      out->effect[face - 1] = in->target_routed && hit != ADJ_TGTW_HIT_NONE ? ADJ_TGTW_HIT_E : hit;
      out->printed_counts[hit]++;
      out->effect_counts[out->effect[face - 1]]++;
    }
  if (in->target_routed)
    adj_modifiers_add (out->modifiers, 0, "7.0", _("the target is routed: any result eliminates it"));
  return TRUE;
}
