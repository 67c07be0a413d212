/* Where a Days of Glory game stands: before the battle (staff, scouting,
 * deployment roll), then turn by turn the phases of 18 in order, with the
 * status of every unit and general. Immutable: moves (dog/move.h) make new
 * states. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "dog/battle.h"
#include "dog/scouting.h"
#include "dog/staff.h"
#include "dog/victory.h"

G_BEGIN_DECLS

/* The options a game starts with (boolean members of its options object). */
#define ADJ_DOG_OPTION_NATIONAL_STAFF "national_staff" /* 20.4 */
#define ADJ_DOG_OPTION_SCOUTING "scouting"             /* 20.1-20.3 */
#define ADJ_DOG_OPTION_OBJECTIVES "objectives"         /* 19.2: objectives decide, not points */

/* 18: the turn, with each player's part of the phases that are not
 * simultaneous; FIRST is the initiative player's. */
typedef enum {
  ADJ_DOG_STEP_SETUP,
  ADJ_DOG_STEP_INITIATIVE,
  ADJ_DOG_STEP_MORALE_FIRST,
  ADJ_DOG_STEP_MORALE_SECOND,
  ADJ_DOG_STEP_SHOOTING,
  ADJ_DOG_STEP_MOVEMENT_FIRST,
  ADJ_DOG_STEP_MOVEMENT_SECOND,
  ADJ_DOG_STEP_ASSAULT_FIRST,
  ADJ_DOG_STEP_ASSAULT_SECOND,
  ADJ_DOG_STEP_ENDED,
} AdjDogStep;

/* 18.2.8 */
typedef enum {
  ADJ_DOG_ORDER_GOOD,
  ADJ_DOG_ORDER_DISORDERED,
  ADJ_DOG_ORDER_SHAKEN,
} AdjDogOrder;

typedef enum {
  ADJ_DOG_FATE_IN_PLAY,
  ADJ_DOG_FATE_DESTROYED,   /* shattered (18.5.8), dispersed, drowned, burnt... */
  ADJ_DOG_FATE_SURRENDERED, /* 19.1 */
  ADJ_DOG_FATE_ROUTED_OFF,  /* 18.4.14 */
} AdjDogFate;

typedef enum {
  ADJ_DOG_GENERAL_ACTIVE,
  ADJ_DOG_GENERAL_WOUNDED,
  ADJ_DOG_GENERAL_KILLED,
  ADJ_DOG_GENERAL_CAPTURED, /* 15.5 */
} AdjDogGeneralStatus;

typedef struct {
  int stands;
  AdjDogOrder order;
  gboolean routing, halted;
  gboolean first_fire_used; /* 18.3.2: once a battle */
  gboolean scouting;        /* 20.1: sent scouting before the battle */
  gboolean shattered;       /* removed by 18.5.8 */
  AdjDogFate fate;
  /* This Morale Phase (18.2, 18.2.10): not in good order or routing when
   * its side's part began, so it must try to rally; a rally test taken;
   * that test passed, so it may rally. Cleared when the step ends. */
  gboolean owes_rally, rally_tested, rallied;
  /* This Shooting Phase (18.3): it lost stands to shooting and has not yet
   * taken its test for casualties from shooting. Cleared when the step ends. */
  gboolean owes_shooting;
} AdjDogUnitState;

/* A post on the staff: the general who holds it, and what befell him. */
typedef struct {
  AdjDogGrade grade;        /* of whoever holds the post now */
  int roll;                 /* the face that gave it, 0 for the player's General */
  AdjDogGeneralStatus status;
  int lost_turn;            /* the turn he was last lost (15.3), 0 when never */
  gboolean promoted;        /* held by a field promotion since he was lost (15.3) */
  gboolean counted;         /* a general of this post was killed or captured: its cost is lost (15.5) */
} AdjDogGeneralState;

/* The last morale test, for the headline and the app. */
typedef struct {
  int unit;                 /* -1: none yet */
  AdjDogTest test;
  int total, roll;
  gboolean passed;
} AdjDogLastTest;

typedef struct _AdjDogState AdjDogState;

AdjDogState  *adj_dog_state_new (AdjDogBattle *battle, json_object *options, const char *where, GError **error);
AdjDogState  *adj_dog_state_ref (AdjDogState *state);
void          adj_dog_state_unref (AdjDogState *state);
gboolean      adj_dog_state_equal (const AdjDogState *a, const AdjDogState *b);
/* A copy to change (apply.c): same battle, same everything. */
AdjDogState  *adj_dog_state_copy (const AdjDogState *state);

AdjDogBattle *adj_dog_state_get_battle (const AdjDogState *state);
gboolean      adj_dog_state_option (const AdjDogState *state, const char *id);
int           adj_dog_state_get_turn (const AdjDogState *state);
AdjDogStep    adj_dog_state_get_step (const AdjDogState *state);
/* The side with the initiative this turn, or -1 before it is rolled. */
int           adj_dog_state_get_initiative (const AdjDogState *state);
/* The side whose part of the phase it is, or -1 (setup, initiative,
 * shooting: both). */
int           adj_dog_state_acting_side (const AdjDogState *state);
/* Whose part @step is when @initiative (0, 1) has the initiative: the
 * initiative player's part of a phase comes first (18); -1 for a step both
 * take together, or when @initiative is not known. */
int           adj_dog_step_side (AdjDogStep step, int initiative);
/* The two dice of the last initiative roll, [first army, second army]. */
const int    *adj_dog_state_initiative_rolls (const AdjDogState *state);

const AdjDogUnitState    *adj_dog_state_unit (const AdjDogState *state, guint i);
const AdjDogGeneralState *adj_dog_state_general (const AdjDogState *state, guint i);
const AdjDogLastTest     *adj_dog_state_last_test (const AdjDogState *state);
gboolean      adj_dog_state_in_play (const AdjDogState *state, guint unit);
/* Fewer than half its starting stands (19.2). */
gboolean      adj_dog_state_under_half (const AdjDogState *state, guint unit);
/* Not in good order, or routing: it must try to rally at the first chance (18.2). */
gboolean      adj_dog_state_must_rally (const AdjDogState *state, guint unit);
/* What unit @unit would count lost if the game ended now, in halves (19.2). */
int           adj_dog_state_unit_lost (const AdjDogState *state, guint unit);
/* Whether a post commands: its general is active, or replaced (15.3). */
gboolean      adj_dog_state_in_command (const AdjDogState *state, guint general);
/* A post whose general was killed or captured counts its cost, once
 * (15.5; docs/dog.md). */
int           adj_dog_state_general_lost (const AdjDogState *state, guint general);
/* Each side's points lost now, in halves. */
int           adj_dog_state_lost (const AdjDogState *state, int side);
/* One thing of a side that counts lost (19.2), for the winner's page. */
typedef struct {
  gboolean general;  /* a post on the staff (15.5), else a unit */
  guint index;       /* the battle's unit or general */
  int halves;        /* what it counts, in halves */
  gboolean full;     /* its whole cost, not half */
  const char *why;   /* "routing", "destroyed" (translated) */
  const char *rule;
} AdjDogLoss;

/* Every unit and post of @side that counts lost now, in battle order. */
GArray       *adj_dog_state_losses (const AdjDogState *state, int side);
/* The result now by points (19.2), or by the objectives of the end move. */
void          adj_dog_state_victory (const AdjDogState *state, AdjDogVictory *out);
/* Whether the game has ended, and the objectives each side took (19.2). */
gboolean      adj_dog_state_objectives (const AdjDogState *state, gboolean out[2]);

/* Before the battle. The table a side's generals are rolled on. */
gboolean      adj_dog_state_staff_table (const AdjDogState *state, int side, AdjDogStaffTable *out,
                                         GError **error);
/* Whether @general still needs his quality rolled (15.1). */
gboolean      adj_dog_state_needs_staff_roll (const AdjDogState *state, guint general);
/* 20.2: the points @units would scout for (cavalry only; others add 0),
 * to show before a side names them. */
int           adj_dog_state_scouting_points (const AdjDogState *state, const guint *units, guint n_units);
/* Whether @side has named its scouts (20.1). */
gboolean      adj_dog_state_scouts_named (const AdjDogState *state, int side);
/* The scouting result once both sides have named their scouts. */
gboolean      adj_dog_state_scouting (const AdjDogState *state, AdjDogScouting *out);
/* The side that sets up a brigade first (17.1, 20.3), or -1 when not known. */
int           adj_dog_state_deploys_first (const AdjDogState *state);
/* What still stands between the setup and turn 1; NULL when nothing. */
char         *adj_dog_state_setup_missing (const AdjDogState *state);

const char   *adj_dog_step_name (AdjDogStep step);
const char   *adj_dog_step_to_string (AdjDogStep step);
const char   *adj_dog_step_rule (AdjDogStep step);
const char   *adj_dog_order_to_string (AdjDogOrder order);
int           adj_dog_order_from_string (const char *id);
const char   *adj_dog_order_name (AdjDogOrder order);
const char   *adj_dog_fate_to_string (AdjDogFate fate);
const char   *adj_dog_fate_name (AdjDogFate fate);
int           adj_dog_fate_from_string (const char *id);
const char   *adj_dog_general_status_to_string (AdjDogGeneralStatus status);
const char   *adj_dog_general_status_name (AdjDogGeneralStatus status);
int           adj_dog_general_status_from_string (const char *id);

/* The procedure (core/procedure.h, procedure.c): what the current step
 * still owes (AdjStepItem) and what may be done now. Games saved before
 * the procedure was checked (ADJ_PROCEDURE_FIRST) owe nothing. */
GPtrArray    *adj_dog_state_owed (const AdjDogState *state);
GPtrArray    *adj_dog_state_legal (const AdjDogState *state);
/* Whether the step owes something the players may end it without (the
 * "overrule" move, recorded in the journal). */
gboolean      adj_dog_state_overrulable (const AdjDogState *state);
/* The procedure level the game follows (core/procedure.h). */
int           adj_dog_state_procedure (const AdjDogState *state);

/* The summary (adjutant-cli dog replay), the headline and the prompt. */
json_object  *adj_dog_state_summary (const AdjDogState *state);
char         *adj_dog_state_headline (const AdjDogState *state);
void          adj_dog_state_prompt (const AdjDogState *state, const char **text, const char **rule, int *side);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjDogState, adj_dog_state_unref)

G_END_DECLS
