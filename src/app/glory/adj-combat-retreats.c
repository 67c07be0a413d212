/* adj-combat-retreats.c: a combat result with its retreats as made
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The calculators' result says a unit retreats (11.21); the player says
 * how it went on the table in its AdjRetreatRow. The engine checks each
 * and turns it into effects (adj_retreats_expand) which take the
 * retreat's place in the result, so AdjCombatApply plays, previews and
 * records them with the rest; each row shows what became of it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-combat-retreats.h"
#include "adj-retreat-row.h"

GArray *
adj_combat_retreats_expand (const GArray *effects, const GArray *row_of, GPtrArray *rows,
                            const AdjCombatState *state, const AdjGameState *game, const int *rolls,
                            guint n_rolls, guint *starts, gboolean *ok)
{
  AdjRetreatMade made[ADJ_RETREATS_MAX_ROWS];
  AdjRetreatVerdict verdicts[ADJ_RETREATS_MAX_ROWS] = { { 0 } };
  guint n = MIN (rows->len, ADJ_RETREATS_MAX_ROWS);
  g_autofree int *made_of = g_new (int, MAX (effects->len, 1));
  GArray *out;

  for (guint r = 0; r < n; r++)
    adj_retreat_row_get_made (rows->pdata[r], &made[r]);
  for (guint i = 0; i < effects->len; i++)
    made_of[i] = i < row_of->len ? g_array_index (row_of, int, i) : -1;
  out = adj_retreats_expand (effects, made_of, made, n, state, game, rolls, n_rolls, starts, verdicts, ok);
  /* What became of each: moot (its unit gone first), or refused. */
  for (guint r = 0; r < n; r++)
    {
      g_autofree char *problem = g_steal_pointer (&verdicts[r].problem);
      adj_retreat_row_set_moot (rows->pdata[r], verdicts[r].moot
                                                  ? _("No retreat: the unit has left the map already (11.41).")
                                                  : NULL);
      adj_retreat_row_set_problem (rows->pdata[r], problem);
    }
  return out;
}
