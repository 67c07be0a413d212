/* adj-cover-layout.c: covering (10.12) for a charge typed in without a map
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player says, per charging hex, how many other enemy hexes it has in
 * front and who covers each; the engine wants hexes: the frontal enemies
 * of each charging stack and the friendly stacks that cover. The charging
 * and defending hexes already stand around one centre hex; the enemy hexes
 * are put next to their charging hex on the defenders' side, each on a
 * hex of its own, so that only what the player said covers them does.
 */

#include "config.h"

#include "adj-cover-layout.h"

char *
adj_cover_enemy_name (guint hex, guint i)
{
  return g_strdup_printf ("hex %u%c", hex + 1, 'a' + i);
}

static gboolean
is_taken (const GArray *taken, AdjHex hex)
{
  for (guint i = 0; i < taken->len; i++)
    if (adj_hex_equal (g_array_index (taken, AdjHex, i), hex))
      return TRUE;
  return FALSE;
}

/* How far hexside @dir turns from the nearest of @dirs (0-3). */
static int
turn_from (int dir, const int *dirs, guint n)
{
  int best = 3;

  for (guint i = 0; i < n; i++)
    {
      int d = ABS (dir - dirs[i]);
      best = MIN (best, MIN (d, ADJ_HEX_DIRS - d));
    }
  return best;
}

/* A free hex next to @from, nearest to the hexes in @toward (its frontal
 * side, 7.13); failing that the nearest free hex farther out. */
static AdjHex
free_hex_near (const AdjHexGrid *grid, AdjHex from, const AdjHex *toward, guint n_toward,
               const GArray *taken)
{
  int dirs[ADJ_CHARGE_MAX_HEXES];
  guint n = 0;
  int best_turn = G_MAXINT, best_dist = G_MAXINT;
  AdjHex best = from;

  for (guint i = 0; i < n_toward && n < G_N_ELEMENTS (dirs); i++)
    {
      int dir = adj_hexgrid_direction (grid, from, toward[i]);
      if (dir >= 0)
        dirs[n++] = dir;
    }
  for (int dir = 0; dir < ADJ_HEX_DIRS; dir++)
    {
      AdjHex h = adj_hexgrid_neighbour (grid, from, (AdjHexDir) dir);
      int turn = turn_from (dir, dirs, n);
      if (!is_taken (taken, h) && turn < best_turn)
        {
          best_turn = turn;
          best = h;
        }
    }
  if (best_turn != G_MAXINT)
    return best;
  for (int col = from.col - 4; col <= from.col + 4; col++)
    for (int row = from.row - 4; row <= from.row + 4; row++)
      {
        AdjHex h = { col, row };
        int dist = adj_hexgrid_distance (grid, from, h);
        if (!is_taken (taken, h) && dist < best_dist)
          {
            best_dist = dist;
            best = h;
          }
      }
  return best;
}

/* A free hex next to both @a and @b, when there is one. */
static gboolean
free_common_neighbour (const AdjHexGrid *grid, AdjHex a, AdjHex b, const GArray *taken, AdjHex *out)
{
  for (int dir = 0; dir < ADJ_HEX_DIRS; dir++)
    {
      AdjHex h = adj_hexgrid_neighbour (grid, a, (AdjHexDir) dir);
      if (!is_taken (taken, h) && adj_hexgrid_distance (grid, h, b) == 1)
        {
          *out = h;
          return TRUE;
        }
    }
  return FALSE;
}

typedef struct {
  GArray    *hexes;   /* AdjHex */
  GPtrArray *names;   /* char *, NULL-terminated at the end */
} Front;

static void
front_add (Front *front, AdjHex hex, const char *name)
{
  g_array_append_val (front->hexes, hex);
  g_ptr_array_add (front->names, g_strdup (name));
}

static void
add_covering (const AdjHexGrid *grid, const AdjCoverChoice *c, AdjHex enemy, const char *name,
              GArray *taken, GArray *covering)
{
  AdjCombatStack stack = { 0 };

  /* Only its top unit counts (10.12), so one unit stands for the stack. */
  stack.hex = free_hex_near (grid, enemy, &enemy, 1, taken);
  g_array_append_val (taken, stack.hex);
  stack.hex_id = g_strdup_printf ("the stack covering %s", name);
  stack.n_units = 1;
  stack.units[0].kind = c->kind;
  stack.units[0].disordered = c->disordered;
  stack.units[0].name = g_strdup_printf ("the top unit covering %s", name);
  stack.frontal_enemies = g_new (AdjHex, 1);
  stack.frontal_enemies[0] = enemy;
  stack.n_frontal_enemies = 1;
  stack.other_command = c->other_command;
  g_array_append_val (covering, stack);
}

void
adj_cover_layout (const AdjCoverHex *hexes, AdjChargeInput *in)
{
  AdjHexGrid grid;
  g_autoptr (GArray) taken = g_array_new (FALSE, FALSE, sizeof (AdjHex));
  g_autoptr (GArray) covering = g_array_new (FALSE, TRUE, sizeof (AdjCombatStack));
  AdjHex defending[ADJ_CHARGE_MAX_HEXES];
  Front fronts[ADJ_CHARGE_MAX_HEXES];

  adj_hexgrid_init_unbounded (&grid, in->shift);
  for (guint d = 0; d < in->n_defenders; d++)
    {
      defending[d] = in->defenders[d].hex;
      g_array_append_val (taken, defending[d]);
    }
  for (guint a = 0; a < in->n_attackers; a++)
    {
      g_array_append_val (taken, in->attackers[a].hex);
      fronts[a].hexes = g_array_new (FALSE, FALSE, sizeof (AdjHex));
      fronts[a].names = g_ptr_array_new ();
    }

  for (guint a = 0; a < in->n_attackers; a++)
    for (guint i = 0; i < MIN (hexes[a].n_enemies, ADJ_COVER_MAX_ENEMIES); i++)
      {
        const AdjCoverChoice *c = &hexes[a].enemies[i];
        g_autofree char *name = adj_cover_enemy_name (a, i);
        gboolean shared = c->by == ADJ_COVER_CHARGING && c->hex < in->n_attackers && c->hex != a;
        AdjHex enemy;

        if (!shared || !free_common_neighbour (&grid, in->attackers[a].hex, in->attackers[c->hex].hex,
                                               taken, &enemy))
          enemy = free_hex_near (&grid, in->attackers[a].hex, defending, in->n_defenders, taken);
        g_array_append_val (taken, enemy);
        front_add (&fronts[a], enemy, name);
        /* The engine compares hexes: listed in front of both, it is
         * covered by the other charging hex whatever the geometry. */
        if (shared)
          front_add (&fronts[c->hex], enemy, name);
        else if (c->by == ADJ_COVER_STACK)
          add_covering (&grid, c, enemy, name, taken, covering);
      }

  for (guint a = 0; a < in->n_attackers; a++)
    {
      AdjCombatStack *s = &in->attackers[a];
      g_free (s->frontal_enemies);
      g_strfreev (s->frontal_enemy_ids);
      s->n_frontal_enemies = fronts[a].hexes->len;
      s->frontal_enemies = (AdjHex *) (void *) g_array_free (fronts[a].hexes, FALSE);
      g_ptr_array_add (fronts[a].names, NULL);
      s->frontal_enemy_ids = (char **) g_ptr_array_free (fronts[a].names, FALSE);
    }
  for (guint i = 0; i < in->n_covering; i++)
    adj_combat_stack_clear (&in->covering[i]);
  g_free (in->covering);
  in->n_covering = covering->len;
  in->covering = (AdjCombatStack *) (void *) g_array_free (g_steal_pointer (&covering), FALSE);
}
