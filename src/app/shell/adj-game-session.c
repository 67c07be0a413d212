/* adj-game-session.c: the game a window is playing
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One object holds the window's game: the engine's journal (the battle,
 * every action, the undo/redo cursor) and the file it belongs to. Every
 * change goes through here, is put on disk at once by the autosave
 * (adj-autosave.c: a line appended to a log, a full save now and then;
 * docs/design.md principle 4), and is announced with "changed" so that
 * each page redraws from the engine's state.
 */

#include "config.h"

#include <glib/gi18n.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "adj-autosave.h"
#include "adj-game-session.h"

struct _AdjGameSession
{
  GObject     parent_instance;

  AdjJournal  *journal;
  guint        game_id;            /* changes with every game installed */
  char        *path;
  guint64      saved_generation;   /* of the journal at the last file save */
  AdjAutosave *autosave;
  char        *autosave_error;
  char        *resume_notice;
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

char *
adj_game_session_autosave_log_path (void)
{
  return adj_paths_user_file (ADJ_AUTOSAVE_LOG);
}

char *
adj_game_session_previous_autosave_log_path (void)
{
  return adj_paths_user_file (ADJ_AUTOSAVE_PREVIOUS_LOG);
}

gboolean
adj_game_session_has_autosave (void)
{
  return adj_autosave_exists ();
}

void
adj_game_session_discard_autosave (void)
{
  adj_autosave_discard ();
}

void
adj_game_session_set_compact_ratio (AdjGameSession *self, double ratio)
{
  g_return_if_fail (ADJ_IS_GAME_SESSION (self));
  adj_autosave_set_compact_ratio (self->autosave, ratio);
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

/* The change on disk first, then the pages. */
static void
changed (AdjGameSession *self, AdjAutosaveChange change)
{
  g_autoptr (GError) error = NULL;

  if (self->journal != NULL)
    {
      if (adj_autosave_record (self->autosave, self->journal, change, &error))
        g_clear_pointer (&self->autosave_error, g_free);
      else
        {
          g_free (self->autosave_error);
          self->autosave_error = g_strdup (error->message);
        }
    }
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
install (AdjGameSession *self, AdjJournal *journal, const char *path)
{
  g_clear_pointer (&self->resume_notice, g_free);
  g_clear_pointer (&self->journal, adj_journal_free);
  self->journal = journal;
  self->game_id++;
  g_free (self->path);
  self->path = g_strdup (path);
  self->saved_generation = path != NULL ? adj_journal_get_generation (journal) : G_MAXUINT64;
  changed (self, ADJ_AUTOSAVE_NEW_GAME);
#ifdef __GLIBC__
  /* Reading a long game's file, and writing its first autosave, used
   * megabytes for a moment (the JSON tree): give them back to the system
   * rather than keep them for the rest of the evening. */
  malloc_trim (0);
#endif
}

guint
adj_game_session_get_game_id (AdjGameSession *self)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), 0);
  return self->game_id;
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

gboolean
adj_game_session_open_file (AdjGameSession *self, const char *path, AdjFileKind *kind, GError **error)
{
  g_auto (Shipped) shipped = { NULL, NULL };
  g_autofree char *base = g_filename_display_basename (path);
  g_autofree char *where = g_strdup_printf ("%s: $", base);
  const AdjRuleset *rs = NULL;
  json_object *root = NULL;
  AdjJournal *journal = NULL;
  gpointer scenario;

  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  *kind = ADJ_FILE_UNKNOWN;
  /* Read once: the "format" member says what the file is. */
  g_autoptr (AdjJsonDoc) doc = adj_jsonread_load_file (path, error);
  if (doc == NULL)
    return FALSE;
  const char *format = adj_jsonread_string (adj_jsonread_get (adj_jsonread_root (doc), "format"));
  if (g_strcmp0 (format, ADJ_GAME_FORMAT) == 0)
    {
      *kind = ADJ_FILE_GAME;
      journal = adj_savegame_from_json (adj_jsonread_root (doc), base, adj_rulesets (), resolve_shipped, &shipped,
                                        error);
    }
  /* A scenario is read by its game's json-c reader. */
  else if ((scenario = adj_scenario_from_json (adj_rulesets (), NULL,
                                               root = adj_jsonread_to_object (adj_jsonread_root (doc)), base, &rs,
                                               error)) != NULL)
    {
      /* A scenario: a new game on it, with the game's default options. */
      *kind = ADJ_FILE_SCENARIO;
      journal = adj_journal_new (rs, scenario, NULL, NULL, error);
      rs->scenario_unref (scenario);
    }
  else if (format != NULL && adj_ruleset_find_by_format (adj_rulesets (), format) != NULL)
    *kind = ADJ_FILE_SCENARIO;
  json_object_put (root);
  if (journal == NULL)
    return FALSE;
  install (self, journal, *kind == ADJ_FILE_GAME ? path : NULL);
  return TRUE;
}

gboolean
adj_game_session_resume_autosave (AdjGameSession *self, GError **error)
{
  g_auto (Shipped) shipped = { NULL, NULL };
  g_autofree char *notice = NULL;
  AdjJournal *journal;

  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  journal = adj_autosave_resume (self->autosave, resolve_shipped, &shipped, &notice, error);
  if (journal == NULL)
    return FALSE;
  /* The autosave is not the player's file: Save asks where to put it. */
  install (self, journal, NULL);
  self->resume_notice = g_steal_pointer (&notice);
  return TRUE;
}

char *
adj_game_session_describe_autosave (void)
{
  g_auto (Shipped) shipped = { NULL, NULL };
  g_autofree char *path = adj_game_session_autosave_path ();
  g_autofree char *log_path = adj_game_session_autosave_log_path ();
  g_autoptr (AdjJournal) journal = NULL;
  g_autofree char *headline = NULL;
  const AdjRuleset *rs;

  /* Read only: a damaged file is for the resume itself to explain. */
  journal = adj_savelog_load_files (path, log_path, adj_rulesets (), resolve_shipped, &shipped, NULL, NULL);
  if (journal == NULL)
    return NULL;
  rs = adj_journal_get_ruleset (journal);
  headline = rs->state_headline (adj_journal_get_state (journal));
  /* Translators: the game ("Glory III"), its battle or scenario, then
   * where the game stood ("Turn 0700 (2 of 12), Activation Phase") */
  return g_strdup_printf (_("%s · %s\n%s\n\nAdjutant kept this game when it last closed."),
                          _(rs->name), rs->scenario_title (adj_journal_get_scenario (journal)), headline);
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
  changed (self, ADJ_AUTOSAVE_STEP);
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
  changed (self, ADJ_AUTOSAVE_CURSOR);
  return TRUE;
}

gboolean
adj_game_session_redo (AdjGameSession *self)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  if (self->journal == NULL || !adj_journal_redo (self->journal))
    return FALSE;
  changed (self, ADJ_AUTOSAVE_CURSOR);
  return TRUE;
}

gboolean
adj_game_session_set_cursor (AdjGameSession *self, guint cursor)
{
  g_return_val_if_fail (ADJ_IS_GAME_SESSION (self), FALSE);
  if (self->journal == NULL || cursor == adj_journal_get_cursor (self->journal)
      || !adj_journal_set_cursor (self->journal, cursor))
    return FALSE;
  changed (self, ADJ_AUTOSAVE_CURSOR);
  return TRUE;
}

static void
adj_game_session_finalize (GObject *object)
{
  AdjGameSession *self = ADJ_GAME_SESSION (object);

  g_clear_pointer (&self->journal, adj_journal_free);
  g_clear_pointer (&self->autosave, adj_autosave_free);
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
  self->autosave = adj_autosave_new ();
}

AdjGameSession *
adj_game_session_new (void)
{
  return g_object_new (ADJ_TYPE_GAME_SESSION, NULL);
}
