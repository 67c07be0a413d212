/* Combat results, mounting, reinforcements (6.5, 11.1-11.4, 12.1,
 * 14.53): the handlers behind adj_action_apply(). Engine-internal. */
#pragma once

#include "glory/action.h"
#include "glory/gamestate-private.h"

G_BEGIN_DECLS

gboolean adj_apply_unit_result (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_mount (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_enter (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_assign (AdjGameState *s, const AdjAction *a, GError **error);
/* TRUE for a unit on the map, else a refusal that says where it is. */
gboolean adj_refuse_off_map (const AdjGameState *s, int unit, GError **error);
/* A Disorder on @unit: flipped, or withdrawn when it already was (11.11, 11.41). */
void     adj_disorder_unit (AdjGameState *s, int unit);
/* Combat results may be given now (steps ii-v). */
gboolean adj_expect_combat_step (const AdjGameState *s, GError **error);

G_END_DECLS
