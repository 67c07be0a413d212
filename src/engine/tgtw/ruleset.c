/* The Glory that Was's ruleset table: its scenario, state and moves
 * behind the functions the journal, the saves and the shell call. */
#include "tgtw/ruleset.h"

#include "core/i18n.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "core/procedure.h"
#include "tgtw/calculators.h"
#include "tgtw/move.h"
#include "tgtw/sideview.h"
#include "tgtw/summary.h"

static const AdjRulesetSwitch switches[] = {
  { ADJ_TGTW_SWITCH_CARDS, N_("Tactical cards"),
    N_("Each army picks a card per sector in secret each turn (11.0, 13.0)") },
  { ADJ_TGTW_SWITCH_POINTS, N_("Tactical points"),
    N_("The scenario's points buy +1 on a roll, MCT1 and MCT2 columns and MCT2 dice (12.0)") },
  { ADJ_TGTW_SWITCH_TDT, N_("Tactical Differential Table"),
    N_("Missile fire shifts columns by the target's formation (5.2)") },
  { ADJ_TGTW_SWITCH_TYPES, N_("Tactical differential in melee"),
    N_("MCT1's strength ratio shifts by attacker and defender types (7.0)") },
};

static const guint switch_bits[] = {
  ADJ_TGTW_OPTION_CARDS, ADJ_TGTW_OPTION_POINTS, ADJ_TGTW_OPTION_TDT, ADJ_TGTW_OPTION_TYPE_DIFFERENTIAL,
};
G_STATIC_ASSERT (G_N_ELEMENTS (switches) == G_N_ELEMENTS (switch_bits));

static gpointer
scenario_from_json (json_object *root, const char *where, GError **error)
{
  return adj_tgtw_scenario_from_json (root, where, error);
}

static json_object *scenario_to_json (gconstpointer s) { return adj_tgtw_scenario_to_json (s); }
static gpointer scenario_ref (gpointer s) { return adj_tgtw_scenario_ref (s); }
static void scenario_unref (gpointer s) { adj_tgtw_scenario_unref (s); }
static const char *scenario_id (gconstpointer s) { return adj_tgtw_scenario_get_id (s); }
static const char *scenario_title (gconstpointer s) { return adj_tgtw_scenario_get_title (s); }
static const char *scenario_hash (gconstpointer s) { return adj_tgtw_scenario_get_hash (s); }

static gpointer
state_new (gpointer scenario, json_object *options, const char *where, GError **error)
{
  /* A member The Glory that Was has no switch for is refused, not dropped:
   * it could be a misspelt one the players chose. */
  const char *known[G_N_ELEMENTS (switches) + 2];
  guint bits = 0;
  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    known[i] = switches[i].id;
  known[G_N_ELEMENTS (switches)] = ADJ_PROCEDURE_MEMBER;
  known[G_N_ELEMENTS (switches) + 1] = NULL;
  if (options != NULL && !adj_json_only_members (options, known, where ? where : "options", error))
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    {
      gboolean on = FALSE;
      if (!adj_json_get_bool_opt (options, switches[i].id, &on, where, error))
        return NULL;
      bits |= on ? switch_bits[i] : 0;
    }
  int procedure;
  if (!adj_procedure_from_options (options, ADJ_PROCEDURE_CURRENT, &procedure, where, error))
    return NULL;
  return adj_tgtw_state_new_at (scenario, bits, procedure);
}

static gpointer state_ref (gpointer s) { return adj_tgtw_state_ref (s); }
static void state_unref (gpointer s) { adj_tgtw_state_unref (s); }
static gboolean state_equal (gconstpointer a, gconstpointer b) { return adj_tgtw_state_equal (a, b); }
static gpointer state_apply (gconstpointer s, gconstpointer m, GError **error) { return adj_tgtw_move_apply (s, m, error); }
static char *state_headline (gconstpointer s) { return adj_tgtw_state_headline (s); }
static json_object *state_summary (gconstpointer s) { return adj_tgtw_state_summary (s); }

static void
state_prompt (gconstpointer s, AdjStepPrompt *out)
{
  adj_tgtw_state_prompt (s, &out->text, &out->rule, &out->side);
}

static GPtrArray *state_owed (gconstpointer s) { return adj_tgtw_state_owed (s); }
static GPtrArray *state_legal (gconstpointer s) { return adj_tgtw_state_legal (s); }
static json_object *state_view (gconstpointer s, int side) { return adj_tgtw_state_view (s, side); }
static int move_side (gconstpointer m, gconstpointer s) { return adj_tgtw_move_side (m, s); }

static char *
move_describe_for (gconstpointer m, gconstpointer before, gconstpointer after, int viewer)
{
  return adj_tgtw_move_describe_for (m, before, after, viewer);
}

static const char *
side_id (gconstpointer scenario, int side)
{
  return adj_tgtw_scenario_army (scenario, (guint) side)->id;
}

static const char *
side_name (gconstpointer scenario, int side)
{
  return adj_tgtw_scenario_army (scenario, (guint) side)->name;
}

static gpointer move_copy (gconstpointer m) { return adj_tgtw_move_copy (m); }
static void move_free (gpointer m) { adj_tgtw_move_free (m); }
static json_object *move_to_json (gconstpointer m, gconstpointer sc) { return adj_tgtw_move_to_json (m, sc); }

static gpointer
move_from_json (AdjJsonVal obj, gconstpointer sc, const char *where, GError **error)
{
  return adj_tgtw_move_read (obj, sc, where, error);
}

static const char *
move_kind (gconstpointer m)
{
  return adj_tgtw_move_type_to_string (((const AdjTgtwMove *) m)->type);
}

static char *
move_describe (gconstpointer m, gconstpointer before, gconstpointer after)
{
  return adj_tgtw_move_describe (m, before, after);
}

const AdjRuleset adj_tgtw_ruleset = {
  .id = ADJ_TGTW_RULESET_ID,
  .name = N_("The Glory that Was"),
  .description = N_("Ancient battles on hexes: sectors, initiative, missile fire, two melee tables and army morale"),
  .scenario_format = ADJ_TGTW_SCENARIO_FORMAT,
  .scenario_dir = "tgtw",
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
  .side_id = side_id,
  .side_name = side_name,
  .state_owed = state_owed,
  .state_legal = state_legal,
  .state_view = state_view,

  .move_copy = move_copy,
  .move_free = move_free,
  .move_to_json = move_to_json,
  .move_from_json = move_from_json,
  .move_kind = move_kind,
  .move_describe = move_describe,
  .move_describe_for = move_describe_for,
  .move_side = move_side,
  .calculators = adj_tgtw_calculators,
  .n_calculators = ADJ_TGTW_N_CALCULATORS,
};
