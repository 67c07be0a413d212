/* adj-boxes-page.h: the Withdrawn and Recovery boxes
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_BOXES_PAGE (adj_boxes_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjBoxesPage, adj_boxes_page, ADJ, BOXES_PAGE, GtkWidget)

G_END_DECLS
