/* Shared by the game tests and the journal benchmark: battles made to
 * measure, and random play that mostly stays within the rules. */
#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* data/battles/sample-cedar-creek.json ($ADJUTANT_DATADIR). */
AdjBattle *th_load_sample (void);
AdjBattle *th_battle (const char *json);

/* A battle of @commands per side, @leaders per command, @units per leader
 * (some cavalry and artillery), an independent unit per side, a late
 * reinforcement, a unit with a choice of leaders (14.53), and @turns turns
 * of which every fourth from the second is a night turn and the next a
 * Night 2 turn. Every value is made up. */
char      *th_synthetic_battle_json (guint commands, guint leaders, guint units, guint turns);

/* An action for @state picked at random, nearly always legal (NULL once the
 * game is over). Virtual rolls and draws take their seeds from @rand. */
AdjAction *th_random_action (const AdjGameState *state, GRand *rand);

/* An action th_random_action() gives that @state accepts (tried before
 * it is returned); NULL once the game is over. */
AdjAction *th_legal_action (const AdjGameState *state, GRand *rand);

/* The median of @n values (sorted in place), for the benchmarks. */
double     th_median (double *values, guint n);

/* Plays until @n actions applied or the game ends; returns the journal. */
AdjJournal *th_random_game (AdjBattle *battle, guint n, guint32 seed);

/* Applies or fails the test with the error. */
void       th_apply (AdjJournal *journal, AdjAction *action);
/* Asserts that @action is refused with a message holding @expect and that
 * the journal did not change; frees @action. */
void       th_refused (AdjJournal *journal, AdjAction *action, const char *expect);

/* A fixture: the sample battle and a new game on it. */
typedef struct {
  AdjBattle *b;
  AdjJournal *j;
} ThGame;

void       th_game_setup (ThGame *f, gconstpointer data);
/* The state at the journal's cursor. */
const AdjGameState *th_state (ThGame *f);
void       th_game_teardown (ThGame *f, gconstpointer data);

/* Index of a named thing, failing the test when it does not exist. */
guint      th_am (AdjBattle *battle, const char *id);
guint      th_unit (AdjBattle *battle, const char *id);
guint      th_group (AdjBattle *battle, const char *id);

/* From the start of a turn, plays the Initiative and Selection phases so
 * that @am is the only AM in the pool and draws it. */
void       th_play_to_activation (AdjJournal *journal, const char *am);
/* Advances within the Activation Phase until @step. */
void       th_advance_to (AdjJournal *journal, AdjStep step);
/* Advances (skipping whole activations) to the Recovery Phase of the turn,
 * then on to the start of the next turn when @next_turn. */
void       th_finish_turn (AdjJournal *journal, gboolean next_turn);

G_END_DECLS
