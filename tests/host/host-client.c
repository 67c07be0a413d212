/* A device for the host's tests (host-client.h). */
#include "host-client.h"

#include <stdarg.h>
#include <string.h>

static gboolean
timed_out (gpointer flag)
{
  *(gboolean *) flag = TRUE;
  return G_SOURCE_REMOVE;
}

gboolean
host_wait_for (const gboolean *flag, guint seconds)
{
  gboolean late = FALSE;
  guint source = g_timeout_add_seconds (seconds, timed_out, &late);
  while (!*flag && !late)
    g_main_context_iteration (NULL, TRUE);
  if (!late)
    g_source_remove (source);
  return *flag;
}

void
host_reply_clear (HostReply *r)
{
  json_object_put (r->body);
  g_free (r->text);
  *r = (HostReply) { 0 };
}

typedef struct {
  gboolean done;
  GBytes *bytes;
  GError *error;
} Sent;

static void
sent (GObject *source, GAsyncResult *result, gpointer data)
{
  Sent *s = data;
  s->bytes = soup_session_send_and_read_finish (SOUP_SESSION (source), result, &s->error);
  s->done = TRUE;
}

HostReply
host_request (SoupSession *session, const char *method, const char *url, const char *token, const char *body,
              ...)
{
  SoupMessage *msg = soup_message_new (method, url);
  g_assert_nonnull (msg);
  SoupMessageHeaders *h = soup_message_get_request_headers (msg);
  if (token != NULL)
    {
      g_autofree char *bearer = g_strdup_printf ("Bearer %s", token);
      soup_message_headers_replace (h, "Authorization", bearer);
    }
  va_list args;
  va_start (args, body);
  for (const char *name = va_arg (args, const char *); name != NULL; name = va_arg (args, const char *))
    soup_message_headers_replace (h, name, va_arg (args, const char *));
  va_end (args);
  if (body != NULL)
    {
      g_autoptr (GBytes) bytes = g_bytes_new (body, strlen (body));
      soup_message_set_request_body_from_bytes (msg, "application/json", bytes);
    }
  Sent s = { 0 };
  soup_session_send_and_read_async (session, msg, G_PRIORITY_DEFAULT, NULL, sent, &s);
  g_assert_true (host_wait_for (&s.done, 20));
  g_assert_no_error (s.error);
  HostReply r = { soup_message_get_status (msg), NULL, NULL };
  gsize len;
  const char *data = g_bytes_get_data (s.bytes, &len);
  r.text = g_strndup (data, len);
  r.body = json_tokener_parse (r.text);
  g_bytes_unref (s.bytes);
  g_object_unref (msg);
  return r;
}

static void
on_message (SoupWebsocketConnection *c, gint type, GBytes *message, HostSocket *s)
{
  gsize len;
  const char *data = g_bytes_get_data (message, &len);
  g_autofree char *text = g_strndup (data, len);
  json_object *o = json_tokener_parse (text);
  g_assert_nonnull (o);
  g_queue_push_tail (&s->messages, o);
}

static void
on_closed (SoupWebsocketConnection *c, HostSocket *s)
{
  s->closed = TRUE;
  s->close_code = soup_websocket_connection_get_close_code (c);
}

typedef struct {
  gboolean done;
  SoupWebsocketConnection *connection;
  GError *error;
} Connected;

static void
connected (GObject *source, GAsyncResult *result, gpointer data)
{
  Connected *c = data;
  c->connection = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &c->error);
  c->done = TRUE;
}

HostSocket *
host_socket_open (SoupSession *session, const char *base, const char *token, const char *device)
{
  return host_socket_open_in (session, base, token, device, NULL);
}

HostSocket *
host_socket_open_in (SoupSession *session, const char *base, const char *token, const char *device,
                     const char *accept_language)
{
  g_autofree char *url = g_strdup_printf ("%s/api/socket", base);
  g_autoptr (SoupMessage) msg = soup_message_new (SOUP_METHOD_GET, url);
  if (accept_language != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (msg), "Accept-Language", accept_language);
  Connected c = { 0 };
  soup_session_websocket_connect_async (session, msg, NULL, NULL, G_PRIORITY_DEFAULT, NULL, connected, &c);
  g_assert_true (host_wait_for (&c.done, 20));
  g_assert_no_error (c.error);
  HostSocket *s = g_new0 (HostSocket, 1);
  g_queue_init (&s->messages);
  s->connection = c.connection;
  g_signal_connect (s->connection, "message", G_CALLBACK (on_message), s);
  g_signal_connect (s->connection, "closed", G_CALLBACK (on_closed), s);
  if (token != NULL)
    {
      json_object *hello = json_object_new_object ();
      json_object_object_add (hello, "token", json_object_new_string (token));
      json_object_object_add (hello, "device", json_object_new_string (device != NULL ? device : "test"));
      json_object_object_add (hello, "name", json_object_new_string ("a test device"));
      soup_websocket_connection_send_text (s->connection, json_object_to_json_string (hello));
      json_object_put (hello);
    }
  return s;
}

json_object *
host_socket_next (HostSocket *s, guint seconds)
{
  gboolean late = FALSE;
  guint source = g_timeout_add_seconds (seconds, timed_out, &late);
  while (g_queue_is_empty (&s->messages) && !late && !s->closed)
    g_main_context_iteration (NULL, TRUE);
  if (!late)
    g_source_remove (source);
  return g_queue_pop_head (&s->messages);
}

gboolean
host_socket_wait_closed (HostSocket *s, guint seconds)
{
  return host_wait_for (&s->closed, seconds);
}

void
host_socket_free (HostSocket *s)
{
  if (s == NULL)
    return;
  g_signal_handlers_disconnect_by_data (s->connection, s);
  if (soup_websocket_connection_get_state (s->connection) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (s->connection, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
  g_object_unref (s->connection);
  while (!g_queue_is_empty (&s->messages))
    json_object_put (g_queue_pop_head (&s->messages));
  g_free (s);
}

json_object *
host_member (json_object *o, const char *path)
{
  g_auto (GStrv) keys = g_strsplit (path, ".", -1);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      json_object *next = NULL;
      if (!json_object_object_get_ex (o, keys[i], &next))
        g_error ("no '%s' in %s", path, json_object_to_json_string (o));
      o = next;
    }
  return o;
}

const char *
host_text_at (json_object *o, const char *path)
{
  return json_object_get_string (host_member (o, path));
}

static AdjJournal *
game_journal (gpointer data)
{
  return ((HostGame *) data)->journal;
}

static gboolean
game_apply (gpointer data, int side, gconstpointer const *moves, guint n, GError **error)
{
  HostGame *g = data;
  if (!adj_journal_apply_group (g->journal, moves, n, error))
    return FALSE;
  g->applied++;
  adj_host_changed (g->host);
  return TRUE;
}

const AdjHostOwner host_game_owner = { game_journal, game_apply };
