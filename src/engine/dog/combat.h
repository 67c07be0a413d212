/* The dice of shooting (18.3) and close assault (18.5), worked out exactly.
 *
 * Shooting: N dice, each hitting on H or more on 1d6 (the player's own
 * chart gives H and how many dice a block of stands rolls); with First
 * Fire (18.3.2) one missed die is rolled again. Close assault: each side
 * adds its tactical factors, the average class of its units and 1d6; the
 * higher total wins. The class may be an average such as 2.5: it is kept
 * as a fraction, never rounded (docs/dog.md, "Rulings"). */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/journal.h"
#include "dog/battle.h"
#include "dog/sheets.h"
#include "dog/state.h"

G_BEGIN_DECLS

#define ADJ_DOG_MAX_FIRE_DICE 60

typedef struct {
  int      dice;
  int      hit;           /* the lowest face that hits */
  gboolean first_fire;    /* one missed die re-rolled (18.3.2) */
  gboolean class4;        /* class 4 infantry in line, 8 stands or more at one target: one more (8.4) */
  double   per_die;       /* the chance one die hits */
  double   hits[ADJ_DOG_MAX_FIRE_DICE + 1]; /* the chance of 0 .. dice hits */
  double   expected;
} AdjDogFire;

/* Each re-roll (First Fire, class 4) rolls one missed die again, if a die
 * missed; the two add up (docs/dog.md, "Rulings"). */
gboolean adj_dog_fire_chances (int dice, int hit, gboolean first_fire, gboolean class4, AdjDogFire *out,
                               GError **error);
json_object *adj_dog_fire_to_json (const AdjDogFire *fire);

/* Dice that hit on different faces (blocks on different tables): group g
 * rolls dice[g], each hitting on hit[g] or more. Each of @rerolls rolls
 * one missed die again, the miss most likely to hit (docs/dog.md, ruling
 * 27); out->hit and out->per_die are the first group's. firedice.c. */
#define ADJ_DOG_MAX_FIRE_GROUPS 4
gboolean adj_dog_fire_chances_groups (const int *dice, const int *hit, guint n_groups, int rerolls,
                                      AdjDogFire *out, GError **error);

/* Shooting dice from the firing stands (18.3), read from the player's
 * charts (sheets.h). Line: blocks of four stands, a remainder of 2 or 3
 * on those tables, a single stand left over does not fire (ruling 27);
 * square: each side facing the target fires its stands the same way
 * (18.3.1); artillery: per gun model. */
typedef enum {
  ADJ_DOG_FORMATION_LINE,
  ADJ_DOG_FORMATION_SQUARE,
} AdjDogFormation;

typedef struct {
  AdjDogFireChart chart;
  AdjDogFormation formation;    /* small arms only */
  int stands;                   /* line: the stands firing; artillery: the guns */
  int sides[4];                 /* square: the stands of each side facing the target */
  guint n_sides;
  AdjDogTarget target;          /* 14 */
  const char *range;            /* a band of the player's chart */
  gboolean class4_infantry;     /* 8.4: class 4 infantry */
} AdjDogShooter;

typedef struct {
  int stands;     /* the table: 4, 3 or 2 stands; 1 a gun */
  int blocks;     /* how many fire on it */
  int dice;       /* a block's dice from the chart; 0: not typed */
  int hit;        /* the hit number for the target; 0: not typed */
} AdjDogFireBlock;

typedef struct {
  guint n;
  AdjDogFireBlock block[3];
  int idle;           /* stands that do not fire (a single one left over) */
  int total_dice;     /* when complete */
  gboolean complete;  /* every block's dice and hit number typed */
  gboolean class4;    /* 8.4: its re-roll applies (ruling 26) */
} AdjDogFireDice;

/* The shooter of a unit of the game: its chart from its arm, the stands
 * it had when the phase began (18.3), class 4 infantry (8.4); the player
 * sets formation, target and range. */
void     adj_dog_shooter_for_unit (const AdjDogGameUnit *unit, int stands, AdjDogShooter *out);
/* A square of the shooter's stands (18.3.1): its stands shared by its four
 * sides, the first sides taking one more when they do not divide; the
 * @facing sides facing the target fire. */
void     adj_dog_shooter_set_square (AdjDogShooter *shooter, int facing);
gboolean adj_dog_fire_dice (const AdjDogSheets *sheets, const AdjDogShooter *shooter, AdjDogFireDice *out,
                            GError **error);
/* The chance of each number of hits of complete dice, with First Fire
 * (18.3.2) and class 4's re-roll (8.4) as they apply. */
gboolean adj_dog_fire_dice_chances (const AdjDogFireDice *dice, gboolean first_fire, AdjDogFire *out,
                                    GError **error);
json_object *adj_dog_fire_dice_to_json (const AdjDogFireDice *dice, const AdjDogShooter *shooter);

/* A's total less B's is base + (A's die - B's die): difference[k] is the
 * chance that it is base + k - 5. */
#define ADJ_DOG_ASSAULT_MAX_FACTORS 99
typedef struct {
  int    a_factors, b_factors;
  double a_class, b_class;  /* a class 1-4 or the average of the units' */
  double base;
  double difference[11];
  double a_wins, tie, b_wins;
} AdjDogAssault;

gboolean adj_dog_assault_chances (int a_factors, double a_class, int b_factors, double b_class, AdjDogAssault *out,
                                  GError **error);
json_object *adj_dog_assault_to_json (const AdjDogAssault *assault);

/* The chance of each result of the player's close assault table: A (or
 * B) wins by a margin at least a row's and below the next row's; a win
 * by less than the first row's margin is "below" the table (nothing is
 * invented for it); a tie is the tie's. sheetsassault.c. */
typedef struct {
  guint n_rows;
  double chance[2][ADJ_DOG_MAX_ASSAULT_ROWS];
  double below[2];
  double tie;
} AdjDogAssaultResults;

void adj_dog_assault_results (const AdjDogAssault *assault, const AdjDogSheets *sheets, AdjDogAssaultResults *out);
json_object *adj_dog_assault_results_to_json (const AdjDogAssaultResults *results, const AdjDogSheets *sheets);

/* 18.5.2: a side's stands lost in a close assault, split between its
 * units involved: evenly, then each spare one to a different unit, the
 * lowest class (1, poor troops) first, then the most stands in contact;
 * where those tie across the spares left, a die per spare picks among the
 * tied units in turn (faces shared evenly; a face beyond an even share is
 * rolled again). Routing units are fought apart first (18.5.3) and are
 * not given here. split.c; docs/dog.md, "Rulings". */
#define ADJ_DOG_MAX_SPLIT_UNITS 6
typedef struct {
  int klass;    /* 1-4 */
  int contact;  /* stands in contact, 1 or more */
} AdjDogSplitUnit;

typedef struct {
  guint n;
  int lost[ADJ_DOG_MAX_SPLIT_UNITS];  /* each unit's stands lost */
  int even, spare;                    /* lost = even * n + spare */
  guint tied;                         /* bit i: unit i is among those the dice pick from */
  guint dice_needed;                  /* dice still to roll for the tie; 0: decided */
} AdjDogSplit;

gboolean adj_dog_assault_split (int lost, const AdjDogSplitUnit *units, guint n, const int *dice, guint n_dice,
                                AdjDogSplit *out, GError **error);
json_object *adj_dog_split_to_json (const AdjDogSplit *split);

/* 18.5.3: when one side of a close assault is routing, it suffers an
 * automatic Major Victory, fought apart and before the other assaults of
 * the phase (its compulsory movement is the player's table's): the side
 * routing (0 the attacker, 1 the defender), or -1 (neither, or both).
 * routers.c. */
int      adj_dog_assault_routing_side (const AdjDogState *state, guint attacker, guint defender);

/* What else a unit's casualties call for (casualties.c), each a line with
 * its rule and the chance where a die decides: for a battery hit by
 * shooting, the player's Damage to Artillery table (18.3.8); for a general
 * or engineer attached to the unit, 1d6 by the opponent, a 6 a hit (1 in
 * 6) and then the Casualties to Staff table (15.4, 18.3.8; in a close
 * assault 18.5.7). @assault: the losses came in a close assault. The
 * engine does not know who is attached: the players do. */
typedef struct {
  const char *rule;
  double chance;    /* of a hit, or 0 when no die decides */
  char *text;
} AdjDogCasualtyCheck;

GArray  *adj_dog_casualty_checks (const AdjDogState *state, guint unit, gboolean assault);

/* 18.3: units fire with the stands they had when the phase began; the
 * stands unit @unit had at the first step of the journal (up to its
 * cursor) in the same turn and step as now. */
int      adj_dog_combat_phase_stands (const AdjJournal *journal, guint unit);

G_END_DECLS
