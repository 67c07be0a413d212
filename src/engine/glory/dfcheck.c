/* Which Defensive Fire checks a charging unit may still take (dfcheck.h). */
#include "glory/dfcheck-private.h"

#include "core/i18n.h"
#include "core/procedure.h"
#include "glory/combatunit.h"
#include "glory/gamenames-private.h"
#include "glory/unitstatus-private.h"

gboolean
adj_game_state_df_taken (const AdjGameState *s, guint firer, guint target)
{
  for (guint i = 0; i < s->n_df; i++)
    if (s->df[2 * i] == firer && s->df[2 * i + 1] == target)
      return TRUE;
  return FALSE;
}

guint
adj_game_state_df_checks_on (const AdjGameState *s, guint target)
{
  guint n = 0;
  for (guint i = 0; i < s->n_df; i++)
    n += s->df[2 * i + 1] == target;
  return n;
}

static gboolean
check_firer (const AdjGameState *s, guint target, const guint *firers, guint i, GError **error)
{
  guint f = firers[i];
  if (!adj_check_unit (s, (int) f, error))
    return FALSE;
  for (guint k = 0; k < i; k++)
    if (firers[k] == f)
      return adj_game_state_refuse (error, _("%s is named twice among the units that fire"), adj_unit_name (s, (int) f));
  if (adj_game_state_df_taken (s, f, target))
    /* TRANSLATORS: the charging unit, then the defending unit */
    return adj_game_state_refuse (error, _("%s has already taken the Defensive Fire of %s: each defending stack "
                                  "rolls once at each charging hex (10.32, 10.33)"),
                                  adj_unit_name (s, (int) target), adj_unit_name (s, (int) f));
  /* Its one Defensive Fire of this activation may fall on several
   * charging hexes (10.32): used already, it may roll at another. */
  if (s->units[f].fired & UNIT_FIRED (ADJ_FIRE_DEFENSIVE))
    return TRUE;
  return adj_game_state_fire_check (s, f, ADJ_FIRE_DEFENSIVE, -1, error);
}

gboolean
adj_game_state_df_check_allowed (const AdjGameState *s, guint target, const guint *firers, guint n_firers,
                                 GError **error)
{
  if (s->procedure < ADJ_PROCEDURE_DF)
    return TRUE;
  if (!adj_check_unit (s, (int) target, error))
    return FALSE;
  const char *name = adj_unit_name (s, (int) target);
  if (s->phase != ADJ_PHASE_ACTIVATION || s->step != ADJ_STEP_DEFENSIVE_FIRE)
    return adj_game_state_refuse (error, _("Defensive Fire is rolled in step iv, before any charge is rolled "
                                  "(3.C.2.a.iv, 10.2)"));
  if (s->drawn < 0 || (int) adj_battle_unit_side (s->battle, target) != (int) adj_battle_am_side (s->battle, (guint) s->drawn))
    return adj_game_state_refuse (error, _("%s is not on the side that is acting: Defensive Fire falls on "
                                  "charging units (10.31)"), name);
  if (adj_game_state_any_group_active (s) && s->groups[s->units[target].group].status != ADJ_GROUP_ACTIVE)
    return adj_game_state_refuse (error, _("%s is not in the command that is acting, so it does not charge "
                                  "(10.11)"), name);
  if (n_firers == 0)
    return adj_game_state_refuse (error, _("a Defensive Fire roll at %s names the defending units that fire "
                                  "(10.33)"), name);
  if (n_firers > ADJ_STACK_MAX_UNITS)
    return adj_game_state_refuse (error, _("the units that fire together are one stack: at most %d units "
                                  "(6.41, 10.32)"), ADJ_STACK_MAX_UNITS);
  for (guint i = 0; i < n_firers; i++)
    if (!check_firer (s, target, firers, i, error))
      return FALSE;
  return TRUE;
}

void
adj_df_record (AdjGameState *s, guint target, const guint *firers, guint n_firers)
{
  for (guint i = 0; i < n_firers && s->n_df < G_MAXUINT16; i++)
    {
      if (adj_game_state_df_taken (s, firers[i], target))
        continue;
      s->df[2 * s->n_df] = (guint16) firers[i];
      s->df[2 * s->n_df + 1] = (guint16) target;
      s->n_df++;
      s->size += 2 * sizeof (guint16);
      s->units[firers[i]].fired |= UNIT_FIRED (ADJ_FIRE_DEFENSIVE);
    }
}
