/* Clash of Giants III for one side's device (cog/sideview.c).
 *
 * Property, over random legal games with Greater Artillery Realism
 * (6.3.2): no view or journal line of a side names the other side's
 * markers drawn face down or left in the cup, its own always; and at
 * each draw, another draw with the same count per side leaves the other
 * side's view and line exactly as they were. By hand: whose each move is
 * and the host's draws. */
#include <string.h>

#include <adjutant-engine.h>
#include <cog/apply.h>
#include <cog/move.h>
#include <cog/sideview.h>
#include <cog/state.h>

#include "random-game.h"

static const AdjRuleset *rs = &adj_cog_ruleset;
static const RgGame *game;
static RgGame hidden_game;

static char *
view_text (gconstpointer s, int side)
{
  json_object *v = rs->state_view (s, side);
  char *text = g_strdup (json_object_to_json_string_ext (v, JSON_C_TO_STRING_PLAIN));
  json_object_put (v);
  return text;
}

static gboolean
secret_of (const AdjCogState *s, guint am)
{
  AdjCogAmStatus st = adj_cog_state_am_status (s, am);
  return st == ADJ_COG_AM_DRAWN || st == ADJ_COG_AM_SET_ASIDE;
}

typedef struct {
  guint secrets;       /* face-down markers checked in views */
  guint draws;         /* draws compared with another of the same counts */
} Counts;

static void
check_views (const AdjCogState *s, Counts *n)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  char *views[3] = { view_text (s, 0), view_text (s, 1), view_text (s, -1) };
  for (guint i = 0; i < adj_cog_battle_n_ams (b); i++)
    {
      if (!secret_of (s, i))
        continue;
      const AdjCogArtilleryMarker *am = adj_cog_battle_am (b, i);
      g_autofree char *named = g_strdup_printf ("\"%s\"", am->name);
      g_autofree char *face = g_strdup_printf ("\"%s\":\"face-down\"", am->id);
      /* Its own side sees it; the other side and a spectator do not. */
      g_assert_null (strstr (views[am->side], face));
      g_assert_nonnull (strstr (views[1 - am->side], face));
      g_assert_nonnull (strstr (views[2], face));
      g_assert_null (strstr (views[1 - am->side], named));
      g_assert_null (strstr (views[2], named));
      if (adj_cog_state_am_status (s, i) == ADJ_COG_AM_DRAWN)
        g_assert_nonnull (strstr (views[am->side], named));
      n->secrets++;
    }
  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    g_free (views[i]);
}

static void
drawn_counts (const AdjCogState *s, guint *out)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  out[0] = out[1] = 0;
  for (guint i = 0; i < adj_cog_battle_n_ams (b); i++)
    if (adj_cog_state_am_status (s, i) == ADJ_COG_AM_DRAWN)
      out[adj_cog_battle_am (b, i)->side]++;
}

/* Another virtual draw from @before with the same count per side and a
 * different marker of side @changed, if one of a few hundred seeds gives
 * one. */
static void
check_draw (const AdjCogMove *m, const AdjCogState *before, const AdjCogState *after, Counts *n)
{
  guint want[2], got[2];
  drawn_counts (after, want);
  for (guint64 seed = 1; seed < 400; seed++)
    {
      g_autoptr (AdjCogMove) alt = adj_cog_move_am_draw_virtual (seed);
      g_autoptr (AdjCogState) after2 = adj_cog_state_apply (before, alt, NULL);
      if (after2 == NULL)
        return;
      drawn_counts (after2, got);
      if (got[0] != want[0] || got[1] != want[1])
        continue;
      for (int changed = 0; changed < 2; changed++)
        {
          g_autofree char *mine1 = view_text (after, changed);
          g_autofree char *mine2 = view_text (after2, changed);
          if (g_str_equal (mine1, mine2))
            continue;  /* the same markers of this side */
          for (int viewer = -1; viewer <= 1; viewer++)
            if (viewer != changed)
              {
                g_autofree char *v1 = view_text (after, viewer);
                g_autofree char *v2 = view_text (after2, viewer);
                g_autofree char *l1 = rs->move_describe_for (m, before, after, viewer);
                g_autofree char *l2 = rs->move_describe_for (alt, before, after2, viewer);
                if (viewer >= 0 && !g_str_equal (v1, v2))
                  continue;  /* the viewer's own markers differ too */
                g_assert_cmpstr (v1, ==, v2);
                g_assert_cmpstr (l1, ==, l2);
              }
          n->draws++;
          return;
        }
    }
}

static void
observe (AdjJournal *j, RgEvent event, gpointer data)
{
  Counts *n = data;
  check_views (adj_journal_get_state (j), n);
  if (event != RG_STEP)
    return;
  guint i = adj_journal_get_cursor (j) - 1;
  g_autoptr (AdjCogState) before = adj_cog_state_ref ((AdjCogState *) adj_journal_get_state_at (j, i));
  for (guint k = 0; k < adj_journal_get_n_moves (j, i); k++)
    {
      const AdjCogMove *m = adj_journal_get_move_in_step (j, i, k);
      g_autoptr (AdjCogState) after = adj_cog_state_apply (before, m, NULL);
      g_assert_nonnull (after);
      int side = rs->move_side (m, before);
      g_assert_true (side >= -1 && side <= 1);
      if (m->type == ADJ_COG_MOVE_CM_DRAW)
        g_assert_cmpint (side, ==, (int) adj_cog_state_drawer (before));
      if (m->type == ADJ_COG_MOVE_AM_DRAW)
        {
          g_assert_cmpint (side, ==, -1);
          if (m->has_seed)
            check_draw (m, before, after, n);
        }
      adj_cog_state_unref (before);
      before = g_steal_pointer (&after);
    }
}

static void
test_artillery_random (void)
{
  Counts n = { 0 };
  for (guint32 seed = 1; seed <= 6; seed++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      AdjJournal *j = rg_new_game (game);
      RgStats stats;
      rg_stats_init (&stats);
      rg_play (game, j, 400, rand, observe, &n, &stats);
      rg_stats_clear (&stats);
      adj_journal_free (j);
    }
  /* The games did draw markers to keep secret, and compared draws. */
  g_assert_cmpuint (n.secrets, >, 50);
  g_assert_cmpuint (n.draws, >, 3);
}

/* By hand: the host's draws, and a draw's line for each reader. */
static void
test_host_draws (void)
{
  AdjJournal *j = rg_new_game (game);
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);
  g_autoptr (GError) error = NULL;
  /* Step on to the AM draw (II., 6.3.2). */
  for (guint tries = 0; tries < 20; tries++)
    {
      g_autoptr (AdjCogMove) draw = rs->move_virtual (adj_journal_get_state (j), "am_draw", 99, NULL);
      g_assert_nonnull (draw);
      if (adj_journal_apply (j, draw, NULL))
        break;
      g_autoptr (AdjCogMove) next = adj_cog_move_next ((int) adj_cog_state_step (adj_journal_get_state (j)));
      g_assert_true (adj_journal_apply (j, next, &error));
      g_assert_no_error (error);
    }
  const AdjCogState *s = adj_journal_get_state (j);
  guint counts[2];
  drawn_counts (s, counts);
  guint last = adj_journal_get_cursor (j) - 1;
  g_autofree char *shared = adj_journal_describe_for (j, last, -1);
  g_assert_nonnull (strstr (shared, "face down"));
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *line = adj_journal_describe_for (j, last, side);
      /* Its own names after "yours", when it drew any. */
      g_assert_true ((strstr (line, "; yours: ") != NULL) == (counts[side] > 0));
      json_object *v = rs->state_view (s, side);
      g_assert_cmpuint (json_object_array_length (json_object_object_get (v, "my_artillery")), >=, counts[side]);
      json_object_put (v);
    }
  g_assert_null (rs->move_virtual (s, "combat", 1, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  adj_journal_free (j);
  (void) rand;
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  hidden_game = rg_cog;
  hidden_game.options = "{\"greater_artillery_realism\":true}";
  game = &hidden_game;
  g_test_add_func ("/cog/sideview/6.3.2-face-down-random", test_artillery_random);
  g_test_add_func ("/cog/sideview/6.3.2-host-draws", test_host_draws);
  return g_test_run ();
}
