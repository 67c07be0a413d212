/* Helpers of the Clash of Giants III tests. */
#include "cog-helpers.h"

#include <string.h>

json_object *
ch_demo_json (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "cog", "demo-crossroads.json", NULL);
  GError *error = NULL;
  json_object *root = adj_json_load_file (path, &error);
  g_assert_no_error (error);
  return root;
}

AdjCogBattle *
ch_battle_from_json (json_object *root)
{
  GError *error = NULL;
  AdjCogBattle *b = adj_cog_battle_from_json (root, "test.json: $", &error);
  g_assert_no_error (error);
  return b;
}

AdjCogBattle *
ch_demo (void)
{
  json_object *root = ch_demo_json ();
  AdjCogBattle *b = ch_battle_from_json (root);
  json_object_put (root);
  return b;
}

AdjJournal *
ch_game (AdjCogBattle *b, const char *options_json)
{
  GError *error = NULL;
  json_object *options = options_json ? json_tokener_parse (options_json) : NULL;
  AdjJournal *j = adj_cog_journal_new (b, options, &error);
  g_assert_no_error (error);
  json_object_put (options);
  return j;
}

const AdjCogState *
ch_state (const AdjJournal *j)
{
  return adj_journal_get_state (j);
}

AdjCogMove *
ch_move (const AdjJournal *j, const char *json)
{
  GError *error = NULL;
  json_object *o = json_tokener_parse (json);
  g_assert_nonnull (o);
  AdjCogMove *m = adj_cog_move_from_json (o, adj_journal_get_scenario (j), "move", &error);
  g_assert_no_error (error);
  json_object_put (o);
  return m;
}

void
ch_apply (AdjJournal *j, const char *json)
{
  GError *error = NULL;
  g_autoptr (AdjCogMove) m = ch_move (j, json);
  if (!adj_journal_apply (j, m, &error))
    g_error ("%s refused: %s", json, error->message);
}

void
ch_refuse (AdjJournal *j, const char *json, const char *expect)
{
  GError *error = NULL;
  g_autoptr (AdjCogMove) m = ch_move (j, json);
  guint before = adj_journal_get_length (j);
  g_assert_false (adj_journal_apply (j, m, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, expect) == NULL)
    g_error ("%s: expected a refusal with \"%s\", got \"%s\"", json, expect, error->message);
  g_assert_cmpuint (adj_journal_get_length (j), ==, before);
  g_error_free (error);
}

void
ch_next (AdjJournal *j)
{
  g_autofree char *json = g_strdup_printf ("{\"type\":\"next\",\"step\":\"%s\"}",
                                           adj_cog_step_id (adj_cog_state_step (ch_state (j))));
  ch_apply (j, json);
}

guint
ch_combat (AdjJournal *j, const char *json)
{
  GError *error = NULL;
  g_autoptr (AdjCogMove) m = ch_move (j, json);
  g_autoptr (GPtrArray) group = adj_cog_combat_group (ch_state (j), m, &error);
  g_assert_no_error (error);
  if (!adj_journal_apply_group (j, (gconstpointer const *) group->pdata, group->len, &error))
    g_error ("%s refused: %s", json, error->message);
  return group->len;
}

void
ch_blue_1_attacks (AdjJournal *j)
{
  ch_next (j);
  ch_next (j);
  ch_apply (j, "{\"type\":\"cm_draw\",\"marker\":\"cm-blue-1\"}");
  ch_apply (j, "{\"type\":\"command_roll\",\"formation\":\"blue-1\",\"roll\":4}");
  ch_apply (j, "{\"type\":\"combat_action\",\"side\":\"union\"}");
}

guint
ch_unit (const AdjCogBattle *b, const char *id)
{
  int i = adj_cog_battle_find_unit (b, id);
  g_assert_cmpint (i, >=, 0);
  return (guint) i;
}

guint
ch_am (const AdjCogBattle *b, const char *id)
{
  int i = adj_cog_battle_find_am (b, id);
  g_assert_cmpint (i, >=, 0);
  return (guint) i;
}

guint
ch_cm (const AdjCogBattle *b, const char *id)
{
  int i = adj_cog_battle_find_cm (b, id);
  g_assert_cmpint (i, >=, 0);
  return (guint) i;
}

void
ch_play_until (AdjJournal *j, guint turn, const char *step)
{
  const AdjCogBattle *b = adj_journal_get_scenario (j);
  guint64 seed = 100;
  while (adj_cog_state_turn (ch_state (j)) != turn
         || g_strcmp0 (adj_cog_step_id (adj_cog_state_step (ch_state (j))), step) != 0)
    {
      const AdjCogState *s = ch_state (j);
      GError *error = NULL;
      switch (adj_cog_state_step (s))
        {
        case ADJ_COG_STEP_ARTILLERY:
          {
            AdjCogAmCup cup;
            adj_cog_state_am_cup (s, &cup);
            if (cup.in_cup[0] + cup.in_cup[1] > 0)
              {
                g_autoptr (AdjCogMove) m = adj_cog_move_am_draw_virtual (seed++);
                g_assert_true (adj_journal_apply (j, m, &error));
              }
            for (guint i = 0; i < adj_cog_battle_n_scms (b); i++)
              if (adj_cog_state_scm_status (ch_state (j), i) == ADJ_COG_CM_READY
                  && adj_cog_battle_scm (b, i)->available_on != 0)
                {
                  g_autoptr (AdjCogMove) m = adj_cog_move_roll_virtual (ADJ_COG_MOVE_SCM_ROLL, i, seed++);
                  g_assert_true (adj_journal_apply (j, m, &error));
                }
            break;
          }
        case ADJ_COG_STEP_DRAW:
          {
            g_autoptr (AdjCogMove) m = adj_cog_move_cm_draw_virtual (seed++);
            g_assert_true (adj_journal_apply (j, m, &error));
            continue;
          }
        case ADJ_COG_STEP_ACTIVATION:
          for (guint f = 0; f < adj_cog_battle_n_formations (b); f++)
            if (adj_cog_state_needs_command_roll (ch_state (j), f))
              {
                /* A virtual roll: the seed's, checked again on replay. */
                g_autoptr (AdjCogMove) m = adj_cog_move_roll_virtual (ADJ_COG_MOVE_COMMAND_ROLL, f, seed++);
                g_assert_true (adj_journal_apply (j, m, &error));
              }
          break;
        case ADJ_COG_STEP_REINFORCE_CSA:
        case ADJ_COG_STEP_REINFORCE_UNION:
          for (guint r = 0; r < adj_cog_battle_n_reinforcements (b); r++)
            {
              AdjCogMoveType type;
              /* A roll of 1: no delay, the listed Entry Hex. */
              while (adj_cog_state_reinforcement_roll (ch_state (j), r, &type))
                {
                  g_autoptr (AdjCogMove) m = adj_cog_move_roll (type, r, 1);
                  g_assert_true (adj_journal_apply (j, m, &error));
                }
            }
          break;
        default:
          break;
        }
      g_assert_no_error (error);
      ch_next (j);
    }
}
