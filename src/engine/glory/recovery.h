/* Rally (11.5) and Recovery (11.6), with their night rules (13): the pure
 * calculators behind the CLI, and checks the app can ask before a roll. */
#pragma once

#include <glib.h>

#include "glory/activation.h"
#include "glory/combatunit.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

/* A roll against a cohesion: succeeds on the same or lower (11.52, 11.62). */
typedef struct {
  int rating;                  /* the rating given */
  int cohesion;                /* the one rolled against: the rating, 12.4 applied */
  int drop;                    /* 12.4: rating - cohesion (0, 1 or 2) */
  gboolean automatic;          /* no roll: the night rally of 13 */
  gboolean failure_eliminates; /* recovery by day (11.62); not on Night 2 turns (13) */
  const char *failure_rule;    /* recovery: why a failure eliminates or waits: "11.62", "13", "14.11" */
  guint n_success;
  double probability;
  double elimination_probability;
  gboolean success[ADJ_D10_FACES];
} AdjCohesionRoll;

void     adj_rally_calculate (int disordered_cohesion, gboolean night, AdjCohesionRoll *out);
void     adj_recovery_calculate (int disordered_cohesion, gboolean night2, AdjCohesionRoll *out);
/* The same for a disordered unit as the calculators see it: its rating is
 * lowered by 12.4 when its counter has no disordered side (recovery: give
 * cavalry's mounted face, 11.63). */
void     adj_rally_calculate_unit (const AdjCombatUnit *unit, gboolean night, AdjCohesionRoll *out);
void     adj_recovery_calculate_unit (const AdjCombatUnit *unit, gboolean night2, AdjCohesionRoll *out);

/* Whether @unit may try to rally now, given what the players state about
 * it (ADJ_FACT_* of action.h); the refusal names the rule. */
gboolean adj_rally_check (const AdjGameState *state, guint unit, guint facts, GError **error);
/* The units the Rally step still owes a try (11.51): disordered units of
 * the acting command(s) that have not tried and that the journal does not
 * show firing, in battle order; empty outside the step, and for a game
 * saved before the procedure was checked (core/procedure.h). What the
 * journal cannot see (moved, charged, next to the enemy) the players
 * settle by going on anyway (ADJ_ACTION_OVERRULE). */
GArray  *adj_game_state_rally_owed (const AdjGameState *state);
/* Whether @unit may roll for recovery now. */
gboolean adj_recovery_check (const AdjGameState *state, guint unit, GError **error);

/* Recovery now counts as on a Night 2 turn: a Night 2 turn (13), or any
 * night turn of a refitted Glory I battle (14.11). */
gboolean adj_game_state_recovery_as_night2 (const AdjGameState *state);

/* The odds of @unit's rally (11.52, automatic at night 13) and recovery
 * (11.62, 11.63; Night 2 13, 14.11) now, 12.4 applied. */
void     adj_game_state_rally_odds (const AdjGameState *state, guint unit, AdjCohesionRoll *out);
void     adj_game_state_recovery_odds (const AdjGameState *state, guint unit, AdjCohesionRoll *out);

G_END_DECLS
