/* adj-cog-ui.h: Clash of Giants III's pages, as the shell asks for them
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-ruleset-ui.h"

G_BEGIN_DECLS

extern const AdjRulesetUi adj_cog_ui;

G_END_DECLS
