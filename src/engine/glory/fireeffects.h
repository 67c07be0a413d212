/* What a rolled Artillery Fire result (9.22, 9.52) does to the units in
 * and next to the target hex, as combat effects (combateffects.h) the game
 * applies with their cohesion checks. */
#pragma once

#include <glib.h>

#include "glory/artillery.h"
#include "glory/combateffects.h"

G_BEGIN_DECLS

/* Where the units of a fire stand in its effects: the target hex is
 * defender stack 0; the friends next to it (9.51) follow two by two,
 * friend @f at stack 1 + f / 2, unit f % 2. */
void adj_fire_friend_slot (guint f, guint *stack, guint *unit);

/* The rolled result of @res on @in as effects, with the units' conditions
 * before it in @state: checks, then Disorders, then retreats, unit by unit
 * in each (11.25); misguided fire leaves the target alone and each friend
 * checks at +2 (9.52). FALSE (nothing added) while @res has no roll. */
gboolean adj_fire_effects (const AdjFireInput *in, const AdjFireResult *res, AdjCombatState *state,
                           GArray *effects);

G_END_DECLS
