/* Dice: the faces each system reads, validation of physical rolls typed in,
 * and a seedable generator for virtual rolls (the seed goes in the journal). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  ADJ_DIE_D10,   /* Glory: ten faces read 0..9, a '0' is zero (rule 2.2) */
  ADJ_DIE_D6,    /* 1..6 */
  ADJ_DIE_D10X,  /* The Glory that Was: 0 is read as ten, so 1..10 */
} AdjDie;

#define ADJ_DIE_COUNT 3

const char *adj_die_to_string (AdjDie die);
gboolean    adj_die_from_string (const char *name, AdjDie *out, GError **error);
int         adj_die_min (AdjDie die);
int         adj_die_max (AdjDie die);
int         adj_die_faces (AdjDie die);

/* A roll typed by a player: refused with a message that says what the die reads. */
gboolean adj_die_validate (AdjDie die, int value, GError **error);
gboolean adj_die_parse (AdjDie die, const char *text, int *out, GError **error);

/* Dice summed: the number of ways each total of @count dice of @die comes
 * up. @out gets count * (faces - 1) + 1 entries, total t at t - count *
 * min; the whole is faces^count (count up to 12 keeps it in 64 bits). */
void     adj_dice_sum_counts (AdjDie die, guint count, guint64 *out);
/* The same as chances (each count over faces^count). */
void     adj_dice_sum_distribution (AdjDie die, guint count, double *out);
/* Lowest and highest total of @count dice. */
int      adj_dice_sum_min (AdjDie die, guint count);
int      adj_dice_sum_max (AdjDie die, guint count);

/* xoshiro256** seeded through splitmix64: small, fast, and the same sequence
 * on every machine, so a journal with a recorded seed replays exactly. */
typedef struct {
  guint64 seed;
  guint64 s[4];
} AdjRng;

void    adj_rng_init (AdjRng *rng, guint64 seed);
guint64 adj_rng_next (AdjRng *rng);
/* Uniform in [0, n) without modulo bias. */
guint32 adj_rng_below (AdjRng *rng, guint32 n);
int     adj_rng_roll (AdjRng *rng, AdjDie die);

G_END_DECLS
