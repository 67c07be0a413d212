/* adj-map-editor.c: paint a map's levels, woods and hexsides
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A small editor for "adjutant-map" files (docs/map-format.md): pick a tool
 * in the side panel and paint on the map (AdjMapCanvas), set the map's
 * name and bounds (AdjMapBounds). Every value goes through the engine's
 * setters, which refuse what the format does not allow (the message is
 * shown, nothing changes). Each stroke or resize is one step of undo;
 * saving is the engine's atomic saver; unsaved changes are never dropped
 * without asking.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-los-questions.h"
#include "adj-map-bounds.h"
#include "adj-map-canvas.h"
#include "adj-map-copy.h"
#include "adj-map-editor.h"
#include "adj-map-user.h"

#define UNDO_STEPS 100

typedef enum { PENDING_NONE, PENDING_NEW, PENDING_OPEN, PENDING_EDIT } Pending;

static const struct {
  const char *key;
  const char *label;
  guint feature;
  const char *tip;
} side_tools[] = {
  { "steep", N_("Steep"), ADJ_SIDE_STEEP, N_("Steep slope (9.4)") },
  { "sheer", N_("Sheer"), ADJ_SIDE_SHEER, N_("Sheer slope (9.4)") },
  { "stream", N_("Stream"), ADJ_SIDE_STREAM, N_("Stream or creek (6.24)") },
  { "river", N_("River"), ADJ_SIDE_RIVER, N_("Uncrossable river (6.24)") },
  { "ford", N_("Ford"), ADJ_SIDE_FORD, N_("Ford across the water (6.24)") },
  { "bridge", N_("Bridge"), ADJ_SIDE_BRIDGE, N_("Bridge across the water (6.24)") },
  { "pike", N_("Pike"), ADJ_SIDE_PIKE, N_("A pike crosses the hexside (6.22)") },
  { "road", N_("Road"), ADJ_SIDE_ROAD, N_("A road crosses the hexside (6.22)") },
  { "trail", N_("Trail"), ADJ_SIDE_TRAIL, N_("A trail crosses the hexside (6.22)") },
  { "erase", N_("Erase"), 0, N_("Take every feature off the hexside") },
};

struct _AdjMapEditor
{
  GtkWidget             parent_instance;

  AdjHexMap            *map;
  AdjHexMap            *saved;  /* as last loaded or saved */
  char                 *path;
  GPtrArray            *undo;   /* AdjHexMap snapshots, oldest first */
  GPtrArray            *redo;

  Pending               pending;
  AdjHexMap            *pending_map;
  char                 *pending_path;
  GtkFileChooserNative *chooser;
  GtkWidget            *side_buttons[G_N_ELEMENTS (side_tools)];

  /* Made by ensure_content() from adj-map-editor.ui */
  GtkWidget            *editor_box;
  GtkLabel             *title_label;
  GtkLabel             *message_label;
  AdwFlap              *flap;
  GtkToggleButton      *tool_level;
  GtkToggleButton      *tool_raise;
  GtkToggleButton      *tool_lower;
  GtkToggleButton      *tool_woods;
  AdwEntryRow          *level_row;
  GtkFlowBox           *side_tools;
  AdjMapBounds         *bounds;
  AdjMapCanvas         *canvas;
};

static void adj_map_editor_map_user_init (AdjMapUserInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjMapEditor, adj_map_editor, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_MAP_USER, adj_map_editor_map_user_init))

static void ensure_content (AdjMapEditor *self);

/* ---- Maps ---- */

gboolean
adj_map_editor_is_modified (AdjMapEditor *self)
{
  g_return_val_if_fail (ADJ_IS_MAP_EDITOR (self), FALSE);
  ensure_content (self);
  return self->saved == NULL || !adj_hexmap_equal (self->map, self->saved);
}

AdjHexMap *
adj_map_editor_get_map (AdjMapEditor *self)
{
  g_return_val_if_fail (ADJ_IS_MAP_EDITOR (self), NULL);
  ensure_content (self);
  return self->map;
}

static void
show_message (AdjMapEditor *self, const char *text, gboolean error)
{
  gtk_label_set_text (self->message_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), text != NULL);
  if (error)
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");
}

static void
refresh (AdjMapEditor *self)
{
  gboolean modified = adj_map_editor_is_modified (self);
  const char *name = adj_hexmap_get_name (self->map);
  g_autofree char *title = g_strdup_printf (modified ? _("%s (not saved)") : "%s",
                                            *name ? name : _("Untitled map"));
  g_autofree char *where = self->path ? g_filename_display_name (self->path) : NULL;

  gtk_label_set_text (self->title_label, title);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->title_label), where);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.undo", self->undo->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.redo", self->redo->len > 0);
  adj_map_canvas_redraw (self->canvas);
}

/* Makes @map (transfer full) the one being edited. */
static void
set_current (AdjMapEditor *self, AdjHexMap *map)
{
  g_clear_pointer (&self->map, adj_hexmap_unref);
  self->map = map;
  adj_map_canvas_set_map (self->canvas, map);
  adj_map_bounds_set_map (self->bounds, map);
  refresh (self);
}

/* A map from a file or the LOS page: a fresh history. */
static void
start_over (AdjMapEditor *self, AdjHexMap *map, const char *path)
{
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  g_clear_pointer (&self->saved, adj_hexmap_unref);
  if (path != NULL)
    self->saved = adj_map_copy (map);
  g_free (self->path);
  self->path = g_strdup (path);
  set_current (self, map);
}

static void
new_map (AdjMapEditor *self)
{
  AdjHexGrid grid;
  adj_hexgrid_init (&grid, 1, 20, 1, 15, ADJ_SHIFT_ODD);
  AdjHexMap *map = adj_hexmap_new (_("New map"), &grid);

  start_over (self, map, NULL);
  /* Nothing to lose yet: a new map counts as unmodified until painted. */
  self->saved = adj_map_copy (map);
  refresh (self);
  show_message (self, NULL, FALSE);
}

gboolean
adj_map_editor_open_map (AdjMapEditor *self, const char *path, GError **error)
{
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (ADJ_IS_MAP_EDITOR (self), FALSE);
  ensure_content (self);
  AdjHexMap *map = adj_hexmap_load_file (path, &local);
  if (map == NULL)
    {
      g_autofree char *msg = g_strdup_printf (_("The map could not be opened. %s"), local->message);
      show_message (self, msg, TRUE);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  start_over (self, map, path);
  show_message (self, NULL, FALSE);
  return TRUE;
}

gboolean
adj_map_editor_save_map (AdjMapEditor *self, const char *path, GError **error)
{
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (ADJ_IS_MAP_EDITOR (self), FALSE);
  ensure_content (self);
  if (!adj_hexmap_save_file (self->map, path, &local))
    {
      g_autofree char *msg = g_strdup_printf (_("The map was not saved. %s"), local->message);
      show_message (self, msg, TRUE);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  g_clear_pointer (&self->saved, adj_hexmap_unref);
  self->saved = adj_map_copy (self->map);
  if (path != self->path)
    {
      g_free (self->path);
      self->path = g_strdup (path);
    }
  g_autofree char *where = g_filename_display_name (path);
  g_autofree char *msg = g_strdup_printf (_("Saved to %s"), where);
  show_message (self, msg, FALSE);
  refresh (self);
  return TRUE;
}

/* ---- Edits ---- */

/* One step of undo begins: the map as it is now. */
static void
history_begin (AdjMapEditor *self)
{
  g_ptr_array_add (self->undo, adj_map_copy (self->map));
  if (self->undo->len > UNDO_STEPS)
    g_ptr_array_remove_index (self->undo, 0);
}

/* It ends: nothing changed, no step; else nothing left to redo. */
static void
history_end (AdjMapEditor *self, gboolean changed)
{
  if (!changed)
    g_ptr_array_remove_index (self->undo, self->undo->len - 1);
  else
    g_ptr_array_set_size (self->redo, 0);
  refresh (self);
}

/* The tool the panel's buttons choose. */
static void
update_tool (AdjMapEditor *self)
{
  AdjMapTool tool = ADJ_MAP_TOOL_LEVEL;
  guint feature = 0;

  if (gtk_toggle_button_get_active (self->tool_raise))
    tool = ADJ_MAP_TOOL_RAISE;
  else if (gtk_toggle_button_get_active (self->tool_lower))
    tool = ADJ_MAP_TOOL_LOWER;
  else if (gtk_toggle_button_get_active (self->tool_woods))
    tool = ADJ_MAP_TOOL_WOODS;
  for (guint i = 0; i < G_N_ELEMENTS (side_tools); i++)
    if (self->side_buttons[i] != NULL && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->side_buttons[i])))
      {
        tool = ADJ_MAP_TOOL_SIDE;
        feature = side_tools[i].feature;
      }
  adj_map_canvas_set_tool (self->canvas, tool, feature);
}

/* The level tool's level, read when it paints. */
static gboolean
read_level (gpointer data, int *out)
{
  AdjMapEditor *self = data;

  if (!adj_los_parse_level (gtk_editable_get_text (GTK_EDITABLE (self->level_row)), out))
    {
      g_autofree char *msg = g_strdup_printf (_("Level to paint: a whole number from \u2212%d to %d."),
                                              -ADJ_HEXMAP_LEVEL_MIN, ADJ_HEXMAP_LEVEL_MAX);
      gtk_widget_add_css_class (GTK_WIDGET (self->level_row), "error");
      show_message (self, msg, TRUE);
      return FALSE;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (self->level_row), "error");
  return TRUE;
}

static void
on_stroke_end (AdjMapEditor *self, gboolean changed)
{
  history_end (self, changed);
}

static void
on_canvas_message (AdjMapEditor *self, const char *text, gboolean error)
{
  show_message (self, text, error);
}

/* ---- The map's name and bounds ---- */

static void
on_rename (AdjMapEditor *self, const char *name)
{
  adj_hexmap_set_name (self->map, name);
  refresh (self);
}

/* Hexes outside the new bounds are dropped: one step of undo. */
static void
on_resize (AdjMapEditor *self, const AdjHexGrid *grid)
{
  history_begin (self);
  set_current (self, adj_map_copy_to_grid (self->map, grid));
  history_end (self, TRUE);
  show_message (self, NULL, FALSE);
}

static void
on_bounds_problem (AdjMapEditor *self, const char *text)
{
  show_message (self, text, TRUE);
}

/* ---- Actions ---- */

static void
swap_history (AdjMapEditor *self, GPtrArray *from, GPtrArray *to)
{
  ensure_content (self);
  if (from->len == 0)
    return;
  g_ptr_array_add (to, adj_hexmap_ref (self->map));
  AdjHexMap *map = adj_hexmap_ref (g_ptr_array_index (from, from->len - 1));
  g_ptr_array_remove_index (from, from->len - 1);
  set_current (self, map);
  show_message (self, NULL, FALSE);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  AdjMapEditor *self = ADJ_MAP_EDITOR (widget);
  swap_history (self, self->undo, self->redo);
}

static void
redo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  AdjMapEditor *self = ADJ_MAP_EDITOR (widget);
  swap_history (self, self->redo, self->undo);
}

static void
on_open_response (GtkNativeDialog *dialog, int response, AdjMapEditor *self)
{
  gboolean save = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)) == GTK_FILE_CHOOSER_ACTION_SAVE;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;
      if (path != NULL && save)
        adj_map_editor_save_map (self, path, NULL);
      else if (path != NULL)
        adj_map_editor_open_map (self, path, NULL);
    }
  g_clear_object (&self->chooser);
}

static void
run_chooser (AdjMapEditor *self, gboolean save)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileFilter *filter;

  ensure_content (self);
  if (self->chooser != NULL)
    return;
  filter = gtk_file_filter_new ();
  self->chooser = gtk_file_chooser_native_new (save ? _("Save Map") : _("Open Map"),
                                               GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                               save ? _("_Save") : _("_Open"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Map files"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_object_unref (filter);
  if (self->path != NULL)
    {
      g_autoptr (GFile) file = g_file_new_for_path (self->path);
      if (save)
        gtk_file_chooser_set_file (GTK_FILE_CHOOSER (self->chooser), file, NULL);
      else
        {
          g_autoptr (GFile) dir = g_file_get_parent (file);
          gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->chooser), dir, NULL);
        }
    }
  else if (save)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), _("map.json"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
run_pending (AdjMapEditor *self)
{
  Pending pending = self->pending;
  AdjHexMap *map = g_steal_pointer (&self->pending_map);
  g_autofree char *path = g_steal_pointer (&self->pending_path);

  self->pending = PENDING_NONE;
  switch (pending)
    {
    case PENDING_NEW:
      new_map (self);
      break;
    case PENDING_OPEN:
      run_chooser (self, FALSE);
      break;
    case PENDING_EDIT:
      start_over (self, adj_map_copy (map), path);
      show_message (self, NULL, FALSE);
      break;
    case PENDING_NONE:
    default:
      break;
    }
  g_clear_pointer (&map, adj_hexmap_unref);
}

static void
on_discard_response (AdwMessageDialog *dialog, const char *response, AdjMapEditor *self)
{
  if (g_strcmp0 (response, "discard") == 0)
    run_pending (self);
  else
    {
      self->pending = PENDING_NONE;
      g_clear_pointer (&self->pending_map, adj_hexmap_unref);
      g_clear_pointer (&self->pending_path, g_free);
    }
}

/* Runs the pending step now, or once the player agrees to lose his changes. */
static void
after_asking (AdjMapEditor *self, Pending pending)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  ensure_content (self);
  self->pending = pending;
  if (!adj_map_editor_is_modified (self))
    {
      run_pending (self);
      return;
    }
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                              _("Discard Unsaved Changes?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("The map “%s” has changes that are not saved."),
                                  adj_hexmap_get_name (self->map));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "discard", _("_Discard"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_discard_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
adj_map_editor_edit_map (AdjMapEditor *self, AdjHexMap *map, const char *path)
{
  g_return_if_fail (ADJ_IS_MAP_EDITOR (self));
  ensure_content (self);
  g_clear_pointer (&self->pending_map, adj_hexmap_unref);
  g_free (self->pending_path);
  self->pending_map = adj_hexmap_ref (map);
  self->pending_path = g_strdup (path);
  after_asking (self, PENDING_EDIT);
}

/* A map handed over by the Line of Sight page. */
static void
take_map (AdjMapUser *user, AdjHexMap *map, const char *path)
{
  adj_map_editor_edit_map (ADJ_MAP_EDITOR (user), map, path);
}

static void
adj_map_editor_map_user_init (AdjMapUserInterface *iface)
{
  iface->take_map = take_map;
}

static void
new_action (GtkWidget *widget, const char *name, GVariant *param)
{
  after_asking (ADJ_MAP_EDITOR (widget), PENDING_NEW);
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  after_asking (ADJ_MAP_EDITOR (widget), PENDING_OPEN);
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *param)
{
  run_chooser (ADJ_MAP_EDITOR (widget), TRUE);
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *param)
{
  AdjMapEditor *self = ADJ_MAP_EDITOR (widget);

  ensure_content (self);
  if (self->path != NULL)
    adj_map_editor_save_map (self, self->path, NULL);
  else
    run_chooser (self, TRUE);
}

/* The map as it is now, on the Line of Sight page. */
static void
check_los_action (GtkWidget *widget, const char *name, GVariant *param)
{
  AdjMapEditor *self = ADJ_MAP_EDITOR (widget);

  ensure_content (self);
  g_autoptr (AdjHexMap) copy = adj_map_copy (self->map);
  adj_map_user_hand_over (widget, "los", copy, adj_map_editor_is_modified (self) ? NULL : self->path);
}

/* The editor's widgets and a first blank map, made the first time
 * anything needs them: the editor costs next to nothing at start-up. */
static void
ensure_content (AdjMapEditor *self)
{
  if (self->editor_box != NULL)
    return;

  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/adjutant/Adjutant/glory/adj-map-editor.ui");
#define GET(name) self->name = (gpointer) gtk_builder_get_object (builder, #name)
  GET (editor_box);
  GET (title_label);
  GET (message_label);
  GET (flap);
  GET (tool_level);
  GET (tool_raise);
  GET (tool_lower);
  GET (tool_woods);
  GET (level_row);
  GET (side_tools);
  GET (bounds);
  GET (canvas);
#undef GET
  gtk_widget_set_parent (self->editor_box, GTK_WIDGET (self));

  for (guint i = 0; i < G_N_ELEMENTS (side_tools); i++)
    {
      GtkWidget *button = gtk_toggle_button_new_with_label (_(side_tools[i].label));
      g_autofree char *name = g_strdup_printf ("tool-%s", side_tools[i].key);
      gtk_widget_set_name (button, name);
      gtk_widget_set_tooltip_text (button, _(side_tools[i].tip));
      gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), self->tool_level);
      gtk_flow_box_append (self->side_tools, button);
      self->side_buttons[i] = button;
    }

  /* The tools are the Tab stops, not the cells of the boxes they sit in. */
  GtkWidget *boxes[] = { gtk_widget_get_ancestor (GTK_WIDGET (self->tool_level), GTK_TYPE_FLOW_BOX),
                         GTK_WIDGET (self->side_tools) };
  for (guint b = 0; b < G_N_ELEMENTS (boxes); b++)
    for (GtkWidget *c = gtk_widget_get_first_child (boxes[b]); c != NULL; c = gtk_widget_get_next_sibling (c))
      gtk_widget_set_focusable (c, FALSE);

  GtkToggleButton *hex_tools[] = { self->tool_level, self->tool_raise, self->tool_lower, self->tool_woods };
  for (guint i = 0; i < G_N_ELEMENTS (hex_tools); i++)
    g_signal_connect_swapped (hex_tools[i], "toggled", G_CALLBACK (update_tool), self);
  for (guint i = 0; i < G_N_ELEMENTS (side_tools); i++)
    g_signal_connect_swapped (self->side_buttons[i], "toggled", G_CALLBACK (update_tool), self);
  update_tool (self);
  adj_map_canvas_set_level_reader (self->canvas, read_level, self);
  g_signal_connect_swapped (self->canvas, "stroke-begin", G_CALLBACK (history_begin), self);
  g_signal_connect_swapped (self->canvas, "stroke-end", G_CALLBACK (on_stroke_end), self);
  g_signal_connect_swapped (self->canvas, "message", G_CALLBACK (on_canvas_message), self);
  g_signal_connect_swapped (self->bounds, "rename", G_CALLBACK (on_rename), self);
  g_signal_connect_swapped (self->bounds, "resize", G_CALLBACK (on_resize), self);
  g_signal_connect_swapped (self->bounds, "problem", G_CALLBACK (on_bounds_problem), self);

  new_map (self);
}

static void
adj_map_editor_map (GtkWidget *widget)
{
  ensure_content (ADJ_MAP_EDITOR (widget));
  GTK_WIDGET_CLASS (adj_map_editor_parent_class)->map (widget);
}

/* ---- Life cycle ---- */

static void
adj_map_editor_dispose (GObject *object)
{
  AdjMapEditor *self = ADJ_MAP_EDITOR (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  g_clear_pointer (&self->editor_box, gtk_widget_unparent);
  g_clear_pointer (&self->map, adj_hexmap_unref);
  g_clear_pointer (&self->saved, adj_hexmap_unref);
  g_clear_pointer (&self->pending_map, adj_hexmap_unref);
  g_clear_pointer (&self->pending_path, g_free);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  G_OBJECT_CLASS (adj_map_editor_parent_class)->dispose (object);
}

static void
adj_map_editor_class_init (AdjMapEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_map_editor_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  widget_class->map = adj_map_editor_map;
  /* For the builder that makes the editor's widgets. */
  g_type_ensure (ADJ_TYPE_MAP_BOUNDS);
  g_type_ensure (ADJ_TYPE_MAP_CANVAS);

  gtk_widget_class_install_action (widget_class, "editor.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "editor.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "editor.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "editor.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "editor.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "editor.check-los", NULL, check_los_action);
  /* Inside a text field Ctrl+Z undoes typing; elsewhere in the editor it
   * undoes the last paint. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "editor.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "editor.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "editor.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "editor.open", NULL);
}

static void
adj_map_editor_init (AdjMapEditor *self)
{
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_hexmap_unref);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_hexmap_unref);
}
