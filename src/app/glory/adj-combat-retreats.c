/* adj-combat-retreats.c: a combat result with its retreats as made
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The calculators' result says a unit retreats (11.21); the player says
 * how it went on the table in its AdjRetreatRow. The engine turns that
 * into effects (adj_retreat_effects, adj_displace_effects) which take
 * the retreat's place in the result, so AdjCombatApply plays, previews
 * and records them with the rest.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-combat-retreats.h"
#include "adj-retreat-row.h"
#include "adj-unit-picker.h"

/* The engine's play of all of @effects from @st with @rolls. */
static gboolean
played (AdjCombatState *st, const GArray *effects, const int *rolls, guint n_rolls, GArray *applied)
{
  g_autoptr (GArray) part = adj_effects_new ();

  g_array_set_clear_func (part, NULL);  /* shares the texts of @effects */
  g_array_append_vals (part, effects->data, effects->len);
  return adj_effects_apply (st, part, rolls, n_rolls, applied, NULL);
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

/* The retreat of row @r, in @out: the displacement (11.26) first, then the
 * path (11.22-11.27). Nothing when the unit left the map before it (a
 * failed check withdrew it, 11.41): the row says so. */
static gboolean
expand_row (AdjRetreatRow *row, guint r, const AdjEffect *e, const AdjCombatState *state,
            const AdjGameState *game, const int *rolls, guint n_rolls, GArray *out)
{
  AdjBattle *battle = adj_game_state_get_battle (game);
  guint unit = adj_retreat_row_get_unit (row);
  AdjCombatState st = *state;
  AdjRetreatPath path;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) scratch = adj_effects_new ();

  /* A unit of another battle (the game just changed): left as it is. */
  if (unit >= adj_battle_n_units (battle))
    {
      append_copy (out, e);
      return TRUE;
    }
  AdjCombatUnit u = { .name = (char *) adj_battle_get_unit (battle, unit)->name,
                      .kind = state->kind[e->side][e->stack][e->unit] };
  if (played (&st, out, rolls, n_rolls, scratch) && gone (st.unit[e->side][e->stack][e->unit]))
    {
      adj_retreat_row_set_moot (row, _("No retreat: the unit has left the map already (11.41)."));
      adj_retreat_row_set_problem (row, NULL);
      return TRUE;
    }
  adj_retreat_row_set_moot (row, NULL);
  adj_retreat_row_get_path (row, &path);
  if (!adj_retreat_path_check (&path, &u, &error))
    {
      g_autofree char *msg = g_strdup_printf (_("Not a retreat the rules allow: %s"), error->message);
      adj_retreat_row_set_problem (row, msg);
      return FALSE;
    }
  adj_retreat_row_set_problem (row, NULL);

  int friend = adj_retreat_row_get_displaced (row);
  if (friend >= 0 && (guint) friend < adj_battle_n_units (battle))
    {
      /* Its check as it stands now, +2 on a night turn (13). */
      AdjCombatUnit f = { 0 };
      guint from = out->len;
      adj_unit_picker_combat_unit (game, (guint) friend, &f);
      f.name = (char *) adj_battle_get_unit (battle, (guint) friend)->name;
      adj_displace_effects (e->side, &f, adj_game_state_is_night (game), out);
      for (guint j = from; j < out->len; j++)
        g_array_index (out, AdjEffect, j).unit = r;
    }
  guint from = out->len;
  adj_retreat_effects (e->side, e->stack, e->unit, &u, &path, out);
  /* The retreat keeps the result's rule (10.28 for defending guns). */
  for (guint j = from; j < out->len; j++)
    if (g_array_index (out, AdjEffect, j).kind == ADJ_EFFECT_RETREAT)
      g_array_index (out, AdjEffect, j).rule = e->rule;
  return TRUE;
}

GArray *
adj_combat_retreats_expand (const GArray *effects, const GArray *row_of, GPtrArray *rows,
                            const AdjCombatState *state, const AdjGameState *game, const int *rolls,
                            guint n_rolls, guint *starts, gboolean *ok)
{
  GArray *out = adj_effects_new ();

  *ok = TRUE;
  for (guint i = 0; i < effects->len; i++)
    {
      const AdjEffect *e = &g_array_index (effects, AdjEffect, i);
      int r = i < row_of->len ? g_array_index (row_of, int, i) : -1;
      if (r < 0 || (guint) r >= rows->len)
        append_copy (out, e);
      else
        {
          starts[r] = out->len;
          *ok &= expand_row (rows->pdata[r], (guint) r, e, state, game, rolls, n_rolls, out);
        }
    }
  return out;
}

static gboolean
same_check (const AdjEffect *a, const AdjEffect *b)
{
  return a->side == b->side && a->stack == b->stack && a->unit == b->unit && a->cohesion == b->cohesion
         && a->drm == b->drm;
}

gboolean
adj_combat_retreats_same_checks (const GArray *a, guint i, const GArray *b, guint j)
{
  for (;; i++, j++)
    {
      while (i < a->len && g_array_index (a, AdjEffect, i).kind != ADJ_EFFECT_CHECK)
        i++;
      while (j < b->len && g_array_index (b, AdjEffect, j).kind != ADJ_EFFECT_CHECK)
        j++;
      if (i >= a->len || j >= b->len)
        return i >= a->len && j >= b->len;
      if (!same_check (&g_array_index (a, AdjEffect, i), &g_array_index (b, AdjEffect, j)))
        return FALSE;
    }
}

