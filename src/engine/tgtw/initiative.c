/* Initiative per sector (4.0): morale.h. */
#include "tgtw/morale.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/modifier.h"

int
adj_tgtw_initiative_decide (const int *total, const int *bonus)
{
  if (total[0] != total[1])
    return total[0] > total[1] ? 0 : 1;
  if (bonus[0] != bonus[1])
    return bonus[0] > bonus[1] ? 0 : 1;
  return -1;
}

void
adj_tgtw_initiative_result_clear (AdjTgtwInitiativeResult *result)
{
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    g_clear_pointer (&result->modifiers[a], g_array_unref);
}

gboolean
adj_tgtw_initiative_odds (const AdjTgtwCharts *charts, const AdjTgtwInitiativeInput *in,
                          AdjTgtwInitiativeResult *out, GError **error)
{
  int limit = adj_tgtw_charts_tp_die_limit (charts);
  memset (out, 0, sizeof *out);
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      out->modifiers[a] = adj_modifiers_new ();
      if (in->bonus[a] < 0 || in->bonus[a] > 5)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("2.1: an initiative bonus is 0 to 5, not %d"),
                       in->bonus[a]);
          return FALSE;
        }
      if (in->plus[a] < 0 || in->plus[a] > limit)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                       _("12.0: from 0 to %d tactical points on one roll, not %d"), limit, in->plus[a]);
          return FALSE;
        }
      if (in->bonus[a] != 0)
        adj_modifiers_add (out->modifiers[a], in->bonus[a], "4.0", _("the sector leader's initiative bonus"));
      if (in->plus[a] != 0)
        adj_modifiers_add (out->modifiers[a], in->plus[a], "12.0", _("tactical points: +%d on the die"),
                           in->plus[a]);
    }
  for (int f0 = 1; f0 <= 10; f0++)
    for (int f1 = 1; f1 <= 10; f1++)
      {
        int total[] = { f0 + in->bonus[0] + in->plus[0], f1 + in->bonus[1] + in->plus[1] };
        int w = adj_tgtw_initiative_decide (total, in->bonus);
        if (w < 0)
          out->rerolls++;
        else if (total[0] == total[1])
          out->by_bonus[w]++;
        else
          out->wins[w]++;
      }
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    out->win[a] = (out->wins[a] + out->by_bonus[a] + out->rerolls / 2.0) / 100.0;
  return TRUE;
}
