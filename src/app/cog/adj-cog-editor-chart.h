/* adj-cog-editor-chart.h: the battle editor's Combat Chart
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-cog-editor-fields.h"

G_BEGIN_DECLS

/* The chart of @root's "combat_chart", its columns and cells, appended to
 * @sections; every change is written into the JSON and @changed called. */
void adj_cog_editor_chart_add (GtkWidget          *sections,
                               json_object        *root,
                               AdjCogFieldChanged  changed,
                               gpointer            editor);

G_END_DECLS
