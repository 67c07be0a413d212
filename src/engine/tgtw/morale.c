/* Morale checks (8.0) and leader casualties (9.0): morale.h. */
#include "tgtw/morale.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/modifier.h"

int
adj_tgtw_d10_read (int face, int plus)
{
  return CLAMP (face + plus, 1, ADJ_TGTW_D10);
}

static gboolean
check_plus (const AdjTgtwCharts *charts, int plus, GError **error)
{
  int limit = adj_tgtw_charts_tp_die_limit (charts);
  if (plus >= 0 && plus <= limit)
    return TRUE;
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("12.0: from 0 to %d tactical points on one roll, not %d"),
               limit, plus);
  return FALSE;
}

void
adj_tgtw_morale_result_clear (AdjTgtwMoraleResult *result)
{
  g_clear_pointer (&result->modifiers, g_array_unref);
}

gboolean
adj_tgtw_morale_check (const AdjTgtwCharts *charts, const AdjTgtwMoraleInput *in, AdjTgtwMoraleResult *out,
                       GError **error)
{
  memset (out, 0, sizeof *out);
  out->modifiers = adj_modifiers_new ();
  if (in->morale < 0 || in->morale > 99 || ABS (in->leader) > 99 || ABS (in->modifier) > 99)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("8.0: a morale of %d is outside 0..99"), in->morale);
      return FALSE;
    }
  if (in->card != 0 && adj_tgtw_charts_card (charts, in->card) == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("11.0: there is no tactical card %d (1 to 7)"), in->card);
      return FALSE;
    }
  if (!check_plus (charts, in->plus, error))
    return FALSE;

  out->target = in->morale;
  if (in->card != 0)
    {
      const AdjTgtwCard *card = adj_tgtw_charts_card (charts, in->card);
      out->target += card->morale;
      /* TRANSLATORS: the card's number and printed name */
      adj_modifiers_add (out->modifiers, card->morale, "11.0", _("tactical card %d, %s"), in->card, card->name);
    }
  if (in->leader != 0)
    {
      out->target += in->leader;
      adj_modifiers_add (out->modifiers, in->leader, "9.0", _("leader (the scenario's value)"));
    }
  if (in->modifier != 0)
    {
      out->target += in->modifier;
      adj_modifiers_add (out->modifiers, in->modifier, "8.0", _("other modifier"));
    }
  if (in->plus != 0)
    adj_modifiers_add (out->modifiers, -in->plus, "12.0", _("tactical points: +%d on the die"), in->plus);
  if (in->automatic)
    adj_modifiers_add (out->modifiers, 0, "2.1", _("a leader with the rally dot recovers the unit without a roll"));
  for (int face = 1; face <= ADJ_TGTW_D10; face++)
    {
      /* The d10 reads 0 as 10 (2.2); no face passes or fails by itself. */
      out->pass[face] = in->automatic || face + in->plus <= out->target;
      out->passes += out->pass[face] ? 1 : 0;
    }
  return TRUE;
}

void
adj_tgtw_casualty_result_clear (AdjTgtwCasualtyResult *result)
{
  g_clear_pointer (&result->modifiers, g_array_unref);
}

gboolean
adj_tgtw_casualty_roll (const AdjTgtwCharts *charts, const AdjTgtwCasualtyInput *in, AdjTgtwCasualtyResult *out,
                        GError **error)
{
  static const AdjTgtwLoss loss_of[] = { 0, ADJ_TGTW_LOSS_WOUNDED, ADJ_TGTW_LOSS_CAPTURED, ADJ_TGTW_LOSS_KILLED };
  memset (out, 0, sizeof *out);
  out->modifiers = adj_modifiers_new ();
  if ((guint) in->column >= ADJ_TGTW_N_CASUALTY_COLUMNS || (in->missile && in->column != ADJ_TGTW_CASUALTY_E))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("9.0: a leader rolls after Eng, D, R or E in melee, and only after E in missile combat"));
      return FALSE;
    }
  if (in->stars > 3 || in->stars < -1)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("2.1: a leader has 0 to 3 stars"));
      return FALSE;
    }
  if (!check_plus (charts, in->plus, error))
    return FALSE;
  if (in->plus != 0)
    adj_modifiers_add (out->modifiers, in->plus, "12.0", _("tactical points: +%d on the die"), in->plus);
  for (int face = 1; face <= ADJ_TGTW_D10; face++)
    {
      int roll = adj_tgtw_d10_read (face, in->plus);
      out->fate[face] = in->missile ? adj_tgtw_charts_leader_missile (charts, roll, &out->cells[face])
                                    : adj_tgtw_charts_leader_melee (charts, in->column, roll, &out->cells[face]);
      out->counts[out->fate[face]]++;
    }
  out->has_loss = in->stars >= 0;
  for (guint f = 1; in->stars >= 0 && f < ADJ_TGTW_N_FATES; f++)
    out->loss[f] = adj_tgtw_charts_loss (charts, loss_of[f], in->stars);
  return TRUE;
}
