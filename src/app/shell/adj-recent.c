/* adj-recent.c: the games and scenarios opened lately
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The desktop's own list of recent files (GtkRecentManager, the file that
 * Files and the file chooser read too), with Adjutant's MIME types so that
 * the menu lists Adjutant's files only, whatever else was opened lately.
 */

#include "config.h"


#include "adj-recent.h"
#include "adj-first-frame.h"

#define RECENT_MAX 8

void
adj_recent_add (const char *path, AdjFileKind kind)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *exec = g_strdup_printf ("%s %%f", g_get_prgname () != NULL ? g_get_prgname () : "adjutant");
  GtkRecentData data = {
    .mime_type = (char *) (kind == ADJ_FILE_SCENARIO ? ADJ_MIME_SCENARIO : ADJ_MIME_GAME),
    .app_name = (char *) (g_get_application_name () != NULL ? g_get_application_name () : "Adjutant"),
    .app_exec = exec,
  };

  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

static gboolean
is_ours (GtkRecentInfo *info)
{
  const char *mime = gtk_recent_info_get_mime_type (info);

  return (g_strcmp0 (mime, ADJ_MIME_GAME) == 0 || g_strcmp0 (mime, ADJ_MIME_SCENARIO) == 0)
         && gtk_recent_info_is_local (info) && gtk_recent_info_exists (info);
}

static int
newest_first (gconstpointer a, gconstpointer b)
{
  GDateTime *ta = gtk_recent_info_get_modified ((GtkRecentInfo *) a);
  GDateTime *tb = gtk_recent_info_get_modified ((GtkRecentInfo *) b);

  return g_date_time_compare (tb, ta);
}

static void
fill (GtkRecentManager *manager, GMenu *menu)
{
  GList *items = gtk_recent_manager_get_items (manager);
  GList *ours = NULL;
  guint n = 0;

  g_menu_remove_all (menu);
  for (GList *l = items; l != NULL; l = l->next)
    if (is_ours (l->data))
      ours = g_list_prepend (ours, l->data);
  ours = g_list_sort (ours, newest_first);
  for (GList *l = ours; l != NULL && n < RECENT_MAX; l = l->next, n++)
    {
      g_autoptr (GFile) file = g_file_new_for_uri (gtk_recent_info_get_uri (l->data));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr (GMenuItem) item = g_menu_item_new (gtk_recent_info_get_display_name (l->data), NULL);

      g_menu_item_set_action_and_target_value (item, "win.open-recent", g_variant_new_string (path));
      g_menu_append_item (menu, item);
    }
  g_list_free (ours);
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

static gboolean
fill_now (gpointer data)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  GMenu *menu = data;

  g_signal_connect_object (manager, "changed", G_CALLBACK (fill), menu, 0);
  fill (manager, menu);
  return G_SOURCE_REMOVE;
}

static void
on_window_mapped (GtkWidget *window, GMenu *menu)
{
  g_signal_handlers_disconnect_by_func (window, on_window_mapped, menu);
  adj_first_frame_call_after (window, fill_now, menu);
}

GMenuModel *
adj_recent_menu_new (GtkWidget *window)
{
  GMenu *menu = g_menu_new ();

  /* Reading the desktop's recent files waits until @window has painted
   * its first frame: start-up reads no file before it. */
  g_signal_connect_object (window, "map", G_CALLBACK (on_window_mapped), menu, 0);
  return G_MENU_MODEL (menu);
}
