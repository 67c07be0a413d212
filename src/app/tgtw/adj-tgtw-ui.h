/* adj-tgtw-ui.h: The Glory that Was's pages, as the shell asks for them
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-ruleset-ui.h"

G_BEGIN_DECLS

extern const AdjRulesetUi adj_tgtw_ui;

G_END_DECLS
