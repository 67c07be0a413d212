/* A calculator a player's device asks the host to run (docs/devices.md):
 * the ruleset's own table (core/calculator.h) on the game in play. */
#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* Answers the request @body ({"calculator", "input"}) on the game in
 * @journal: {"calculator", "result"}, or {"error"} with *status 400 (not
 * a request this game's calculators take) or 422 (the rules refuse the
 * input). */
json_object *adj_host_calc (const AdjJournal *journal, const char *body, gsize len, guint *status);

G_END_DECLS
