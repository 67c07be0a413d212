/* The generic half of the random games: seeds, the player's undo, redo
 * and jumps, and the engine as the judge of what is legal. */
#include "random-game.h"

static const guint64 edges[] = {
  0, 1, G_MAXINT64, (guint64) G_MAXINT64 + 1, G_MAXUINT64 - 1, G_MAXUINT64,
};

guint64
rg_seed (GRand *rand)
{
  if (g_rand_int_range (rand, 0, 3) == 0)
    return edges[g_rand_int_range (rand, 0, G_N_ELEMENTS (edges))];
  return ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand);
}

AdjJournal *
rg_new_game (const RgGame *game)
{
  const AdjRuleset *rs = adj_ruleset_find (adj_rulesets (), game->ruleset);
  g_assert_nonnull (rs);
  const char *datadir = g_getenv ("ADJUTANT_DATADIR");
  g_assert_nonnull (datadir);
  g_autofree char *path = g_build_filename (datadir, game->scenario, NULL);
  GError *error = NULL;
  gpointer scenario = adj_scenario_load_file (adj_rulesets (), rs, path, NULL, &error);
  g_assert_no_error (error);
  json_object *options = NULL;
  if (game->options != NULL)
    {
      options = json_tokener_parse (game->options);
      g_assert_nonnull (options);
    }
  AdjJournal *j = adj_journal_new (rs, scenario, options, NULL, &error);
  g_assert_no_error (error);
  json_object_put (options);
  rs->scenario_unref (scenario);
  return j;
}

void
rg_stats_init (RgStats *stats)
{
  *stats = (RgStats) { 0 };
  stats->kinds = g_hash_table_new (g_str_hash, g_str_equal);
}

void
rg_stats_clear (RgStats *stats)
{
  g_clear_pointer (&stats->kinds, g_hash_table_unref);
}

GPtrArray *
rg_one (const AdjJournal *journal, gpointer move)
{
  GPtrArray *step = g_ptr_array_new_with_free_func (adj_journal_get_ruleset (journal)->move_free);
  g_ptr_array_add (step, move);
  return step;
}

gboolean
rg_move_seed (const AdjJournal *journal, gconstpointer move, guint64 *seed)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (journal);
  json_object *o = rs->move_to_json (move, adj_journal_get_scenario (journal));
  gboolean found = FALSE;
  g_assert_true (adj_json_get_seed_opt (o, "seed", &found, seed, "$", NULL));
  json_object_put (o);
  return found;
}

static void
count (AdjJournal *j, RgStats *stats)
{
  guint i = adj_journal_get_cursor (j) - 1;
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  for (guint k = 0; k < adj_journal_get_n_moves (j, i); k++)
    {
      gconstpointer move = adj_journal_get_move_in_step (j, i, k);
      const char *kind = rs->move_kind (move);
      g_hash_table_insert (stats->kinds, (gpointer) kind,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (stats->kinds, kind)) + 1));
      guint64 seed;
      if (rg_move_seed (j, move, &seed) && seed > (guint64) G_MAXINT64)
        stats->high_seeds++;
    }
}

/* The player's undo, redo or jump (the Journal page's "go to"). */
static gboolean
move_cursor (AdjJournal *j, GRand *rand)
{
  guint len = adj_journal_get_length (j), cursor = adj_journal_get_cursor (j);
  switch (g_rand_int_range (rand, 0, 3))
    {
    case 0:
      return adj_journal_undo (j);
    case 1:
      return adj_journal_redo (j);
    default:
      {
        guint to = (guint) g_rand_int_range (rand, (gint32) (cursor > 5 ? cursor - 5 : 0), (gint32) len + 1);
        return to != cursor && adj_journal_set_cursor (j, to);
      }
    }
}

void
rg_play (const RgGame *game, AdjJournal *j, guint n, GRand *rand, RgObserver observer, gpointer user_data,
         RgStats *stats)
{
  guint done = 0, stuck = 0;
  while (done < n)
    {
      /* One action in eight moves the cursor; a redo tail left standing
       * is dropped by the next step, as in the app. */
      if (g_rand_int_range (rand, 0, 8) == 0)
        {
          if (move_cursor (j, rand))
            {
              done++;
              stats->cursor_moves++;
              if (observer != NULL)
                observer (j, RG_CURSOR, user_data);
            }
          continue;
        }
      g_autoptr (GPtrArray) step = game->propose (j, rand);
      if (step == NULL)
        {
          /* Over: undo a little and play another way, or stop. */
          if (++stuck > 20 || !adj_journal_undo (j))
            return;
          done++;
          stats->cursor_moves++;
          if (observer != NULL)
            observer (j, RG_CURSOR, user_data);
          continue;
        }
      if (step->len == 0)
        {
          stats->refused++;  /* nothing to propose: counts against the guard below */
          g_assert_cmpuint (stats->refused, <, 200000);
          continue;
        }
      g_autoptr (GError) error = NULL;
      if (!adj_journal_apply_group (j, (gconstpointer const *) step->pdata, step->len, &error))
        {
          stats->refused++;
          g_assert_cmpuint (stats->refused, <, 200000);  /* a generator that never finds a legal step */
          continue;
        }
      done++;
      stats->steps++;
      count (j, stats);
      if (observer != NULL)
        observer (j, RG_STEP, user_data);
    }
}
