/* A calculator a player's device may run: its inputs, each a whole
 * number, a yes/no, a choice from a list or one of the game's units (by
 * name on the device, by id in the request), with its range, and the
 * function that answers with the same JSON the CLI prints (modifiers with
 * their rules, the chance of each outcome). The host reads a request,
 * checks every input against this table and runs it; the device builds
 * its form from the same table.
 *
 * A calculator may ask more once its fields are known (Glory III's line of
 * sight without a map, 9.4: which hexes lie between depends on the two
 * hexes and levels typed). A request without "answers" then gets its
 * questions: @questions' object, whose "fields" (the table's field JSON,
 * plus "label_args" to put in the label's {0}, {1}, and "when") the device
 * asks below the form; "default": null starts a question unanswered. A
 * question with "when": {"any_of": [NAME, …], "min": A, "max": B} is asked
 * only while the number answered to one of the named questions lies in
 * A..B. The request with "answers": {NAME: value, …} (the questions asked
 * and answered; each checked as a field) runs @answer, which names what is
 * still missing rather than guess. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

G_BEGIN_DECLS

typedef enum {
  ADJ_CALC_INT,     /* min..max */
  ADJ_CALC_BOOL,    /* 0 or 1 */
  ADJ_CALC_CHOICE,  /* an index into choices, given by its id */
  ADJ_CALC_UNIT,    /* a unit of the game in play, by its id; min 0: may be none (-1) */
  ADJ_CALC_HEX,     /* a hex id as printed on the map, "CCRR" in the request; the value is CC * 100 + RR */
} AdjCalcFieldKind;

/* UNIT: the units a player may pick on @state, each one's id appended to
 * @ids (int) and its name to @names (const char *, the state's). */
typedef void (*AdjCalcUnits) (gconstpointer state, GArray *ids, GPtrArray *names);

typedef struct {
  const char *name;              /* the request's member */
  const char *label;             /* N_() */
  AdjCalcFieldKind kind;
  int min, max, dflt;            /* CHOICE: dflt is an index; UNIT: the listed unit it defaults to */
  const char *const *choices;    /* CHOICE: the ids, NULL-terminated (shown with spaces for hyphens) */
  AdjCalcUnits units;            /* UNIT */
  const char *needs;             /* the optional UNIT field this one goes with: asked only when it is set */
} AdjCalcField;

/* The most inputs of one calculator: a melee takes 10 (two units, the
 * leader, what each side buys with tactical points), a combat 13. */
#define ADJ_CALC_MAX_FIELDS 16

typedef struct {
  const char *id;                /* "morale" */
  const char *title;             /* N_() */
  const char *rule;
  const AdjCalcField *fields;
  guint n_fields;                /* at most ADJ_CALC_MAX_FIELDS */
  /* @values: one per field, checked; @state: the game in play. */
  json_object *(*run) (gconstpointer state, const int *values, GError **error);
  /* Both or neither (see above); @run is then not used. @answers: the
   * request's, each one checked against its question. */
  json_object *(*questions) (gconstpointer state, const int *values, GError **error);
  json_object *(*answer) (gconstpointer state, const int *values, json_object *answers, GError **error);
} AdjCalculator;

/* The calculators for a device's form: id, title, rule, fields, and
 * "asks": true for one with questions; a UNIT field lists the units of
 * @state as {"id", "name"}. */
json_object *adj_calculators_to_json (const AdjCalculator *calcs, guint n, gconstpointer state);

/* Runs {"calculator": ID, "input": {FIELD: value, …}} (a missing field
 * takes its default), with "answers": {QUESTION: value, …} for a
 * calculator that asks (without them: its questions); NULL with @error
 * naming what is wrong. */
json_object *adj_calculator_run (const AdjCalculator *calcs, guint n, json_object *request, gconstpointer state,
                                 GError **error);

G_END_DECLS
