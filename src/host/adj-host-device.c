/* A connected device (adj-host-device.h). */
#include "adj-host-device.h"

struct _AdjHostDevice {
  GObject parent_instance;
  SoupWebsocketConnection *connection;
  int side;
  char *address;
  char *id;
  char *name;
  guint64 action;
  AdjHostLang lang;
};

G_DEFINE_FINAL_TYPE (AdjHostDevice, adj_host_device, G_TYPE_OBJECT)

static void
adj_host_device_finalize (GObject *object)
{
  AdjHostDevice *self = ADJ_HOST_DEVICE (object);
  g_clear_object (&self->connection);
  g_free (self->address);
  g_free (self->id);
  g_free (self->name);
  G_OBJECT_CLASS (adj_host_device_parent_class)->finalize (object);
}

static void
adj_host_device_class_init (AdjHostDeviceClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = adj_host_device_finalize;
}

static void
adj_host_device_init (AdjHostDevice *self)
{
}

AdjHostDevice *
adj_host_device_new (SoupWebsocketConnection *connection, int side, const char *address, const char *id,
                     const char *name)
{
  AdjHostDevice *self = g_object_new (ADJ_TYPE_HOST_DEVICE, NULL);
  self->connection = g_object_ref (connection);
  self->side = side;
  self->address = g_strdup (address != NULL ? address : "");
  self->id = g_strdup (id != NULL ? id : "");
  self->name = g_strdup (name != NULL ? name : "");
  return self;
}

int
adj_host_device_get_side (AdjHostDevice *self)
{
  return self->side;
}

const char *
adj_host_device_get_address (AdjHostDevice *self)
{
  return self->address;
}

const char *
adj_host_device_get_id (AdjHostDevice *self)
{
  return self->id;
}

const char *
adj_host_device_get_name (AdjHostDevice *self)
{
  return self->name;
}

SoupWebsocketConnection *
adj_host_device_get_connection (AdjHostDevice *self)
{
  return self->connection;
}

guint64
adj_host_device_get_action (AdjHostDevice *self)
{
  return self->action;
}

void
adj_host_device_set_action (AdjHostDevice *self, guint64 action)
{
  self->action = action;
}

AdjHostLang
adj_host_device_get_lang (AdjHostDevice *self)
{
  return self->lang;
}

void
adj_host_device_set_lang (AdjHostDevice *self, AdjHostLang lang)
{
  self->lang = lang;
}
