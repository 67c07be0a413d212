/* One line per journal entry, for the app's journal view and the CLI. */
#include "glory/apply-private.h"

const char *
adj_unit_name (const AdjGameState *s, int unit)
{
  return unit >= 0 && (guint) unit < s->battle->n_units ? s->battle->units[unit].name : "?";
}

const char *
adj_group_name (const AdjGameState *s, int group)
{
  const AdjBattle *b = s->battle;
  if (group < 0 || (guint) group >= b->n_groups)
    return "?";
  if (b->groups[group].leader >= 0)
    return b->leaders[b->groups[group].leader].name;
  int unit = adj_battle_find_unit (b, b->groups[group].id);
  return unit >= 0 ? b->units[unit].name : b->groups[group].id;
}

const char *
adj_side_name (const AdjGameState *s, int side)
{
  return side >= 0 && side < ADJ_BATTLE_N_SIDES ? s->battle->sides[side].name : "no one";
}

char *
adj_am_name (const AdjGameState *s, int am)
{
  if (am < 0 || (guint) am >= s->battle->n_ams)
    return g_strdup ("?");
  const AdjBattleAm *a = &s->battle->ams[am];
  return g_strdup_printf ("%s (%s)", adj_battle_am_marker (s->battle, (guint) am)->name, a->id);
}

gboolean
adj_check_unit (const AdjGameState *s, int unit, GError **error)
{
  if (unit < 0 || (guint) unit >= s->battle->n_units)
    return adj_game_state_refuse (error, "no such unit");
  return TRUE;
}

static void
append_roll (GString *out, const AdjRoll *roll)
{
  g_string_append_printf (out, "%d%s", roll->value, roll->is_virtual ? " (virtual)" : "");
}

static void
describe_initiative (GString *out, const AdjAction *a, const AdjGameState *before,
                     const AdjGameState *after)
{
  const AdjBattleTurn *t = adj_game_state_get_turn_info (before);
  for (int side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    {
      g_string_append_printf (out, "%s%s rolls ", side ? ", " : "", adj_side_name (before, side));
      append_roll (out, &a->roll[side]);
      if (t->initiative_drm[side] != 0)
        g_string_append_printf (out, " %+d", t->initiative_drm[side]);
    }
  if (after->initiative < 0)
    g_string_append (out, ": a tie, no initiative this turn (5.21)");
  else
    g_string_append_printf (out, ": %s has the initiative (5.21)", adj_side_name (after, after->initiative));
}

static void
describe_groups (GString *out, const AdjGameState *s, const AdjAction *a)
{
  for (guint i = 0; i < a->n_items; i++)
    g_string_append_printf (out, "%s%s", i ? " + " : "", adj_group_name (s, (int) a->items[i]));
}

static void
describe_fire (GString *out, const AdjAction *a, const AdjGameState *s)
{
  const char *unit = adj_unit_name (s, a->target);
  gboolean fixed = adj_game_state_fixed_glory (s);
  switch ((AdjFireKind) a->fire_kind)
    {
    case ADJ_FIRE_ACTIVATION:
      g_string_printf (out, "%s fires on activation (%s)", unit, fixed ? "Fixed Glory, 9.12" : "9.12");
      break;
    case ADJ_FIRE_RETURN:
      g_string_printf (out, "%s returns fire on %s (9.13)", unit, adj_unit_name (s, a->fire_target));
      break;
    case ADJ_FIRE_DEFENSIVE:
      g_string_printf (out, "%s uses defensive fire (%s)", unit, fixed ? "Fixed Glory" : "10.31");
      break;
    case ADJ_FIRE_OFFENSIVE:
      g_string_printf (out, "%s fires in the offensive fire phase (Fixed Glory)", unit);
      break;
    default:
      g_string_printf (out, "%s fires", unit);
      break;
    }
}

char *
adj_action_describe (const AdjAction *a, const AdjGameState *before, const AdjGameState *after)
{
  GString *out = g_string_new (NULL);
  const char *unit = adj_unit_name (before, a->target);
  g_autofree char *am = adj_am_name (before, a->target);
  switch (a->type)
    {
    case ADJ_ACTION_INITIATIVE:
      describe_initiative (out, a, before, after);
      break;
    case ADJ_ACTION_HOLD_OUT:
      if (a->target < 0)
        g_string_printf (out, "%s holds out no AM (5.23)", adj_side_name (before, a->side));
      else
        g_string_printf (out, "%s holds out %s for the first activation (3.A.2)",
                         adj_side_name (before, a->side), am);
      break;
    case ADJ_ACTION_SELECT:
      g_string_printf (out, "%s puts %u AM%s in the pool (3.B)", adj_side_name (before, a->side),
                       a->n_items, a->n_items == 1 ? "" : "s");
      break;
    case ADJ_ACTION_DRAW:
      g_string_printf (out, "%s drawn%s (3.C.1)", am, a->draw_virtual ? " by the app" : "");
      break;
    case ADJ_ACTION_COMBINE:
      g_string_append (out, "Combined Activation of ");
      describe_groups (out, before, a);
      g_string_append (out, ", roll ");
      append_roll (out, &a->roll[0]);
      g_string_append (out, after->outcome == ADJ_OUTCOME_CA_SUCCESS
                              ? ": they act together (4.25)"
                              : ": failed, their units are Out of Command (4.25)");
      break;
    case ADJ_ACTION_START:
      g_string_printf (out, "%s acts (4.24)", adj_group_name (before, a->target));
      break;
    case ADJ_ACTION_ADVANCE:
    case ADJ_ACTION_FINISH:
      {
        AdjPrompt p;
        adj_game_state_prompt (after, &p);
        g_string_printf (out, "%s: %s (%s)", a->type == ADJ_ACTION_FINISH ? "Command done" : "Next",
                         p.text, p.rule);
      }
      break;
    case ADJ_ACTION_RALLY:
      g_string_printf (out, "%s rally", unit);
      if (a->has_roll)
        {
          g_string_append (out, ", roll ");
          append_roll (out, &a->roll[0]);
          g_string_append_printf (out, " against %d", adj_game_state_unit_rally_cohesion (before, (guint) a->target));
        }
      g_string_append (out, after->outcome == ADJ_OUTCOME_RALLIED
                              ? (a->has_roll ? ": rallied (11.52)" : ": rallied at night (13)")
                              : ": still disordered (11.52)");
      break;
    case ADJ_ACTION_RECOVER:
      g_string_printf (out, "%s recovery, roll ", unit);
      append_roll (out, &a->roll[0]);
      g_string_append_printf (out, " against %d%s", adj_game_state_unit_recovery_cohesion (before, (guint) a->target),
                              after->outcome == ADJ_OUTCOME_RECOVERED ? ": back in the game, disordered (11.64)"
                              : after->outcome == ADJ_OUTCOME_RECOVERY_WAITS ? ": stays in the Recovery Box (13)"
                              : ": eliminated (11.62)");
      break;
    case ADJ_ACTION_DISORDER:
    case ADJ_ACTION_WITHDRAW:
    case ADJ_ACTION_ELIMINATE:
      g_string_printf (out, "%s %s", unit,
                       after->outcome == ADJ_OUTCOME_DISORDERED ? "is disordered (11.11)"
                       : after->outcome == ADJ_OUTCOME_WITHDRAWN ? "withdraws (11.41)"
                       : a->type == ADJ_ACTION_ELIMINATE ? "is eliminated (11.27)"
                       : "is eliminated: artillery does not withdraw (11.41)");
      break;
    case ADJ_ACTION_RETREAT:
      g_string_printf (out, "%s retreats %d hex%s (11.22)", unit, a->hexes, a->hexes == 1 ? "" : "es");
      break;
    case ADJ_ACTION_MOUNT:
      g_string_printf (out, "%s %s (12.1)", unit, a->mounted ? "mounts" : "dismounts");
      break;
    case ADJ_ACTION_ENTER:
      g_string_printf (out, "%s enters the map (6.51)", unit);
      break;
    case ADJ_ACTION_ASSIGN:
      g_string_printf (out, "%s goes with %s this turn (14.53)", unit,
                       a->leader >= 0 && (guint) a->leader < before->battle->n_leaders
                         ? before->battle->leaders[a->leader].name : "?");
      break;
    case ADJ_ACTION_FIRE:
      describe_fire (out, a, before);
      break;
    default:
      g_string_append (out, "?");
      break;
    }
  return g_string_free (out, FALSE);
}
