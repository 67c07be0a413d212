/* The rule checks of a charge (10.1-10.2, 10.27-10.28, 11.14, 12, 13): what
 * the rules forbid, what they let a player choose, each with its rule, as
 * notes the calculator returns beside its numbers. */
#pragma once

#include <glib.h>

#include "glory/chargeinput.h"

G_BEGIN_DECLS

void adj_charge_check (const AdjChargeInput *input, GArray *notes);

/* 10.12: can the top unit of @stack cover for another unit? */
gboolean adj_charge_can_cover (const AdjCombatStack *stack, gboolean other_command,
                               gboolean combined_activation);

G_END_DECLS
