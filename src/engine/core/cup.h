/* A cup: markers drawn blindly, k of n, from a recorded seed, so that a
 * replay draws the same; and the chance of what a draw holds.
 *
 * Glory III draws one AM at a time (4.22); Clash of Giants III draws half
 * of all Artillery Markers at once, then Command Markers one by one. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Draws @k of the @n items 0..n-1 without putting any back: @out gets the
 * k indexes in the order drawn. A partial Fisher-Yates shuffle on
 * adj_rng seeded with @seed; for k = 1 it is item adj_rng_below (n). */
void    adj_cup_draw (guint n, guint k, guint64 seed, guint *out);

/* The chance that a blind draw of @k from a cup of @own + @other items
 * holds exactly i of the @own, for i = 0..own (hypergeometric), exact up
 * to double rounding: @out has own + 1 entries; those above k are 0. */
void    adj_cup_own_distribution (guint own, guint other, guint k, double *out);

/* The number of ways to choose @k of @n (0 when k > n); exact while it
 * fits 64 bits, which every cup of markers does. */
guint64 adj_choose (guint n, guint k);

G_END_DECLS
