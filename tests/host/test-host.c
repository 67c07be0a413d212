/* The players' devices' server over loopback (docs/devices.md), with the
 * toy ruleset as the game: the page, tokens and their limit, views by
 * side and their secrets, moves and every refusal, two devices at once,
 * WebSocket updates, reconnecting, dropping a device, a host restarted. */
#include <string.h>

#include "../toy/toy-ruleset.h"
#include "adj-host.h"
#include "adj-host-guard.h"
#include "host-client.h"

typedef struct {
  HostGame game;
  SoupSession *session;
  char *base;
} Fixture;

static void
start_host (Fixture *f)
{
  GError *error = NULL;
  f->game.host = adj_host_new (&host_game_owner, &f->game, &error);
  g_assert_no_error (error);
  g_assert_true (adj_host_start (f->game.host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  g_free (f->base);
  f->base = g_strdup_printf ("http://127.0.0.1:%u", adj_host_get_port (f->game.host));
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  ToyScenario *sc = toy_scenario_new ("counter", 0, 100);
  GError *error = NULL;
  f->game.journal = adj_journal_new (&toy_ruleset, sc, NULL, NULL, &error);
  g_assert_no_error (error);
  toy_ruleset.scenario_unref (sc);
  f->session = soup_session_new ();
  start_host (f);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->game.host);
  g_clear_object (&f->session);
  adj_journal_free (f->game.journal);
  g_free (f->base);
}

static HostReply
get (Fixture *f, const char *path, const char *token)
{
  g_autofree char *url = g_strconcat (f->base, path, NULL);
  return host_request (f->session, "GET", url, token, NULL, NULL);
}

static HostReply
post (Fixture *f, const char *token, const char *move, const char *action)
{
  g_autofree char *url = g_strconcat (f->base, "/api/move", NULL);
  if (action != NULL)
    return host_request (f->session, "POST", url, token, move, "Adjutant-Action", action, NULL);
  return host_request (f->session, "POST", url, token, move, NULL);
}

static int
counter_in (json_object *reply)
{
  return json_object_get_int (host_member (reply, "view.state.counter"));
}

static const char *
left (Fixture *f)
{
  return adj_host_get_token (f->game.host, 0);
}

static const char *
right (Fixture *f)
{
  return adj_host_get_token (f->game.host, 1);
}

/* The page is served to anyone (it holds no game), with a policy that
 * keeps it to this host; the API is not. */
static void
test_page (Fixture *f, gconstpointer data)
{
  HostReply r = get (f, "/", NULL);
  g_assert_cmpuint (r.status, ==, 200);
  g_assert_nonnull (strstr (r.text, "<script src=\"/app.js\""));
  g_assert_null (strstr (r.text, left (f)));
  host_reply_clear (&r);
  const char *paths[] = { "/app.js", "/games.js", "/style.css", "/icon.svg" };
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      r = get (f, paths[i], NULL);
      g_assert_cmpuint (r.status, ==, 200);
      host_reply_clear (&r);
    }
  r = get (f, "/secret.txt", NULL);
  g_assert_cmpuint (r.status, ==, 404);
  host_reply_clear (&r);
  r = get (f, "/api/view", NULL);
  g_assert_cmpuint (r.status, ==, 401);
  g_assert_cmpstr (host_text_at (r.body, "error"), ==, "this page's address is not one of this game's");
  host_reply_clear (&r);
}

/* One token per side, 128 random bits each, new with every host; never
 * read from a query or a path. */
static void
test_tokens (Fixture *f, gconstpointer data)
{
  g_assert_cmpuint (strlen (left (f)), ==, 32);
  g_assert_cmpstr (left (f), !=, right (f));
  HostReply r = get (f, "/api/view", left (f));
  g_assert_cmpuint (r.status, ==, 200);
  g_assert_cmpstr (host_text_at (r.body, "view.side.id"), ==, "left");
  g_assert_cmpstr (host_text_at (r.body, "view.side.name"), ==, "Left");
  g_assert_cmpstr (host_text_at (r.body, "view.ruleset"), ==, "toy");
  host_reply_clear (&r);
  r = get (f, "/api/view", right (f));
  g_assert_cmpstr (host_text_at (r.body, "view.side.id"), ==, "right");
  host_reply_clear (&r);
  g_autofree char *query = g_strdup_printf ("/api/view?token=%s", left (f));
  r = get (f, query, NULL);
  g_assert_cmpuint (r.status, ==, 401);
  host_reply_clear (&r);
  g_autofree char *url = adj_host_get_url (f->game.host, 1);
  g_autofree char *want = g_strdup_printf ("%s/#%s", f->base, right (f));
  g_assert_cmpstr (url, ==, want);

  /* A new host: new tokens; the old ones open nothing. */
  g_autofree char *old = g_strdup (left (f));
  g_clear_object (&f->game.host);
  start_host (f);
  g_assert_cmpstr (left (f), !=, old);
  r = get (f, "/api/view", old);
  g_assert_cmpuint (r.status, ==, 401);
  host_reply_clear (&r);
}

/* Wrong tokens from one address: after ADJ_HOST_GUARD_TRIES of them even
 * the right one is refused, until the window has passed. */
static void
test_guard (void)
{
  g_autoptr (AdjHostGuard) g = adj_host_guard_new (NULL);
  int side = -1;
  const char *good = adj_host_guard_token (g, 1);
  g_assert_cmpint (adj_host_guard_check (g, "10.0.0.9", good, 0, &side), ==, ADJ_HOST_GUARD_OK);
  g_assert_cmpint (side, ==, 1);
  g_autofree char *near = g_strdup (good);
  near[31] = near[31] == '0' ? '1' : '0';
  g_autofree char *longer = g_strconcat (good, "0", NULL);
  g_autofree char *shorter = g_strndup (good, 31);
  const char *wrong[] = { near, longer, shorter, "", NULL };
  for (guint i = 0; i < ADJ_HOST_GUARD_TRIES; i++)
    g_assert_cmpint (adj_host_guard_check (g, "10.0.0.9", wrong[i % G_N_ELEMENTS (wrong)], i, &side), ==,
                     ADJ_HOST_GUARD_WRONG);
  g_assert_cmpint (adj_host_guard_check (g, "10.0.0.9", good, 100, &side), ==, ADJ_HOST_GUARD_LIMITED);
  /* Another address is not concerned; the window ends. */
  g_assert_cmpint (adj_host_guard_check (g, "10.0.0.8", good, 100, &side), ==, ADJ_HOST_GUARD_OK);
  g_assert_cmpint (adj_host_guard_check (g, "10.0.0.9", good, ADJ_HOST_GUARD_WINDOW + 1, &side), ==,
                   ADJ_HOST_GUARD_OK);
  g_assert_cmpstr (adj_host_guard_bearer ("Bearer abc"), ==, "abc");
  g_assert_cmpstr (adj_host_guard_bearer ("bearer  abc"), ==, "abc");
  g_assert_null (adj_host_guard_bearer ("Basic abc"));
  g_assert_null (adj_host_guard_bearer ("Bearer "));
}

static void
test_rate_limit (Fixture *f, gconstpointer data)
{
  for (guint i = 0; i < ADJ_HOST_GUARD_TRIES; i++)
    {
      HostReply r = get (f, "/api/view", "0123456789abcdef0123456789abcdef");
      g_assert_cmpuint (r.status, ==, 401);
      host_reply_clear (&r);
    }
  HostReply r = get (f, "/api/view", left (f));
  g_assert_cmpuint (r.status, ==, 429);
  host_reply_clear (&r);
}

/* Moves as saves write them, applied through the owner; each refusal
 * says why with the game as it is, and changes nothing. */
static void
test_moves (Fixture *f, gconstpointer data)
{
  HostReply r = post (f, left (f), "{\"type\":\"add\",\"n\":3}", NULL);
  g_assert_cmpuint (r.status, ==, 200);
  g_assert_cmpint (counter_in (r.body), ==, 3);
  json_object *journal = host_member (r.body, "view.journal");
  g_assert_cmpuint (json_object_array_length (journal), ==, 1);
  g_assert_cmpstr (host_text_at (json_object_array_get_idx (journal, 0), "text"), ==, "add 3: 0 to 3 (T.1)");
  /* An odd counter owes an add (T.3). */
  json_object *owed = host_member (r.body, "view.owed");
  g_assert_cmpuint (json_object_array_length (owed), ==, 1);
  g_assert_cmpstr (host_text_at (json_object_array_get_idx (owed, 0), "rule"), ==, "T.3");
  host_reply_clear (&r);

  const struct { const char *token, *move; guint status; const char *error; } refused[] = {
    { NULL, "{\"type\":\"add\",\"n\":8}", 403, "move: this move is for Left's player to make" },
    { NULL, "{\"type\":\"add\",\"n\":7}", 422, "an add of 7 is not allowed (T.4)" },
    { NULL, "{\"type\":\"add\",\"n\":99}", 400, "move.n: 99 is outside 1..9" },
    { NULL, "{\"type\":", 400, "move: the JSON text ends too early" },
    { NULL, "[]", 400, "move: expected a move (an object) or a group of them" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      r = post (f, right (f), refused[i].move, NULL);
      g_assert_cmpuint (r.status, ==, refused[i].status);
      g_assert_cmpstr (host_text_at (r.body, "error"), ==, refused[i].error);
      g_assert_cmpint (counter_in (r.body), ==, 3);
      host_reply_clear (&r);
    }
  g_assert_cmpuint (adj_journal_get_length (f->game.journal), ==, 1);

  /* Made against an old action: refused with the game as it is now. */
  g_autofree char *now = g_strdup_printf ("%" G_GUINT64_FORMAT, adj_host_get_action (f->game.host));
  g_autofree char *before = g_strdup_printf ("%" G_GUINT64_FORMAT, adj_host_get_action (f->game.host) - 1);
  r = post (f, right (f), "{\"type\":\"add\",\"n\":1}", before);
  g_assert_cmpuint (r.status, ==, 409);
  g_assert_cmpstr (host_text_at (r.body, "view.action"), ==, now);
  host_reply_clear (&r);
  r = post (f, right (f), "{\"type\":\"add\",\"n\":1}", now);
  g_assert_cmpuint (r.status, ==, 200);
  g_assert_cmpint (counter_in (r.body), ==, 4);
  host_reply_clear (&r);
  /* A group is one step. */
  r = post (f, left (f), "[{\"type\":\"add\",\"n\":8},{\"type\":\"add\",\"n\":2}]", NULL);
  g_assert_cmpuint (r.status, ==, 200);
  g_assert_cmpint (counter_in (r.body), ==, 14);
  g_assert_cmpuint (adj_journal_get_length (f->game.journal), ==, 3);
  host_reply_clear (&r);
}

/* A roll the device asks of the host: the host's seed, the ruleset's
 * move; a kind not rolled is refused with its rule. */
static void
test_roll (Fixture *f, gconstpointer data)
{
  g_autofree char *url = g_strconcat (f->base, "/api/roll", NULL);
  HostReply r = host_request (f->session, "POST", url, right (f), "{\"kind\":\"add\"}", NULL);
  g_assert_cmpuint (r.status, ==, 200);
  int rolled = counter_in (r.body);
  g_assert_cmpint (rolled, >=, 1);
  g_assert_cmpint (rolled, <=, 6);
  g_assert_cmpuint (adj_journal_get_length (f->game.journal), ==, 1);
  host_reply_clear (&r);
  r = host_request (f->session, "POST", url, right (f), "{\"kind\":\"fly\"}", NULL);
  g_assert_cmpuint (r.status, ==, 422);
  g_assert_cmpstr (host_text_at (r.body, "error"), ==, "'fly' is not rolled (T.1)");
  host_reply_clear (&r);
  r = host_request (f->session, "POST", url, right (f), "{}", NULL);
  g_assert_cmpuint (r.status, ==, 400);
  host_reply_clear (&r);
  r = host_request (f->session, "GET", url, right (f), NULL, NULL);
  g_assert_cmpuint (r.status, ==, 405);
  host_reply_clear (&r);
  r = host_request (f->session, "POST", url, NULL, "{\"kind\":\"add\"}", NULL);
  g_assert_cmpuint (r.status, ==, 401);
  host_reply_clear (&r);
  g_assert_cmpuint (adj_journal_get_length (f->game.journal), ==, 1);
}

/* Each side reads its own secret; the other reads that a choice was made. */
static void
test_secrets (Fixture *f, gconstpointer data)
{
  HostReply r = post (f, left (f), "{\"type\":\"add\",\"n\":8}", NULL);
  g_assert_cmpuint (r.status, ==, 200);
  g_assert_cmpstr (host_text_at (json_object_array_get_idx (host_member (r.body, "view.journal"), 0), "text"), ==,
                   "add 8: 0 to 8 (T.1)");
  host_reply_clear (&r);
  r = get (f, "/api/view", right (f));
  g_assert_cmpstr (host_text_at (json_object_array_get_idx (host_member (r.body, "view.journal"), 0), "text"), ==,
                   "left adds in secret (T.1)");
  g_assert_null (strstr (r.text, "add 8"));
  host_reply_clear (&r);
}

static guint
n_devices (Fixture *f)
{
  return g_list_model_get_n_items (adj_host_get_devices (f->game.host));
}

/* The socket: a view on hello and on every change, the host's undo
 * included; a device that comes back gets the whole game again. */
static void
test_socket (Fixture *f, gconstpointer data)
{
  HostSocket *a = host_socket_open (f->session, f->base, left (f), "phone-a");
  HostSocket *b = host_socket_open (f->session, f->base, right (f), "phone-b");
  json_object *m = host_socket_next (a, 10);
  g_assert_nonnull (m);
  g_assert_cmpstr (host_text_at (m, "type"), ==, "view");
  g_assert_cmpstr (host_text_at (m, "view.side.id"), ==, "left");
  json_object_put (m);
  json_object_put (host_socket_next (b, 10));
  g_assert_cmpuint (n_devices (f), ==, 2);

  HostReply r = post (f, right (f), "{\"type\":\"add\",\"n\":5}", NULL);
  host_reply_clear (&r);
  m = host_socket_next (a, 10);
  g_assert_cmpint (counter_in (m), ==, 5);
  json_object_put (m);
  m = host_socket_next (b, 10);
  g_assert_cmpint (counter_in (m), ==, 5);
  json_object_put (m);

  /* Undo on the host reaches every device. */
  g_assert_true (adj_journal_undo (f->game.journal));
  adj_host_changed (f->game.host);
  m = host_socket_next (a, 10);
  g_assert_cmpint (counter_in (m), ==, 0);
  g_assert_cmpuint (json_object_array_length (host_member (m, "view.journal")), ==, 0);
  json_object_put (m);
  json_object_put (host_socket_next (b, 10));

  /* Gone and back: the game as it is now, whatever it missed. */
  host_socket_free (b);
  g_assert_true (adj_journal_redo (f->game.journal));
  adj_host_changed (f->game.host);
  json_object_put (host_socket_next (a, 10));
  b = host_socket_open (f->session, f->base, right (f), "phone-b");
  m = host_socket_next (b, 10);
  g_assert_cmpint (counter_in (m), ==, 5);
  g_autofree char *action = g_strdup_printf ("%" G_GUINT64_FORMAT, adj_host_get_action (f->game.host));
  g_assert_cmpstr (host_text_at (m, "view.action"), ==, action);
  json_object_put (m);

  /* A wrong hello is closed. */
  HostSocket *c = host_socket_open (f->session, f->base, "nope", "phone-c");
  g_assert_true (host_socket_wait_closed (c, 10));
  g_assert_cmpuint (c->close_code, ==, 4001);
  host_socket_free (c);

  host_socket_free (a);
  host_socket_free (b);
}

/* Two devices send at once: one move is applied, then the other against
 * the game the first left: nothing is lost or overwritten. Made against
 * the same action, the second is refused and told the game moved on. */
typedef struct {
  gboolean done;
  guint status;
} Async;

static void
async_done (GObject *source, GAsyncResult *result, gpointer data)
{
  Async *a = data;
  SoupMessage *msg = soup_session_get_async_result_message (SOUP_SESSION (source), result);
  g_autoptr (GBytes) bytes = soup_session_send_and_read_finish (SOUP_SESSION (source), result, NULL);
  a->status = soup_message_get_status (msg);
  a->done = TRUE;
}

static void
post_async (Fixture *f, const char *token, const char *move, const char *action, Async *a)
{
  g_autofree char *url = g_strconcat (f->base, "/api/move", NULL);
  g_autoptr (SoupMessage) msg = soup_message_new ("POST", url);
  g_autofree char *bearer = g_strdup_printf ("Bearer %s", token);
  soup_message_headers_replace (soup_message_get_request_headers (msg), "Authorization", bearer);
  if (action != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (msg), "Adjutant-Action", action);
  g_autoptr (GBytes) body = g_bytes_new (move, strlen (move));
  soup_message_set_request_body_from_bytes (msg, "application/json", body);
  soup_session_send_and_read_async (f->session, msg, G_PRIORITY_DEFAULT, NULL, async_done, a);
}

static void
test_two_at_once (Fixture *f, gconstpointer data)
{
  Async a = { 0 }, b = { 0 };
  post_async (f, left (f), "{\"type\":\"add\",\"n\":2}", NULL, &a);
  post_async (f, right (f), "{\"type\":\"add\",\"n\":3}", NULL, &b);
  g_assert_true (host_wait_for (&a.done, 20) && host_wait_for (&b.done, 20));
  g_assert_cmpuint (a.status, ==, 200);
  g_assert_cmpuint (b.status, ==, 200);
  g_assert_cmpint (toy_state_counter (adj_journal_get_state (f->game.journal)), ==, 5);
  g_assert_cmpuint (adj_journal_get_length (f->game.journal), ==, 2);

  g_autofree char *action = g_strdup_printf ("%" G_GUINT64_FORMAT, adj_host_get_action (f->game.host));
  Async c = { 0 }, d = { 0 };
  post_async (f, left (f), "{\"type\":\"add\",\"n\":1}", action, &c);
  post_async (f, right (f), "{\"type\":\"add\",\"n\":4}", action, &d);
  g_assert_true (host_wait_for (&c.done, 20) && host_wait_for (&d.done, 20));
  g_assert_cmpuint (MIN (c.status, d.status), ==, 200);
  g_assert_cmpuint (MAX (c.status, d.status), ==, 409);
  g_assert_cmpuint (adj_journal_get_length (f->game.journal), ==, 3);
  g_assert_cmpuint (f->game.applied, ==, 3);
}

/* Dropped: closed, and refused again on the socket and over HTTP. */
static void
test_drop (Fixture *f, gconstpointer data)
{
  HostSocket *a = host_socket_open (f->session, f->base, left (f), "phone-a");
  json_object_put (host_socket_next (a, 10));
  g_assert_cmpuint (n_devices (f), ==, 1);
  g_autoptr (AdjHostDevice) d = g_list_model_get_item (adj_host_get_devices (f->game.host), 0);
  g_assert_cmpstr (adj_host_device_get_id (d), ==, "phone-a");
  g_assert_cmpstr (adj_host_device_get_address (d), ==, "127.0.0.1");
  g_assert_cmpint (adj_host_device_get_side (d), ==, 0);
  adj_host_drop_device (f->game.host, d);
  g_assert_true (host_socket_wait_closed (a, 10));
  g_assert_cmpuint (a->close_code, ==, 4003);
  g_assert_cmpuint (n_devices (f), ==, 0);
  host_socket_free (a);

  a = host_socket_open (f->session, f->base, left (f), "phone-a");
  g_assert_true (host_socket_wait_closed (a, 10));
  g_assert_cmpuint (a->close_code, ==, 4003);
  host_socket_free (a);
  g_autofree char *url = g_strconcat (f->base, "/api/view", NULL);
  HostReply r = host_request (f->session, "GET", url, left (f), NULL, "Adjutant-Device", "phone-a", NULL);
  g_assert_cmpuint (r.status, ==, 403);
  host_reply_clear (&r);
  /* Another device of the side is still welcome. */
  a = host_socket_open (f->session, f->base, left (f), "phone-z");
  json_object *m = host_socket_next (a, 10);
  g_assert_nonnull (m);
  json_object_put (m);
  host_socket_free (a);
}

/* The host stops: every device is told; a new host has new tokens. */
static void
test_restart (Fixture *f, gconstpointer data)
{
  HostSocket *a = host_socket_open (f->session, f->base, left (f), "phone-a");
  json_object_put (host_socket_next (a, 10));
  adj_host_stop (f->game.host);
  g_assert_true (host_socket_wait_closed (a, 10));
  g_assert_cmpuint (a->close_code, ==, SOUP_WEBSOCKET_CLOSE_GOING_AWAY);
  g_assert_false (adj_host_is_running (f->game.host));
  host_socket_free (a);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/host/guard", test_guard);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/host/page", test_page);
  ADD ("/host/tokens", test_tokens);
  ADD ("/host/rate-limit", test_rate_limit);
  ADD ("/host/moves", test_moves);
  ADD ("/host/secrets", test_secrets);
  ADD ("/host/roll", test_roll);
  ADD ("/host/socket", test_socket);
  ADD ("/host/two-at-once", test_two_at_once);
  ADD ("/host/drop", test_drop);
  ADD ("/host/restart", test_restart);
  return g_test_run ();
}
