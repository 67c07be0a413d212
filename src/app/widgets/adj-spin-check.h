/* adj-spin-check.h: a number field that says why it refuses
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* GtkSpinButton corrects what it cannot take without a word ("abc" to
 * the old value, 1000 to its upper bound). After this, @spin refuses it
 * and says so: the value stays as it was, the field is marked as an
 * error, and the reason (what was typed, the range, the value kept) is
 * its row's subtitle when it sits in an AdwActionRow, and its tooltip and
 * accessible description in any case, until the next value it takes. */
void adj_spin_check_attach (GtkSpinButton *spin);

/* The reason shown now, or NULL (for the tests). */
const char *adj_spin_check_get_reason (GtkSpinButton *spin);

G_END_DECLS
