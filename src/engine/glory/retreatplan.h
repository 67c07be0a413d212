/* A result's retreats as the players made them on the table (11.2): each
 * retreat's path and the friendly unit it displaced, checked and expanded
 * into the effects they lead to (11.24-11.27), and the units a retreat may
 * displace. */
#pragma once

#include <glib.h>

#include "glory/combateffects.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

/* One retreat as made: the game's retreating unit, its path, and the
 * game's friendly unit it displaced (11.26), or -1. */
typedef struct {
  guint unit;
  AdjRetreatPath path;
  int displaced;
} AdjRetreatMade;

/* What became of one retreat: @moot when its unit left the map before it
 * (a failed check withdrew it, 11.41); @problem when the rules refuse the
 * path as made (owned; NULL when allowed). */
typedef struct {
  gboolean moot;
  char *problem;
} AdjRetreatVerdict;

void     adj_retreat_verdict_clear (AdjRetreatVerdict *verdict);

/* Whether a unit on @path goes through hexes: not with no path
 * (eliminated) nor only off the map (withdrawn), 11.27; only then does it
 * cross, enter or displace anything. */
gboolean adj_retreat_path_moves (const AdjRetreatPath *path);

/* The units a retreat of the game's @unit may displace (11.26): its side's
 * other units on the map, but those in @exclude (guint, the combat's own
 * units; may be NULL). Battle indexes (guint), in battle order. */
GArray  *adj_retreat_displace_candidates (const AdjGameState *state, guint unit, const GArray *exclude);

/* @effects (a result applied from @state, the units' conditions before
 * it) with each retreat that has a made one expanded: @made_of gives, per
 * effect, the index into @made or -1. Each expands to the displacement
 * first, tagged as unit @r of ADJ_EFFECT_OTHER_UNIT (11.26, its check +2
 * at night, 13), then the path's own effects (11.22-11.27), the retreat
 * keeping the result's rule. A unit @rolls (the checks typed so far) has
 * withdrawn first is not retreated. @starts[r] gets where made retreat
 * @r's effects begin, @verdicts[r] what became of it; *@ok is FALSE when a
 * path is refused. A new array. */
GArray  *adj_retreats_expand (const GArray *effects, const int *made_of, const AdjRetreatMade *made,
                              guint n_made, const AdjCombatState *state, const AdjGameState *game,
                              const int *rolls, guint n_rolls, guint *starts, AdjRetreatVerdict *verdicts,
                              gboolean *ok);

G_END_DECLS
