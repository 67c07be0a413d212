/* los-test.h: what the Line of Sight page's and Map Editor's tests share
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adjutant-engine.h>

#include "adj-application.h"
#include "ui-test-util.h"

G_BEGIN_DECLS

extern AdjApplication *los_app;
/* The test's own temporary folder, the player's data dir inside it. */
extern const char     *los_tmp_dir;

/* A click on a toggle of a group, which only ever turns it on. */
void    los_choose          (GtkWidget  *root,
                             const char *name);
/* The sample map, synthetic-ridge.json. */
char   *los_sample_map_path (void);
AdjHex  los_hex             (const char *id);

/* map-editor-paint.c: paint, save, read back, undo. */
void    los_test_map_editor (void);

G_END_DECLS
