/* adj-journal-page.h: the game's journal, its file and recent games
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define ADJ_TYPE_JOURNAL_PAGE (adj_journal_page_get_type ())

G_DECLARE_FINAL_TYPE (AdjJournalPage, adj_journal_page, ADJ, JOURNAL_PAGE, GtkWidget)

G_END_DECLS
