/* Moves of The Glory that Was: the small records a game's journal is made
 * of (docs/tgtw.md, "Moves"). Die rolls live inside them, typed or
 * virtual with their seed, so a replay is exact. adj_tgtw_move_apply is
 * pure: a new state, or NULL with a GError naming the rule. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/jsonread.h"

#include "core/dice.h"
#include "tgtw/melee.h"
#include "tgtw/missile.h"
#include "tgtw/state.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_TGTW_MOVE_INITIATIVE,  /* one sector's rolls (4.0) */
  ADJ_TGTW_MOVE_FIRST,       /* the sector's winner picks who acts first (3.0) */
  ADJ_TGTW_MOVE_CARDS,       /* one army's tactical cards, secret (11.0) */
  ADJ_TGTW_MOVE_NEXT,        /* on to the next army, sector or phase; in the Victory Check, the check (10.0) */
  ADJ_TGTW_MOVE_MISSILE,     /* units fire at one hex (5.0) */
  ADJ_TGTW_MOVE_MELEE,       /* one unit attacks another (7.0) */
  ADJ_TGTW_MOVE_MORALE,      /* a morale check (8.0) */
  ADJ_TGTW_MOVE_CASUALTY,    /* a leader's casualty roll (9.0) */
  ADJ_TGTW_MOVE_RALLY,       /* disordered units rally (3.0 phase 4) */
  ADJ_TGTW_MOVE_DISORDER,    /* a friendly unit in a rout's path (7.0 R) */
  ADJ_TGTW_MOVE_OFF_MAP,     /* a routed unit leaves the map: eliminated (8.0) */
  ADJ_TGTW_MOVE_REPLACE,     /* a replacement leader takes a lost one's place (9.0) */
  ADJ_TGTW_MOVE_OVERRULE,    /* the players end a step that still owes something (docs/design.md) */
} AdjTgtwMoveType;

#define ADJ_TGTW_N_MOVE_TYPES 13

/* The dice of a move: typed by the player, or virtual from @seed (the
 * values are then adj_rng's first rolls with that seed, checked on load).
 * A melee roll may also be typed as its total (@summed: values[0] is the
 * total of the @n dice), since MCT2 reads only the total (7.0). */
typedef struct {
  guint n;
  int values[ADJ_TGTW_MAX_DICE];
  gboolean is_virtual;
  gboolean summed;
  guint64 seed;
} AdjTgtwDice;

typedef struct {
  AdjTgtwMoveType type;
  int army;              /* FIRST: who acts first; CARDS: who chose; MORALE, CASUALTY: who pays @plus[0] (-1 none) */
  int sector;            /* INITIATIVE, FIRST */
  int unit;              /* MISSILE: the target; MELEE: the attacker; MORALE, DISORDER, OFF_MAP */
  int other;             /* MELEE: the defender; REPLACE: the leader replaced */
  int leader;            /* MELEE: the sector leader in range (2.1), MORALE: a leader helping, CASUALTY, REPLACE */
  int cards[ADJ_TGTW_MAX_SECTORS];  /* CARDS: by sector, 0 for none */
  guint n_items;
  int *items;            /* MISSILE: the firers; MELEE, MISSILE: the leaders stacked on the units; RALLY: units */
  int *ranges;           /* MISSILE: each firer's range (the first n_firers items are firers) */
  guint n_firers;        /* MISSILE */
  int plus[ADJ_TGTW_N_ARMIES];      /* 12.0 (1): INITIATIVE each army's; others [0] */
  AdjTgtwMeleeSpend tp[ADJ_TGTW_N_ARMIES];  /* MELEE: [0] attacker, [1] defender */
  int formation;         /* MISSILE: the target's TDT row, -1 for the scenario's */
  AdjTgtwDice dice;      /* INITIATIVE 2 d10, MISSILE 1 d6, MELEE n d6, MORALE and CASUALTY 1 d10 (none when automatic) */
} AdjTgtwMove;

AdjTgtwMove *adj_tgtw_move_new (AdjTgtwMoveType type);
AdjTgtwMove *adj_tgtw_move_copy (const AdjTgtwMove *move);
void         adj_tgtw_move_free (AdjTgtwMove *move);
/* @items (may be NULL) copied. */
void         adj_tgtw_move_set_items (AdjTgtwMove *move, const int *items, const int *ranges, guint n);

/* Typed dice: @n values; virtual: @n dice of @die from @seed. */
void         adj_tgtw_dice_typed (AdjTgtwDice *dice, const int *values, guint n);
void         adj_tgtw_dice_virtual (AdjTgtwDice *dice, AdjDie die, guint n, guint64 seed);
/* Typed as the total of @n dice (one die: its face). */
void         adj_tgtw_dice_summed (AdjTgtwDice *dice, guint n, int total);
/* The total of the dice read. */
int          adj_tgtw_dice_total (const AdjTgtwDice *dice);

/* Constructors for the usual moves (the app's and the tests'). */
AdjTgtwMove *adj_tgtw_move_initiative (guint sector, int roll0, int roll1);
AdjTgtwMove *adj_tgtw_move_first (guint sector, guint army);
AdjTgtwMove *adj_tgtw_move_cards (guint army, const int *cards);
AdjTgtwMove *adj_tgtw_move_next (void);
/* Next, by the players' choice, though the step still owes something. */
AdjTgtwMove *adj_tgtw_move_overrule (void);
AdjTgtwMove *adj_tgtw_move_missile (guint target, const int *firers, const int *ranges, guint n_firers, int roll);
AdjTgtwMove *adj_tgtw_move_melee (guint attacker, guint defender, int leader, const int *faces, guint n_dice);
/* The same with the roll typed as the total of @n_dice d6. */
AdjTgtwMove *adj_tgtw_move_melee_total (guint attacker, guint defender, int leader, guint n_dice, int total);
/* @roll 0: no roll (a rally-dot recovery). */
AdjTgtwMove *adj_tgtw_move_morale (guint unit, int leader, int roll);
AdjTgtwMove *adj_tgtw_move_casualty (guint leader, int roll);
AdjTgtwMove *adj_tgtw_move_rally (const int *units, guint n);
AdjTgtwMove *adj_tgtw_move_unit (AdjTgtwMoveType type, guint unit);
AdjTgtwMove *adj_tgtw_move_replace (guint leader, guint replaced);

const char  *adj_tgtw_move_type_to_string (AdjTgtwMoveType type);
gboolean     adj_tgtw_move_type_from_string (const char *id, AdjTgtwMoveType *out);

/* Whether the current step calls for moves of @type at all (the app's
 * buttons); apply still checks the particulars. */
gboolean      adj_tgtw_move_expected (const AdjTgtwState *state, AdjTgtwMoveType type);

/* The calculator's input a MELEE or MISSILE move makes on @state, checked
 * as apply checks it but for its dice and points (the app shows the odds
 * before the roll with the very input the move will use). @firers holds
 * ADJ_TGTW_MAX_FIRERS. */
gboolean      adj_tgtw_move_melee_input (const AdjTgtwState *state, const AdjTgtwMove *move,
                                         AdjTgtwMeleeInput *out, GError **error);
gboolean      adj_tgtw_move_missile_input (const AdjTgtwState *state, const AdjTgtwMove *move,
                                           AdjTgtwFirer *firers, AdjTgtwMissileInput *out, GError **error);

/* 12.0: the points @side (0 attacker, 1 defender) of a MELEE move still
 * has once it has paid for what the move buys (below 0: more than it has). */
int           adj_tgtw_move_melee_tp_left (const AdjTgtwState *state, const AdjTgtwMove *move, guint side);

/* 11.0: whether @army may play @card (1..7, or 0 for none) in @sector
 * this turn, with the rule's refusal when not. */
gboolean      adj_tgtw_move_card_allowed (const AdjTgtwState *state, guint army, guint sector, int card,
                                          GError **error);

/* The pure transition. */
AdjTgtwState *adj_tgtw_move_apply (const AdjTgtwState *state, const AdjTgtwMove *move, GError **error);

/* One line for the journal, with names and the rule. A CARDS move does not
 * say which cards until both armies have chosen (11.0). */
char         *adj_tgtw_move_describe (const AdjTgtwMove *move, const AdjTgtwState *before,
                                      const AdjTgtwState *after);

/* JSON (docs/tgtw.md): ids, not indexes. */
json_object  *adj_tgtw_move_to_json (const AdjTgtwMove *move, const AdjTgtwScenario *scenario);
/* Reads a move as a save holds it (core/jsonread.h); the _from_json one
 * reads it from json-c objects through the same reader. */
AdjTgtwMove  *adj_tgtw_move_read (AdjJsonVal obj, const AdjTgtwScenario *scenario, const char *where,
                                       GError **error);
AdjTgtwMove  *adj_tgtw_move_from_json (json_object *obj, const AdjTgtwScenario *scenario, const char *where,
                                       GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjTgtwMove, adj_tgtw_move_free)

G_END_DECLS
