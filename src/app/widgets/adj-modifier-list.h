/* adj-modifier-list.h: the die-roll modifiers of an answer, with rules
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_MODIFIER_LIST (adj_modifier_list_get_type ())

G_DECLARE_FINAL_TYPE (AdjModifierList, adj_modifier_list, ADJ, MODIFIER_LIST, GtkWidget)

GtkWidget *adj_modifier_list_new           (void);
/* Shows @mods (AdjModifier, may be NULL) and their @total under
 * @total_title ("Total DRM"). Rows are named "modifier-N", the total's
 * value "modifier-total". */
void       adj_modifier_list_set           (AdjModifierList *self,
                                            const GArray    *mods,
                                            int              total,
                                            const char      *total_title);
/* The same when the last line is a number the modifiers arrive at (a
 * column, a target), not their sum: shown without a sign. */
void       adj_modifier_list_set_plain     (AdjModifierList *self,
                                            const GArray    *mods,
                                            int              total,
                                            const char      *total_title);
guint      adj_modifier_list_get_n_rows    (AdjModifierList *self);

G_END_DECLS
