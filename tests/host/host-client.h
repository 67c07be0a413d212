/* A device for the host's tests: HTTP and WebSocket over loopback with
 * libsoup's client, driven by iterating the main loop the host runs on. */
#pragma once

#include <libsoup/soup.h>
#include <json-c/json.h>

#include "adj-host.h"

G_BEGIN_DECLS

typedef struct {
  guint status;
  json_object *body;  /* the reply parsed, or NULL */
  char *text;
} HostReply;

void       host_reply_clear (HostReply *r);
/* @method @url with @token as a Bearer (NULL: none), @headers more
 * "Name", "value" pairs ending in NULL. @body may be NULL. */
HostReply  host_request (SoupSession *session, const char *method, const char *url, const char *token,
                         const char *body, ...) G_GNUC_NULL_TERMINATED;

typedef struct {
  SoupWebsocketConnection *connection;
  GQueue messages;    /* json_object * received, oldest first */
  gboolean closed;
  gushort close_code;
} HostSocket;

/* Opens the host's socket at @base ("http://127.0.0.1:PORT") and says
 * hello with @token and @device (NULL: no hello sent). */
HostSocket *host_socket_open (SoupSession *session, const char *base, const char *token, const char *device);
/* The same, its browser asking for @accept_language (NULL: not said). */
HostSocket *host_socket_open_in (SoupSession *session, const char *base, const char *token, const char *device,
                                 const char *accept_language);
/* The next message (waits up to @seconds), or NULL. */
json_object *host_socket_next (HostSocket *socket, guint seconds);
/* Waits until the socket is closed (up to @seconds). */
gboolean    host_socket_wait_closed (HostSocket *socket, guint seconds);
void        host_socket_free (HostSocket *socket);

/* Iterates the default main context until *@flag or @seconds pass. */
gboolean    host_wait_for (const gboolean *flag, guint seconds);

/* The member at @path ("view.prompt.text") of @o; fails the test when
 * there is none. */
json_object *host_member (json_object *o, const char *path);
const char  *host_text_at (json_object *o, const char *path);

/* A game hosted as its owner would: moves through the journal, then
 * every device told (host_game_owner's data is a HostGame). */
typedef struct {
  AdjJournal *journal;
  AdjHost *host;
  guint applied;
} HostGame;

extern const AdjHostOwner host_game_owner;

G_END_DECLS
