/* adj-game-session.c: the game a window is playing
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One object holds the window's game: the engine's journal (the battle,
 * every action, the undo/redo cursor) and the file it belongs to. Every
 * change goes through here, is written to the autosave file at once with
 * the engine's atomic save (docs/design.md principle 4), and is announced with
 * "changed" so that each page redraws from the engine's state.
 *
 * Crash safety: the autosave is written whole or not at all (temporary
 * file, fsync, rename, fsync of the directory), so a kill at any moment
 * leaves the previous or the new game on disk. Before each write the file
 * about to be replaced is kept as autosave-previous.json (a hard link
 * renamed into place: atomic too), and resuming falls back to it when
 * autosave.json is damaged (a disk that lost a write, a copy cut short).
 * Temporaries left by a killed write are removed at the session's first
 * autosave.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "adj-game-session.h"

#define ADJ_AUTOSAVE_FILE "autosave.json"
#define ADJ_AUTOSAVE_PREVIOUS "autosave-previous.json"
#define ADJ_AUTOSAVE_DAMAGED "autosave-damaged.json"

struct _AdjGameSession
{
  GObject     parent_instance;

  AdjJournal *journal;
  char       *path;
  guint64     autosaved_generation;
  guint64     saved_generation;   /* of the journal at the last file save */
  char       *autosave_error;
  char       *resume_notice;
  /* autosave.json on disk is known whole (this session wrote or read it):
   * only then may it become the previous autosave. */
  gboolean    autosave_trusted;
  gboolean    swept;              /* stale temporaries removed */
};

G_DEFINE_FINAL_TYPE (AdjGameSession, adj_game_session, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

char *
adj_game_session_autosave_path (void)
{
  return adj_paths_user_file (ADJ_AUTOSAVE_FILE);
}

char *
adj_game_session_previous_autosave_path (void)
{
  return adj_paths_user_file (ADJ_AUTOSAVE_PREVIOUS);
}

static gboolean
is_file (const char *path)
{
  GStatBuf buf;
  return g_stat (path, &buf) == 0 && S_ISREG (buf.st_mode);
}

gboolean
adj_game_session_has_autosave (void)
{
  g_autofree char *path = adj_game_session_autosave_path ();
  g_autofree char *previous = adj_game_session_previous_autosave_path ();

  /* A stat only: start-up reads no file before the first frame. */
  return is_file (path) || is_file (previous);
}

void
adj_game_session_discard_autosave (void)
{
  g_autofree char *path = adj_game_session_autosave_path ();
  g_autofree char *previous = adj_game_session_previous_autosave_path ();
  g_unlink (path);
  g_unlink (previous);
}

/* The temporaries of our writes: "autosave.json.XXXXXX" (GLib's atomic
 * write), "autosave-previous.json.tmp" and "autosave-damaged.json.tmp"
 * (keep_copy). */
static gboolean
is_temporary (const char *name)
{
  static const char *const files[] = { ADJ_AUTOSAVE_FILE, ADJ_AUTOSAVE_PREVIOUS, ADJ_AUTOSAVE_DAMAGED };

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
 * temporary name renamed over @dst (autosave.json is only ever replaced,
 * never written in place, so the linked content stays as it is), or a copy
 * where the file system has no hard links. A missing @src is no error. */
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
        return TRUE;
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

char *
adj_game_session_prompt_sentence (const char *text, const char *rule)
{
  char *sentence = rule != NULL ? g_strdup_printf ("%s (%s)", text, rule) : g_strdup (text);
  sentence[0] = g_ascii_toupper (sentence[0]);
  return sentence;
}

GtkWidget *
adj_game_error_label_new (const char *name)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_widget_set_name (label, name);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "error");
  gtk_widget_set_visible (label, FALSE);
  return label;
}

void
adj_game_error_label_set (GtkWidget *label, const char *message)
{
  if (label == NULL)
    return;
  gtk_label_set_text (GTK_LABEL (label), message != NULL ? message : "");
  gtk_widget_set_visible (label, message != NULL);
}

guint64
adj_game_session_new_seed (void)
{
  return ((guint64) g_random_int () << 32) | g_random_int ();
}

static void
autosave (AdjGameSession *self)
{
  g_autofree char *path = adj_game_session_autosave_path ();
  g_autofree char *previous = adj_game_session_previous_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GError) error = NULL;

  if (adj_journal_get_generation (self->journal) == self->autosaved_generation)
    return;
  g_clear_pointer (&self->autosave_error, g_free);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      self->autosave_error = g_strdup_printf (_("Cannot create %s: %s"), dir, g_strerror (errno));
      return;
    }
  if (!self->swept)
    {
      sweep_temporaries (dir);
      self->swept = TRUE;
    }
  /* A failed copy is reported, but the new game is still written: the
   * latest action matters most. The write's fsync of the directory makes
   * the copy's rename durable too. */
  if (self->autosave_trusted && !keep_copy (path, previous, &error))
    {
      self->autosave_error = g_strdup (error->message);
      g_clear_error (&error);
    }
  if (!adj_savegame_autosave (self->journal, path, &self->autosaved_generation, &error))
    {
      g_free (self->autosave_error);
      self->autosave_error = g_strdup (error->message);
      return;
    }
  self->autosave_trusted = TRUE;
}

static void
changed (AdjGameSession *self)
{
  if (self->journal != NULL)
    autosave (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
install (AdjGameSession *self, AdjJournal *journal, const char *path)
{
  g_clear_pointer (&self->resume_notice, g_free);
  g_clear_pointer (&self->journal, adj_journal_free);
  self->journal = journal;
  g_free (self->path);
  self->path = g_strdup (path);
  self->autosaved_generation = G_MAXUINT64;
  self->saved_generation = path != NULL ? adj_journal_get_generation (journal) : G_MAXUINT64;
  changed (self);
}

AdjJournal *
adj_game_session_get_journal (AdjGameSession *self)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), NULL);
  return self->journal;
}

const AdjRuleset *
adj_game_session_get_ruleset (AdjGameSession *self)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), NULL);
  return self->journal != NULL ? adj_journal_get_ruleset (self->journal) : NULL;
}

gconstpointer
adj_game_session_get_game_state (AdjGameSession *self)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), NULL);
  return self->journal != NULL ? adj_journal_get_state (self->journal) : NULL;
}

const char *
adj_game_session_get_path (AdjGameSession *self)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), NULL);
  return self->path;
}

gboolean
adj_game_session_is_modified (AdjGameSession *self)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  if (self->journal == NULL)
    return FALSE;
  if (self->path == NULL)
    return adj_journal_get_length (self->journal) > 0;
  return adj_journal_get_generation (self->journal) != self->saved_generation;
}

const char *
adj_game_session_get_autosave_error (AdjGameSession *self)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), NULL);
  return self->autosave_error;
}

const char *
adj_game_session_get_resume_notice (AdjGameSession *self)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), NULL);
  return self->resume_notice;
}

gboolean
adj_game_session_start (AdjGameSession *self, const AdjRuleset *ruleset, gpointer scenario,
                        json_object *options, GError **error)
{
  AdjJournal *journal;

  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  journal = adj_journal_new (ruleset, scenario, options, NULL, error);
  if (journal == NULL)
    return FALSE;
  install (self, journal, NULL);
  return TRUE;
}

/* A save that names its scenario by id finds it among the shipped ones of
 * its game. */
typedef struct {
  const AdjRuleset *rs;
  GPtrArray *list;
} Shipped;

static gpointer
resolve_shipped (const AdjRuleset *rs, const char *id, gpointer user_data, GError **error)
{
  Shipped *shipped = user_data;

  if (shipped->rs != rs)
    {
      g_autofree char *dir = adj_paths_data_file (rs->scenario_dir, NULL);
      g_clear_pointer (&shipped->list, g_ptr_array_unref);
      shipped->rs = rs;
      shipped->list = adj_scenario_load_dir (rs, dir, error);
    }
  if (shipped->list == NULL)
    return NULL;
  return adj_savegame_resolve_in_list (rs, id, shipped->list, error);
}

static void
shipped_clear (Shipped *shipped)
{
  g_clear_pointer (&shipped->list, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Shipped, shipped_clear)

static AdjJournal *
load_game (const char *path, Shipped *shipped, GError **error)
{
  return adj_savegame_load_file (path, adj_rulesets (), resolve_shipped, shipped, error);
}

gboolean
adj_game_session_open (AdjGameSession *self, const char *path, GError **error)
{
  g_auto (Shipped) shipped = { NULL, NULL };
  AdjJournal *journal;

  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  journal = load_game (path, &shipped, error);
  if (journal == NULL)
    return FALSE;
  install (self, journal, path);
  return TRUE;
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

gboolean
adj_game_session_resume_autosave (AdjGameSession *self, GError **error)
{
  g_auto (Shipped) shipped = { NULL, NULL };
  g_autofree char *path = adj_game_session_autosave_path ();
  g_autofree char *previous = adj_game_session_previous_autosave_path ();
  g_autofree char *damaged = adj_paths_user_file (ADJ_AUTOSAVE_DAMAGED);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *what_now = NULL;
  g_autoptr (GError) first = NULL;
  g_autoptr (GError) second = NULL;
  gboolean kept;
  AdjJournal *journal;

  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  journal = load_game (path, &shipped, &first);
  if (journal != NULL)
    {
      self->autosave_trusted = TRUE;
      /* The autosave is not the player's file: Save asks where to put it. */
      install (self, journal, NULL);
      return TRUE;
    }
  /* The damaged file stays for a look: the next autosave replaces it, and
   * it must not become the previous autosave. */
  kept = is_file (path) && keep_copy (path, damaged, NULL);
  if (is_file (previous))
    journal = load_game (previous, &shipped, &second);
  if (journal == NULL)
    {
      g_autofree char *message = NULL;

      what_now = second != NULL
        ? g_strdup_printf (_("The earlier autosave cannot be read either:\n%s"), second->message)
        : g_strdup (_("There is no earlier autosave to go back to."));
      message = resume_message (first, what_now, dir, kept);
      g_set_error_literal (error, first->domain, first->code, message);
      return FALSE;
    }
  what_now = g_strdup_printf (_("The game was resumed from the earlier autosave, %s: "
                                "the latest action may be missing."), ADJ_AUTOSAVE_PREVIOUS);
  self->autosave_trusted = FALSE;
  install (self, journal, NULL);
  self->resume_notice = resume_message (first, what_now, dir, kept);
  return TRUE;
}

gboolean
adj_game_session_save (AdjGameSession *self, const char *path, GError **error)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  g_return_val_if_fail (self->journal != NULL && path != NULL, FALSE);

  /* Battle embedded: the file opens anywhere, even if the battle changes. */
  if (!adj_savegame_save (self->journal, path, TRUE, error))
    return FALSE;
  if (self->path != path)
    {
      g_free (self->path);
      self->path = g_strdup (path);
    }
  self->saved_generation = adj_journal_get_generation (self->journal);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

gboolean
adj_game_session_apply_group (AdjGameSession *self, gconstpointer const *moves, guint n_moves,
                              GError **error)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  if (self->journal == NULL)
    {
      g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("No game has been started"));
      return FALSE;
    }
  if (!adj_journal_apply_group (self->journal, moves, n_moves, error))
    return FALSE;
  changed (self);
  return TRUE;
}

gboolean
adj_game_session_apply (AdjGameSession *self, gconstpointer move, GError **error)
{
  return adj_game_session_apply_group (self, &move, 1, error);
}

gboolean
adj_game_session_undo (AdjGameSession *self)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  if (self->journal == NULL || !adj_journal_undo (self->journal))
    return FALSE;
  changed (self);
  return TRUE;
}

gboolean
adj_game_session_redo (AdjGameSession *self)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  if (self->journal == NULL || !adj_journal_redo (self->journal))
    return FALSE;
  changed (self);
  return TRUE;
}

gboolean
adj_game_session_set_cursor (AdjGameSession *self, guint cursor)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  if (self->journal == NULL || cursor == adj_journal_get_cursor (self->journal)
      || !adj_journal_set_cursor (self->journal, cursor))
    return FALSE;
  changed (self);
  return TRUE;
}

static void
adj_game_session_finalize (GObject *object)
{
  AdjGameSession *self = ADJ_GAME_SESSION (object);

  g_clear_pointer (&self->journal, adj_journal_free);
  g_free (self->path);
  g_free (self->autosave_error);
  g_free (self->resume_notice);
  G_OBJECT_CLASS (adj_game_session_parent_class)->finalize (object);
}

static void
adj_game_session_class_init (AdjGameSessionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_game_session_finalize;

  /* After every change of game, action, undo, redo, cursor or save. */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
adj_game_session_init (AdjGameSession *self)
{
}

AdjGameSession *
adj_game_session_new (void)
{
  return g_object_new (ADJ_TYPE_GAME_SESSION, NULL);
}
