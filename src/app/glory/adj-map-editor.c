/* adj-map-editor.c: paint a map's levels, woods and hexsides
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A small editor for "adjutant-map" files (docs/map-format.md): pick a tool,
 * click or drag over hexes to give them a level or woods, click near a
 * hexside to put a feature on it or take it off. Every value goes through
 * the engine's setters, which refuse what the format does not allow (the
 * message is shown, nothing changes). Each click or drag is one step of
 * undo; saving is the engine's atomic saver; unsaved changes are never
 * dropped without asking.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-los-questions.h"
#include "adj-los-view.h"
#include "adj-map-editor.h"
#include "adj-map-user.h"

#define HEX_RADIUS 24.0
#define UNDO_STEPS 100

typedef enum { TOOL_LEVEL, TOOL_RAISE, TOOL_LOWER, TOOL_WOODS, TOOL_SIDE } Tool;
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

  gboolean              stroke_open;
  gboolean              stroke_changed;
  gboolean              stroke_woods;
  AdjHex                stroke_last;
  double                drag_x, drag_y;

  AdjHex                cursor;
  int                   cursor_side;

  Pending               pending;
  AdjHexMap            *pending_map;
  char                 *pending_path;
  GtkFileChooserNative *chooser;
  gboolean              syncing;
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
  AdwEntryRow          *name_row;
  AdwEntryRow          *first_col_row;
  AdwEntryRow          *last_col_row;
  AdwEntryRow          *first_row_row;
  AdwEntryRow          *last_row_row;
  AdwComboRow          *shift_row;
  GtkButton            *apply_size_button;
  GtkScrolledWindow    *map_scroller;
  AdjLosView           *view;
};

static void adj_map_editor_map_user_init (AdjMapUserInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjMapEditor, adj_map_editor, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_MAP_USER, adj_map_editor_map_user_init))

static void ensure_content (AdjMapEditor *self);

/* ---- Maps ---- */

/* The map's ground on @grid: what lies outside it is dropped, and hexsides
 * whose hexes are no longer neighbours (another column shift) too. */
static AdjHexMap *
copy_map (const AdjHexMap *src, const AdjHexGrid *grid)
{
  AdjHexMap *map = adj_hexmap_new (adj_hexmap_get_name (src), grid);
  const AdjHexGrid *sg = adj_hexmap_get_grid (src);

  adj_hexmap_set_note (map, adj_hexmap_get_note (src));
  for (guint i = 0; i < adj_hexmap_size (src); i++)
    {
      AdjHex hex = adj_hexmap_hex_at (src, i);
      if (!adj_hexgrid_contains (grid, hex))
        continue;
      adj_hexmap_set_level (map, hex, adj_hexmap_level_at (src, i), NULL);
      adj_hexmap_set_terrain (map, hex, adj_hexmap_terrain_at (src, i), NULL);
      for (int dir = ADJ_DIR_N; dir <= ADJ_DIR_SE; dir++)
        {
          guint features = adj_hexmap_get_side (src, hex, (AdjHexDir) dir);
          AdjHex other = adj_hexgrid_neighbour (sg, hex, (AdjHexDir) dir);
          if (features != 0 && adj_hexgrid_contains (grid, other))
            adj_hexmap_set_hexside (map, hex, other, features, NULL);
        }
    }
  return map;
}

static AdjHexMap *
clone_map (const AdjHexMap *src)
{
  return copy_map (src, adj_hexmap_get_grid (src));
}

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
  gtk_widget_queue_draw (GTK_WIDGET (self->view));
}

static void
set_number (AdwEntryRow *row, int value)
{
  char text[16];
  g_snprintf (text, sizeof text, "%02d", value);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
}

/* The fields show the map's name and bounds. */
static void
sync_fields (AdjMapEditor *self)
{
  const AdjHexGrid *g = adj_hexmap_get_grid (self->map);

  self->syncing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), adj_hexmap_get_name (self->map));
  set_number (self->first_col_row, g->first_col);
  set_number (self->last_col_row, g->last_col);
  set_number (self->first_row_row, g->first_row);
  set_number (self->last_row_row, g->last_row);
  adw_combo_row_set_selected (self->shift_row, g->shift == ADJ_SHIFT_EVEN ? 1 : 0);
  self->syncing = FALSE;
}

/* Makes @map (transfer full) the one being edited. */
static void
set_current (AdjMapEditor *self, AdjHexMap *map)
{
  g_clear_pointer (&self->map, adj_hexmap_unref);
  self->map = map;
  adj_los_view_set_map (self->view, map, NULL);
  if (!adj_hexgrid_contains (adj_hexmap_get_grid (map), self->cursor))
    self->cursor = adj_hexmap_hex_at (map, 0);
  adj_los_view_set_cursor (self->view, TRUE, self->cursor, self->cursor_side);
  sync_fields (self);
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
    self->saved = clone_map (map);
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
  self->saved = clone_map (map);
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
  self->saved = clone_map (self->map);
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

static void
begin_stroke (AdjMapEditor *self)
{
  g_ptr_array_add (self->undo, clone_map (self->map));
  if (self->undo->len > UNDO_STEPS)
    g_ptr_array_remove_index (self->undo, 0);
  self->stroke_open = TRUE;
  self->stroke_changed = FALSE;
}

static void
end_stroke (AdjMapEditor *self)
{
  if (!self->stroke_open)
    return;
  self->stroke_open = FALSE;
  if (!self->stroke_changed)
    g_ptr_array_remove_index (self->undo, self->undo->len - 1);
  else
    g_ptr_array_set_size (self->redo, 0);
  refresh (self);
}

static Tool
current_tool (AdjMapEditor *self)
{
  if (gtk_toggle_button_get_active (self->tool_raise))
    return TOOL_RAISE;
  if (gtk_toggle_button_get_active (self->tool_lower))
    return TOOL_LOWER;
  if (gtk_toggle_button_get_active (self->tool_woods))
    return TOOL_WOODS;
  for (guint i = 0; i < G_N_ELEMENTS (side_tools); i++)
    if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->side_buttons[i])))
      return TOOL_SIDE;
  return TOOL_LEVEL;
}

static guint
current_feature (AdjMapEditor *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (side_tools); i++)
    if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->side_buttons[i])))
      return side_tools[i].feature;
  return 0;
}

static gboolean
read_level (AdjMapEditor *self, int *out)
{
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
apply_to_hex (AdjMapEditor *self, AdjHex hex, gboolean first)
{
  g_autoptr (GError) error = NULL;
  int level = adj_hexmap_get_level (self->map, hex);
  AdjTerrain terrain = adj_hexmap_get_terrain (self->map, hex);
  gboolean ok = TRUE;
  int want;

  switch (current_tool (self))
    {
    case TOOL_LEVEL:
      if (!read_level (self, &want))
        return;
      if (want != level)
        ok = adj_hexmap_set_level (self->map, hex, want, &error);
      self->stroke_changed |= want != level && ok;
      break;
    case TOOL_RAISE:
    case TOOL_LOWER:
      want = level + (current_tool (self) == TOOL_RAISE ? 1 : -1);
      ok = adj_hexmap_set_level (self->map, hex, want, &error);
      self->stroke_changed |= ok;
      break;
    case TOOL_WOODS:
      /* A drag paints what its first hex turned into. */
      if (first)
        self->stroke_woods = terrain != ADJ_TERRAIN_WOODS;
      want = self->stroke_woods ? ADJ_TERRAIN_WOODS : ADJ_TERRAIN_CLEAR;
      if ((AdjTerrain) want != terrain)
        ok = adj_hexmap_set_terrain (self->map, hex, (AdjTerrain) want, &error);
      self->stroke_changed |= (AdjTerrain) want != terrain && ok;
      break;
    case TOOL_SIDE:
    default:
      return;
    }
  show_message (self, ok ? NULL : error->message, !ok);
  gtk_widget_queue_draw (GTK_WIDGET (self->view));
}

/* Puts @feature on the hexside or takes it off, and with it what cannot
 * stay: the other slope, the other water, a crossing without water. */
static guint
toggle_feature (guint features, guint feature)
{
  static const guint groups[] = { ADJ_SIDE_SLOPE, ADJ_SIDE_STREAM | ADJ_SIDE_RIVER,
                                  ADJ_SIDE_FORD | ADJ_SIDE_BRIDGE,
                                  ADJ_SIDE_PIKE | ADJ_SIDE_ROAD | ADJ_SIDE_TRAIL };

  if (feature == 0)
    return 0;
  if (features & feature)
    {
      features &= ~feature;
      if (!(features & (ADJ_SIDE_STREAM | ADJ_SIDE_RIVER)))
        features &= ~(ADJ_SIDE_FORD | ADJ_SIDE_BRIDGE);
      return features;
    }
  for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
    if (feature & groups[i])
      features &= ~groups[i];
  return features | feature;
}

static void
apply_to_side (AdjMapEditor *self, AdjHex hex, AdjHexDir dir)
{
  g_autoptr (GError) error = NULL;
  AdjHex other = adj_hexgrid_neighbour (adj_hexmap_get_grid (self->map), hex, dir);
  guint was = adj_hexmap_get_side (self->map, hex, dir);
  guint want = toggle_feature (was, current_feature (self));

  if (want == was)
    return;
  if (!adj_hexmap_set_hexside (self->map, hex, other, want, &error))
    {
      show_message (self, error->message, TRUE);
      return;
    }
  self->stroke_changed = TRUE;
  show_message (self, NULL, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self->view));
}

static void
move_cursor (AdjMapEditor *self, AdjHex hex, int side)
{
  double x, y;

  self->cursor = hex;
  self->cursor_side = side;
  adj_los_view_set_cursor (self->view, TRUE, hex, side);
  /* Keep the cursor in sight. */
  if (adj_los_view_hex_centre (self->view, hex, &x, &y))
    {
      gtk_adjustment_clamp_page (gtk_scrolled_window_get_hadjustment (self->map_scroller),
                                 x - 2 * HEX_RADIUS, x + 2 * HEX_RADIUS);
      gtk_adjustment_clamp_page (gtk_scrolled_window_get_vadjustment (self->map_scroller),
                                 y - 2 * HEX_RADIUS, y + 2 * HEX_RADIUS);
    }
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, AdjMapEditor *self)
{
  AdjHex hex;
  AdjHexDir dir;

  gtk_widget_grab_focus (GTK_WIDGET (self->view));
  if (!adj_los_view_hex_at (self->view, x, y, &hex, &dir))
    return;
  self->drag_x = x;
  self->drag_y = y;
  begin_stroke (self);
  if (current_tool (self) == TOOL_SIDE)
    {
      move_cursor (self, hex, dir);
      apply_to_side (self, hex, dir);
    }
  else
    {
      move_cursor (self, hex, -1);
      apply_to_hex (self, hex, TRUE);
    }
  self->stroke_last = hex;
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, AdjMapEditor *self)
{
  AdjHex hex;

  if (!self->stroke_open || current_tool (self) == TOOL_SIDE
      || !adj_los_view_hex_at (self->view, self->drag_x + dx, self->drag_y + dy, &hex, NULL)
      || adj_hex_equal (hex, self->stroke_last))
    return;
  self->stroke_last = hex;
  apply_to_hex (self, hex, FALSE);
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, AdjMapEditor *self)
{
  end_stroke (self);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AdjMapEditor *self)
{
  const AdjHexGrid *g = adj_hexmap_get_grid (self->map);
  AdjHex hex = self->cursor;
  int side = self->cursor_side;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Up: hex.row = MAX (hex.row - 1, g->first_row); break;
    case GDK_KEY_Down: hex.row = MIN (hex.row + 1, g->last_row); break;
    case GDK_KEY_Left: hex.col = MAX (hex.col - 1, g->first_col); break;
    case GDK_KEY_Right: hex.col = MIN (hex.col + 1, g->last_col); break;
    case GDK_KEY_bracketleft: side = side < 0 ? 0 : (side + 5) % ADJ_HEX_DIRS; break;
    case GDK_KEY_bracketright: side = side < 0 ? 0 : (side + 1) % ADJ_HEX_DIRS; break;
    case GDK_KEY_space:
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      begin_stroke (self);
      if (current_tool (self) == TOOL_SIDE)
        {
          if (side < 0)
            move_cursor (self, hex, side = ADJ_DIR_N);
          apply_to_side (self, hex, (AdjHexDir) side);
        }
      else
        apply_to_hex (self, hex, TRUE);
      end_stroke (self);
      return TRUE;
    default:
      return FALSE;
    }
  move_cursor (self, hex, side);
  return TRUE;
}

/* ---- The fields ---- */

static void
on_name_changed (AdjMapEditor *self)
{
  g_autofree char *name = NULL;

  if (self->syncing)
    return;
  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  adj_hexmap_set_name (self->map, name);
  refresh (self);
}

static gboolean
read_bound (AdwEntryRow *row, const char *what, int *out, GString *errors)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  gint64 v;

  if (!g_ascii_string_to_unsigned (text, 10, 0, 99, (guint64 *) &v, NULL))
    {
      g_string_append_printf (errors, _("%s: a number from 00 to 99."), what);
      g_string_append_c (errors, ' ');
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      return FALSE;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  *out = (int) v;
  return TRUE;
}

static void
on_apply_size (AdjMapEditor *self)
{
  g_autoptr (GString) errors = g_string_new (NULL);
  int c0 = 0, c1 = 0, r0 = 0, r1 = 0;
  gboolean ok;
  AdjHexGrid grid;

  if (self->syncing)
    return;
  ok = read_bound (self->first_col_row, _("First column"), &c0, errors);
  ok &= read_bound (self->last_col_row, _("Last column"), &c1, errors);
  ok &= read_bound (self->first_row_row, _("First row"), &r0, errors);
  ok &= read_bound (self->last_row_row, _("Last row"), &r1, errors);

  if (ok && c0 > c1)
    {
      g_string_append (errors, _("The first column comes after the last."));
      g_string_append_c (errors, ' ');
      gtk_widget_add_css_class (GTK_WIDGET (self->last_col_row), "error");
      ok = FALSE;
    }
  if (ok && r0 > r1)
    {
      g_string_append (errors, _("The first row comes after the last."));
      gtk_widget_add_css_class (GTK_WIDGET (self->last_row_row), "error");
      ok = FALSE;
    }
  if (!ok)
    {
      show_message (self, g_strstrip (errors->str), TRUE);
      return;
    }
  adj_hexgrid_init (&grid, c0, c1, r0, r1,
                    adw_combo_row_get_selected (self->shift_row) == 1 ? ADJ_SHIFT_EVEN : ADJ_SHIFT_ODD);
  if (memcmp (&grid, adj_hexmap_get_grid (self->map), sizeof grid) == 0)
    return;
  begin_stroke (self);
  self->stroke_changed = TRUE;
  set_current (self, copy_map (self->map, &grid));
  end_stroke (self);
  show_message (self, NULL, FALSE);
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
      start_over (self, clone_map (map), path);
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
  g_autoptr (AdjHexMap) copy = clone_map (self->map);
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
  GET (name_row);
  GET (first_col_row);
  GET (last_col_row);
  GET (first_row_row);
  GET (last_row_row);
  GET (shift_row);
  GET (apply_size_button);
  GET (map_scroller);
  GET (view);
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

  adj_los_view_set_hex_radius (self->view, HEX_RADIUS);
  GtkGesture *drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self->view), GTK_EVENT_CONTROLLER (drag));
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->view), keys);
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (gtk_widget_queue_draw), self->view);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (gtk_widget_queue_draw), self->view);
  gtk_widget_add_controller (GTK_WIDGET (self->view), focus);

  /* The view draws only what the scrolled window shows. */
  GtkAdjustment *adjustments[] = { gtk_scrolled_window_get_hadjustment (self->map_scroller),
                                   gtk_scrolled_window_get_vadjustment (self->map_scroller) };
  for (guint i = 0; i < G_N_ELEMENTS (adjustments); i++)
    {
      g_signal_connect_swapped (adjustments[i], "value-changed", G_CALLBACK (gtk_widget_queue_draw), self->view);
      g_signal_connect_swapped (adjustments[i], "changed", G_CALLBACK (gtk_widget_queue_draw), self->view);
    }

  g_signal_connect_swapped (self->name_row, "changed", G_CALLBACK (on_name_changed), self);
  g_signal_connect_swapped (self->apply_size_button, "clicked", G_CALLBACK (on_apply_size), self);
  AdwEntryRow *bounds[] = { self->first_col_row, self->last_col_row, self->first_row_row, self->last_row_row };
  for (guint i = 0; i < G_N_ELEMENTS (bounds); i++)
    g_signal_connect_swapped (bounds[i], "entry-activated", G_CALLBACK (on_apply_size), self);
  g_signal_connect_swapped (self->shift_row, "notify::selected", G_CALLBACK (on_apply_size), self);

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
  g_type_ensure (ADJ_TYPE_LOS_VIEW);

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
  self->cursor_side = -1;
}
