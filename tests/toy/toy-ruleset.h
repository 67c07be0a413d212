/* The toy ruleset: one counter, one move. It exists to test the seam (the
 * journal, the save loader, the CLI's generic commands, the app's shell)
 * apart from any real game.
 *
 * Scenario {"format":"adjutant-toy","id","title","start","limit"}; state:
 * the counter; move {"type":"add","n":N} (N from 1 to 9) refused when the
 * counter would pass the limit; one option "double" that makes each add
 * count twice.
 *
 * Its procedure (core/procedure.h): an odd counter owes an add (T.3); an
 * add of 7 is refused (T.4) under today's procedure but not in a game
 * saved before the procedure was checked. Its sides are "left" and
 * "right"; an add of 8 is the left side's secret. */
#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

extern const AdjRuleset toy_ruleset;

typedef struct _ToyScenario ToyScenario;

ToyScenario *toy_scenario_new (const char *id, int start, int limit);
int          toy_state_counter (gconstpointer state);
/* A move adding @n (free with toy_ruleset.move_free). */
gpointer     toy_move_add (int n);
/* The same add, which its writer writes as a kind its reader refuses
 * ("add!"): a writer's bug, as the autosave's read-back check sees it. */
gpointer     toy_move_add_unreadable (int n);

G_END_DECLS
