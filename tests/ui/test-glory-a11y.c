/* test-glory-a11y.c: the map's small hex ids are readable
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The map's small hex ids are read in the light style with at least 4.5:1
 * contrast. (The names of every page's widgets, Glory's with the other
 * games', are test-a11y.c's.)
 */

#include "config.h"

#include "adj-los-paint.h"
#include "ui-test-util.h"

static AdjApplication *app;

/* The map's small hex ids: at least 4.5:1 against every shade of ground
 * (levels and woods) in the light style, as drawn on the LOS page. */
static void
test_hex_id_contrast (void)
{
  GtkWidget *los = ui_test_show_page (ui_test_main_window (&app), "los", "AdjLosPage");
  AdjLosPalette palette;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  adj_los_palette_get (los, &palette);
  for (guint level = 0; level <= 6; level++)
    for (guint woods = 0; woods < 2; woods++)
      {
        double shade = MIN (0.14 * level, 0.8);
        double ratio = adj_los_label_contrast (&palette, (Rgb) { 0.98, 0.98, 0.98 }, shade, woods);
        g_test_message ("light, shade %.2f%s: %.2f:1", shade, woods ? ", woods" : "", ratio);
        g_assert_cmpfloat (ratio, >=, 4.5);
      }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-glory-a11y-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/glory-a11y/hex-id-contrast", test_hex_id_contrast);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
