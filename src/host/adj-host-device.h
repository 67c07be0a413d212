/* One player's device connected to the host: its side, where it is, what
 * it calls itself, and its WebSocket. */
#pragma once

#include <libsoup/soup.h>

#include "adj-host-lang.h"

G_BEGIN_DECLS

#define ADJ_TYPE_HOST_DEVICE (adj_host_device_get_type ())
G_DECLARE_FINAL_TYPE (AdjHostDevice, adj_host_device, ADJ, HOST_DEVICE, GObject)

AdjHostDevice           *adj_host_device_new (SoupWebsocketConnection *connection, int side, const char *address,
                                              const char *id, const char *name);
int                      adj_host_device_get_side (AdjHostDevice *device);
/* The remote address, and the id and name the page gave itself. */
const char              *adj_host_device_get_address (AdjHostDevice *device);
const char              *adj_host_device_get_id (AdjHostDevice *device);
const char              *adj_host_device_get_name (AdjHostDevice *device);
SoupWebsocketConnection *adj_host_device_get_connection (AdjHostDevice *device);
/* The action number of the last view sent. */
guint64                  adj_host_device_get_action (AdjHostDevice *device);
void                     adj_host_device_set_action (AdjHostDevice *device, guint64 action);
/* The language its page asked for when it connected (adj-host-lang.h). */
AdjHostLang              adj_host_device_get_lang (AdjHostDevice *device);
void                     adj_host_device_set_lang (AdjHostDevice *device, AdjHostLang lang);

G_END_DECLS
