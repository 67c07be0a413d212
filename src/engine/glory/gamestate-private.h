/* The AdjGameState structure and the helpers the rule files share.
 * Engine-internal: the app uses gamestate.h. */
#pragma once

#include "core/error.h"
#include "glory/battle-private.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

enum {
  UNIT_DISORDERED = 1 << 0,
  UNIT_MOUNTED = 1 << 1,
  UNIT_RALLY_TRIED = 1 << 2,     /* during the current activation */
  UNIT_RETREATED = 1 << 3,       /* during the current activation */
  UNIT_RECOVERY_TRIED = 1 << 4,  /* during this turn's Recovery Phase */
  UNIT_DF_DISORDERED = 1 << 5,   /* disordered by a Defensive Fire check during the current activation */
  UNIT_CHARGE_ROLLED = 1 << 6,   /* its charge was rolled during the current activation (10.21, 10.22) */
};
#define UNIT_ACTIVATION_FLAGS (UNIT_RALLY_TRIED | UNIT_RETREATED | UNIT_DF_DISORDERED | UNIT_CHARGE_ROLLED)

enum {
  GROUP_CA_TRIED = 1 << 0,
  GROUP_OUT_OF_COMMAND = 1 << 1,
  GROUP_COMBINED = 1 << 2,
};

/* How a unit has fired (firelog.c): bit 1 << AdjFireKind. */
#define UNIT_FIRED(kind) ((guint8) (1u << (kind)))
/* Cleared when the acting command(s) finish (9.12, 10.31; Fixed Glory). */
#define UNIT_FIRED_ACTIVATION_SPAN (UNIT_FIRED (ADJ_FIRE_DEFENSIVE) | UNIT_FIRED (ADJ_FIRE_OFFENSIVE))
/* Cleared when the AM is set aside (3.C.2.b, 9.13). */
#define UNIT_FIRED_ALL 0xf

/* No padding in either, so arrays of them compare with memcmp. */
typedef struct {
  guint8 status;   /* AdjUnitStatus */
  guint8 flags;
  guint8 fired;    /* UNIT_FIRED bits */
  guint8 spare;    /* always 0: keeps group aligned without padding */
  guint16 group;
} UnitState;

typedef struct {
  guint8 status;   /* AdjGroupStatus */
  guint8 flags;
} GroupState;

/* Everything from turn to the end of the arrays is the state proper; the
 * whole thing is one allocation, copied with one memcpy. */
struct _AdjGameState {
  gatomicrefcount ref;
  AdjBattle *battle;
  gsize size;

  guint16 turn;
  guint8 phase;           /* AdjPhase */
  guint8 step;            /* AdjStep */
  gint8 initiative;       /* side, or -1 */
  guint8 automatic;       /* initiative given by the track (5.22) */
  gint8 init_roll[ADJ_BATTLE_N_SIDES];
  guint8 selected[ADJ_BATTLE_N_SIDES];
  gint16 drawn;           /* AM being played, or -1 */
  guint16 n_set_aside;
  guint8 outcome;         /* AdjOutcome of the last action */
  gint8 outcome_side;
  gint16 outcome_unit;
  guint8 fixed_glory;     /* the Fixed Glory variant */
  gint8 ca_roll;          /* the last Combined Activation roll under the drawn AM, or -1 (4.25) */
  guint8 ca_ok;           /* whether that attempt succeeded */
  guint8 procedure;       /* ADJ_PROCEDURE_* the game follows */
  guint16 n_df;           /* Defensive Fire checks of this activation (dfcheck.c) */

  guint8 *marker_enabled; /* n_markers */
  guint8 *am_loc;         /* n_ams, AdjAmLocation */
  guint16 *am_order;      /* n_ams, position in the set-aside pile, from 1 */
  GroupState *groups;     /* n_groups */
  UnitState *units;       /* n_units */
  /* n_df pairs {firing unit, charging unit}, after the units: which
   * defender's Defensive Fire each charger has taken this activation. */
  guint16 *df;
};

AdjGameState *adj_game_state_copy (const AdjGameState *state);
/* The same with room for @extra more Defensive Fire pairs (dfcheck.c). */
AdjGameState *adj_game_state_copy_with_room (const AdjGameState *state, guint extra);
/* The state less its Defensive Fire pairs: the activation is over. */
void          adj_game_state_forget_df (AdjGameState *s);
/* Start of @turn: 3.A.1, or 3.A.2 with the track's automatic initiative. */
void          adj_game_state_enter_turn (AdjGameState *s, guint turn);
/* A unit that counts for its command: on the map, or a reinforcement
 * due by now (4.21, 6.52). */
gboolean      adj_game_state_unit_live (const AdjGameState *s, guint unit);
gboolean      adj_game_state_group_live (const AdjGameState *s, guint group);
void          adj_game_state_clear_unit_flags (AdjGameState *s, guint8 flags);
/* Forgets the fire of every unit in @fired (UNIT_FIRED bits). */
void          adj_game_state_clear_fired (AdjGameState *s, guint8 fired);
/* Both at once: one pass over the units. */
void          adj_game_state_clear_unit_bits (AdjGameState *s, guint8 flags, guint8 fired);
gboolean      adj_game_state_refuse (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* Whether some command is acting now (an activation under way). */
gboolean      adj_game_state_any_group_active (const AdjGameState *s);

G_END_DECLS
