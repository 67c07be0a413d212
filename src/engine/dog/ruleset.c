/* Days of Glory's ruleset table: the battle (two armies and the game size),
 * the game state and the moves behind the functions the journal, the saves
 * and the shell call. */
#include "dog/ruleset.h"

#include "core/i18n.h"
#include "dog/calculators.h"
#include "dog/move.h"
#include "dog/sideview.h"

static gpointer scenario_from_json (json_object *root, const char *where, GError **error)
{
  return adj_dog_battle_from_json (root, where, error);
}
static json_object *scenario_to_json (gconstpointer b) { return adj_dog_battle_to_json (b); }
static gpointer scenario_ref (gpointer b) { return adj_dog_battle_ref (b); }
static void scenario_unref (gpointer b) { adj_dog_battle_unref (b); }
static const char *scenario_id (gconstpointer b) { return adj_dog_battle_get_id (b); }
static const char *scenario_title (gconstpointer b) { return adj_dog_battle_get_title (b); }
static const char *scenario_hash (gconstpointer b) { return adj_dog_battle_get_hash (b); }

static gpointer state_new (gpointer b, json_object *options, const char *where, GError **error)
{
  return adj_dog_state_new (b, options, where ? where : "options", error);
}
static gpointer state_ref (gpointer s) { return adj_dog_state_ref (s); }
static void state_unref (gpointer s) { adj_dog_state_unref (s); }
static gboolean state_equal (gconstpointer a, gconstpointer b) { return adj_dog_state_equal (a, b); }
static gpointer state_apply (gconstpointer s, gconstpointer m, GError **error)
{
  return adj_dog_move_apply (s, m, error);
}
static char *state_headline (gconstpointer s) { return adj_dog_state_headline (s); }
static json_object *state_summary (gconstpointer s) { return adj_dog_state_summary (s); }

static void
state_prompt (gconstpointer s, AdjStepPrompt *out)
{
  adj_dog_state_prompt (s, &out->text, &out->rule, &out->side);
}

/* As saves and the summary name them: the first and second army of the battle. */
static const char *side_id (gconstpointer b, int side) { return side == 0 ? "first" : "second"; }
static const char *side_name (gconstpointer b, int side) { return adj_dog_battle_army_name (b, side); }
static GPtrArray *state_owed (gconstpointer s) { return adj_dog_state_owed (s); }
static GPtrArray *state_legal (gconstpointer s) { return adj_dog_state_legal (s); }

static gpointer move_copy (gconstpointer m) { return adj_dog_move_copy (m); }
static void move_free (gpointer m) { adj_dog_move_free (m); }
static json_object *move_to_json (gconstpointer m, gconstpointer b) { return adj_dog_move_to_json (m, b); }
static gpointer move_from_json (AdjJsonVal obj, gconstpointer b, const char *where, GError **error)
{
  return adj_dog_move_read (obj, b, where, error);
}
static const char *move_kind (gconstpointer m)
{
  return adj_dog_move_type_to_string (((const AdjDogMove *) m)->type);
}
static char *move_describe (gconstpointer m, gconstpointer before, gconstpointer after)
{
  return adj_dog_move_describe (m, before, after);
}

static const AdjRulesetSwitch switches[] = {
  { ADJ_DOG_OPTION_NATIONAL_STAFF, N_("National staff ratings"),
    N_("Generals rolled on the Union or Confederate table (20.4) instead of 15.1") },
  { ADJ_DOG_OPTION_SCOUTING, N_("Scouting"),
    N_("Cavalry scouts before deployment; 15 points ahead out-scouts the enemy (20.1-20.3)") },
  { ADJ_DOG_OPTION_OBJECTIVES, N_("Objectives decide"),
    N_("The winner is who takes his objectives and denies the enemy his, not points lost (19.2)") },
};

const AdjRuleset adj_dog_ruleset = {
  .id = ADJ_DOG_RULESET_ID,
  .name = N_("Days of Glory"),
  .description = N_("American Civil War miniatures by regiment: army lists by points, morale tests, measured "
                    "in inches"),
  .scenario_format = ADJ_DOG_BATTLE_FORMAT,
  .scenario_dir = "dog",
  .reads_v1_saves = FALSE,

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

  .side_id = side_id,
  .side_name = side_name,
  .state_owed = state_owed,
  .state_legal = state_legal,
  .state_view = adj_dog_state_view,
  .move_describe_for = adj_dog_move_describe_for,
  .move_side = adj_dog_move_side,
  .calculators = adj_dog_calculators,
  .n_calculators = ADJ_DOG_N_CALCULATORS,
};
