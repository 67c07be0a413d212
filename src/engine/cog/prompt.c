/* What the current step asks of the players, and the one-line headline. */
#include "cog/cups.h"
#include "cog/state-private.h"

#include "core/i18n.h"

static int
step_side (AdjCogStep step)
{
  switch (step)
    {
    case ADJ_COG_STEP_EARLY_CSA:
    case ADJ_COG_STEP_REINFORCE_CSA:
    case ADJ_COG_STEP_REPLACE_CSA:
      return ADJ_COG_CSA;
    case ADJ_COG_STEP_EARLY_UNION:
    case ADJ_COG_STEP_REINFORCE_UNION:
    case ADJ_COG_STEP_REPLACE_UNION:
      return ADJ_COG_UNION;
    default:
      return -1;
    }
}

static void
activation_prompt (const AdjCogState *s, AdjStepPrompt *out)
{
  guint n;
  const guint *f = adj_cog_state_active_formations (s, &n);
  out->side = s->active_special ? s->battle->scms[s->active].side : s->battle->cms[s->active].side;
  for (guint i = 0; i < n; i++)
    if (!s->rolled[f[i]] && adj_cog_formation_needs_roll (s, f[i]))
      {
        out->text = _("Roll on the Command Track of each formation the marker activates");
        out->rule = "10.1";
        return;
      }
  if (s->n_pending > 0)
    {
      out->text = _("Apply the combat's results: step losses and eliminations, then retreat the units that must");
      out->rule = "12.9";
    }
  else if (adj_cog_state_combat_open (s))
    {
      out->text = _("Resolve attacks, one hex at a time; then end the activation");
      out->rule = s->active_special ? "12.2" : "12.9";
    }
  else if (adj_cog_state_is_night (s))
    {
      out->text = _("Move the formation: not adjacent to the enemy at night; then end the activation");
      out->rule = "15.2";
    }
  else if (s->combat_action_used[out->side])
    {
      out->text = _("Move the formation; the side's Combat Action is spent this turn, so end the activation");
      out->rule = "6.3.3";
    }
  else
    {
      out->text = _("Move the formation; then declare the side's Combat Action, or end the activation");
      out->rule = "6.3.3";
    }
}

void
adj_cog_state_prompt (const AdjCogState *s, AdjStepPrompt *out)
{
  out->side = step_side (s->step);
  out->rule = NULL;
  switch (s->step)
    {
    case ADJ_COG_STEP_EARLY_CSA:
    case ADJ_COG_STEP_EARLY_UNION:
      out->text = _("Roll for Early Entry of any formation due next turn, one at a time, then go on");
      out->rule = "9.3";
      break;
    case ADJ_COG_STEP_REINFORCE_CSA:
    case ADJ_COG_STEP_REINFORCE_UNION:
      out->text = _("Roll for the delay and the Entry Hex of each formation due this turn");
      out->rule = "9.4, 9.2";
      break;
    case ADJ_COG_STEP_PLACE:
      out->text = _("Place the arriving formations in their Entry Hexes; their markers join the others");
      out->rule = "6.3.1";
      break;
    case ADJ_COG_STEP_ARTILLERY:
      out->text = _("Draw half the Artillery Markers from the cup; roll for the SCMs that need it");
      out->rule = "6.3.2";
      break;
    case ADJ_COG_STEP_CUP:
      out->text = adj_cog_state_is_night (s)
                    ? _("Every CM goes into the cup: set aside the new ones if you wish; each player may "
                        "withhold one for replacements")
                    : _("Every CM goes into the cup: set aside the new ones if you wish");
      out->rule = adj_cog_state_is_night (s) ? "15.1" : "6.3.3";
      break;
    case ADJ_COG_STEP_DRAW:
      out->text = _("Draw a marker from the cup");
      out->rule = "6.3.3";
      out->side = adj_cog_state_drawer (s);
      break;
    case ADJ_COG_STEP_ACTIVATION:
      activation_prompt (s, out);
      break;
    case ADJ_COG_STEP_RETREAT:
      out->text = _("Units in clear terrain below an enemy in clear terrain retreat 4 hexes, or lose a step");
      out->rule = "6.3.4";
      break;
    case ADJ_COG_STEP_SURRENDER:
      out->text = _("Surrounded units adjacent to an enemy surrender, both sides at once");
      out->rule = "15.3";
      break;
    case ADJ_COG_STEP_REPLACE_CSA:
    case ADJ_COG_STEP_REPLACE_UNION:
      out->text = _("A formation whose CM was withheld may rebuild one unit not adjacent to an enemy");
      out->rule = "9.6";
      break;
    case ADJ_COG_STEP_TURN_END:
      out->text = _("Check for an Automatic Victory, then begin the next turn");
      out->rule = "6.3.6";
      break;
    default:
      out->text = _("The game is over: compare the victory points");
      out->rule = "5.1";
      break;
    }
}

char *
adj_cog_state_headline (const AdjCogState *s)
{
  const AdjCogTurn *t = adj_cog_state_turn_info (s);
  g_autofree char *turn = t->time ? g_strdup_printf (_("Turn %s (%s)"), t->label, t->time)
                                  : g_strdup_printf (_("Turn %s"), t->label);
  const char *night = t->night ? _(", night") : "";
  if (s->step == ADJ_COG_STEP_ACTIVATION && s->active >= 0)
    return g_strdup_printf ("%s%s, %s: %s", turn, night, adj_cog_step_phase (s->step),
                            s->active_special ? s->battle->scms[s->active].name : s->battle->cms[s->active].name);
  return g_strdup_printf ("%s%s, %s: %s", turn, night, adj_cog_step_phase (s->step), adj_cog_step_name (s->step));
}
