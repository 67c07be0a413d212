/* test-atspi.c: what a screen reader meets over AT-SPI is named
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 25: GTK's own accessible tree named every control of Glory III's
 * Charge, Defensive Fire and Artillery Fire pages, but the tree exported
 * over AT-SPI left each terrain expander's inner row and switch without a
 * name. Run under its own session bus (dbus-run-session, which starts the
 * accessibility bus on demand), the app exports its tree with GTK's
 * AT-SPI backend, and a helper process (atspi-walk) walks it the way a
 * screen reader does: every control shown must have a name.
 */

#include "config.h"

#include "adj-unit-editor.h"
#include "ui-test-util.h"

static AdjApplication *app;

static gboolean
exited (gpointer data)
{
  return *(gboolean *) data;
}

static void
on_helper_exit (GPid pid, int status, gpointer data)
{
  *(gboolean *) data = TRUE;
  g_spawn_close_pid (pid);
}

/* What atspi-walk prints about this process: the unnamed controls. */
static char *
walk (void)
{
  g_autofree char *helper = g_test_build_filename (G_TEST_BUILT, "atspi-walk", NULL);
  g_autofree char *pid = g_strdup_printf ("%d", (int) getpid ());
  const char *argv[] = { helper, pid, NULL };
  g_autoptr (GError) error = NULL;
  GPid child;
  int out;
  gboolean done = FALSE;

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                           &child, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_child_watch_add (child, on_helper_exit, &done);
  /* The app answers the helper's questions meanwhile. */
  GString *text = g_string_new (NULL);
  GIOChannel *channel = g_io_channel_unix_new (out);
  g_io_channel_set_flags (channel, G_IO_FLAG_NONBLOCK, NULL);
  ui_test_iterate_until (exited, &done, "the AT-SPI walk");
  char *rest = NULL;
  gsize len = 0;
  g_io_channel_set_flags (channel, 0, NULL);
  g_io_channel_read_to_end (channel, &rest, &len, NULL);
  g_string_append_len (text, rest, len);
  g_free (rest);
  g_io_channel_shutdown (channel, FALSE, NULL);
  g_io_channel_unref (channel);
  return g_string_free (text, FALSE);
}

static void
check_page (const char *name, const char *type)
{
  GtkWidget *page = ui_test_show_page (ui_test_main_window (&app), name, type);
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  g_assert_nonnull (ui_test_find_named (page, "terrain"));
  g_autofree char *unnamed = walk ();
  g_test_message ("%s: %s", name, unnamed);
  if (*unnamed != '\0')
    g_error ("%s: controls without a name over AT-SPI:\n%s", name, unnamed);
}

/* The three pages with the terrain of every stack (10.2, 10.3, 9.2). */
static void
test_glory_pages (void)
{
  ui_test_start_sample_game (&app, FALSE, "csa-leader-a", ADJ_STEP_CHARGE);
  check_page ("charge", "AdjChargePage");
  check_page ("deffire", "AdjDefFirePage");
  check_page ("fire", "AdjFirePage");
}

int
main (int argc, char *argv[])
{
  int status;

  /* GTK's AT-SPI backend, not the test one nor none. */
  g_unsetenv ("GTK_A11Y");
  ui_test_user_dir_setup ("adj-ui-atspi-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/atspi/glory/rule-10.2/terrain-named", test_glory_pages);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
