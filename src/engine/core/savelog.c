/* The autosave's log: its lines, their replay, and appending them durably. */
#include "core/savelog.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonread.h"
#include "core/jsonutil.h"

static char *
line_of (json_object *obj)
{
  /* Plain JSON has no newline: a string's own is escaped. */
  char *line = g_strconcat (json_object_to_json_string_ext (obj, JSON_C_TO_STRING_PLAIN
                                                                   | JSON_C_TO_STRING_NOSLASHESCAPE),
                            "\n", NULL);
  json_object_put (obj);
  return line;
}

char *
adj_savelog_header (const char *base_sha256)
{
  json_object *obj = json_object_new_object ();

  json_object_object_add (obj, "format", json_object_new_string (ADJ_SAVELOG_FORMAT));
  json_object_object_add (obj, "version", json_object_new_int (ADJ_SAVELOG_VERSION));
  json_object_object_add (obj, "base_sha256", json_object_new_string (base_sha256));
  return line_of (obj);
}

char *
adj_savelog_step_line (const AdjJournal *journal, guint i)
{
  json_object *obj = json_object_new_object ();

  json_object_object_add (obj, "at", json_object_new_int64 (i));
  json_object_object_add (obj, "step", adj_savegame_step_to_json (journal, i));
  return line_of (obj);
}

char *
adj_savelog_cursor_line (guint cursor)
{
  json_object *obj = json_object_new_object ();

  json_object_object_add (obj, "cursor", json_object_new_int64 (cursor));
  return line_of (obj);
}

/* One move of a step line: read with the ruleset's reader, then written
 * again, it must give the same JSON (a reader that accepts a different
 * move would replay another game). */
static gboolean
check_move (const AdjRuleset *rs, gconstpointer scenario, AdjJsonVal obj, const char *where,
            GError **error)
{
  gpointer move = rs->move_from_json (obj, scenario, where, error);
  if (move == NULL)
    return FALSE;
  json_object *again = rs->move_to_json (move, scenario);
  json_object *read = adj_jsonread_to_object (obj);
  gboolean same = json_object_equal (read, again);
  json_object_put (read);
  json_object_put (again);
  rs->move_free (move);
  if (!same)
    g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: reads back as another move"), where);
  return same;
}

gboolean
adj_savelog_check_step_line (const AdjJournal *journal, const char *line, GError **error)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (journal);
  gconstpointer scenario = adj_journal_get_scenario (journal);
  g_autoptr (AdjJsonDoc) doc = adj_jsonread_parse (line, strlen (line), "$", NULL);
  AdjJsonVal step = doc != NULL ? adj_jsonread_get (adj_jsonread_root (doc), "step") : NULL;
  gboolean ok = TRUE;

  if (step == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("$: not a step line"));
      return FALSE;
    }
  if (adj_jsonread_is (step, json_type_array))
    {
      guint k = 0;
      for (AdjJsonVal m = adj_jsonread_first (step); ok && m != NULL; m = adj_jsonread_next (m), k++)
        {
          g_autofree char *where = g_strdup_printf ("$.step[%u]", k);
          ok = check_move (rs, scenario, m, where, error);
        }
    }
  else
    ok = check_move (rs, scenario, step, "$.step", error);
  return ok;
}

/* The header: TRUE with *stale when it names another base. */
static gboolean
read_header (AdjJsonVal obj, const char *where, const char *base_sha256, gboolean *stale, GError **error)
{
  const char *format = adj_jsonread_get_string (obj, "format", where, error);
  const char *hash;
  int version;

  if (format == NULL)
    return FALSE;
  if (!g_str_equal (format, ADJ_SAVELOG_FORMAT))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.format: '%s' is not \"%s\""), where, format,
                   ADJ_SAVELOG_FORMAT);
      return FALSE;
    }
  if (!adj_jsonread_get_int (obj, "version", 1, ADJ_SAVELOG_VERSION, &version, where, error)
      || (hash = adj_jsonread_get_string (obj, "base_sha256", where, error)) == NULL)
    return FALSE;
  *stale = g_strcmp0 (hash, base_sha256) != 0;
  return TRUE;
}

static gboolean
apply_record (AdjJournal *journal, AdjJsonVal obj, const char *where, GError **error)
{
  AdjJsonVal step;
  guint length = adj_journal_get_length (journal);
  int n;

  if (!adj_jsonread_is (obj, json_type_object))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
      return FALSE;
    }
  if ((step = adj_jsonread_get (obj, "step")) != NULL)
    {
      g_autofree char *swhere = g_strdup_printf ("%s.step", where);
      guint cursor = adj_journal_get_cursor (journal);

      if (!adj_jsonread_get_int (obj, "at", 0, G_MAXINT, &n, where, error))
        return FALSE;
      /* A step lands where the cursor was when it was taken. */
      if ((guint) n != cursor)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                       _("%s.at: the step was taken after action %d, but the game is after action %u"),
                       where, n, cursor);
          return FALSE;
        }
      return adj_savegame_apply_step_json (journal, step, swhere, cursor, error);
    }
  if (!adj_jsonread_get_int (obj, "cursor", 0, (int) MIN (length, (guint) G_MAXINT), &n, where, error))
    return FALSE;
  adj_journal_set_cursor (journal, (guint) n);
  return TRUE;
}

gboolean
adj_savelog_replay (AdjJournal *journal, const char *text, gsize len, const char *what, const char *base_sha256,
                    AdjSaveLogReplay *out, GError **error)
{
  AdjSaveLogReplay result = { FALSE, 0, FALSE };
  gsize start = 0;
  guint line = 0;

  if (len > ADJ_JSON_MAX_BYTES)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE, _("%s: %zu bytes is over the %u MiB limit"), what, len,
                   ADJ_JSON_MAX_BYTES / (1024u * 1024u));
      return FALSE;
    }
  while (start < len && !result.stale)
    {
      const char *nl = memchr (text + start, '\n', len - start);
      g_autofree char *lwhat = NULL;
      g_autofree char *where = NULL;
      AdjJsonDoc *doc;
      gboolean ok;

      /* Cut short by a crash while it was written: never reported. */
      if (nl == NULL)
        {
          result.torn = TRUE;
          break;
        }
      line++;
      lwhat = g_strdup_printf (_("%s (line %u)"), what, line);
      where = g_strdup_printf ("%s: $", lwhat);
      doc = adj_jsonread_parse (text + start, (gsize) (nl - (text + start)), lwhat, error);
      if (doc == NULL)
        return FALSE;
      if (line == 1)
        ok = read_header (adj_jsonread_root (doc), where, base_sha256, &result.stale, error);
      else
        ok = apply_record (journal, adj_jsonread_root (doc), where, error);
      adj_jsonread_free (doc);
      if (!ok)
        return FALSE;
      result.records += line > 1;
      start = (gsize) (nl - text) + 1;
    }
  if (out != NULL)
    *out = result;
  return TRUE;
}

char *
adj_savelog_base_data (const AdjJournal *journal, gsize *len, char **sha256)
{
  json_object *root = adj_savegame_to_json (journal, TRUE);
  char *text = adj_json_to_text (root, len);

  json_object_put (root);
  if (sha256 != NULL)
    *sha256 = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) text, *len);
  return text;
}

char *
adj_savelog_base_hash (const AdjJournal *journal)
{
  gsize len = 0;
  char *hash = NULL;
  g_autofree char *text = adj_savelog_base_data (journal, &len, &hash);

  return hash;
}

AdjJournal *
adj_savelog_load_files (const char *base_path, const char *log_path, const AdjRuleset * const *rulesets,
                        AdjScenarioResolver resolver, gpointer user_data, AdjSaveLogReplay *out, GError **error)
{
  g_autofree char *base_name = g_path_get_basename (base_path);
  g_autofree char *log_name = g_path_get_basename (log_path);
  g_autofree char *text = NULL;
  g_autofree char *hash = NULL;
  g_autofree char *log = NULL;
  g_autoptr (AdjJournal) journal = NULL;
  gsize len = 0;
  GError *local = NULL;

  text = adj_json_read_file (base_path, &len, error);
  if (text == NULL)
    return NULL;
  hash = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) text, len);
  journal = adj_savegame_load_data (text, len, base_name, rulesets, resolver, user_data, error);
  if (journal == NULL)
    return NULL;
  log = adj_json_read_file (log_path, &len, &local);
  if (log == NULL)
    {
      /* No log yet: the base is the whole game. */
      if (!g_file_test (log_path, G_FILE_TEST_EXISTS))
        {
          g_clear_error (&local);
          if (out != NULL)
            *out = (AdjSaveLogReplay) { FALSE, 0, FALSE };
          return g_steal_pointer (&journal);
        }
      g_propagate_error (error, local);
      return NULL;
    }
  if (!adj_savelog_replay (journal, log, len, log_name, hash, out, error))
    return NULL;
  return g_steal_pointer (&journal);
}

struct _AdjSaveLog {
  int fd;
  gsize size;
  gboolean broken;
  char *path;
  dev_t dev;
  ino_t ino;
};

AdjSaveLog *
adj_savelog_create (const char *path, const char *base_sha256, GError **error)
{
  g_autofree char *header = adj_savelog_header (base_sha256);
  AdjSaveLog *log;
  struct stat st;
  int fd;

  if (!adj_json_save_text (header, strlen (header), path, error))
    return NULL;
  fd = open (path, O_WRONLY | O_APPEND | O_CLOEXEC);
  if (fd < 0)
    {
      int saved = errno;
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, "%s: %s", path, g_strerror (saved));
      return NULL;
    }
  log = g_new0 (AdjSaveLog, 1);
  if (fstat (fd, &st) == 0)
    {
      log->dev = st.st_dev;
      log->ino = st.st_ino;
    }
  log->fd = fd;
  log->size = strlen (header);
  log->path = g_strdup (path);
  return log;
}

gboolean
adj_savelog_append (AdjSaveLog *log, const char *line, GError **error)
{
  gsize len = strlen (line), done = 0;
  struct stat st;

  g_return_val_if_fail (len > 0 && line[len - 1] == '\n', FALSE);
  if (log->broken)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, _("%s: an earlier line could not be written"), log->path);
      return FALSE;
    }
  /* A line written to a file that is no longer at its path (its folder
   * moved, the file removed) would be lost to the next start. */
  if (stat (log->path, &st) != 0 || st.st_dev != log->dev || st.st_ino != log->ino)
    {
      log->broken = TRUE;
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, _("%s: the file was moved or removed"), log->path);
      return FALSE;
    }
  while (done < len)
    {
      gssize n = write (log->fd, line + done, len - done);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          int saved = n < 0 ? errno : ENOSPC;
          log->broken = TRUE;
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, "%s: %s", log->path, g_strerror (saved));
          return FALSE;
        }
      done += (gsize) n;
    }
  log->size += len;
  /* The line is on the disk before the action is reported done. */
  while (fdatasync (log->fd) != 0)
    if (errno != EINTR)
      {
        int saved = errno;
        log->broken = TRUE;
        g_set_error (error, ADJ_ERROR, ADJ_ERROR_IO, "%s: %s", log->path, g_strerror (saved));
        return FALSE;
      }
  return TRUE;
}

gsize
adj_savelog_get_size (const AdjSaveLog *log)
{
  return log->size;
}

void
adj_savelog_close (AdjSaveLog *log)
{
  if (log == NULL)
    return;
  close (log->fd);
  g_free (log->path);
  g_free (log);
}
