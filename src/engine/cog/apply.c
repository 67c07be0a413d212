/* The one transition: a move applied to a state gives a new state, or
 * NULL with @error naming the rule. */
#include "cog/state-private.h"

#include "cog/apply.h"
#include "core/i18n.h"

gboolean
adj_cog_move_check_roll (const AdjCogMove *m, GError **error)
{
  if (m->roll < 1 || m->roll > 6)
    return adj_cog_refuse (error, _("3.0: a die roll is 1 to 6"));
  if (m->has_seed && adj_cog_seed_roll (m->seed) != m->roll)
    return adj_cog_refuse (error, _("the roll %d is not the one its seed makes"), m->roll);
  return TRUE;
}

AdjCogState *
adj_cog_state_apply (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  if (adj_cog_move_has_roll (m->type) && !adj_cog_move_check_roll (m, error))
    return NULL;
  if ((guint) m->side >= ADJ_COG_N_SIDES)
    {
      adj_cog_refuse (error, _("no such side"));
      return NULL;
    }
  if (s->n_pending > 0 && m->type != ADJ_COG_MOVE_STEP_LOSS && m->type != ADJ_COG_MOVE_ELIMINATE)
    {
      adj_cog_refuse (error, _("12.9: apply the last combat's results first"));
      return NULL;
    }
  if (s->step == ADJ_COG_STEP_GAME_OVER)
    {
      adj_cog_refuse (error, _("6.3.6: the game is over"));
      return NULL;
    }
  switch (m->type)
    {
    case ADJ_COG_MOVE_NEXT:
      return adj_cog_apply_next (s, m, error);
    case ADJ_COG_MOVE_EARLY_ENTRY:
    case ADJ_COG_MOVE_VARIABLE_ENTRY:
    case ADJ_COG_MOVE_ENTRY_ROLL:
      return adj_cog_apply_reinforcement (s, m, error);
    case ADJ_COG_MOVE_AM_DRAW:
    case ADJ_COG_MOVE_SCM_ROLL:
    case ADJ_COG_MOVE_SET_ASIDE:
    case ADJ_COG_MOVE_WITHHOLD:
    case ADJ_COG_MOVE_CM_DRAW:
      return adj_cog_apply_cups (s, m, error);
    case ADJ_COG_MOVE_COMMAND_ROLL:
    case ADJ_COG_MOVE_COMBAT_ACTION:
      return adj_cog_apply_activation (s, m, error);
    case ADJ_COG_MOVE_COMBAT:
      return adj_cog_apply_combat (s, m, error);
    case ADJ_COG_MOVE_STEP_LOSS:
    case ADJ_COG_MOVE_ELIMINATE:
      return adj_cog_apply_losses (s, m, error);
    case ADJ_COG_MOVE_REPLACEMENT:
      return adj_cog_apply_replacement (s, m, error);
    case ADJ_COG_MOVE_CONTROL:
    case ADJ_COG_MOVE_VP:
    case ADJ_COG_MOVE_AUTOMATIC_VICTORY:
      return adj_cog_apply_victory (s, m, error);
    case ADJ_COG_MOVE_CHART:
      return adj_cog_apply_chart (s, m, error);
    default:
      adj_cog_refuse (error, _("no such move"));
      return NULL;
    }
}
