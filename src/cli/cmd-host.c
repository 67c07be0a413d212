/* adjutant-cli host: the players' devices' server without a desktop
 * (docs/devices.md), for scripts, tests and a host with no screen. */
#include "cli.h"

#include <glib-unix.h>
#include <stdio.h>

#include "adj-host.h"
#include "adj-host-net.h"

typedef struct {
  AdjJournal *journal;
  const char *path;
  gboolean embedded;
  AdjHost *host;
} Hosted;

static AdjJournal *
hosted_journal (gpointer data)
{
  return ((Hosted *) data)->journal;
}

/* As the app: through the journal, then the file, written atomically
 * before the devices hear of it. A move the file cannot take is undone. */
static gboolean
hosted_apply (gpointer data, int side, gconstpointer const *moves, guint n, GError **error)
{
  Hosted *h = data;
  if (!adj_journal_apply_group (h->journal, moves, n, error))
    return FALSE;
  if (!adj_savegame_save (h->journal, h->path, h->embedded, error))
    {
      adj_journal_undo (h->journal);
      return FALSE;
    }
  adj_host_changed (h->host);
  return TRUE;
}

static const AdjHostOwner owner = { hosted_journal, hosted_apply };

static gboolean
quit (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_CONTINUE;
}

/* adjutant-cli [GAME] host FILE --port N [--address A] [--scenarios DIR] */
int
adj_cli_cmd_host (const AdjRuleset *only, int argc, char **argv)
{
  g_autofree char *dir = NULL;
  g_autofree char *address = NULL;
  int port = -1;
  GOptionEntry entries[] = {
    { "port", 0, 0, G_OPTION_ARG_INT, &port, "The port to listen on (0: any free one)", "N" },
    { "address", 0, 0, G_OPTION_ARG_STRING, &address,
      "The address to listen on (default: the one the default route leaves by)", "A" },
    { "scenarios", 0, 0, G_OPTION_ARG_FILENAME, &dir,
      "Where to find a scenario the game names by id (default: the shipped ones)", "DIR" },
    { NULL }
  };
  GError *error = NULL;
  if (!adj_cli_parse_options ("host", "FILE", "Serves the saved game FILE to the players' devices: prints one "
                              "line per side, SIDE URL, and writes every move a device makes to FILE. Ends on "
                              "SIGTERM or SIGINT.", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return adj_cli_failf ("host", "expected one saved game file");
  if (port < 0 || port > 65535)
    return adj_cli_failf ("host", "--port N: a port from 0 to 65535 is needed");

  Hosted h = { NULL, argv[1], FALSE, NULL };
  h.journal = adj_cli_load_game (argv[1], dir, &h.embedded, &error);
  if (h.journal == NULL)
    return adj_cli_fail ("host", error);
  const AdjRuleset *rs = adj_journal_get_ruleset (h.journal);
  int status = 0;
  if (only != NULL && rs != only)
    status = adj_cli_failf ("host", "%s: a game of %s, not of %s", argv[1], rs->name, only->name);
  else if ((h.host = adj_host_new (&owner, &h, &error)) == NULL)
    status = adj_cli_fail ("host", error);
  else
    {
      g_autofree char *where = address != NULL ? g_strdup (address) : adj_host_net_default_address ();
      if (!adj_host_start (h.host, where, (guint) port, &error))
        status = adj_cli_fail ("host", error);
    }
  if (status == 0)
    {
      gconstpointer sc = adj_journal_get_scenario (h.journal);
      for (int side = 0; side < 2; side++)
        {
          g_autofree char *url = adj_host_get_url (h.host, side);
          printf ("%s %s\n", rs->side_id (sc, side), url);
        }
      if (fflush (stdout) != 0)
        status = ADJ_CLI_EXIT_OUTPUT;
    }
  if (status == 0)
    {
      GMainLoop *loop = g_main_loop_new (NULL, FALSE);
      guint term = g_unix_signal_add (SIGTERM, quit, loop);
      guint intr = g_unix_signal_add (SIGINT, quit, loop);
      g_main_loop_run (loop);
      g_source_remove (term);
      g_source_remove (intr);
      g_main_loop_unref (loop);
    }
  if (h.host != NULL)
    {
      adj_host_stop (h.host);
      g_object_unref (h.host);
    }
  adj_journal_free (h.journal);
  return status;
}
