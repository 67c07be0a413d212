/* adj-editor-models.h: the lists the battle editor's choice rows share
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-battle-editor-item.h"

G_BEGIN_DECLS

/* Rewrites @model (one of @models) from the items of its section in
 * @items (ADJ_EDITOR_N_SECTIONS arrays of AdjEditorItem) and puts every
 * choice row that shows it back on the same item (@removed: the item just
 * taken out, or -1). */
void           adj_editor_models_refresh (AdjEditorModels    *models,
                                          GPtrArray *const   *items,
                                          GtkStringList      *model,
                                          int                 removed);
/* The item whose choice row still points at command or leader @index of
 * @section, or NULL. */
AdjEditorItem *adj_editor_items_user_of  (GPtrArray *const   *items,
                                          AdjEditorSection    section,
                                          guint               index);

G_END_DECLS
