/* What rolled Defensive Fire (10.33) does: which shots disorder the top
 * charging unit of the hex they fire at, as combat effects the game
 * applies, and which defending hexes have used their fire (10.31). */
#pragma once

#include <glib.h>

#include "glory/combateffects.h"
#include "glory/deffire.h"

G_BEGIN_DECLS

/* Whether @roll on @shot disorders the top charging unit (10.33): it
 * reaches what the shot needs, and some face does. */
gboolean adj_df_shot_disorders (const AdjDfShot *shot, int roll);
/* The roll with the shot's 10.34 DRMs: what is compared with the cohesion. */
int      adj_df_shot_adjusted (const AdjDfShot *shot, int roll);

/* The shots of @df rolled (@rolls, one per shot, in order) as effects on
 * the charge @in, with the units' conditions before them in @state: a
 * check of the top charging unit of the hex each shot falls on, already
 * rolled, whose failure disorders it (10.33; a second Disorder withdraws
 * it, 10.36, 11.41). FALSE (nothing added) while a shot has no roll
 * (below 0). */
gboolean adj_df_effects (const AdjChargeInput *in, const AdjDfResult *df, const int *rolls,
                         AdjCombatState *state, GArray *effects);

/* Bit d: defending hex d fires (and so has used its Defensive Fire for
 * this enemy activation, 10.31). */
guint    adj_df_firing_hexes (const AdjDfResult *df);

G_END_DECLS
