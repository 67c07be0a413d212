/* Who may try a Combined Activation with the drawn AM (4.25): the leaders
 * it activates that wait to act and have not tried yet; nobody once they
 * have tried; not a brigade without a leader (14.34). */
#include "game-helpers.h"

static gboolean
has (GArray *groups, guint g)
{
  for (guint i = 0; i < groups->len; i++)
    if (g_array_index (groups, guint, i) == g)
      return TRUE;
  return FALSE;
}

/* Cedar Creek: the VI Corps AM activates Getty and Ricketts, who may
 * combine; after a failed roll neither may try again, and a leader who
 * acts alone is no longer waiting. */
static void
test_vi_corps (ThGame *f, gconstpointer data)
{
  guint getty = th_group (f->b, "getty"), ricketts = th_group (f->b, "ricketts");
  guint both[] = { getty, ricketts };

  th_play_to_activation (f->j, "vi-corps#1");
  g_autoptr (GArray) before = adj_activation_ca_candidates (adj_journal_get_state (f->j));
  g_assert_cmpuint (before->len, ==, 2);
  g_assert_true (has (before, getty));
  g_assert_true (has (before, ricketts));
  g_assert_true (adj_activation_check_combine (adj_journal_get_state (f->j), both, 2, NULL));

  th_apply (f->j, adj_action_combine (both, 2, adj_roll_typed (0), ADJ_FACT_IN_RANGE));
  g_autoptr (GArray) tried = adj_activation_ca_candidates (adj_journal_get_state (f->j));
  g_assert_cmpuint (tried->len, ==, 0);

  g_assert_true (adj_journal_undo (f->j));
  th_apply (f->j, adj_action_start (getty));
  g_autoptr (GArray) acting = adj_activation_ca_candidates (adj_journal_get_state (f->j));
  g_assert_false (has (acting, getty));
}

/* The cavalry brigade has no leader: it never combines (14.34). */
static void
test_brigade (ThGame *f, gconstpointer data)
{
  th_play_to_activation (f->j, "union-cavalry#1");
  g_autoptr (GArray) groups = adj_game_state_activated_groups (adj_journal_get_state (f->j));
  g_assert_cmpuint (groups->len, >, 0);
  g_autoptr (GArray) candidates = adj_activation_ca_candidates (adj_journal_get_state (f->j));
  g_assert_cmpuint (candidates->len, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/cacandidates/rule-4.25/vi-corps", ThGame, NULL, th_game_setup, test_vi_corps, th_game_teardown);
  g_test_add ("/cacandidates/rule-14.34/brigade-never-combines", ThGame, NULL, th_game_setup, test_brigade,
              th_game_teardown);
  return g_test_run ();
}
