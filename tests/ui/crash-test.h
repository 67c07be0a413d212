/* crash-test.h: the scripted game and the app around it, for test-crash-safety
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adjutant-engine.h>

#include "adj-application.h"
#include "ui-test-util.h"

G_BEGIN_DECLS

/* The scripted game, played on the engine alone (crash_build_script). */
extern AdjJournal *crash_script;

AdjJournal       *crash_build_script         (void);
/* The folder of the autosave, and emptying it. */
char             *crash_data_dir             (void);
void              crash_clear_data_dir       (void);
AdwMessageDialog *crash_wait_for_dialog      (const char       *heading);
GtkWindow        *crash_restart              (void);
void              crash_close_window         (GtkWindow        *window);
void              crash_assert_script_prefix (const AdjJournal *journal,
                                              guint             n);
/* Quits the app crash_restart() started, if any. */
void              crash_quit                 (void);

/* crash-kill.c: the child that plays the script, and the kills. */
int               crash_child_main           (int               fd);
void              crash_test_sigkill         (void);

/* crash-damaged.c: damaged files opened and resumed. */
void              crash_test_open_damaged              (void);
void              crash_test_torn_autosave_falls_back  (void);
void              crash_test_torn_log_line_ignored     (void);
void              crash_test_torn_autosave_refused     (void);
void              crash_test_autosave_failure_shown    (void);

G_END_DECLS
