/* The Sequence of Play (6.2): the steps of a turn, what each needs done
 * before the next, and what a new turn clears (6.3.6). */
#include "cog/state-private.h"

#include "core/i18n.h"

static const struct {
  const char *id, *name, *phase;
} steps[ADJ_COG_N_STEPS] = {
  { "early-csa", N_("CSA Early Entry"), N_("Mutual Reinforcement Phase") },
  { "early-union", N_("Union Early Entry"), N_("Mutual Reinforcement Phase") },
  { "reinforce-csa", N_("CSA Reinforcements"), N_("Mutual Reinforcement Phase") },
  { "reinforce-union", N_("Union Reinforcements"), N_("Mutual Reinforcement Phase") },
  { "place", N_("Arrivals"), N_("Mutual Reinforcement Phase") },
  { "artillery", N_("Artillery Markers and SCMs"), N_("Artillery/SCM Phase") },
  { "cup", N_("The Command Marker cup"), N_("Operational Phase") },
  { "draw", N_("Draw a marker"), N_("Operational Phase") },
  { "activation", N_("Activation"), N_("Operational Phase") },
  { "retreat", N_("Retreats from below"), N_("Retreat Phase") },
  { "surrender", N_("Surrender"), N_("Night Phase") },
  { "replace-csa", N_("CSA Replacements"), N_("Night Phase") },
  { "replace-union", N_("Union Replacements"), N_("Night Phase") },
  { "turn-end", N_("Automatic Victory and the next turn"), N_("Game Turn End Phase") },
  { "game-over", N_("The game is over"), N_("Game over") },
};

const char *
adj_cog_step_id (AdjCogStep step)
{
  return step < ADJ_COG_N_STEPS ? steps[step].id : "unknown";
}

gboolean
adj_cog_step_from_id (const char *id, AdjCogStep *out)
{
  for (guint i = 0; i < ADJ_COG_N_STEPS; i++)
    if (g_strcmp0 (steps[i].id, id) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *adj_cog_step_name (AdjCogStep step) { return step < ADJ_COG_N_STEPS ? _(steps[step].name) : ""; }
const char *adj_cog_step_phase (AdjCogStep step) { return step < ADJ_COG_N_STEPS ? _(steps[step].phase) : ""; }

static void
reset_markers (AdjCogState *s)
{
  const AdjCogBattle *b = s->battle;
  gboolean night = adj_cog_state_is_night (s);
  for (guint i = 0; i < b->n_cms; i++)
    if (s->cms[i].status != ADJ_COG_CM_OFF && s->cms[i].status != ADJ_COG_CM_OUT)
      s->cms[i].status = ADJ_COG_CM_READY;
  for (guint i = 0; i < b->n_ams; i++)
    if (s->ams[i] != ADJ_COG_AM_OFF)
      s->ams[i] = b->ams[i].always_available ? ADJ_COG_AM_ALWAYS : ADJ_COG_AM_POOL;
  /* SCMs come and go on their printed turns, never at night (15.1). */
  for (guint i = 0; i < b->n_scms; i++)
    {
      const AdjCogSpecialMarker *m = &b->scms[i];
      gboolean in_play = !night && s->turn >= m->from_turn && s->turn <= m->until_turn;
      if (adj_cog_marker_destroyed (s, m->formations, m->n_formations))
        s->scms[i].status = ADJ_COG_CM_OUT;  /* 6.3.3: no roll for it, no place in the cup */
      else if (s->scms[i].status != ADJ_COG_CM_OUT)
        s->scms[i].status = in_play ? ADJ_COG_CM_READY : ADJ_COG_CM_OFF;
      if (in_play && s->scms[i].arrived_turn < 0)
        s->scms[i].arrived_turn = (gint16) s->turn;
      s->scm_roll[i] = 0;
    }
}

void
adj_cog_begin_turn (AdjCogState *s, guint turn)
{
  const AdjCogBattle *b = s->battle;
  s->turn = turn;
  for (guint f = 0; f < b->n_formations; f++)
    {
      /* 6.3.6: every CM leaves its Command Track. */
      s->ma[f] = -1;
      s->ma_roll[f] = 0;
      s->rolled[f] = 0;
      s->replaced[f] = 0;
    }
  for (guint u = 0; u < b->n_units; u++)
    s->unit_flags[u] = 0;
  s->combat_action_used[0] = s->combat_action_used[1] = FALSE;
  s->combat_action_now = FALSE;
  s->withheld[0] = s->withheld[1] = -1;
  s->draws = 0;
  s->active = -1;
  reset_markers (s);
  s->step = ADJ_COG_STEP_EARLY_CSA;
  if (s->historical_entry)
    {
      /* 9.2's optional rule: everyone on the listed turn and hex, no rolls. */
      s->step = ADJ_COG_STEP_PLACE;
      adj_cog_arrive (s);
    }
}

static gboolean
cup_holds (const AdjCogState *s, AdjCogMarkerStatus status)
{
  for (guint i = 0; i < s->battle->n_cms; i++)
    if (s->cms[i].status == status)
      return TRUE;
  for (guint i = 0; i < s->battle->n_scms; i++)
    if (s->scms[i].status == status)
      return TRUE;
  return FALSE;
}

/* After an activation: the next draw, the set-aside CMs, or the end of the
 * Operational Phase (6.3.3). */
static void
after_activation (AdjCogState *s)
{
  s->active = -1;
  s->combat_action_now = FALSE;
  for (guint u = 0; u < s->battle->n_units; u++)
    s->unit_flags[u] = 0;
  for (guint f = 0; f < s->battle->n_formations; f++)
    s->rolled[f] = 0;
  if (!cup_holds (s, ADJ_COG_CM_CUP))
    for (guint i = 0; i < s->battle->n_cms; i++)
      if (s->cms[i].status == ADJ_COG_CM_ASIDE)
        s->cms[i].status = ADJ_COG_CM_CUP;
  s->step = cup_holds (s, ADJ_COG_CM_CUP) ? ADJ_COG_STEP_DRAW : ADJ_COG_STEP_RETREAT;
}

AdjCogState *
adj_cog_apply_next (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  gboolean night = adj_cog_state_is_night (s);
  if (m->step != (int) s->step)
    {
      adj_cog_refuse (error, _("6.1: that ends the step \"%s\", but the game is at \"%s\""),
                      adj_cog_step_name (CLAMP (m->step, 0, ADJ_COG_N_STEPS - 1)), adj_cog_step_name (s->step));
      return NULL;
    }
  /* What the step still owes (procedure.c): Next refuses with the first. */
  g_autoptr (GPtrArray) owed = adj_cog_state_owed (s);
  if (owed->len > 0)
    {
      const AdjStepItem *first = owed->pdata[0];
      adj_cog_refuse (error, "%s: %s", first->rule, first->text);
      return NULL;
    }
  if (s->step == ADJ_COG_STEP_GAME_OVER)
    {
      adj_cog_refuse (error, _("6.3.6: the game is over"));
      return NULL;
    }

  AdjCogState *n = adj_cog_state_copy (s);
  switch (s->step)
    {
    case ADJ_COG_STEP_REINFORCE_UNION:
      n->step = ADJ_COG_STEP_PLACE;
      adj_cog_arrive (n);
      break;
    case ADJ_COG_STEP_PLACE:
      /* 15.1: no AMs and no SCMs at night. */
      n->step = night ? ADJ_COG_STEP_CUP : ADJ_COG_STEP_ARTILLERY;
      if (night)
        adj_cog_fill_cup (n);
      break;
    case ADJ_COG_STEP_ARTILLERY:
      n->step = ADJ_COG_STEP_CUP;
      adj_cog_fill_cup (n);
      break;
    case ADJ_COG_STEP_CUP:
    case ADJ_COG_STEP_ACTIVATION:
      after_activation (n);
      break;
    case ADJ_COG_STEP_RETREAT:
      n->step = night ? ADJ_COG_STEP_SURRENDER : ADJ_COG_STEP_TURN_END;
      break;
    case ADJ_COG_STEP_TURN_END:
      if (s->turn + 1 >= s->battle->n_turns)
        n->step = ADJ_COG_STEP_GAME_OVER;
      else
        adj_cog_begin_turn (n, s->turn + 1);
      break;
    default:
      n->step = s->step + 1;
      break;
    }
  return n;
}
