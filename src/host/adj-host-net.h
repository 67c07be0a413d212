/* The network interfaces a host may listen on: the players' devices reach
 * the host at one of its addresses, so the app proposes the one that
 * carries the default route and lists the others. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  char *name;          /* "wlan0" */
  char *address;       /* its IPv4 address, as text */
  gboolean is_default; /* the default route leaves through it */
  gboolean loopback;   /* only this computer reaches it */
} AdjHostInterface;

void       adj_host_interface_free (AdjHostInterface *interface);
/* Every interface that is up with an IPv4 address: the default route's
 * first, then the others by name, the loopback last. */
GPtrArray *adj_host_net_interfaces (void);
/* The first address of that list ("127.0.0.1" when there is none). */
char      *adj_host_net_default_address (void);

G_END_DECLS
