/* Network interfaces (adj-host-net.h). */
#include "adj-host-net.h"

#include <stdio.h>

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

void
adj_host_interface_free (AdjHostInterface *interface)
{
  if (interface == NULL)
    return;
  g_free (interface->name);
  g_free (interface->address);
  g_free (interface);
}

/* The interface of the default route, from the kernel's IPv4 routes. */
static char *
default_route_interface (void)
{
  g_autofree char *text = NULL;
  if (!g_file_get_contents ("/proc/net/route", &text, NULL, NULL))
    return NULL;
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (guint i = 1; lines[i] != NULL; i++)
    {
      char iface[64], dest[16];
      if (sscanf (lines[i], "%63s %15s", iface, dest) == 2 && g_str_equal (dest, "00000000"))
        return g_strdup (iface);
    }
  return NULL;
}

static gint
by_preference (gconstpointer a, gconstpointer b)
{
  const AdjHostInterface *x = *(AdjHostInterface * const *) a, *y = *(AdjHostInterface * const *) b;
  if (x->is_default != y->is_default)
    return x->is_default ? -1 : 1;
  if (x->loopback != y->loopback)
    return x->loopback ? 1 : -1;
  return g_strcmp0 (x->name, y->name);
}

GPtrArray *
adj_host_net_interfaces (void)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_host_interface_free);
  struct ifaddrs *addrs = NULL;
  if (getifaddrs (&addrs) != 0)
    return list;
  g_autofree char *route = default_route_interface ();
  for (struct ifaddrs *a = addrs; a != NULL; a = a->ifa_next)
    {
      if (a->ifa_addr == NULL || a->ifa_addr->sa_family != AF_INET || !(a->ifa_flags & IFF_UP))
        continue;
      char text[INET_ADDRSTRLEN];
      if (inet_ntop (AF_INET, &((struct sockaddr_in *) (void *) a->ifa_addr)->sin_addr, text, sizeof text) == NULL)
        continue;
      AdjHostInterface *i = g_new0 (AdjHostInterface, 1);
      i->name = g_strdup (a->ifa_name);
      i->address = g_strdup (text);
      i->loopback = (a->ifa_flags & IFF_LOOPBACK) != 0;
      i->is_default = route != NULL && g_str_equal (route, a->ifa_name);
      g_ptr_array_add (list, i);
    }
  freeifaddrs (addrs);
  g_ptr_array_sort (list, by_preference);
  return list;
}

char *
adj_host_net_default_address (void)
{
  g_autoptr (GPtrArray) list = adj_host_net_interfaces ();
  return g_strdup (list->len > 0 ? ((AdjHostInterface *) list->pdata[0])->address : "127.0.0.1");
}
