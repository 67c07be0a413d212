/* A result's retreats as the players made them, expanded into effects. */
#include "glory/retreatplan.h"

#include "core/i18n.h"
#include "glory/calcunit.h"
#include "glory/gamecombat.h"
#include "glory/effectmoves.h"

void
adj_retreat_verdict_clear (AdjRetreatVerdict *verdict)
{
  g_clear_pointer (&verdict->problem, g_free);
  verdict->moot = FALSE;
}

gboolean
adj_retreat_path_moves (const AdjRetreatPath *path)
{
  return !path->blocked && !path->off_map;
}

static gboolean
excluded (const GArray *exclude, guint unit)
{
  for (guint i = 0; exclude != NULL && i < exclude->len; i++)
    if (g_array_index (exclude, guint, i) == unit)
      return TRUE;
  return FALSE;
}

GArray *
adj_retreat_displace_candidates (const AdjGameState *state, guint unit, const GArray *exclude)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  GArray *units = g_array_new (FALSE, FALSE, sizeof (guint));

  if (unit >= adj_battle_n_units (battle))
    return units;
  guint side = adj_battle_unit_side (battle, unit);
  for (guint u = 0; u < adj_battle_n_units (battle); u++)
    if (u != unit && adj_battle_unit_side (battle, u) == side
        && adj_game_state_unit_status (state, u) == ADJ_UNIT_ON_MAP && !excluded (exclude, u))
      g_array_append_val (units, u);
  return units;
}

static void
append_copy (GArray *effects, const AdjEffect *e)
{
  AdjEffect copy = *e;
  copy.text = g_strdup (e->text);
  g_array_append_val (effects, copy);
}

static gboolean
gone (AdjUnitCondition c)
{
  return c == ADJ_COND_WITHDRAWN || c == ADJ_COND_ELIMINATED;
}

/* Retreat @r in @out: the displacement first, then the path. */
static gboolean
expand_one (const AdjRetreatMade *made, guint r, const AdjEffect *e, const AdjCombatState *state,
            const AdjGameState *game, const int *rolls, guint n_rolls, GArray *out, AdjRetreatVerdict *verdict)
{
  AdjBattle *battle = adj_game_state_get_battle (game);
  AdjCombatState after;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) scratch = adj_effects_new ();

  adj_retreat_verdict_clear (verdict);
  /* A unit of another battle (the game just changed): left as it is. */
  if (made->unit >= adj_battle_n_units (battle))
    {
      append_copy (out, e);
      return TRUE;
    }
  AdjCombatUnit u = { .name = (char *) adj_battle_get_unit (battle, made->unit)->name,
                      .kind = state->kind[e->side][e->stack][e->unit] };
  if (adj_effects_apply_first (state, out, out->len, rolls, n_rolls, scratch, &after)
      && gone (after.unit[e->side][e->stack][e->unit]))
    {
      verdict->moot = TRUE;
      return TRUE;
    }
  if (!adj_retreat_path_check (&made->path, &u, &error))
    {
      verdict->problem = g_strdup_printf (_("Not a retreat the rules allow: %s"), error->message);
      return FALSE;
    }

  int friend = adj_retreat_path_moves (&made->path) ? made->displaced : -1;
  if (friend >= 0 && (guint) friend < adj_battle_n_units (battle))
    {
      /* Its check as it stands now, +2 on a night turn (13). */
      AdjCombatUnit f = { 0 };
      guint from = out->len;
      adj_game_state_combat_unit (game, (guint) friend, &f);
      f.name = (char *) adj_battle_get_unit (battle, (guint) friend)->name;
      adj_displace_effects (e->side, &f, adj_game_state_is_night (game), out);
      for (guint j = from; j < out->len; j++)
        g_array_index (out, AdjEffect, j).unit = r;
    }
  guint from = out->len;
  adj_retreat_effects (e->side, e->stack, e->unit, &u, &made->path, out);
  /* The retreat keeps the result's rule (10.28 for defending guns). */
  for (guint j = from; j < out->len; j++)
    if (g_array_index (out, AdjEffect, j).kind == ADJ_EFFECT_RETREAT)
      g_array_index (out, AdjEffect, j).rule = e->rule;
  return TRUE;
}

GArray *
adj_retreats_expand (const GArray *effects, const int *made_of, const AdjRetreatMade *made, guint n_made,
                     const AdjCombatState *state, const AdjGameState *game, const int *rolls, guint n_rolls,
                     guint *starts, AdjRetreatVerdict *verdicts, gboolean *ok)
{
  GArray *out = adj_effects_new ();

  *ok = TRUE;
  for (guint i = 0; i < effects->len; i++)
    {
      const AdjEffect *e = &g_array_index (effects, AdjEffect, i);
      int r = made_of[i];
      if (r < 0 || (guint) r >= n_made)
        append_copy (out, e);
      else
        {
          starts[r] = out->len;
          *ok &= expand_one (&made[r], (guint) r, e, state, game, rolls, n_rolls, out, &verdicts[r]);
        }
    }
  return out;
}
