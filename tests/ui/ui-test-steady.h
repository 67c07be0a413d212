/* ui-test-steady.h: whether a button stays where it was
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Nothing under the pointer moves when a result appears (issue 25): a
 * test takes a button's place in the window, types a roll, and asserts
 * that the button is still there.
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct
{
  GtkWidget       *root;
  const char      *name;
  graphene_rect_t  bounds;  /* in the window's coordinates */
} UiTestSpot;

/* Lets the page lay itself out (its idle work, two frames), then notes
 * where the widget named @name under @root (shown) is in @window. */
void ui_test_spot_take        (UiTestSpot  *spot,
                               GtkWindow   *window,
                               GtkWidget   *root,
                               const char  *name);
/* Lets the page lay itself out again and fails, naming @what, when the
 * widget of that name (a page may have made it anew) has moved or
 * changed size in the window. */
void ui_test_spot_assert_same (const UiTestSpot *spot,
                               GtkWindow        *window,
                               const char       *what);
/* Whether @a and @b, both shown, overlap in @window. */
gboolean ui_test_widgets_overlap (GtkWindow *window,
                                  GtkWidget *a,
                                  GtkWidget *b);

G_END_DECLS
