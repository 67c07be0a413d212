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

static GPtrArray *
propose (const AdjJournal *j, GRand *rand)
{
  const AdjGameState *s = adj_journal_get_state (j);
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
