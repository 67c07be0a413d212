/* A Days of Glory move: one thing a player records, die rolls included
 * (typed, or virtual with the seed they follow from), so a replay is
 * exact. One decision that changes several things (a failed test that
 * routs a unit and disorders another) is a group of moves in the journal. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/jsonread.h"

#include "dog/state.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_DOG_MOVE_STAFF,        /* 15.1, 20.4: a general's quality */
  ADJ_DOG_MOVE_SCOUTS,       /* 20.1: a side's scouting cavalry */
  ADJ_DOG_MOVE_DEPLOY_ROLL,  /* 17.1, 20.3: who sets up a brigade first */
  ADJ_DOG_MOVE_BEGIN,        /* turn 1 */
  ADJ_DOG_MOVE_INITIATIVE,   /* 18.1 */
  ADJ_DOG_MOVE_NEXT,         /* on to the next phase, or the next turn */
  ADJ_DOG_MOVE_END,          /* 19: after the second Close Assault Phase */
  ADJ_DOG_MOVE_ORDER,        /* 18.2.8: good order, disordered, shaken */
  ADJ_DOG_MOVE_ROUTING,      /* 18.4.14 routs, 18.2.10 rallies */
  ADJ_DOG_MOVE_HALTED,       /* 18.2.9 */
  ADJ_DOG_MOVE_LOSE,         /* stands lost (18.3, 18.5.2) */
  ADJ_DOG_MOVE_REMOVE,       /* destroyed, surrendered (19.1), routed off (18.4.14) */
  ADJ_DOG_MOVE_FIRST_FIRE,   /* 18.3.2 */
  ADJ_DOG_MOVE_MORALE,       /* 18.2: a morale test */
  ADJ_DOG_MOVE_GENERAL,      /* 15.3, 15.5: wounded, killed, captured, back */
  ADJ_DOG_MOVE_PROMOTE,      /* 15.3: a field promotion */
  ADJ_DOG_MOVE_DISPUTE,      /* 4.1 */
  ADJ_DOG_MOVE_SHOT,         /* 18.3: hits from shooting, stands lost by the target */
  ADJ_DOG_MOVE_ASSAULT,      /* 18.5: a close assault's stands lost and compulsory movement */
  ADJ_DOG_MOVE_OVERRULE,     /* the step ends with what it owes, by the players' choice */
} AdjDogMoveType;

/* One d6: typed, or virtual (the first roll of adj_rng seeded with @seed). */
typedef struct {
  int value;
  gboolean is_virtual;
  guint64 seed;
} AdjDogRoll;

/* Both players' d6, draws rolled again (18.1, 17.1): the last pair. A
 * virtual roll-off is the pairs adj_rng gives from @seed until one is not
 * a draw. */
typedef struct {
  int value[2];
  gboolean is_virtual;
  guint64 seed;
} AdjDogRollOff;

typedef struct {
  AdjDogMoveType type;
  int unit;            /* ORDER ... MORALE, SHOT (the target), or -1 */
  int by;              /* SHOT: the firing unit, or -1 when not said; ASSAULT: the defender */
  int lost[2];         /* ASSAULT: stands lost by the attacker (unit) and the defender (by) */
  int general;         /* STAFF, GENERAL, PROMOTE, or -1 */
  int side;            /* SCOUTS; DISPUTE: player A */
  int value;           /* ORDER: AdjDogOrder; REMOVE: AdjDogFate; GENERAL: status; LOSE: stands;
                          MORALE: AdjDogTest; SHOT: hits (stands lost) */
  gboolean flag;       /* ROUTING, HALTED */
  AdjDogRoll roll;     /* STAFF, PROMOTE, MORALE, DISPUTE */
  AdjDogRollOff rolls; /* DEPLOY_ROLL, INITIATIVE */
  int total;           /* MORALE: the factors' total */
  char *text;          /* DISPUTE: the question; ASSAULT: the compulsory movement (may be NULL) */
  GPtrArray *factors;  /* MORALE: the factors' texts, for the journal (may be NULL) */
  GArray *units;       /* SCOUTS: unit indexes (guint) */
  gboolean objectives[2]; /* END, with the objectives option */
} AdjDogMove;

AdjDogMove  *adj_dog_move_new (AdjDogMoveType type);
AdjDogMove  *adj_dog_move_copy (const AdjDogMove *move);
void         adj_dog_move_free (AdjDogMove *move);
const char  *adj_dog_move_type_to_string (AdjDogMoveType type);
int          adj_dog_move_type_from_string (const char *id);

/* Constructors the app and the tests use. */
AdjDogMove  *adj_dog_move_simple (AdjDogMoveType type);            /* BEGIN, NEXT, OVERRULE */
AdjDogMove  *adj_dog_move_unit (AdjDogMoveType type, int unit, int value, gboolean flag);
AdjDogMove  *adj_dog_move_staff (int general, AdjDogRoll roll);
AdjDogMove  *adj_dog_move_promote (int general, AdjDogRoll roll);
AdjDogMove  *adj_dog_move_general (int general, AdjDogGeneralStatus status);
AdjDogMove  *adj_dog_move_roll_off (AdjDogMoveType type, AdjDogRollOff rolls);
AdjDogMove  *adj_dog_move_scouts (int side, const guint *units, guint n_units);
AdjDogMove  *adj_dog_move_morale (int unit, AdjDogTest test, int total, AdjDogRoll roll,
                                  const char *const *factors);
AdjDogMove  *adj_dog_move_dispute (const char *question, int side_a, AdjDogRoll roll);
AdjDogMove  *adj_dog_move_end (gboolean first, gboolean second);
/* 18.3: @target loses @hits stands to the fire of @by (-1: not said). */
AdjDogMove  *adj_dog_move_shot (int target, int hits, int by);
/* 18.5: @attacker and @defender lose @lost_a and @lost_d stands; @note is
 * the compulsory movement of the result (18.5.1), as the player reads it. */
AdjDogMove  *adj_dog_move_assault (int attacker, int defender, int lost_a, int lost_d, const char *note);

/* Rolls. */
AdjDogRoll    adj_dog_roll_typed (int value);
AdjDogRoll    adj_dog_roll_virtual (guint64 seed);
AdjDogRollOff adj_dog_roll_off_typed (int first, int second);
AdjDogRollOff adj_dog_roll_off_virtual (guint64 seed);
/* A face 1-6, and a virtual roll's value that follows from its seed. */
gboolean      adj_dog_roll_check (const AdjDogRoll *roll, GError **error);
/* Also refuses a draw (@rule: "18.1" or "17.1"). */
gboolean      adj_dog_roll_off_check (const AdjDogRollOff *rolls, const char *rule, GError **error);

/* JSON, by ids (the scenario resolves them). */
json_object *adj_dog_move_to_json (const AdjDogMove *move, const AdjDogBattle *battle);
/* Reads a move as a save holds it (core/jsonread.h); the _from_json one
 * reads it from json-c objects through the same reader. */
AdjDogMove  *adj_dog_move_read (AdjJsonVal obj, const AdjDogBattle *battle, const char *where,
                                     GError **error);
AdjDogMove  *adj_dog_move_from_json (json_object *obj, const AdjDogBattle *battle, const char *where,
                                     GError **error);

/* The pure transition: a new state, or NULL with @error naming the rule. */
AdjDogState *adj_dog_move_apply (const AdjDogState *state, const AdjDogMove *move, GError **error);
/* One line for the journal, with names and the rule. */
char        *adj_dog_move_describe (const AdjDogMove *move, const AdjDogState *before, const AdjDogState *after);
/* The same, naming a side's scouts even before the other side has named
 * its own (that side's own line, sideview.c). */
char        *adj_dog_move_describe_named (const AdjDogMove *move, const AdjDogState *before,
                                          const AdjDogState *after);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjDogMove, adj_dog_move_free)

G_END_DECLS
