/* The combat calculator's JSON, as `adjutant-cli cog combat` reads and
 * writes it (docs/cli.md): the DRMs and loss limit typed, or the odds read
 * from a Combat Chart; per unit the exact chance of a step loss and of each
 * retreat. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "cog/combat.h"
#include "cog/combatchart.h"

G_BEGIN_DECLS

typedef struct {
  AdjCogCombatInput input;
  gboolean from_chart;            /* "odds" given: @entry is the column read */
  AdjCogChartEntry entry;         /* its cells point into the chart */
  gboolean cavalry_may_retreat;   /* 14.3 applies to this hex and force */
  gboolean steps_known;           /* every unit gave its "steps" */
} AdjCogCombatRequest;

/* @chart (kept alive by the caller while @out is used) answers "odds". */
gboolean     adj_cog_combat_request_from_json (json_object *root, const AdjChart *chart, const char *where,
                                               AdjCogCombatRequest *out, GError **error);
json_object *adj_cog_combat_answer_to_json (const AdjCogCombatRequest *req, const AdjCogCombatChances *c);

G_END_DECLS
