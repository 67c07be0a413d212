/* The procedure is the engine's (issue 25), as a property over random
 * games of every ruleset: a refused step changes nothing (the state, what
 * is owed, what is legal); every move accepted was one the legal-moves
 * query offered at its state; and no step ends (a "next") while the
 * step still owes something, unless the players overrule it. */
#include <string.h>

#include "random-game.h"

#define GAMES 4      /* per ruleset; one under valgrind (meson.build) */
#define ACTIONS 300  /* per game */

static char *
summary_text (const AdjRuleset *rs, gconstpointer state)
{
  json_object *o = rs->state_summary (state);
  char *text = g_strdup (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN));
  json_object_put (o);
  return text;
}

static char *
items_text (GPtrArray *items)
{
  static const char *const sides[2] = { "0", "1" };
  json_object *o = adj_step_items_to_json (items, sides);
  char *text = g_strdup (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN));
  json_object_put (o);
  return text;
}

static gboolean
offers (GPtrArray *legal, const char *kind)
{
  for (guint i = 0; i < legal->len; i++)
    {
      const AdjStepItem *item = legal->pdata[i];
      if (item->kind != NULL && strcmp (item->kind, kind) == 0)
        return TRUE;
    }
  return FALSE;
}

typedef struct {
  guint accepted, refused, checked_moves, repeated;
} WalkStats;

/* Each move of an accepted step, at the state it met: offered by the
 * legal-moves query, and not a "next" while something is owed. */
static void
check_accepted (const AdjRuleset *rs, gconstpointer state, GPtrArray *step, WalkStats *ws)
{
  gpointer s = rs->state_ref ((gpointer) state);
  gboolean overruled = FALSE;
  for (guint k = 0; k < step->len; k++)
    overruled |= strcmp (rs->move_kind (step->pdata[k]), "overrule") == 0;
  for (guint k = 0; k < step->len; k++)
    {
      const char *kind = rs->move_kind (step->pdata[k]);
      g_autoptr (GPtrArray) legal = adj_ruleset_legal (rs, s);
      if (!offers (legal, kind))
        {
          g_autofree char *text = items_text (legal);
          g_autofree char *where = summary_text (rs, s);
          g_error ("%s: a '%s' was accepted but not offered; legal: %s; at %s", rs->id, kind, text, where);
        }
      if (strcmp (kind, "next") == 0 && !overruled)
        {
          g_autoptr (GPtrArray) owed = adj_ruleset_owed (rs, s);
          if (owed->len > 0)
            {
              g_autofree char *text = items_text (owed);
              g_error ("%s: a step ended owing %s", rs->id, text);
            }
        }
      ws->checked_moves++;
      g_autoptr (GError) error = NULL;
      gpointer next = rs->state_apply (s, step->pdata[k], &error);
      g_assert_no_error (error);
      rs->state_unref (s);
      s = next;
    }
  rs->state_unref (s);
}

/* Applies @step at the cursor and checks it either way. */
static gboolean
try_step (AdjJournal *j, GPtrArray *step, GRand *rand, WalkStats *ws)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  gconstpointer state = adj_journal_get_state (j);
  g_autofree char *summary = summary_text (rs, state);
  /* The queries are dearer than the summary (Days of Glory tries moves to
   * answer): compared one time in four. */
  gboolean queries = g_rand_int_range (rand, 0, 4) == 0;
  g_autoptr (GPtrArray) owed = queries ? adj_ruleset_owed (rs, state) : NULL;
  g_autoptr (GPtrArray) legal = queries ? adj_ruleset_legal (rs, state) : NULL;
  g_autofree char *owed_text = queries ? items_text (owed) : NULL;
  g_autofree char *legal_text = queries ? items_text (legal) : NULL;
  guint cursor = adj_journal_get_cursor (j), length = adj_journal_get_length (j);
  g_autoptr (GError) error = NULL;
  if (!adj_journal_apply_group (j, (gconstpointer const *) step->pdata, step->len, &error))
    {
      /* Refused: the same state, owing and offering the same. */
      ws->refused++;
      g_assert_true (adj_journal_get_state (j) == state);
      g_assert_cmpuint (adj_journal_get_cursor (j), ==, cursor);
      g_assert_cmpuint (adj_journal_get_length (j), ==, length);
      g_autofree char *again = summary_text (rs, state);
      g_assert_cmpstr (again, ==, summary);
      if (!queries)
        return FALSE;
      g_autoptr (GPtrArray) owed2 = adj_ruleset_owed (rs, state);
      g_autoptr (GPtrArray) legal2 = adj_ruleset_legal (rs, state);
      g_autofree char *owed_again = items_text (owed2);
      g_autofree char *legal_again = items_text (legal2);
      g_assert_cmpstr (owed_again, ==, owed_text);
      g_assert_cmpstr (legal_again, ==, legal_text);
      return FALSE;
    }
  ws->accepted++;
  check_accepted (rs, state, step, ws);
  return TRUE;
}

static void
walk (const RgGame *game, guint32 seed, WalkStats *ws)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  AdjJournal *j = rg_new_game (game);
  guint stuck = 0;
  for (guint a = 0; a < ACTIONS; a++)
    {
      if (g_rand_int_range (rand, 0, 10) == 0)
        {
          adj_journal_undo (j);
          continue;
        }
      g_autoptr (GPtrArray) step = game->propose (j, rand);
      if (step == NULL)
        {
          if (++stuck > 20 || !adj_journal_undo (j))
            break;
          continue;
        }
      /* The same step again, as a page that lets Apply be pressed twice
       * would: the rules take it or refuse it whole. */
      if (step->len > 0 && try_step (j, step, rand, ws) && g_rand_int_range (rand, 0, 3) == 0)
        {
          ws->repeated++;
          try_step (j, step, rand, ws);
        }
    }
  adj_journal_free (j);
}

static void
test_walk (gconstpointer data)
{
  const RgGame *game = data;
  WalkStats ws = { 0 };
  guint games = g_getenv ("ADJUTANT_TEST_VALGRIND") != NULL ? 1 : GAMES;
  for (guint g = 0; g < games; g++)
    walk (game, 0x5eed0000u + g, &ws);
  g_test_message ("%s: %u steps accepted, %u refused, %u moves checked, %u steps tried twice", game->ruleset,
                  ws.accepted, ws.refused, ws.checked_moves, ws.repeated);
  /* A walk that never moves would prove nothing. */
  g_assert_cmpuint (ws.accepted, >, games * 20);
  g_assert_cmpuint (ws.refused, >, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/procedure-walk/glory", &rg_glory, test_walk);
  g_test_add_data_func ("/procedure-walk/fixed-glory", &rg_fixed_glory, test_walk);
  g_test_add_data_func ("/procedure-walk/tgtw", &rg_tgtw, test_walk);
  g_test_add_data_func ("/procedure-walk/tgtw-options", &rg_tgtw_options, test_walk);
  g_test_add_data_func ("/procedure-walk/cog", &rg_cog, test_walk);
  g_test_add_data_func ("/procedure-walk/dog", &rg_dog, test_walk);
  g_test_add_data_func ("/procedure-walk/dog-options", &rg_dog_options, test_walk);
  return g_test_run ();
}
