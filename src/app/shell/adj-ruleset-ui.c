/* adj-ruleset-ui.c: finding a game's table, saving the player's scenarios
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>

#include <glib/gstdio.h>

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

static gboolean
is_shipped_id (const AdjRuleset *ruleset, const char *id)
{
  g_autofree char *dir = adj_paths_data_file (ruleset->scenario_dir, NULL);
  g_autoptr (GPtrArray) shipped = g_file_test (dir, G_FILE_TEST_IS_DIR)
                                    ? adj_scenario_load_dir (ruleset, dir, NULL) : NULL;

  for (guint i = 0; shipped != NULL && i < shipped->len; i++)
    if (g_strcmp0 (ruleset->scenario_id (shipped->pdata[i]), id) == 0)
      return TRUE;
  return FALSE;
}

AdjScenarioSave
adj_ruleset_ui_save_scenario (const AdjRuleset *ruleset, gconstpointer scenario, const char *original_path,
                              char **saved_path, GError **error)
{
  const char *id = ruleset->scenario_id (scenario);
  g_autofree char *dir = adj_ruleset_ui_user_dir (ruleset);
  g_autofree char *name = g_strdup_printf ("%s.json", id);
  g_autofree char *path = g_build_filename (dir, name, NULL);

  if (is_shipped_id (ruleset, id))
    return ADJ_SCENARIO_ID_SHIPPED;
  if (g_file_test (path, G_FILE_TEST_EXISTS) && g_strcmp0 (path, original_path) != 0)
    return ADJ_SCENARIO_ID_TAKEN;
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), g_strerror (saved_errno));
      return ADJ_SCENARIO_NOT_WRITTEN;
    }
  if (!adj_scenario_save_file (ruleset, scenario, path, error))
    return ADJ_SCENARIO_NOT_WRITTEN;
  /* Saved under a new id: the scenario moved, the old file goes. */
  if (original_path != NULL && g_strcmp0 (original_path, path) != 0)
    g_unlink (original_path);
  *saved_path = g_steal_pointer (&path);
  return ADJ_SCENARIO_SAVED;
}
