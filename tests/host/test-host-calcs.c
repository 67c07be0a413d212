/* The calculators on a player's device through the real host over
 * loopback (docs/devices.md, "Calculators on a device"): The Glory that
 * Was's demonstration in its first missile phase, the view's table naming
 * the units, and /api/calc answering missile fire (5.0-5.3) for units
 * picked by id, refusing an id that is not a unit in play (400) and a
 * melee the game does not allow now (422, 3.0). */
#include <string.h>

#include <adjutant-engine.h>

#include "adj-host.h"
#include "host-client.h"

typedef struct {
  AdjTgtwScenario *sc;
  AdjJournal *journal;
  AdjHost *host;
  SoupSession *session;
  char *base;
} Fixture;

static AdjJournal *
fixture_journal (gpointer data)
{
  return ((Fixture *) data)->journal;
}

static gboolean
fixture_apply (gpointer data, int side, gconstpointer const *moves, guint n, GError **error)
{
  Fixture *f = data;
  if (!adj_journal_apply_group (f->journal, moves, n, error))
    return FALSE;
  adj_host_changed (f->host);
  return TRUE;
}

static const AdjHostOwner owner = { fixture_journal, fixture_apply };

static void
apply (Fixture *f, AdjTgtwMove *m)
{
  GError *error = NULL;
  g_assert_true (adj_journal_apply (f->journal, m, &error));
  g_assert_no_error (error);
  adj_tgtw_move_free (m);
}

/* 4.0: Red wins every sector and acts first (3.0); then the First Missile Phase. */
static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  GError *error = NULL;
  g_autofree char *path = adj_paths_data_file ("tgtw", "demo-red-and-blue.json", NULL);
  f->sc = adj_tgtw_scenario_load_file (path, &error);
  g_assert_no_error (error);
  f->journal = adj_journal_new (&adj_tgtw_ruleset, f->sc, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < 3; s++)
    apply (f, adj_tgtw_move_initiative (s, 9, 2));
  for (guint s = 0; s < 3; s++)
    apply (f, adj_tgtw_move_first (s, 0));
  apply (f, adj_tgtw_move_next ());
  f->host = adj_host_new (&owner, f, &error);
  g_assert_no_error (error);
  g_assert_true (adj_host_start (f->host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  f->base = g_strdup_printf ("http://127.0.0.1:%u", adj_host_get_port (f->host));
  f->session = soup_session_new ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->host);
  g_clear_object (&f->session);
  adj_journal_free (f->journal);
  adj_tgtw_scenario_unref (f->sc);
  g_free (f->base);
}

static HostReply
calc (Fixture *f, const char *body)
{
  g_autofree char *url = g_strconcat (f->base, "/api/calc", NULL);
  return host_request (f->session, "POST", url, adj_host_get_token (f->host, 0), body, "Adjutant-Device", "phone-red",
                       NULL);
}

static int
unit (Fixture *f, const char *id)
{
  int u = adj_tgtw_scenario_find_unit (f->sc, id);
  g_assert_cmpint (u, >=, 0);
  return u;
}

/* 5.0-5.3: the Red Archers (shortbow 2) and Peltasts (javelin 3) one hex
 * from the Blue Levy: 5, MFT column 5: D on 2-4, R on 5-6. */
static void
test_missile (Fixture *f, gconstpointer data)
{
  g_autofree char *url = g_strconcat (f->base, "/api/view", NULL);
  HostReply view = host_request (f->session, "GET", url, adj_host_get_token (f->host, 0), NULL, NULL);
  g_assert_cmpuint (view.status, ==, 200);
  g_autofree char *levy = g_strdup_printf ("{\"id\":%d,\"name\":\"Blue Levy\"}", unit (f, "blue-levy"));
  json_object *v = json_object_object_get (view.body, "view");
  const char *calcs = json_object_to_json_string_ext (json_object_object_get (v, "calculators"), JSON_C_TO_STRING_PLAIN);
  g_assert_nonnull (strstr (calcs, "{\"name\":\"target\",\"label\":\"The target\",\"kind\":\"unit\""));
  g_assert_nonnull (strstr (calcs, levy));
  host_reply_clear (&view);

  g_autofree char *body = g_strdup_printf ("{\"calculator\":\"missile\",\"input\":{\"target\":%d,\"firer1\":%d,"
                                           "\"range1\":1,\"firer2\":%d,\"range2\":1}}", unit (f, "blue-levy"),
                                           unit (f, "red-archers"), unit (f, "red-peltasts"));
  HostReply r = calc (f, body);
  g_assert_cmpuint (r.status, ==, 200);
  json_object *result = json_object_object_get (r.body, "result");
  g_assert_cmpint (json_object_get_int (json_object_object_get (result, "potential")), ==, 5);
  json_object *outcomes = json_object_object_get (result, "outcomes");
  g_assert_cmpfloat (json_object_get_double (json_object_object_get (outcomes, "D")), ==, 0.5);
  g_assert_cmpfloat_with_epsilon (json_object_get_double (json_object_object_get (outcomes, "R")), 1 / 3.0, 1e-9);
  host_reply_clear (&r);

  /* An id that is no unit in play: 400, with the input named. */
  r = calc (f, "{\"calculator\":\"missile\",\"input\":{\"target\":99,\"firer1\":0}}");
  g_assert_cmpuint (r.status, ==, 400);
  g_assert_nonnull (strstr (r.text, "input.target: expected one of the game's units in play"));
  host_reply_clear (&r);

  /* 3.0: no melee in a missile phase; the rules refuse it (422). */
  g_autofree char *melee = g_strdup_printf ("{\"calculator\":\"melee\",\"input\":{\"attacker\":%d,\"defender\":%d}}",
                                            unit (f, "red-hoplites-1"), unit (f, "blue-guard"));
  r = calc (f, melee);
  g_assert_cmpuint (r.status, ==, 422);
  g_assert_nonnull (strstr (r.text, "3.0: melee is in the Action phase"));
  host_reply_clear (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/host/calcs/tgtw/5.0-missile-by-unit", Fixture, NULL, fixture_set_up, test_missile,
              fixture_tear_down);
  return g_test_run ();
}
