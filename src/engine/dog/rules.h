/* The numbers Days of Glory prints, read from the shipped data file
 * (data/dog/printed/days-of-glory.json, every table with "source":
 * "rulebook" and its rule number). Immutable once loaded; refcounted.
 *
 * The charts the rulebook leaves to its reference sheets are not here:
 * the player enters them (dog/sheets.h). */
#pragma once

#include <glib.h>

#include "dog/types.h"

G_BEGIN_DECLS

#define ADJ_DOG_PRINTED_FORMAT "adjutant-dog-printed"
#define ADJ_DOG_FIRST_YEAR 1861
#define ADJ_DOG_LAST_YEAR 1865
#define ADJ_DOG_N_YEARS 5
#define ADJ_DOG_N_CLASSES 4

/* The tables, each with the rule that prints it. */
typedef enum {
  ADJ_DOG_TABLE_STAFF_COSTS,       /* 6.1 */
  ADJ_DOG_TABLE_GUN_COSTS,         /* 6.2 */
  ADJ_DOG_TABLE_STAND_COSTS,       /* 6.3 */
  ADJ_DOG_TABLE_STAND_MODIFIERS,   /* 6.4 */
  ADJ_DOG_TABLE_TROOP_RATIOS,      /* 8.5 */
  ADJ_DOG_TABLE_STAFF_QUALITY,     /* 15.1 */
  ADJ_DOG_TABLE_STAFF_UNION,       /* 20.4 */
  ADJ_DOG_TABLE_STAFF_CONFEDERATE, /* 20.4 */
  ADJ_DOG_TABLE_FIELD_PROMOTION,   /* 15.3 */
  ADJ_DOG_TABLE_SCOUTING_POINTS,   /* 20.2 */
  ADJ_DOG_TABLE_SCOUTING_RESULT,   /* 20.3 */
  ADJ_DOG_TABLE_VICTORY,           /* 19.2 */
  ADJ_DOG_TABLE_DISPUTE,           /* 4.1 */
  ADJ_DOG_TABLE_SHATTERED,         /* 18.5.8 */
} AdjDogTable;
#define ADJ_DOG_N_TABLES 14

typedef struct {
  int from, to; /* to is -1 for the open last band ("401+") */
} AdjDogBand;

typedef struct {
  gatomicrefcount ref;
  char *rule[ADJ_DOG_N_TABLES];
  int staff_cost[ADJ_DOG_N_RANKS];
  int gun_cost[ADJ_DOG_N_GUNS];
  int limber_cost, pontoon_cost, earthwork_cost; /* limbers free; per 2" and per 4" (6.2) */
  int stand_cost[2][ADJ_DOG_N_CLASSES];          /* [infantry|cavalry][class - 1] */
  int rifled_modifier, horse_modifier;
  /* [nation][class - 1][year - 1861]; -1 where the table prints "-". */
  int troop_ratio[ADJ_DOG_N_NATIONS][ADJ_DOG_N_CLASSES][ADJ_DOG_N_YEARS];
  AdjDogGrade staff_face[ADJ_DOG_N_STAFF_TABLES][6];
  int union_after;                               /* 20.4: the Union uses the Confederate row after this year */
  int scouting_points[ADJ_DOG_N_CLASSES];
  int scouting_margin, scouting_deploy_inches;
  int victory_size;
  AdjDogBand victory[ADJ_DOG_N_BANDS];
  int dispute_face[6];                           /* 0: as player A wishes, 1: as player B */
  int shattered[2];                              /* [infantry|cavalry]: removed at this many stands */
} AdjDogRules;

AdjDogRules *adj_dog_rules_load_data (const char *text, gsize len, const char *what, GError **error);
AdjDogRules *adj_dog_rules_load_file (const char *path, GError **error);
/* The shipped file under the data dir (core/paths.h). */
AdjDogRules *adj_dog_rules_load_default (GError **error);
AdjDogRules *adj_dog_rules_ref (AdjDogRules *rules);
void         adj_dog_rules_unref (AdjDogRules *rules);

/* The rule that prints @table ("6.3"). */
const char  *adj_dog_rules_cite (const AdjDogRules *rules, AdjDogTable table);
/* The member of the data file that holds @table ("stand_costs"). */
const char  *adj_dog_table_key (AdjDogTable table);

/* 8.5: the guide percentage of class @klass (1-4); FALSE where the table
 * prints "-" (no such troops that year). */
gboolean     adj_dog_rules_troop_ratio (const AdjDogRules *rules, AdjDogNation nation, int year, int klass,
                                        int *percent);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjDogRules, adj_dog_rules_unref)

G_END_DECLS
