/* adj-cog-editor-chart.c: the battle editor's Combat Chart
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The battle's Combat Chart (12.9) column by column: the odds of each
 * column, and its three cells. A cell the rulebook prints (12.9.2's
 * examples) is written as printed, with its source, and cannot be changed;
 * every other cell is the player's ("user"), a number, "N", or blank
 * until he types it. Columns are added and removed; the loader checks
 * their order.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "adj-cog-editor-chart.h"
#include "adj-cog-game.h"

typedef struct {
  json_object        *chart;
  guint               col, row;
  AdjCogFieldChanged  changed;
  gpointer            editor;
} Cell;

static json_object *
cell_json (const char *column, guint row, const char *text)
{
  int printed;
  const char *cite;
  json_object *o = json_object_new_object ();
  if (adj_cog_chart_printed_cell (column, adj_cog_chart_row_key (row), &printed, &cite))
    {
      json_object_object_add (o, "value", json_object_new_int (printed));
      json_object_object_add (o, "source", json_object_new_string ("rulebook"));
      json_object_object_add (o, "cite", json_object_new_string (cite));
      return o;
    }
  char *end = NULL;
  long v = text != NULL ? strtol (text, &end, 10) : 0;
  json_object *value = text == NULL || *text == '\0' ? NULL
                       : end != text && *end == '\0' ? json_object_new_int ((int) v)
                       /* "N", or anything else for the loader to refuse by place. */
                       : json_object_new_string (text);
  json_object_object_add (o, "value", value);
  json_object_object_add (o, "source", json_object_new_string ("user"));
  return o;
}

static json_object *
cells_row (json_object *chart, guint row)
{
  return json_object_array_get_idx (json_object_object_get (chart, "cells"), row);
}

static void
on_cell (GtkEditable *entry, Cell *c)
{
  json_object *key = json_object_object_get (json_object_array_get_idx (json_object_object_get (c->chart, "columns"),
                                                                        c->col), "key");
  json_object_array_put_idx (cells_row (c->chart, c->row), c->col,
                             cell_json (json_object_get_string (key), c->row, gtk_editable_get_text (entry)));
  c->changed (c->editor, FALSE);
}

/* A column's odds changed: its printed cells follow (or stop). */
static void
on_key (GtkEditable *entry, Cell *c)
{
  const char *text = gtk_editable_get_text (entry);
  json_object *column = json_object_array_get_idx (json_object_object_get (c->chart, "columns"), c->col);
  json_object_object_add (column, "key", json_object_new_string (text));
  for (guint r = 0; r < 3; r++)
    {
      json_object *old = json_object_array_get_idx (cells_row (c->chart, r), c->col);
      json_object *value = json_object_object_get (old, "value");
      const char *was = value != NULL && g_strcmp0 (json_object_get_string (json_object_object_get (old, "source")), "user") == 0
                          ? json_object_get_string (value) : NULL;
      g_autofree char *keep = g_strdup (was);
      json_object_array_put_idx (cells_row (c->chart, r), c->col, cell_json (text, r, keep));
    }
  c->changed (c->editor, FALSE);
}

static void
on_remove (GtkButton *button, Cell *c)
{
  json_object_array_del_idx (json_object_object_get (c->chart, "columns"), c->col, 1);
  for (guint r = 0; r < 3; r++)
    json_object_array_del_idx (cells_row (c->chart, r), c->col, 1);
  c->changed (c->editor, TRUE);
}

static Cell *
cell_new (GtkWidget *owner, json_object *chart, guint col, guint row, AdjCogFieldChanged changed, gpointer editor)
{
  Cell *c = g_new (Cell, 1);
  *c = (Cell) { chart, col, row, changed, editor };
  g_object_set_data_full (G_OBJECT (owner), "cell", c, g_free);
  return c;
}

static void
add_column (GtkWidget *box, json_object *chart, guint col, AdjCogFieldChanged changed, gpointer editor)
{
  const char *key = json_object_get_string (json_object_object_get (
    json_object_array_get_idx (json_object_object_get (chart, "columns"), col), "key"));
  /* TRANSLATORS: a column of the Combat Chart */
  g_autofree char *title = g_strdup_printf (_("Column %u"), col + 1);
  GtkWidget *row = adw_expander_row_new ();
  GtkWidget *key_row = adw_entry_row_new ();
  g_autofree char *name = g_strdup_printf ("chart.%u", col);
  g_autofree char *key_name = g_strdup_printf ("chart.%u.key", col);
  g_autofree char *remove_name = g_strdup_printf ("chart.%u.remove", col);
  /* TRANSLATORS: %s is the odds of a column */
  g_autofree char *remove_a11y = g_strdup_printf (_("Remove the column %s"), key != NULL ? key : "");
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), key != NULL ? key : title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), title);
  gtk_widget_set_name (row, name);
  gtk_widget_set_name (remove, remove_name);
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, remove_a11y);
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, remove_a11y, -1);
  g_signal_connect (remove, "clicked", G_CALLBACK (on_remove), cell_new (remove, chart, col, 0, changed, editor));
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), remove);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (key_row), _("Odds, such as 3-1"));
  gtk_editable_set_text (GTK_EDITABLE (key_row), key != NULL ? key : "");
  gtk_widget_set_name (key_row, key_name);
  g_signal_connect (key_row, "changed", G_CALLBACK (on_key), cell_new (key_row, chart, col, 0, changed, editor));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), key_row);
  for (guint r = 0; r < 3; r++)
    {
      json_object *cell = json_object_array_get_idx (cells_row (chart, r), col);
      gboolean printed = g_strcmp0 (json_object_get_string (json_object_object_get (cell, "source")), "rulebook") == 0;
      json_object *value = json_object_object_get (cell, "value");
      g_autofree char *what = g_strdup (adj_cog_chart_row_name (r));
      g_autofree char *cell_name = g_strdup_printf ("chart.%u.%s", col, adj_cog_chart_row_key (r));
      what[0] = g_ascii_toupper (what[0]);
      if (printed)
        {
          g_autofree char *text = g_strdup_printf (r < 2 ? "%+d" : "%d", json_object_get_int (value));
          /* TRANSLATORS: a printed cell and the example that prints it */
          g_autofree char *sub = g_strdup_printf (_("%s, printed in the rulebook (%s)"), text,
                                                  json_object_get_string (json_object_object_get (cell, "cite")));
          GtkWidget *fixed = adj_cog_row (what, sub);
          gtk_widget_set_name (fixed, cell_name);
          adw_expander_row_add_row (ADW_EXPANDER_ROW (row), fixed);
          continue;
        }
      GtkWidget *entry = adw_entry_row_new ();
      g_autofree char *entry_title = g_strdup_printf (_("%s (blank: not entered)"), what);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry), entry_title);
      gtk_editable_set_text (GTK_EDITABLE (entry), value != NULL ? json_object_get_string (value) : "");
      gtk_widget_set_name (entry, cell_name);
      /* TRANSLATORS: a cell of the Combat Chart: its row at its odds */
      g_autofree char *a11y = g_strdup_printf (_("%s at %s"), what, key != NULL ? key : title);
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      g_signal_connect (entry, "changed", G_CALLBACK (on_cell), cell_new (entry, chart, col, r, changed, editor));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), entry);
    }
  gtk_list_box_append (GTK_LIST_BOX (box), row);
}

typedef struct {
  json_object        *chart;
  AdjCogFieldChanged  changed;
  gpointer            editor;
} AddColumn;

/* A new column after the last: one more than its odds, blank cells. */
static void
on_add (GtkButton *button, AddColumn *a)
{
  json_object *columns = json_object_object_get (a->chart, "columns");
  guint n = json_object_array_length (columns);
  AdjRatio last = { 0, 1 };
  if (n > 0)
    adj_ratio_parse (json_object_get_string (json_object_object_get (json_object_array_get_idx (columns, n - 1), "key")),
                     &last, NULL);
  g_autofree char *key = last.den == 1 ? g_strdup_printf ("%d-1", last.num + 1) : g_strdup ("1-1");
  json_object *column = json_object_new_object ();
  json_object_object_add (column, "key", json_object_new_string (key));
  json_object_array_add (columns, column);
  for (guint r = 0; r < 3; r++)
    json_object_array_add (cells_row (a->chart, r), cell_json (key, r, NULL));
  a->changed (a->editor, TRUE);
}

void
adj_cog_editor_chart_add (GtkWidget *sections, json_object *root, AdjCogFieldChanged changed, gpointer editor)
{
  json_object *chart = json_object_object_get (root, "combat_chart");
  GtkWidget *list = adj_cog_section (sections, _("Combat Chart (12.9)"),
                                     _("One column per odds, in increasing order. The cells the rulebook prints "
                                       "(12.9.2) are fixed; type the others from your player aid card, a whole "
                                       "number or N, or leave them blank."));
  gtk_widget_set_name (list, "section:combat_chart");
  if (chart == NULL || json_object_object_get (chart, "columns") == NULL || json_object_object_get (chart, "cells") == NULL)
    return;
  guint n = json_object_array_length (json_object_object_get (chart, "columns"));
  for (guint c = 0; c < n; c++)
    add_column (list, chart, c, changed, editor);
  GtkWidget *add = adj_cog_button (_("Add a _Column"), "chart.add", NULL);
  AddColumn *a = g_new (AddColumn, 1);
  *a = (AddColumn) { chart, changed, editor };
  g_object_set_data_full (G_OBJECT (add), "add", a, g_free);
  gtk_widget_set_halign (add, GTK_ALIGN_START);
  g_signal_connect (add, "clicked", G_CALLBACK (on_add), a);
  gtk_box_append (GTK_BOX (sections), add);
}
