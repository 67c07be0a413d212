/* adj-tgtw-scenario-editor.h: create, duplicate and edit a scenario of
 * The Glory that Was
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_TGTW_SCENARIO_EDITOR (adj_tgtw_scenario_editor_get_type ())

G_DECLARE_FINAL_TYPE (AdjTgtwScenarioEditor, adj_tgtw_scenario_editor, ADJ, TGTW_SCENARIO_EDITOR, AdwWindow)

/* A copy of @scenario under a new id. */
AdjTgtwScenarioEditor *adj_tgtw_scenario_editor_new          (GtkWindow       *parent,
                                                              AdjTgtwScenario *scenario);
/* One of the player's own, saved back to @path. */
AdjTgtwScenarioEditor *adj_tgtw_scenario_editor_new_for_file (GtkWindow       *parent,
                                                              AdjTgtwScenario *scenario,
                                                              const char      *path);
AdjTgtwScenarioEditor *adj_tgtw_scenario_editor_new_empty    (GtkWindow       *parent);
/* The file written by Save, or NULL while nothing is saved. */
const char            *adj_tgtw_scenario_editor_get_saved_path (AdjTgtwScenarioEditor *self);

G_END_DECLS
