/* The Glory that Was for one army's device (sideview.h).
 *
 * One choice is secret: each army's tactical cards (11.0), chosen by
 * sector and hidden until both armies have chosen. The summary already
 * leaves them out until then (and a sector's rout level, which a card
 * moves, 13.0, counts no card before); a view adds to it what the viewer
 * may know: its own cards, the cards it may choose, and both armies'
 * cards by name once revealed. */
#include "tgtw/sideview.h"

#include "core/i18n.h"
#include "tgtw/move.h"
#include "tgtw/state-private.h"
#include "tgtw/summary.h"

static json_object *
card_json (const AdjTgtwCharts *charts, int n)
{
  const AdjTgtwCard *c = adj_tgtw_charts_card (charts, n);
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "card", json_object_new_int (n));
  if (c == NULL)
    {
      json_object_object_add (o, "name", json_object_new_string (_("No card")));
      return o;
    }
  json_object_object_add (o, "name", json_object_new_string (c->name));
  json_object_object_add (o, "morale", json_object_new_int (c->morale));
  GString *types = g_string_new (NULL);
  for (guint t = 0; t < ADJ_TGTW_N_UNIT_TYPES; t++)
    if (c->types & ADJ_TGTW_TYPE_BIT (t))
      g_string_append_printf (types, "%s%s", types->len ? " " : "", adj_tgtw_unit_type_to_string (t));
  json_object_object_add (o, "types", json_object_new_string (types->str));
  g_string_free (types, TRUE);
  return o;
}

static json_object *
sector_head (const AdjTgtwState *s, guint i)
{
  const AdjTgtwSector *sector = adj_tgtw_scenario_sector (s->scenario, i);
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "sector", json_object_new_string (sector->id));
  json_object_object_add (o, "sector_name", json_object_new_string (sector->name));
  return o;
}

json_object *
adj_tgtw_state_view (const AdjTgtwState *s, int army)
{
  g_return_val_if_fail (army >= -1 && army <= 1, NULL);
  json_object *o = adj_tgtw_state_summary (s);
  const AdjTgtwCharts *charts = adj_tgtw_state_charts (s);
  guint n = adj_tgtw_scenario_n_sectors (s->scenario);
  if (!(s->options & ADJ_TGTW_OPTION_CARDS))
    return o;

  if (adj_tgtw_state_cards_revealed (s))
    {
      /* 11.0: both chose, so both see both, by name. */
      json_object *shown = json_object_new_array_ext ((int) n);
      for (guint i = 0; i < n; i++)
        {
          json_object *x = sector_head (s, i);
          json_object *armies = json_object_new_object ();
          for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
            json_object_object_add (armies, adj_tgtw_scenario_army (s->scenario, a)->id,
                                    card_json (charts, adj_tgtw_state_card (s, a, i)));
          json_object_object_add (x, "armies", armies);
          json_object_array_add (shown, x);
        }
      json_object_object_add (o, "cards_shown", shown);
      return o;
    }
  if (army < 0)
    return o;

  if (s->cards_chosen[army])
    {
      json_object *mine = json_object_new_array_ext ((int) n);
      for (guint i = 0; i < n; i++)
        {
          json_object *x = sector_head (s, i);
          json_object_object_add (x, "chosen", card_json (charts, adj_tgtw_state_own_card (s, (guint) army, i)));
          json_object_array_add (mine, x);
        }
      json_object_object_add (o, "my_cards", mine);
    }
  else if (s->phase == ADJ_TGTW_PHASE_INITIATIVE && adj_tgtw_state_init_step (s) == ADJ_TGTW_INIT_CARDS)
    {
      /* What the army may choose in each sector now (11.0: "none" only
       * where it has no unit, a card only for the types it has there). */
      json_object *choices = json_object_new_array_ext ((int) n);
      for (guint i = 0; i < n; i++)
        {
          json_object *x = sector_head (s, i);
          json_object *cards = json_object_new_array ();
          for (int c = 0; c <= ADJ_TGTW_N_CARDS; c++)
            if (adj_tgtw_move_card_allowed (s, (guint) army, i, c, NULL))
              json_object_array_add (cards, card_json (charts, c));
          json_object_object_add (x, "cards", cards);
          json_object_array_add (choices, x);
        }
      json_object_object_add (o, "card_choices", choices);
    }
  return o;
}

int
adj_tgtw_move_side (const AdjTgtwMove *m, const AdjTgtwState *s)
{
  switch (m->type)
    {
    case ADJ_TGTW_MOVE_CARDS:
      return m->army;  /* 11.0: each army its own */
    case ADJ_TGTW_MOVE_FIRST:
      /* 3.0: the sector's winner chooses. */
      if (m->sector >= 0 && (guint) m->sector < adj_tgtw_scenario_n_sectors (s->scenario))
        return s->sectors[m->sector].winner;
      return -1;
    default:
      /* Rolls both watch, stepping on, and combats and checks, which are
       * played on the shared screen. */
      return -1;
    }
}

char *
adj_tgtw_move_describe_for (const AdjTgtwMove *m, const AdjTgtwState *before, const AdjTgtwState *after,
                            int viewer)
{
  if (m->type != ADJ_TGTW_MOVE_CARDS || m->army != viewer || adj_tgtw_state_cards_revealed (after))
    return adj_tgtw_move_describe (m, before, after);
  /* The chooser's own device names its cards while the other's says only
   * that they were chosen (11.0). */
  const AdjTgtwCharts *charts = adj_tgtw_state_charts (after);
  GString *out = g_string_new (NULL);
  /* TRANSLATORS: an army; the sectors and their cards follow */
  g_string_append_printf (out, _("%s chose their tactical cards, hidden from the other army:"),
                          adj_tgtw_scenario_army (after->scenario, (guint) m->army)->name);
  for (guint i = 0; i < adj_tgtw_scenario_n_sectors (after->scenario); i++)
    {
      const AdjTgtwCard *c = adj_tgtw_charts_card (charts, m->cards[i]);
      g_string_append_printf (out, "%s %s: %s", i ? ";" : "", adj_tgtw_scenario_sector (after->scenario, i)->name,
                              c != NULL ? c->name : _("no card"));
    }
  g_string_append (out, " (11.0)");
  return g_string_free (out, FALSE);
}
