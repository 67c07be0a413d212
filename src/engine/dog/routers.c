/* 18.5.3: close assaults against routing units (combat.h). */
#include "dog/combat.h"

int
adj_dog_assault_routing_side (const AdjDogState *state, guint attacker, guint defender)
{
  gboolean a = adj_dog_state_unit (state, attacker)->routing, d = adj_dog_state_unit (state, defender)->routing;
  return a == d ? -1 : a ? 0 : 1;
}
