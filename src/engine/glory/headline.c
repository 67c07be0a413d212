/* The names of the phases and steps, and one line for where a game stands
 * (the resume dialog, the window title, the journal). */
#include "glory/gamestate-private.h"
#include "glory/ruleset.h"

#include "core/i18n.h"

const char *
adj_phase_title (AdjPhase phase)
{
  switch (phase)
    {
    case ADJ_PHASE_INITIATIVE: return _("Initiative");
    case ADJ_PHASE_HOLD_OUT: return _("Held-out AM");
    case ADJ_PHASE_SELECTION: return _("AM Selection");
    case ADJ_PHASE_DRAW: return _("Draw an AM");
    case ADJ_PHASE_ACTIVATION: return _("Activation");
    case ADJ_PHASE_RECOVERY: return _("Recovery");
    case ADJ_PHASE_GAME_OVER:
    default: return _("Game Over");
    }
}

const char *
adj_step_title (AdjStep step, gboolean fixed_glory)
{
  switch (step)
    {
    case ADJ_STEP_CHOOSE: return _("Choose a command");
    case ADJ_STEP_ARTILLERY_FIRE: return _("Artillery fire");
    case ADJ_STEP_MOVEMENT: return _("Movement");
    case ADJ_STEP_DEFENSIVE_FIRE: return _("Defensive fire");
    case ADJ_STEP_OFFENSIVE_FIRE: return _("Offensive fire");
    /* The variant's charge step is its melee (Fixed Glory). */
    case ADJ_STEP_CHARGE: return fixed_glory ? _("Melee") : _("Charges");
    case ADJ_STEP_RALLY: return _("Rally");
    case ADJ_STEP_REMOVE_MARKERS: return _("Remove markers");
    case ADJ_STEP_END: return _("Set the AM aside");
    case ADJ_STEP_NONE:
    default: return NULL;
    }
}

char *
adj_game_state_headline (const AdjGameState *s)
{
  const AdjBattle *b = s->battle;
  const char *phase = adj_phase_title ((AdjPhase) s->phase);
  const char *step = adj_step_title ((AdjStep) s->step, s->fixed_glory);
  g_autofree char *where = step != NULL ? g_strdup_printf ("%s: %s", phase, step) : g_strdup (phase);

  if ((AdjPhase) s->phase == ADJ_PHASE_GAME_OVER || s->turn >= b->n_turns)
    return g_steal_pointer (&where);
  /* TRANSLATORS: a turn's label (e.g. "0700"), its number, the number of
   * turns, then the phase and step */
  return g_strdup_printf (_("Turn %s (%u of %u), %s"), b->turns[s->turn].label, s->turn + 1u, b->n_turns,
                          where);
}
