/* Clash of Giants III's ruleset table: the battle, the state and the
 * moves behind the functions the journal, the saves and the CLI call. */
#include "cog/ruleset.h"

#include "cog/apply.h"
#include "cog/calculators.h"
#include "cog/sideview.h"
#include "cog/state.h"
#include "core/i18n.h"

AdjJournal *
adj_cog_journal_new (AdjCogBattle *battle, json_object *options, GError **error)
{
  return adj_journal_new (&adj_cog_ruleset, battle, options, NULL, error);
}

static gpointer scenario_from_json (json_object *root, const char *where, GError **error)
{
  return adj_cog_battle_from_json (root, where, error);
}
static json_object *scenario_to_json (gconstpointer b) { return adj_cog_battle_to_json (b); }
static gpointer scenario_ref (gpointer b) { return adj_cog_battle_ref (b); }
static void scenario_unref (gpointer b) { adj_cog_battle_unref (b); }
static const char *scenario_id (gconstpointer b) { return adj_cog_battle_get_id (b); }
static const char *scenario_title (gconstpointer b) { return adj_cog_battle_get_title (b); }
static const char *scenario_hash (gconstpointer b) { return adj_cog_battle_get_hash (b); }

static gpointer state_new (gpointer b, json_object *options, const char *where, GError **error)
{
  return adj_cog_state_new (b, options, where, error);
}
static gpointer state_ref (gpointer s) { return adj_cog_state_ref (s); }
static void state_unref (gpointer s) { adj_cog_state_unref (s); }
static gboolean state_equal (gconstpointer a, gconstpointer b) { return adj_cog_state_equal (a, b); }
static gpointer state_apply (gconstpointer s, gconstpointer m, GError **error)
{
  return adj_cog_state_apply (s, m, error);
}
static void state_prompt (gconstpointer s, AdjStepPrompt *out) { adj_cog_state_prompt (s, out); }
static char *state_headline (gconstpointer s) { return adj_cog_state_headline (s); }
static json_object *state_summary (gconstpointer s) { return adj_cog_state_summary (s); }

static const char *side_id (gconstpointer b, int side) { return adj_cog_side_id ((AdjCogSide) side); }
static const char *side_name (gconstpointer b, int side) { return adj_cog_battle_side_name (b, (AdjCogSide) side); }
static GPtrArray *state_owed (gconstpointer s) { return adj_cog_state_owed (s); }
static GPtrArray *state_legal (gconstpointer s) { return adj_cog_state_legal (s); }
static json_object *state_view (gconstpointer s, int side) { return adj_cog_state_view (s, side); }
static int move_side (gconstpointer m, gconstpointer s) { return adj_cog_move_side_of (m, s); }
static gpointer move_virtual (gconstpointer s, const char *kind, guint64 seed, GError **error)
{
  return adj_cog_move_virtual (s, kind, seed, error);
}
static char *move_describe_for (gconstpointer m, gconstpointer before, gconstpointer after, int viewer)
{
  return adj_cog_move_describe_for (m, before, after, viewer);
}

static gpointer move_copy (gconstpointer m) { return adj_cog_move_copy (m); }
static void move_free (gpointer m) { adj_cog_move_free (m); }
static json_object *move_to_json (gconstpointer m, gconstpointer b) { return adj_cog_move_to_json (m, b); }
static gpointer move_from_json (AdjJsonVal obj, gconstpointer b, const char *where, GError **error)
{
  return adj_cog_move_read (obj, b, where, error);
}
static const char *move_kind (gconstpointer m) { return adj_cog_move_type_id (((const AdjCogMove *) m)->type); }
static char *move_describe (gconstpointer m, gconstpointer before, gconstpointer after)
{
  return adj_cog_move_describe (m, before, after);
}

static const AdjRulesetSwitch switches[] = {
  { ADJ_COG_OPTION_HIDDEN_ARTILLERY, N_("Greater Artillery Realism"),
    N_("Drawn Artillery Markers lie face down until used (6.3.2, optional rule)") },
  { ADJ_COG_OPTION_HISTORICAL_ENTRY, N_("Historical arrivals"),
    N_("Reinforcements on their listed turn and hex, no Early Entry or Variable Entry rolls (9.2, optional rule)") },
};

const AdjRuleset adj_cog_ruleset = {
  .id = ADJ_COG_RULESET_ID,
  .name = N_("Clash of Giants III"),
  .description = N_("Civil War brigades activated by Command Markers from a cup, artillery drawn by halves, "
                    "step losses against the TER"),
  .scenario_format = ADJ_COG_BATTLE_FORMAT,
  .scenario_dir = "cog",
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
  .state_view = state_view,
  .move_describe_for = move_describe_for,
  .move_side = move_side,
  .move_virtual = move_virtual,
  .calculators = adj_cog_calculators,
  .n_calculators = ADJ_COG_N_CALCULATORS,
};
