/* adj-columns.h: the layouts of the combat pages
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_COLUMNS (adj_columns_get_type ())

G_DECLARE_FINAL_TYPE (AdjColumns, adj_columns, ADJ, COLUMNS, GtkWidget)

gboolean adj_columns_side_by_side_in (AdjColumns *self,
                                      int         width);

/* Small fields left to right, wrapping onto a new line when the next one
 * does not fit; unlike a flow box, the lines stay packed to the start. */
#define ADJ_TYPE_WRAP_BOX (adj_wrap_box_get_type ())

G_DECLARE_FINAL_TYPE (AdjWrapBox, adj_wrap_box, ADJ, WRAP_BOX, GtkWidget)

GtkWidget *adj_wrap_box_new    (int         spacing,
                                int         line_spacing);
void       adj_wrap_box_append (AdjWrapBox *self,
                                GtkWidget  *child);

G_END_DECLS
