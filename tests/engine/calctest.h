/* Shared by the tests of the calculators a player's device runs
 * (core/calculator.h): a request run through a ruleset's table on a
 * game, the answer as text, and Glory III's sample battle. */
#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* Runs the request in JSON text on @state through @rs's table. */
json_object *calctest_run (const AdjRuleset *rs, gconstpointer state, const char *request, GError **error);
/* @o as plain JSON (owned by @o). */
const char  *calctest_text (json_object *o);
/* The charts of data/charts with no player's values. */
AdjCombatCharts *calctest_glory_charts (void);

typedef struct {
  AdjBattle *battle;  /* battles/sample-cedar-creek.json */
  gpointer state;     /* a new game of it */
} CalcGlory;

void calctest_glory_open (CalcGlory *g);
void calctest_glory_close (CalcGlory *g);
/* The battle index of the unit @id. */
int  calctest_glory_unit (const CalcGlory *g, const char *id);

G_END_DECLS
