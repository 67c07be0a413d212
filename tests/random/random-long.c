/* Random legal games of a given length, for the long-game benchmark and
 * tests: @n steps exactly, the cursor at the end. Clash of Giants III's
 * demonstration ends within a few hundred random steps, so its long games
 * play the demonstration with the longest turn track a battle may have
 * (as bench-load does), and when the game runs ahead of the pace that
 * would reach @n steps before the last turn, an activation gets a victory
 * point award (a ruling of the players) instead of a random move. The
 * Glory that Was's demonstration routs an army within a few thousand, so
 * its long games play it with rout levels no army reaches. */
#include "random-game.h"

#include <cog/move.h>
#include <cog/state.h>

#include "../cog/cog-helpers.h"

static guint long_target;

static GPtrArray *
cog_paced (const AdjJournal *j, GRand *rand)
{
  const AdjCogState *s = adj_journal_get_state (j);
  guint pace = 1 + (guint) ((guint64) adj_journal_get_length (j) * (ADJ_COG_MAX_TURNS - 10) / MAX (long_target, 1));

  if (adj_cog_state_step (s) == ADJ_COG_STEP_ACTIVATION && adj_cog_state_turn (s) > pace)
    return rg_one (j, adj_cog_move_vp ((AdjCogSide) g_rand_int_range (rand, 0, 2), 1, "a ruling of the players"));
  return rg_cog.propose (j, rand);
}

static AdjJournal *
cog_long_game (void)
{
  json_object *root = ch_demo_json ();
  json_object *turns = json_object_new_array ();

  for (guint t = 1; t <= ADJ_COG_MAX_TURNS; t++)
    {
      json_object *turn = json_object_new_object ();
      g_autofree char *label = g_strdup_printf ("%u", t);
      json_object_object_add (turn, "label", json_object_new_string (label));
      json_object_object_add (turn, "time", json_object_new_string (t % 3 == 0 ? "Night" : "0900"));
      if (t % 3 == 0)
        json_object_object_add (turn, "night", json_object_new_boolean (TRUE));
      json_object_array_add (turns, turn);
    }
  json_object_object_add (root, "turns", turns);
  AdjCogBattle *b = ch_battle_from_json (root);
  json_object_put (root);
  AdjJournal *j = ch_game (b, NULL);
  adj_cog_battle_unref (b);
  return j;
}

static AdjJournal *
tgtw_long_game (const RgGame *game)
{
  g_autofree char *path = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), game->scenario, NULL);
  json_object *root = json_object_from_file (path), *armies = NULL;
  g_assert_nonnull (root);
  g_assert_true (json_object_object_get_ex (root, "armies", &armies));
  for (size_t a = 0; a < json_object_array_length (armies); a++)
    {
      json_object *army = json_object_array_get_idx (armies, a);
      json_object_object_add (army, "rout_level", json_object_new_int (9999));
      json_object_object_del (army, "sector_rout_levels");
    }
  GError *error = NULL;
  gpointer scenario = adj_tgtw_ruleset.scenario_from_json (root, "long game", &error);
  g_assert_no_error (error);
  json_object_put (root);
  json_object *options = game->options != NULL ? json_tokener_parse (game->options) : NULL;
  AdjJournal *j = adj_journal_new (&adj_tgtw_ruleset, scenario, options, NULL, &error);
  g_assert_no_error (error);
  json_object_put (options);
  adj_tgtw_ruleset.scenario_unref (scenario);
  return j;
}

AdjJournal *
rg_long_game (const RgGame *game, guint n, guint32 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  RgGame paced = *game;
  AdjJournal *j;
  guint calls = 0;

  if (g_str_equal (game->ruleset, "cog"))
    {
      j = cog_long_game ();
      paced.propose = cog_paced;
      long_target = n;
    }
  else if (g_str_equal (game->ruleset, "tgtw"))
    j = tgtw_long_game (game);
  else
    j = rg_new_game (game);
  /* The length grows by one step at most per action, and a step leaves
   * the cursor at the end. */
  while (adj_journal_get_length (j) < n)
    {
      RgStats stats;
      rg_stats_init (&stats);
      rg_play (&paced, j, 1, rand, NULL, NULL, &stats);
      rg_stats_clear (&stats);
      if (++calls > 40 * n + 1000)
        g_error ("rg_long_game: the %s game stops at %u steps", game->ruleset, adj_journal_get_length (j));
    }
  g_assert_cmpuint (adj_journal_get_cursor (j), ==, n);
  return j;
}
