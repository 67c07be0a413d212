/* One line per journal entry, for the app's journal view and the CLI. */
#include "core/i18n.h"
#include "glory/recovery.h"
#include "glory/action.h"
#include "glory/gamenames-private.h"
#include "glory/cohesioncheck-private.h"
#include "glory/gamecombat.h"

/* Each line is one whole sentence for the translators; rolls and names
 * come in as arguments. */
static char *
roll_text (const AdjRoll *roll)
{
  /* TRANSLATORS: a die roll the app made, e.g. "7 (virtual)" */
  return roll->is_virtual ? g_strdup_printf (_("%d (virtual)"), roll->value)
                          : g_strdup_printf ("%d", roll->value);
}

static void
describe_initiative (GString *out, const AdjAction *a, const AdjGameState *before,
                     const AdjGameState *after)
{
  const AdjBattleTurn *t = adj_game_state_get_turn_info (before);
  char *rolls[ADJ_BATTLE_N_SIDES];
  for (int side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    {
      g_autofree char *roll = roll_text (&a->roll[side]);
      rolls[side] = t->initiative_drm[side] != 0 ? g_strdup_printf ("%s %+d", roll, t->initiative_drm[side])
                                                 : g_steal_pointer (&roll);
    }
  if (after->initiative < 0)
    /* TRANSLATORS: side, its roll, the other side, its roll */
    g_string_printf (out, _("%s rolls %s, %s rolls %s: a tie, no initiative this turn (5.21)"),
                     adj_side_name (before, 0), rolls[0], adj_side_name (before, 1), rolls[1]);
  else
    /* TRANSLATORS: side, its roll, the other side, its roll, the side that won */
    g_string_printf (out, _("%s rolls %s, %s rolls %s: %s has the initiative (5.21)"),
                     adj_side_name (before, 0), rolls[0], adj_side_name (before, 1), rolls[1],
                     adj_side_name (after, after->initiative));
  for (int side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    g_free (rolls[side]);
}

static char *
groups_text (const AdjGameState *s, const AdjAction *a)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < a->n_items; i++)
    g_string_append_printf (out, "%s%s", i ? " + " : "", adj_group_name (s, (int) a->items[i]));
  return g_string_free (out, FALSE);
}

static void
describe_fire (GString *out, const AdjAction *a, const AdjGameState *s)
{
  const char *unit = adj_unit_name (s, a->target);
  gboolean fixed = adj_game_state_fixed_glory (s);
  switch ((AdjFireKind) a->fire_kind)
    {
    case ADJ_FIRE_ACTIVATION:
      /* TRANSLATORS: %1$s is a unit, %2$s the rule numbers */
      g_string_printf (out, _("%s fires on activation (%s)"), unit, fixed ? "Fixed Glory, 9.12" : "9.12");
      break;
    case ADJ_FIRE_RETURN:
      /* TRANSLATORS: the unit that fires, then the battery it answers */
      g_string_printf (out, _("%s returns fire on %s (9.13)"), unit, adj_unit_name (s, a->fire_target));
      break;
    case ADJ_FIRE_DEFENSIVE:
      /* TRANSLATORS: %1$s is a unit, %2$s the rule numbers */
      g_string_printf (out, _("%s uses defensive fire (%s)"), unit, fixed ? "Fixed Glory" : "10.31");
      break;
    case ADJ_FIRE_OFFENSIVE:
      g_string_printf (out, _("%s fires in the offensive fire phase (Fixed Glory)"), unit);
      break;
    default:
      g_string_printf (out, _("%s fires"), unit);
      break;
    }
}

static void
describe_rally (GString *out, const AdjAction *a, const AdjGameState *before, const AdjGameState *after)
{
  const char *unit = adj_unit_name (before, a->target);
  gboolean rallied = after->outcome == ADJ_OUTCOME_RALLIED;
  if (!a->has_roll)
    {
      g_string_printf (out, rallied ? _("%s rally: rallied at night (13)") : _("%s rally: still disordered (11.52)"),
                       unit);
      return;
    }
  g_autofree char *roll = roll_text (&a->roll[0]);
  int cohesion = adj_game_state_unit_rally_cohesion (before, (guint) a->target);
  /* TRANSLATORS: unit, its roll, the cohesion it rolls against */
  g_string_printf (out, rallied ? _("%s rally, roll %s against %d: rallied (11.52)")
                                : _("%s rally, roll %s against %d: still disordered (11.52)"),
                   unit, roll, cohesion);
}

static void
describe_recovery (GString *out, const AdjAction *a, const AdjGameState *before, const AdjGameState *after)
{
  g_autofree char *roll = roll_text (&a->roll[0]);
  int cohesion = adj_game_state_unit_recovery_cohesion (before, (guint) a->target);
  /* TRANSLATORS: unit, its roll, the cohesion it rolls against */
  g_string_printf (out, after->outcome == ADJ_OUTCOME_RECOVERED
                          ? _("%s recovery, roll %s against %d: back in the game, disordered (11.64)")
                          : after->outcome == ADJ_OUTCOME_RECOVERY_WAITS
                          ? _("%s recovery, roll %s against %d: stays in the Recovery Box (13)")
                          : _("%s recovery, roll %s against %d: eliminated (11.62)"),
                   adj_unit_name (before, a->target), roll, cohesion);
}

static void
describe_unit_result (GString *out, const AdjAction *a, const AdjGameState *before, const AdjGameState *after)
{
  g_string_printf (out, after->outcome == ADJ_OUTCOME_DISORDERED ? _("%s is disordered (11.11)")
                        : after->outcome == ADJ_OUTCOME_WITHDRAWN ? _("%s withdraws (11.41)")
                        : a->type == ADJ_ACTION_ELIMINATE ? _("%s is eliminated (11.27)")
                        : _("%s is eliminated: artillery does not withdraw (11.41)"),
                   adj_unit_name (before, a->target));
}

static void
describe_check (GString *out, const AdjAction *a, const AdjGameState *before, const AdjGameState *after)
{
  g_autofree char *roll = roll_text (&a->roll[0]);
  g_autofree char *drm = a->drm != 0 ? g_strdup_printf (" %+d", a->drm) : g_strdup ("");
  const char *rule = adj_check_cause_rule ((AdjCheckCause) a->cause);
  int why;
  int rating = adj_check_rating (before, a, &why);
  /* TRANSLATORS: the cohesion a check rolls against: the player's own
   * rating, or the one before the Defensive Fire that disordered the unit */
  g_autofree char *against = why == 1 ? g_strdup_printf (_("%d (the player's rating)"), rating)
                             : why == 2 ? g_strdup_printf (_("%d, its rating before this Defensive Fire (10.36)"), rating)
                             : g_strdup_printf ("%d", rating);
  /* TRANSLATORS: unit, roll, its DRM (" +2" or nothing), cohesion, rule;
   * then what the failure did */
  g_string_printf (out, after->outcome == ADJ_OUTCOME_CHECK_PASSED ? _("%s checks cohesion, roll %s%s against %s: passes (%s)")
                        : after->outcome == ADJ_OUTCOME_DISORDERED ? _("%s checks cohesion, roll %s%s against %s: fails, disordered (%s, 11.11)")
                        : after->outcome == ADJ_OUTCOME_WITHDRAWN ? _("%s checks cohesion, roll %s%s against %s: fails, withdraws (%s, 11.41)")
                        : _("%s checks cohesion, roll %s%s against %s: fails, eliminated: artillery does not withdraw (%s, 11.41)"),
                   adj_unit_name (before, a->target), roll, drm, against, rule);
  for (guint i = 0; i < a->n_items; i++)
    /* TRANSLATORS: appended to a Defensive Fire check's line: the defending
     * unit that fired (one for each, when two stacked units fire) */
    g_string_append_printf (out, i == 0 ? _("; Defensive Fire of %s") : ", %s", adj_unit_name (before, (int) a->items[i]));
}

/* The units left as they were, by name: what the players chose. */
static void
describe_overrule (GString *out, const AdjGameState *before)
{
  g_autoptr (GArray) owed = adj_game_state_rally_owed (before);
  GString *names = g_string_new (NULL);
  for (guint i = 0; i < owed->len; i++)
    g_string_append_printf (names, "%s%s", i ? ", " : "", adj_unit_name (before, (int) g_array_index (owed, guint, i)));
  /* TRANSLATORS: the units that could have tried to rally */
  g_string_printf (out, _("Rally step ended with %s still disordered, by the players' choice (11.51)"), names->str);
  g_string_free (names, TRUE);
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
        g_string_printf (out, _("%s holds out no AM (5.23)"), adj_side_name (before, a->side));
      else
        /* 5.23: every player reads the line; which AM stays secret until
         * it is played (its own side's device names it). */
        g_string_printf (out, _("%s holds out an AM for the first activation (3.A.2)"),
                         adj_side_name (before, a->side));
      break;
    case ADJ_ACTION_SELECT:
      g_string_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s puts %u AM in the pool (3.B)",
                                         "%s puts %u AMs in the pool (3.B)", a->n_items),
                       adj_side_name (before, a->side), a->n_items);
      break;
    case ADJ_ACTION_DRAW:
      /* TRANSLATORS: %s is an Activation Marker */
      g_string_printf (out, a->draw_virtual ? _("%s drawn by the app (3.C.1)") : _("%s drawn (3.C.1)"), am);
      if (adj_battle_am_marker (before->battle, (guint) a->target)->rule != NULL)
        /* TRANSLATORS: the battle rule an AM comes from, e.g. "14.32" */
        g_string_append_printf (out, _(", an AM of battle rule %s"),
                                adj_battle_am_marker (before->battle, (guint) a->target)->rule);
      break;
    case ADJ_ACTION_COMBINE:
      {
        g_autofree char *groups = groups_text (before, a);
        g_autofree char *roll = roll_text (&a->roll[0]);
        /* TRANSLATORS: %1$s lists the leaders ("A + B"), %2$s is the roll */
        g_string_printf (out, after->outcome == ADJ_OUTCOME_CA_SUCCESS
                                ? _("Combined Activation of %s, roll %s: they act together (4.25)")
                                : _("Combined Activation of %s, roll %s: failed, their units are Out of Command (4.25)"),
                         groups, roll);
      }
      break;
    case ADJ_ACTION_START:
      g_string_printf (out, _("%s acts (4.24)"), adj_group_name (before, a->target));
      break;
    case ADJ_ACTION_ADVANCE:
    case ADJ_ACTION_FINISH:
      {
        AdjPrompt p;
        adj_game_state_prompt (after, &p);
        /* TRANSLATORS: %1$s is the step the game moves to, %2$s its rule numbers */
        g_string_printf (out, a->type == ADJ_ACTION_FINISH ? _("Command done: %s (%s)") : _("Next: %s (%s)"),
                         p.text, p.rule);
      }
      break;
    case ADJ_ACTION_RALLY:
      describe_rally (out, a, before, after);
      break;
    case ADJ_ACTION_OVERRULE:
      describe_overrule (out, before);
      break;
    case ADJ_ACTION_RECOVER:
      describe_recovery (out, a, before, after);
      break;
    case ADJ_ACTION_DISORDER:
    case ADJ_ACTION_WITHDRAW:
    case ADJ_ACTION_ELIMINATE:
      describe_unit_result (out, a, before, after);
      break;
    case ADJ_ACTION_RETREAT:
      g_string_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s retreats %d hex (11.22)",
                                         "%s retreats %d hexes (11.22)", (gulong) a->hexes),
                       unit, a->hexes);
      break;
    case ADJ_ACTION_MOUNT:
      g_string_printf (out, a->mounted ? _("%s mounts (12.1)") : _("%s dismounts (12.1)"), unit);
      break;
    case ADJ_ACTION_ENTER:
      g_string_printf (out, _("%s enters the map (6.51)"), unit);
      break;
    case ADJ_ACTION_ASSIGN:
      /* TRANSLATORS: a unit, then the leader it follows */
      g_string_printf (out, _("%s goes with %s this turn (14.53)"), unit,
                       a->leader >= 0 && (guint) a->leader < before->battle->n_leaders
                         ? before->battle->leaders[a->leader].name : "?");
      break;
    case ADJ_ACTION_FIRE:
      describe_fire (out, a, before);
      break;
    case ADJ_ACTION_CHECK:
      describe_check (out, a, before, after);
      break;
    case ADJ_ACTION_CHARGE:
      {
        g_autofree char *roll = roll_text (&a->roll[0]);
        if (a->drm_open)
          {
            GString *names = g_string_new (NULL);
            for (guint i = 0; i < a->n_items; i++)
              g_string_append_printf (names, "%s%s", i ? ", " : "", adj_unit_name (before, (int) a->items[i]));
            /* TRANSLATORS: the roll, then the units that charge */
            g_string_printf (out, _("Charge roll %s for %s; the laptop's Charge page adds the DRM (10.22, 10.29)"),
                             roll, names->str);
            g_string_free (names, TRUE);
          }
        else
          /* TRANSLATORS: the roll, its DRM, the adjusted roll */
          g_string_printf (out, _("Charge roll %s %+d = %d (10.22, 10.29)"), roll, a->drm, a->roll[0].value + a->drm);
      }
      break;
    default:
      g_string_append (out, "?");
      break;
    }
  return g_string_free (out, FALSE);
}
