/* What each side has lost, thing by thing, and why it counts (19.2, 15.5):
 * the winner's page lists them beside the totals (state.h). */
#include "dog/state.h"

#include "core/i18n.h"

static const char *
unit_why (const AdjDogState *s, guint i, const AdjDogUnitState *u, const char **rule)
{
  gboolean under = adj_dog_state_under_half (s, i);
  *rule = "19.2";
  if (u->fate != ADJ_DOG_FATE_IN_PLAY)
    return adj_dog_fate_name (u->fate);
  if (u->routing && under)
    return _("routing and under half strength");
  return u->routing ? _("routing") : _("under half strength");
}

GArray *
adj_dog_state_losses (const AdjDogState *s, int side)
{
  AdjDogBattle *b = adj_dog_state_get_battle (s);
  GArray *out = g_array_new (FALSE, TRUE, sizeof (AdjDogLoss));
  for (guint i = 0; i < adj_dog_battle_n_units (b); i++)
    {
      const AdjDogGameUnit *gu = adj_dog_battle_unit (b, i);
      int halves = adj_dog_state_unit_lost (s, i);
      if (gu->side != side || halves == 0)
        continue;
      AdjDogLoss l = { FALSE, i, halves, halves == 2 * gu->cost, NULL, NULL };
      l.why = unit_why (s, i, adj_dog_state_unit (s, i), &l.rule);
      g_array_append_val (out, l);
    }
  for (guint i = 0; i < adj_dog_battle_n_generals (b); i++)
    {
      const AdjDogGeneralState *g = adj_dog_state_general (s, i);
      int halves = adj_dog_state_general_lost (s, i);
      if (adj_dog_battle_general (b, i)->side != side || halves == 0)
        continue;
      /* The post counts once; its holder now may be a field promotion. */
      AdjDogLoss l = { TRUE, i, halves, TRUE,
                       g->status == ADJ_DOG_GENERAL_KILLED || g->status == ADJ_DOG_GENERAL_CAPTURED
                         ? adj_dog_general_status_name (g->status) : _("its general was killed or captured"),
                       "15.5" };
      g_array_append_val (out, l);
    }
  return out;
}
