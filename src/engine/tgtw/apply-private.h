/* Shared by the files that apply moves (apply.c, applyturn.c, applycombat.c). */
#pragma once

#include "core/error.h"
#include "tgtw/missile.h"
#include "tgtw/move.h"
#include "tgtw/refuse.h"
#include "tgtw/state-private.h"

G_BEGIN_DECLS


/* The unit or leader index of a move, checked against the scenario. */
gboolean adj_tgtw_check_unit (const AdjTgtwState *s, int unit, GError **error);
gboolean adj_tgtw_check_leader (const AdjTgtwState *s, int leader, GError **error);
/* @n dice of @die, each a face it has (not typed as a total). */
gboolean adj_tgtw_check_dice (const AdjTgtwDice *dice, AdjDie die, guint n, GError **error);
/* The same, or their total typed (a melee roll: MCT2 reads the total). */
gboolean adj_tgtw_check_dice_total (const AdjTgtwDice *dice, AdjDie die, guint n, GError **error);
/* 12.0: @army pays @points (the rule must be in use, the points left). */
gboolean adj_tgtw_spend (AdjTgtwState *s, int army, int points, GError **error);
/* The same for +@plus on one die roll (12.0 option 1, at most the limit). */
gboolean adj_tgtw_spend_die (AdjTgtwState *s, int army, int plus, GError **error);

/* What a result does to a unit: D disorders an ordered unit, R calls for a
 * morale check, E eliminates (5.3, 7.0, 8.0). */
void     adj_tgtw_hit (AdjTgtwState *s, guint unit, AdjTgtwHit hit);
void     adj_tgtw_set_status (AdjTgtwState *s, guint unit, AdjTgtwStatus status);
gboolean adj_tgtw_add_pending (AdjTgtwState *s, AdjTgtwPendingKind kind, int index, gboolean missile,
                               AdjTgtwCasualtyColumn column, GError **error);
/* The pending check of @kind for @index, or -1. */
int      adj_tgtw_find_pending (const AdjTgtwState *s, AdjTgtwPendingKind kind, int index);
void     adj_tgtw_drop_pending (AdjTgtwState *s, guint i);

/* The calculators' inputs for a checked MISSILE or MELEE move on @s
 * (@firers: ADJ_TGTW_MAX_FIRERS; @card: the attacker's sector's card). */
void     adj_tgtw_missile_input (const AdjTgtwState *s, const AdjTgtwMove *m, AdjTgtwFirer *firers,
                                 AdjTgtwMissileInput *in);
void     adj_tgtw_melee_input (const AdjTgtwState *s, const AdjTgtwMove *m, int card, AdjTgtwMeleeInput *in);

gboolean adj_tgtw_apply_initiative (AdjTgtwState *s, const AdjTgtwMove *m, GError **error);
gboolean adj_tgtw_apply_first (AdjTgtwState *s, const AdjTgtwMove *m, GError **error);
gboolean adj_tgtw_apply_cards (AdjTgtwState *s, const AdjTgtwMove *m, GError **error);
/* @overrule: the players end a step that still owes (docs/design.md). */
gboolean adj_tgtw_apply_next (AdjTgtwState *s, gboolean overrule, GError **error);
gboolean adj_tgtw_apply_missile (AdjTgtwState *s, const AdjTgtwMove *m, GError **error);
gboolean adj_tgtw_apply_melee (AdjTgtwState *s, const AdjTgtwMove *m, GError **error);

G_END_DECLS
