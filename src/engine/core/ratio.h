/* Strength-ratio columns ("3-2", "1-1", "2-3"): a true ratio placed on a
 * chart's columns. Glory III's odds (10.23, 10.41), The Glory that Was's
 * MCT1 and Clash of Giants III's Combat Chart (12.9) all read one.
 *
 * Rounding "in favour of the defender" takes the highest column not above
 * the true ratio; "in favour of the attacker" the lowest not below it; a
 * ratio beyond either end takes the end column. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  int num, den;  /* "3-2": 3, 2 */
} AdjRatio;

typedef enum {
  ADJ_RATIO_EXACT,    /* the ratio is a column */
  ADJ_RATIO_ROUNDED,  /* rounded to a neighbouring column */
  ADJ_RATIO_CLAMPED,  /* beyond the chart: its end column */
} AdjRatioPlacement;

/* -1, 0 or 1 as @a : @b is below, at or above the column; all positive. */
int      adj_ratio_compare (gint64 a, gint64 b, const AdjRatio *column);
/* The column of @a : @b among @n columns in increasing order. */
guint    adj_ratio_place (const AdjRatio *columns, guint n, gint64 a, gint64 b, gboolean attacker_favoured,
                          AdjRatioPlacement *placement);
/* "3-2" (also "3:2") into 3, 2; both whole and positive. */
gboolean adj_ratio_parse (const char *text, AdjRatio *out, GError **error);

G_END_DECLS
