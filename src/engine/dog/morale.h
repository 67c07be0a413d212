/* A morale test (18.2): the factors of the player's own morale table added
 * up with their sources, the die needed and the exact chance to pass. The
 * unit passes when its 1d6 is higher than the total. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "dog/sheets.h"
#include "dog/state.h"

G_BEGIN_DECLS

#define ADJ_DOG_MAX_FACTOR_TIMES 20

/* A factor of the table, counted @times (a factor per stand lost, say). */
typedef struct {
  guint factor;
  int times;
} AdjDogFactorUse;

typedef struct {
  AdjDogTest test;
  const AdjDogFactorUse *uses;
  guint n_uses;
} AdjDogMoraleInput;

typedef struct {
  AdjDogTest test;
  GArray *modifiers;      /* AdjModifier: value, rule "18.2", the factor's text */
  int total;
  int need;               /* the lowest face that passes: total + 1 (1: always, 7: never) */
  guint pass_faces;       /* bit f-1 set when face f passes */
  double pass, fail;      /* exact: the passing faces over six */
  const char *pass_text;  /* the player's results table, or NULL (owned by the sheets) */
  const char *fail_text;
} AdjDogMoraleResult;

/* 18.2: passes when @face is higher than @total. */
gboolean adj_dog_morale_passes (int total, int face);
/* The chance of passing with @total, over every face of the d6. */
void     adj_dog_morale_chance (int total, guint *pass_faces, double *pass);

/* Refuses a factor the table does not have, one used twice, or one the
 * table gives no value for this test. */
gboolean adj_dog_morale_test (const AdjDogSheets *sheets, const AdjDogMoraleInput *in, AdjDogMoraleResult *out,
                              GError **error);
void     adj_dog_morale_result_clear (AdjDogMoraleResult *result);
/* With "source": "user" on every modifier: they are the player's values. */
json_object *adj_dog_morale_result_to_json (const AdjDogMoraleResult *result);

/* The counts of the factors of @sheets that apply to @test and count
 * something of @unit (AdjDogFactor.from), filled from what @state knows
 * of it: one AdjDogFactorUse per such factor (times 0: it does not apply
 * to this unit), in table order. @phase_stands: the unit's stands when
 * the phase began (adj_dog_combat_phase_stands), or -1 when not known. */
GArray  *adj_dog_morale_from_unit (const AdjDogSheets *sheets, const AdjDogState *state, guint unit, AdjDogTest test,
                                   int phase_stands);
/* The test the unit's situation calls for, or -1: a unit that owes its
 * rally test (18.2), or one that lost stands to shooting this phase (18.3). */
int      adj_dog_morale_cause (const AdjDogState *state, guint unit, int phase_stands);

G_END_DECLS
