/* adj-devices.c: the players' devices joining the game a window plays
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A move from a device goes through the game session like a click on a
 * page (autosave, pages, journal, undo); every change of the session
 * reaches the devices. Hosting ends with the game: another game started
 * or opened, or the window closed.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-devices.h"
#include "adj-host-view.h"

struct _AdjDevices {
  GObject parent_instance;
  AdjGameSession *session;
  AdjHost *host;
  guint game_id;  /* the game hosted */
};

enum { PROP_0, PROP_RUNNING, N_PROPS };
static GParamSpec *props[N_PROPS];

G_DEFINE_FINAL_TYPE (AdjDevices, adj_devices, G_TYPE_OBJECT)

static AdjJournal *
owner_journal (gpointer data)
{
  return adj_game_session_get_journal (ADJ_DEVICES (data)->session);
}

static gboolean
owner_apply (gpointer data, int side, gconstpointer const *moves, guint n, GError **error)
{
  /* The session's "changed" tells every device, this one included. */
  return adj_game_session_apply_group (ADJ_DEVICES (data)->session, moves, n, error);
}

static const AdjHostOwner owner = { owner_journal, owner_apply };

static void
session_changed (AdjGameSession *session, AdjDevices *self)
{
  if (self->host == NULL)
    return;
  if (adj_game_session_get_game_id (session) != self->game_id)
    adj_devices_stop (self);
  else
    adj_host_changed (self->host);
}

char *
adj_devices_why_not (AdjDevices *self)
{
  AdjJournal *j = adj_game_session_get_journal (self->session);
  if (j == NULL)
    return g_strdup (_("Start or open a game first: the devices join the game in play."));
  if (!adj_host_view_supported (j))
    return g_strdup_printf (_("%s cannot show each side its own view yet, so its players cannot join with "
                              "their devices."), _(adj_journal_get_ruleset (j)->name));
  return NULL;
}

char *
adj_devices_side_name (AdjDevices *self, int side)
{
  AdjJournal *j = adj_game_session_get_journal (self->session);
  const AdjRuleset *rs = j != NULL ? adj_journal_get_ruleset (j) : NULL;
  if (rs == NULL || rs->side_name == NULL)
    return g_strdup ("");
  return g_strdup (rs->side_name (adj_journal_get_scenario (j), side));
}

gboolean
adj_devices_start (AdjDevices *self, const char *address, GError **error)
{
  g_return_val_if_fail (self->host == NULL, FALSE);
  g_autofree char *why = adj_devices_why_not (self);
  if (why != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, why);
      return FALSE;
    }
  AdjHost *host = adj_host_new (&owner, self, error);
  if (host == NULL)
    return FALSE;
  GError *busy = NULL;
  if (!adj_host_start (host, address, ADJ_DEVICES_PORT, &busy))
    {
      g_clear_error (&busy);
      if (!adj_host_start (host, address, 0, error))
        {
          g_object_unref (host);
          return FALSE;
        }
    }
  self->host = host;
  self->game_id = adj_game_session_get_game_id (self->session);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_RUNNING]);
  return TRUE;
}

void
adj_devices_stop (AdjDevices *self)
{
  if (self->host == NULL)
    return;
  adj_host_stop (self->host);
  g_clear_object (&self->host);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_RUNNING]);
}

gboolean
adj_devices_is_running (AdjDevices *self)
{
  return self->host != NULL;
}

AdjHost *
adj_devices_get_host (AdjDevices *self)
{
  return self->host;
}

static void
adj_devices_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, adj_devices_is_running (ADJ_DEVICES (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
adj_devices_dispose (GObject *object)
{
  AdjDevices *self = ADJ_DEVICES (object);
  if (self->host != NULL)
    {
      adj_host_stop (self->host);
      g_clear_object (&self->host);
    }
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (adj_devices_parent_class)->dispose (object);
}

static void
adj_devices_class_init (AdjDevicesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->get_property = adj_devices_get_property;
  object_class->dispose = adj_devices_dispose;
  props[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
adj_devices_init (AdjDevices *self)
{
}

AdjDevices *
adj_devices_new (AdjGameSession *session)
{
  AdjDevices *self = g_object_new (ADJ_TYPE_DEVICES, NULL);
  self->session = g_object_ref (session);
  g_signal_connect (session, "changed", G_CALLBACK (session_changed), self);
  return self;
}
