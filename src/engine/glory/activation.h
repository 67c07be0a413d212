/* Activation (4.2): the commands a drawn AM activates, one Command
 * Activation Sequence at a time (4.24) or combined (4.25). */
#pragma once

#include <glib.h>

#include "glory/gamestate.h"

G_BEGIN_DECLS

#define ADJ_D10_FACES 10

/* 4.25 as a calculator: the total of the chosen leaders' ratings, the
 * lowest roll that combines them (higher than the total), and the exact
 * chance over the ten faces 0-9. */
typedef struct {
  int total;
  int needs;
  guint n_success;
  double probability;
  gboolean success[ADJ_D10_FACES];  /* by face */
} AdjCaResult;

void     adj_ca_calculate (const int *ratings, guint n_ratings, AdjCaResult *out);

/* Whether these groups may try to combine now (phase, night, leaders of the
 * drawn AM that have not acted or tried yet, a side that uses 4.25). The
 * Command Range condition is the players' to state (ADJ_FACT_IN_RANGE). */
gboolean adj_activation_check_combine (const AdjGameState *state, const guint *groups,
                                       guint n_groups, GError **error);

/* The last Combined Activation tried under the drawn AM (4.25): its roll
 * and whether it succeeded (the leaders that tried are those with
 * adj_game_state_group_tried_ca). FALSE when none was tried. */
gboolean adj_game_state_ca_result (const AdjGameState *state, int *roll, gboolean *success);

/* Which of this command's AMs this is in the turn (1 = the first played),
 * for draw rules such as 14.42. */
guint    adj_activation_draw_number (const AdjGameState *state, guint am);

G_END_DECLS
