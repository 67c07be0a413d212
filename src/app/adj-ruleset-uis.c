/* adj-ruleset-uis.c: every game the app hosts
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one app file that names them all, as src/engine/rulesets.c does for
 * the engine. Alone in its file so that a test program can link its own
 * list (the toy ruleset's) in its place.
 */

#include "config.h"

#include "adj-ruleset-ui.h"
#include "adj-cog-ui.h"
#include "adj-dog-ui.h"
#include "adj-glory-ui.h"
#include "adj-tgtw-ui.h"

static const AdjRulesetUi * const uis[] = {
  &adj_glory_ui,
  &adj_tgtw_ui,
  &adj_cog_ui,
  &adj_dog_ui,
  NULL,
};

const AdjRulesetUi * const *
adj_ruleset_uis (void)
{
  return uis;
}
