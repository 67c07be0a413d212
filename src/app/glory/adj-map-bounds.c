/* adj-map-bounds.c: a map's name and the columns and rows it covers
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Columns and rows as two-digit numbers (the hex ids, docs/map-format.md)
 * and which columns are set half a hex lower. Apply Size (or Enter) checks
 * them and asks the editor for the new bounds; a bound that cannot be is
 * marked and said.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-children.h"
#include "adj-map-bounds.h"

struct _AdjMapBounds
{
  GtkWidget    parent_instance;

  gboolean     syncing;
  AdjHexGrid   grid;   /* the map's, as last shown */

  /* Template children */
  AdwEntryRow *name_row;
  AdwEntryRow *first_col_row;
  AdwEntryRow *last_col_row;
  AdwEntryRow *first_row_row;
  AdwEntryRow *last_row_row;
  AdwComboRow *shift_row;
  GtkButton   *apply_size_button;
};

G_DEFINE_FINAL_TYPE (AdjMapBounds, adj_map_bounds, GTK_TYPE_WIDGET)

enum { SIGNAL_RENAME, SIGNAL_RESIZE, SIGNAL_PROBLEM, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
set_number (AdwEntryRow *row, int value)
{
  char text[16];
  g_snprintf (text, sizeof text, "%02d", value);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
}

void
adj_map_bounds_set_map (AdjMapBounds *self, const AdjHexMap *map)
{
  const AdjHexGrid *g = adj_hexmap_get_grid (map);

  g_return_if_fail (ADJ_IS_MAP_BOUNDS (self));
  self->syncing = TRUE;
  self->grid = *g;
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), adj_hexmap_get_name (map));
  set_number (self->first_col_row, g->first_col);
  set_number (self->last_col_row, g->last_col);
  set_number (self->first_row_row, g->first_row);
  set_number (self->last_row_row, g->last_row);
  adw_combo_row_set_selected (self->shift_row, g->shift == ADJ_SHIFT_EVEN ? 1 : 0);
  self->syncing = FALSE;
}

static void
on_name_changed (AdjMapBounds *self)
{
  g_autofree char *name = NULL;

  if (self->syncing)
    return;
  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  g_signal_emit (self, signals[SIGNAL_RENAME], 0, name);
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
on_apply_size (AdjMapBounds *self)
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
      g_signal_emit (self, signals[SIGNAL_PROBLEM], 0, g_strstrip (errors->str));
      return;
    }
  adj_hexgrid_init (&grid, c0, c1, r0, r1,
                    adw_combo_row_get_selected (self->shift_row) == 1 ? ADJ_SHIFT_EVEN : ADJ_SHIFT_ODD);
  if (memcmp (&grid, &self->grid, sizeof grid) != 0)
    g_signal_emit (self, signals[SIGNAL_RESIZE], 0, &grid);
}

static void
adj_map_bounds_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_MAP_BOUNDS);
  adj_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (adj_map_bounds_parent_class)->dispose (object);
}

static void
adj_map_bounds_class_init (AdjMapBoundsClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_map_bounds_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  signals[SIGNAL_RENAME] = g_signal_new ("rename", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_RESIZE] = g_signal_new ("resize", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_PROBLEM] = g_signal_new ("problem", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjutant/Adjutant/glory/adj-map-bounds.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjMapBounds, name_row);
  gtk_widget_class_bind_template_child (widget_class, AdjMapBounds, first_col_row);
  gtk_widget_class_bind_template_child (widget_class, AdjMapBounds, last_col_row);
  gtk_widget_class_bind_template_child (widget_class, AdjMapBounds, first_row_row);
  gtk_widget_class_bind_template_child (widget_class, AdjMapBounds, last_row_row);
  gtk_widget_class_bind_template_child (widget_class, AdjMapBounds, shift_row);
  gtk_widget_class_bind_template_child (widget_class, AdjMapBounds, apply_size_button);
}

static void
adj_map_bounds_init (AdjMapBounds *self)
{
  AdwEntryRow *bounds[4];

  gtk_widget_init_template (GTK_WIDGET (self));
  bounds[0] = self->first_col_row;
  bounds[1] = self->last_col_row;
  bounds[2] = self->first_row_row;
  bounds[3] = self->last_row_row;
  g_signal_connect_swapped (self->name_row, "changed", G_CALLBACK (on_name_changed), self);
  g_signal_connect_swapped (self->apply_size_button, "clicked", G_CALLBACK (on_apply_size), self);
  for (guint i = 0; i < G_N_ELEMENTS (bounds); i++)
    g_signal_connect_swapped (bounds[i], "entry-activated", G_CALLBACK (on_apply_size), self);
  g_signal_connect_swapped (self->shift_row, "notify::selected", G_CALLBACK (on_apply_size), self);
}
