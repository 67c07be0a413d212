/* adj-numbers.c: numbers as every game's widgets print them
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "adj-numbers.h"

char *
adj_text_signed (int value)
{
  if (value < 0)
    return g_strdup_printf ("\u2212%d", -value);
  if (value > 0)
    return g_strdup_printf ("+%d", value);
  return g_strdup ("0");
}

char *
adj_text_percent (double p)
{
  double pct = p * 100.0;
  /* Whole tenths of a die need no decimals; chained odds get one. */
  if (fabs (pct - round (pct)) < 0.05)
    return g_strdup_printf ("%.0f%%", round (pct));
  return g_strdup_printf ("%.1f%%", pct);
}
