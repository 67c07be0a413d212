/* The Glory that Was for one army's device (tgtw/sideview.c).
 *
 * Property, over random legal games with tactical cards: at every cards
 * move, another choice of cards by the same army leaves the other army's
 * view and journal line, and a spectator's, exactly as they were, while
 * the chooser's own view shows the difference (11.0: hidden until both
 * have chosen). And by hand: what each army may choose, whose each move
 * is, the cards by name once revealed. */
#include <string.h>

#include <adjutant-engine.h>
#include <tgtw/move.h>
#include <tgtw/sideview.h>
#include <tgtw/state.h>

#include "random-game.h"

static const AdjRuleset *rs = &adj_tgtw_ruleset;

static char *
view_text (gconstpointer s, int side)
{
  json_object *v = rs->state_view (s, side);
  char *text = g_strdup (json_object_to_json_string_ext (v, JSON_C_TO_STRING_PLAIN));
  json_object_put (v);
  return text;
}

/* Another legal choice of cards for @m's army in @before, or NULL when
 * every sector allows one card only. */
static AdjTgtwMove *
other_choice (const AdjTgtwState *before, const AdjTgtwMove *m)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (before);
  int cards[ADJ_TGTW_MAX_SECTORS] = { 0 };
  gboolean differs = FALSE;
  for (guint i = 0; i < adj_tgtw_scenario_n_sectors (sc); i++)
    {
      cards[i] = m->cards[i];
      for (int c = 0; c <= ADJ_TGTW_N_CARDS && !differs; c++)
        if (c != m->cards[i] && adj_tgtw_move_card_allowed (before, (guint) m->army, i, c, NULL))
          {
            cards[i] = c;
            differs = TRUE;
          }
    }
  return differs ? adj_tgtw_move_cards ((guint) m->army, cards) : NULL;
}

typedef struct {
  guint hidden_checked;   /* cards moves with another choice compared */
  guint revealed_seen;    /* states with both armies' cards named */
} Counts;

static void
check_cards_move (const AdjTgtwMove *m, const AdjTgtwState *before, const AdjTgtwState *after, Counts *n)
{
  g_assert_cmpint (rs->move_side (m, before), ==, m->army);
  if (adj_tgtw_state_cards_revealed (after))
    return;
  g_autoptr (AdjTgtwMove) alt = other_choice (before, m);
  if (alt == NULL)
    return;
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjTgtwState) after2 = adj_tgtw_move_apply (before, alt, &error);
  g_assert_no_error (error);
  int army = m->army;
  for (int viewer = -1; viewer <= 1; viewer++)
    {
      g_autofree char *v1 = view_text (after, viewer);
      g_autofree char *v2 = view_text (after2, viewer);
      g_autofree char *l1 = rs->move_describe_for (m, before, after, viewer);
      g_autofree char *l2 = rs->move_describe_for (alt, before, after2, viewer);
      if (viewer == army)
        {
          g_assert_cmpstr (v1, !=, v2);
          g_assert_cmpstr (l1, !=, l2);
          g_assert_nonnull (strstr (v1, "\"my_cards\""));
        }
      else
        {
          g_assert_cmpstr (v1, ==, v2);
          g_assert_cmpstr (l1, ==, l2);
        }
    }
  n->hidden_checked++;
}

static void
observe (AdjJournal *j, RgEvent event, gpointer data)
{
  Counts *n = data;
  const AdjTgtwState *s = adj_journal_get_state (j);
  if (adj_tgtw_state_cards_revealed (s))
    {
      g_autofree char *v = view_text (s, -1);
      if (strstr (v, "\"cards_shown\"") != NULL)
        n->revealed_seen++;
    }
  if (event != RG_STEP)
    return;
  guint i = adj_journal_get_cursor (j) - 1;
  g_autoptr (AdjTgtwState) before = adj_tgtw_state_ref ((AdjTgtwState *) adj_journal_get_state_at (j, i));
  for (guint k = 0; k < adj_journal_get_n_moves (j, i); k++)
    {
      const AdjTgtwMove *m = adj_journal_get_move_in_step (j, i, k);
      g_autoptr (GError) error = NULL;
      g_autoptr (AdjTgtwState) after = adj_tgtw_move_apply (before, m, &error);
      g_assert_no_error (error);
      if (m->type == ADJ_TGTW_MOVE_CARDS)
        check_cards_move (m, before, after, n);
      else if (m->type != ADJ_TGTW_MOVE_FIRST)
        g_assert_cmpint (rs->move_side (m, before), ==, -1);
      adj_tgtw_state_unref (before);
      before = g_steal_pointer (&after);
    }
}

static void
test_cards_random (void)
{
  Counts n = { 0 };
  for (guint32 seed = 1; seed <= 8; seed++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      AdjJournal *j = rg_new_game (&rg_tgtw_options);
      RgStats stats;
      rg_stats_init (&stats);
      rg_play (&rg_tgtw_options, j, 300, rand, observe, &n, &stats);
      rg_stats_clear (&stats);
      adj_journal_free (j);
    }
  /* The games did reach hidden cards, and revealed ones. */
  g_assert_cmpuint (n.hidden_checked, >, 10);
  g_assert_cmpuint (n.revealed_seen, >, 10);
}

/* Plays the demonstration to its cards step (4.0 rolls, 3.0 first). */
static AdjJournal *
to_cards_step (void)
{
  AdjJournal *j = rg_new_game (&rg_tgtw_options);
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  for (guint tries = 0; tries < 200; tries++)
    {
      const AdjTgtwState *s = adj_journal_get_state (j);
      if (adj_tgtw_state_get_phase (s) == ADJ_TGTW_PHASE_INITIATIVE
          && adj_tgtw_state_init_step (s) == ADJ_TGTW_INIT_CARDS)
        return j;
      g_autoptr (GPtrArray) step = rg_tgtw_options.propose (j, rand);
      g_assert_nonnull (step);
      adj_journal_apply_group (j, (gconstpointer const *) step->pdata, step->len, NULL);
    }
  g_assert_not_reached ();
}

/* 11.0 by hand: each army is offered only the cards it may play, makes
 * its own choice, sees its own, and both see both once both chose. */
static void
test_cards_by_hand (void)
{
  AdjJournal *j = to_cards_step ();
  const AdjTgtwState *s = adj_journal_get_state (j);
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  guint n = adj_tgtw_scenario_n_sectors (sc);

  for (int army = 0; army < 2; army++)
    {
      json_object *v = rs->state_view (s, army);
      json_object *choices = json_object_object_get (v, "card_choices");
      g_assert_nonnull (choices);
      g_assert_cmpuint (json_object_array_length (choices), ==, n);
      for (guint i = 0; i < n; i++)
        {
          json_object *cards = json_object_object_get (json_object_array_get_idx (choices, i), "cards");
          g_assert_cmpuint (json_object_array_length (cards), >, 0);
          for (size_t k = 0; k < json_object_array_length (cards); k++)
            {
              int c = json_object_get_int (json_object_object_get (json_object_array_get_idx (cards, k), "card"));
              g_assert_true (adj_tgtw_move_card_allowed (s, (guint) army, i, c, NULL));
            }
        }
      json_object_put (v);
    }
  g_autofree char *spectator = view_text (s, -1);
  g_assert_null (strstr (spectator, "card_choices"));

  /* Blue (army 0) picks the first card offered everywhere. */
  int cards[ADJ_TGTW_MAX_SECTORS] = { 0 };
  for (guint i = 0; i < n; i++)
    for (int c = ADJ_TGTW_N_CARDS; c >= 0; c--)
      if (adj_tgtw_move_card_allowed (s, 0, i, c, NULL))
        cards[i] = c;
  g_autoptr (AdjTgtwMove) mine = adj_tgtw_move_cards (0, cards);
  g_autoptr (GError) error = NULL;
  g_assert_true (adj_journal_apply (j, mine, &error));
  g_assert_no_error (error);
  s = adj_journal_get_state (j);
  g_autofree char *v0 = view_text (s, 0);
  g_autofree char *v1 = view_text (s, 1);
  g_assert_nonnull (strstr (v0, "\"my_cards\""));
  g_assert_null (strstr (v1, "\"my_cards\""));
  g_assert_nonnull (strstr (v1, "\"card_choices\""));
  g_assert_null (strstr (v0, "\"card_choices\""));
  /* The journal: Blue's device names its cards, Red's does not. */
  guint last = adj_journal_get_cursor (j) - 1;
  g_autofree char *line0 = adj_journal_describe_for (j, last, 0);
  g_autofree char *line1 = adj_journal_describe_for (j, last, 1);
  g_assert_cmpstr (line0, !=, line1);
  g_assert_nonnull (strstr (line0, "hidden from the other army"));
  g_assert_nonnull (strstr (line1, "hidden until both armies have"));

  /* Red chooses: both are revealed, to both, by name. */
  int red[ADJ_TGTW_MAX_SECTORS] = { 0 };
  for (guint i = 0; i < n; i++)
    for (int c = ADJ_TGTW_N_CARDS; c >= 0; c--)
      if (adj_tgtw_move_card_allowed (s, 1, i, c, NULL))
        red[i] = c;
  g_autoptr (AdjTgtwMove) theirs = adj_tgtw_move_cards (1, red);
  g_assert_cmpint (rs->move_side (theirs, s), ==, 1);
  g_assert_true (adj_journal_apply (j, theirs, &error));
  g_assert_no_error (error);
  s = adj_journal_get_state (j);
  for (int viewer = -1; viewer <= 1; viewer++)
    {
      g_autofree char *v = view_text (s, viewer);
      g_assert_nonnull (strstr (v, "\"cards_shown\""));
      g_assert_null (strstr (v, "\"my_cards\""));
    }
  adj_journal_free (j);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tgtw/sideview/11.0-cards-hidden-random", test_cards_random);
  g_test_add_func ("/tgtw/sideview/11.0-cards-by-hand", test_cards_by_hand);
  return g_test_run ();
}
