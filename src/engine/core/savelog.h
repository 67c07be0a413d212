/* The autosave's log: what happened since the last full save, one line per
 * change, appended and flushed one at a time (docs/save-format.md).
 *
 * A full save (the "base") is costly to write at the end of a long game; a
 * line is not. The autosave is the base plus this log, and is compacted
 * into a new base from time to time. Each line is a JSON object ending in
 * a newline:
 *
 *   the header, first: the format, its version and the SHA-256 of the
 *     bytes of the base it continues. A log whose header names another
 *     base is stale (a newer base already holds its changes) and is
 *     ignored whole;
 *   a step: {"at": N, "step": S}, step S (a move, or a group as an array)
 *     applied at cursor N, dropping any redo tail, as the journal does;
 *   a cursor move: {"cursor": N} (undo, redo, go to).
 *
 * A crash while a line is written leaves it without its newline: that
 * torn last line is ignored. Any other line that does not read or replay
 * refuses the log, with its line number and the reason.
 */
#pragma once

#include <glib.h>

#include "core/journal.h"
#include "core/savegame.h"

G_BEGIN_DECLS

#define ADJ_SAVELOG_FORMAT "adjutant-game-log"
#define ADJ_SAVELOG_VERSION 1

/* The header of a log continuing the base whose bytes hash to
 * @base_sha256 (hex); ends in a newline. */
char       *adj_savelog_header      (const char *base_sha256);
/* Step @i of @journal as recorded at cursor @i; ends in a newline. */
char       *adj_savelog_step_line   (const AdjJournal *journal, guint i);
/* A move of the cursor to @cursor; ends in a newline. */
char       *adj_savelog_cursor_line (guint cursor);

/* Reads the step line @line (as adj_savelog_step_line wrote it for
 * @journal) back with the ruleset's move reader and checks each move
 * writes the same again: a step that does not read back must not reach
 * the log, or the autosave would not resume. Costs the step, not the
 * game. The error names the JSON path and the reader's reason. */
gboolean    adj_savelog_check_step_line (const AdjJournal *journal, const char *line, GError **error);

typedef struct {
  gboolean stale;    /* the header names another base: nothing was applied */
  guint    records;  /* steps and cursor moves applied */
  gboolean torn;     /* a last line without its newline was ignored */
} AdjSaveLogReplay;

/* Applies the log in @text to @journal, the game loaded from the base
 * whose bytes hash to @base_sha256. @what names the log in errors
 * ("autosave.log"). On failure @journal is left part-way: drop it. */
gboolean    adj_savelog_replay      (AdjJournal        *journal,
                                     const char        *text,
                                     gsize              len,
                                     const char        *what,
                                     const char        *base_sha256,
                                     AdjSaveLogReplay  *out,
                                     GError           **error);

/* The base as the autosave writes it (scenario embedded), and the SHA-256
 * of those bytes (hex, to g_free). */
char       *adj_savelog_base_data   (const AdjJournal *journal,
                                     gsize            *len,
                                     char            **sha256);
/* The SHA-256 the base of @journal would have. */
char       *adj_savelog_base_hash   (const AdjJournal *journal);

/* Loads the base at @base_path and replays the log at @log_path on it (a
 * missing log is an empty one). Errors name the file, the JSON path or
 * the line, and the reason. @out may be NULL. */
AdjJournal *adj_savelog_load_files  (const char                *base_path,
                                     const char                *log_path,
                                     const AdjRuleset * const  *rulesets,
                                     AdjScenarioResolver        resolver,
                                     gpointer                   user_data,
                                     AdjSaveLogReplay          *out,
                                     GError                   **error);

/* A log open for appending. */
typedef struct _AdjSaveLog AdjSaveLog;

/* Writes a new log holding only its header at @path, atomically (a
 * temporary file, fsync, rename, fsync of the folder), and opens it. */
AdjSaveLog *adj_savelog_create      (const char  *path,
                                     const char  *base_sha256,
                                     GError     **error);
/* Appends @line (one line, with its newline) and flushes it to the disk
 * (fdatasync) before returning. Refuses when the file is no longer at
 * its path (moved or removed). After a failure the log takes no more
 * lines: its end may be torn, so a new log must replace it. */
gboolean    adj_savelog_append      (AdjSaveLog  *log,
                                     const char  *line,
                                     GError     **error);
/* Bytes in the file (header included). */
gsize       adj_savelog_get_size    (const AdjSaveLog *log);
void        adj_savelog_close       (AdjSaveLog  *log);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjSaveLog, adj_savelog_close)

G_END_DECLS
