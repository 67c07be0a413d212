/* Days of Glory's calculators for a player's device (core/calculator.h):
 * shooting's dice (18.3, with the re-rolls of 18.3.2 and 8.4) and a close
 * assault's totals (18.5), answering as `adjutant-cli dog fire` and
 * `dog assault` do. The dice and the hit number come from the player's
 * own charts, which the phone's player reads, as on the CLI. */
#pragma once

#include "core/calculator.h"

G_BEGIN_DECLS

#define ADJ_DOG_N_CALCULATORS 2
extern const AdjCalculator adj_dog_calculators[ADJ_DOG_N_CALCULATORS];

G_END_DECLS
