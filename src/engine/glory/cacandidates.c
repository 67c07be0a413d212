/* Who may try a Combined Activation with the drawn AM (4.25). */
#include "glory/cacandidates.h"

GArray *
adj_activation_ca_candidates (const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  g_autoptr (GArray) groups = adj_game_state_activated_groups (state);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < groups->len; i++)
    {
      guint g = g_array_index (groups, guint, i);
      if (adj_game_state_group_status (state, g) == ADJ_GROUP_PENDING && !adj_game_state_group_tried_ca (state, g)
          && adj_battle_group_can_combine (battle, g))
        g_array_append_val (out, g);
    }
  return out;
}
