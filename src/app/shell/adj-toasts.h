/* adj-toasts.h: short notes over the window (what was undone, saved)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Puts @window's content under a toast overlay; once, when it is made. */
void      adj_toasts_install (AdwApplicationWindow *window);
/* Shows @text (plain, not markup) over @window in place of the note shown
 * before, with a button @button_label (a mnemonic) activating
 * @action_name when both are given. */
void      adj_toast_show     (GtkWindow  *window,
                              const char *text,
                              const char *button_label,
                              const char *action_name);
/* The note shown, or NULL once it is dismissed (for the tests). */
AdwToast *adj_toast_get_shown (GtkWindow *window);

G_END_DECLS
