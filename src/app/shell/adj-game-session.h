/* adj-game-session.h: the game a window is playing
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

#define ADJ_TYPE_GAME_SESSION (adj_game_session_get_type ())

G_DECLARE_FINAL_TYPE (AdjGameSession, adj_game_session, ADJ, GAME_SESSION, GObject)

AdjGameSession     *adj_game_session_new             (void);

/* NULL until a game is started or opened. */
AdjJournal         *adj_game_session_get_journal     (AdjGameSession  *self);
/* Changes whenever another game is started, opened or resumed (a view of
 * the journal then starts again; otherwise it follows the changes). */
guint               adj_game_session_get_game_id     (AdjGameSession  *self);
const AdjRuleset   *adj_game_session_get_ruleset     (AdjGameSession  *self);
/* The state at the journal's cursor, of the session's ruleset. */
gconstpointer       adj_game_session_get_game_state  (AdjGameSession  *self);
/* The file the game was last saved to or opened from, or NULL. */
const char         *adj_game_session_get_path        (AdjGameSession  *self);
/* Whether actions were taken (or undone) since the last save to a file. */
gboolean            adj_game_session_is_modified     (AdjGameSession  *self);

/* A new game of @ruleset on @scenario with @options (NULL: defaults). */
gboolean            adj_game_session_start           (AdjGameSession   *self,
                                                      const AdjRuleset *ruleset,
                                                      gpointer          scenario,
                                                      json_object      *options,
                                                      GError          **error);

typedef enum {
  ADJ_FILE_UNKNOWN,   /* not read, or its format is none of these */
  ADJ_FILE_GAME,      /* a saved game ("adjutant-game") */
  ADJ_FILE_SCENARIO,  /* a scenario of one of the games */
} AdjFileKind;

/* Opens a saved game, or starts a new game on a scenario file of any game
 * (default options), reading the file once. *kind says which it is as
 * soon as its format is read, so a refusal can say what failed to load.
 * On error nothing changes. */
gboolean            adj_game_session_open_file       (AdjGameSession  *self,
                                                      const char      *path,
                                                      AdjFileKind     *kind,
                                                      GError         **error);
gboolean            adj_game_session_save            (AdjGameSession  *self,
                                                      const char      *path,
                                                      GError         **error);

/* Checks the move, records it as one step, autosaves and emits "changed". */
gboolean            adj_game_session_apply           (AdjGameSession  *self,
                                                      gconstpointer    move,
                                                      GError         **error);
/* Several moves one decision makes, as one step: all of them or none. */
gboolean            adj_game_session_apply_group     (AdjGameSession        *self,
                                                      gconstpointer const   *moves,
                                                      guint                  n_moves,
                                                      GError               **error);
gboolean            adj_game_session_undo            (AdjGameSession  *self);
gboolean            adj_game_session_redo            (AdjGameSession  *self);
gboolean            adj_game_session_set_cursor      (AdjGameSession  *self,
                                                      guint            cursor);

/* $XDG_DATA_HOME/adjutant/autosave.json, the last full save of the game
 * in play, and autosave.log, every change since, each on disk before it
 * is reported (adj-autosave.c); the pair they replaced is kept as
 * autosave-previous.json and .log. */
char               *adj_game_session_autosave_path   (void);
char               *adj_game_session_previous_autosave_path (void);
char               *adj_game_session_autosave_log_path (void);
char               *adj_game_session_previous_autosave_log_path (void);
/* A full save once the log holds more than @ratio times the bytes of the
 * last one (1 by default; the crash tests compact more often). */
void                adj_game_session_set_compact_ratio (AdjGameSession *self,
                                                        double          ratio);
/* Either file exists (a stat, no read). */
gboolean            adj_game_session_has_autosave    (void);
/* Resumes autosave.json and its log, or when they cannot be read the
 * previous pair and the log after it (keeping the damaged file as
 * autosave-damaged.json), which adj_game_session_get_resume_notice() then
 * explains. Fails, changing nothing, when neither reads; @error names the
 * file and the reason. */
gboolean            adj_game_session_resume_autosave (AdjGameSession  *self,
                                                      GError         **error);
/* A few lines naming the autosave's game, its battle or scenario and
 * where it stood (the ruleset's headline: turn and phase), read without
 * changing anything; NULL when autosave.json and its log do not load. */
char               *adj_game_session_describe_autosave (void);
/* Why the last resume took the previous autosave, or NULL. */
const char         *adj_game_session_get_resume_notice (AdjGameSession *self);
void                adj_game_session_discard_autosave (void);
/* The error of the last autosave that failed, or NULL. */
const char         *adj_game_session_get_autosave_error (AdjGameSession *self);

/* The engine's prompt text as a sentence: first letter capitalised,
 * "(rule)" appended when @rule is not NULL. */
char               *adj_game_session_prompt_sentence (const char *text,
                                                      const char *rule);

/* The pages' inline error: a wrapping label, hidden until it has a
 * message; set NULL to hide it again. A NULL @label is ignored. */
GtkWidget          *adj_game_error_label_new         (const char *name);
void                adj_game_error_label_set         (GtkWidget  *label,
                                                      const char *message);

/* A fresh seed for a virtual roll or draw (kept in the journal). */
guint64             adj_game_session_new_seed        (void);

G_END_DECLS
