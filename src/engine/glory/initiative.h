/* Initiative (5.21) as a calculator: each side's roll plus the turn record
 * track's DRM, high total wins, a tie gives no one the initiative. */
#pragma once

#include <glib.h>

#include "glory/battle.h"

G_BEGIN_DECLS

typedef struct {
  GArray *modifiers[ADJ_BATTLE_N_SIDES];  /* AdjModifier (core/modifier.h), by side */
  int automatic;                           /* 5.22: side given it without a roll, or -1 */
  double win[ADJ_BATTLE_N_SIDES];          /* exact, over the 100 pairs of faces */
  double tie;
} AdjInitiativeResult;

/* The odds on turn @turn of @battle. */
void adj_initiative_calculate (const AdjBattle *battle, guint turn, AdjInitiativeResult *out);
void adj_initiative_result_clear (AdjInitiativeResult *result);

G_END_DECLS
