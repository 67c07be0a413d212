/* A unit in a calculator row: the place it takes (a charging or defending
 * stack, a firing battery, a unit fired at, a Fixed Glory firer), the
 * numbers the rules read of it there, and the game's units that may fill
 * the row, as the calculators see them now. The app's unit rows ask here;
 * they decide nothing themselves. */
#pragma once

#include <glib.h>

#include "glory/combatunit.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

/* Where a unit stands in a calculator. */
typedef enum {
  ADJ_UNIT_ROLE_CHARGER,   /* a charging stack (10.2) */
  ADJ_UNIT_ROLE_DEFENDER,  /* a defending stack (10.2) */
  ADJ_UNIT_ROLE_GUN,       /* a firing battery (9) */
  ADJ_UNIT_ROLE_TARGET,    /* fired at, or a friend next to the target (9.22, 9.5) */
  ADJ_UNIT_ROLE_FIRER,     /* Fixed Glory fire: any unit type */
} AdjUnitRole;

/* The numbers a calculator reads of a unit in its role. */
typedef enum {
  ADJ_UNIT_FIELD_STRENGTH = 1 << 0,  /* SP; a battery's Fire Strength (9.23) */
  ADJ_UNIT_FIELD_COHESION = 1 << 1,  /* the rating in force (2.4, 11.11) */
  ADJ_UNIT_FIELD_CHARGING = 1 << 2,  /* takes part in the charge (10.24) */
  ADJ_UNIT_FIELD_MOVEMENT = 1 << 3,  /* hexes moved and the most MP for one (10.26) */
  ADJ_UNIT_FIELD_GUN = 1 << 4,       /* range type (9.11) */
} AdjUnitField;

/* The unit types a row of @role takes, in the order the app lists them:
 * artillery only for a firing battery (9.1), every type elsewhere. */
const AdjCombatKind *adj_unit_role_kinds (AdjUnitRole role, guint *n_kinds);
gboolean             adj_unit_role_takes_kind (AdjUnitRole role, AdjCombatKind kind);
/* AdjUnitField bits: what the rules read of a @kind unit in @role. */
guint                adj_unit_role_fields (AdjUnitRole role, AdjCombatKind kind);
/* The least strength a unit may have: a battery's Fire Strength DRM may
 * be 0, a fighting unit has at least 1 SP. */
int                  adj_unit_role_min_strength (AdjCombatKind kind);

/* A game's unit as the calculators see it is adj_game_state_combat_unit
 * (gamecombat.h). Whether the game's @unit may fill a row of @role now: a
 * unit on the map, of a type the role takes; never artillery in a
 * charging row (10.28). */
gboolean adj_game_unit_fits_role (const AdjGameState *state, guint unit, AdjUnitRole role);
/* The game's units that may fill a row of @role now (guint battle
 * indexes), in the order a player looks for them: for a charging stack,
 * a battery or a firer the acting command's side first (for a charging
 * stack, those that may charge before any other), for a defending
 * stack or a unit fired at its enemy first; battle order within a side. */
GArray  *adj_game_role_units (const AdjGameState *state, AdjUnitRole role);
/* Whether the game's @unit may charge now (10.11): on the map, of the
 * command acting (when one is), not disordered; one Defensive Fire has
 * just disordered cannot complete its charge (10.33). FALSE sets @error
 * with the rule. For a charging row, adj_game_role_units() lists the
 * units this allows first. */
gboolean adj_game_charger_check (const AdjGameState *state, guint unit, GError **error);

G_END_DECLS
