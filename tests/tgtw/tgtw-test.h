/* Shared by The Glory that Was's tests: the printed tables as shipped (read
 * apart from the engine's typed copy), the sample scenario, and moves
 * through the journal. */
#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* The engine's built-in tables (one per test program). */
const AdjTgtwCharts *tt_charts (void);
/* The text of a shipped cell, by the file's row and column keys. */
const char *tt_cell (const char *chart, const char *row, const char *col);
/* The same for a number cell. */
int tt_number (const char *chart, const char *row, const char *col);
/* The MCT2 cell for a dice total and a column 0..6, as printed. */
const char *tt_mct2 (int total, int column);

/* data/tgtw/demo-red-and-blue.json, and a scenario from text. */
AdjTgtwScenario *tt_sample (void);
AdjTgtwScenario *tt_scenario (const char *json);
int tt_unit (AdjTgtwScenario *sc, const char *id);
int tt_leader (AdjTgtwScenario *sc, const char *id);

/* Applies or fails with the error; frees @move. */
void tt_apply (AdjJournal *j, AdjTgtwMove *move);
/* Applies the moves as one step (a group); frees them. */
void tt_apply_group (AdjJournal *j, AdjTgtwMove **moves, guint n);
/* Refused with a message holding @expect, the journal unchanged; frees @move. */
void tt_refused (AdjJournal *j, AdjTgtwMove *move, const char *expect);
const AdjTgtwState *tt_state (AdjJournal *j);

G_END_DECLS
