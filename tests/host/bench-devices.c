/* Benchmark: a move from one device reaches every other device (budget
 * 100 ms with 8 devices, docs/design.md). Eight WebSocket devices on
 * loopback, four per side; one posts a move, the time runs until the
 * last of the others has the view that holds it. Prints the median and
 * the worst of ROUNDS moves and whether the budget is met; exits 1 when
 * the worst is over. The host and the devices share one main loop, as
 * the app's host and its window do, so the figure includes the host's
 * whole work: parse, check, apply, build each side's view, send.
 *   bench-devices [ROUNDS] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../toy/toy-ruleset.h"
#include "adj-host.h"
#include "host-client.h"

#define DEVICES 8
#define BUDGET_MS 100.0

static int
by_value (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static void
drain (HostSocket *s)
{
  json_object *m;
  while ((m = g_queue_pop_head (&s->messages)) != NULL)
    json_object_put (m);
}

int
main (int argc, char **argv)
{
  int rounds = argc > 1 ? MAX (1, atoi (argv[1])) : 200;
  ToyScenario *sc = toy_scenario_new ("counter", 0, 1000000);
  GError *error = NULL;
  HostGame g = { adj_journal_new (&toy_ruleset, sc, NULL, NULL, &error), NULL, 0 };
  g_assert_no_error (error);
  toy_ruleset.scenario_unref (sc);
  g.host = adj_host_new (&host_game_owner, &g, &error);
  g_assert_no_error (error);
  g_assert_true (adj_host_start (g.host, "127.0.0.1", 0, &error));
  g_autofree char *base = g_strdup_printf ("http://127.0.0.1:%u", adj_host_get_port (g.host));
  SoupSession *session = soup_session_new_with_options ("max-conns", 64, "max-conns-per-host", 64, NULL);
  HostSocket *devices[DEVICES];
  for (int i = 0; i < DEVICES; i++)
    {
      g_autofree char *id = g_strdup_printf ("bench-%d", i);
      devices[i] = host_socket_open (session, base, adj_host_get_token (g.host, i % 2), id);
      json_object_put (host_socket_next (devices[i], 10));
    }
  g_autofree char *url = g_strconcat (base, "/api/move", NULL);
  double *ms = g_new (double, rounds);
  for (int r = 0; r < rounds; r++)
    {
      for (int i = 0; i < DEVICES; i++)
        drain (devices[i]);
      gint64 t0 = g_get_monotonic_time ();
      HostReply reply = host_request (session, "POST", url, adj_host_get_token (g.host, 0),
                                      "{\"type\":\"add\",\"n\":2}", NULL);
      g_assert_cmpuint (reply.status, ==, 200);
      host_reply_clear (&reply);
      /* Every other device has the new view. */
      for (int i = 1; i < DEVICES; i++)
        while (g_queue_is_empty (&devices[i]->messages))
          g_main_context_iteration (NULL, TRUE);
      ms[r] = (double) (g_get_monotonic_time () - t0) / 1000.0;
    }
  qsort (ms, (size_t) rounds, sizeof *ms, by_value);
  double median = ms[rounds / 2], worst = ms[rounds - 1];
  printf ("devices: %d devices on loopback, %d moves: median %.2f ms, worst %.2f ms (budget %.0f ms): %s\n",
          DEVICES, rounds, median, worst, BUDGET_MS, worst <= BUDGET_MS ? "met" : "OVER");
  for (int i = 0; i < DEVICES; i++)
    host_socket_free (devices[i]);
  g_object_unref (session);
  g_free (ms);
  g_object_unref (g.host);
  adj_journal_free (g.journal);
  return worst <= BUDGET_MS ? 0 : 1;
}
