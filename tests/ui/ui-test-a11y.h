/* ui-test-a11y.h: whether every widget a player can reach has a name
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Asks GTK's accessibility test API, so a program using these sets
 * GTK_A11Y=test before GTK starts (ui_test_a11y_init()).
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Sets GTK_A11Y=test; call before ui_test_init(). */
void      ui_test_a11y_init            (void);
/* Whether @w has an accessible name: its own label, a relation to the
 * label that names it, or (a button, a check, a label) the text it shows.
 * A tooltip is no name. */
gboolean  ui_test_a11y_named           (GtkWidget  *w);
/* Appends to @out one line, headed by @where, for each mapped widget under
 * @root that Tab can reach and that has no name. */
void      ui_test_a11y_collect_unnamed (GtkWidget  *root,
                                        const char *where,
                                        GString    *out);
/* Waits for @window's next frame, then fails the test with the list when
 * some widget under @root has no name. */
void      ui_test_a11y_assert_named    (GtkWindow  *window,
                                        GtkWidget  *root,
                                        const char *where);

G_END_DECLS
