/* Random Glory III games: the engine tests' random play (th_random_action),
 * with the seeds of its virtual rolls and draws redrawn by rg_seed() so
 * that the edges of the range come up too. */
#include "random-game.h"
#include "../engine/game-helpers.h"

static void
reseed (AdjRoll *roll, GRand *rand)
{
  if (roll->is_virtual)
    *roll = adj_roll_virtual (rg_seed (rand));
}

/* A mount or dismount (12.1) or a reinforcement's entry (6.51), which
 * the engine tests' random play seldom makes: a few tries, or NULL. */
static AdjAction *
movement (const AdjGameState *s, GRand *rand)
{
  guint units = adj_battle_n_units (adj_game_state_get_battle (s));
  for (guint tries = 0; tries < 20; tries++)
    {
      guint u = (guint) g_rand_int_range (rand, 0, (gint32) units);
      AdjAction *a = g_rand_boolean (rand) ? adj_action_mount (u, g_rand_boolean (rand), 0)
                                           : adj_action_unit (ADJ_ACTION_ENTER, u);
      g_autoptr (AdjGameState) next = adj_action_apply (s, a, NULL);
      if (next != NULL)
        return a;
      adj_action_free (a);
    }
  return NULL;
}

static GPtrArray *
propose (const AdjJournal *j, GRand *rand)
{
  const AdjGameState *s = adj_journal_get_state (j);
  AdjAction *m = g_rand_int_range (rand, 0, 6) == 0 ? movement (s, rand) : NULL;
  if (m != NULL)
    return rg_one (j, m);
  AdjAction *a = th_random_action (s, rand);
  if (a == NULL)
    return NULL;
  if (a->type == ADJ_ACTION_DRAW && g_rand_boolean (rand))
    {
      /* 3.C.1: a blind draw by the app, half the time. */
      AdjAction *v = adj_action_draw_virtual (s, rg_seed (rand), NULL);
      if (v != NULL)
        {
          adj_action_free (a);
          a = v;
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (a->roll); i++)
    reseed (&a->roll[i], rand);
  return rg_one (j, a);
}

const RgGame rg_glory = { "glory", "battles/sample-cedar-creek.json", NULL, propose };
const RgGame rg_fixed_glory = { "glory", "battles/sample-cedar-creek.json", "{\"fixed_glory\":true}", propose };
