/* One journal line per move: what happened, by name, with its rule. Both
 * players read the journal, so a draw made secret by 6.3.2's optional
 * rule is told by counts only. */
#include "cog/apply.h"

#include "cog/combatchart.h"
#include "cog/combatstate.h"
#include "cog/state-private.h"
#include "core/i18n.h"

static const char *
formation_of (const AdjCogState *s, guint r)
{
  return s->battle->formations[s->battle->reinforcements[r].formation].name;
}

static const char *
marker_name (const AdjCogState *s, gboolean special, guint i)
{
  return special ? s->battle->scms[i].name : s->battle->cms[i].name;
}

static char *
entry (const AdjCogState *before, const AdjCogState *after, const AdjCogMove *m)
{
  const CogGroup *g = &after->groups[m->index];
  const char *name = formation_of (before, (guint) m->index);
  const char *turn = before->battle->turns[MIN (g->turn, before->battle->n_turns - 1)].label;
  gboolean now = g->turn == before->turn;
  gboolean never = g->turn >= before->battle->n_turns;
  switch (m->type)
    {
    case ADJ_COG_MOVE_EARLY_ENTRY:
    case ADJ_COG_MOVE_VARIABLE_ENTRY:
      return now ? g_strdup_printf (_("%s rolls %d: enters this turn (%s)"), name, m->roll,
                                    m->type == ADJ_COG_MOVE_EARLY_ENTRY ? "9.3" : "9.4")
             : never ? g_strdup_printf (_("%s rolls %d: due after the last turn (%s)"), name, m->roll,
                                        m->type == ADJ_COG_MOVE_EARLY_ENTRY ? "9.3" : "9.4")
             : g_strdup_printf (_("%s rolls %d: enters on turn %s (%s)"), name, m->roll, turn,
                                m->type == ADJ_COG_MOVE_EARLY_ENTRY ? "9.3" : "9.4");
    default:
      {
        const AdjCogReinforcement *r = &before->battle->reinforcements[m->index];
        gboolean alt = m->roll >= 5;
        return g_strdup_printf (alt ? _("%s rolls %d: the alternate Entry Hex %s (9.2)")
                                    : _("%s rolls %d: the listed Entry Hex %s (9.2)"),
                                name, m->roll, before->battle->entry_hexes[alt ? r->alternate : (int) r->entry]);
      }
    }
}

static char *
am_draw (const AdjCogState *before, const AdjCogState *after)
{
  guint count[ADJ_COG_N_SIDES] = { 0 };
  g_autoptr (GString) names = g_string_new (NULL);
  for (guint i = 0; i < before->battle->n_ams; i++)
    if (after->ams[i] == ADJ_COG_AM_DRAWN)
      {
        count[before->battle->ams[i].side]++;
        g_string_append_printf (names, "%s%s", names->len ? ", " : "", before->battle->ams[i].name);
      }
  if (before->hidden_artillery)
    return g_strdup_printf (_("Artillery drawn face down: %u for the %s, %u for the %s (6.3.2)"),
                            count[ADJ_COG_CSA], adj_cog_battle_side_name (before->battle, ADJ_COG_CSA),
                            count[ADJ_COG_UNION], adj_cog_battle_side_name (before->battle, ADJ_COG_UNION));
  return g_strdup_printf (_("Artillery drawn: %s (6.3.2)"), names->len ? names->str : _("none"));
}

static char *
combat (const AdjCogMove *m, const AdjCogState *before)
{
  AdjCogCombatSetup st;
  AdjCogCombatResults r;
  const AdjCogBattle *b = before->battle;
  g_autoptr (GString) line = g_string_new (NULL);
  gboolean ok = adj_cog_combat_setup (before, &m->combat, &st, NULL) && adj_cog_combat_results (before, m, &r, NULL);
  if (!ok)
    {
      adj_cog_combat_setup_clear (&st);
      return g_strdup (_("Combat (12.9)"));
    }
  if (st.all_retreated)
    g_string_append (line, _("Combat: every defender retreats before combat (14.3)"));
  else
    g_string_append_printf (line, _("Combat at %s, %d to %d (12.9)"), st.chart.column, st.odds.attack,
                            st.odds.defence);
  /* A marker used is revealed (6.3.2), so the line may name it. */
  if (m->combat.attacker_am >= 0)
    g_string_append_printf (line, _("; artillery: %s"), b->ams[m->combat.attacker_am].name);
  if (m->combat.defender_am >= 0)
    g_string_append_printf (line, _("; artillery: %s"), b->ams[m->combat.defender_am].name);
  for (guint k = 0; k < m->combat.n_defenders; k++)
    {
      const AdjCogUnitResult *u = &r.defenders[k];
      const char *name = b->units[u->unit].name;
      if (u->retreated_before)
        g_string_append_printf (line, _("; %s retreats before combat"), name);
      else if (u->eliminated)
        g_string_append_printf (line, _("; %s rolls %d: eliminated"), name, u->roll.natural);
      else if (u->roll.loss)
        g_string_append_printf (line, _("; %s rolls %d: a step and %d hexes back"), name, u->roll.natural,
                                u->roll.retreat);
      else if (u->rolled)
        g_string_append_printf (line, _("; %s rolls %d: holds"), name, u->roll.natural);
    }
  for (guint k = 0; k < m->combat.n_attackers; k++)
    {
      const AdjCogUnitResult *u = &r.attackers[k];
      if (u->rolled)
        g_string_append_printf (line, u->eliminated ? _("; %s rolls %d: eliminated")
                                      : u->roll.loss ? _("; %s rolls %d: loses a step")
                                      : _("; %s rolls %d: no loss"),
                                b->units[u->unit].name, u->roll.natural);
    }
  adj_cog_combat_setup_clear (&st);
  return g_string_free (g_steal_pointer (&line), FALSE);
}

static char *
loss (const AdjCogMove *m, const AdjCogState *before, const AdjCogState *after)
{
  static const char *const rules[] = { "12.9", "12.10.5", "12.10", "6.3.4", "7.1", "15.3" };
  const char *name = before->battle->units[m->index].name;
  const char *rule = rules[CLAMP (m->reason, 0, (int) G_N_ELEMENTS (rules) - 1)];
  if (after->unit_status[m->index] == ADJ_COG_UNIT_ELIMINATED)
    return g_strdup_printf (_("%s is eliminated (%s)"), name, rule);
  return g_strdup_printf (_("%s loses a step, %d left (%s)"), name, after->unit_steps[m->index], rule);
}

char *
adj_cog_move_describe (const AdjCogMove *m, const AdjCogState *before, const AdjCogState *after)
{
  const AdjCogBattle *b = before->battle;
  switch (m->type)
    {
    case ADJ_COG_MOVE_NEXT:
      if (after->turn != before->turn)
        return g_strdup_printf (_("Turn %s begins (6.3.6)"), b->turns[after->turn].label);
      return g_strdup_printf (_("%s: done (6.2)"), adj_cog_step_name (before->step));
    case ADJ_COG_MOVE_EARLY_ENTRY:
    case ADJ_COG_MOVE_VARIABLE_ENTRY:
    case ADJ_COG_MOVE_ENTRY_ROLL:
      return entry (before, after, m);
    case ADJ_COG_MOVE_AM_DRAW:
      return am_draw (before, after);
    case ADJ_COG_MOVE_SCM_ROLL:
      return g_strdup_printf (after->scms[m->index].status == ADJ_COG_CM_UNAVAILABLE
                                ? _("%s rolls %d: not available this turn (6.3.2)")
                                : _("%s rolls %d: available this turn (6.3.2)"),
                              b->scms[m->index].name, m->roll);
    case ADJ_COG_MOVE_SET_ASIDE:
      return g_strdup_printf (_("%s is set aside until the cup is empty (6.3.3)"), b->cms[m->index].name);
    case ADJ_COG_MOVE_WITHHOLD:
      return g_strdup_printf (_("%s is withheld for replacements (15.1)"), b->cms[m->index].name);
    case ADJ_COG_MOVE_CM_DRAW:
      return g_strdup_printf (_("Drawn from the cup: %s (6.3.3)"),
                              marker_name (before, after->active_special, (guint) after->active));
    case ADJ_COG_MOVE_COMMAND_ROLL:
      return g_strdup_printf (_("%s rolls %d on its Command Track: movement allowance %d (10.1)"),
                              b->formations[m->index].name, m->roll, after->ma[m->index]);
    case ADJ_COG_MOVE_COMBAT_ACTION:
      return g_strdup_printf (_("The %s declares its Combat Action (6.3.3)"), adj_cog_battle_side_name (b, m->side));
    case ADJ_COG_MOVE_COMBAT:
      return combat (m, before);
    case ADJ_COG_MOVE_STEP_LOSS:
    case ADJ_COG_MOVE_ELIMINATE:
      return loss (m, before, after);
    case ADJ_COG_MOVE_REPLACEMENT:
      return g_strdup_printf (before->unit_status[m->index] == ADJ_COG_UNIT_ELIMINATED
                                ? _("%s returns with one step (9.6)")
                                : _("%s takes a replacement step (9.6)"),
                              b->units[m->index].name);
    case ADJ_COG_MOVE_CONTROL:
      return g_strdup_printf (_("The %s controls %s (5.2)"), adj_cog_battle_side_name (b, m->side),
                              b->hexes[m->index].name);
    case ADJ_COG_MOVE_VP:
      return g_strdup_printf (_("The %s: %+d VP, %s (5.1)"), adj_cog_battle_side_name (b, m->side), m->value, m->text);
    case ADJ_COG_MOVE_AUTOMATIC_VICTORY:
      return g_strdup_printf (_("Automatic Victory for the %s (6.3.6)"), adj_cog_battle_side_name (b, m->side));
    case ADJ_COG_MOVE_CHART:
      {
        g_autofree char *value = m->immune ? g_strdup ("N") : g_strdup_printf (m->row < 2 ? "%+d" : "%d", m->value);
        /* TRANSLATORS: the odds column, a row of the Combat Chart, its value */
        return g_strdup_printf (_("Combat Chart at %s: the %s is %s, the players' own value (12.9)"),
                                adj_chart_column_key (b->chart, (guint) m->index),
                                adj_cog_chart_row_name ((guint) m->row), value);
      }
    }
  return g_strdup ("");
}
