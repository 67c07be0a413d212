/* Clash of Giants III's calculators for a player's device (calculators.c). */
#pragma once

#include "core/calculator.h"

G_BEGIN_DECLS

#define ADJ_COG_N_CALCULATORS 2
extern const AdjCalculator adj_cog_calculators[ADJ_COG_N_CALCULATORS];

G_END_DECLS
