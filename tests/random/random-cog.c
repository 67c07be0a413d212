/* Random Clash of Giants III games on the Crossroads demonstration: each
 * step proposes a move of a kind drawn at random with what it names drawn
 * at random too; rolls and draws are the app's (with a seed) half the
 * time, typed the other half. The engine refuses what the rules forbid. */
#include "random-game.h"

static int
die (GRand *rand)
{
  return g_rand_int_range (rand, 1, 7);
}

static guint
below (GRand *rand, guint n)
{
  return n == 0 ? 0 : (guint) g_rand_int_range (rand, 0, (gint32) n);
}

/* A roll of @type for @index: the app's or typed. */
static AdjCogMove *
roll (AdjCogMoveType type, guint index, GRand *rand)
{
  if (g_rand_boolean (rand))
    return adj_cog_move_roll_virtual (type, index, rg_seed (rand));
  return adj_cog_move_roll (type, index, die (rand));
}

/* Up to @max on-map units of @side, distinct, at random. */
static guint
pick_units (const AdjCogState *s, AdjCogSide side, guint max, guint *out, GRand *rand)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  guint n = 0, want = 1 + below (rand, max);
  for (guint tries = 0; tries < 40 && n < want; tries++)
    {
      guint u = below (rand, adj_cog_battle_n_units (b));
      gboolean dup = FALSE;
      for (guint k = 0; k < n; k++)
        dup |= out[k] == u;
      if (!dup && adj_cog_battle_formation (b, adj_cog_battle_unit (b, u)->formation)->side == side && adj_cog_state_unit_status (s, u) == ADJ_COG_UNIT_ON_MAP)
        out[n++] = u;
    }
  return n;
}

/* 12.2-12.10: a combat and its results as one group, or NULL. */
static GPtrArray *
combat (const AdjJournal *j, const AdjCogState *s, GRand *rand)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  AdjCogSide att = g_rand_boolean (rand) ? ADJ_COG_UNION : ADJ_COG_CSA;
  gboolean special;
  guint marker;
  adj_cog_state_active_marker (s, &special, &marker, &att);
  g_autoptr (AdjCogMove) m = adj_cog_move_new (ADJ_COG_MOVE_COMBAT);
  AdjCogCombatMove *c = &m->combat;
  c->n_attackers = pick_units (s, att, 3, c->attackers, rand);
  c->n_defenders = pick_units (s, 1 - att, 2, c->defenders, rand);
  if (c->n_attackers == 0 || c->n_defenders == 0)
    return NULL;
  c->attacker_am = c->defender_am = -1;
  for (guint k = 0; k < 2; k++)
    if (g_rand_int_range (rand, 0, 3) == 0)
      {
        guint am = below (rand, adj_cog_battle_n_ams (b));
        if (adj_cog_state_am_available (s, am, k == 0 ? att : 1 - att))
          *(k == 0 ? &c->attacker_am : &c->defender_am) = (int) am;
      }
  c->higher_ground = g_rand_int_range (rand, 0, 4) == 0;
  c->town = g_rand_int_range (rand, 0, 4) == 0;
  c->flank = g_rand_int_range (rand, 0, 4) == 0;
  /* The rolls: the app's, from a seed; typed, they are the same faces
   * without it half the time (a player who rolled the same). */
  if (!adj_cog_combat_roll_virtual (s, m, rg_seed (rand), NULL))
    return NULL;
  if (g_rand_boolean (rand))
    {
      m->has_seed = FALSE;
      m->seed = 0;
    }
  GPtrArray *group = adj_cog_combat_group (s, m, NULL);
  if (group == NULL)
    return NULL;
  g_ptr_array_set_free_func (group, adj_journal_get_ruleset (j)->move_free);
  return group;
}

static GPtrArray *
propose (const AdjJournal *j, GRand *rand)
{
  const AdjCogState *s = adj_journal_get_state (j);
  const AdjCogBattle *b = adj_cog_state_battle (s);
  AdjCogStep step = adj_cog_state_step (s);
  AdjCogMove *m = NULL;

  if (step == ADJ_COG_STEP_GAME_OVER)
    return NULL;
  /* 12.2: once a Combat Action is declared, mostly combats. */
  if (adj_cog_state_combat_open (s) && g_rand_int_range (rand, 0, 3) > 0)
    {
      for (guint tries = 0; tries < 20; tries++)
        {
          GPtrArray *group = combat (j, s, rand);
          if (group != NULL)
            return group;
        }
    }
  if (step == ADJ_COG_STEP_ACTIVATION && g_rand_int_range (rand, 0, 3) == 0)
    {
      AdjCogSide side;
      gboolean special;
      guint marker;
      if (adj_cog_state_active_marker (s, &special, &marker, &side) && !adj_cog_state_combat_action_used (s, side))
        return rg_one (j, adj_cog_move_side (ADJ_COG_MOVE_COMBAT_ACTION, side));
    }
  /* NEXT a third of the time, so that the game reaches its night turn
   * (withholding, surrender, replacements) and its end. */
  switch (g_rand_int_range (rand, 0, 27))
    {
    case 0:
    case 1:
    case 2:
    case 20:
    case 21:
    case 22:
    case 23:
    case 24:
    case 25:
    case 26:
      m = adj_cog_move_next ((int) step);
      break;
    case 3:
      {
        guint r = below (rand, adj_cog_battle_n_reinforcements (b));
        AdjCogMoveType type;
        if (adj_cog_state_reinforcement_roll (s, r, &type))
          m = roll (type, r, rand);
        break;
      }
    case 4:
      if (g_rand_int_range (rand, 0, 4) > 0)
        m = adj_cog_move_am_draw_virtual (rg_seed (rand));
      else
        {
          guint ams[2] = { below (rand, adj_cog_battle_n_ams (b)), below (rand, adj_cog_battle_n_ams (b)) };
          m = adj_cog_move_am_draw_typed (ams, 1 + below (rand, 2));
        }
      break;
    case 5:
      if (adj_cog_battle_n_scms (b) > 0)
        m = roll (ADJ_COG_MOVE_SCM_ROLL, below (rand, adj_cog_battle_n_scms (b)), rand);
      break;
    case 6:
      m = adj_cog_move_marker (g_rand_boolean (rand) ? ADJ_COG_MOVE_SET_ASIDE : ADJ_COG_MOVE_WITHHOLD,
                               below (rand, adj_cog_battle_n_cms (b)));
      break;
    case 7:
    case 8:
      if (g_rand_boolean (rand))
        m = adj_cog_move_cm_draw_virtual (rg_seed (rand));
      else
        {
          guint markers[64];
          gboolean special[64];
          guint n = adj_cog_state_cm_cup (s, markers, special);
          if (n > 0)
            {
              guint k = below (rand, n);
              m = adj_cog_move_cm_draw_typed (special[k], markers[k]);
            }
        }
      break;
    case 9:
    case 10:
      for (guint f = 0; f < adj_cog_battle_n_formations (b) && m == NULL; f++)
        if (adj_cog_state_needs_command_roll (s, f))
          m = roll (ADJ_COG_MOVE_COMMAND_ROLL, f, rand);
      break;
    case 11:
      m = adj_cog_move_side (ADJ_COG_MOVE_COMBAT_ACTION, g_rand_boolean (rand) ? ADJ_COG_UNION : ADJ_COG_CSA);
      break;
    case 12:
    case 13:
    case 14:
      {
        GPtrArray *group = combat (j, s, rand);
        if (group != NULL)
          return group;
        break;
      }
    case 15:
      {
        AdjCogMoveType type = g_rand_boolean (rand) ? ADJ_COG_MOVE_STEP_LOSS : ADJ_COG_MOVE_ELIMINATE;
        AdjCogLossReason reason = (AdjCogLossReason) below (rand, ADJ_COG_LOSS_SURRENDER + 1);
        m = g_rand_int_range (rand, 0, 3) == 0
              ? adj_cog_move_unit (ADJ_COG_MOVE_REPLACEMENT, below (rand, adj_cog_battle_n_units (b)), 0)
              : adj_cog_move_unit (type, below (rand, adj_cog_battle_n_units (b)), reason);
        break;
      }
    case 16:
      if (adj_cog_battle_n_victory_hexes (b) > 0)
        m = adj_cog_move_control (below (rand, adj_cog_battle_n_victory_hexes (b)), (AdjCogSide) below (rand, 2));
      break;
    case 17:
      if (g_rand_int_range (rand, 0, 4) == 0)
        m = adj_cog_move_side (ADJ_COG_MOVE_AUTOMATIC_VICTORY, (AdjCogSide) below (rand, 2));
      else
        m = adj_cog_move_vp ((AdjCogSide) below (rand, 2), g_rand_int_range (rand, -5, 6), "a bridge burnt");
      break;
    case 18:
    case 19:
      {
        /* 12.9: a blank cell of the chart typed in, so that other odds
         * can be fought. */
        guint row = below (rand, 3);
        gboolean immune = row == 0 && g_rand_int_range (rand, 0, 4) == 0;
        m = adj_cog_move_chart (below (rand, adj_chart_n_columns (adj_cog_battle_chart (b))), row, immune,
                                row == 2 ? g_rand_int_range (rand, 1, 4) : g_rand_int_range (rand, -2, 3));
        break;
      }
    }
  if (m == NULL)
    return g_ptr_array_new ();
  return rg_one (j, m);
}

const RgGame rg_cog = { "cog", "cog/demo-crossroads.json", NULL, propose };
