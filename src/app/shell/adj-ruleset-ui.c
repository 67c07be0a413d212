/* adj-ruleset-ui.c: finding a game's table
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "adj-ruleset-ui.h"

const AdjRulesetUi *
adj_ruleset_ui_find (const AdjRuleset *ruleset)
{
  for (const AdjRulesetUi * const *ui = adj_ruleset_uis (); *ui != NULL; ui++)
    if ((*ui)->ruleset == ruleset)
      return *ui;
  return NULL;
}

const AdjRulesetUi *
adj_ruleset_ui_find_id (const char *id)
{
  for (const AdjRulesetUi * const *ui = adj_ruleset_uis (); *ui != NULL; ui++)
    if (g_strcmp0 ((*ui)->ruleset->id, id) == 0)
      return *ui;
  return NULL;
}

char *
adj_ruleset_ui_user_dir (const AdjRuleset *ruleset)
{
  return adj_paths_user_file (ruleset->scenario_dir);
}
