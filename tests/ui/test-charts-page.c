/* test-charts-page.c: the Charts page, driven through its real widgets
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player opens the Charts page, sees which cells are printed and which
 * provisional, types a bad value and reads the message, types his own
 * value and finds it saved on disk, then resets it. A broken file of his
 * values is reported on the page instead of crashing it.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-window.h"
#include "ui-test-util.h"

static AdjApplication *app;

static char *
values_file (void)
{
  return g_build_filename (ui_test_user_dir (), "adjutant", "chart-overrides.json", NULL);
}

/* The value the shipped file has for a cell, formatted as the page shows it. */
static AdjChart *
shipped_odds_chart (void)
{
  g_autofree char *path = adj_paths_data_file ("charts", "glory3-odds.json", NULL);
  AdjChart *chart = adj_chart_load_file (path, NULL);
  g_assert_nonnull (chart);
  return chart;
}

static void
show_charts (GtkWindow *window)
{
  gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", "charts");
}

static void
test_bad_values_file (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  g_autofree char *file = values_file ();
  g_autofree char *dir = g_path_get_dirname (file);

  /* A torn file of the player's values: the page says what is wrong. */
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (file, "{\"format\":\"adjutant-chart-overrides\",\"vers", -1, NULL));
  show_charts (window);
  AdwStatusPage *status = ADW_STATUS_PAGE (ui_test_find_descendant (GTK_WIDGET (window), ADW_TYPE_STATUS_PAGE));
  /* The first status page is the welcome page; find the charts page's one. */
  GtkWidget *page = ui_test_find_descendant (GTK_WIDGET (window), g_type_from_name ("AdjChartsPage"));
  g_assert_nonnull (page);
  status = ADW_STATUS_PAGE (ui_test_find_descendant (page, ADW_TYPE_STATUS_PAGE));
  ui_test_iterate_until (ui_test_is_mapped, status, "the charts error page");
  g_assert_nonnull (strstr (adw_status_page_get_description (status), "chart-overrides.json"));
  g_assert_nonnull (strstr (adw_status_page_get_description (status), "ends too early"));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "charts-page-bad-file.png");

  /* Once the file is gone, coming back to the page loads the charts. */
  g_assert_cmpint (g_unlink (file), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", "home");
  ui_test_iterate_until (ui_test_is_unmapped, status, "leaving the charts page");
  show_charts (window);
  ui_test_wait_for_named (GTK_WIDGET (window), "cell:glory3-odds:drm:3-2");
}

static void
test_cells_and_values (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  g_autoptr (AdjChart) shipped = shipped_odds_chart ();
  g_autofree char *file = values_file ();

  show_charts (window);
  GtkWidget *printed = ui_test_wait_for_named (GTK_WIDGET (window), "cell:glory3-odds:drm:3-2");
  GtkWidget *cell = ui_test_wait_for_named (GTK_WIDGET (window), "cell:glory3-odds:drm:2-1");

  /* 10.2 example: 3-2 is +1, printed; 2-1 is not printed anywhere. */
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (printed)), ==, "+1");
  g_assert_true (gtk_widget_has_css_class (printed, "rulebook"));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (printed), "10.2"));
  const AdjChartCell *was = NULL;
  g_assert_true (adj_chart_lookup (shipped, "drm", "2-1", &was, NULL));
  g_assert_cmpint (was->source, ==, ADJ_CELL_PROVISIONAL);
  g_assert_true (gtk_widget_has_css_class (cell, "provisional"));
  g_assert_false (gtk_widget_has_css_class (cell, "rulebook"));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "charts-page.png");

  /* A value that is not a number: an inline message, nothing saved. The
   * cell is reached with the keyboard, which scrolls it into view. */
  gtk_widget_grab_focus (cell);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "charts-page-odds.png");
  g_signal_emit_by_name (cell, "clicked");
  GtkWidget *page = ui_test_find_descendant (GTK_WIDGET (window), g_type_from_name ("AdjChartsPage"));
  GtkPopover *popover = GTK_POPOVER (ui_test_find_descendant (page, GTK_TYPE_POPOVER));
  ui_test_iterate_until (ui_test_is_mapped, popover, "the cell popover");
  GtkWidget *entry = ui_test_find_descendant (GTK_WIDGET (popover), GTK_TYPE_ENTRY);
  gtk_editable_set_text (GTK_EDITABLE (entry), "three");
  g_signal_emit_by_name (entry, "activate");
  GtkWidget *error_label = NULL;
  for (GtkWidget *w = gtk_widget_get_first_child (gtk_widget_get_parent (entry)); w; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_LABEL (w) && gtk_widget_has_css_class (w, "error"))
      error_label = w;
  g_assert_nonnull (error_label);
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (error_label)), "whole number"));
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (popover)));
  g_assert_false (g_file_test (file, G_FILE_TEST_EXISTS));

  /* Out of range is refused the same way. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "100");
  g_signal_emit_by_name (entry, "activate");
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_false (g_file_test (file, G_FILE_TEST_EXISTS));

  /* The player's value, typed with the table's minus sign. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "\u22123");
  g_signal_emit_by_name (entry, "activate");
  ui_test_iterate_until (ui_test_is_unmapped, popover, "the popover closing");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (cell)), ==, "\u22123");
  g_assert_true (gtk_widget_has_css_class (cell, "user"));
  g_assert_false (gtk_widget_has_css_class (cell, "provisional"));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "charts-page-user-value.png");

  /* It is on disk, in the player's data dir, as his value. */
  g_autoptr (GPtrArray) fresh = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_chart_unref);
  g_ptr_array_add (fresh, shipped_odds_chart ());
  g_assert_true (adj_chart_overrides_load (fresh, file, NULL));
  const AdjChartCell *mine = NULL;
  g_assert_true (adj_chart_lookup (fresh->pdata[0], "drm", "2-1", &mine, NULL));
  g_assert_cmpint (mine->value, ==, -3);
  g_assert_cmpint (mine->source, ==, ADJ_CELL_USER);

  /* Reset the chart: the provisional value is back, and gone from disk. */
  GtkWidget *reset = ui_test_wait_for_named (GTK_WIDGET (window), "reset:glory3-odds");
  g_assert_true (gtk_widget_get_sensitive (reset));
  g_signal_emit_by_name (reset, "clicked");
  g_assert_true (gtk_widget_has_css_class (cell, "provisional"));
  g_assert_false (gtk_widget_get_sensitive (reset));
  g_autoptr (GPtrArray) again = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_chart_unref);
  g_ptr_array_add (again, shipped_odds_chart ());
  g_assert_true (adj_chart_overrides_load (again, file, NULL));
  g_assert_cmpuint (adj_chart_count_source (again->pdata[0], ADJ_CELL_USER), ==, 0);
}

int
main (int argc, char *argv[])
{
  int status;

  /* The player's data dir is a fresh temporary one, before anything reads it. */
  ui_test_user_dir_setup ("adj-ui-charts-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/charts/bad-values-file", test_bad_values_file);
  g_test_add_func ("/ui/charts/cells-and-values", test_cells_and_values);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
