/* ui-test-util.h: waiting, finding and screenshots for the UI tests
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "adj-application.h"

G_BEGIN_DECLS

typedef gboolean (*UiTestCondition) (gpointer data);

void        ui_test_init                (void);
void        ui_test_iterate_until       (UiTestCondition  condition,
                                         gpointer         data,
                                         const char      *what);
guint       ui_test_painted_frames      (GtkWindow       *window);
void        ui_test_wait_for_frame      (GtkWindow       *window,
                                         guint            frames_before);
void        ui_test_wait_for_new_frame  (GtkWindow       *window);
GtkWindow  *ui_test_find_toplevel       (GType            type);
void        ui_test_wait_for_toplevel   (GType            type,
                                         const char      *what);
void        ui_test_close_and_wait      (GtkWindow       *window);
GtkWidget  *ui_test_find_descendant     (GtkWidget       *widget,
                                         GType            type);
void        ui_test_resize_from_outside (GtkWindow       *window,
                                         int              width,
                                         int              height);
void        ui_test_save_screenshot     (GtkWindow       *window,
                                         const char      *name);
double      ui_test_mean_brightness     (GtkWindow       *window);

/* The application's main window after its first frame: creates, registers
 * and activates *app (non-unique) on the first call. The first AdjWindow
 * of the application, whatever window is active (dialogs, editors). */
GtkWindow  *ui_test_main_window         (AdjApplication **app);
/* Destroys the application's windows and drops *app (end of main()). */
void        ui_test_app_quit            (AdjApplication **app);
/* The descendant of @root (or @root) with this widget name, or NULL. */
GtkWidget  *ui_test_find_named          (GtkWidget       *root,
                                         const char      *name);
/* The same, failing the test when there is none. */
GtkWidget  *ui_test_named               (GtkWidget       *root,
                                         const char      *name);
/* Waits (with the usual deadline) until a widget of that name under @root
 * is mapped, and returns it. */
GtkWidget  *ui_test_wait_for_named      (GtkWidget       *root,
                                         const char      *name);
/* Appends every descendant of @root of @type to @out, in tree order. */
void        ui_test_collect             (GtkWidget       *root,
                                         GType            type,
                                         GPtrArray       *out);
/* The @i-th descendant of @root of @type, in tree order; fails if fewer. */
GtkWidget  *ui_test_nth                 (GtkWidget       *root,
                                         GType            type,
                                         guint            i);
/* UiTestCondition predicates on a widget. */
gboolean    ui_test_is_mapped           (gpointer         widget);
gboolean    ui_test_is_unmapped         (gpointer         widget);

G_END_DECLS
