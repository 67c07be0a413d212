/* Glory III's charge for a player's device (calccharge.c), for the table
 * in calculators.c. */
#pragma once

#include "core/calculator.h"

G_BEGIN_DECLS

/* Two charging units in one hex against the two of one defending hex
 * (a stack holds two, 6.43), the defending hex's terrain and hexside,
 * a rear hexside and a stream, the defenders' Defensive Fire and the
 * charging hex's terrain it reads. */
#define ADJ_GLORY_CHARGE_N_FIELDS 10

extern const AdjCalcField adj_glory_charge_fields[ADJ_GLORY_CHARGE_N_FIELDS];
json_object *adj_glory_calc_charge (gconstpointer state, const int *values, GError **error);

G_END_DECLS
