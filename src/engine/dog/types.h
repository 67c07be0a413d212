/* Days of Glory: the kinds of things its rules name, with the ids files and
 * the CLI use for them (types.c). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  ADJ_DOG_INFANTRY,
  ADJ_DOG_CAVALRY,
  ADJ_DOG_ARTILLERY,
} AdjDogArm;
#define ADJ_DOG_N_ARMS 3

/* 6.1: the General is the player himself; the others are bought. */
typedef enum {
  ADJ_DOG_RANK_GENERAL,
  ADJ_DOG_RANK_DIVISION,
  ADJ_DOG_RANK_BRIGADE,
  ADJ_DOG_RANK_ENGINEER,
} AdjDogRank;
#define ADJ_DOG_N_RANKS 4

/* 6.2 */
typedef enum {
  ADJ_DOG_GUN_SMOOTHBORE,
  ADJ_DOG_GUN_RIFLED,
  ADJ_DOG_GUN_SIEGE,
} AdjDogGun;
#define ADJ_DOG_N_GUNS 3

/* 8.5, 20.4 */
typedef enum {
  ADJ_DOG_UNION,
  ADJ_DOG_CONFEDERATE,
} AdjDogNation;
#define ADJ_DOG_N_NATIONS 2

/* 15.1: a general's quality; NONE before he is diced for. */
typedef enum {
  ADJ_DOG_GRADE_NONE,
  ADJ_DOG_GRADE_INEPT,
  ADJ_DOG_GRADE_CAPABLE,
  ADJ_DOG_GRADE_EXCEPTIONAL,
} AdjDogGrade;

/* The tables a general's quality is rolled on. */
typedef enum {
  ADJ_DOG_STAFF_STANDARD,     /* 15.1 */
  ADJ_DOG_STAFF_UNION,        /* 20.4 */
  ADJ_DOG_STAFF_CONFEDERATE,  /* 20.4, also the Union after 1862 */
  ADJ_DOG_STAFF_PROMOTION,    /* 15.3, a field promotion */
} AdjDogStaffTable;
#define ADJ_DOG_N_STAFF_TABLES 4

/* 18.2: the morale tests. */
typedef enum {
  ADJ_DOG_TEST_CHARGE,
  ADJ_DOG_TEST_BEING_CHARGED,
  ADJ_DOG_TEST_SHOOTING,
  ADJ_DOG_TEST_CHARGE_HOME,
  ADJ_DOG_TEST_RALLY,
} AdjDogTest;
#define ADJ_DOG_N_TESTS 5

/* 19.2: the bands of the points difference; WIN is the objective game's. */
typedef enum {
  ADJ_DOG_RESULT_DRAW,
  ADJ_DOG_RESULT_MINOR,
  ADJ_DOG_RESULT_MAJOR,
  ADJ_DOG_RESULT_MASSACRE,
  ADJ_DOG_RESULT_WIN,
} AdjDogResult;
#define ADJ_DOG_N_BANDS 4

/* Ids as files and the CLI spell them ("rifled-field"); from_string
 * returns -1 for an unknown id. */
const char *adj_dog_arm_to_string (AdjDogArm arm);
int         adj_dog_arm_from_string (const char *id);
const char *adj_dog_rank_to_string (AdjDogRank rank);
int         adj_dog_rank_from_string (const char *id);
const char *adj_dog_gun_to_string (AdjDogGun gun);
int         adj_dog_gun_from_string (const char *id);
const char *adj_dog_nation_to_string (AdjDogNation nation);
int         adj_dog_nation_from_string (const char *id);
const char *adj_dog_grade_to_string (AdjDogGrade grade);
int         adj_dog_grade_from_string (const char *id);
const char *adj_dog_test_to_string (AdjDogTest test);
int         adj_dog_test_from_string (const char *id);
const char *adj_dog_result_to_string (AdjDogResult result);
int         adj_dog_result_from_string (const char *id);

/* Names for people (translated). */
const char *adj_dog_arm_name (AdjDogArm arm);
const char *adj_dog_rank_name (AdjDogRank rank);
const char *adj_dog_gun_name (AdjDogGun gun);
const char *adj_dog_nation_name (AdjDogNation nation);
const char *adj_dog_grade_name (AdjDogGrade grade);
const char *adj_dog_test_name (AdjDogTest test);
/* "Minor Victory": the names 19.2 prints. */
const char *adj_dog_result_name (AdjDogResult result);
/* The same in English whatever the locale: the CLI's contract. */
const char *adj_dog_result_name_c (AdjDogResult result);

G_END_DECLS
