/* Glory III's ruleset table: the battle, the game state and the actions
 * behind the functions the journal, the saves and the shell call. */
#include "glory/ruleset.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "core/procedure.h"
#include "glory/actionapply.h"
#include "glory/battlejson.h"
#include "glory/calculators.h"
#include "glory/gamesummary.h"
#include "glory/sideview.h"

#define MAX_OPTIONAL_MARKERS 4096

json_object *
adj_game_options_to_json (const AdjGameOptions *options)
{
  json_object *o = json_object_new_object ();
  json_object *ids = json_object_new_array ();
  for (char **id = options ? options->optional_markers : NULL; id && *id; id++)
    json_object_array_add (ids, json_object_new_string (*id));
  json_object_object_add (o, "optional_markers", ids);
  if (options != NULL && options->fixed_glory)
    json_object_object_add (o, ADJ_GLORY_OPTION_FIXED, json_object_new_boolean (TRUE));
  /* An older level asked for (a test of an old game); else today's. */
  if (options != NULL && options->procedure > 0)
    json_object_object_add (o, ADJ_PROCEDURE_MEMBER, json_object_new_int (options->procedure));
  return o;
}

AdjJournal *
adj_game_journal_new (AdjBattle *battle, const AdjGameOptions *options, GError **error)
{
  json_object *o = adj_game_options_to_json (options);
  AdjJournal *j = adj_journal_new (&adj_glory_ruleset, battle, o, NULL, error);
  json_object_put (o);
  return j;
}

/* Options as the save holds them; saves from before the variant have no
 * "fixed_glory" and are Glory III. */
static gpointer
state_new (gpointer scenario, json_object *options, const char *where, GError **error)
{
  gboolean fixed = FALSE;
  json_object *arr = NULL;
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();

  /* A member no Glory III game has is refused: dropped, it could be the
   * misspelt switch the players chose. */
  static const char *const known[] = { "optional_markers", ADJ_GLORY_OPTION_FIXED, ADJ_PROCEDURE_MEMBER, NULL };
  if ((options != NULL && !adj_json_only_members (options, known, where ? where : "options", error))
      || !adj_json_get_bool_opt (options, ADJ_GLORY_OPTION_FIXED, &fixed, where, error))
    return NULL;
  int procedure;
  if (!adj_procedure_from_options (options, ADJ_PROCEDURE_CURRENT, &procedure, where ? where : "options", error))
    return NULL;
  if (json_object_object_get_ex (options, "optional_markers", &arr))
    {
      if (!json_object_is_type (arr, json_type_array) || json_object_array_length (arr) > MAX_OPTIONAL_MARKERS)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.optional_markers: expected an array of AM ids"),
                       where);
          return NULL;
        }
      for (size_t i = 0; i < json_object_array_length (arr); i++)
        {
          json_object *item = json_object_array_get_idx (arr, i);
          if (!json_object_is_type (item, json_type_string))
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.optional_markers[%zu]: expected a string"),
                           where, i);
              return NULL;
            }
          g_ptr_array_add (ids, (char *) json_object_get_string (item));
        }
    }
  g_ptr_array_add (ids, NULL);
  AdjGameOptions o = { (char **) ids->pdata, fixed, procedure };
  GError *local = NULL;
  AdjGameState *s = adj_game_state_new (scenario, &o, &local);
  if (s == NULL)
    {
      g_set_error (error, local->domain, local->code, "%s.optional_markers: %s", where, local->message);
      g_error_free (local);
    }
  return s;
}

static gpointer scenario_from_json (json_object *root, const char *where, GError **error)
{
  return adj_battle_from_json (root, where, error);
}
static json_object *scenario_to_json (gconstpointer b) { return adj_battle_to_json (b); }
static gpointer scenario_ref (gpointer b) { return adj_battle_ref (b); }
static void scenario_unref (gpointer b) { adj_battle_unref (b); }
static const char *scenario_id (gconstpointer b) { return adj_battle_get_id (b); }
static const char *scenario_title (gconstpointer b) { return adj_battle_get_title (b); }
static const char *scenario_hash (gconstpointer b) { return adj_battle_get_hash (b); }

static gpointer state_ref (gpointer s) { return adj_game_state_ref (s); }
static void state_unref (gpointer s) { adj_game_state_unref (s); }
static gboolean state_equal (gconstpointer a, gconstpointer b) { return adj_game_state_equal (a, b); }
static gpointer state_apply (gconstpointer s, gconstpointer m, GError **error)
{
  return adj_action_apply (s, m, error);
}
static char *state_headline (gconstpointer s) { return adj_game_state_headline (s); }
static json_object *state_summary (gconstpointer s) { return adj_game_state_summary (s); }

static void
state_prompt (gconstpointer s, AdjStepPrompt *out)
{
  AdjPrompt p;
  adj_game_state_prompt (s, &p);
  out->text = p.text;
  out->rule = p.rule;
  out->side = p.side;
}

static gpointer move_copy (gconstpointer m) { return adj_action_copy (m); }
static void move_free (gpointer m) { adj_action_free (m); }
static json_object *move_to_json (gconstpointer m, gconstpointer b) { return adj_action_to_json (m, b); }
static gpointer move_from_json (AdjJsonVal obj, gconstpointer b, const char *where, GError **error)
{
  return adj_action_read (obj, b, where, error);
}
static const char *move_kind (gconstpointer m)
{
  return adj_action_type_to_string (((const AdjAction *) m)->type);
}
static char *move_describe (gconstpointer m, gconstpointer before, gconstpointer after)
{
  return adj_action_describe (m, before, after);
}

static const AdjRulesetSwitch switches[] = {
  { ADJ_GLORY_OPTION_FIXED, N_("Fixed Glory"),
    N_("House rules: fire phases before the melee, one fire table for every arm") },
};

const AdjRuleset adj_glory_ruleset = {
  .id = ADJ_GLORY_RULESET_ID,
  .name = N_("Glory III"),
  .description = N_("Brigades of the American Civil War on hexes, activated by markers drawn from a cup"),
  .scenario_format = ADJ_BATTLE_FORMAT,
  .scenario_dir = "battles",
  .reads_v1_saves = TRUE,

  .scenario_from_json = scenario_from_json,
  .scenario_to_json = scenario_to_json,
  .scenario_ref = scenario_ref,
  .scenario_unref = scenario_unref,
  .scenario_id = scenario_id,
  .scenario_title = scenario_title,
  .scenario_hash = scenario_hash,

  .switches = switches,
  .n_switches = G_N_ELEMENTS (switches),

  .state_new = state_new,
  .state_ref = state_ref,
  .state_unref = state_unref,
  .state_equal = state_equal,
  .state_apply = state_apply,
  .state_prompt = state_prompt,
  .state_headline = state_headline,
  .state_summary = state_summary,

  .move_copy = move_copy,
  .move_free = move_free,
  .move_to_json = move_to_json,
  .move_from_json = move_from_json,
  .move_kind = move_kind,
  .move_describe = move_describe,

  .side_id = adj_glory_side_id,
  .side_name = adj_glory_side_name,
  .state_owed = adj_glory_state_owed,
  .state_legal = adj_glory_state_legal,
  .state_view = adj_glory_state_view,
  .move_describe_for = adj_glory_move_describe_for,
  .move_side = adj_glory_move_side,
  .move_virtual = adj_glory_move_virtual,
  .calculators = adj_glory_calculators,
  .n_calculators = ADJ_GLORY_N_CALCULATORS,
};
