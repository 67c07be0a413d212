/* Random Days of Glory games on the demonstration battle: a move of a
 * kind drawn at random, with what it names drawn at random, tried a few
 * times against the rules before it is proposed. Rolls and roll-offs are
 * the app's (a seed) or typed. */
#include "random-game.h"

#include <dog/move.h>
#include <dog/battle.h>

#define TRIES 40

static guint
below (GRand *rand, guint n)
{
  return n == 0 ? 0 : (guint) g_rand_int_range (rand, 0, (gint32) n);
}

static AdjDogRoll
roll (GRand *rand)
{
  return g_rand_boolean (rand) ? adj_dog_roll_virtual (rg_seed (rand)) : adj_dog_roll_typed (g_rand_int_range (rand, 1, 7));
}

static AdjDogRollOff
roll_off (GRand *rand)
{
  if (g_rand_boolean (rand))
    return adj_dog_roll_off_virtual (rg_seed (rand));
  int a = g_rand_int_range (rand, 1, 7), b = g_rand_int_range (rand, 1, 6);
  return adj_dog_roll_off_typed (a, b >= a ? b + 1 : b);
}

static AdjDogMove *
candidate (const AdjDogState *s, AdjDogMoveType type, GRand *rand)
{
  AdjDogBattle *b = adj_dog_state_get_battle (s);
  guint units = adj_dog_battle_n_units (b), generals = adj_dog_battle_n_generals (b);
  int unit = (int) below (rand, units), general = (int) below (rand, generals);

  switch (type)
    {
    case ADJ_DOG_MOVE_STAFF:
      return adj_dog_move_staff (general, roll (rand));
    case ADJ_DOG_MOVE_SCOUTS:
      {
        guint list[2] = { below (rand, units), below (rand, units) };
        return adj_dog_move_scouts ((int) below (rand, 2), list, list[0] == list[1] ? 1 : 1 + below (rand, 2));
      }
    case ADJ_DOG_MOVE_DEPLOY_ROLL:
    case ADJ_DOG_MOVE_INITIATIVE:
      return adj_dog_move_roll_off (type, roll_off (rand));
    case ADJ_DOG_MOVE_BEGIN:
    case ADJ_DOG_MOVE_NEXT:
    case ADJ_DOG_MOVE_OVERRULE:
      return adj_dog_move_simple (type);
    case ADJ_DOG_MOVE_END:
      return adj_dog_move_end (g_rand_boolean (rand), g_rand_boolean (rand));
    case ADJ_DOG_MOVE_ORDER:
      return adj_dog_move_unit (type, unit, (int) below (rand, 3), FALSE);
    case ADJ_DOG_MOVE_ROUTING:
    case ADJ_DOG_MOVE_HALTED:
    case ADJ_DOG_MOVE_FIRST_FIRE:
      return adj_dog_move_unit (type, unit, 0, g_rand_boolean (rand));
    case ADJ_DOG_MOVE_LOSE:
      return adj_dog_move_unit (type, unit, g_rand_int_range (rand, 1, 4), FALSE);
    case ADJ_DOG_MOVE_ASSAULT:
      return adj_dog_move_assault (unit, (int) below (rand, units), g_rand_int_range (rand, 0, 3),
                                   g_rand_int_range (rand, 0, 3), g_rand_boolean (rand) ? "The defender retires" : NULL);
    case ADJ_DOG_MOVE_SHOT:
      return adj_dog_move_shot (unit, g_rand_int_range (rand, 1, 4),
                                g_rand_boolean (rand) ? (int) below (rand, units) : -1);
    case ADJ_DOG_MOVE_REMOVE:
      return adj_dog_move_unit (type, unit, g_rand_int_range (rand, ADJ_DOG_FATE_DESTROYED, ADJ_DOG_FATE_ROUTED_OFF + 1),
                                FALSE);
    case ADJ_DOG_MOVE_MORALE:
      {
        const char *factors[] = { "Disordered", NULL };
        AdjDogTest test = (AdjDogTest) below (rand, ADJ_DOG_N_TESTS);
        /* A rally test is owed by a unit of the acting side that must
         * rally (18.2): draw from those, or the walk rarely finds one. */
        if (test == ADJ_DOG_TEST_RALLY)
          for (guint i = 0; i < units; i++)
            {
              guint u = (i + (guint) unit) % units;
              if (adj_dog_state_unit (s, u)->owes_rally && adj_dog_state_must_rally (s, u))
                {
                  unit = (int) u;
                  break;
                }
            }
        return adj_dog_move_morale (unit, test, g_rand_int_range (rand, -3, 7), roll (rand),
                                    g_rand_boolean (rand) ? factors : NULL);
      }
    case ADJ_DOG_MOVE_GENERAL:
      return adj_dog_move_general (general, (AdjDogGeneralStatus) below (rand, ADJ_DOG_GENERAL_CAPTURED + 1));
    case ADJ_DOG_MOVE_PROMOTE:
      return adj_dog_move_promote (general, roll (rand));
    case ADJ_DOG_MOVE_DISPUTE:
      return adj_dog_move_dispute ("Is the wood \"light\"?", (int) below (rand, 2), roll (rand));
    }
  g_assert_not_reached ();
  return NULL;
}

/* How often each kind is proposed, in twentieths. */
static const struct { AdjDogMoveType type; int weight; } kinds[] = {
  { ADJ_DOG_MOVE_STAFF, 2 }, { ADJ_DOG_MOVE_SCOUTS, 1 }, { ADJ_DOG_MOVE_DEPLOY_ROLL, 1 },
  { ADJ_DOG_MOVE_BEGIN, 1 }, { ADJ_DOG_MOVE_INITIATIVE, 1 }, { ADJ_DOG_MOVE_NEXT, 3 },
  { ADJ_DOG_MOVE_END, 1 }, { ADJ_DOG_MOVE_ORDER, 1 }, { ADJ_DOG_MOVE_ROUTING, 1 },
  { ADJ_DOG_MOVE_HALTED, 1 }, { ADJ_DOG_MOVE_LOSE, 1 }, { ADJ_DOG_MOVE_REMOVE, 1 },
  { ADJ_DOG_MOVE_FIRST_FIRE, 1 }, { ADJ_DOG_MOVE_MORALE, 2 }, { ADJ_DOG_MOVE_GENERAL, 1 },
  { ADJ_DOG_MOVE_PROMOTE, 1 }, { ADJ_DOG_MOVE_DISPUTE, 1 }, { ADJ_DOG_MOVE_SHOT, 1 },
  { ADJ_DOG_MOVE_ASSAULT, 1 }, { ADJ_DOG_MOVE_OVERRULE, 1 },
};

static GPtrArray *
propose (const AdjJournal *j, GRand *rand)
{
  const AdjDogState *s = adj_journal_get_state (j);
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  if (adj_dog_state_get_step (s) == ADJ_DOG_STEP_ENDED)
    return NULL;
  int total = 0;
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    total += kinds[i].weight;
  int r = g_rand_int_range (rand, 0, total);
  guint k = 0;
  while (r >= kinds[k].weight)
    r -= kinds[k++].weight;
  /* END only now and then: a game that ends at once has few moves. */
  if (kinds[k].type == ADJ_DOG_MOVE_END && g_rand_int_range (rand, 0, 4) > 0)
    return g_ptr_array_new ();
  AdjDogMove *m = NULL;
  for (guint tries = 0; tries < TRIES; tries++)
    {
      g_clear_pointer (&m, adj_dog_move_free);
      m = candidate (s, kinds[k].type, rand);
      gpointer next = rs->state_apply (s, m, NULL);
      if (next != NULL)
        {
          rs->state_unref (next);
          break;
        }
    }
  return rg_one (j, m);
}

const RgGame rg_dog = { "dog", "dog/demonstration.json", NULL, propose };
const RgGame rg_dog_options = { "dog", "dog/demonstration.json", "{\"national_staff\":true,\"scouting\":true}",
                                propose };
