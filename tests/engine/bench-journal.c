/* docs/design.md budget: replaying a 10,000-action journal in under 100 ms,
 * from a save or from the autosave's base and log; what the autosave
 * costs. Also one full turn with a 40-AM pool. Prints the figures and their
 * ratio to the budget; fails when over it (meson test --benchmark). */
#include <stdio.h>
#include <string.h>
#include <glib/gstdio.h>

#include "game-helpers.h"

#define BUDGET_US 100000.0
#define REPEATS 15

/* Apply every action of @j to a fresh journal. */
static double
replay_us (AdjBattle *b, const AdjJournal *j)
{
  gint64 t0 = g_get_monotonic_time ();
  g_autoptr (AdjJournal) again = adj_game_journal_new (b, NULL, NULL);
  for (guint i = 0; i < adj_journal_get_length (j); i++)
    if (!adj_journal_apply (again, adj_journal_get_move (j, i), NULL))
      g_error ("replay refused action %u", i);
  return (double) (g_get_monotonic_time () - t0);
}

static double
load_us (const char *text)
{
  gint64 t0 = g_get_monotonic_time ();
  GError *error = NULL;
  g_autoptr (AdjJournal) j = adj_savegame_load_data (text, strlen (text), "bench.json", adj_rulesets (), NULL, NULL, &error);
  g_assert_no_error (error);
  return (double) (g_get_monotonic_time () - t0);
}

/* One turn: initiative, every AM in the pool, every AM drawn and every
 * command through steps i-vii with a disorder and a rally, recovery. */
static guint
play_turn (AdjJournal *j, GRand *rand)
{
  guint start = adj_journal_get_length (j);
  guint turn = adj_game_state_get_turn (adj_journal_get_state (j));
  while (adj_game_state_get_turn (adj_journal_get_state (j)) == turn)
    {
      const AdjGameState *s = adj_journal_get_state (j);
      switch (adj_game_state_get_phase (s))
        {
        case ADJ_PHASE_INITIATIVE:
          th_apply (j, adj_action_initiative (adj_roll_virtual (g_rand_int (rand)), adj_roll_virtual (g_rand_int (rand))));
          break;
        case ADJ_PHASE_HOLD_OUT:
          th_apply (j, adj_action_hold_out ((guint) adj_game_state_get_initiative (s), -1));
          break;
        case ADJ_PHASE_SELECTION:
          {
            guint side = adj_game_state_has_selected (s, 0) ? 1 : 0;
            g_autoptr (GArray) ams = adj_game_state_available_ams (s, side);
            th_apply (j, adj_action_select (side, (guint *) ams->data, ams->len));
          }
          break;
        case ADJ_PHASE_DRAW:
          th_apply (j, adj_action_draw_virtual (s, g_rand_int (rand), NULL));
          break;
        case ADJ_PHASE_ACTIVATION:
          if (adj_game_state_get_step (s) == ADJ_STEP_CHOOSE)
            {
              g_autoptr (GArray) g = adj_game_state_activated_groups (s);
              for (guint i = 0; i < g->len; i++)
                if (adj_game_state_group_status (s, g_array_index (g, guint, i)) == ADJ_GROUP_PENDING)
                  {
                    guint group = g_array_index (g, guint, i);
                    th_apply (j, adj_action_start (group));
                    g_autoptr (GArray) units = adj_game_state_group_units (adj_journal_get_state (j), group);
                    guint u = g_array_index (units, guint, 0);
                    if (adj_game_state_unit_status (adj_journal_get_state (j), u) == ADJ_UNIT_ON_MAP
                        && !adj_game_state_unit_disordered (adj_journal_get_state (j), u))
                      {
                        th_apply (j, adj_action_unit (ADJ_ACTION_DISORDER, u));
                        th_advance_to (j, ADJ_STEP_RALLY);
                        AdjRoll r = adj_roll_virtual (g_rand_int (rand));
                        th_apply (j, adj_action_rally (u, adj_game_state_is_night (adj_journal_get_state (j)) ? NULL : &r, 0));
                      }
                    break;
                  }
            }
          else
            th_apply (j, adj_action_advance ());
          break;
        case ADJ_PHASE_RECOVERY:
          th_apply (j, adj_action_advance ());
          break;
        default:
          g_error ("the battle ended during the turn");
        }
    }
  return adj_journal_get_length (j) - start;
}

int
main (int argc, char **argv)
{
  /* A large battle, so the 10,000 actions are ten turns of dense play. */
  g_autofree char *json = th_synthetic_battle_json (20, 2, 4, 100);
  g_autoptr (AdjBattle) b = th_battle (json);
  int status = 0;

  /* 1. Replaying 10,000 actions. */
  g_autoptr (AdjJournal) j = th_random_game (b, 10000, 1861);
  g_assert_cmpuint (adj_journal_get_length (j), ==, 10000);
  json_object *o = adj_savegame_to_json (j, TRUE);
  g_autofree char *text = g_strdup (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN));
  json_object_put (o);
  double apply[REPEATS], load[REPEATS];
  for (guint r = 0; r < REPEATS; r++)
    {
      apply[r] = replay_us (b, j);
      load[r] = load_us (text);
    }
  double apply_med = th_median (apply, REPEATS), load_med = th_median (load, REPEATS);
  g_autoptr (GArray) on_map0 = adj_game_state_units_with_status (adj_journal_get_state (j), 0, ADJ_UNIT_ON_MAP);
  g_autoptr (GArray) on_map1 = adj_game_state_units_with_status (adj_journal_get_state (j), 1, ADJ_UNIT_ON_MAP);
  printf ("battle: %u units, %u AMs; journal: 10000 actions, %zu bytes of JSON, ends on turn %u "
          "with %u units on the map\n", adj_battle_n_units (b), adj_battle_n_ams (b), strlen (text),
          adj_game_state_get_turn (adj_journal_get_state (j)) + 1, on_map0->len + on_map1->len);
  printf ("replay 10000 actions (apply only): median %.2f ms = %.3f x budget (100 ms)\n",
          apply_med / 1000.0, apply_med / BUDGET_US);
  printf ("load + replay from saved JSON:     median %.2f ms = %.3f x budget (100 ms)\n",
          load_med / 1000.0, load_med / BUDGET_US);
  if (load_med > BUDGET_US)
    status = 1;

  /* 2. The autosave of that game: a full save (the base), a line of the
   * log per action, and resuming from a base and a log as long as it. */
  {
    g_autofree char *dir = g_dir_make_tmp ("adj-bench-autosave-XXXXXX", NULL);
    g_autofree char *base = g_build_filename (dir, "autosave.json", NULL);
    g_autofree char *log_path = g_build_filename (dir, "autosave.log", NULL);
    double write_base[REPEATS], append[REPEATS], resume[REPEATS];
    guint half = adj_journal_get_length (j) / 2;
    gsize base_len = 0, line_len = 80;

    for (guint r = 0; r < REPEATS; r++)
      {
        GError *error = NULL;
        g_autofree char *hash = NULL;
        gint64 t0 = g_get_monotonic_time ();
        g_autofree char *data = adj_savelog_base_data (j, &base_len, &hash);
        g_assert_true (adj_json_save_text (data, base_len, base, &error));
        write_base[r] = (double) (g_get_monotonic_time () - t0);
      }
    /* A base of the first half of the game, the other half in the log. */
    {
      GError *error = NULL;
      g_autoptr (AdjJournal) first = adj_game_journal_new (b, NULL, NULL);
      for (guint i = 0; i < half; i++)
        adj_journal_apply (first, adj_journal_get_move (j, i), NULL);
      g_autofree char *hash = NULL;
      gsize len = 0;
      g_autofree char *data = adj_savelog_base_data (first, &len, &hash);
      g_assert_true (adj_json_save_text (data, len, base, &error));
      AdjSaveLog *log = adj_savelog_create (log_path, hash, &error);
      g_assert_no_error (error);
      for (guint i = half; i < adj_journal_get_length (j); i++)
        {
          g_autofree char *line = adj_savelog_step_line (j, i);
          gint64 t0 = g_get_monotonic_time ();
          g_assert_true (adj_savelog_append (log, line, &error));
          if (i - half < REPEATS)
            append[i - half] = (double) (g_get_monotonic_time () - t0);
        }
      line_len = adj_savelog_get_size (log) / (adj_journal_get_length (j) - half);
      adj_savelog_close (log);
    }
    for (guint r = 0; r < REPEATS; r++)
      {
        GError *error = NULL;
        gint64 t0 = g_get_monotonic_time ();
        g_autoptr (AdjJournal) again = adj_savelog_load_files (base, log_path, adj_rulesets (), NULL, NULL, NULL, &error);
        resume[r] = (double) (g_get_monotonic_time () - t0);
        g_assert_no_error (error);
        g_assert_cmpuint (adj_journal_get_length (again), ==, adj_journal_get_length (j));
      }
    double resume_med = th_median (resume, REPEATS);
    printf ("autosave, full save of the 10000 actions (%zu bytes; serialise, hash, write, fsync, rename): "
            "median %.2f ms, once every %zu actions or more (the log outgrows it: ~%zu bytes a line)\n",
            base_len, th_median (write_base, REPEATS) / 1000.0, base_len / line_len, line_len);
    printf ("autosave, one action's line appended and flushed (fdatasync): median %.3f ms\n",
            th_median (append, REPEATS) / 1000.0);
    printf ("resume, a base of %u actions and a log of %u lines:   median %.2f ms = %.3f x budget (100 ms)\n",
            half, adj_journal_get_length (j) - half, resume_med / 1000.0, resume_med / BUDGET_US);
    if (resume_med > BUDGET_US)
      status = 1;
    g_unlink (base);
    g_unlink (log_path);
    g_rmdir (dir);
  }

  /* 3. A full turn with 40 AMs in the pool. */
  g_autofree char *json40 = th_synthetic_battle_json (10, 2, 4, 10);
  g_autoptr (AdjBattle) b40 = th_battle (json40);
  g_assert_cmpuint (adj_battle_n_ams (b40), ==, 40);
  g_autoptr (GRand) rand = g_rand_new_with_seed (1862);
  double turn[REPEATS];
  guint n_actions = 0, pool = 0;
  for (guint r = 0; r < REPEATS; r++)
    {
      g_autoptr (AdjJournal) t = adj_game_journal_new (b40, NULL, NULL);
      th_finish_turn (t, TRUE);
      th_finish_turn (t, TRUE);  /* the late command is in from T2: all 40 AMs in play */
      gint64 t0 = g_get_monotonic_time ();
      n_actions = play_turn (t, rand);
      turn[r] = (double) (g_get_monotonic_time () - t0);
      pool = 0;
      const AdjGameState *end = adj_journal_get_state_at (t, adj_journal_get_length (t) - 1);
      g_autoptr (GArray) pile = adj_game_state_set_aside (end);
      pool = pile->len;
    }
  double turn_med = th_median (turn, REPEATS);
  printf ("full turn, %u AMs drawn, %u actions (made, checked and applied): median %.2f ms = %.4f x budget (100 ms)\n",
          pool, n_actions, turn_med / 1000.0, turn_med / BUDGET_US);
  if (pool != 40 || turn_med > BUDGET_US)
    status = 1;
  printf ("%s\n", status ? "OVER BUDGET" : "within budget");
  return status;
}
