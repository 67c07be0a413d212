/* The pure transition of a Glory III game: each action type's handler
 * (in the file of its rules) gets a private copy of the state to change,
 * or refuses naming the rule; on refusal the copy is thrown away. */
#include "glory/actionapply.h"

#include "core/i18n.h"
#include "glory/activation-private.h"
#include "glory/cohesioncheck-private.h"
#include "glory/firelog-private.h"
#include "glory/recovery-private.h"
#include "glory/sequence-private.h"
#include "glory/unitstatus-private.h"

typedef gboolean (*Handler) (AdjGameState *s, const AdjAction *a, GError **error);

static const struct {
  Handler apply;
} types[ADJ_ACTION_TYPE_COUNT] = {
  [ADJ_ACTION_INITIATIVE] = { adj_apply_initiative },
  [ADJ_ACTION_HOLD_OUT] = { adj_apply_hold_out },
  [ADJ_ACTION_SELECT] = { adj_apply_select },
  [ADJ_ACTION_DRAW] = { adj_apply_draw },
  [ADJ_ACTION_COMBINE] = { adj_apply_combine },
  [ADJ_ACTION_START] = { adj_apply_start },
  [ADJ_ACTION_ADVANCE] = { adj_apply_advance },
  [ADJ_ACTION_FINISH] = { adj_apply_finish },
  [ADJ_ACTION_RALLY] = { adj_apply_rally },
  [ADJ_ACTION_RECOVER] = { adj_apply_recover },
  [ADJ_ACTION_DISORDER] = { adj_apply_unit_result },
  [ADJ_ACTION_WITHDRAW] = { adj_apply_unit_result },
  [ADJ_ACTION_ELIMINATE] = { adj_apply_unit_result },
  [ADJ_ACTION_RETREAT] = { adj_apply_unit_result },
  [ADJ_ACTION_MOUNT] = { adj_apply_mount },
  [ADJ_ACTION_ENTER] = { adj_apply_enter },
  [ADJ_ACTION_ASSIGN] = { adj_apply_assign },
  [ADJ_ACTION_FIRE] = { adj_apply_fire },
  [ADJ_ACTION_CHECK] = { adj_apply_check },
  [ADJ_ACTION_CHARGE] = { adj_apply_charge },
  [ADJ_ACTION_OVERRULE] = { adj_apply_overrule },
};

AdjGameState *
adj_action_apply (const AdjGameState *state, const AdjAction *action, GError **error)
{
  if ((guint) action->type >= ADJ_ACTION_TYPE_COUNT)
    {
      adj_game_state_refuse (error, _("unknown action"));
      return NULL;
    }
  if (action->side < -1 || action->side >= ADJ_BATTLE_N_SIDES)
    {
      adj_game_state_refuse (error, _("no such side"));
      return NULL;
    }
  if (adj_game_state_get_phase (state) == ADJ_PHASE_GAME_OVER)
    {
      adj_game_state_refuse (error, _("the game is over: the turn record track has no more turns"));
      return NULL;
    }
  /* A Defensive Fire check adds a pair per unit that fires (dfcheck.c). */
  AdjGameState *s = adj_game_state_copy_with_room (state, action->type == ADJ_ACTION_CHECK ? action->n_items : 0);
  s->outcome = ADJ_OUTCOME_NONE;
  s->outcome_side = -1;
  s->outcome_unit = -1;
  if (!types[action->type].apply (s, action, error))
    {
      adj_game_state_unref (s);
      return NULL;
    }
  return s;
}

AdjGameState *
adj_action_apply_all (const AdjGameState *state, GPtrArray *actions, GPtrArray *lines, GError **error)
{
  AdjGameState *now = adj_game_state_ref ((AdjGameState *) state);

  for (guint i = 0; i < actions->len; i++)
    {
      AdjGameState *next = adj_action_apply (now, actions->pdata[i], error);
      if (next == NULL)
        {
          adj_game_state_unref (now);
          return NULL;
        }
      if (lines != NULL)
        g_ptr_array_add (lines, adj_action_describe (actions->pdata[i], now, next));
      adj_game_state_unref (now);
      now = next;
    }
  return now;
}
