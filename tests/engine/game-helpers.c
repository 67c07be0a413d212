#include "game-helpers.h"

#include <string.h>

AdjBattle *
th_load_sample (void)
{
  GError *error = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "battles",
                                            "sample-cedar-creek.json", NULL);
  AdjBattle *b = adj_battle_load_file (path, &error);
  g_assert_no_error (error);
  return b;
}

AdjBattle *
th_battle (const char *json)
{
  GError *error = NULL;
  AdjBattle *b = adj_battle_load_data (json, strlen (json), "test.json", &error);
  g_assert_no_error (error);
  g_assert_nonnull (b);
  return b;
}

static void
ratings (GString *s, int cohesion)
{
  g_string_append_printf (s, "\"strength\":4,\"cohesion\":%d,\"disordered_cohesion\":%d,\"movement\":6",
                          cohesion, cohesion - 2);
}

char *
th_synthetic_battle_json (guint commands, guint leaders, guint units, guint turns)
{
  GString *s = g_string_new ("{\"format\":\"adjutant-battle\",\"version\":1,\"id\":\"synthetic\","
                             "\"title\":\"Synthetic test battle\",\"notes\":\"every value invented\","
                             "\"sides\":[{\"id\":\"blue\",\"name\":\"Blue\"},{\"id\":\"red\",\"name\":\"Red\"}],"
                             "\"turns\":[");
  for (guint t = 0; t < turns; t++)
    g_string_append_printf (s, "%s{\"label\":\"T%u\"%s%s}", t ? "," : "", t,
                            t % 4 == 1 ? ",\"night\":true" : t % 4 == 2 ? ",\"night2\":true" : "",
                            t % 7 == 3 ? ",\"initiative_drm\":{\"red\":1}"
                            : t % 7 == 5 ? ",\"automatic_initiative\":\"blue\"" : "");
  g_string_append (s, "],\"commands\":[");
  const char *sides[] = { "blue", "red" };
  for (guint side = 0; side < 2; side++)
    for (guint c = 0; c < commands; c++)
      g_string_append_printf (s, "%s{\"id\":\"%s-c%u\",\"name\":\"%s command %u\",\"side\":\"%s\","
                              "\"markers\":[{\"id\":\"%s-am%u\",\"count\":2%s}]}",
                              side + c ? "," : "", sides[side], c, sides[side], c, sides[side],
                              sides[side], c, c == commands - 1 && side == 1 ? ",\"from\":\"T2\"" : "");
  g_string_append (s, "],\"leaders\":[");
  for (guint side = 0; side < 2; side++)
    for (guint c = 0; c < commands; c++)
      for (guint l = 0; l < leaders; l++)
        g_string_append_printf (s, "%s{\"id\":\"%s-l%u-%u\",\"name\":\"%s leader %u.%u\",\"command\":\"%s-c%u\","
                                "\"combined_activation\":%u,\"command_range\":4,\"movement\":8}",
                                side + c + l ? "," : "", sides[side], c, l, sides[side], c, l,
                                sides[side], c, 1 + (c + l) % 3);
  g_string_append (s, "],\"units\":[");
  gboolean first = TRUE;
  for (guint side = 0; side < 2; side++)
    {
      for (guint c = 0; c < commands; c++)
        for (guint l = 0; l < leaders; l++)
          for (guint u = 0; u < units; u++)
            {
              gboolean late = side == 1 && c == commands - 1;
              g_string_append_printf (s, "%s{\"id\":\"%s-u%u-%u-%u\",\"name\":\"%s unit %u.%u.%u\","
                                      "\"command\":\"%s-c%u\",\"leader\":\"%s-l%u-%u\",",
                                      first ? "" : ",", sides[side], c, l, u, sides[side], c, l, u,
                                      sides[side], c, sides[side], c, l);
              if (u == 0 && l == 0 && leaders > 1)  /* 14.53: may go with either leader */
                g_string_append_printf (s, "\"leader_options\":[\"%s-l%u-0\",\"%s-l%u-1\"],",
                                        sides[side], c, sides[side], c);
              first = FALSE;
              if (u % 4 == 3)
                {
                  g_string_append (s, "\"type\":\"cavalry\",\"mounted\":{");
                  ratings (s, 7);
                  g_string_append (s, "},\"dismounted\":{");
                  ratings (s, 6);
                  g_string_append (s, "}");
                }
              else if (u % 4 == 2)
                {
                  g_string_append_printf (s, "\"type\":\"%s\",\"range\":\"M\",\"fire_strength\":1,",
                                          u % 8 == 2 ? "artillery" : "horse-artillery");
                  ratings (s, 5);
                }
              else
                {
                  g_string_append (s, "\"type\":\"infantry\",");
                  ratings (s, 4 + (u + l) % 4);
                }
              g_string_append (s, late ? ",\"arrives\":\"T2\"}" : "}");
            }
      g_string_append_printf (s, ",{\"id\":\"%s-independent\",\"name\":\"%s independent\","
                              "\"command\":\"%s-c0\",\"type\":\"infantry\",", sides[side], sides[side], sides[side]);
      ratings (s, 6);
      g_string_append (s, "}");
    }
  g_string_append (s, "]}");
  return g_string_free (s, FALSE);
}

static guint
pick (GArray *arr, GRand *rand)
{
  return g_array_index (arr, guint, g_rand_int_range (rand, 0, (gint32) arr->len));
}

static AdjRoll
roll (GRand *rand)
{
  if (g_rand_boolean (rand))
    return adj_roll_virtual (((guint64) g_rand_int (rand) << 32) | g_rand_int (rand));
  return adj_roll_typed (g_rand_int_range (rand, 0, 10));
}

static GArray *
units_where (const AdjGameState *s, gboolean (*keep) (const AdjGameState *, guint))
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < adj_battle_n_units (adj_game_state_get_battle (s)); i++)
    if (keep (s, i))
      g_array_append_val (out, i);
  return out;
}

static gboolean
on_map (const AdjGameState *s, guint u)
{
  return adj_game_state_unit_status (s, u) == ADJ_UNIT_ON_MAP;
}

static gboolean
active (const AdjGameState *s, guint u)
{
  return adj_game_state_group_status (s, adj_game_state_unit_group (s, u)) == ADJ_GROUP_ACTIVE;
}

static gboolean
can_rally (const AdjGameState *s, guint u)
{
  return adj_rally_check (s, u, 0, NULL);
}

static gboolean
can_recover (const AdjGameState *s, guint u)
{
  return adj_recovery_check (s, u, NULL);
}

static gboolean
can_enter (const AdjGameState *s, guint u)
{
  const AdjBattle *b = adj_game_state_get_battle (s);
  return adj_game_state_unit_status (s, u) == ADJ_UNIT_ARRIVING && active (s, u)
         && adj_battle_get_unit (b, u)->arrives <= (int) adj_game_state_get_turn (s);
}

static gboolean
active_cavalry (const AdjGameState *s, guint u)
{
  return on_map (s, u) && active (s, u)
         && adj_battle_get_unit (adj_game_state_get_battle (s), u)->type == ADJ_UNIT_CAVALRY;
}

static AdjAction *
choose (const AdjGameState *s, GRand *rand)
{
  const AdjBattle *b = adj_game_state_get_battle (s);
  g_autoptr (GArray) pending = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) combinable = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint g = 0; g < adj_battle_n_groups (b); g++)
    if (adj_game_state_group_status (s, g) == ADJ_GROUP_PENDING)
      {
        g_array_append_val (pending, g);
        if (adj_battle_group_can_combine (b, g) && !adj_game_state_group_tried_ca (s, g))
          g_array_append_val (combinable, g);
      }
  if (combinable->len >= 2 && !adj_game_state_is_night (s) && g_rand_int_range (rand, 0, 3) == 0)
    return adj_action_combine ((guint *) combinable->data, MIN (combinable->len, 3), roll (rand),
                               ADJ_FACT_IN_RANGE);
  return adj_action_start (pick (pending, rand));
}

typedef struct {
  int unit, kind, target;
} FireOption;

/* A Defensive Fire check the engine accepts (10.31-10.33): on @u from a
 * defender that may still fire at it, else a fire table check on @u. */
static AdjAction *
random_df_check (const AdjGameState *s, guint u, int drm, GRand *rand)
{
  const AdjBattle *b = adj_game_state_get_battle (s);
  guint start = (guint) g_rand_int_range (rand, 0, (gint32) adj_battle_n_units (b));
  for (guint k = 0; k < adj_battle_n_units (b); k++)
    {
      guint f = (start + k) % adj_battle_n_units (b);
      if (adj_game_state_df_check_allowed (s, u, &f, 1, NULL))
        return adj_action_df_check (u, roll (rand), drm, &f, 1, -1);
    }
  return adj_action_check (u, roll (rand), 0, ADJ_CHECK_FIRE);
}

/* A fire the rules allow now (9.12, 9.13, 10.31; Fixed Glory), or NULL. */
static AdjAction *
random_fire (const AdjGameState *s, GRand *rand)
{
  const AdjBattle *b = adj_game_state_get_battle (s);
  g_autoptr (GArray) fired = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (FireOption));
  for (guint u = 0; u < adj_battle_n_units (b); u++)
    if (adj_game_state_unit_fired (s, u, ADJ_FIRE_ACTIVATION))
      g_array_append_val (fired, u);
  for (guint u = 0; u < adj_battle_n_units (b); u++)
    for (int kind = 0; kind < ADJ_FIRE_KIND_COUNT; kind++)
      for (guint t = 0; t < (kind == ADJ_FIRE_RETURN ? fired->len : 1); t++)
        {
          int target = kind == ADJ_FIRE_RETURN ? (int) g_array_index (fired, guint, t) : -1;
          if (adj_game_state_fire_check (s, u, (AdjFireKind) kind, target, NULL))
            {
              FireOption o = { (int) u, kind, target };
              g_array_append_val (options, o);
            }
        }
  if (options->len == 0)
    return NULL;
  FireOption o = g_array_index (options, FireOption, g_rand_int_range (rand, 0, (gint32) options->len));
  return adj_action_fire ((guint) o.unit, (AdjFireKind) o.kind, o.target);
}

static AdjAction *
in_step (const AdjGameState *s, GRand *rand)
{
  AdjStep step = adj_game_state_get_step (s);
  if (g_rand_int_range (rand, 0, 100) < 25)
    {
      AdjAction *fire = random_fire (s, rand);
      if (fire != NULL)
        return fire;
    }
  int r = g_rand_int_range (rand, 0, 100);
  if (step == ADJ_STEP_RALLY)
    {
      g_autoptr (GArray) ralliers = units_where (s, can_rally);
      if (ralliers->len > 0 && r < 70)
        {
          AdjRoll rl = roll (rand);
          return adj_action_rally (pick (ralliers, rand), adj_game_state_is_night (s) ? NULL : &rl, 0);
        }
      /* 11.51: Next is refused while a rally is owed; the players may go on anyway. */
      if (adj_action_type_expected (s, ADJ_ACTION_OVERRULE))
        return adj_action_overrule ();
      return adj_action_advance ();
    }
  if (step > ADJ_STEP_CHARGE || r < 75)
    return adj_action_advance ();
  if (r < 78)
    return adj_action_finish ();
  if (step == ADJ_STEP_CHARGE && r < 80)
    return adj_action_charge (roll (rand), g_rand_int_range (rand, -5, 8));
  if (step == ADJ_STEP_MOVEMENT && r < 85)
    {
      g_autoptr (GArray) arriving = units_where (s, can_enter);
      g_autoptr (GArray) cavalry = units_where (s, active_cavalry);
      if (arriving->len > 0)
        return adj_action_unit (ADJ_ACTION_ENTER, pick (arriving, rand));
      if (cavalry->len > 0)
        {
          guint u = pick (cavalry, rand);
          return adj_action_mount (u, !adj_game_state_unit_mounted (s, u), 0);
        }
    }
  g_autoptr (GArray) units = units_where (s, on_map);
  if (units->len == 0)
    return adj_action_advance ();
  guint u = pick (units, rand);
  if (r < 90)
    return adj_action_unit (ADJ_ACTION_DISORDER, u);
  if (r < 92)
    {
      /* A roll against cohesion with the DRM its cause gives. */
      AdjCheckCause cause = (AdjCheckCause) g_rand_int_range (rand, 0, ADJ_CHECK_CAUSE_COUNT);
      int drm = cause == ADJ_CHECK_MISGUIDED ? 2
                : cause == ADJ_CHECK_DEFENSIVE_FIRE ? g_rand_int_range (rand, -2, 5)
                : cause == ADJ_CHECK_FIRE || cause == ADJ_CHECK_FIXED_MORALE ? 0
                : adj_game_state_is_night (s) ? 2 : 0;
      if (cause == ADJ_CHECK_DEFENSIVE_FIRE)
        return random_df_check (s, u, drm, rand);
      return adj_action_check (u, roll (rand), drm, cause);
    }
  if (r < 96)
    return adj_action_retreat (u, 1);
  if (r < 97)
    return adj_action_unit (ADJ_ACTION_WITHDRAW, u);
  if (r < 98)
    return adj_action_unit (ADJ_ACTION_ELIMINATE, u);
  return adj_action_advance ();
}

/* 14.53: now and then, a unit with a choice of leaders changes leader. */
static AdjAction *
random_assign (const AdjGameState *s, GRand *rand)
{
  const AdjBattle *b = adj_game_state_get_battle (s);
  for (guint u = 0; u < adj_battle_n_units (b); u++)
    {
      const AdjBattleUnit *unit = adj_battle_get_unit (b, u);
      if (unit->n_leader_options > 0 && g_rand_int_range (rand, 0, 4) == 0)
        return adj_action_assign (u, unit->leader_options[g_rand_int_range (rand, 0, (gint32) unit->n_leader_options)]);
    }
  return NULL;
}

AdjAction *
th_random_action (const AdjGameState *s, GRand *rand)
{
  if (adj_game_state_get_phase (s) <= ADJ_PHASE_SELECTION && g_rand_int_range (rand, 0, 8) == 0)
    {
      AdjAction *a = random_assign (s, rand);
      if (a != NULL)
        return a;
    }
  switch (adj_game_state_get_phase (s))
    {
    case ADJ_PHASE_INITIATIVE:
      return adj_action_initiative (roll (rand), roll (rand));
    case ADJ_PHASE_HOLD_OUT:
      {
        int side = adj_game_state_get_initiative (s);
        g_autoptr (GArray) ams = adj_game_state_available_ams (s, (guint) side);
        return adj_action_hold_out ((guint) side, ams->len > 0 && g_rand_int_range (rand, 0, 5) > 0
                                                    ? (int) pick (ams, rand) : -1);
      }
    case ADJ_PHASE_SELECTION:
      {
        guint side = adj_game_state_has_selected (s, 0) ? 1 : adj_game_state_has_selected (s, 1) ? 0
                     : (guint) g_rand_int_range (rand, 0, 2);
        g_autoptr (GArray) ams = adj_game_state_available_ams (s, side);
        g_autoptr (GArray) chosen = g_array_new (FALSE, FALSE, sizeof (guint));
        for (guint i = 0; i < ams->len; i++)
          if (g_rand_int_range (rand, 0, 8) > 0)
            g_array_append_val (chosen, g_array_index (ams, guint, i));
        return adj_action_select (side, (guint *) chosen->data, chosen->len);
      }
    case ADJ_PHASE_DRAW:
      {
        if (g_rand_boolean (rand))
          return adj_action_draw_virtual (s, ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand), NULL);
        g_autoptr (GArray) pool = adj_game_state_pool (s);
        return adj_action_draw (pick (pool, rand));
      }
    case ADJ_PHASE_ACTIVATION:
      return adj_game_state_get_step (s) == ADJ_STEP_CHOOSE ? choose (s, rand) : in_step (s, rand);
    case ADJ_PHASE_RECOVERY:
      {
        g_autoptr (GArray) box = units_where (s, can_recover);
        if (box->len > 0 && g_rand_int_range (rand, 0, 10) > 0)
          return adj_action_recover (pick (box, rand), roll (rand));
        return adj_action_advance ();
      }
    case ADJ_PHASE_GAME_OVER:
    default:
      return NULL;
    }
}

void
th_apply (AdjJournal *j, AdjAction *a)
{
  GError *error = NULL;
  if (!adj_journal_apply (j, a, &error))
    g_error ("refused %s: %s", adj_action_type_to_string (a->type), error->message);
  adj_action_free (a);
}

void
th_refused (AdjJournal *j, AdjAction *a, const char *expect)
{
  GError *error = NULL;
  const AdjGameState *before = adj_journal_get_state (j);
  guint len = adj_journal_get_length (j);
  g_assert_false (adj_journal_apply (j, a, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  if (strstr (error->message, expect) == NULL)
    g_error ("'%s' lacks '%s'", error->message, expect);
  g_assert_true (adj_journal_get_state (j) == before);
  g_assert_cmpuint (adj_journal_get_length (j), ==, len);
  g_clear_error (&error);
  adj_action_free (a);
}

void
th_game_setup (ThGame *f, gconstpointer data)
{
  f->b = th_load_sample ();
  f->j = adj_game_journal_new (f->b, NULL, NULL);
}

const AdjGameState *
th_state (ThGame *f)
{
  return adj_journal_get_state (f->j);
}

void
th_game_teardown (ThGame *f, gconstpointer data)
{
  adj_journal_free (f->j);
  adj_battle_unref (f->b);
}

AdjAction *
th_legal_action (const AdjGameState *state, GRand *rand)
{
  for (guint tries = 0; tries < 1000; tries++)
    {
      AdjAction *a = th_random_action (state, rand);
      g_autoptr (AdjGameState) next = NULL;

      if (a == NULL)
        return NULL;
      next = adj_action_apply (state, a, NULL);
      if (next != NULL)
        return a;
      adj_action_free (a);
    }
  g_error ("no legal action found in 1000 tries");
  return NULL;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

double
th_median (double *values, guint n)
{
  qsort (values, n, sizeof *values, cmp_double);
  return values[n / 2];
}

AdjJournal *
th_random_game (AdjBattle *b, guint n, guint32 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  AdjJournal *j = adj_game_journal_new (b, NULL, NULL);
  while (adj_journal_get_length (j) < n)
    {
      AdjAction *a = th_random_action (adj_journal_get_state (j), rand);
      if (a == NULL)
        break;
      th_apply (j, a);
    }
  return j;
}

static guint
found (int i, const char *id)
{
  if (i < 0)
    g_error ("the battle has no '%s'", id);
  return (guint) i;
}

guint th_am (AdjBattle *b, const char *id) { return found (adj_battle_find_am (b, id), id); }
guint th_unit (AdjBattle *b, const char *id) { return found (adj_battle_find_unit (b, id), id); }
guint th_group (AdjBattle *b, const char *id) { return found (adj_battle_find_group (b, id), id); }

void
th_play_to_activation (AdjJournal *j, const char *am_id)
{
  AdjBattle *b = adj_journal_get_scenario (j);
  guint am = th_am (b, am_id);
  guint side = adj_battle_am_side (b, am);
  const AdjGameState *s = adj_journal_get_state (j);
  if (adj_game_state_get_phase (s) == ADJ_PHASE_INITIATIVE)
    th_apply (j, adj_action_initiative (adj_roll_typed (5), adj_roll_typed (5)));
  s = adj_journal_get_state (j);
  if (adj_game_state_get_phase (s) == ADJ_PHASE_HOLD_OUT)
    th_apply (j, adj_action_hold_out ((guint) adj_game_state_get_initiative (s), -1));
  g_assert_cmpint (adj_game_state_get_phase (adj_journal_get_state (j)), ==, ADJ_PHASE_SELECTION);
  th_apply (j, adj_action_select (side, &am, 1));
  th_apply (j, adj_action_select (1 - side, NULL, 0));
  th_apply (j, adj_action_draw (am));
  g_assert_cmpint (adj_game_state_get_phase (adj_journal_get_state (j)), ==, ADJ_PHASE_ACTIVATION);
}

void
th_advance_to (AdjJournal *j, AdjStep step)
{
  while (adj_game_state_get_step (adj_journal_get_state (j)) != step)
    th_apply (j, adj_action_advance ());
}

void
th_finish_turn (AdjJournal *j, gboolean next_turn)
{
  for (;;)
    {
      const AdjGameState *s = adj_journal_get_state (j);
      AdjPhase phase = adj_game_state_get_phase (s);
      if (phase == ADJ_PHASE_RECOVERY && !next_turn)
        return;
      if (phase == ADJ_PHASE_RECOVERY)
        {
          th_apply (j, adj_action_advance ());
          return;
        }
      if (phase == ADJ_PHASE_ACTIVATION && adj_game_state_get_step (s) == ADJ_STEP_CHOOSE)
        {
          g_autoptr (GArray) groups = adj_game_state_activated_groups (s);
          for (guint i = 0; i < groups->len; i++)
            if (adj_game_state_group_status (s, g_array_index (groups, guint, i)) == ADJ_GROUP_PENDING)
              {
                th_apply (j, adj_action_start (g_array_index (groups, guint, i)));
                break;
              }
          th_apply (j, adj_action_finish ());
        }
      else if (phase == ADJ_PHASE_ACTIVATION && adj_action_type_expected (s, ADJ_ACTION_OVERRULE))
        th_apply (j, adj_action_overrule ());  /* 11.51: no rally tried */
      else if (phase == ADJ_PHASE_ACTIVATION)
        th_apply (j, adj_action_advance ());
      else if (phase == ADJ_PHASE_DRAW)
        {
          g_autoptr (GArray) pool = adj_game_state_pool (s);
          th_apply (j, adj_action_draw (g_array_index (pool, guint, 0)));
        }
      else if (phase == ADJ_PHASE_INITIATIVE)
        th_apply (j, adj_action_initiative (adj_roll_typed (5), adj_roll_typed (5)));
      else if (phase == ADJ_PHASE_HOLD_OUT)
        th_apply (j, adj_action_hold_out ((guint) adj_game_state_get_initiative (s), -1));
      else if (phase == ADJ_PHASE_SELECTION)
        th_apply (j, adj_action_select (adj_game_state_has_selected (s, 0) ? 1 : 0, NULL, 0));
      else
        g_error ("th_finish_turn: the game is over");
    }
}
