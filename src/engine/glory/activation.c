/* The drawn AM's commands and the Command Activation Sequence (4.2). */
#include "glory/activation.h"

#include <string.h>

#include "core/i18n.h"
#include "glory/activation-private.h"
#include "glory/gamenames-private.h"
#include "glory/recovery-private.h"

void
adj_ca_calculate (const int *ratings, guint n_ratings, AdjCaResult *out)
{
  memset (out, 0, sizeof *out);
  for (guint i = 0; i < n_ratings; i++)
    out->total += ratings[i];
  /* 4.25: the roll must be higher than the total. */
  out->needs = out->total + 1;
  for (int face = 0; face < ADJ_D10_FACES; face++)
    {
      out->success[face] = face > out->total;
      out->n_success += out->success[face];
    }
  out->probability = (double) out->n_success / ADJ_D10_FACES;
}

guint
adj_activation_draw_number (const AdjGameState *s, guint am)
{
  const AdjBattle *b = s->battle;
  guint command = adj_battle_am_marker (b, am)->command;
  guint n = 1;
  for (guint i = 0; i < b->n_ams; i++)
    if (i != am && s->am_loc[i] == ADJ_AM_SET_ASIDE && adj_battle_am_marker (b, i)->command == command)
      n++;
  return n;
}

static const AdjBattleDrawRule *
draw_rule (const AdjGameState *s, guint command, guint number)
{
  const AdjBattle *b = s->battle;
  for (guint i = 0; i < b->n_draw_rules; i++)
    {
      const AdjBattleDrawRule *r = &b->draw_rules[i];
      if (r->command != command || r->draw != number)
        continue;
      for (guint k = 0; k < r->n_turns; k++)
        if (r->turns[k] == s->turn)
          return r;
    }
  return NULL;
}

static void
activate (AdjGameState *s, guint group)
{
  /* 5.15: a leader whose units are all gone is off the map. */
  if (adj_game_state_group_live (s, group))
    s->groups[group].status = ADJ_GROUP_PENDING;
}

static gboolean
any_pending (const AdjGameState *s)
{
  for (guint g = 0; g < s->battle->n_groups; g++)
    if (s->groups[g].status == ADJ_GROUP_PENDING)
      return TRUE;
  return FALSE;
}

void
adj_activation_begin (AdjGameState *s)
{
  const AdjBattle *b = s->battle;
  const AdjBattleMarker *m = adj_battle_am_marker (b, (guint) s->drawn);
  const AdjBattleDrawRule *r = draw_rule (s, m->command, adj_activation_draw_number (s, (guint) s->drawn));

  memset (s->groups, 0, b->n_groups * sizeof (GroupState));
  s->ca_roll = -1;
  s->ca_ok = FALSE;
  if (r != NULL)
    for (guint k = 0; k < r->n_activates; k++)
      activate (s, r->activates[k]);
  else if (m->all_groups)
    {
      /* 4.11: every unit whose Activation Indicator is this command. */
      for (guint g = 0; g < b->n_groups; g++)
        if (b->groups[g].command == m->command)
          activate (s, g);
    }
  else
    for (guint k = 0; k < m->n_activates; k++)
      activate (s, m->activates[k]);
  s->phase = ADJ_PHASE_ACTIVATION;
  s->step = any_pending (s) ? ADJ_STEP_CHOOSE : ADJ_STEP_END;
}

void
adj_activation_end_step (AdjGameState *s)
{
  for (guint g = 0; g < s->battle->n_groups; g++)
    if (s->groups[g].status == ADJ_GROUP_ACTIVE)
      s->groups[g].status = ADJ_GROUP_DONE;
  /* 9.12, 10.31: defensive fire is once per enemy activation; Fixed Glory's
   * fire phases come once per activation too. */
  adj_game_state_clear_unit_bits (s, UNIT_ACTIVATION_FLAGS, UNIT_FIRED_ACTIVATION_SPAN);
  adj_game_state_forget_df (s);
  s->step = any_pending (s) ? ADJ_STEP_CHOOSE : ADJ_STEP_END;
}

void
adj_activation_set_aside (AdjGameState *s)
{
  s->am_loc[s->drawn] = ADJ_AM_SET_ASIDE;
  s->am_order[s->drawn] = ++s->n_set_aside;
  s->drawn = -1;
  s->step = ADJ_STEP_NONE;
  memset (s->groups, 0, s->battle->n_groups * sizeof (GroupState));
  /* 3.C.2.b: the Artillery Return Fired markers come off (9.13); the
   * activation fire that return fire answers belongs to this AM too. */
  adj_game_state_clear_fired (s, UNIT_FIRED_ALL);
}

static gboolean
expect_choose (const AdjGameState *s, const char *what, GError **error)
{
  if (s->phase == ADJ_PHASE_ACTIVATION && s->step == ADJ_STEP_CHOOSE)
    return TRUE;
  AdjPrompt p;
  adj_game_state_prompt (s, &p);
  return adj_game_state_refuse (error, _("%s only when the next command is chosen (4.24); now: %s (%s)"),
                                what, p.text, p.rule);
}

static gboolean
check_group (const AdjGameState *s, int group, GError **error)
{
  if (group < 0 || (guint) group >= s->battle->n_groups)
    return adj_game_state_refuse (error, _("no such leader or independent unit"));
  switch ((AdjGroupStatus) s->groups[group].status)
    {
    case ADJ_GROUP_PENDING:
      return TRUE;
    case ADJ_GROUP_IDLE:
      return adj_game_state_refuse (error, _("%s is not activated by the AM drawn (4.22)"),
                                    adj_group_name (s, group));
    default:
      return adj_game_state_refuse (error, _("%s has already acted under this AM (4.24)"),
                                    adj_group_name (s, group));
    }
}

gboolean
adj_activation_check_combine (const AdjGameState *s, const guint *groups, guint n, GError **error)
{
  const AdjBattle *b = s->battle;
  if (!expect_choose (s, _("a Combined Activation is tried"), error))
    return FALSE;
  if (adj_game_state_is_night (s))
    return adj_game_state_refuse (error, _("no Combined Activation at night (13)"));
  if (n < 2)
    return adj_game_state_refuse (error, _("a Combined Activation joins two leaders or more (4.25)"));
  for (guint i = 0; i < n; i++)
    {
      int g = (int) groups[i];
      if (!check_group (s, g, error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (groups[j] == groups[i])
          return adj_game_state_refuse (error, _("%s is chosen twice"), adj_group_name (s, g));
      if (b->groups[g].leader < 0)
        return adj_game_state_refuse (error, _("%s is independent and never combines (14.34, 14.46)"),
                                      adj_group_name (s, g));
      if (b->options.no_combined_activation)
        return adj_game_state_refuse (error, _("no Combined Activation in this battle: no brigades "
                                      "may combine any actions (14.31)"));
      if (!adj_battle_group_can_combine (b, (guint) g))
        return adj_game_state_refuse (error, _("this battle does not use Combined Activation for %s "
                                      "(4.25 is switched off by the battle, e.g. 14.41)"),
                                      adj_side_name (s, (int) adj_battle_group_side (b, (guint) g)));
      if (s->groups[g].flags & GROUP_CA_TRIED)
        return adj_game_state_refuse (error, _("%s already tried a Combined Activation under this AM (4.25)"),
                                      adj_group_name (s, g));
    }
  return TRUE;
}

gboolean
adj_apply_combine (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (!adj_activation_check_combine (s, a->items, a->n_items, error))
    return FALSE;
  if (!(a->facts & ADJ_FACT_IN_RANGE))
    return adj_game_state_refuse (error, _("each chosen leader must be within the Command Range of "
                                  "another chosen leader (4.25)"));
  if (!a->has_roll)
    return adj_game_state_refuse (error, _("a Combined Activation needs a roll (4.25)"));
  if (!adj_roll_check (&a->roll[0], error))
    return FALSE;

  g_autofree int *ratings = g_new (int, a->n_items);
  for (guint i = 0; i < a->n_items; i++)
    ratings[i] = s->battle->leaders[s->battle->groups[a->items[i]].leader].ca_rating;
  AdjCaResult ca;
  adj_ca_calculate (ratings, a->n_items, &ca);
  gboolean ok = ca.success[a->roll[0].value];
  for (guint i = 0; i < a->n_items; i++)
    {
      GroupState *g = &s->groups[a->items[i]];
      g->flags |= GROUP_CA_TRIED;
      if (ok)
        {
          g->status = ADJ_GROUP_ACTIVE;
          g->flags |= GROUP_COMBINED;
        }
      else
        g->flags |= GROUP_OUT_OF_COMMAND;  /* 4.25, 5.13: they then act one by one */
    }
  s->outcome = ok ? ADJ_OUTCOME_CA_SUCCESS : ADJ_OUTCOME_CA_FAILURE;
  s->ca_roll = (gint8) a->roll[0].value;
  s->ca_ok = ok;
  if (ok)
    s->step = ADJ_STEP_ARTILLERY_FIRE;
  return TRUE;
}

gboolean
adj_game_state_ca_result (const AdjGameState *s, int *roll, gboolean *success)
{
  if (s->phase != ADJ_PHASE_ACTIVATION || s->ca_roll < 0)
    return FALSE;
  *roll = s->ca_roll;
  *success = s->ca_ok;
  return TRUE;
}

gboolean
adj_apply_start (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (!expect_choose (s, _("a command starts"), error) || !check_group (s, a->target, error))
    return FALSE;
  s->groups[a->target].status = ADJ_GROUP_ACTIVE;
  s->step = ADJ_STEP_ARTILLERY_FIRE;
  return TRUE;
}

gboolean
adj_apply_finish (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (s->phase != ADJ_PHASE_ACTIVATION || s->step < ADJ_STEP_ARTILLERY_FIRE
      || s->step > ADJ_STEP_REMOVE_MARKERS)
    return adj_game_state_refuse (error, _("no command is acting now (4.24)"));
  /* 11.51: the units that may rally do so at the end of the sequence, so
   * Command Done leads there first; at the step it is Next's refusal. */
  if (s->step == ADJ_STEP_RALLY && adj_rally_still_owed (s, FALSE, error))
    return FALSE;
  if (s->step < ADJ_STEP_RALLY && adj_rally_still_owed (s, TRUE, NULL))
    {
      s->step = ADJ_STEP_RALLY;
      return TRUE;
    }
  adj_activation_end_step (s);
  return TRUE;
}
