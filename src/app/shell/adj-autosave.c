/* adj-autosave.c: the game in play on disk, safe against a crash
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The autosave is a full save (the base, autosave.json) and a log of what
 * happened since (autosave.log, the engine's core/savelog.h). An action
 * appends one line and flushes it (fdatasync) before the session reports
 * it: nothing reported is lost, and the cost does not grow with the game.
 * When the log outgrows the base, a new base is written and a new log
 * started: the bytes written per action stay constant on average.
 *
 * Crash safety, in the order of the writes:
 *   1. the base and log about to be replaced are kept as
 *      autosave-previous.json and .log (hard links renamed into place:
 *      atomic; only files known whole, written or read by this session);
 *   2. the new base: a temporary file, fsync, rename, fsync of the folder;
 *   3. the new log, holding only its header naming the new base by its
 *      hash: written the same way. Until then the old log names the old
 *      base and is ignored: the new base already holds its lines;
 *   4. each action: a line appended and flushed. A kill mid-line leaves a
 *      torn last line, which loading ignores: it was never reported.
 * Resuming falls back to the previous pair when the base or its log does
 * not load, and then applies the current log too when it continues the
 * game the previous pair gives (which is what the damaged base held).
 * Temporaries left by a killed write are removed at the first write.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "adj-autosave.h"

struct _AdjAutosave
{
  AdjSaveLog *log;         /* continues the base on disk; NULL: the next change writes a base */
  gsize       base_size;
  guint64     generation;  /* of the journal as on disk */
  double      ratio;
  /* autosave.json and its log are known whole (this session wrote or read
   * them): only then may they become the previous autosave. */
  gboolean    trusted;
  gboolean    swept;       /* stale temporaries removed */
  /* A step of this game did not read back: nothing more is written until
   * another game, so the files on disk keep resuming to the game before
   * it (the reason, said again at each change). */
  char       *held;
};

static const char *const files[] = {
  ADJ_AUTOSAVE_FILE, ADJ_AUTOSAVE_LOG, ADJ_AUTOSAVE_PREVIOUS, ADJ_AUTOSAVE_PREVIOUS_LOG,
  ADJ_AUTOSAVE_DAMAGED, ADJ_AUTOSAVE_DAMAGED_LOG,
};

AdjAutosave *
adj_autosave_new (void)
{
  AdjAutosave *self = g_new0 (AdjAutosave, 1);

  self->ratio = 1.0;
  self->generation = G_MAXUINT64;
  return self;
}

void
adj_autosave_free (AdjAutosave *self)
{
  if (self == NULL)
    return;
  adj_savelog_close (self->log);
  g_free (self->held);
  g_free (self);
}

void
adj_autosave_set_compact_ratio (AdjAutosave *self, double ratio)
{
  self->ratio = ratio;
}

static gboolean
is_file (const char *path)
{
  GStatBuf buf;
  return g_stat (path, &buf) == 0 && S_ISREG (buf.st_mode);
}

gboolean
adj_autosave_exists (void)
{
  g_autofree char *path = adj_paths_user_file (ADJ_AUTOSAVE_FILE);
  g_autofree char *previous = adj_paths_user_file (ADJ_AUTOSAVE_PREVIOUS);

  /* A stat only: start-up reads no file before the first frame. */
  return is_file (path) || is_file (previous);
}

void
adj_autosave_discard (void)
{
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *path = adj_paths_user_file (files[i]);
      g_unlink (path);
    }
}

/* The temporaries of our writes: "autosave.json.XXXXXX" (GLib's atomic
 * write), "autosave-previous.json.tmp" (keep_copy) and the same for the
 * logs and the damaged copies. */
static gboolean
is_temporary (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    if (g_str_has_prefix (name, files[i]) && name[strlen (files[i])] == '.')
      return TRUE;
  return FALSE;
}

/* Writes are synchronous and the app runs once per user: no write of ours
 * is in flight, so every temporary is a leftover of a killed one. */
static void
sweep_temporaries (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (is_temporary (name))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_unlink (path);
      }
}

/* Makes @dst hold what @src holds now, atomically: a hard link under a
 * temporary name renamed over @dst (a base is only ever replaced, never
 * written in place, and a log only grows until it is replaced), or a copy
 * where the file system has no hard links. A missing @src removes @dst. */
static gboolean
keep_copy (const char *src, const char *dst, GError **error)
{
  g_autofree char *tmp = g_strconcat (dst, ".tmp", NULL);
  int saved;

  g_unlink (tmp);
  if (link (src, tmp) != 0)
    {
      g_autofree char *text = NULL;
      gsize len = 0;
      g_autoptr (GError) local = NULL;

      saved = errno;
      if (saved == ENOENT)
        {
          g_unlink (dst);
          return TRUE;
        }
      if (saved != EPERM && saved != ENOTSUP && saved != EOPNOTSUPP && saved != EMLINK
          && saved != EXDEV && saved != ENOSYS)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, _("Cannot keep %s as %s: %s"), src, dst,
                       g_strerror (saved));
          return FALSE;
        }
      if (!g_file_get_contents (src, &text, &len, &local)
          || !g_file_set_contents_full (dst, text, (gssize) len,
                                        G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                        0644, &local))
        {
          if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
            return TRUE;
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, "%s", local->message);
          return FALSE;
        }
      return TRUE;
    }
  if (g_rename (tmp, dst) != 0)
    {
      saved = errno;
      g_unlink (tmp);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, _("Cannot keep %s as %s: %s"), src, dst,
                   g_strerror (saved));
      return FALSE;
    }
  /* When @dst already was a link to @src's file (a kill after the last
   * copy), rename() does nothing and leaves @tmp. */
  g_unlink (tmp);
  return TRUE;
}

/* Steps 1 to 3 above. When the new base is not written, the log is left
 * as it was (it still continues the base on disk); once it is, the old
 * log is closed and the new one open unless its write failed. A failed
 * copy of the previous pair is an error too, but the writes go on. */
static gboolean
compact (AdjAutosave *self, const AdjJournal *journal, GError **error)
{
  g_autofree char *path = adj_paths_user_file (ADJ_AUTOSAVE_FILE);
  g_autofree char *log_path = adj_paths_user_file (ADJ_AUTOSAVE_LOG);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *hash = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GError) kept = NULL;
  gsize len = 0;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, _("Cannot create %s: %s"), dir, g_strerror (errno));
      return FALSE;
    }
  if (!self->swept)
    {
      sweep_temporaries (dir);
      self->swept = TRUE;
    }
  text = adj_savelog_base_data (journal, &len, &hash);
  /* A failed copy is reported, but the new game is still written: the
   * latest action matters most. The base's fsync of the folder makes the
   * copies' renames durable too. */
  if (self->trusted)
    {
      g_autofree char *previous = adj_paths_user_file (ADJ_AUTOSAVE_PREVIOUS);
      g_autofree char *previous_log = adj_paths_user_file (ADJ_AUTOSAVE_PREVIOUS_LOG);

      if (keep_copy (path, previous, &kept))
        keep_copy (log_path, previous_log, &kept);
    }
  if (!adj_json_save_text (text, len, path, error))
    return FALSE;
  self->trusted = TRUE;
  self->base_size = len;
  g_clear_pointer (&self->log, adj_savelog_close);
  self->log = adj_savelog_create (log_path, hash, error);
  if (self->log == NULL)
    return FALSE;
  if (kept != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&kept));
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_autosave_record (AdjAutosave *self, const AdjJournal *journal, AdjAutosaveChange change, GError **error)
{
  guint64 generation = adj_journal_get_generation (journal);
  g_autofree char *line = NULL;
  g_autoptr (GError) check = NULL;
  gboolean ok;

  if (change == ADJ_AUTOSAVE_NEW_GAME)
    g_clear_pointer (&self->held, g_free);
  if (self->held != NULL)
    {
      g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_FORMAT, self->held);
      return FALSE;
    }
  if (change != ADJ_AUTOSAVE_NEW_GAME && generation == self->generation)
    return TRUE;
  /* Only the change right after the one on disk can be a line. */
  if (change == ADJ_AUTOSAVE_NEW_GAME || self->log == NULL || generation != self->generation + 1)
    {
      g_clear_pointer (&self->log, adj_savelog_close);
      ok = compact (self, journal, error);
      /* With its log the new base is on disk (a copy may have failed). */
      self->generation = self->log != NULL ? generation : G_MAXUINT64;
      return ok;
    }
  line = change == ADJ_AUTOSAVE_STEP
    ? adj_savelog_step_line (journal, adj_journal_get_cursor (journal) - 1)
    : adj_savelog_cursor_line (adj_journal_get_cursor (journal));
  /* Read back before it is written (issue 24): a line that does not read
   * would refuse the whole autosave at the next start. */
  if (change == ADJ_AUTOSAVE_STEP && !adj_savelog_check_step_line (journal, line, &check))
    {
      self->held = g_strdup_printf (_("The last action could not be read back (%s): it was not autosaved, and "
                                      "nothing after it will be. The game stays open, but resuming the autosave "
                                      "would give the game before that action. Please report this bug."),
                                    check->message);
      g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_FORMAT, self->held);
      return FALSE;
    }
  if (!adj_savelog_append (self->log, line, NULL))
    {
      /* The log's end may be torn, or the file is gone: a new base and
       * log in its place, now if the disk lets us, else at the next change. */
      g_clear_pointer (&self->log, adj_savelog_close);
      ok = compact (self, journal, error);
      self->generation = self->log != NULL ? generation : G_MAXUINT64;
      return ok;
    }
  /* The action is on disk. Whatever a compaction then does, the old base
   * and log or the new base hold it. */
  self->generation = generation;
  if ((double) adj_savelog_get_size (self->log) > self->ratio * (double) self->base_size)
    return compact (self, journal, error);
  return TRUE;
}

/* Reads @log_path and applies it to @journal when it continues it. */
static void
apply_current_log (AdjJournal *journal, const char *log_path, AdjSaveLogReplay *replay, gboolean *whole)
{
  g_autofree char *hash = adj_savelog_base_hash (journal);
  g_autofree char *base = g_path_get_basename (log_path);
  g_autofree char *text = NULL;
  gsize len = 0;

  *whole = FALSE;
  text = adj_json_read_file (log_path, &len, NULL);
  if (text == NULL)
    return;
  /* A line that does not replay stops there: the steps before it were
   * the game's own. */
  *whole = adj_savelog_replay (journal, text, len, base, hash, replay, NULL) && !replay->stale;
}

/* The message, in paragraphs: the engine's reason (file and what is
 * wrong), what was done about it, where the damaged copy is. */
static char *
resume_message (const GError *first, const char *what_now, const char *dir, gboolean kept)
{
  GString *s = g_string_new (first->message);

  g_string_append_printf (s, "\n\n%s", what_now);
  if (kept)
    {
      g_string_append (s, "\n\n");
      /* Translators: the file name, then the folder it is in */
      g_string_append_printf (s, _("A copy of the damaged autosave is kept as %s in %s."),
                              ADJ_AUTOSAVE_DAMAGED, dir);
    }
  return g_string_free (s, FALSE);
}

AdjJournal *
adj_autosave_resume (AdjAutosave *self, AdjScenarioResolver resolver, gpointer user_data, char **notice,
                     GError **error)
{
  g_autofree char *path = adj_paths_user_file (ADJ_AUTOSAVE_FILE);
  g_autofree char *log_path = adj_paths_user_file (ADJ_AUTOSAVE_LOG);
  g_autofree char *previous = adj_paths_user_file (ADJ_AUTOSAVE_PREVIOUS);
  g_autofree char *previous_log = adj_paths_user_file (ADJ_AUTOSAVE_PREVIOUS_LOG);
  g_autofree char *damaged = adj_paths_user_file (ADJ_AUTOSAVE_DAMAGED);
  g_autofree char *damaged_log = adj_paths_user_file (ADJ_AUTOSAVE_DAMAGED_LOG);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *what_now = NULL;
  g_autoptr (GError) first = NULL;
  g_autoptr (GError) second = NULL;
  AdjSaveLogReplay replay = { FALSE, 0, FALSE };
  gboolean kept, whole = FALSE;
  AdjJournal *journal;

  *notice = NULL;
  journal = adj_savelog_load_files (path, log_path, adj_rulesets (), resolver, user_data, NULL, &first);
  if (journal != NULL)
    {
      self->trusted = TRUE;
      return journal;
    }
  /* The damaged files stay for a look: the next write replaces them, and
   * they must not become the previous autosave. */
  kept = is_file (path) && keep_copy (path, damaged, NULL);
  if (kept)
    keep_copy (log_path, damaged_log, NULL);
  if (is_file (previous))
    journal = adj_savelog_load_files (previous, previous_log, adj_rulesets (), resolver, user_data, NULL, &second);
  if (journal == NULL)
    {
      g_autofree char *message = NULL;

      what_now = second != NULL
        ? g_strdup_printf (_("The earlier autosave cannot be read either:\n%s"), second->message)
        : g_strdup (_("There is no earlier autosave to go back to."));
      message = resume_message (first, what_now, dir, kept);
      g_set_error_literal (error, first->domain, first->code, message);
      return NULL;
    }
  /* The previous pair is the game the damaged base was written from: the
   * current log, when it names that base, goes on from there. */
  apply_current_log (journal, log_path, &replay, &whole);
  if (whole)
    what_now = g_strdup_printf (_("The game was resumed from the earlier autosave, %s, and the actions "
                                  "logged since: none is missing."), ADJ_AUTOSAVE_PREVIOUS);
  else
    what_now = g_strdup_printf (_("The game was resumed from the earlier autosave, %s: "
                                  "the latest actions may be missing."), ADJ_AUTOSAVE_PREVIOUS);
  self->trusted = FALSE;
  *notice = resume_message (first, what_now, dir, kept);
  return journal;
}
