/* adj-dog-sheet-charts.c: the player's own charts, entered and shown
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Days of Glory leaves its shooting, close assault and movement charts to
 * reference sheets outside the rules. The player types each one in as his
 * sheet lays it out (a title, the part of the game it is for, column heads
 * and rows of cells); Adjutant shows them back as his own values and never
 * computes with them. Each edit goes through the engine's sheet edits,
 * which check it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-dog-common.h"
#include "adj-dog-sheet-charts.h"

struct _AdjDogSheetCharts
{
  GtkWidget      parent_instance;

  AdjDogSheets  *sheets;
  GtkWidget     *box, *charts_box, *new_title, *new_area, *new_columns;
  GPtrArray     *chart_groups;
  GtkStringList *areas;
};

G_DEFINE_FINAL_TYPE (AdjDogSheetCharts, adj_dog_sheet_charts, GTK_TYPE_WIDGET)

enum { CHANGED, REFUSED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void rebuild (AdjDogSheetCharts *self);

static void
done (AdjDogSheetCharts *self, gboolean ok, GError *error, GtkWidget *field)
{
  if (field != NULL)
    adj_dog_mark_error (field, !ok);
  if (ok)
    g_signal_emit (self, signals[CHANGED], 0);
  else
    g_signal_emit (self, signals[REFUSED], 0, error->message);
}

static guint
data_of (GObject *object, const char *key)
{
  return GPOINTER_TO_UINT (g_object_get_data (object, key));
}

/* The chart as the player's sheet lays it out, his values marked so. */
static GtkWidget *
preview (const AdjDogSheetTable *t, guint index)
{
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  g_autofree char *name = g_strdup_printf ("dog-chart-%u-grid", index);

  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_set_name (grid, name);
  for (guint c = 0; c < t->columns->len; c++)
    {
      GtkWidget *head = gtk_label_new (t->columns->pdata[c]);
      gtk_widget_add_css_class (head, "chart-header");
      gtk_grid_attach (GTK_GRID (grid), head, (int) c, 0, 1, 1);
    }
  for (guint r = 0; r < t->rows->len; r++)
    {
      GPtrArray *row = t->rows->pdata[r];
      for (guint c = 0; c < row->len; c++)
        {
          GtkWidget *cell = gtk_label_new (*(char *) row->pdata[c] != '\0' ? row->pdata[c] : "\u2013");
          gtk_widget_add_css_class (cell, "chart-legend");
          gtk_widget_add_css_class (cell, "user");
          gtk_grid_attach (GTK_GRID (grid), cell, (int) c, (int) r + 1, 1, 1);
        }
    }
  /* A wide chart scrolls sideways rather than widen the window. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), grid);
  adj_dog_set_label (scroller, t->title);
  return scroller;
}

/* The preview of chart @t shows its values as they are now. */
static void
refresh_preview (AdjDogSheetCharts *self, guint t)
{
  GtkWidget *holder = g_object_get_data (self->chart_groups->pdata[t], "adj-dog-preview");
  GtkWidget *old = gtk_widget_get_first_child (holder);
  AdjDogSheetTable *table = self->sheets->tables->pdata[t];
  g_autofree char *title = g_strdup_printf ("%s (%s)", table->title, adj_dog_area_name (table->area));

  adw_preferences_group_set_title (g_object_get_data (self->chart_groups->pdata[t], "adj-dog-group"), title);
  if (old != NULL)
    gtk_box_remove (GTK_BOX (holder), old);
  gtk_box_append (GTK_BOX (holder), preview (self->sheets->tables->pdata[t], t));
}

static void
on_title (AdwEntryRow *row, AdjDogSheetCharts *self)
{
  guint t = data_of (G_OBJECT (row), "adj-dog-table");
  AdjDogSheetTable *table = self->sheets->tables->pdata[t];
  g_autoptr (GError) error = NULL;
  done (self, adj_dog_sheets_set_table (self->sheets, t, gtk_editable_get_text (GTK_EDITABLE (row)), table->area,
                                        &error), error, GTK_WIDGET (row));
  refresh_preview (self, t);
}

static void
on_area (AdwComboRow *row, GParamSpec *pspec, AdjDogSheetCharts *self)
{
  guint t = data_of (G_OBJECT (row), "adj-dog-table");
  AdjDogSheetTable *table = self->sheets->tables->pdata[t];
  g_autoptr (GError) error = NULL;
  done (self, adj_dog_sheets_set_table (self->sheets, t, table->title, adw_combo_row_get_selected (row), &error),
        error, NULL);
  refresh_preview (self, t);
}

static void
on_column (AdwEntryRow *row, AdjDogSheetCharts *self)
{
  g_autoptr (GError) error = NULL;
  done (self, adj_dog_sheets_set_column (self->sheets, data_of (G_OBJECT (row), "adj-dog-table"),
                                         data_of (G_OBJECT (row), "adj-dog-column"),
                                         gtk_editable_get_text (GTK_EDITABLE (row)), &error), error, GTK_WIDGET (row));
  refresh_preview (self, data_of (G_OBJECT (row), "adj-dog-table"));
}

static void
on_cell (AdwEntryRow *row, AdjDogSheetCharts *self)
{
  g_autoptr (GError) error = NULL;
  done (self, adj_dog_sheets_set_cell (self->sheets, data_of (G_OBJECT (row), "adj-dog-table"),
                                       data_of (G_OBJECT (row), "adj-dog-row"), data_of (G_OBJECT (row), "adj-dog-column"),
                                       gtk_editable_get_text (GTK_EDITABLE (row)), &error), error, GTK_WIDGET (row));
  refresh_preview (self, data_of (G_OBJECT (row), "adj-dog-table"));
}

static void
on_add_row (GtkButton *button, AdjDogSheetCharts *self)
{
  guint t = data_of (G_OBJECT (button), "adj-dog-table");
  AdjDogSheetTable *table = self->sheets->tables->pdata[t];
  g_autoptr (GPtrArray) cells = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;

  for (guint c = 0; c < table->columns->len; c++)
    g_ptr_array_add (cells, (gpointer) "");
  g_ptr_array_add (cells, NULL);
  gboolean ok = adj_dog_sheets_add_row (self->sheets, t, (const char * const *) cells->pdata, &error);
  done (self, ok, error, NULL);
  if (ok)
    rebuild (self);
}

static void
on_remove (GtkButton *button, AdjDogSheetCharts *self)
{
  guint t = data_of (G_OBJECT (button), "adj-dog-table");
  if (g_object_get_data (G_OBJECT (button), "adj-dog-row") != NULL)
    adj_dog_sheets_remove_row (self->sheets, t, data_of (G_OBJECT (button), "adj-dog-row") - 1);
  else
    adj_dog_sheets_remove_table (self->sheets, t);
  done (self, TRUE, NULL, NULL);
  rebuild (self);
}

static GtkWidget *
entry_row (GtkWidget *expander, const char *name, const char *title, const char *text, guint table, GCallback changed,
           AdjDogSheetCharts *self)
{
  GtkWidget *row = adw_entry_row_new ();
  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adj_dog_set_label (row, title);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  g_object_set_data (G_OBJECT (row), "adj-dog-table", GUINT_TO_POINTER (table));
  g_signal_connect (row, "changed", changed, self);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  return row;
}

static GtkWidget *
small_button (GtkWidget *expander, const char *name, const char *icon, const char *label, guint table,
              GCallback clicked, AdjDogSheetCharts *self)
{
  GtkWidget *button = adj_dog_expander_button (expander, name, icon, label);
  g_object_set_data (G_OBJECT (button), "adj-dog-table", GUINT_TO_POINTER (table));
  g_signal_connect (button, "clicked", clicked, self);
  return button;
}

/* A chart: its title, its values as the sheet lays them out, and under
 * them the rows that edit it. */
static GtkWidget *
chart_group (AdjDogSheetCharts *self, guint t)
{
  AdjDogSheetTable *table = self->sheets->tables->pdata[t];
  GtkWidget *section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *edit_group = adw_preferences_group_new ();
  GtkWidget *edit = adw_expander_row_new ();
  GtkWidget *holder = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  g_autofree char *title = g_strdup_printf ("%s (%s)", table->title, adj_dog_area_name (table->area));
  g_autofree char *prefix = g_strdup_printf ("dog-chart-%u", t);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), _("Your values, from your sheet"));
  gtk_box_append (GTK_BOX (holder), preview (table, t));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), holder);
  g_object_set_data (G_OBJECT (section), "adj-dog-preview", holder);
  g_object_set_data (G_OBJECT (section), "adj-dog-group", group);
  gtk_box_append (GTK_BOX (section), group);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (edit), _("Edit this chart"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (edit_group), edit);
  gtk_box_append (GTK_BOX (section), edit_group);

  g_autofree char *title_name = g_strconcat (prefix, "-title", NULL);
  entry_row (edit, title_name, _("Title"), table->title, t, G_CALLBACK (on_title), self);
  GtkWidget *area = adw_combo_row_new ();
  g_autofree char *area_name = g_strconcat (prefix, "-area", NULL);
  gtk_widget_set_name (area, area_name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (area), _("For"));
  adj_dog_set_label (area, _("Part of the game"));
  adw_combo_row_set_model (ADW_COMBO_ROW (area), G_LIST_MODEL (self->areas));
  adw_combo_row_set_selected (ADW_COMBO_ROW (area), table->area);
  g_object_set_data (G_OBJECT (area), "adj-dog-table", GUINT_TO_POINTER (t));
  g_signal_connect (area, "notify::selected", G_CALLBACK (on_area), self);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (edit), area);
  for (guint c = 0; c < table->columns->len; c++)
    {
      g_autofree char *name = g_strdup_printf ("%s-column-%u", prefix, c);
      g_autofree char *head = g_strdup_printf (_("Column %u head"), c + 1);
      GtkWidget *row = entry_row (edit, name, head, table->columns->pdata[c], t, G_CALLBACK (on_column), self);
      g_object_set_data (G_OBJECT (row), "adj-dog-column", GUINT_TO_POINTER (c));
    }
  for (guint r = 0; r < table->rows->len; r++)
    {
      GPtrArray *cells = table->rows->pdata[r];
      for (guint c = 0; c < cells->len; c++)
        {
          g_autofree char *name = g_strdup_printf ("%s-cell-%u-%u", prefix, r, c);
          /* Translators: a cell of the player's chart: its row and its column's head */
          g_autofree char *head = g_strdup_printf (_("Row %u, %s"), r + 1, (const char *) table->columns->pdata[c]);
          GtkWidget *row = entry_row (edit, name, head, cells->pdata[c], t, G_CALLBACK (on_cell), self);
          g_object_set_data (G_OBJECT (row), "adj-dog-row", GUINT_TO_POINTER (r));
          g_object_set_data (G_OBJECT (row), "adj-dog-column", GUINT_TO_POINTER (c));
        }
      g_autofree char *remove_name = g_strdup_printf ("%s-remove-row-%u", prefix, r);
      g_autofree char *remove_label = g_strdup_printf (_("Remove Row %u"), r + 1);
      GtkWidget *remove = small_button (edit, remove_name, "list-remove-symbolic", remove_label, t,
                                        G_CALLBACK (on_remove), self);
      g_object_set_data (G_OBJECT (remove), "adj-dog-row", GUINT_TO_POINTER (r + 1));
    }
  g_autofree char *add_name = g_strconcat (prefix, "-add-row", NULL);
  small_button (edit, add_name, "list-add-symbolic", _("Add a _Row"), t, G_CALLBACK (on_add_row), self);
  g_autofree char *remove_name = g_strconcat (prefix, "-remove", NULL);
  GtkWidget *remove = small_button (edit, remove_name, "user-trash-symbolic", _("Remove This _Chart"), t, G_CALLBACK (on_remove), self);
  gtk_widget_add_css_class (remove, "destructive-action");
  return section;
}

static void
rebuild (AdjDogSheetCharts *self)
{
  for (guint i = 0; i < self->chart_groups->len; i++)
    gtk_box_remove (GTK_BOX (self->charts_box), self->chart_groups->pdata[i]);
  g_ptr_array_set_size (self->chart_groups, 0);
  for (guint t = 0; self->sheets != NULL && t < self->sheets->tables->len; t++)
    {
      GtkWidget *group = chart_group (self, t);
      gtk_box_append (GTK_BOX (self->charts_box), group);
      g_ptr_array_add (self->chart_groups, group);
    }
}

static void
on_add_chart (AdjDogSheetCharts *self)
{
  g_auto (GStrv) columns = g_strsplit (gtk_editable_get_text (GTK_EDITABLE (self->new_columns)), ",", -1);
  g_autoptr (GError) error = NULL;

  for (guint i = 0; columns[i] != NULL; i++)
    g_strstrip (columns[i]);
  gboolean ok = adj_dog_sheets_add_table (self->sheets, gtk_editable_get_text (GTK_EDITABLE (self->new_title)),
                                          adw_combo_row_get_selected (ADW_COMBO_ROW (self->new_area)),
                                          (const char * const *) columns, NULL, &error);
  done (self, ok, error, NULL);
  if (!ok)
    return;
  gtk_editable_set_text (GTK_EDITABLE (self->new_title), "");
  gtk_editable_set_text (GTK_EDITABLE (self->new_columns), "");
  rebuild (self);
}

void
adj_dog_sheet_charts_set (AdjDogSheetCharts *self, AdjDogSheets *sheets)
{
  g_return_if_fail (ADJ_IS_DOG_SHEET_CHARTS (self));
  self->sheets = sheets;
  rebuild (self);
}

static void
adj_dog_sheet_charts_dispose (GObject *object)
{
  AdjDogSheetCharts *self = ADJ_DOG_SHEET_CHARTS (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->chart_groups, g_ptr_array_unref);
  g_clear_object (&self->areas);
  G_OBJECT_CLASS (adj_dog_sheet_charts_parent_class)->dispose (object);
}

static void
adj_dog_sheet_charts_class_init (AdjDogSheetChartsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_dog_sheet_charts_dispose;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static const char *area_name (int i) { return adj_dog_area_name ((AdjDogSheetArea) i); }

static void
adj_dog_sheet_charts_init (AdjDogSheetCharts *self)
{
  GtkWidget *add_group = adw_preferences_group_new ();
  GtkWidget *add = gtk_button_new_with_mnemonic (_("Add the C_hart"));

  self->chart_groups = g_ptr_array_new ();
  self->areas = adj_dog_names_model (area_name, 0, ADJ_DOG_N_AREAS);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->charts_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_box_append (GTK_BOX (self->box), self->charts_box);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (add_group), _("A New Chart"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (add_group),
                                         _("Shooting, close assault, movement or any other chart of your sheets, laid "
                                           "out as your sheet lays it out."));
  self->new_title = adw_entry_row_new ();
  gtk_widget_set_name (self->new_title, "dog-new-chart-title");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->new_title), _("Title"));
  adj_dog_set_label (self->new_title, _("Title of the new chart"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (add_group), self->new_title);
  self->new_area = adw_combo_row_new ();
  gtk_widget_set_name (self->new_area, "dog-new-chart-area");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->new_area), _("For"));
  adj_dog_set_label (self->new_area, _("Part of the game of the new chart"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->new_area), G_LIST_MODEL (self->areas));
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->new_area), ADJ_DOG_AREA_SHOOTING);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (add_group), self->new_area);
  self->new_columns = adw_entry_row_new ();
  gtk_widget_set_name (self->new_columns, "dog-new-chart-columns");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->new_columns), _("Column heads, separated by commas"));
  adj_dog_set_label (self->new_columns, _("Column heads of the new chart"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (add_group), self->new_columns);
  gtk_widget_set_name (add, "dog-new-chart-add");
  gtk_widget_set_halign (add, GTK_ALIGN_START);
  gtk_widget_set_margin_top (add, 12);
  gtk_widget_add_css_class (add, "pill");
  g_signal_connect_swapped (add, "clicked", G_CALLBACK (on_add_chart), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (add_group), add);
  gtk_box_append (GTK_BOX (self->box), add_group);
}

GtkWidget *
adj_dog_sheet_charts_new (void)
{
  return g_object_new (ADJ_TYPE_DOG_SHEET_CHARTS, NULL);
}
