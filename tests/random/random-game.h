/* Random legal games of every ruleset, for property tests.
 *
 * A game's generator proposes a step (one move or a group) that is
 * usually, not always, legal: the engine decides, and a refused step is
 * dropped, so every game made here is one the rules accept. Between
 * steps the player undoes, redoes and jumps the journal's cursor. Every
 * virtual roll and draw takes its seed from rg_seed(): anywhere in the
 * 64-bit range, and often at its edges.
 */
#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* A proposed step: the moves of the ruleset, freed with its move_free
 * (NULL once the game is over). */
typedef GPtrArray *(*RgPropose) (const AdjJournal *journal, GRand *rand);

typedef struct {
  const char *ruleset;   /* its id */
  const char *scenario;  /* under $ADJUTANT_DATADIR */
  const char *options;   /* JSON, or NULL for the defaults */
  RgPropose   propose;
} RgGame;

extern const RgGame rg_glory;
extern const RgGame rg_fixed_glory;
extern const RgGame rg_tgtw;
extern const RgGame rg_tgtw_options;
extern const RgGame rg_cog;
extern const RgGame rg_dog;
extern const RgGame rg_dog_options;

/* A seed: 0, 1, 2^63-1, 2^63, 2^64-2 and 2^64-1 about one time in three,
 * else any of the 2^64. */
guint64     rg_seed (GRand *rand);

/* A new game of @game on its scenario; the test fails if it does not
 * start. */
AdjJournal *rg_new_game (const RgGame *game);

/* What happened to the journal, for a caller that keeps a log of it. */
typedef enum {
  RG_STEP,    /* a step was applied at cursor - 1 */
  RG_CURSOR,  /* the cursor moved (undo, redo, go to) */
} RgEvent;

typedef void (*RgObserver) (AdjJournal *journal, RgEvent event, gpointer user_data);

typedef struct {
  guint steps;          /* steps applied */
  guint cursor_moves;   /* undos, redos and jumps */
  guint refused;        /* proposals the rules refused */
  guint high_seeds;     /* virtual moves applied with a seed of 2^63 or more */
  GHashTable *kinds;    /* move kind (static string) -> count applied */
} RgStats;

void        rg_stats_init (RgStats *stats);
void        rg_stats_clear (RgStats *stats);

/* Plays @n actions (steps and cursor moves) of @game on @journal, or
 * until the game is over; @observer (may be NULL) hears each. */
void        rg_play (const RgGame *game, AdjJournal *journal, guint n, GRand *rand, RgObserver observer,
                     gpointer user_data, RgStats *stats);

/* A game of @game played at random to @n steps exactly, the cursor at
 * the end (random-long.c: Clash of Giants III on a long turn track). */
AdjJournal *rg_long_game (const RgGame *game, guint n, guint32 seed);

/* A step of one move, for generators. */
GPtrArray  *rg_one (const AdjJournal *journal, gpointer move);
/* The seed of a move's JSON ("seed" member), when it has one. */
gboolean    rg_move_seed (const AdjJournal *journal, gconstpointer move, guint64 *seed);

G_END_DECLS
