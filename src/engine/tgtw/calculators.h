/* The Glory that Was's calculators for a player's device (calculators.c). */
#pragma once

#include "core/calculator.h"

G_BEGIN_DECLS

#define ADJ_TGTW_N_CALCULATORS 5
extern const AdjCalculator adj_tgtw_calculators[ADJ_TGTW_N_CALCULATORS];

G_END_DECLS
