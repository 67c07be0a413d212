/* Glory III for one side's device (glory/sideview.c): over random legal
 * games, no side's view or journal line ever holds a choice the other
 * side has not revealed (an AM in the pool, 4.21, before it is drawn;
 * the held-out AM, 5.23, before it is played), while its own are there;
 * whose each move is; the app's blind draw; the rolls each side is
 * offered (11.5, 10.31) and the moves their forms make. */
#include <string.h>

#include "game-helpers.h"
#include "core/procedure.h"

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

static guint n_rolls_checked;

/* 11.5, 10.22, 10.31: a side's view offers a rally roll and a charge roll
 * only to the side acting and a Defensive Fire check only to the other;
 * each rally and charge form, filled with a die, is a move the engine
 * takes. */
static void
check_roll_sides (const AdjGameState *s)
{
  int drawn = adj_game_state_drawn_am (s);
  int acting = drawn >= 0 ? (int) adj_battle_am_side (adj_game_state_get_battle (s), (guint) drawn) : -1;
  for (int side = 0; side <= 1; side++)
    {
      json_object *v = rs->state_view (s, side), *rolls = NULL;
      g_assert_true (json_object_object_get_ex (v, "my_rolls", &rolls));
      for (size_t i = 0; i < json_object_array_length (rolls); i++)
        {
          json_object *form = json_object_array_get_idx (rolls, i), *kind, *move, *die;
          g_assert_true (json_object_object_get_ex (form, "kind", &kind));
          g_assert_true (json_object_object_get_ex (form, "die", &die));
          g_assert_true (json_object_object_get_ex (form, "move", &move));
          if (g_strcmp0 (json_object_get_string (kind), "rally") == 0)
            {
              g_assert_cmpint (side, ==, acting);
              json_object *m = NULL, *roll = json_object_new_object ();
              json_object_deep_copy (move, &m, NULL);
              json_object_object_add (roll, "value", json_object_new_int (9));
              /* At night no die: the rally is automatic (13). */
              if (json_object_get_boolean (die))
                json_object_object_add (m, "roll", roll);
              else
                json_object_put (roll);
              g_autoptr (GError) error = NULL;
              g_autoptr (AdjAction) a = adj_action_from_json (m, adj_game_state_get_battle (s), "form", &error);
              g_assert_no_error (error);
              g_autoptr (AdjGameState) next = adj_action_apply (s, a, &error);
              g_assert_no_error (error);
              json_object_put (m);
            }
          else if (g_strcmp0 (json_object_get_string (kind), "charge") == 0)
            {
              /* 10.22: the charging side's, taken with any unit offered. */
              g_assert_cmpint (side, ==, acting);
              json_object *fields = json_object_object_get (form, "fields");
              json_object *choices = json_object_object_get (json_object_array_get_idx (fields, 0), "choices");
              json_object *m = NULL, *roll = json_object_new_object (), *chargers = json_object_new_array ();
              json_object_deep_copy (move, &m, NULL);
              json_object_array_add (chargers, json_object_get (json_object_object_get (
                                                 json_object_array_get_idx (choices, 0), "id")));
              json_object_object_add (m, "chargers", chargers);
              json_object_object_add (roll, "value", json_object_new_int (5));
              json_object_object_add (m, "roll", roll);
              g_autoptr (GError) error = NULL;
              g_autoptr (AdjAction) a = adj_action_from_json (m, adj_game_state_get_battle (s), "form", &error);
              g_assert_no_error (error);
              g_autoptr (AdjGameState) next = adj_action_apply (s, a, &error);
              g_assert_no_error (error);
              json_object_put (m);
            }
          else
            g_assert_cmpint (side, ==, 1 - acting);
          n_rolls_checked++;
        }
      json_object_put (v);
    }
}

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
  check_roll_sides (s);
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
  n_rolls_checked = 0;
  for (guint32 seed = 1; seed <= 12; seed++)
    play (seed % 2 ? sample : synthetic, seed, 250);
  /* The games did reach secrets to keep. */
  g_assert_cmpuint (n_secrets_checked, >, 50);
  g_message ("rolls offered: %u", n_rolls_checked);
  g_assert_cmpuint (n_rolls_checked, >, 0);
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

/* The rolls a side's view offers (glory/sideview-rolls.c). */
static json_object *
view_rolls (const AdjGameState *s, int side, const char *key)
{
  json_object *v = rs->state_view (s, side), *rolls = NULL;
  g_assert_true (json_object_object_get_ex (v, key, &rolls));
  json_object_get (rolls);
  json_object_put (v);
  return rolls;
}

static const char *
str_at (json_object *o, const char *key)
{
  json_object *v = NULL;
  g_assert_true (json_object_object_get_ex (o, key, &v));
  return json_object_get_string (v);
}

static json_object *
member (json_object *o, const char *key)
{
  json_object *v = NULL;
  g_assert_true (json_object_object_get_ex (o, key, &v));
  return v;
}

/* A form filled as the page fills it: its move, each field's value, the
 * die as move.roll (sideview-rolls.h). @fields: name, then JSON, in pairs. */
static AdjAction *
fill (AdjJournal *j, json_object *form, int die, const char *const *fields)
{
  json_object *move = NULL;
  json_object_deep_copy (member (form, "move"), &move, NULL);
  for (guint i = 0; fields != NULL && fields[i] != NULL; i += 2)
    json_object_object_add (move, fields[i], json_tokener_parse (fields[i + 1]));
  json_object *roll = json_object_new_object ();
  json_object_object_add (roll, "value", json_object_new_int (die));
  json_object_object_add (move, "roll", roll);
  g_autoptr (GError) error = NULL;
  AdjAction *a = adj_ruleset_move_from_object (rs, move, adj_journal_get_scenario (j), "form", &error);
  g_assert_no_error (error);
  json_object_put (move);
  return a;
}

static void
assert_no_rolls (const AdjGameState *s, int side)
{
  json_object *mine = view_rolls (s, side, "my_rolls");
  g_assert_cmpuint (json_object_array_length (mine), ==, 0);
  json_object_put (mine);
}

static void
getty_acting (ThGame *f)
{
  th_play_to_activation (f->j, "vi-corps#1");
  th_apply (f->j, adj_action_start (th_group (f->b, "getty")));
}

/* The rolls @owing is offered now, one form, while the other side is
 * offered none and waits for it. */
static json_object *
owed_form (ThGame *f, int owing)
{
  assert_no_rolls (th_state (f), 1 - owing);
  json_object *awaited = view_rolls (th_state (f), 1 - owing, "rolls_awaited");
  g_assert_cmpuint (json_object_array_length (awaited), ==, 1);
  g_assert_cmpstr (str_at (json_object_array_get_idx (awaited, 0), "side"), ==,
                   adj_battle_get_side (f->b, (guint) owing)->id);
  json_object *mine = view_rolls (th_state (f), owing, "my_rolls");
  g_assert_cmpuint (json_object_array_length (mine), ==, 1);
  g_assert_cmpstr (str_at (json_object_array_get_idx (awaited, 0), "title"), ==,
                   str_at (json_object_array_get_idx (mine, 0), "title"));
  json_object_put (awaited);
  return mine;
}

/* 11.5: the Rally step's roll is offered to the acting side's device only
 * (the Union's VI Corps acts), with the unit by name and the engine's
 * chance (Getty 'a' disordered rallies on 4 or less: 50%, 11.52); the
 * filled form is a move the engine takes once. */
static void
test_rolls_rule_11_5 (ThGame *f, gconstpointer data)
{
  guint a = th_unit (f->b, "getty-a");
  getty_acting (f);
  th_apply (f->j, adj_action_unit (ADJ_ACTION_DISORDER, a));
  assert_no_rolls (th_state (f), 0);  /* not before step vi */
  th_advance_to (f->j, ADJ_STEP_RALLY);

  json_object *mine = owed_form (f, 0);
  json_object *form = json_object_array_get_idx (mine, 0);
  g_assert_cmpstr (str_at (form, "title"), ==, "Rally roll for Getty 'a' (sample)");
  g_assert_cmpstr (str_at (form, "kind"), ==, "rally");
  g_assert_cmpstr (str_at (form, "rule"), ==, "11.52");
  g_assert_cmpstr (str_at (json_object_array_get_idx (member (form, "units"), 0), "name"), ==, "Getty 'a' (sample)");
  g_assert_cmpfloat_with_epsilon (json_object_get_double (member (form, "chance")), 0.5, 1e-9);
  g_assert_cmpstr (str_at (form, "text"), ==, "Rallies on 4 or less: 50% (11.52)");
  g_assert_true (json_object_get_boolean (member (form, "die")));

  /* The host's roll for the same form (POST /api/roll). */
  const char *kind = json_object_to_json_string_ext (member (form, "move"), JSON_C_TO_STRING_PLAIN);
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjAction) virt = rs->move_virtual (th_state (f), kind, 99, &error);
  g_assert_no_error (error);
  g_assert_true (virt->roll[0].is_virtual);
  g_assert_cmpint (virt->roll[0].value, ==, adj_roll_virtual (99).value);
  g_assert_cmpint (rs->move_side (virt, th_state (f)), ==, 0);

  AdjAction *filled = fill (f->j, form, 4, NULL);
  g_assert_cmpint (rs->move_side (filled, th_state (f)), ==, 0);
  AdjAction *again = adj_action_copy (filled);
  th_apply (f->j, filled);
  g_assert_false (adj_game_state_unit_disordered (th_state (f), a));
  guint len = adj_journal_get_length (f->j);
  th_refused (f->j, again, "");
  g_assert_cmpuint (adj_journal_get_length (f->j), ==, len);
  assert_no_rolls (th_state (f), 0);
  /* Undo (the laptop's) brings the roll back to the phone. */
  g_assert_true (adj_journal_undo (f->j));
  json_object *back = view_rolls (th_state (f), 0, "my_rolls");
  g_assert_cmpuint (json_object_array_length (back), ==, 1);
  g_assert_true (json_object_equal (back, mine));
  json_object_put (back);
  json_object_put (mine);
}

/* 10.31: in step iv the Defensive Fire check is offered to the side being
 * charged only (the Confederate), naming its units that may fire and the
 * chargers; the chance is the engine's for each charger and DRM (10.33:
 * Getty 'b', cohesion 5, at +3 disorders on 3 or more: 70%). A filled
 * form is taken once: the same stack's second roll at the same charger is
 * refused (10.32, 10.33), and is the Confederate's to make. */
static void
test_rolls_rule_10_31 (ThGame *f, gconstpointer data)
{
  guint b = th_unit (f->b, "getty-b");
  getty_acting (f);
  assert_no_rolls (th_state (f), 1);  /* not before step iv */
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);

  json_object *mine = owed_form (f, 1);
  json_object *form = json_object_array_get_idx (mine, 0);
  g_assert_cmpstr (str_at (form, "kind"), ==, "check");
  g_assert_cmpstr (str_at (form, "rule"), ==, "10.33");
  json_object *fields = member (form, "fields");
  g_assert_cmpstr (str_at (json_object_array_get_idx (fields, 0), "name"), ==, "by");
  g_assert_cmpstr (str_at (json_object_array_get_idx (fields, 1), "name"), ==, "unit");
  const char *by = json_object_to_json_string (member (json_object_array_get_idx (fields, 0), "choices"));
  const char *at = json_object_to_json_string (member (json_object_array_get_idx (fields, 1), "choices"));
  g_assert_nonnull (strstr (by, "\"csa-a-1\""));
  g_assert_nonnull (strstr (by, "Brigade A1 (invented)"));
  g_assert_null (strstr (by, "\"getty-b\""));
  g_assert_nonnull (strstr (at, "\"getty-b\""));
  g_assert_null (strstr (at, "\"csa-a-1\""));
  json_object *table = member (member (form, "chance"), "table");
  g_assert_cmpfloat_with_epsilon (json_object_get_double (member (member (table, "getty-b"), "3")), 0.7, 1e-9);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (member (member (table, "getty-a"), "0")), 0.3, 1e-9);

  const char *const values[] = { "by", "[\"csa-a-1\"]", "unit", "\"getty-b\"", "drm", "3", NULL };
  AdjAction *filled = fill (f->j, form, 3, values);
  g_assert_cmpint (rs->move_side (filled, th_state (f)), ==, 1);
  AdjAction *again = adj_action_copy (filled);
  th_apply (f->j, filled);
  g_assert_true (adj_game_state_unit_disordered (th_state (f), b));
  th_refused (f->j, again, "already taken the Defensive Fire of Brigade A1 (invented)");

  /* The form now offers csa-a-1 still (it may fire at another hex,
   * 10.32), and the host's roll for it is the Confederate's. */
  json_object *next = view_rolls (th_state (f), 1, "my_rolls");
  g_assert_cmpuint (json_object_array_length (next), ==, 1);
  json_object *mv = NULL;
  json_object_deep_copy (member (json_object_array_get_idx (next, 0), "move"), &mv, NULL);
  json_object_object_add (mv, "by", json_tokener_parse ("[\"csa-a-1\"]"));
  json_object_object_add (mv, "unit", json_object_new_string ("getty-a"));
  json_object_object_add (mv, "drm", json_object_new_int (0));
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjAction) virt = rs->move_virtual (th_state (f), json_object_to_json_string (mv), 5, &error);
  g_assert_no_error (error);
  g_assert_cmpint (rs->move_side (virt, th_state (f)), ==, 1);
  g_assert_true (adj_journal_apply (f->j, virt, &error));
  g_assert_no_error (error);
  /* Nothing else is rolled for a device's form. */
  g_assert_null (rs->move_virtual (th_state (f), "{\"type\":\"advance\"}", 5, &error));
  g_assert_nonnull (error);
  json_object_put (mv);
  json_object_put (next);
  json_object_put (mine);
}

/* 10.22: in step v the charge roll is offered to the charging side only
 * (the Union's VI Corps acts), naming the units that may charge (10.11:
 * not its battery, 10.28); the odds and DRM are the laptop's Charge
 * page's, so the form sends the chargers and the die, and the journal line
 * says the page adds the DRM. A filled form is taken once: a second roll
 * naming the same unit is refused (10.21), from a device or the laptop;
 * the unit is offered no more, and undo brings it back. */
static void
test_rolls_rule_10_22 (ThGame *f, gconstpointer data)
{
  guint gb = th_unit (f->b, "getty-b");
  getty_acting (f);
  th_advance_to (f->j, ADJ_STEP_DEFENSIVE_FIRE);
  assert_no_rolls (th_state (f), 0);  /* not before step v */
  th_advance_to (f->j, ADJ_STEP_CHARGE);

  json_object *mine = owed_form (f, 0);
  json_object *form = json_object_array_get_idx (mine, 0);
  g_assert_cmpstr (str_at (form, "kind"), ==, "charge");
  g_assert_cmpstr (str_at (form, "rule"), ==, "10.22");
  g_assert_cmpstr (str_at (form, "title"), ==, "Charge roll");
  g_assert_nonnull (strstr (str_at (form, "text"), "laptop"));
  g_assert_true (json_object_get_boolean (member (form, "die")));
  g_assert_false (json_object_object_get_ex (form, "chance", NULL));
  json_object *fields = member (form, "fields");
  g_assert_cmpuint (json_object_array_length (fields), ==, 1);
  g_assert_cmpstr (str_at (json_object_array_get_idx (fields, 0), "name"), ==, "chargers");
  const char *choices = json_object_to_json_string (member (json_object_array_get_idx (fields, 0), "choices"));
  g_assert_nonnull (strstr (choices, "\"getty-a\""));
  g_assert_nonnull (strstr (choices, "Getty 'b' (sample)"));
  g_assert_null (strstr (choices, "getty-arty"));
  g_assert_null (strstr (choices, "csa-a-1"));
  g_assert_null (strstr (choices, "ricketts-a"));

  const char *const values[] = { "chargers", "[\"getty-b\"]", NULL };
  AdjAction *filled = fill (f->j, form, 7, values);
  g_assert_true (filled->drm_open);
  g_assert_cmpint (rs->move_side (filled, th_state (f)), ==, 0);
  AdjAction *again = adj_action_copy (filled);
  th_apply (f->j, filled);
  g_autofree char *line = adj_journal_describe (f->j, adj_journal_get_length (f->j) - 1);
  g_assert_cmpstr (line, ==, "Charge roll 7 for Getty 'b' (sample); the laptop's Charge page adds the DRM (10.22, 10.29)");
  guint len = adj_journal_get_length (f->j);
  th_refused (f->j, again, "Getty 'b' (sample) has rolled its charge this activation already (10.21, 10.22)");
  th_refused (f->j, adj_action_charge_by (adj_roll_typed (3), 2, &gb, 1), "(10.21, 10.22)");
  th_refused (f->j, adj_action_charge_roll (adj_roll_typed (3), NULL, 0), "names its charging units (10.21)");
  g_assert_cmpuint (adj_journal_get_length (f->j), ==, len);

  /* Getty 'a' may still charge: the host rolls for it (POST /api/roll). */
  json_object *next = view_rolls (th_state (f), 0, "my_rolls");
  g_assert_cmpuint (json_object_array_length (next), ==, 1);
  const char *left = json_object_to_json_string (
    member (json_object_array_get_idx (member (json_object_array_get_idx (next, 0), "fields"), 0), "choices"));
  g_assert_nonnull (strstr (left, "\"getty-a\""));
  g_assert_null (strstr (left, "\"getty-b\""));
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjAction) virt = rs->move_virtual (th_state (f), "{\"type\":\"charge\",\"chargers\":[\"getty-a\"]}", 8,
                                                 &error);
  g_assert_no_error (error);
  g_assert_true (virt->roll[0].is_virtual);
  g_assert_true (virt->drm_open);
  g_assert_cmpint (rs->move_side (virt, th_state (f)), ==, 0);
  g_assert_true (adj_journal_apply (f->j, virt, &error));
  g_assert_no_error (error);
  assert_no_rolls (th_state (f), 0);
  json_object *awaited = view_rolls (th_state (f), 1, "rolls_awaited");
  g_assert_cmpuint (json_object_array_length (awaited), ==, 0);
  json_object_put (awaited);
  /* A charge with its DRM is the laptop's, not the host's to roll. */
  g_assert_null (rs->move_virtual (th_state (f), "{\"type\":\"charge\",\"drm\":1}", 8, &error));
  g_clear_error (&error);

  /* Undo (the laptop's) offers Getty 'a' again; the saved move reads back. */
  g_assert_true (adj_journal_undo (f->j));
  json_object *back = view_rolls (th_state (f), 0, "my_rolls");
  g_assert_true (json_object_equal (back, next));
  json_object *saved = adj_action_to_json (adj_journal_get_move (f->j, len - 1), f->b);
  g_assert_false (json_object_object_get_ex (saved, "drm", NULL));
  g_autoptr (AdjAction) read = adj_action_from_json (saved, f->b, "saved", &error);
  g_assert_no_error (error);
  g_assert_true (adj_action_equal (read, adj_journal_get_move (f->j, len - 1)));
  json_object_put (saved);
  json_object_put (back);
  json_object_put (next);
  json_object_put (mine);
}

/* A game saved at level 5, before a unit's charge was rolled once an
 * activation, keeps its rules: the same unit may be named again, and its
 * phones are offered no charge roll (a roll there could be applied twice). */
static void
test_rolls_rule_10_22_level_5 (ThGame *f, gconstpointer data)
{
  AdjGameOptions old = { .procedure = ADJ_PROCEDURE_SHOOTING };
  g_autoptr (GError) error = NULL;
  AdjJournal *j = adj_game_journal_new (f->b, &old, &error);
  g_assert_no_error (error);
  adj_journal_free (f->j);
  f->j = j;
  guint gb = th_unit (f->b, "getty-b");
  getty_acting (f);
  th_advance_to (f->j, ADJ_STEP_CHARGE);
  assert_no_rolls (th_state (f), 0);
  th_apply (f->j, adj_action_charge_by (adj_roll_typed (3), 2, &gb, 1));
  th_apply (f->j, adj_action_charge_by (adj_roll_typed (4), 2, &gb, 1));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sideview/secrets-random", test_secrets_random);
  g_test_add_func ("/sideview/activation", test_activation);
  g_test_add ("/sideview/rolls/11.5", ThGame, NULL, th_game_setup, test_rolls_rule_11_5, th_game_teardown);
  g_test_add ("/sideview/rolls/10.31", ThGame, NULL, th_game_setup, test_rolls_rule_10_31, th_game_teardown);
  g_test_add ("/sideview/rolls/10.22", ThGame, NULL, th_game_setup, test_rolls_rule_10_22, th_game_teardown);
  g_test_add ("/sideview/rolls/10.22/level-5", ThGame, NULL, th_game_setup, test_rolls_rule_10_22_level_5,
              th_game_teardown);
  return g_test_run ();
}
