/* Glory III's legal moves by action type (legalmoves.h). */
#include "glory/legalmoves.h"

#include <string.h>

#include "core/i18n.h"
#include "glory/action.h"
#include "glory/calcunit.h"
#include "glory/cohesioncheck-private.h"
#include "glory/gamestate-private.h"
#include "glory/sequence.h"

typedef struct {
  const char *rule;
  const char *text;
  gboolean acting;  /* the acting side's (else either side's) */
} Offer;

static const Offer offers[ADJ_ACTION_TYPE_COUNT] = {
  [ADJ_ACTION_COMBINE] = { "4.25", N_("Try a Combined Activation"), TRUE },
  [ADJ_ACTION_START] = { "4.24", N_("Choose the command that acts"), TRUE },
  [ADJ_ACTION_ADVANCE] = { "3.C", N_("Go on to the next step"), FALSE },
  [ADJ_ACTION_FINISH] = { "3.C.2", N_("End this command's activation"), TRUE },
  [ADJ_ACTION_RECOVER] = { "11.6", N_("Roll for a unit in the Recovery Box"), FALSE },
  [ADJ_ACTION_DISORDER] = { "11.11", N_("Disorder a unit (a combat result)"), FALSE },
  [ADJ_ACTION_WITHDRAW] = { "11.4", N_("Withdraw a unit (a combat result)"), FALSE },
  [ADJ_ACTION_ELIMINATE] = { "11.27", N_("Eliminate a unit (a combat result)"), FALSE },
  [ADJ_ACTION_RETREAT] = { "11.22", N_("Retreat a unit (a combat result)"), FALSE },
  [ADJ_ACTION_MOUNT] = { "12.1", N_("Mount or dismount cavalry"), TRUE },
  [ADJ_ACTION_ENTER] = { "6.51", N_("Bring on a reinforcement"), TRUE },
  [ADJ_ACTION_ASSIGN] = { "14.53", N_("Assign a unit to a leader for this turn"), FALSE },
  [ADJ_ACTION_FIRE] = { "9, 10.3", N_("Record a unit's fire"), FALSE },
  [ADJ_ACTION_CHECK] = { "2.4, 11.11", N_("Roll a unit's cohesion check"), FALSE },
  [ADJ_ACTION_CHARGE] = { "10.2", N_("Charge with the acting command's good-order units"), TRUE },
};

static gboolean
has_kind (const GPtrArray *items, const char *kind)
{
  for (guint i = 0; i < items->len; i++)
    {
      const AdjStepItem *it = items->pdata[i];
      if (it->kind != NULL && strcmp (it->kind, kind) == 0)
        return TRUE;
    }
  return FALSE;
}

void
adj_glory_offer_expected (GPtrArray *items, const AdjGameState *s)
{
  AdjPrompt p;
  adj_game_state_prompt (s, &p);
  int acting = s->drawn >= 0 ? (int) adj_battle_am_side (s->battle, (guint) s->drawn) : -1;
  for (guint t = 0; t < ADJ_ACTION_TYPE_COUNT; t++)
    {
      const Offer *o = &offers[t];
      const char *kind = adj_action_type_to_string ((AdjActionType) t);
      if (o->text == NULL || has_kind (items, kind) || !adj_action_type_expected (s, (AdjActionType) t))
        continue;
      AdjStepItem *it = adj_step_items_add (items, adj_step_item_new (kind, o->rule, o->acting ? acting : p.side,
                                                                      "%s", _(o->text)));
      if (t == ADJ_ACTION_CHARGE)
        for (guint u = 0; u < s->battle->n_units; u++)
          if (adj_game_charger_check (s, u, NULL) && !adj_game_charge_rolled (s, u))
            adj_step_item_add_unit (it, s->battle->units[u].id);
    }
}
