/* Random games of The Glory that Was on the Red and Blue demonstration:
 * a move of a kind the state expects now (adj_tgtw_move_expected), with
 * what it names drawn at random; rolls are the app's (a seed) or typed.
 * A kind whose good choices are rare (a melee's dice, the cards) tries a
 * few candidates against the rules before it proposes one. */
#include "random-game.h"

#define TRIES 40

static guint
below (GRand *rand, guint n)
{
  return n == 0 ? 0 : (guint) g_rand_int_range (rand, 0, (gint32) n);
}

/* Makes the dice the app's, from a seed, half the time. */
static void
maybe_virtual (AdjTgtwMove *m, AdjDie die, GRand *rand)
{
  if (m->dice.n > 0 && g_rand_boolean (rand))
    adj_tgtw_dice_virtual (&m->dice, die, m->dice.n, rg_seed (rand));
}

static int
unit_of (const AdjTgtwScenario *sc, int army, GRand *rand)
{
  for (guint tries = 0; tries < 40; tries++)
    {
      guint u = below (rand, adj_tgtw_scenario_n_units (sc));
      if (army < 0 || adj_tgtw_scenario_unit (sc, u)->army == army)
        return (int) u;
    }
  return 0;
}

static AdjTgtwMove *
candidate (const AdjTgtwState *s, AdjTgtwMoveType type, GRand *rand)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  guint sectors = adj_tgtw_scenario_n_sectors (sc);
  int sector = -1, army = (int) below (rand, 2);
  adj_tgtw_state_acting (s, &sector, &army);
  AdjTgtwMove *m = NULL;

  (void) sector;
  switch (type)
    {
    case ADJ_TGTW_MOVE_INITIATIVE:
      m = adj_tgtw_move_initiative (below (rand, sectors), g_rand_int_range (rand, 1, 11), g_rand_int_range (rand, 1, 11));
      maybe_virtual (m, ADJ_DIE_D10X, rand);
      break;
    case ADJ_TGTW_MOVE_FIRST:
      m = adj_tgtw_move_first (below (rand, sectors), below (rand, 2));
      break;
    case ADJ_TGTW_MOVE_CARDS:
      {
        /* 11.0: per sector a card the army's units there may play. */
        int cards[ADJ_TGTW_MAX_SECTORS] = { 0 };
        guint who = below (rand, 2);
        for (guint i = 0; i < sectors; i++)
          for (guint tries = 0; tries < 20; tries++)
            {
              cards[i] = g_rand_int_range (rand, 0, ADJ_TGTW_N_CARDS + 1);
              if (adj_tgtw_move_card_allowed (s, who, i, cards[i], NULL))
                break;
            }
        m = adj_tgtw_move_cards (who, cards);
        break;
      }
    case ADJ_TGTW_MOVE_NEXT:
      m = adj_tgtw_move_next ();
      break;
    case ADJ_TGTW_MOVE_OVERRULE:
      m = adj_tgtw_move_overrule ();
      break;
    case ADJ_TGTW_MOVE_MISSILE:
      {
        int firers[2] = { unit_of (sc, army, rand), unit_of (sc, army, rand) };
        int ranges[2] = { g_rand_int_range (rand, 1, 5), g_rand_int_range (rand, 1, 5) };
        guint n = firers[0] == firers[1] ? 1 : 1 + below (rand, 2);
        m = adj_tgtw_move_missile ((guint) unit_of (sc, 1 - army, rand), firers, ranges, n, g_rand_int_range (rand, 1, 7));
        maybe_virtual (m, ADJ_DIE_D6, rand);
        break;
      }
    case ADJ_TGTW_MOVE_MELEE:
      {
        int faces[ADJ_TGTW_MAX_DICE];
        guint n = below (rand, 7);
        for (guint i = 0; i < n; i++)
          faces[i] = g_rand_int_range (rand, 1, 7);
        int leader = g_rand_int_range (rand, 0, 3) == 0 ? (int) below (rand, adj_tgtw_scenario_n_leaders (sc)) : -1;
        m = adj_tgtw_move_melee ((guint) unit_of (sc, army, rand), (guint) unit_of (sc, 1 - army, rand), leader, faces, n);
        maybe_virtual (m, ADJ_DIE_D6, rand);
        /* 9.0: a leader stacked on one of the units, who may be hit. */
        if (g_rand_int_range (rand, 0, 3) == 0)
          {
            int stacked = (int) below (rand, adj_tgtw_scenario_n_leaders (sc));
            adj_tgtw_move_set_items (m, &stacked, NULL, 1);
          }
        break;
      }
    case ADJ_TGTW_MOVE_MORALE:
      {
        guint unit = below (rand, adj_tgtw_scenario_n_units (sc));
        for (guint i = 0; i < adj_tgtw_state_n_pending (s); i++)
          if (adj_tgtw_state_pending (s, i)->kind == ADJ_TGTW_PENDING_MORALE)
            {
              unit = (guint) adj_tgtw_state_pending (s, i)->index;
              break;
            }
        m = adj_tgtw_move_morale (unit, -1, g_rand_int_range (rand, 0, 4) == 0 ? 0 : g_rand_int_range (rand, 1, 11));
        maybe_virtual (m, ADJ_DIE_D10X, rand);
        break;
      }
    case ADJ_TGTW_MOVE_CASUALTY:
      {
        guint leader = below (rand, adj_tgtw_scenario_n_leaders (sc));
        for (guint i = 0; i < adj_tgtw_state_n_pending (s); i++)
          if (adj_tgtw_state_pending (s, i)->kind == ADJ_TGTW_PENDING_CASUALTY)
            {
              leader = (guint) adj_tgtw_state_pending (s, i)->index;
              break;
            }
        m = adj_tgtw_move_casualty (leader, g_rand_int_range (rand, 1, 11));
        maybe_virtual (m, ADJ_DIE_D10X, rand);
        break;
      }
    case ADJ_TGTW_MOVE_RALLY:
      {
        int units[3];
        guint n = 0;
        for (guint u = 0; u < adj_tgtw_scenario_n_units (sc) && n < G_N_ELEMENTS (units); u++)
          if (g_rand_boolean (rand))
            units[n++] = (int) u;
        m = adj_tgtw_move_rally (units, n);
        break;
      }
    case ADJ_TGTW_MOVE_DISORDER:
    case ADJ_TGTW_MOVE_OFF_MAP:
      m = adj_tgtw_move_unit (type, below (rand, adj_tgtw_scenario_n_units (sc)));
      break;
    case ADJ_TGTW_MOVE_REPLACE:
      m = adj_tgtw_move_replace (below (rand, adj_tgtw_scenario_n_leaders (sc)),
                                 below (rand, adj_tgtw_scenario_n_leaders (sc)));
      break;
    }
  /* 12.0 (1): a tactical point bought for +1 now and then, on the rolls
   * that take one. */
  if ((type == ADJ_TGTW_MOVE_MISSILE || type == ADJ_TGTW_MOVE_MORALE || type == ADJ_TGTW_MOVE_CASUALTY)
      && g_rand_int_range (rand, 0, 6) == 0)
    m->plus[0] = 1;
  return m;
}

static GPtrArray *
propose (const AdjJournal *j, GRand *rand)
{
  const AdjTgtwState *s = adj_journal_get_state (j);
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  if (adj_tgtw_state_get_phase (s) == ADJ_TGTW_PHASE_OVER)
    return NULL;
  AdjTgtwMoveType kinds[ADJ_TGTW_N_MOVE_TYPES];
  guint n = 0;
  for (int t = 0; t < ADJ_TGTW_N_MOVE_TYPES; t++)
    if (adj_tgtw_move_expected (s, (AdjTgtwMoveType) t)
        /* the rare kinds, now and then */
        && ((t != ADJ_TGTW_MOVE_DISORDER && t != ADJ_TGTW_MOVE_OFF_MAP && t != ADJ_TGTW_MOVE_REPLACE)
            || g_rand_int_range (rand, 0, 6) == 0))
      kinds[n++] = (AdjTgtwMoveType) t;
  if (n == 0)
    return g_ptr_array_new ();
  AdjTgtwMoveType type = kinds[below (rand, n)];
  /* NEXT less often than the rest, so that the phases have moves. */
  if (type == ADJ_TGTW_MOVE_NEXT && n > 1 && g_rand_int_range (rand, 0, 3) > 0)
    type = kinds[below (rand, n)];
  AdjTgtwMove *m = NULL;
  for (guint tries = 0; tries < TRIES; tries++)
    {
      g_clear_pointer (&m, adj_tgtw_move_free);
      m = candidate (s, type, rand);
      gpointer next = rs->state_apply (s, m, NULL);
      if (next != NULL)
        {
          rs->state_unref (next);
          break;
        }
    }
  return rg_one (j, m);
}

const RgGame rg_tgtw = { "tgtw", "tgtw/demo-red-and-blue.json", NULL, propose };
const RgGame rg_tgtw_options = { "tgtw", "tgtw/demo-red-and-blue.json",
                                 "{\"tactical_cards\":true,\"tactical_points\":true,\"tdt\":true,"
                                 "\"tactical_differential\":true}", propose };
