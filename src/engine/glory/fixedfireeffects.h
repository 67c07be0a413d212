/* What a Fixed Glory fire does to the units in the target
 * hex once its dice are read, as combat effects the game applies; and the
 * firepower as the list that adds up to the FP that counts. */
#pragma once

#include <glib.h>

#include "glory/combateffects.h"
#include "glory/fixedglory.h"

G_BEGIN_DECLS

/* Guns on higher ground shorten the range only from 2 hexes: below that
 * their height does not count. */
gboolean adj_fixed_height_counts (int range);

/* Whether the dice have decided the fire: the to-hit die is read, and on
 * a morale-check result the check die too (a miss or an automatic
 * Disorder needs no check die). */
gboolean adj_fixed_fire_decided (const AdjFixedFireResult *res);
/* Whether target unit @u is disordered by the dice read so far: the
 * to-hit die's automatic Disorder, or a check die above its cohesion. */
gboolean adj_fixed_fire_unit_disordered (const AdjFixedFireResult *res, guint u);

/* The decided fire on @target as effects, with the units' conditions
 * before it in @state: the target hex is defender stack 0; on a morale
 * check result each unit's check, rolled already with the check die, else
 * a Disorder for each unit the to-hit die disorders (a second one
 * withdraws it, 11.41). FALSE (nothing added) while the dice have not
 * decided. */
gboolean adj_fixed_fire_effects (const AdjCombatStack *target, const AdjFixedFireResult *res,
                                 AdjCombatState *state, GArray *effects);

/* Each firing unit's FP with its reason, then the cap (at most
 * ADJ_FIXED_MAX_FP hit one hex) as a row of its own when it bites, so the
 * rows add up to @res->fp. Appended to @rows (AdjModifier). */
void     adj_fixed_fire_firepower_rows (const AdjFixedFireResult *res, GArray *rows);

G_END_DECLS
