/* adj-numbers.h: numbers as every game's widgets print them
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "+1", "0", "−1" (U+2212, as the tables print it). */
char *adj_text_signed  (int    value);
/* "48.8%" with at most one decimal. */
char *adj_text_percent (double probability);

G_END_DECLS
