/* The procedure is the engine's (docs/design.md): for any state a ruleset
 * says what the current step still owes before it can end, and what may
 * be done now. Both answers are lists of step items.
 *
 * Games saved before the engine checked the procedure replay under the
 * rules they were played by: the options of a game carry the procedure
 * level it follows ("procedure", an integer). A new game follows
 * ADJ_PROCEDURE_CURRENT; a save without the member was made earlier and
 * follows ADJ_PROCEDURE_FIRST, under which a ruleset keeps to what it
 * checked then (docs/save-format.md, "Procedure").
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

G_BEGIN_DECLS

#define ADJ_PROCEDURE_MEMBER "procedure"
/* Saves made before the procedure was checked. */
#define ADJ_PROCEDURE_FIRST 1
/* Each step's obligations and legal moves are checked: The Glory that
 * Was's Rally and Morale phase, Clash of Giants III's steps. */
#define ADJ_PROCEDURE_STEPS 2
/* And Glory III's Rally step and chargers, Days of Glory's Morale Phase:
 * a game saved at level 2 may hold a step these refuse, so it keeps to
 * level 2's checks and opens as it was played. */
#define ADJ_PROCEDURE_RALLY 3
/* And Glory III's Defensive Fire checks name the defenders that fire, and
 * a charger takes one from each defending stack at most (10.32, 10.33):
 * a game saved at level 3 may hold a second one, so it keeps to level 3. */
#define ADJ_PROCEDURE_DF 4
/* And Days of Glory's Shooting Phase: each unit that lost stands to
 * shooting owes its casualties test before the phase ends (18.3). */
#define ADJ_PROCEDURE_SHOOTING 5
/* And Glory III's units charge once an activation, its roll rolled once
 * (10.21, 10.22): a game saved at level 5 may hold a second one. */
#define ADJ_PROCEDURE_CHARGE 6
#define ADJ_PROCEDURE_CURRENT ADJ_PROCEDURE_CHARGE

/* The level @options name (a missing member is @absent; NULL options
 * too); refuses anything but a whole number from FIRST to CURRENT, and a
 * newer one as made by a newer Adjutant. */
gboolean adj_procedure_from_options (json_object *options, int absent, int *out, const char *where,
                                     GError **error);
/* @options (may be NULL) with the member set to @level when it has none:
 * a new object, to json_object_put. */
json_object *adj_procedure_options_with (json_object *options, int level);

/* One thing owed, or one kind of move that may be made now. */
typedef struct {
  /* The move's type as saves write it ("rally") that pays what is owed
   * or that may be made; NULL when no single move does. */
  const char *kind;
  char *text;          /* in our own words, translated */
  const char *rule;    /* the rule that asks or allows it ("11.5"), or NULL */
  int side;            /* the side that owes or may act; -1: either or both */
  GPtrArray *units;    /* the ids of the units concerned (char *) */
} AdjStepItem;

/* @text is a printf format. @kind and @rule are static strings. */
AdjStepItem *adj_step_item_new (const char *kind, const char *rule, int side, const char *text, ...)
  G_GNUC_PRINTF (4, 5);
void         adj_step_item_add_unit (AdjStepItem *item, const char *id);
void         adj_step_item_free (AdjStepItem *item);
/* A list of step items that frees them. */
GPtrArray   *adj_step_items_new (void);
/* Adds @item to @items and returns it, so units can follow. */
AdjStepItem *adj_step_items_add (GPtrArray *items, AdjStepItem *item);
/* What may be done, gathered: the item of @kind, @side and @text in
 * @items (made with @rule when there is none yet) gets @id (may be NULL)
 * among the units it may name. @kind, @rule static. */
void         adj_step_items_offer (GPtrArray *items, const char *kind, const char *rule, int side,
                                   const char *text, const char *id);

/* [{"text", "rule", "side", "units": [ids], "kind"}]; "side" is the id
 * @side_ids gives (index 0 and 1), or "both"; "rule" and "kind" only when
 * set. */
json_object *adj_step_items_to_json (const GPtrArray *items, const char * const side_ids[2]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjStepItem, adj_step_item_free)

G_END_DECLS
