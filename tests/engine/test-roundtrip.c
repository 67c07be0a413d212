/* Every saved game opens again (issue 24): random legal games of every
 * ruleset, with virtual rolls and draws whose seeds cover the whole 64-bit
 * range and its edges, with undo, redo and jumps in between, are saved
 * and loaded, and autosaved (base and log, compacted now and then) and
 * resumed; each must come back as the game it came from: the same steps,
 * cursor and state after every step, and saved again, the same bytes. */
#include <string.h>
#include <glib/gstdio.h>

#include "random-game.h"

#define GAMES 6      /* per ruleset */
#define ACTIONS 160  /* per game */

/* The autosave as the app keeps it: a base and its log, in memory. */
typedef struct {
  char *base;
  gsize base_len;
  char *hash;
  GString *log;
  guint compactions;
  guint lines;
} Autosave;

static void
autosave_start (Autosave *a, const AdjJournal *j)
{
  g_free (a->base);
  g_free (a->hash);
  a->base = adj_savelog_base_data (j, &a->base_len, &a->hash);
  if (a->log == NULL)
    a->log = g_string_new (NULL);
  g_autofree char *header = adj_savelog_header (a->hash);
  g_string_assign (a->log, header);
}

static void
autosave_clear (Autosave *a)
{
  g_free (a->base);
  g_free (a->hash);
  g_string_free (a->log, TRUE);
}

/* Each change one line, as the app appends them; a new base when the log
 * outgrows it (docs/save-format.md, "Compaction"). */
static void
observe (AdjJournal *j, RgEvent event, gpointer data)
{
  Autosave *a = data;
  /* This many changes: a compaction now and then even with a base as big
   * as an embedded scenario. */
  g_autofree char *line = event == RG_STEP ? adj_savelog_step_line (j, adj_journal_get_cursor (j) - 1)
                                           : adj_savelog_cursor_line (adj_journal_get_cursor (j));
  /* What the app checks before it appends a step: it reads back. */
  if (event == RG_STEP)
    {
      GError *error = NULL;
      if (!adj_savelog_check_step_line (j, line, &error))
        g_error ("%s: %s", error->message, line);
    }
  g_string_append (a->log, line);
  if (a->log->len > a->base_len || ++a->lines % 37 == 0)
    {
      autosave_start (a, j);
      a->compactions++;
    }
}

/* docs/save-format.md: a seed is written as the unsigned number it is,
 * never as the negative one with the same bits. */
static guint
assert_seeds_unsigned (json_object *o)
{
  guint n = 0;
  if (json_object_is_type (o, json_type_array))
    for (size_t i = 0; i < json_object_array_length (o); i++)
      n += assert_seeds_unsigned (json_object_array_get_idx (o, i));
  else if (json_object_is_type (o, json_type_object))
    {
      json_object_object_foreach (o, key, value)
      {
        if (g_str_equal (key, "seed"))
          {
            g_assert_true (json_object_is_type (value, json_type_int));
            if (json_object_get_int64 (value) < 0)
              g_error ("a seed is written as %s", json_object_to_json_string (value));
            n++;
          }
        else
          n += assert_seeds_unsigned (value);
      }
    }
  return n;
}

static void
assert_same_game (const AdjJournal *want, const AdjJournal *got)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (want);
  g_assert_true (adj_journal_get_ruleset (got) == rs);
  g_assert_cmpuint (adj_journal_get_length (got), ==, adj_journal_get_length (want));
  g_assert_cmpuint (adj_journal_get_cursor (got), ==, adj_journal_get_cursor (want));
  for (guint i = 0; i <= adj_journal_get_length (want); i++)
    if (!rs->state_equal (adj_journal_get_state_at (want, i), adj_journal_get_state_at (got, i)))
      g_error ("the state after %u steps differs", i);
  /* Saved again, the same bytes. */
  gsize want_len, got_len;
  g_autofree char *want_text = adj_savelog_base_data (want, &want_len, NULL);
  g_autofree char *got_text = adj_savelog_base_data (got, &got_len, NULL);
  g_assert_cmpuint (got_len, ==, want_len);
  g_assert_cmpstr (got_text, ==, want_text);
}

static AdjJournal *
load (const char *text, gsize len, const char *what)
{
  GError *error = NULL;
  AdjJournal *j = adj_savegame_load_data (text, len, what, adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  return j;
}

/* The files the app writes, read back as it reads them. */
static void
check_files (const AdjJournal *j, const Autosave *a)
{
  GError *error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("adj-roundtrip-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *save = g_build_filename (dir, "game" ADJ_GAME_SUFFIX, NULL);
  g_autofree char *base = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *log = g_build_filename (dir, "autosave.log", NULL);

  g_assert_true (adj_savegame_save (j, save, TRUE, &error));
  g_assert_no_error (error);
  g_autoptr (AdjJournal) opened = adj_savegame_load_file (save, adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  assert_same_game (j, opened);

  g_assert_true (g_file_set_contents (base, a->base, (gssize) a->base_len, &error));
  g_assert_true (g_file_set_contents (log, a->log->str, (gssize) a->log->len, &error));
  AdjSaveLogReplay out;
  g_autoptr (AdjJournal) resumed = adj_savelog_load_files (base, log, adj_rulesets (), NULL, NULL, &out, &error);
  g_assert_no_error (error);
  g_assert_false (out.stale);
  g_assert_false (out.torn);
  assert_same_game (j, resumed);

  g_assert_cmpint (g_remove (save), ==, 0);
  g_assert_cmpint (g_remove (base), ==, 0);
  g_assert_cmpint (g_remove (log), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The kinds of move a ruleset's random games must have played, the
 * app's rolls and draws among them. */
typedef struct {
  const RgGame *game;
  guint actions;  /* per game; 0: ACTIONS */
  const char *kinds[20];
} Case;

static void
test_roundtrip (gconstpointer data)
{
  const Case *c = data;
  RgStats stats;
  rg_stats_init (&stats);
  guint compactions = 0, seeds = 0;

  for (guint n = 0; n < GAMES; n++)
    {
      guint32 seed = 2026 + n;
      g_test_message ("%s, game seed %u", c->game->ruleset, seed);
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr (AdjJournal) j = rg_new_game (c->game);
      Autosave a = { 0 };
      autosave_start (&a, j);

      /* Checked half-way and at the end: a save mid-game, with a redo
       * tail standing, must come back with it. */
      for (guint half = 0; half < 2; half++)
        {
          rg_play (c->game, j, (c->actions != 0 ? c->actions : ACTIONS) / 2, rand, observe, &a, &stats);

          gsize len;
          g_autofree char *text = adj_savelog_base_data (j, &len, NULL);
          g_test_message ("the save, half %u", half + 1);
          g_autoptr (AdjJournal) loaded = load (text, len, "game.adjutant");
          assert_same_game (j, loaded);
          /* ADJ_ROUNDTRIP_CORPUS=DIR: the first game's half-way save,
           * for the savegame fuzz corpus (tests/fuzz/corpus/savegame). */
          const char *corpus = g_getenv ("ADJ_ROUNDTRIP_CORPUS");
          if (corpus != NULL && n == 0 && half == 0)
            {
              g_autofree char *name = g_strdup_printf ("%s%s-virtual.json", c->game->ruleset,
                                                       c->game->options != NULL ? "-options" : "");
              g_autofree char *file = g_build_filename (corpus, name, NULL);
              g_assert_true (g_file_set_contents (file, text, (gssize) len, NULL));
            }
          json_object *root = json_tokener_parse (text);
          g_assert_nonnull (root);
          seeds += assert_seeds_unsigned (root);
          json_object_put (root);

          /* The autosave: the base, then its log replayed. */
          g_test_message ("the autosave, %u compactions", a.compactions);
          g_autoptr (AdjJournal) resumed = load (a.base, a.base_len, "autosave.json");
          AdjSaveLogReplay out;
          GError *error = NULL;
          g_assert_true (adj_savelog_replay (resumed, a.log->str, a.log->len, "autosave.log", a.hash, &out, &error));
          g_assert_no_error (error);
          g_assert_false (out.stale);
          assert_same_game (j, resumed);
        }
      g_autofree char *headline = adj_journal_get_ruleset (j)->state_headline (adj_journal_get_state (j));
      g_test_message ("  %u steps, at: %s", adj_journal_get_length (j), headline);
      if (n == 0)
        check_files (j, &a);
      compactions += a.compactions;
      autosave_clear (&a);
    }

  g_test_message ("%s: %u steps, %u cursor moves, %u refused, %u seeds of 2^63 or more, %u compactions",
                  c->game->ruleset, stats.steps, stats.cursor_moves, stats.refused, stats.high_seeds, compactions);
  GHashTableIter it;
  gpointer kind, count;
  g_hash_table_iter_init (&it, stats.kinds);
  while (g_hash_table_iter_next (&it, &kind, &count))
    g_test_message ("  %s: %u", (const char *) kind, GPOINTER_TO_UINT (count));
  for (guint i = 0; c->kinds[i] != NULL; i++)
    if (!g_hash_table_contains (stats.kinds, c->kinds[i]))
      g_error ("%s: no '%s' move was played", c->game->ruleset, c->kinds[i]);
  /* Seeds of 2^63 and more are the ones an earlier writer lost. */
  g_assert_cmpuint (stats.high_seeds, >, 0);
  g_assert_cmpuint (seeds, >, 0);
  g_assert_cmpuint (compactions, >, 0);
  rg_stats_clear (&stats);
}

static const Case cases[] = {
  { &rg_glory, 0, { "initiative", "hold-out", "select", "draw", "combine", "start", "advance", "fire", "disorder",
                 "rally", "mount", NULL } },
  { &rg_fixed_glory, 0, { "initiative", "select", "draw", "start", "fire", NULL } },
  { &rg_tgtw, 0, { "initiative", "first", "next", "missile", "melee", "morale", "casualty", "rally", "disorder", NULL } },
  { &rg_tgtw_options, 0, { "initiative", "first", "cards", "next", "missile", "melee", "casualty", NULL } },
  /* Clash of Giants III: longer, to reach the night turn (15.1, 15.3, 9.6). */
  { &rg_cog, 600, { "next", "early_entry", "variable_entry", "scm_roll", "am_draw", "cm_draw", "command_roll",
               "combat_action", "combat", "chart", "control", "vp", "step_loss", "withhold", NULL } },
  { &rg_dog, 0, { "begin", "initiative", "next", "staff", "promote", "morale", "dispute", "order", "routing",
               "halted", "lose", "remove", "general", "first-fire", "deploy-roll", "shot", "assault", "overrule", NULL } },
  { &rg_dog_options, 0, { "staff", "scouts", "deploy-roll", "begin", NULL } },
};

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/roundtrip/%s%s", cases[i].game->ruleset,
                                               cases[i].game->options != NULL ? "-options" : "");
      g_test_add_data_func (path, &cases[i], test_roundtrip);
    }
  return g_test_run ();
}
