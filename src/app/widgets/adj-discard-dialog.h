/* adj-discard-dialog.h: "Discard the Changes?" for an editor window
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Asks over @editor whether its unsaved changes (@body says which) go;
 * Keep Editing is the default. On Discard the editor is closed, and
 * adj_discard_dialog_chosen() is TRUE from then on. */
void     adj_discard_dialog_present (GtkWindow  *editor,
                                     const char *body);
gboolean adj_discard_dialog_chosen  (GtkWindow  *editor);

G_END_DECLS
