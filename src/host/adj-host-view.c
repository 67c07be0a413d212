/* A side's view of the hosted game (adj-host-view.h). */
#include "config.h"

#include "adj-host-view.h"

#include "core/i18n.h"

gboolean
adj_host_view_supported (const AdjJournal *journal)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (journal);
  return rs->state_view != NULL && rs->side_id != NULL && rs->side_name != NULL;
}

static json_object *
side_json (const AdjRuleset *rs, gconstpointer scenario, int side)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "id", json_object_new_string (rs->side_id (scenario, side)));
  json_object_object_add (o, "name", json_object_new_string (rs->side_name (scenario, side)));
  return o;
}

/* What either side may do, and what @side may: the other side's moves
 * are its own business. */
static GPtrArray *
legal_for (const AdjRuleset *rs, gconstpointer state, int side)
{
  GPtrArray *all = adj_ruleset_legal (rs, state);
  for (guint i = all->len; i-- > 0;)
    {
      const AdjStepItem *item = all->pdata[i];
      if (item->side >= 0 && item->side != side)
        g_ptr_array_remove_index (all, i);
    }
  return all;
}

static json_object *
journal_json (const AdjJournal *journal, int side)
{
  guint cursor = adj_journal_get_cursor (journal);
  guint first = cursor > ADJ_HOST_VIEW_LINES ? cursor - ADJ_HOST_VIEW_LINES : 0;
  json_object *arr = json_object_new_array_ext ((int) (cursor - first));
  for (guint i = first; i < cursor; i++)
    {
      g_autofree char *line = adj_journal_describe_for (journal, i, side);
      json_object *o = json_object_new_object ();
      json_object_object_add (o, "n", json_object_new_int ((int) i + 1));
      json_object_object_add (o, "text", json_object_new_string (line));
      json_object_array_add (arr, o);
    }
  return arr;
}

json_object *
adj_host_view (const AdjJournal *journal, int side, guint64 action)
{
  g_return_val_if_fail (side == 0 || side == 1, NULL);
  if (!adj_host_view_supported (journal))
    return NULL;
  const AdjRuleset *rs = adj_journal_get_ruleset (journal);
  gconstpointer scenario = adj_journal_get_scenario (journal);
  gconstpointer state = adj_journal_get_state (journal);
  const char *ids[2];
  adj_ruleset_side_ids (rs, scenario, ids);

  json_object *o = json_object_new_object ();
  json_object_object_add (o, "ruleset", json_object_new_string (rs->id));
  json_object_object_add (o, "game", json_object_new_string (_(rs->name)));
  json_object_object_add (o, "scenario", json_object_new_string (rs->scenario_title (scenario)));
  json_object_object_add (o, "action", json_object_new_uint64 (action));
  json_object_object_add (o, "side", side_json (rs, scenario, side));
  json_object *sides = json_object_new_array_ext (2);
  json_object_array_add (sides, side_json (rs, scenario, 0));
  json_object_array_add (sides, side_json (rs, scenario, 1));
  json_object_object_add (o, "sides", sides);

  g_autofree char *headline = rs->state_headline (state);
  json_object_object_add (o, "headline", json_object_new_string (headline));
  AdjStepPrompt prompt = { 0 };
  prompt.side = -1;
  rs->state_prompt (state, &prompt);
  json_object *p = json_object_new_object ();
  json_object_object_add (p, "text", json_object_new_string (prompt.text != NULL ? prompt.text : ""));
  if (prompt.rule != NULL)
    json_object_object_add (p, "rule", json_object_new_string (prompt.rule));
  json_object_object_add (p, "side", json_object_new_string (prompt.side == 0 || prompt.side == 1
                                                              ? ids[prompt.side] : "both"));
  json_object_object_add (o, "prompt", p);

  g_autoptr (GPtrArray) owed = adj_ruleset_owed (rs, state);
  json_object_object_add (o, "owed", adj_step_items_to_json (owed, ids));
  g_autoptr (GPtrArray) legal = legal_for (rs, state, side);
  json_object_object_add (o, "legal", adj_step_items_to_json (legal, ids));
  json_object_object_add (o, "state", rs->state_view (state, side));
  json_object_object_add (o, "journal", journal_json (journal, side));
  json_object_object_add (o, "calculators", adj_calculators_to_json (rs->calculators, rs->n_calculators, state));
  return o;
}
