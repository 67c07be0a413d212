/* ui-test-util.c: waiting, finding and screenshots for the UI tests
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK reacts to most requests later: a presented window maps on the next
 * iterations, an activated button clicks after a timer, a frame is drawn
 * when the frame clock ticks. These helpers run the main context until
 * the effect shows, with a deadline, instead of assuming it is immediate.
 */

#include "config.h"

#include "ui-test-util.h"
#include "adj-window.h"

#include <gdk/x11/gdkx.h>

/* Generous: a loaded CI machine may take a while for the first frame. */
#define DEADLINE_SECONDS 20

static gboolean
display_is_ready (void)
{
  const char *display = g_getenv ("DISPLAY");

  /* These tests exist to run the real toolkit: without a display they
   * would prove nothing, so they fail instead of skipping. */
  if (display == NULL || *display == '\0')
    {
      g_printerr ("UI tests: DISPLAY is not set. They need an X server: run them "
                  "under Xvfb, e.g. `xvfb-run -a meson test -C build`.\n");
      return FALSE;
    }
  if (!gtk_init_check ())
    {
      g_printerr ("UI tests: cannot open display '%s'.\n", display);
      return FALSE;
    }
  return TRUE;
}

void
ui_test_iterate_until (UiTestCondition  condition,
                       gpointer         data,
                       const char      *what)
{
  gint64 deadline = g_get_monotonic_time () + DEADLINE_SECONDS * G_USEC_PER_SEC;

  while (!condition (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("Timed out after %d s waiting for %s", DEADLINE_SECONDS, what);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }
}

/* Frame accounting. An emission hook sees every surface's "render"
 * before GTK's own handler ends the emission; the frame counts as
 * painted at the frame clock's following "after-paint". */

static void
count_painted_frame (GdkFrameClock *frame_clock,
                     GdkSurface    *surface)
{
  guint frames = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (surface), "ui-test-frames"));

  g_object_set_data (G_OBJECT (surface), "ui-test-frames", GUINT_TO_POINTER (frames + 1));
  g_signal_handlers_disconnect_by_func (frame_clock, count_painted_frame, surface);
}

static gboolean
render_hook (GSignalInvocationHint *hint,
             guint                  n_param_values,
             const GValue          *param_values,
             gpointer               user_data)
{
  GdkSurface *surface = g_value_get_object (&param_values[0]);
  GdkFrameClock *frame_clock = gdk_surface_get_frame_clock (surface);

  g_signal_handlers_disconnect_by_func (frame_clock, count_painted_frame, surface);
  g_signal_connect_object (frame_clock, "after-paint",
                           G_CALLBACK (count_painted_frame), surface,
                           G_CONNECT_DEFAULT);
  return TRUE; /* keep counting */
}

/* Opens the display (or exits with a clear message) and starts counting
 * painted frames. Call once, after g_test_init(). */
void
ui_test_init (void)
{
  if (!display_is_ready ())
    exit (EXIT_FAILURE);

  /* Screenshots and checks see the end state, not a transition's middle. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_type_class_unref (g_type_class_ref (GDK_TYPE_SURFACE));
  g_signal_add_emission_hook (g_signal_lookup ("render", GDK_TYPE_SURFACE), 0,
                              render_hook, NULL, NULL);
}

guint
ui_test_painted_frames (GtkWindow *window)
{
  GdkSurface *surface;

  if (!gtk_widget_get_realized (GTK_WIDGET (window)))
    return 0;
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (surface), "ui-test-frames"));
}

typedef struct
{
  GtkWindow *window;
  guint      frames_before;
} FrameWait;

static gboolean
frame_painted_since (gpointer data)
{
  FrameWait *wait = data;

  return gtk_widget_get_mapped (GTK_WIDGET (wait->window)) &&
         ui_test_painted_frames (wait->window) > wait->frames_before;
}

/* Waits until @window is mapped and has painted more than @frames_before
 * frames; 0 waits for its first frame. */
void
ui_test_wait_for_frame (GtkWindow *window,
                        guint      frames_before)
{
  FrameWait wait = { window, frames_before };

  ui_test_iterate_until (frame_painted_since, &wait, "a painted frame");
}

void
ui_test_wait_for_new_frame (GtkWindow *window)
{
  guint frames = ui_test_painted_frames (window);

  gtk_widget_queue_draw (GTK_WIDGET (window));
  ui_test_wait_for_frame (window, frames);
}

/* The first mapped toplevel of @type, or NULL. */
GtkWindow *
ui_test_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = g_list_model_get_n_items (toplevels);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) &&
          gtk_widget_get_mapped (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static gboolean
toplevel_shown (gpointer data)
{
  return ui_test_find_toplevel ((GType) GPOINTER_TO_SIZE (data)) != NULL;
}

void
ui_test_wait_for_toplevel (GType       type,
                           const char *what)
{
  ui_test_iterate_until (toplevel_shown, GSIZE_TO_POINTER (type), what);
}

static gboolean
window_unmapped (gpointer data)
{
  return !gtk_widget_get_mapped (GTK_WIDGET (data));
}

void
ui_test_close_and_wait (GtkWindow *window)
{
  g_object_ref (window);
  gtk_window_close (window);
  ui_test_iterate_until (window_unmapped, window, "a window to close");
  g_object_unref (window);
}

/* Depth-first search for the first widget of @type below @widget. */
GtkWidget *
ui_test_find_descendant (GtkWidget *widget,
                         GType      type)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        return child;
      if ((found = ui_test_find_descendant (child, type)) != NULL)
        return found;
    }
  return NULL;
}

static guint
count_descendants (GtkWidget *widget, GType type)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += (G_TYPE_CHECK_INSTANCE_TYPE (child, type) ? 1 : 0) + count_descendants (child, type);
  return n;
}

GtkWidget *
ui_test_shown_toast (GtkWindow *window)
{
  GType type = g_type_from_name ("AdwToastWidget");

  for (guint i = 0; i < 200 && count_descendants (GTK_WIDGET (window), type) != 1; i++)
    ui_test_wait_for_new_frame (window);
  g_assert_cmpuint (count_descendants (GTK_WIDGET (window), type), ==, 1);
  return ui_test_find_descendant (GTK_WIDGET (window), type);
}

typedef struct
{
  GdkSurface *surface;
  int         width;
  int         height;
} SurfaceSize;

static gboolean
surface_has_size (gpointer data)
{
  SurfaceSize *size = data;

  return gdk_surface_get_width (size->surface) == size->width &&
         gdk_surface_get_height (size->surface) == size->height;
}

/* Resizes @window from outside, as a window manager does for the user. */
void
ui_test_resize_from_outside (GtkWindow *window,
                             int        width,
                             int        height)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  Display *xdisplay = gdk_x11_display_get_xdisplay (gdk_surface_get_display (surface));
  SurfaceSize size = { surface, width, height };

  XResizeWindow (xdisplay, gdk_x11_surface_get_xid (surface), width, height);
  XSync (xdisplay, False);
  ui_test_iterate_until (surface_has_size, &size, "the window to take its new size");
}

/* Renders @window as it is now, with the renderer that draws it. */
static GdkTexture *
render_window (GtkWindow *window)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  g_autoptr(GskRenderNode) node = NULL;
  GdkTexture *texture;
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));

  /* A window waiting to be laid out again (a page scrolling to the
   * focused widget, frame by frame) has nothing to snapshot until its
   * next frame. */
  for (guint frame = 0; node == NULL && frame < 60; frame++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      if (frame > 0)
        ui_test_wait_for_new_frame (window);
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);

  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)),
                                         node, NULL);
  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), >=, width);
  g_assert_cmpint (gdk_texture_get_height (texture), >=, height);
  return texture;
}

/* Writes @window to screenshots/@name under the test build directory. */
void
ui_test_save_screenshot (GtkWindow  *window,
                         const char *name)
{
  g_autoptr(GdkTexture) texture = render_window (window);
  g_autofree char *dir = g_test_build_filename (G_TEST_BUILT, "screenshots", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("Screenshot: %s", path);
}

/* Mean brightness of the window's current rendering, 0 (black) to 255. */
double
ui_test_mean_brightness (GtkWindow *window)
{
  g_autoptr(GdkTexture) texture = render_window (window);
  g_autofree guchar *pixels = NULL;
  gsize width = gdk_texture_get_width (texture);
  gsize height = gdk_texture_get_height (texture);
  double sum = 0;

  pixels = g_malloc (width * height * 4);
  gdk_texture_download (texture, pixels, width * 4);

  /* Four bytes a pixel, alpha in the first or last depending on byte
   * order: the other three are the colour, in some order, which an
   * unweighted mean does not need to know. */
  for (gsize i = 0; i < width * height; i++)
    {
      const guchar *px = pixels + 4 * i;

      sum += G_BYTE_ORDER == G_LITTLE_ENDIAN ? (px[0] + px[1] + px[2]) / 3.0
                                             : (px[1] + px[2] + px[3]) / 3.0;
    }
  return sum / ((double) width * height);
}

GtkWindow *
ui_test_main_window (AdjApplication **app)
{
  GtkWindow *window = NULL;

  if (*app == NULL)
    {
      g_autoptr (GError) error = NULL;
      /* Non-unique: a developer's running Adjutant must not take over. */
      *app = adj_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
      g_assert_true (g_application_register (G_APPLICATION (*app), NULL, &error));
      g_assert_no_error (error);
      g_application_activate (G_APPLICATION (*app));
    }
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (*app)); l != NULL; l = l->next)
    if (ADJ_IS_WINDOW (l->data))
      {
        window = l->data;
        break;
      }
  g_assert_true (ADJ_IS_WINDOW (window));
  ui_test_wait_for_frame (window, 0);
  return window;
}

void
ui_test_app_quit (AdjApplication **app)
{
  GtkWindow *window;

  if (*app == NULL)
    return;
  /* Destroying a window removes it from the application's list. */
  while ((window = gtk_application_get_active_window (GTK_APPLICATION (*app))) != NULL)
    gtk_window_destroy (window);
  g_clear_object (app);
}

GtkWidget *
ui_test_find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = ui_test_find_named (c, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
ui_test_named (GtkWidget *root, const char *name)
{
  GtkWidget *w = ui_test_find_named (root, name);
  if (w == NULL)
    g_error ("no widget named '%s'", name);
  return w;
}

typedef struct {
  GtkWidget  *root;
  const char *name;
} NamedLookup;

static gboolean
named_is_mapped (gpointer data)
{
  NamedLookup *l = data;
  GtkWidget *w = ui_test_find_named (l->root, l->name);
  return w != NULL && gtk_widget_get_mapped (w);
}

GtkWidget *
ui_test_wait_for_named (GtkWidget *root, const char *name)
{
  NamedLookup l = { root, name };
  ui_test_iterate_until (named_is_mapped, &l, name);
  return ui_test_find_named (root, name);
}

void
ui_test_collect (GtkWidget *root, GType type, GPtrArray *out)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        g_ptr_array_add (out, c);
      ui_test_collect (c, type, out);
    }
}

GtkWidget *
ui_test_nth (GtkWidget *root, GType type, guint i)
{
  g_autoptr (GPtrArray) all = g_ptr_array_new ();
  ui_test_collect (root, type, all);
  g_assert_cmpuint (i, <, all->len);
  return all->pdata[i];
}

gboolean
ui_test_is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (GTK_WIDGET (widget));
}

gboolean
ui_test_is_unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (GTK_WIDGET (widget));
}
