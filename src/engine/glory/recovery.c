/* Rally (11.5), Recovery (11.6) and what night changes about them (13). */
#include "glory/recovery.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/procedure.h"
#include "glory/gamenames-private.h"
#include "glory/recovery-private.h"
#include "glory/gamecombat.h"

static void
cohesion_roll (int cohesion, AdjCohesionRoll *out)
{
  memset (out, 0, sizeof *out);
  out->rating = out->cohesion = cohesion;
  for (int face = 0; face < ADJ_D10_FACES; face++)
    {
      out->success[face] = face <= cohesion;
      out->n_success += out->success[face];
    }
  out->probability = (double) out->n_success / ADJ_D10_FACES;
}

void
adj_rally_calculate (int disordered_cohesion, gboolean night, AdjCohesionRoll *out)
{
  cohesion_roll (disordered_cohesion, out);
  if (night)
    {
      /* 13: a unit that did nothing and is not next to the enemy rallies. */
      out->automatic = TRUE;
      out->n_success = ADJ_D10_FACES;
      out->probability = 1.0;
      for (int face = 0; face < ADJ_D10_FACES; face++)
        out->success[face] = TRUE;
    }
}

void
adj_recovery_calculate (int disordered_cohesion, gboolean night2, AdjCohesionRoll *out)
{
  cohesion_roll (disordered_cohesion, out);
  out->failure_eliminates = !night2;
  out->failure_rule = night2 ? "13" : "11.62";
  out->elimination_probability = night2 ? 0.0 : 1.0 - out->probability;
}

/* @calc with the unit's disordered rating, 12.4 applied. */
static void
on_unit (void (*calc) (int, gboolean, AdjCohesionRoll *), const AdjCombatUnit *unit, gboolean flag,
         AdjCohesionRoll *out)
{
  AdjCombatUnit disordered = *unit;
  disordered.disordered = TRUE;
  int cohesion = adj_combat_unit_cohesion (&disordered, NULL);
  calc (cohesion, flag, out);
  out->rating = unit->cohesion;
  out->drop = unit->cohesion - cohesion;
}

void
adj_rally_calculate_unit (const AdjCombatUnit *unit, gboolean night, AdjCohesionRoll *out)
{
  on_unit (adj_rally_calculate, unit, night, out);
}

void
adj_recovery_calculate_unit (const AdjCombatUnit *unit, gboolean night2, AdjCohesionRoll *out)
{
  on_unit (adj_recovery_calculate, unit, night2, out);
}

gboolean
adj_rally_check (const AdjGameState *s, guint unit, guint facts, GError **error)
{
  if (!adj_check_unit (s, (int) unit, error))
    return FALSE;
  const char *name = adj_unit_name (s, (int) unit);
  const UnitState *u = &s->units[unit];
  if (s->phase != ADJ_PHASE_ACTIVATION || s->step != ADJ_STEP_RALLY)
    return adj_game_state_refuse (error, _("units rally at the end of their command's activation, "
                                  "step vi (3.C.2.a, 11.51)"));
  if (u->status != ADJ_UNIT_ON_MAP || s->groups[u->group].status != ADJ_GROUP_ACTIVE)
    return adj_game_state_refuse (error, _("%s is not in the command that is acting (4.23)"), name);
  if (!(u->flags & UNIT_DISORDERED))
    return adj_game_state_refuse (error, _("%s is not disordered (11.13)"), name);
  if (u->flags & UNIT_RALLY_TRIED)
    return adj_game_state_refuse (error, _("%s has already tried to rally in this activation (11.51)"), name);
  if (facts & ADJ_FACT_ADJACENT_ENEMY)
    return adj_game_state_refuse (error, _("%s is next to an enemy unit and may not rally (11.51)"), name);
  /* What the journal knows beats what the players state. */
  if (adj_game_state_unit_fired (s, unit, ADJ_FIRE_ACTIVATION) || adj_game_state_unit_fired (s, unit, ADJ_FIRE_OFFENSIVE))
    return adj_game_state_refuse (error, _("%s fired in this activation and may not rally (11.51)"), name);
  if (facts & (ADJ_FACT_MOVED | ADJ_FACT_FIRED | ADJ_FACT_CHARGED))
    return adj_game_state_refuse (error, _("%s moved, fired or charged and may not rally (11.51)"), name);
  return TRUE;
}

/* The acting units that could still try, whatever the step (FINISH asks
 * before the Rally step is reached). */
static GArray *
rally_candidates (const AdjGameState *s, gboolean first_only)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  if (s->phase != ADJ_PHASE_ACTIVATION || s->procedure < ADJ_PROCEDURE_RALLY)
    return out;
  /* The replay of a save asks this at every step: the bounds and the
   * units held here, and most units (in good order) left at one test. */
  const guint n = s->battle->n_units;
  const UnitState *units = s->units;
  for (guint i = 0; i < n; i++)
    {
      const UnitState *u = &units[i];
      if ((u->flags & (UNIT_DISORDERED | UNIT_RALLY_TRIED)) != UNIT_DISORDERED || u->status != ADJ_UNIT_ON_MAP
          || s->groups[u->group].status != ADJ_GROUP_ACTIVE
          || adj_game_state_unit_fired (s, i, ADJ_FIRE_ACTIVATION) || adj_game_state_unit_fired (s, i, ADJ_FIRE_OFFENSIVE))
        continue;
      g_array_append_val (out, i);
      if (first_only)
        break;
    }
  return out;
}

GArray *
adj_game_state_rally_owed (const AdjGameState *s)
{
  if (s->step != ADJ_STEP_RALLY)
    return g_array_new (FALSE, FALSE, sizeof (guint));
  return rally_candidates (s, FALSE);
}

gboolean
adj_rally_still_owed (const AdjGameState *s, gboolean before_too, GError **error)
{
  if (s->step > ADJ_STEP_RALLY || (!before_too && s->step != ADJ_STEP_RALLY))
    return FALSE;
  /* The message names the first and counts the others; a yes needs one. */
  g_autoptr (GArray) owed = rally_candidates (s, error == NULL);
  if (owed->len == 0)
    return FALSE;
  if (error == NULL)
    return TRUE;
  const char *first = adj_unit_name (s, (int) g_array_index (owed, guint, 0));
  if (owed->len == 1)
    /* TRANSLATORS: a unit */
    g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s may still try to rally (11.51): roll for it, "
                 "or go on anyway"), first);
  else
    /* TRANSLATORS: a unit, then how many more */
    g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                 g_dngettext (GETTEXT_PACKAGE, "%s and %u other unit may still try to rally (11.51): roll "
                              "for them, or go on anyway",
                              "%s and %u other units may still try to rally (11.51): roll for them, or "
                              "go on anyway", owed->len - 1), first, owed->len - 1);
  return TRUE;
}

gboolean
adj_apply_overrule (AdjGameState *s, const AdjAction *a, GError **error)
{
  (void) a;
  if (!adj_rally_still_owed (s, FALSE, NULL))
    return adj_game_state_refuse (error, _("the step owes nothing the players could overrule: use Next"));
  s->step++;  /* 3.C.2.a.vii: on to removing the markers */
  return TRUE;
}

gboolean
adj_apply_rally (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (!adj_rally_check (s, (guint) a->target, a->facts, error))
    return FALSE;
  gboolean night = adj_game_state_is_night (s);
  if (night && a->has_roll)
    return adj_game_state_refuse (error, _("at night a disordered unit that did nothing rallies "
                                  "without a roll (13)"));
  if (!night && !a->has_roll)
    return adj_game_state_refuse (error, _("a rally needs a roll (11.52)"));
  if (a->has_roll && !adj_roll_check (&a->roll[0], error))
    return FALSE;

  AdjCohesionRoll r;
  adj_rally_calculate (adj_game_state_unit_rally_cohesion (s, (guint) a->target), night, &r);
  gboolean ok = night || r.success[a->roll[0].value];
  UnitState *u = &s->units[a->target];
  u->flags |= UNIT_RALLY_TRIED;
  if (ok)
    u->flags &= (guint8) ~UNIT_DISORDERED;
  s->outcome = ok ? ADJ_OUTCOME_RALLIED : ADJ_OUTCOME_NOT_RALLIED;
  s->outcome_unit = (gint16) a->target;
  return TRUE;
}

gboolean
adj_recovery_check (const AdjGameState *s, guint unit, GError **error)
{
  if (!adj_check_unit (s, (int) unit, error))
    return FALSE;
  const char *name = adj_unit_name (s, (int) unit);
  if (s->phase != ADJ_PHASE_RECOVERY)
    return adj_game_state_refuse (error, _("recovery rolls are made in the Recovery Phase (3.D.1)"));
  const AdjBattleTurn *t = &s->battle->turns[s->turn];
  if (t->night && !adj_game_state_recovery_as_night2 (s))
    return adj_game_state_refuse (error, _("at night recovery is rolled only on Night 2 turns (13)"));
  if (s->units[unit].status != ADJ_UNIT_RECOVERY)
    return adj_game_state_refuse (error, _("%s is not in the Recovery Box (11.61)"), name);
  if (s->units[unit].flags & UNIT_RECOVERY_TRIED)
    return adj_game_state_refuse (error, _("%s has already rolled in this Recovery Phase (11.62)"), name);
  if (adj_game_state_command_out (s, unit))
    return adj_game_state_refuse (error, _("%s's whole command is gone, so it is out of the game (11.61)"), name);
  return TRUE;
}

gboolean
adj_apply_recover (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (!adj_recovery_check (s, (guint) a->target, error))
    return FALSE;
  if (!a->has_roll)
    return adj_game_state_refuse (error, _("a recovery needs a roll (11.62)"));
  if (!adj_roll_check (&a->roll[0], error))
    return FALSE;
  gboolean night2 = adj_game_state_recovery_as_night2 (s);
  AdjCohesionRoll r;
  adj_recovery_calculate (adj_game_state_unit_recovery_cohesion (s, (guint) a->target), night2, &r);
  UnitState *u = &s->units[a->target];
  s->outcome_unit = (gint16) a->target;
  if (r.success[a->roll[0].value])
    {
      /* 11.64: back on the map, disordered, and mounted if cavalry. */
      u->status = ADJ_UNIT_ON_MAP;
      u->flags = UNIT_DISORDERED | UNIT_RECOVERY_TRIED;
      if (s->battle->units[a->target].type == ADJ_UNIT_CAVALRY)
        u->flags |= UNIT_MOUNTED;
      s->outcome = ADJ_OUTCOME_RECOVERED;
    }
  else if (r.failure_eliminates)
    {
      u->status = ADJ_UNIT_ELIMINATED;
      u->flags = 0;
      s->outcome = ADJ_OUTCOME_RECOVERY_ELIMINATED;
    }
  else
    {
      u->flags |= UNIT_RECOVERY_TRIED;  /* 13: Night 2, try again next time */
      s->outcome = ADJ_OUTCOME_RECOVERY_WAITS;
    }
  return TRUE;
}

void
adj_recovery_phase_end (AdjGameState *s)
{
  /* 3.D.2, 11.42: after the rolls, so a unit withdrawn this turn waits a turn. */
  for (guint i = 0; i < s->battle->n_units; i++)
    if (s->units[i].status == ADJ_UNIT_WITHDRAWN)
      s->units[i].status = ADJ_UNIT_RECOVERY;
  adj_game_state_enter_turn (s, s->turn + 1u);
}

/* The odds in a game: the unit as the calculators see it (12.4) and the
 * turn (13, 14.11). */
gboolean
adj_game_state_recovery_as_night2 (const AdjGameState *s)
{
  const AdjBattleTurn *t = adj_game_state_get_turn_info (s);
  return t != NULL && (t->night2 || (t->night && s->battle->options.refitted_glory1));
}

void
adj_game_state_rally_odds (const AdjGameState *s, guint unit, AdjCohesionRoll *out)
{
  AdjCombatUnit c;
  adj_game_state_combat_unit (s, unit, &c);
  /* A rally is rolled against the disordered rating (11.52). */
  if (!c.disorder_marker)
    c.cohesion = adj_game_state_unit_rally_cohesion (s, unit);
  adj_rally_calculate_unit (&c, adj_game_state_is_night (s), out);
}

void
adj_game_state_recovery_odds (const AdjGameState *s, guint unit, AdjCohesionRoll *out)
{
  const AdjBattleUnit *u = &s->battle->units[unit];
  AdjCombatUnit c = { .cohesion = u->ratings.disordered_cohesion };
  /* 11.63: cavalry recovers with its mounted disordered rating; 12.4 gives
   * it from the printed one when the counter has no disordered side. */
  if (u->type == ADJ_UNIT_CAVALRY)
    {
      c.kind = ADJ_COMBAT_MOUNTED_CAVALRY;
      c.disorder_marker = adj_battle_unit_disorder_drop (s->battle, unit, TRUE) > 0;
      c.cohesion = c.disorder_marker ? u->mounted.cohesion : u->mounted.disordered_cohesion;
    }
  adj_recovery_calculate_unit (&c, adj_game_state_recovery_as_night2 (s), out);
  /* 14.11: a refitted Glory I battle recovers at night as on a Night 2 turn. */
  if (!out->failure_eliminates && !adj_game_state_get_turn_info (s)->night2)
    out->failure_rule = "14.11";
}
