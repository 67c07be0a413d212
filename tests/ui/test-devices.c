/* Players' Devices in the real window, with the toy ruleset as the game:
 * the panel is off until the switch; on, each side has its code and
 * address; a device that joins is listed; its move goes through the
 * window's game (the page shows it); the window's undo reaches the
 * device; Drop closes it; the switch ends it all; a new game ends it too. */
#include "config.h"

#include <string.h>

#include "../host/host-client.h"
#include "../toy/toy-ruleset.h"
#include "adj-devices-dialog.h"
#include "adj-qr-code.h"
#include "adj-window-devices.h"
#include "adj-window-actions.h"
#include "ui-test-util.h"

static AdjApplication *app;

static int
counter (void)
{
  return toy_state_counter (adj_game_session_get_game_state (ui_test_session (&app)));
}

static void
start_toy (void)
{
  ToyScenario *sc = toy_scenario_new ("counter", 0, 60);
  GError *error = NULL;
  g_assert_true (adj_game_session_start (ui_test_session (&app), &toy_ruleset, sc, NULL, &error));
  g_assert_no_error (error);
  toy_ruleset.scenario_unref (sc);
}

static gboolean
is_running (gpointer devices)
{
  return adj_devices_is_running (devices);
}

static guint
rows (GtkWidget *list)
{
  guint n = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (list); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += GTK_IS_LIST_BOX_ROW (c);
  return n;
}

static void
test_devices (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  start_toy ();
  AdjDevices *devices = adj_window_get_devices (window);
  g_assert_false (adj_devices_is_running (devices));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.devices", NULL));
  ui_test_wait_for_toplevel (ADJ_TYPE_DEVICES_DIALOG, "the Players' Devices panel");
  GtkWindow *dialog = ui_test_find_toplevel (ADJ_TYPE_DEVICES_DIALOG);
  GtkWidget *root = GTK_WIDGET (dialog);
  /* Off by default: nothing listens, no codes. */
  g_assert_false (gtk_widget_get_visible (ui_test_named (root, "devices-sides")));

  /* This computer only, for the test: the loopback is listed. */
  AdwComboRow *network = ADW_COMBO_ROW (ui_test_named (root, "devices-network"));
  GListModel *names = adw_combo_row_get_model (network);
  guint lo = G_MAXUINT;
  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    if (strstr (gtk_string_list_get_string (GTK_STRING_LIST (names), i), "127.0.0.1") != NULL)
      lo = i;
  g_assert_cmpuint (lo, !=, G_MAXUINT);
  adw_combo_row_set_selected (network, lo);
  ui_test_set_switch (root, "devices-hosting", TRUE);
  ui_test_iterate_until (is_running, devices, "hosting");
  AdjHost *host = adj_devices_get_host (devices);
  g_assert_cmpstr (adj_host_get_address (host), ==, "127.0.0.1");
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (network)));

  /* A code and an address per side; the code holds the address. */
  GtkWidget *left = ui_test_named (root, "devices-side:0");
  const char *url = ui_test_label_text (left, "devices-url");
  g_autofree char *want = adj_host_get_url (host, 0);
  g_assert_cmpstr (url, ==, want);
  g_assert_cmpstr (adj_qr_code_get_text (ADJ_QR_CODE (ui_test_named (left, "devices-code"))), ==, want);
  guint size = 0;
  g_assert_nonnull (adj_qr_code_get_modules (ADJ_QR_CODE (ui_test_named (left, "devices-code")), &size));
  g_assert_cmpuint (size, >=, 21);
  GtkWidget *right = ui_test_named (root, "devices-side:1");
  g_assert_cmpstr (ui_test_label_text (right, "devices-url"), !=, url);
  ui_test_wait_for_new_frame (dialog);
  ui_test_save_screenshot (dialog, "devices-panel.png");

  /* A device joins and is listed. */
  g_autoptr (SoupSession) session = soup_session_new ();
  g_autofree char *base = g_strdup_printf ("http://127.0.0.1:%u", adj_host_get_port (host));
  HostSocket *phone = host_socket_open (session, base, adj_host_get_token (host, 0), "phone-left");
  json_object *m = host_socket_next (phone, 10);
  g_assert_nonnull (m);
  json_object_put (m);
  GtkWidget *list = ui_test_named (root, "devices-list");
  g_assert_cmpuint (rows (list), ==, 1);

  /* Its move is the window's: the page and the journal show it. */
  g_autofree char *move_url = g_strconcat (base, "/api/move", NULL);
  HostReply r = host_request (session, "POST", move_url, adj_host_get_token (host, 0), "{\"type\":\"add\",\"n\":5}",
                              NULL);
  g_assert_cmpuint (r.status, ==, 200);
  host_reply_clear (&r);
  g_assert_cmpint (counter (), ==, 5);
  GtkWidget *page = ui_test_show_page (window, "counter", NULL);
  g_assert_cmpstr (ui_test_label_text (page, "toy-counter"), ==, "5");
  m = host_socket_next (phone, 10);
  g_assert_nonnull (m);
  json_object_put (m);

  /* The window's undo reaches the device. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpint (counter (), ==, 0);
  m = host_socket_next (phone, 10);
  json_object *state = NULL, *view = NULL, *n = NULL;
  g_assert_true (json_object_object_get_ex (m, "view", &view) && json_object_object_get_ex (view, "state", &state)
                 && json_object_object_get_ex (state, "counter", &n));
  g_assert_cmpint (json_object_get_int (n), ==, 0);
  json_object_put (m);

  /* Drop: closed for good, and no longer listed. */
  ui_test_click (list, "devices-drop");
  g_assert_true (host_socket_wait_closed (phone, 10));
  g_assert_cmpuint (phone->close_code, ==, 4003);
  g_assert_cmpuint (rows (list), ==, 0);
  host_socket_free (phone);

  /* Off: nothing listens any more. */
  ui_test_set_switch (root, "devices-hosting", FALSE);
  g_assert_false (adj_devices_is_running (devices));
  g_assert_false (gtk_widget_get_visible (ui_test_named (root, "devices-sides")));
  g_autofree char *view_url = g_strconcat (base, "/api/view", NULL);
  g_autoptr (SoupMessage) msg = soup_message_new ("GET", view_url);
  GError *error = NULL;
  g_autoptr (GBytes) none = soup_session_send_and_read (session, msg, NULL, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CONNECTION_REFUSED);
  g_clear_error (&error);

  /* On again, then another game: the hosting ends with the game. */
  ui_test_set_switch (root, "devices-hosting", TRUE);
  ui_test_iterate_until (is_running, devices, "hosting again");
  start_toy ();
  g_assert_false (adj_devices_is_running (devices));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (ui_test_named (root, "devices-hosting"))));
  gtk_window_close (dialog);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-devices-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  g_test_add_func ("/ui/devices/panel", test_devices);
  status = g_test_run ();
  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
