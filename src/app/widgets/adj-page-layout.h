/* adj-page-layout.h: the layout of a page that scrolls up and down
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ADJ_TYPE_PAGE_LAYOUT (adj_page_layout_get_type ())

G_DECLARE_FINAL_TYPE (AdjPageLayout, adj_page_layout, ADJ, PAGE_LAYOUT, GtkLayoutManager)

GtkLayoutManager *adj_page_layout_new (void);

G_END_DECLS
