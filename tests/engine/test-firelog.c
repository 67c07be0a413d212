/* Who has fired: activation fire (9.12), return fire (9.13), defensive fire
 * (9.12, 10.31), and the fire phases of the Fixed Glory variant:
 * each allowed, each refused with its rule, each forgotten at the right
 * moment, and all of it through save, load and replay. */
#include <string.h>

#include "game-helpers.h"

typedef struct {
  AdjBattle *b;
  AdjJournal *j;
  guint getty, ricketts, getty_a, getty_arty, ricketts_a;
  guint csa_a1, csa_b1, csa_arty, cav_a, cav_b;
} Game;

static void
setup (Game *f, gboolean fixed_glory)
{
  f->b = th_load_sample ();
  AdjGameOptions options = { NULL, fixed_glory };
  f->j = adj_game_journal_new (f->b, &options, NULL);
  f->getty = th_group (f->b, "getty");
  f->ricketts = th_group (f->b, "ricketts");
  f->getty_a = th_unit (f->b, "getty-a");
  f->getty_arty = th_unit (f->b, "getty-arty");
  f->ricketts_a = th_unit (f->b, "ricketts-a");
  f->csa_a1 = th_unit (f->b, "csa-a-1");
  f->csa_b1 = th_unit (f->b, "csa-b-1");
  f->csa_arty = th_unit (f->b, "csa-b-arty");
  f->cav_a = th_unit (f->b, "union-cav-a");
  f->cav_b = th_unit (f->b, "union-cav-b");
}

static void setup_g3 (Game *f, gconstpointer data) { setup (f, FALSE); }
static void setup_fixed (Game *f, gconstpointer data) { setup (f, TRUE); }

static void
teardown (Game *f, gconstpointer data)
{
  adj_journal_free (f->j);
  adj_battle_unref (f->b);
}

static const AdjGameState *
state (Game *f)
{
  return adj_journal_get_state (f->j);
}

static gboolean
fired (Game *f, guint unit, AdjFireKind kind)
{
  return adj_game_state_unit_fired (state (f), unit, kind);
}

static void
assert_last_line (Game *f, const char *expect)
{
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_length (f->j) - 1);
  if (strstr (line, expect) == NULL)
    g_error ("'%s' lacks '%s'", line, expect);
}

/* VI Corps (Getty, Ricketts) is drawn and Getty acts: step ii. */
static void
getty_acts (Game *f)
{
  th_play_to_activation (f->j, "vi-corps#1");
  th_apply (f->j, adj_action_start (f->getty));
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_ARTILLERY_FIRE);
}

static void
test_activation (Game *f, gconstpointer data)
{
  th_play_to_activation (f->j, "vi-corps#1");
  th_refused (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_ACTIVATION, -1), "Artillery Fire step");
  th_apply (f->j, adj_action_start (f->getty));
  g_assert_true (adj_action_type_expected (state (f), ADJ_ACTION_FIRE));

  th_refused (f->j, adj_action_fire (f->getty_a, ADJ_FIRE_ACTIVATION, -1), "is not artillery");
  th_refused (f->j, adj_action_fire (f->csa_arty, ADJ_FIRE_ACTIVATION, -1), "not in the command that is acting");
  th_refused (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_ACTIVATION, f->csa_arty), "only return fire");
  g_assert_false (fired (f, f->getty_arty, ADJ_FIRE_ACTIVATION));

  th_apply (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_ACTIVATION, -1));
  assert_last_line (f, "Getty artillery (sample) fires on activation (9.12)");
  g_assert_true (fired (f, f->getty_arty, ADJ_FIRE_ACTIVATION));
  g_assert_false (fired (f, f->getty_arty, ADJ_FIRE_DEFENSIVE));
  th_refused (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_ACTIVATION, -1), "already fired in this activation (9.12)");

  th_apply (f->j, adj_action_advance ());
  th_refused (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_ACTIVATION, -1), "Artillery Fire step");
  /* Set aside at 3.C.2.c: the battery's fire is forgotten with its AM. */
  th_finish_turn (f->j, FALSE);
  g_assert_false (fired (f, f->getty_arty, ADJ_FIRE_ACTIVATION));
}

/* 9.12: disordered artillery may not fire, whichever way. */
static void
test_disordered_artillery (Game *f, gconstpointer data)
{
  getty_acts (f);
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, f->getty_arty));
  th_refused (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_ACTIVATION, -1), "disordered artillery may not fire (9.12)");
}

static void
test_return (Game *f, gconstpointer data)
{
  getty_acts (f);
  th_refused (f->j, adj_action_fire (f->csa_arty, ADJ_FIRE_RETURN, (int) f->getty_arty),
              "has not fired during this AM");
  th_apply (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_ACTIVATION, -1));

  th_refused (f->j, adj_action_fire (f->csa_arty, ADJ_FIRE_RETURN, -1), "names the enemy artillery");
  th_refused (f->j, adj_action_fire (f->csa_arty, ADJ_FIRE_RETURN, (int) f->getty_a), "is not enemy artillery");
  th_refused (f->j, adj_action_fire (f->csa_b1, ADJ_FIRE_RETURN, (int) f->getty_arty), "only artillery returns fire");
  th_refused (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_RETURN, (int) f->getty_arty),
              "on the side whose AM is being played");

  /* Return fire is simultaneous (9.13); the players may record it later
   * in the enemy's Activation Phase, but once per enemy AM. */
  th_apply (f->j, adj_action_advance ());
  g_assert_true (adj_action_type_expected (state (f), ADJ_ACTION_FIRE));
  th_apply (f->j, adj_action_fire (f->csa_arty, ADJ_FIRE_RETURN, (int) f->getty_arty));
  assert_last_line (f, "Battery B (invented) returns fire on Getty artillery (sample) (9.13)");
  g_assert_true (fired (f, f->csa_arty, ADJ_FIRE_RETURN));
  th_refused (f->j, adj_action_fire (f->csa_arty, ADJ_FIRE_RETURN, (int) f->getty_arty),
              "already returned fire during this AM");

  /* Getty is done, Ricketts acts: still the same AM, still fired. */
  th_apply (f->j, adj_action_finish ());
  th_apply (f->j, adj_action_start (f->ricketts));
  th_refused (f->j, adj_action_fire (f->csa_arty, ADJ_FIRE_RETURN, (int) f->getty_arty),
              "already returned fire during this AM");
  /* 9.13 with 10.3: a battery that returned fire may still defend. */
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);
  th_apply (f->j, adj_action_fire (f->csa_arty, ADJ_FIRE_DEFENSIVE, -1));
  th_apply (f->j, adj_action_finish ());
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_END);
  g_assert_true (fired (f, f->csa_arty, ADJ_FIRE_RETURN));
  /* 3.C.2.b: the Artillery Return Fired markers come off with the AM. */
  th_apply (f->j, adj_action_advance ());
  g_assert_false (fired (f, f->csa_arty, ADJ_FIRE_RETURN));
  g_assert_false (fired (f, f->getty_arty, ADJ_FIRE_ACTIVATION));
  th_refused (f->j, adj_action_fire (f->csa_arty, ADJ_FIRE_RETURN, (int) f->getty_arty),
              "during the enemy's Activation Phase");
}

static void
test_return_disordered (Game *f, gconstpointer data)
{
  getty_acts (f);
  th_apply (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_ACTIVATION, -1));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, f->csa_arty));
  th_refused (f->j, adj_action_fire (f->csa_arty, ADJ_FIRE_RETURN, (int) f->getty_arty),
              "disordered artillery may not fire (9.12)");
}

static void
test_defensive (Game *f, gconstpointer data)
{
  getty_acts (f);
  th_refused (f->j, adj_action_fire (f->csa_a1, ADJ_FIRE_DEFENSIVE, -1), "step iv");
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);
  g_assert_true (adj_action_type_expected (state (f), ADJ_ACTION_FIRE));

  th_refused (f->j, adj_action_fire (f->getty_a, ADJ_FIRE_DEFENSIVE, -1), "on the side that is acting");
  th_refused (f->j, adj_action_fire (f->ricketts_a, ADJ_FIRE_DEFENSIVE, -1), "on the side that is acting");
  th_apply (f->j, adj_action_fire (f->csa_a1, ADJ_FIRE_DEFENSIVE, -1));
  assert_last_line (f, "Brigade A1 (invented) uses defensive fire (10.31)");
  th_refused (f->j, adj_action_fire (f->csa_a1, ADJ_FIRE_DEFENSIVE, -1),
              "already used defensive fire in this activation");
  th_apply (f->j, adj_action_fire (f->csa_arty, ADJ_FIRE_DEFENSIVE, -1));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, f->csa_b1));
  th_apply (f->j, adj_action_fire (f->csa_b1, ADJ_FIRE_DEFENSIVE, -1));  /* disordered infantry may */
  th_apply (f->j, adj_action_advance ());
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_CHARGE);  /* no offensive fire */
  th_refused (f->j, adj_action_fire (f->getty_a, ADJ_FIRE_OFFENSIVE, -1), "Glory III has no offensive fire");
  g_assert_true (fired (f, f->csa_a1, ADJ_FIRE_DEFENSIVE));

  /* Once per enemy activation (9.12): Ricketts' activation is another one. */
  th_apply (f->j, adj_action_finish ());
  g_assert_false (fired (f, f->csa_a1, ADJ_FIRE_DEFENSIVE));
  th_apply (f->j, adj_action_start (f->ricketts));
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);
  th_apply (f->j, adj_action_fire (f->csa_a1, ADJ_FIRE_DEFENSIVE, -1));
}

/* 10.31: a Combined Activation is one activation: defensive fire once. */
static void
test_defensive_combined (Game *f, gconstpointer data)
{
  guint both[] = { f->getty, f->ricketts };
  th_play_to_activation (f->j, "vi-corps#1");
  th_apply (f->j, adj_action_combine (both, 2, adj_roll_typed (9), ADJ_FACT_IN_RANGE));
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);
  th_apply (f->j, adj_action_fire (f->csa_a1, ADJ_FIRE_DEFENSIVE, -1));
  th_refused (f->j, adj_action_fire (f->csa_a1, ADJ_FIRE_DEFENSIVE, -1),
              "once per enemy activation (9.12, 10.31)");
  th_apply (f->j, adj_action_finish ());
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_END);
  g_assert_false (fired (f, f->csa_a1, ADJ_FIRE_DEFENSIVE));
}

/* The Union cavalry acts first (union-cav-a dismounts), then the
 * Confederate First Corps with leader A: step iv of its activation. */
static void
cavalry_then_csa (Game *f)
{
  guint cav_am = th_am (f->b, "union-cavalry#1"), csa_am = th_am (f->b, "csa-first#1");
  if (adj_game_state_get_phase (state (f)) == ADJ_PHASE_INITIATIVE)
    th_apply (f->j, adj_action_initiative (adj_roll_typed (5), adj_roll_typed (5)));
  if (adj_game_state_get_phase (state (f)) == ADJ_PHASE_HOLD_OUT)
    th_apply (f->j, adj_action_hold_out ((guint) adj_game_state_get_initiative (state (f)), -1));
  th_apply (f->j, adj_action_select (0, &cav_am, 1));
  th_apply (f->j, adj_action_select (1, &csa_am, 1));
  th_apply (f->j, adj_action_draw (cav_am));
  th_apply (f->j, adj_action_start (adj_game_state_unit_group (state (f), f->cav_a)));
  th_apply (f->j, adj_action_advance ());
  g_assert_true (adj_game_state_unit_mounted (state (f), f->cav_a));
  th_apply (f->j, adj_action_mount (f->cav_a, FALSE, 0));
  while (adj_game_state_get_phase (state (f)) == ADJ_PHASE_ACTIVATION)
    {
      if (adj_game_state_get_step (state (f)) == ADJ_STEP_CHOOSE)
        {
          g_autoptr (GArray) groups = adj_game_state_activated_groups (state (f));
          for (guint i = 0; i < groups->len; i++)
            if (adj_game_state_group_status (state (f), g_array_index (groups, guint, i)) == ADJ_GROUP_PENDING)
              {
                th_apply (f->j, adj_action_start (g_array_index (groups, guint, i)));
                break;
              }
        }
      th_apply (f->j, adj_action_advance ());
    }
  th_apply (f->j, adj_action_draw (csa_am));
  th_apply (f->j, adj_action_start (th_group (f->b, "csa-leader-a")));
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);
}

static void
test_defensive_cavalry (Game *f, gconstpointer data)
{
  cavalry_then_csa (f);
  g_assert_false (adj_game_state_unit_mounted (state (f), f->cav_a));
  g_assert_true (adj_game_state_unit_mounted (state (f), f->cav_b));
  th_refused (f->j, adj_action_fire (f->cav_b, ADJ_FIRE_DEFENSIVE, -1),
              "mounted cavalry may not use defensive fire (10.31)");
  th_apply (f->j, adj_action_fire (f->cav_a, ADJ_FIRE_DEFENSIVE, -1));
  th_refused (f->j, adj_action_fire (f->csa_b1, ADJ_FIRE_DEFENSIVE, -1), "on the side that is acting");
}

static void
test_defensive_disordered_artillery (Game *f, gconstpointer data)
{
  cavalry_then_csa (f);
  th_refused (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_ACTIVATION, -1), "Artillery Fire step");
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, f->getty_arty));
  th_refused (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_DEFENSIVE, -1),
              "disordered artillery may not fire (9.12, 10.31)");
}

/* Fixed Glory: artillery fire, movement, defensive fire, offensive fire,
 * melee without defensive fire, rally; the prompts cite the variant. */
static void
test_fixed_sequence (Game *f, gconstpointer data)
{
  g_assert_true (adj_game_state_fixed_glory (state (f)));
  getty_acts (f);
  static const AdjStep order[] = { ADJ_STEP_ARTILLERY_FIRE, ADJ_STEP_MOVEMENT, ADJ_STEP_DEFENSIVE_FIRE,
                                   ADJ_STEP_OFFENSIVE_FIRE, ADJ_STEP_CHARGE, ADJ_STEP_RALLY };
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      AdjPrompt p;
      adj_game_state_prompt (state (f), &p);
      g_assert_cmpint (p.step, ==, order[i]);
      if (order[i] != ADJ_STEP_MOVEMENT && order[i] != ADJ_STEP_RALLY)
        g_assert_nonnull (strstr (p.rule, "Fixed Glory"));
      if (order[i] == ADJ_STEP_CHARGE)
        g_assert_nonnull (strstr (p.text, "melee"));
      th_apply (f->j, adj_action_advance ());
    }
  g_assert_cmpstr (adj_step_to_string (ADJ_STEP_OFFENSIVE_FIRE), ==, "offensive-fire");
}

static void
test_fixed_fire (Game *f, gconstpointer data)
{
  getty_acts (f);
  th_apply (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_ACTIVATION, -1));
  assert_last_line (f, "fires on activation (Fixed Glory, 9.12)");
  th_refused (f->j, adj_action_fire (f->csa_arty, ADJ_FIRE_RETURN, (int) f->getty_arty),
              "no return fire in Fixed Glory");
  g_assert_false (adj_action_type_expected (state (f), ADJ_ACTION_START));
  th_apply (f->j, adj_action_advance ());
  g_assert_false (adj_action_type_expected (state (f), ADJ_ACTION_FIRE));  /* movement */
  th_refused (f->j, adj_action_fire (f->csa_a1, ADJ_FIRE_DEFENSIVE, -1), "defensive fire phase, after");
  th_apply (f->j, adj_action_advance ());

  /* Defensive fire: any unit of the other side, once in the phase. */
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, f->csa_b1));
  th_apply (f->j, adj_action_fire (f->csa_b1, ADJ_FIRE_DEFENSIVE, -1));
  assert_last_line (f, "Brigade B1 (invented) uses defensive fire (Fixed Glory)");
  th_refused (f->j, adj_action_fire (f->csa_b1, ADJ_FIRE_DEFENSIVE, -1), "already fired in this defensive fire phase");
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, f->csa_arty));
  th_refused (f->j, adj_action_fire (f->csa_arty, ADJ_FIRE_DEFENSIVE, -1),
              "disordered artillery may not fire (Fixed Glory)");
  th_refused (f->j, adj_action_fire (f->getty_a, ADJ_FIRE_DEFENSIVE, -1), "on the side that is acting");
  th_refused (f->j, adj_action_fire (f->getty_a, ADJ_FIRE_OFFENSIVE, -1), "after defensive fire");
  th_apply (f->j, adj_action_advance ());

  /* Offensive fire: the acting infantry and cavalry. */
  g_assert_cmpint (adj_game_state_get_step (state (f)), ==, ADJ_STEP_OFFENSIVE_FIRE);
  th_refused (f->j, adj_action_fire (f->csa_a1, ADJ_FIRE_DEFENSIVE, -1), "defensive fire phase");
  th_refused (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_OFFENSIVE, -1), "artillery fires at the start");
  th_refused (f->j, adj_action_fire (f->ricketts_a, ADJ_FIRE_OFFENSIVE, -1), "not in the command that is acting");
  th_refused (f->j, adj_action_fire (f->csa_a1, ADJ_FIRE_OFFENSIVE, -1), "not in the command that is acting");
  th_apply (f->j, adj_action_fire (f->getty_a, ADJ_FIRE_OFFENSIVE, -1));
  assert_last_line (f, "Getty 'a' (sample) fires in the offensive fire phase (Fixed Glory)");
  th_refused (f->j, adj_action_fire (f->getty_a, ADJ_FIRE_OFFENSIVE, -1), "already fired in this offensive fire phase");
  th_apply (f->j, adj_action_advance ());
  th_refused (f->j, adj_action_fire (f->csa_a1, ADJ_FIRE_DEFENSIVE, -1), "defensive fire phase");

  /* Ricketts' activation has its own fire phases. */
  th_apply (f->j, adj_action_finish ());
  g_assert_false (fired (f, f->csa_b1, ADJ_FIRE_DEFENSIVE));
  g_assert_false (fired (f, f->getty_a, ADJ_FIRE_OFFENSIVE));
  g_assert_true (fired (f, f->getty_arty, ADJ_FIRE_ACTIVATION));  /* until the AM is set aside */
  th_apply (f->j, adj_action_start (f->ricketts));
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);
  th_apply (f->j, adj_action_fire (f->csa_b1, ADJ_FIRE_DEFENSIVE, -1));
  th_advance_to (f->j, ADJ_STEP_OFFENSIVE_FIRE);
  th_apply (f->j, adj_action_fire (f->ricketts_a, ADJ_FIRE_OFFENSIVE, -1));
}

/* 11.51: a disordered unit that fired in its own activation may not rally,
 * whether or not the players say so; one that did not fire may. In Fixed
 * Glory disordered infantry still fires (at 1 FP per SP). */
static void
test_fired_no_rally (Game *f, gconstpointer data)
{
  AdjRoll roll = adj_roll_typed (0);
  getty_acts (f);
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, f->getty_a));
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, th_unit (f->b, "getty-b")));
  th_advance_to (f->j, ADJ_STEP_OFFENSIVE_FIRE);
  th_apply (f->j, adj_action_fire (f->getty_a, ADJ_FIRE_OFFENSIVE, -1));
  th_advance_to (f->j, ADJ_STEP_RALLY);
  th_refused (f->j, adj_action_rally (f->getty_a, &roll, 0), "fired in this activation and may not rally (11.51)");
  th_apply (f->j, adj_action_rally (th_unit (f->b, "getty-b"), &roll, 0));
  g_assert_false (adj_game_state_unit_disordered (state (f), th_unit (f->b, "getty-b")));
}

/* The Fixed Glory house rules let mounted cavalry fire on defence. */
static void
test_fixed_mounted_cavalry (Game *f, gconstpointer data)
{
  cavalry_then_csa (f);
  g_assert_true (adj_game_state_unit_mounted (state (f), f->cav_b));
  th_apply (f->j, adj_action_fire (f->cav_b, ADJ_FIRE_DEFENSIVE, -1));
}

static char *
save_text (AdjJournal *j)
{
  json_object *o = adj_savegame_to_json (j, TRUE);
  char *text = g_strdup (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN));
  json_object_put (o);
  return text;
}

static AdjJournal *
load_text (const char *text, GError **error)
{
  return adj_savegame_load_data (text, strlen (text), "game.json", adj_rulesets (), NULL, NULL, error);
}

static char *
replace (const char *text, const char *from, const char *to)
{
  g_assert_nonnull (strstr (text, from));
  g_auto (GStrv) parts = g_strsplit (text, from, -1);
  return g_strjoinv (to, parts);
}

static void
assert_load_fails (const char *text, const char *expect)
{
  GError *error = NULL;
  g_assert_null (load_text (text, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, expect) == NULL)
    g_error ("'%s' lacks '%s'", error->message, expect);
  g_clear_error (&error);
}

static void
test_save_fixed (Game *f, gconstpointer data)
{
  getty_acts (f);
  th_apply (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_ACTIVATION, -1));
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);
  th_apply (f->j, adj_action_fire (f->csa_a1, ADJ_FIRE_DEFENSIVE, -1));
  th_apply (f->j, adj_action_advance ());
  th_apply (f->j, adj_action_fire (f->getty_a, ADJ_FIRE_OFFENSIVE, -1));
  g_autofree char *text = save_text (f->j);
  g_assert_nonnull (strstr (text, "\"fixed_glory\":true"));
  g_assert_nonnull (strstr (text, "{\"type\":\"fire\",\"unit\":\"getty-arty\",\"fire\":\"activation\"}"));
  g_assert_nonnull (strstr (text, "{\"type\":\"fire\",\"unit\":\"getty-a\",\"fire\":\"offensive\"}"));

  GError *error = NULL;
  g_autoptr (AdjJournal) k = load_text (text, &error);
  g_assert_no_error (error);
  g_assert_true (adj_game_state_fixed_glory (adj_journal_get_state (k)));
  g_assert_cmpuint (adj_journal_get_length (k), ==, adj_journal_get_length (f->j));
  for (guint i = 0; i <= adj_journal_get_length (k); i++)
    g_assert_true (adj_game_state_equal (adj_journal_get_state_at (k, i), adj_journal_get_state_at (f->j, i)));
  for (guint i = 0; i < adj_journal_get_length (k); i++)
    g_assert_true (adj_action_equal (adj_journal_get_move (k, i), adj_journal_get_move (f->j, i)));
  g_autofree char *again = save_text (k);
  g_assert_cmpstr (again, ==, text);

  /* Without the option the journal is Glory III's, and there offensive
   * fire does not replay. */
  g_autofree char *g3 = replace (text, ",\"fixed_glory\":true", "");
  assert_load_fails (g3, "Glory III has no offensive fire");
  g_autofree char *bad = replace (text, "\"fixed_glory\":true", "\"fixed_glory\":1");
  assert_load_fails (bad, "fixed_glory");
}

static void
test_save_return (Game *f, gconstpointer data)
{
  getty_acts (f);
  th_apply (f->j, adj_action_fire (f->getty_arty, ADJ_FIRE_ACTIVATION, -1));
  th_apply (f->j, adj_action_fire (f->csa_arty, ADJ_FIRE_RETURN, (int) f->getty_arty));
  g_autofree char *text = save_text (f->j);
  g_assert_null (strstr (text, "fixed_glory"));  /* Glory III saves read as before */
  g_assert_nonnull (strstr (text, "{\"type\":\"fire\",\"unit\":\"csa-b-arty\",\"fire\":\"return\",\"at\":\"getty-arty\"}"));
  GError *error = NULL;
  g_autoptr (AdjJournal) k = load_text (text, &error);
  g_assert_no_error (error);
  g_assert_false (adj_game_state_fixed_glory (adj_journal_get_state (k)));
  g_assert_true (adj_game_state_equal (adj_journal_get_state (k), state (f)));

  /* The same journal under Fixed Glory: return fire does not replay. */
  g_autofree char *fixed = replace (text, "\"optional_markers\":[]", "\"optional_markers\":[],\"fixed_glory\":true");
  assert_load_fails (fixed, "no return fire in Fixed Glory");
  g_autofree char *kind = replace (text, "\"return\"", "\"volley\"");
  assert_load_fails (kind, "journal[6].fire: 'volley' is not");
  g_autofree char *at = replace (text, "\"at\":\"getty-arty\"", "\"at\":\"nobody\"");
  assert_load_fails (at, "journal[6].at: this battle has no unit 'nobody'");
  g_autofree char *missing = replace (text, ",\"fire\":\"return\"", "");
  assert_load_fails (missing, "journal[6].fire");
  g_autofree char *no_at = replace (text, ",\"at\":\"getty-arty\"", "");
  assert_load_fails (no_at, "names the enemy artillery");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, setup_fn, fn) g_test_add ("/firelog/" path, Game, NULL, setup_fn, fn, teardown)
  ADD ("9.12-activation", setup_g3, test_activation);
  ADD ("9.12-disordered-artillery", setup_g3, test_disordered_artillery);
  ADD ("9.13-return", setup_g3, test_return);
  ADD ("9.13-return-disordered", setup_g3, test_return_disordered);
  ADD ("10.31-defensive", setup_g3, test_defensive);
  ADD ("10.31-combined-activation", setup_g3, test_defensive_combined);
  ADD ("10.31-mounted-cavalry", setup_g3, test_defensive_cavalry);
  ADD ("10.31-disordered-artillery", setup_g3, test_defensive_disordered_artillery);
  ADD ("fixed-glory/sequence", setup_fixed, test_fixed_sequence);
  ADD ("fixed-glory/fire", setup_fixed, test_fixed_fire);
  ADD ("fixed-glory/mounted-cavalry", setup_fixed, test_fixed_mounted_cavalry);
  ADD ("fixed-glory/save-replay", setup_fixed, test_save_fixed);
  ADD ("fixed-glory/11.51-fired-no-rally", setup_fixed, test_fired_no_rally);
  ADD ("save-replay-return", setup_g3, test_save_return);
#undef ADD
  return g_test_run ();
}
