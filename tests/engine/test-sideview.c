/* Glory III for one side's device (glory/sideview.c): over random legal
 * games, no side's view or journal line ever holds a choice the other
 * side has not revealed (an AM in the pool, 4.21, before it is drawn;
 * the held-out AM, 5.23, before it is played), while its own are there;
 * whose each move is; the app's blind draw. */
#include <string.h>

#include "game-helpers.h"

static const AdjRuleset *rs = &adj_glory_ruleset;

static char *
view_text (const AdjGameState *s, int side)
{
  json_object *v = rs->state_view (s, side);
  char *text = g_strdup (json_object_to_json_string_ext (v, JSON_C_TO_STRING_PLAIN));
  json_object_put (v);
  return text;
}

/* Whether @text names AM @am: its id or its title, as a whole JSON string
 * (or, in a journal line, anywhere). */
static gboolean
names_am (const char *text, AdjBattle *b, guint am, gboolean quoted)
{
  g_autofree char *title = adj_battle_am_title (b, am);
  g_autofree char *qid = g_strdup_printf (quoted ? "\"%s\"" : "%s", adj_battle_get_am (b, am)->id);
  g_autofree char *qtitle = g_strdup_printf (quoted ? "\"%s\"" : "%s", title);
  return strstr (text, qid) != NULL || strstr (text, qtitle) != NULL;
}

/* The AM is a secret of its side in @s: held out (5.23), or in the
 * opaque cup until drawn (4.21). */
static gboolean
secret (const AdjGameState *s, guint am)
{
  AdjAmLocation loc = adj_game_state_am_location (s, am);
  return loc == ADJ_AM_HELD_OUT || loc == ADJ_AM_POOL;
}

static guint n_secrets_checked;

static void
check_views (const AdjGameState *s)
{
  AdjBattle *b = adj_game_state_get_battle (s);
  char *views[3] = { view_text (s, 0), view_text (s, 1), view_text (s, -1) };
  for (guint am = 0; am < adj_battle_n_ams (b); am++)
    {
      if (!secret (s, am))
        continue;
      int owner = (int) adj_battle_am_side (b, am);
      g_assert_true (names_am (views[owner], b, am, TRUE));
      g_assert_false (names_am (views[1 - owner], b, am, TRUE));
      g_assert_false (names_am (views[2], b, am, TRUE));
      n_secrets_checked++;
    }
  if (adj_game_state_held_out (s) >= 0 && adj_game_state_get_phase (s) == ADJ_PHASE_SELECTION)
    {
      int owner = (int) adj_battle_am_side (b, (guint) adj_game_state_held_out (s));
      g_assert_nonnull (strstr (views[1 - owner], "\"held_out_hidden\":true"));
      g_assert_null (strstr (views[owner], "held_out_hidden"));
    }
  /* (g_autofree on the array would free only the first) */
  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    g_free (views[i]);
}

/* The journal's line of @a for each viewer: the other side's secret is
 * not named, the side's own is. */
static void
check_lines (const AdjAction *a, const AdjGameState *before, const AdjGameState *after)
{
  AdjBattle *b = adj_game_state_get_battle (before);
  for (int viewer = -1; viewer <= 1; viewer++)
    {
      g_autofree char *line = rs->move_describe_for (a, before, after, viewer);
      g_assert_nonnull (line);
      if (a->type == ADJ_ACTION_HOLD_OUT && a->target >= 0)
        g_assert_true (names_am (line, b, (guint) a->target, FALSE) == (viewer == a->side));
      if (a->type == ADJ_ACTION_SELECT)
        for (guint i = 0; i < a->n_items; i++)
          g_assert_true (names_am (line, b, a->items[i], FALSE) == (viewer == a->side));
    }
}

static void
check_move_side (const AdjAction *a, const AdjGameState *s)
{
  int side = rs->move_side (a, s);
  if (a->type == ADJ_ACTION_SELECT || a->type == ADJ_ACTION_HOLD_OUT)
    g_assert_cmpint (side, ==, a->side);
  else if (a->type == ADJ_ACTION_DRAW || a->type == ADJ_ACTION_INITIATIVE)
    g_assert_cmpint (side, ==, -1);
  else if (a->type == ADJ_ACTION_RALLY || a->type == ADJ_ACTION_RECOVER || a->type == ADJ_ACTION_FIRE)
    g_assert_cmpint (side, ==, (int) adj_battle_unit_side (adj_game_state_get_battle (s), (guint) a->target));
  else if (a->type == ADJ_ACTION_START)
    g_assert_cmpint (side, ==, (int) adj_battle_am_side (adj_game_state_get_battle (s),
                                                          (guint) adj_game_state_drawn_am (s)));
  else
    g_assert_true (side >= -1 && side <= 1);
}

static void
play (AdjBattle *b, guint32 seed, guint n)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (AdjGameState) s = adj_game_state_new (b, NULL, NULL);
  for (guint i = 0; i < n; i++)
    {
      check_views (s);
      AdjAction *a = th_legal_action (s, rand);
      if (a == NULL)
        break;
      check_move_side (a, s);
      AdjGameState *next = adj_action_apply (s, a, NULL);
      g_assert_nonnull (next);
      check_lines (a, s, next);
      adj_action_free (a);
      adj_game_state_unref (s);
      s = next;
    }
}

static void
test_secrets_random (void)
{
  g_autoptr (AdjBattle) sample = th_load_sample ();
  g_autofree char *json = th_synthetic_battle_json (2, 2, 2, 6);
  g_autoptr (AdjBattle) synthetic = th_battle (json);
  n_secrets_checked = 0;
  for (guint32 seed = 1; seed <= 12; seed++)
    play (seed % 2 ? sample : synthetic, seed, 250);
  /* The games did reach secrets to keep. */
  g_assert_cmpuint (n_secrets_checked, >, 50);
}

/* One activation's choices by hand: each side's own AMs and legal moves,
 * the pool shared once both chose, the draw made by the app. */
static void
test_activation (void)
{
  g_autoptr (AdjBattle) b = th_load_sample ();
  g_autoptr (AdjGameState) s0 = adj_game_state_new (b, NULL, NULL);
  g_autoptr (GError) error = NULL;

  /* 5.22: the sample's first turn gives the initiative; nothing is rolled
   * or drawn by the app before the selection. */
  g_assert_cmpint (adj_game_state_get_phase (s0), ==, ADJ_PHASE_HOLD_OUT);
  g_assert_null (rs->move_virtual (s0, "draw", 7, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_null (rs->move_virtual (s0, "initiative", 7, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_autoptr (AdjGameState) s1 = adj_game_state_ref (s0);
  int ini = adj_game_state_get_initiative (s1);
  g_assert_cmpint (ini, >=, 0);
  g_autoptr (AdjAction) none = adj_action_hold_out ((guint) ini, -1);
  g_autoptr (AdjGameState) s2 = adj_action_apply (s1, none, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_game_state_get_phase (s2), ==, ADJ_PHASE_SELECTION);

  /* Each side may select, and names only its own AMs; a unit may also
   * be assigned to a leader (14.53). */
  g_autoptr (GPtrArray) legal = rs->state_legal (s2);
  g_assert_cmpuint (legal->len, ==, 3);
  g_assert_cmpstr (((AdjStepItem *) legal->pdata[2])->kind, ==, "assign");
  for (guint i = 0; i < 2; i++)
    {
      const AdjStepItem *it = legal->pdata[i];
      g_assert_cmpstr (it->kind, ==, "select");
      g_assert_cmpuint (it->units->len, >, 0);
      for (guint k = 0; k < it->units->len; k++)
        g_assert_cmpuint (adj_battle_am_side (b, (guint) adj_battle_find_am (b, it->units->pdata[k])), ==,
                          (guint) it->side);
    }
  g_autoptr (GPtrArray) owed = rs->state_owed (s2);
  g_assert_cmpuint (owed->len, ==, 2);
  for (guint i = 0; i < owed->len; i++)
    g_assert_cmpuint (((AdjStepItem *) owed->pdata[i])->units->len, ==, 0);

  g_autoptr (GArray) a0 = adj_game_state_available_ams (s2, 0);
  g_autoptr (GArray) a1 = adj_game_state_available_ams (s2, 1);
  g_autoptr (AdjAction) sel0 = adj_action_select (0, (guint *) a0->data, 1);
  g_autoptr (AdjGameState) s3 = adj_action_apply (s2, sel0, &error);
  g_assert_no_error (error);
  g_autofree char *v1 = view_text (s3, 1);
  g_assert_false (names_am (v1, b, g_array_index (a0, guint, 0), TRUE));
  g_assert_nonnull (strstr (v1, "\"chosen\":{"));
  g_autoptr (AdjAction) sel1 = adj_action_select (1, (guint *) a1->data, 1);
  g_autoptr (AdjGameState) s4 = adj_action_apply (s3, sel1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_game_state_get_phase (s4), ==, ADJ_PHASE_DRAW);
  /* Both chose: the cup stays opaque (4.21); each side sees its own. */
  g_autofree char *v1b = view_text (s4, 1);
  g_assert_false (names_am (v1b, b, g_array_index (a0, guint, 0), TRUE));
  g_assert_true (names_am (v1b, b, g_array_index (a1, guint, 0), TRUE));

  g_autoptr (AdjAction) draw = rs->move_virtual (s4, "draw", 12345, &error);
  g_assert_no_error (error);
  g_assert_cmpint (rs->move_side (draw, s4), ==, -1);
  g_autoptr (AdjGameState) s5 = adj_action_apply (s4, draw, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_game_state_get_phase (s5), ==, ADJ_PHASE_ACTIVATION);
  /* The AM drawn is seen by both. */
  g_autofree char *v0 = view_text (s5, 0);
  g_autofree char *v1c = view_text (s5, 1);
  g_assert_nonnull (strstr (v0, "\"drawn\":{\"id\""));
  g_assert_true (names_am (v0, b, (guint) draw->target, TRUE));
  g_assert_true (names_am (v1c, b, (guint) draw->target, TRUE));
  g_assert_cmpstr (rs->side_id (b, 0), ==, adj_battle_get_side (b, 0)->id);
  g_assert_cmpstr (rs->side_name (b, 1), ==, adj_battle_get_side (b, 1)->name);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sideview/secrets-random", test_secrets_random);
  g_test_add_func ("/sideview/activation", test_activation);
  return g_test_run ();
}
