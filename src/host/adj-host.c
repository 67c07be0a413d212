/* The players' devices' server (adj-host.h). libsoup runs every handler on
 * the owner's main loop, one at a time: two devices posting at once are
 * applied in turn, the second against the game the first left. */
#include "adj-host.h"

#include <string.h>

#include "core/i18n.h"

#include "adj-host-calc.h"
#include "adj-host-guard.h"
#include "adj-host-lang.h"
#include "adj-host-moves.h"
#include "adj-host-view.h"

#define RESOURCES "/io/github/adjutant/Adjutant/host/"

/* adj-host-resources.c, generated without a constructor (a static
 * library's object that nothing references would be dropped with it). */
GResource *adj_host_get_resource (void);
void adj_host_register_resource (void);
/* A move or a hello is small; nothing bigger is read. */
#define MAX_BODY (256 * 1024)
/* A socket that has not said who it is by then is closed. */
#define HELLO_SECONDS 10
/* WebSocket close codes of our own (4000-4999 are the application's). */
#define CLOSE_REFUSED 4001
#define CLOSE_DROPPED 4003

struct _AdjHost {
  GObject parent_instance;
  const AdjHostOwner *owner;
  gpointer owner_data;
  SoupServer *server;
  AdjHostGuard *guard;
  GListStore *devices;
  GHashTable *dropped;   /* device ids refused until the host stops */
  GHashTable *waiting;   /* connection -> its hello timeout source id */
  char *address;
  guint port;
};

G_DEFINE_FINAL_TYPE (AdjHost, adj_host, G_TYPE_OBJECT)

static AdjJournal *
journal_of (AdjHost *self)
{
  return self->owner->journal (self->owner_data);
}

guint64
adj_host_get_action (AdjHost *self)
{
  AdjJournal *j = journal_of (self);
  return j != NULL ? adj_journal_get_generation (j) : 0;
}

/* Built in the language pushed now (adj_i18n_push): the device's. */
static char *
view_text (AdjHost *self, int side, const char *type, const char *error)
{
  AdjJournal *j = journal_of (self);
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "type", json_object_new_string (type));
  if (error != NULL)
    json_object_object_add (o, "error", json_object_new_string (error));
  json_object *view = j != NULL ? adj_host_view (j, side, adj_journal_get_generation (j)) : NULL;
  if (view != NULL)
    json_object_object_add (o, "view", view);
  char *text = g_strdup (json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE));
  json_object_put (o);
  return text;
}

static void
send_view (AdjHost *self, AdjHostDevice *device)
{
  SoupWebsocketConnection *c = adj_host_device_get_connection (device);
  if (soup_websocket_connection_get_state (c) != SOUP_WEBSOCKET_STATE_OPEN)
    return;
  const AdjCatalog *host = adj_i18n_push (adj_host_lang_catalog (adj_host_device_get_lang (device)));
  g_autofree char *text = view_text (self, adj_host_device_get_side (device), "view", NULL);
  adj_i18n_pop (host);
  soup_websocket_connection_send_text (c, text);
  adj_host_device_set_action (device, adj_host_get_action (self));
}

void
adj_host_changed (AdjHost *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->devices));
  /* One view per side and language, not per device: devices of a side
   * reading the same language share it. */
  char *text[2][ADJ_HOST_N_LANGS] = { { NULL } };
  guint64 action = adj_host_get_action (self);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (AdjHostDevice) d = g_list_model_get_item (G_LIST_MODEL (self->devices), i);
      SoupWebsocketConnection *c = adj_host_device_get_connection (d);
      int side = adj_host_device_get_side (d);
      AdjHostLang lang = adj_host_device_get_lang (d);
      if (soup_websocket_connection_get_state (c) != SOUP_WEBSOCKET_STATE_OPEN)
        continue;
      if (text[side][lang] == NULL)
        {
          const AdjCatalog *host = adj_i18n_push (adj_host_lang_catalog (lang));
          text[side][lang] = view_text (self, side, "view", NULL);
          adj_i18n_pop (host);
        }
      soup_websocket_connection_send_text (c, text[side][lang]);
      adj_host_device_set_action (d, action);
    }
  for (guint s = 0; s < 2; s++)
    for (guint l = 0; l < ADJ_HOST_N_LANGS; l++)
      g_free (text[s][l]);
}

/* HTTP */

static void
common_headers (SoupServerMessage *msg)
{
  SoupMessageHeaders *h = soup_server_message_get_response_headers (msg);
  soup_message_headers_replace (h, "Cache-Control", "no-store");
  soup_message_headers_replace (h, "X-Content-Type-Options", "nosniff");
  soup_message_headers_replace (h, "Referrer-Policy", "no-referrer");
  soup_message_headers_replace (h, "Content-Security-Policy",
                                "default-src 'self'; connect-src 'self'; img-src 'self' data:; "
                                "frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
}

static void
respond_text (SoupServerMessage *msg, guint status, const char *type, const char *text)
{
  common_headers (msg);
  soup_server_message_set_status (msg, status, NULL);
  soup_server_message_set_response (msg, type, SOUP_MEMORY_COPY, text, strlen (text));
}

static void
respond_json (SoupServerMessage *msg, guint status, json_object *o)
{
  respond_text (msg, status, "application/json",
                json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE));
  json_object_put (o);
}

static void
respond_error (SoupServerMessage *msg, guint status, const char *error)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "error", json_object_new_string (error));
  respond_json (msg, status, o);
}

/* The side the request's token opens, or -1 having answered it. */
static int
authorize (AdjHost *self, SoupServerMessage *msg)
{
  SoupMessageHeaders *h = soup_server_message_get_request_headers (msg);
  const char *token = adj_host_guard_bearer (soup_message_headers_get_one (h, "Authorization"));
  const char *device = soup_message_headers_get_one (h, "Adjutant-Device");
  int side = -1;
  switch (adj_host_guard_check (self->guard, soup_server_message_get_remote_host (msg), token,
                                g_get_monotonic_time (), &side))
    {
    case ADJ_HOST_GUARD_OK:
      if (device != NULL && g_hash_table_contains (self->dropped, device))
        {
          respond_error (msg, SOUP_STATUS_FORBIDDEN, _("this device was dropped by the host"));
          return -1;
        }
      return side;
    case ADJ_HOST_GUARD_LIMITED:
      respond_error (msg, 429 /* Too Many Requests */, _("too many wrong tokens from this address: wait a minute"));
      return -1;
    case ADJ_HOST_GUARD_WRONG:
    default:
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "WWW-Authenticate", "Bearer");
      respond_error (msg, SOUP_STATUS_UNAUTHORIZED, _("this page's address is not one of this game's"));
      return -1;
    }
}

/* The view of @side with an error, as a refused move answers. */
static void
respond_view (AdjHost *self, SoupServerMessage *msg, guint status, int side, const char *error)
{
  g_autofree char *text = view_text (self, side, status == SOUP_STATUS_OK ? "view" : "refused", error);
  respond_text (msg, status, "application/json", text);
}

/* Made against the game as the device last saw it (Adjutant-Action):
 * refused, with the game as it is now, when that is not the game any
 * more. TRUE when it answered so. */
static gboolean
answered_stale (AdjHost *self, SoupServerMessage *msg, int side)
{
  const char *seen = soup_message_headers_get_one (soup_server_message_get_request_headers (msg), "Adjutant-Action");
  guint64 action = 0;
  if (seen == NULL || (g_ascii_string_to_unsigned (seen, 10, 0, G_MAXUINT64, &action, NULL)
                       && action == adj_host_get_action (self)))
    return FALSE;
  respond_view (self, msg, SOUP_STATUS_CONFLICT, side,
                _("the game has moved on since this page last saw it: look again, then send it again"));
  return TRUE;
}

/* The owner records, saves and shows the step on the laptop in the
 * laptop's language; a refusal goes back in the device's. */
static gboolean
apply_moves (AdjHost *self, int side, gconstpointer const *moves, guint n, GError **error)
{
  const AdjCatalog *device = adj_i18n_push (NULL);
  GError *refused = NULL;
  gboolean ok = self->owner->apply (self->owner_data, side, moves, n, &refused);
  adj_i18n_pop (device);
  if (ok)
    return TRUE;
  AdjJournal *j = journal_of (self);
  GError *again = device != NULL && j != NULL ? adj_host_refusal (j, moves, n) : NULL;
  if (again != NULL || refused == NULL)
    {
      g_clear_error (&refused);
      refused = again != NULL ? again : g_error_new_literal (ADJ_ERROR, ADJ_ERROR_INVALID, _("refused"));
    }
  g_propagate_error (error, refused);
  return FALSE;
}

static void
post_move (AdjHost *self, SoupServerMessage *msg, int side)
{
  AdjJournal *j = journal_of (self);
  SoupMessageBody *body = soup_server_message_get_request_body (msg);
  if (j == NULL)
    {
      respond_error (msg, SOUP_STATUS_SERVICE_UNAVAILABLE, _("no game is hosted"));
      return;
    }
  if (body->length > MAX_BODY)
    {
      respond_error (msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE, _("a move is never that long"));
      return;
    }


  GError *error = NULL;
  json_object *root = adj_json_parse (body->data != NULL ? body->data : "", body->length, "move", &error);
  g_autoptr (GPtrArray) moves = g_ptr_array_new_with_free_func (adj_journal_get_ruleset (j)->move_free);
  guint status = SOUP_STATUS_BAD_REQUEST;
  if (root == NULL || !adj_host_read_moves (j, side, root, moves, &status, &error))
    {
      json_object_put (root);
      respond_view (self, msg, status, side, error->message);
      g_error_free (error);
      return;
    }
  json_object_put (root);
  if (!apply_moves (self, side, (gconstpointer const *) moves->pdata, moves->len, &error))
    {
      respond_view (self, msg, SOUP_STATUS_UNPROCESSABLE_ENTITY, side, error->message);
      g_error_free (error);
      return;
    }
  respond_view (self, msg, SOUP_STATUS_OK, side, NULL);
}

/* A roll or blind draw the device asks the host to make: the seed is
 * the host's, the move the ruleset's (what a draw picks from may be a
 * secret the device does not hold). */
static void
post_roll (AdjHost *self, SoupServerMessage *msg, int side)
{
  AdjJournal *j = journal_of (self);
  SoupMessageBody *body = soup_server_message_get_request_body (msg);
  if (j == NULL || body->length > MAX_BODY)
    {
      respond_error (msg, SOUP_STATUS_BAD_REQUEST, _("no roll to make"));
      return;
    }
  const AdjRuleset *rs = adj_journal_get_ruleset (j);
  GError *error = NULL;
  json_object *root = adj_json_parse (body->data != NULL ? body->data : "", body->length, "roll", &error);
  const char *kind = NULL;
  json_object *v = NULL;
  if (root != NULL && json_object_object_get_ex (root, "kind", &v) && json_object_is_type (v, json_type_string))
    kind = json_object_get_string (v);
  if (kind == NULL || rs->move_virtual == NULL)
    {
      respond_view (self, msg, SOUP_STATUS_BAD_REQUEST, side,
                    error != NULL ? error->message : _("roll: expected {\"kind\": the move to roll for}"));
      g_clear_error (&error);
      json_object_put (root);
      return;
    }
  guint64 seed = adj_host_guard_seed ();
  gpointer move = rs->move_virtual (adj_journal_get_state (j), kind, seed, &error);
  json_object_put (root);
  int owner = move != NULL && rs->move_side != NULL ? rs->move_side (move, adj_journal_get_state (j)) : -1;
  if (move == NULL || (owner >= 0 && owner != side))
    {
      respond_view (self, msg, move == NULL ? SOUP_STATUS_UNPROCESSABLE_ENTITY : SOUP_STATUS_FORBIDDEN, side,
                    move == NULL ? error->message : _("this roll is for the other side's player to make"));
      g_clear_error (&error);
      if (move != NULL)
        rs->move_free (move);
      return;
    }
  gconstpointer moves[1] = { move };
  gboolean ok = apply_moves (self, side, moves, 1, &error);
  rs->move_free (move);
  respond_view (self, msg, ok ? SOUP_STATUS_OK : SOUP_STATUS_UNPROCESSABLE_ENTITY, side, ok ? NULL : error->message);
  g_clear_error (&error);
}

/* A calculator run on the game in play; either side may ask any. */
static void
post_calc (AdjHost *self, SoupServerMessage *msg)
{
  AdjJournal *j = journal_of (self);
  SoupMessageBody *body = soup_server_message_get_request_body (msg);
  if (j == NULL || body->length > MAX_BODY)
    {
      respond_error (msg, SOUP_STATUS_BAD_REQUEST, _("no calculator to run"));
      return;
    }
  guint status = SOUP_STATUS_OK;
  json_object *answer = adj_host_calc (j, body->data, body->length, &status);
  respond_json (msg, status, answer);
}

static void
answer_api (AdjHost *self, SoupServerMessage *msg, const char *path)
{
  const char *method = soup_server_message_get_method (msg);
  gboolean is_view = g_str_equal (path, "/api/view"), is_move = g_str_equal (path, "/api/move");
  gboolean is_roll = g_str_equal (path, "/api/roll"), is_calc = g_str_equal (path, "/api/calc");
  if (!is_view && !is_move && !is_roll && !is_calc)
    {
      respond_error (msg, SOUP_STATUS_NOT_FOUND, _("no such address"));
      return;
    }
  if ((is_view && method != SOUP_METHOD_GET) || (!is_view && method != SOUP_METHOD_POST))
    {
      soup_message_headers_replace (soup_server_message_get_response_headers (msg), "Allow",
                                    is_view ? "GET" : "POST");
      respond_error (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, _("not with that method"));
      return;
    }
  int side = authorize (self, msg);
  if (side < 0)
    return;
  if (is_view)
    respond_view (self, msg, SOUP_STATUS_OK, side, NULL);
  else if (is_calc)
    post_calc (self, msg);  /* the game does not change: no action to check */
  else if (answered_stale (self, msg, side))
    return;
  else if (is_move)
    post_move (self, msg, side);
  else
    post_roll (self, msg, side);
}

/* Everything a request is answered, in its device's language. */
static void
handle_api (SoupServer *server, SoupServerMessage *msg, const char *path, GHashTable *query, gpointer data)
{
  AdjHostLang lang = adj_host_lang_from_header (
    soup_message_headers_get_one (soup_server_message_get_request_headers (msg), "Accept-Language"));
  const AdjCatalog *host = adj_i18n_push (adj_host_lang_catalog (lang));
  answer_api (data, msg, path);
  adj_i18n_pop (host);
}

static const struct {
  const char *path, *resource, *type;
} files[] = {
  { "/", "index.html", "text/html; charset=utf-8" },
  { "/app.js", "app.js", "text/javascript; charset=utf-8" },
  { "/games.js", "games.js", "text/javascript; charset=utf-8" },
  { "/style.css", "style.css", "text/css; charset=utf-8" },
  { "/icon.svg", "icon.svg", "image/svg+xml" },
};

/* The page is public (it holds no game); the token never reaches the
 * server in a path or a query, only in a header. */
static void
handle_file (SoupServer *server, SoupServerMessage *msg, const char *path, GHashTable *query, gpointer data)
{
  const char *method = soup_server_message_get_method (msg);
  if (method != SOUP_METHOD_GET && method != SOUP_METHOD_HEAD)
    {
      respond_error (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, "not with that method");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    if (g_str_equal (path, files[i].path))
      {
        g_autofree char *name = g_strconcat (RESOURCES, files[i].resource, NULL);
        g_autoptr (GBytes) bytes = g_resource_lookup_data (adj_host_get_resource (), name,
                                                         G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
        if (bytes == NULL)
          break;
        common_headers (msg);
        soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
        gsize len;
        const char *text = g_bytes_get_data (bytes, &len);
        soup_server_message_set_response (msg, files[i].type, SOUP_MEMORY_COPY, text, len);
        return;
      }
  respond_text (msg, SOUP_STATUS_NOT_FOUND, "text/plain; charset=utf-8", "Not found\n");
}

/* WebSocket */

static void
device_closed (SoupWebsocketConnection *c, AdjHost *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->devices));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (AdjHostDevice) d = g_list_model_get_item (G_LIST_MODEL (self->devices), i);
      if (adj_host_device_get_connection (d) == c)
        {
          g_list_store_remove (self->devices, i);
          break;
        }
    }
}

static void
stop_waiting (AdjHost *self, SoupWebsocketConnection *c)
{
  gpointer source = NULL;
  if (g_hash_table_steal_extended (self->waiting, c, NULL, &source))
    {
      g_source_remove (GPOINTER_TO_UINT (source));
      g_object_unref (c);
    }
}

static void
hello (SoupWebsocketConnection *c, gint type, GBytes *message, AdjHost *self)
{
  if (!g_hash_table_contains (self->waiting, c))
    return;  /* a device talks only once: views come from the host */
  stop_waiting (self, c);
  gsize len;
  const char *text = g_bytes_get_data (message, &len);
  json_object *o = type == SOUP_WEBSOCKET_DATA_TEXT && len <= MAX_BODY ? adj_json_parse (text, len, "hello", NULL)
                                                                       : NULL;
  const char *token = NULL, *id = NULL, *name = NULL;
  json_object *v;
  if (o != NULL && json_object_is_type (o, json_type_object))
    {
      if (json_object_object_get_ex (o, "token", &v) && json_object_is_type (v, json_type_string))
        token = json_object_get_string (v);
      if (json_object_object_get_ex (o, "device", &v) && json_object_is_type (v, json_type_string))
        id = json_object_get_string (v);
      if (json_object_object_get_ex (o, "name", &v) && json_object_is_type (v, json_type_string))
        name = json_object_get_string (v);
    }
  int side = -1;
  const char *address = g_object_get_data (G_OBJECT (c), "adj-remote");
  AdjHostGuardVerdict verdict = adj_host_guard_check (self->guard, address, token, g_get_monotonic_time (), &side);
  if (verdict != ADJ_HOST_GUARD_OK || (id != NULL && g_hash_table_contains (self->dropped, id)))
    {
      soup_websocket_connection_close (c, verdict == ADJ_HOST_GUARD_OK ? CLOSE_DROPPED : CLOSE_REFUSED,
                                       verdict == ADJ_HOST_GUARD_OK ? "dropped by the host" : "not this game's");
      json_object_put (o);
      return;
    }
  g_autoptr (AdjHostDevice) d = adj_host_device_new (c, side, address, id, name != NULL ? name : "");
  adj_host_device_set_lang (d, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (c), "adj-lang")));
  json_object_put (o);
  g_signal_connect (c, "closed", G_CALLBACK (device_closed), self);
  g_list_store_append (self->devices, d);
  send_view (self, d);
}

typedef struct {
  AdjHost *self;
  SoupWebsocketConnection *connection;
} Waiting;

static gboolean
hello_timeout (gpointer data)
{
  Waiting *w = data;
  /* The source is gone once this returns: forget it, then close. */
  if (g_hash_table_steal (w->self->waiting, w->connection))
    {
      soup_websocket_connection_close (w->connection, CLOSE_REFUSED, "no hello");
      g_object_unref (w->connection);
    }
  return G_SOURCE_REMOVE;
}

static void
handle_socket (SoupServer *server, SoupServerMessage *msg, const char *path, SoupWebsocketConnection *c,
               gpointer data)
{
  AdjHost *self = data;
  Waiting *w = g_new0 (Waiting, 1);
  w->self = self;
  w->connection = g_object_ref (c);
  guint source = g_timeout_add_seconds_full (G_PRIORITY_DEFAULT, HELLO_SECONDS, hello_timeout, w, g_free);
  g_object_set_data_full (G_OBJECT (c), "adj-remote", g_strdup (soup_server_message_get_remote_host (msg)), g_free);
  /* The page's browser says its languages when it opens the socket. */
  AdjHostLang lang = adj_host_lang_from_header (
    soup_message_headers_get_one (soup_server_message_get_request_headers (msg), "Accept-Language"));
  g_object_set_data (G_OBJECT (c), "adj-lang", GINT_TO_POINTER (lang));
  g_hash_table_insert (self->waiting, c, GUINT_TO_POINTER (source));
  /* A phone that sleeps or leaves the network is noticed and let go. */
  soup_websocket_connection_set_keepalive_interval (c, 15);
  g_signal_connect_object (c, "message", G_CALLBACK (hello), self, 0);
}

/* Life */

static void
adj_host_dispose (GObject *object)
{
  AdjHost *self = ADJ_HOST (object);
  adj_host_stop (self);
  g_clear_object (&self->devices);
  G_OBJECT_CLASS (adj_host_parent_class)->dispose (object);
}

static void
adj_host_finalize (GObject *object)
{
  AdjHost *self = ADJ_HOST (object);
  g_clear_pointer (&self->guard, adj_host_guard_free);
  g_clear_pointer (&self->dropped, g_hash_table_unref);
  g_clear_pointer (&self->waiting, g_hash_table_unref);
  g_free (self->address);
  G_OBJECT_CLASS (adj_host_parent_class)->finalize (object);
}

static void
adj_host_class_init (AdjHostClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = adj_host_dispose;
  object_class->finalize = adj_host_finalize;
}

static void
adj_host_init (AdjHost *self)
{
  self->devices = g_list_store_new (ADJ_TYPE_HOST_DEVICE);
  self->dropped = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->waiting = g_hash_table_new (g_direct_hash, g_direct_equal);
}

AdjHost *
adj_host_new (const AdjHostOwner *owner, gpointer owner_data, GError **error)
{
  static gsize registered = 0;
  if (g_once_init_enter (&registered))
    {
      adj_host_register_resource ();
      g_once_init_leave (&registered, 1);
    }
  AdjHostGuard *guard = adj_host_guard_new (error);
  if (guard == NULL)
    return NULL;
  AdjHost *self = g_object_new (ADJ_TYPE_HOST, NULL);
  self->owner = owner;
  self->owner_data = owner_data;
  self->guard = guard;
  return self;
}

gboolean
adj_host_start (AdjHost *self, const char *address, guint port, GError **error)
{
  g_return_val_if_fail (self->server == NULL, FALSE);
  AdjJournal *j = journal_of (self);
  if (j == NULL || !adj_host_view_supported (j))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "%s cannot show each side its own view yet",
                   j != NULL ? adj_journal_get_ruleset (j)->name : "no game");
      return FALSE;
    }
  g_autoptr (GInetAddress) inet = g_inet_address_new_from_string (address);
  if (inet == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "'%s' is not an IP address", address);
      return FALSE;
    }
  g_autoptr (GSocketAddress) where = g_inet_socket_address_new (inet, (guint16) port);
  SoupServer *server = soup_server_new ("server-header", "Adjutant", NULL);
  soup_server_add_handler (server, "/api", handle_api, self, NULL);
  soup_server_add_websocket_handler (server, "/api/socket", NULL, NULL, handle_socket, self, NULL);
  soup_server_add_handler (server, NULL, handle_file, self, NULL);
  if (!soup_server_listen (server, where, 0, error))
    {
      g_object_unref (server);
      return FALSE;
    }
  self->server = server;
  g_free (self->address);
  self->address = g_strdup (address);
  self->port = port;
  /* The port the system gave, from the socket itself: libsoup 3.2's
   * soup_server_get_uris() leaks the address it reads. */
  GSList *listeners = soup_server_get_listeners (server);
  if (listeners != NULL)
    {
      g_autoptr (GSocketAddress) bound = g_socket_get_local_address (listeners->data, NULL);
      if (G_IS_INET_SOCKET_ADDRESS (bound))
        self->port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
    }
  g_slist_free (listeners);
  return TRUE;
}

void
adj_host_stop (AdjHost *self)
{
  if (self->server == NULL)
    return;
  GHashTableIter iter;
  gpointer c, source;
  g_hash_table_iter_init (&iter, self->waiting);
  while (g_hash_table_iter_next (&iter, &c, &source))
    {
      g_source_remove (GPOINTER_TO_UINT (source));
      g_object_unref (c);
    }
  g_hash_table_remove_all (self->waiting);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->devices));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (AdjHostDevice) d = g_list_model_get_item (G_LIST_MODEL (self->devices), i);
      SoupWebsocketConnection *conn = adj_host_device_get_connection (d);
      g_signal_handlers_disconnect_by_data (conn, self);
      if (soup_websocket_connection_get_state (conn) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (conn, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, "the host stopped");
    }
  g_list_store_remove_all (self->devices);
  soup_server_disconnect (self->server);
  g_clear_object (&self->server);
}

gboolean
adj_host_is_running (AdjHost *self)
{
  return self->server != NULL;
}

guint
adj_host_get_port (AdjHost *self)
{
  return self->port;
}

const char *
adj_host_get_address (AdjHost *self)
{
  return self->address;
}

const char *
adj_host_get_token (AdjHost *self, int side)
{
  return adj_host_guard_token (self->guard, side);
}

char *
adj_host_get_url (AdjHost *self, int side)
{
  g_return_val_if_fail (self->server != NULL, NULL);
  g_autoptr (GInetAddress) inet = g_inet_address_new_from_string (self->address);
  gboolean v6 = inet != NULL && g_inet_address_get_family (inet) == G_SOCKET_FAMILY_IPV6;
  return g_strdup_printf ("http://%s%s%s:%u/#%s", v6 ? "[" : "", self->address, v6 ? "]" : "", self->port,
                          adj_host_guard_token (self->guard, side));
}

GListModel *
adj_host_get_devices (AdjHost *self)
{
  return G_LIST_MODEL (self->devices);
}

void
adj_host_drop_device (AdjHost *self, AdjHostDevice *device)
{
  const char *id = adj_host_device_get_id (device);
  if (id[0] != '\0')
    g_hash_table_add (self->dropped, g_strdup (id));
  SoupWebsocketConnection *c = adj_host_device_get_connection (device);
  if (soup_websocket_connection_get_state (c) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (c, CLOSE_DROPPED, "dropped by the host");
  device_closed (c, self);
}
