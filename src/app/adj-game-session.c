/* adj-game-session.c: the game a window is playing
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One object holds the window's game: the engine's journal (the battle,
 * every action, the undo/redo cursor) and the file it belongs to. Every
 * change goes through here, is written to the autosave file at once with
 * the engine's atomic save (DESIGN.md principle 4), and is announced with
 * "changed" so that each page redraws from the engine's state.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <glib/gstdio.h>

#include "adj-game-session.h"

#define ADJ_AUTOSAVE_FILE "autosave.json"
#define ADJ_SAMPLE_BATTLE "sample-cedar-creek.json"

struct _AdjGameSession
{
  GObject     parent_instance;

  AdjJournal *journal;
  char       *path;
  guint64     autosaved_generation;
  guint64     saved_generation;   /* of the journal at the last file save */
  char       *autosave_error;
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

gboolean
adj_game_session_has_autosave (void)
{
  g_autofree char *path = adj_game_session_autosave_path ();
  GStatBuf buf;

  /* A stat only: start-up reads no file before the first frame. */
  return g_stat (path, &buf) == 0 && S_ISREG (buf.st_mode);
}

void
adj_game_session_discard_autosave (void)
{
  g_autofree char *path = adj_game_session_autosave_path ();
  g_unlink (path);
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
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GError) error = NULL;

  g_clear_pointer (&self->autosave_error, g_free);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      self->autosave_error = g_strdup_printf (_("Cannot create %s: %s"), dir, g_strerror (errno));
      return;
    }
  if (!adj_savegame_autosave (self->journal, path, &self->autosaved_generation, &error))
    self->autosave_error = g_strdup (error->message);
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

const AdjGameState *
adj_game_session_get_state (AdjGameSession *self)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), NULL);
  return self->journal != NULL ? adj_journal_get_state (self->journal) : NULL;
}

AdjBattle *
adj_game_session_get_battle (AdjGameSession *self)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), NULL);
  return self->journal != NULL ? adj_journal_get_battle (self->journal) : NULL;
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

AdjBattle *
adj_game_session_load_sample (GError **error)
{
  g_autofree char *path = adj_paths_data_file ("battles", ADJ_SAMPLE_BATTLE, NULL);
  return adj_battle_load_file (path, error);
}

gboolean
adj_game_session_new_game (AdjGameSession *self, AdjBattle *battle, GError **error)
{
  AdjGameOptions options = { NULL };
  AdjJournal *journal;

  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  journal = adj_journal_new (battle, &options, error);
  if (journal == NULL)
    return FALSE;
  install (self, journal, NULL);
  return TRUE;
}

/* A new game with options chosen when it starts (the Fixed Glory variant,
 * optional AMs); @options NULL is Glory III with the battle's own AMs. */
gboolean
adj_game_session_new_game_with_options (AdjGameSession *self, AdjBattle *battle,
                                        const AdjGameOptions *options, GError **error)
{
  AdjJournal *journal;

  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  journal = adj_journal_new (battle, options, error);
  if (journal == NULL)
    return FALSE;
  install (self, journal, NULL);
  return TRUE;
}

/* A save that names its battle by id finds it among the shipped ones. */
static AdjBattle *
resolve_shipped (const char *id, gpointer user_data, GError **error)
{
  GPtrArray **battles = user_data;

  if (*battles == NULL)
    {
      g_autofree char *dir = adj_paths_data_file ("battles", NULL);
      *battles = adj_battle_load_dir (dir, error);
      if (*battles == NULL)
        return NULL;
    }
  return adj_savegame_resolve_in_list (id, *battles, error);
}

gboolean
adj_game_session_open (AdjGameSession *self, const char *path, GError **error)
{
  g_autoptr (GPtrArray) battles = NULL;
  AdjJournal *journal;

  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  journal = adj_savegame_load_file (path, resolve_shipped, &battles, error);
  if (journal == NULL)
    return FALSE;
  install (self, journal, path);
  return TRUE;
}

gboolean
adj_game_session_resume_autosave (AdjGameSession *self, GError **error)
{
  g_autoptr (GPtrArray) battles = NULL;
  g_autofree char *path = adj_game_session_autosave_path ();
  AdjJournal *journal;

  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  journal = adj_savegame_load_file (path, resolve_shipped, &battles, error);
  if (journal == NULL)
    return FALSE;
  /* The autosave is not the player's file: Save asks where to put it. */
  install (self, journal, NULL);
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
adj_game_session_apply (AdjGameSession *self, const AdjAction *action, GError **error)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  if (self->journal == NULL)
    {
      g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("No game has been started"));
      return FALSE;
    }
  if (!adj_journal_apply (self->journal, action, error))
    return FALSE;
  changed (self);
  return TRUE;
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
