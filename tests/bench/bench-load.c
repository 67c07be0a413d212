/* bench-load.c: opening a saved game of every ruleset, against the budget
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-load ADJUTANT-CLI DIR
 *
 * Writes a 10- and a 10,000-action save of every game into DIR, through
 * the engine's own savers (legal play: Glory III's random games on a
 * synthetic battle, whole turns of the others with virtual rolls and
 * draws), then measures `adjutant-cli replay FILE` on each. With valgrind
 * on the PATH it counts the instructions (callgrind, the whole process)
 * and fails when a save costs more than the budget of docs/design.md,
 * 100 million; without it, it times the engine's load in this process
 * (best of 3) and reports the time and the ratio of the long save to the
 * short one, without failing: a timed budget would fail on a busy machine.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include <adjutant-engine.h>
#include <cog/move.h>
#include <dog/move.h>
#include <dog/state.h>
#include <cog/state.h>
#include <tgtw/move.h>
#include <tgtw/state.h>

#include "../cog/cog-helpers.h"
#include "../engine/game-helpers.h"
#include "../tgtw/tgtw-test.h"

#define BUDGET_INSTRUCTIONS 100000000.0
#define SHORT_GAME          10
#define LONG_GAME           10000
#define GAME_SEED           1861

/* ---- the games ---- */

static void
apply_json (AdjJournal *j, const char *text)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  GError *error = NULL;
  json_object *o = json_tokener_parse (text);
  g_assert_nonnull (o);
  gpointer m = adj_ruleset_move_from_object (rs, o, adj_journal_get_scenario (j), "move", &error);
  g_assert_no_error (error);
  json_object_put (o);
  if (!adj_journal_apply (j, m, &error))
    g_error ("bench-load: %s refused: %s", text, error->message);
  rs->move_free (m);
}

static gboolean
full (AdjJournal *j, guint n)
{
  return adj_journal_get_length (j) >= n;
}

static AdjJournal *
glory_game (guint n)
{
  g_autofree char *json = th_synthetic_battle_json (20, 2, 4, 100);
  g_autoptr (AdjBattle) battle = th_battle (json);
  return th_random_game (battle, n, GAME_SEED);
}

/* One turn of The Glory that Was with no fighting: the initiative rolls,
 * who goes first, every phase (as its own benchmark plays). */
static void
tgtw_turn (AdjJournal *j, guint sectors, guint turn, guint n)
{
  for (guint s = 0; s < sectors && !full (j, n); s++)
    {
      AdjTgtwMove *m = adj_tgtw_move_initiative (s, (int) ((turn + s) % 10) + 1, (int) ((turn * 7 + s) % 10) + 1);
      while (!adj_journal_apply (j, m, NULL))
        m->dice.values[0] = m->dice.values[0] % 10 + 1;   /* a re-roll was asked for: another face */
      adj_tgtw_move_free (m);
      const AdjTgtwState *st = adj_journal_get_state (j);
      while (adj_tgtw_state_init_step (st) == ADJ_TGTW_INIT_ROLLS && adj_tgtw_state_n_pending (st) == 0
             && !full (j, n))
        {
          AdjTgtwSectorStanding ss;
          adj_tgtw_state_sector (st, s, &ss);
          if (ss.decided)
            break;
          m = adj_tgtw_move_initiative (s, 10, 1);
          g_assert (adj_journal_apply (j, m, NULL));
          adj_tgtw_move_free (m);
          st = adj_journal_get_state (j);
        }
    }
  for (guint s = 0; s < sectors && !full (j, n); s++)
    {
      AdjTgtwMove *m = adj_tgtw_move_first (s, turn % 2);
      g_assert (adj_journal_apply (j, m, NULL));
      adj_tgtw_move_free (m);
    }
  while (adj_tgtw_state_get_turn (adj_journal_get_state (j)) == (int) turn && !full (j, n))
    {
      AdjTgtwMove *m = adj_tgtw_move_next ();
      g_assert (adj_journal_apply (j, m, NULL));
      adj_tgtw_move_free (m);
    }
}

static AdjJournal *
tgtw_game (guint n)
{
  GError *error = NULL;
  g_autoptr (AdjTgtwScenario) sc = tt_sample ();
  AdjJournal *j = adj_journal_new (&adj_tgtw_ruleset, sc, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint turn = 1; !full (j, n); turn++)
    tgtw_turn (j, 3, turn, n);
  return j;
}

/* The demonstration battle of Clash of Giants III with the longest turn
 * track a battle may have: day turns, every third a night. */
static AdjCogBattle *
cog_long_battle (void)
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
  return b;
}

static void
cog_apply (AdjJournal *j, AdjCogMove *m)
{
  GError *error = NULL;
  if (!adj_journal_apply (j, m, &error))
    g_error ("bench-load: a Clash of Giants III move refused: %s", error->message);
  adj_cog_move_free (m);
}

/* Whole turns as the players make them with the app's dice: the AM draw
 * and the SCM rolls, every CM drawn, the Command Track rolls, the
 * reinforcement rolls, the victory hexes changing hands and a VP award
 * at every activation. */
static AdjJournal *
cog_game (guint n)
{
  AdjCogBattle *b = cog_long_battle ();
  AdjJournal *j = ch_game (b, NULL);
  guint64 seed = G_MAXUINT64 - 5000;   /* seeds past 2^63 as well */
  adj_cog_battle_unref (b);
  while (!full (j, n) && adj_cog_state_step (ch_state (j)) != ADJ_COG_STEP_GAME_OVER)
    {
      const AdjCogState *s = ch_state (j);
      switch (adj_cog_state_step (s))
        {
        case ADJ_COG_STEP_ARTILLERY:
          {
            AdjCogAmCup cup;
            adj_cog_state_am_cup (s, &cup);
            if (cup.in_cup[0] + cup.in_cup[1] > 0)
              cog_apply (j, adj_cog_move_am_draw_virtual (seed++));
            for (guint i = 0; i < adj_cog_battle_n_scms (b) && !full (j, n); i++)
              if (adj_cog_state_scm_status (ch_state (j), i) == ADJ_COG_CM_READY
                  && adj_cog_battle_scm (b, i)->available_on != 0)
                cog_apply (j, adj_cog_move_roll_virtual (ADJ_COG_MOVE_SCM_ROLL, i, seed++));
            break;
          }
        case ADJ_COG_STEP_DRAW:
          cog_apply (j, adj_cog_move_cm_draw_virtual (seed++));
          continue;
        case ADJ_COG_STEP_ACTIVATION:
          for (guint f = 0; f < adj_cog_battle_n_formations (b) && !full (j, n); f++)
            if (adj_cog_state_needs_command_roll (ch_state (j), f))
              cog_apply (j, adj_cog_move_roll_virtual (ADJ_COG_MOVE_COMMAND_ROLL, f, seed++));
          for (guint h = 0; h < 6 * adj_cog_battle_n_victory_hexes (b) && !full (j, n); h++)
            {
              /* The hex changes hands: the side that does not hold it. */
              g_autoptr (AdjCogMove) m = adj_cog_move_control (h % adj_cog_battle_n_victory_hexes (b), (AdjCogSide) 0);
              if (!adj_journal_apply (j, m, NULL))
                cog_apply (j, adj_cog_move_control (h % adj_cog_battle_n_victory_hexes (b), (AdjCogSide) 1));
            }
          if (!full (j, n))
            cog_apply (j, adj_cog_move_vp ((AdjCogSide) (adj_journal_get_length (j) % 2), 1, "a ruling of the players"));
          break;
        case ADJ_COG_STEP_REINFORCE_CSA:
        case ADJ_COG_STEP_REINFORCE_UNION:
          for (guint r = 0; r < adj_cog_battle_n_reinforcements (b) && !full (j, n); r++)
            {
              AdjCogMoveType type;
              /* A roll of 1: no delay, the listed Entry Hex. */
              while (adj_cog_state_reinforcement_roll (ch_state (j), r, &type) && !full (j, n))
                cog_apply (j, adj_cog_move_roll (type, r, 1));
            }
          break;
        default:
          break;
        }
      if (!full (j, n))
        ch_next (j);
    }
  return j;
}

/* Each unit the current part of the Morale Phase owes a rally test
 * (18.2): a test it passes, and good order again when it is not. */
static void
dog_rally_owed (AdjJournal *j, guint n)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  g_autoptr (GPtrArray) owed = rs->state_owed (adj_journal_get_state (j));
  for (guint i = 0; i < owed->len && !full (j, n); i++)
    {
      const AdjStepItem *item = owed->pdata[i];
      for (guint k = 0; k < item->units->len && !full (j, n); k++)
        {
          const char *id = item->units->pdata[k];
          g_autofree char *test = g_strdup_printf ("{\"type\":\"morale\",\"unit\":\"%s\",\"test\":\"rally\","
                                                   "\"total\":0,\"roll\":{\"value\":6}}", id);
          apply_json (j, test);
          const AdjDogState *s = adj_journal_get_state (j);
          int u = adj_dog_battle_find_unit (adj_dog_state_get_battle (s), id);
          if (!full (j, n) && adj_dog_state_unit (s, (guint) u)->order != ADJ_DOG_ORDER_GOOD)
            {
              g_autofree char *good = g_strdup_printf ("{\"type\":\"order\",\"unit\":\"%s\",\"order\":\"good\"}", id);
              apply_json (j, good);
            }
        }
    }
}

/* Days of Glory on the demonstration battle: the staff rolls, scouting,
 * then turns of initiative (virtual), orders, rallies, disputes and every
 * phase. */
static AdjJournal *
dog_game (guint n)
{
  const AdjRuleset *rs = adj_ruleset_find (adj_rulesets (), "dog");
  g_autofree char *path = adj_paths_data_file ("dog", "demonstration.json", NULL);
  GError *error = NULL;
  gpointer sc = adj_scenario_load_file (adj_rulesets (), rs, path, NULL, &error);
  g_assert_no_error (error);
  json_object *options = json_tokener_parse ("{\"scouting\":true,\"national_staff\":true}");
  AdjJournal *j = adj_journal_new (rs, sc, options, NULL, &error);
  g_assert_no_error (error);
  json_object_put (options);
  rs->scenario_unref (sc);

  static const char *const setup[] = {
    "{\"type\":\"staff\",\"general\":\"n-div\",\"roll\":{\"value\":5}}",
    "{\"type\":\"staff\",\"general\":\"n-bde1\",\"roll\":{\"value\":1}}",
    "{\"type\":\"staff\",\"general\":\"n-bde2\",\"roll\":{\"value\":3}}",
    "{\"type\":\"staff\",\"general\":\"s-div\",\"roll\":{\"value\":4}}",
    "{\"type\":\"staff\",\"general\":\"s-bde1\",\"roll\":{\"value\":2}}",
    "{\"type\":\"staff\",\"general\":\"s-bde2\",\"roll\":{\"value\":1}}",
    "{\"type\":\"scouts\",\"side\":\"first\",\"units\":[\"n-1cav\",\"n-2cav\"]}",
    "{\"type\":\"scouts\",\"side\":\"second\",\"units\":[\"s-1cav\",\"s-2cav\"]}",
    "{\"type\":\"begin\"}",
  };
  for (guint i = 0; i < G_N_ELEMENTS (setup) && !full (j, n); i++)
    apply_json (j, setup[i]);
  guint64 seed = G_MAXUINT64 - 7000;
  for (guint turn = 0; !full (j, n); turn++)
    {
      AdjDogRollOff r = adj_dog_roll_off_virtual (seed);
      while (r.value[0] == r.value[1])
        r = adj_dog_roll_off_virtual (++seed);
      g_autofree char *init = g_strdup_printf ("{\"type\":\"initiative\",\"rolls\":[%d,%d],\"seed\":%" G_GUINT64_FORMAT
                                               "}", r.value[0], r.value[1], seed++);
      apply_json (j, init);
      /* The Morale Phase, each side's part: the regiments shaken last
       * turn owe a rally test (18.2), pass it and stand in good order
       * again (18.2.8); then the Shooting Phase: a ruling asked of the
       * dice, and a regiment of each side shaken. */
      for (guint k = 0; k < 2 && !full (j, n); k++)
        {
          dog_rally_owed (j, n);
          if (!full (j, n))
            apply_json (j, "{\"type\":\"next\"}");
        }
      if (!full (j, n))
        {
          AdjDogRoll roll = adj_dog_roll_virtual (seed);
          g_autofree char *dispute = g_strdup_printf ("{\"type\":\"dispute\",\"question\":\"Is the wood light?\","
                                                      "\"a\":\"first\",\"roll\":{\"value\":%d,\"seed\":%"
                                                      G_GUINT64_FORMAT "}}", roll.value, seed++);
          apply_json (j, dispute);
        }
      if (turn % 2 == 0)
        for (guint k = 0; k < 2 && !full (j, n); k++)
          apply_json (j, k ? "{\"type\":\"order\",\"unit\":\"s-3inf\",\"order\":\"shaken\"}"
                           : "{\"type\":\"order\",\"unit\":\"n-3inf\",\"order\":\"shaken\"}");
      /* Movement and Close Assault of both sides, to the next turn. */
      for (guint k = 0; k < 5 && !full (j, n); k++)
        apply_json (j, "{\"type\":\"next\"}");
    }
  return j;
}

typedef struct
{
  const char *id, *name;
  AdjJournal *(*play) (guint n);
} Game;

static const Game games[] = {
  { "glory", "Glory III", glory_game },
  { "tgtw", "The Glory that Was", tgtw_game },
  { "cog", "Clash of Giants III", cog_game },
  { "dog", "Days of Glory", dog_game },
};

static char *
make_save (const Game *g, guint n, const char *dir)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjJournal) j = g->play (n);
  g_autofree char *name = g_strdup_printf ("load-%s-%u.adjutant", g->id, n);
  char *path = g_build_filename (dir, name, NULL);
  if (adj_journal_get_length (j) != n)
    g_error ("bench-load: the %s game ended after %u actions, not %u", g->id, adj_journal_get_length (j), n);
  if (!adj_savegame_save (j, path, TRUE, &error))
    g_error ("bench-load: %s", error->message);
  return path;
}

/* ---- measuring ---- */

/* Instructions of `adjutant-cli replay FILE` under callgrind, or -1. */
static double
count_instructions (const char *valgrind, const char *cli, const char *file)
{
  const char *argv[] = { valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null", cli, "replay", file, NULL };
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  /* Test-only malloc checking would count instructions of its own. */
  g_auto (GStrv) env = g_environ_unsetenv (g_environ_unsetenv (g_get_environ (), "MALLOC_PERTURB_"), "MALLOC_CHECK_");
  int status = 0;
  if (!g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err, &status,
                     &error)
      || !g_spawn_check_wait_status (status, &error))
    {
      g_printerr ("bench-load: %s: %s\n%s", file, error->message, err != NULL ? err : "");
      return -1;
    }
  /* "==PID== Collected : N" */
  const char *at = strstr (err, "Collected :");
  return at != NULL ? g_ascii_strtod (at + strlen ("Collected :"), NULL) : -1;
}

/* Milliseconds to load @file in this process, best of 3. */
static double
time_load (const char *file)
{
  double best = G_MAXDOUBLE;
  for (int round = 0; round < 3; round++)
    {
      GError *error = NULL;
      gint64 t0 = g_get_monotonic_time ();
      AdjJournal *j = adj_savegame_load_file (file, adj_rulesets (), NULL, NULL, &error);
      double ms = (double) (g_get_monotonic_time () - t0) / 1000.0;
      g_assert_no_error (error);
      adj_journal_free (j);
      best = MIN (best, ms);
    }
  return best;
}

int
main (int argc, char **argv)
{
  if (argc != 3)
    {
      g_printerr ("usage: bench-load ADJUTANT-CLI DIR\n");
      return 2;
    }
  const char *cli = argv[1], *dir = argv[2];
  g_autofree char *valgrind = g_getenv ("BENCH_LOAD_NO_VALGRIND") ? NULL : g_find_program_in_path ("valgrind");
  gboolean over = FALSE;

  if (valgrind != NULL)
    printf ("Opening a save (adjutant-cli replay FILE): instructions under callgrind, budget %.0fM\n",
            BUDGET_INSTRUCTIONS / 1e6);
  else
    printf ("Opening a save (the engine's load, best of 3): no valgrind, so times; not held to the budget\n");
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      const Game *g = &games[i];
      g_autofree char *small = make_save (g, SHORT_GAME, dir);
      g_autofree char *large = make_save (g, LONG_GAME, dir);
      if (valgrind != NULL)
        {
          double a = count_instructions (valgrind, cli, small), b = count_instructions (valgrind, cli, large);
          if (a < 0 || b < 0)
            return 1;
          gboolean ok = b <= BUDGET_INSTRUCTIONS;
          over |= !ok;
          printf ("%-20s %6.1fM at %u actions, %6.1fM at %u: %.2f of the budget %s\n", g->name, a / 1e6,
                  SHORT_GAME, b / 1e6, LONG_GAME, b / BUDGET_INSTRUCTIONS, ok ? "PASS" : "OVER");
        }
      else
        {
          double a = time_load (small), b = time_load (large);
          printf ("%-20s %8.2f ms at %u actions, %8.2f ms at %u: ratio %.1f\n", g->name, a, SHORT_GAME, b,
                  LONG_GAME, b / a);
        }
      if (!g_getenv ("BENCH_LOAD_KEEP"))
        {
          g_unlink (small);
          g_unlink (large);
        }
    }
  return over ? 1 : 0;
}
