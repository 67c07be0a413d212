/* The players' devices (docs/devices.md): a small web server for one
 * hosted game. Each side's device opens a page (served from the
 * resources), reads its side's view over HTTP and a WebSocket, and sends
 * its moves as saves write them; the owner (the app's game session, or
 * adjutant-cli host) applies them through the journal, one at a time.
 *
 *   GET  /               the page (and its script, style and icon)
 *   GET  /api/view       the side's view            Authorization: Bearer TOKEN
 *   POST /api/move       a move or a group          Authorization: Bearer TOKEN
 *                        [Adjutant-Action: N]       refused (409) when the
 *                                                   game is no longer at N
 *   WS   /api/socket     views as the game changes; the first message says
 *                        {"token", "device", "name"}
 *
 * Nothing listens until adj_host_start(); each host has new tokens.
 */
#pragma once

#include <gio/gio.h>

#include <adjutant-engine.h>

#include "adj-host-device.h"

G_BEGIN_DECLS

#define ADJ_TYPE_HOST (adj_host_get_type ())
G_DECLARE_FINAL_TYPE (AdjHost, adj_host, ADJ, HOST, GObject)

/* What the host asks of whoever owns the game. */
typedef struct {
  /* The game being hosted. */
  AdjJournal *(*journal) (gpointer owner);
  /* Applies @moves as one step, made on a device of @side: the owner
   * records, saves and shows it as any action, then calls
   * adj_host_changed(). FALSE with @error (naming the rule) refuses it. */
  gboolean    (*apply)   (gpointer owner, int side, gconstpointer const *moves, guint n_moves, GError **error);
} AdjHostOwner;

AdjHost    *adj_host_new (const AdjHostOwner *owner, gpointer owner_data, GError **error);
/* Listens on @address (an IP address) and @port (0: a free one). */
gboolean    adj_host_start (AdjHost *host, const char *address, guint port, GError **error);
/* Closes every device and stops listening; the tokens die with it. */
void        adj_host_stop (AdjHost *host);
gboolean    adj_host_is_running (AdjHost *host);
guint       adj_host_get_port (AdjHost *host);
const char *adj_host_get_address (AdjHost *host);
/* http://ADDRESS:PORT/#TOKEN: the page @side's device opens. */
char       *adj_host_get_url (AdjHost *host, int side);
const char *adj_host_get_token (AdjHost *host, int side);
/* The number a device's move must be made against (it changes with each
 * apply, undo, redo). */
guint64     adj_host_get_action (AdjHost *host);

/* The game changed: every device is sent its side's view. */
void        adj_host_changed (AdjHost *host);

/* The connected devices (AdjHostDevice), in the order they came. */
GListModel *adj_host_get_devices (AdjHost *host);
/* Closes @device and refuses it until the host stops. */
void        adj_host_drop_device (AdjHost *host, AdjHostDevice *device);

G_END_DECLS
