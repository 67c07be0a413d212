/* test-narrow.c: every page of every game in a window 360 px wide
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GNOME asks an app to fit 360 px, a phone in portrait. For the welcome
 * page, the New Game dialog's steps, and then for every game the app hosts
 * (a game started on its sample scenario) the sidebar, the Journal and
 * every page of the game: the window asks for no more than 360 px, and at
 * 360 px nothing shows cut off. Cut off means a mapped widget reaching
 * past the window's edges, a widget given less width than it asks for, or
 * a label shortened with an ellipsis; a table or chart may be wider than
 * the window only inside its own horizontally scrolling GtkScrolledWindow.
 * Each view is saved as screenshots/narrow-<game>-<page>.png (and -end.png,
 * scrolled to its end) for a person to look at.
 */

#include "config.h"

#include "adj-ruleset-ui.h"
#include "adj-window.h"
#include "ui-test-util.h"

#define NARROW 360
#define TALL 1100

static AdjApplication *app;

/* The scenario each game's test plays: its sample. A game missing here
 * fails the test rather than escaping it. */
static const char *const samples[][2] = {
  { "glory", "scenario:sample-cedar-creek" },
  { "tgtw", "scenario:demo-red-and-blue" },
  { "cog", "scenario:demo-crossroads" },
  { "dog", "scenario:demonstration" },
};

static const char *
sample_of (const char *game)
{
  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    if (g_str_equal (samples[i][0], game))
      return samples[i][1];
  g_error ("no sample scenario listed for the game '%s'", game);
}

/* Where a widget is, in words a failure message can point with. */
static char *
describe (GtkWidget *w)
{
  const char *text = GTK_IS_LABEL (w) ? gtk_label_get_text (GTK_LABEL (w)) : NULL;
  GtkWidget *named = w;

  while (named != NULL && g_str_has_prefix (gtk_widget_get_name (named), "Gtk"))
    named = gtk_widget_get_parent (named);
  return g_strdup_printf ("%s%s%s%s (in %s)", G_OBJECT_TYPE_NAME (w),
                          text ? " \"" : "", text ? text : "", text ? "\"" : "",
                          named ? gtk_widget_get_name (named) : "?");
}

/* Whether @w scrolls its child sideways: what is inside may be wider. */
static gboolean
scrolls_sideways (GtkWidget *w)
{
  GtkPolicyType h;

  if (!GTK_IS_SCROLLED_WINDOW (w))
    return FALSE;
  gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (w), &h, NULL);
  return h != GTK_POLICY_NEVER;
}

/* Appends to @bad every mapped widget under @w that is cut off. */
static void
find_cut (GtkWidget *w, GtkWidget *window, GString *bad)
{
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      graphene_rect_t r;
      GtkAllocation a;  /* with its margins, as measured */
      int min = 0;

      if (!gtk_widget_get_mapped (c) || !gtk_widget_compute_bounds (c, window, &r))
        continue;
      gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      gtk_widget_get_allocation (c, &a);
      /* A pixel of slack: header bars draw their border past the edge. */
      if (r.origin.x < -1.5 || r.origin.x + r.size.width > gtk_widget_get_width (window) + 1.5)
        {
          g_autofree char *what = describe (c);
          g_string_append_printf (bad, "\n  %s spans x %.0f to %.0f", what,
                                  r.origin.x, r.origin.x + r.size.width);
        }
      else if (a.width < min)
        {
          g_autofree char *what = describe (c);
          g_string_append_printf (bad, "\n  %s is %d px wide, needs %d", what, a.width, min);
        }
      else if (GTK_IS_LABEL (c) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (c))))
        {
          g_autofree char *what = describe (c);
          g_string_append_printf (bad, "\n  %s is cut short with an ellipsis", what);
        }
      /* A scrollbar's parts overhang it by design; what is inside a
       * sideways scroller may be wider than the window. */
      if (!scrolls_sideways (c) && !GTK_IS_SCROLLBAR (c))
        find_cut (c, window, bad);
    }
}

/* The window's content: what a window manager can make narrower. */
static GtkWidget *
content_of (GtkWindow *window)
{
  GtkWidget *content = ADW_IS_APPLICATION_WINDOW (window)
    ? adw_application_window_get_content (ADW_APPLICATION_WINDOW (window))
    : adw_window_get_content (ADW_WINDOW (window));

  /* The notes (toasts) lie over the window's own content. */
  if (ADW_IS_TOAST_OVERLAY (content))
    content = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (content));
  return content;
}

/* Resizes @window so that its widget (not its surface: without a
 * compositor the surface adds a border around it) is 360 px wide. A
 * window whose content asks for more grows back: the caller checks. */
static void
make_narrow (GtkWindow *window, int height)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  int border;

  ui_test_wait_for_new_frame (window);  /* a new window's first allocation */
  border = gdk_surface_get_width (surface) - gtk_widget_get_width (GTK_WIDGET (window));
  if (gtk_widget_get_width (GTK_WIDGET (window)) != NARROW)
    ui_test_resize_from_outside (window, NARROW + border, height);
  ui_test_wait_for_new_frame (window);
  ui_test_wait_for_new_frame (window);
}

/* Checks the view @window shows at 360 px and saves its screenshots, the
 * top and, when its page scrolls, the end of @page. */
static void
check_view (GtkWindow *window, int height, GtkWidget *page, const char *game, const char *view)
{
  g_autoptr (GString) bad = g_string_new (NULL);
  g_autofree char *top = g_strdup_printf ("narrow-%s-%s.png", game, view);
  int min = 0;

  make_narrow (window, height);
  gtk_widget_measure (content_of (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min > NARROW)
    g_string_append_printf (bad, "\n  the window needs %d px", min);
  if (gtk_widget_get_width (GTK_WIDGET (window)) != NARROW)
    g_string_append_printf (bad, "\n  the window is %d px wide", gtk_widget_get_width (GTK_WIDGET (window)));
  find_cut (GTK_WIDGET (window), GTK_WIDGET (window), bad);
  ui_test_save_screenshot (window, top);
  if (page != NULL)
    {
      GtkWidget *scroller = ui_test_find_descendant (page, GTK_TYPE_SCROLLED_WINDOW);
      GtkAdjustment *adj = scroller ? gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)) : NULL;

      if (adj != NULL && gtk_adjustment_get_upper (adj) > gtk_adjustment_get_page_size (adj) + 1)
        {
          g_autofree char *end = g_strdup_printf ("narrow-%s-%s-end.png", game, view);

          ui_test_scroll_page (page, TRUE);
          ui_test_wait_for_new_frame (window);
          ui_test_save_screenshot (window, end);
          ui_test_scroll_page (page, FALSE);
        }
    }
  /* Every view is checked and saved before the test fails. */
  if (bad->len > 0)
    {
      g_test_message ("%s, %s at %d px:%s", game, view, NARROW, bad->str);
      g_test_fail ();
    }
}

/* The welcome page, before any game. */
static void
test_welcome (void)
{
  GtkWindow *window = ui_test_main_window (&app);

  g_assert_cmpstr (adj_window_get_page (ADJ_WINDOW (window)), ==, "home");
  check_view (window, TALL, NULL, "shell", "welcome");
  g_assert_true (adw_leaflet_get_folded (ADW_LEAFLET (content_of (window))));
}

/* Shows the New Game dialog's current step at 360 px. */
static void
check_dialog_step (AdjNewGameDialog *dialog, const char *game, const char *step)
{
  check_view (GTK_WINDOW (dialog), 800, NULL, game, step);
}

/* Turns on every optional rule offered under @root: the pages then show
 * all they can (Tactical Cards, the house rules' sections). */
static void
every_option_on (GtkWidget *root)
{
  g_autoptr (GPtrArray) switches = g_ptr_array_new ();

  ui_test_collect (root, GTK_TYPE_SWITCH, switches);
  for (guint i = 0; i < switches->len; i++)
    if (g_str_has_prefix (gtk_widget_get_name (switches->pdata[i]), "option:"))
      gtk_switch_set_active (switches->pdata[i], TRUE);
}

/* New Game on @game's sample, the dialog checked at each step. */
static void
start_sample (const char *game)
{
  AdjNewGameDialog *dialog = g_object_ref (ui_test_open_new_game (&app, NULL));
  g_autofree char *row = g_strconcat ("game:", game, NULL);

  check_dialog_step (dialog, "new-game", "games");
  ui_test_activate_row (GTK_WIDGET (dialog), row);
  check_dialog_step (dialog, game, "new-game-scenarios");
  ui_test_activate_row (GTK_WIDGET (dialog), sample_of (game));
  check_dialog_step (dialog, game, "new-game-options");
  every_option_on (GTK_WIDGET (dialog));
  ui_test_click (GTK_WIDGET (dialog), "start-game");
  ui_test_iterate_until (ui_test_is_unmapped, dialog, "the New Game dialog closing");
  g_object_unref (dialog);
}

static void
test_game (gconstpointer data)
{
  const AdjRulesetUi *ui = data;
  const char *game = ui->ruleset->id;
  GtkWindow *window = ui_test_main_window (&app);

  start_sample (game);
  g_assert_true (adj_game_session_get_ruleset (ui_test_session (&app)) == ui->ruleset);

  /* Folded: the sidebar alone, then each page alone. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-sidebar", NULL);
  check_view (window, TALL, NULL, game, "sidebar");
  g_assert_true (adw_leaflet_get_folded (ADW_LEAFLET (content_of (window))));
  for (guint i = 0; i < ui->n_pages; i++)
    check_view (window, TALL, ui_test_show_page (window, ui->pages[i].name, NULL), game, ui->pages[i].name);
  check_view (window, TALL, ui_test_show_page (window, "journal", NULL), game, "journal");
}

int
main (int argc, char *argv[])
{
  int status;

  ui_test_user_dir_setup ("adj-ui-narrow-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();
  /* GNOME's title buttons (GTK's own default adds minimize and maximize,
   * which GNOME does not show): a header bar has their room, no more. */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
  g_test_add_func ("/ui/narrow/welcome", test_welcome);
  for (const AdjRulesetUi * const *ui = adj_ruleset_uis (); *ui != NULL; ui++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/narrow/%s", (*ui)->ruleset->id);
      g_test_add_data_func (path, *ui, test_game);
    }
  status = g_test_run ();
  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
