/* The rule handlers behind adj_action_apply(). Each gets a private copy of
 * the state to change and refuses with a GError naming the rule; on refusal
 * the copy is thrown away, so a handler may stop half way. */
#pragma once

#include "core/i18n.h"
#include "glory/action.h"
#include "glory/gamestate-private.h"

G_BEGIN_DECLS

/* sequence.c: the phases of the turn (3, 5.2) */
gboolean adj_apply_initiative (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_hold_out (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_select (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_draw (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_advance (AdjGameState *s, const AdjAction *a, GError **error);

/* activation.c: the drawn AM and its commands (4.2) */
void     adj_activation_begin (AdjGameState *s);
void     adj_activation_end_step (AdjGameState *s);
void     adj_activation_set_aside (AdjGameState *s);
gboolean adj_apply_combine (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_start (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_finish (AdjGameState *s, const AdjAction *a, GError **error);

/* unitstatus.c: combat results, mounting, reinforcements (6.5, 11.1-11.4, 12.1, 14.53) */
gboolean adj_apply_unit_result (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_mount (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_enter (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_assign (AdjGameState *s, const AdjAction *a, GError **error);
/* TRUE for a unit on the map, else a refusal that says where it is. */
gboolean adj_refuse_off_map (const AdjGameState *s, int unit, GError **error);

/* cohesioncheck.c: rolls against cohesion and the charge roll (2.4, 10.29, 10.33) */
gboolean adj_apply_check (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_charge (AdjGameState *s, const AdjAction *a, GError **error);
/* A Disorder on @unit: flipped, or withdrawn when it already was (11.11, 11.41). */
void     adj_disorder_unit (AdjGameState *s, int unit);
/* combat results may be given now (steps ii-v) */
gboolean adj_expect_combat_step (const AdjGameState *s, GError **error);

/* firelog.c: who has fired (9.12, 9.13, 10.31; Fixed Glory) */
gboolean adj_apply_fire (AdjGameState *s, const AdjAction *a, GError **error);

/* recovery.c: rally and recovery (11.5, 11.6, 13) */
gboolean adj_apply_rally (AdjGameState *s, const AdjAction *a, GError **error);
gboolean adj_apply_recover (AdjGameState *s, const AdjAction *a, GError **error);
/* D.2 then the next turn (or the end of the game). */
void     adj_recovery_phase_end (AdjGameState *s);

/* Names for messages. */
const char *adj_unit_name (const AdjGameState *s, int unit);
const char *adj_group_name (const AdjGameState *s, int group);
const char *adj_side_name (const AdjGameState *s, int side);
char       *adj_am_name (const AdjGameState *s, int am);
/* @unit must be an index into the battle's units. */
gboolean    adj_check_unit (const AdjGameState *s, int unit, GError **error);

G_END_DECLS
