/* adj-tgtw-charts-page.c: every printed table of The Glory that Was
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine's tables (the same the calculators read), each cell with
 * where it comes from: every one is printed in the rulebook, and says so
 * in its look, its tooltip and its accessible description, never by
 * colour alone. Wide tables scroll sideways so a narrow window fits them.
 * No game is needed to read them. The tables, below the fold and a few
 * hundred labels, are made after the page's first frame (docs/design.md),
 * all at once: the page's end does not move while it is read.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-tgtw-charts-page.h"
#include "adj-tgtw-common.h"

struct _AdjTgtwChartsPage
{
  AdjTgtwPage     parent_instance;

  AdjTgtwCharts  *charts;
  GtkBox         *charts_box;
  GtkLabel       *error_label;
};

G_DEFINE_FINAL_TYPE (AdjTgtwChartsPage, adj_tgtw_charts_page, ADJ_TYPE_TGTW_PAGE)

static const char *source_classes[] = { "rulebook", "provisional", "user" };

static char *
cell_value (const AdjChart *chart, const AdjChartCell *cell)
{
  if (cell->blank || (cell->is_text && (cell->text == NULL || *cell->text == '\0')))
    return g_strdup ("\u2014");
  if (cell->is_text)
    return g_strdup (cell->text);
  if (cell->value < 0)
    return g_strdup_printf ("\u2212%d", -cell->value);
  return g_strdup_printf (cell->value > 0 && adj_chart_is_signed (chart) ? "+%d" : "%d", cell->value);
}

static char *
cell_source (const AdjChartCell *cell)
{
  switch (cell->source)
    {
    case ADJ_CELL_RULEBOOK:
      return cell->cite != NULL ? g_strdup_printf (_("Printed in the rulebook: %s"), cell->cite)
                                : g_strdup (_("Printed in the rulebook"));
    case ADJ_CELL_PROVISIONAL:
      return g_strdup (_("Provisional: not printed in the rulebook"));
    default:
      return g_strdup (cell->blank ? _("Not entered") : _("Your value"));
    }
}

static GtkWidget *
header (const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_widget_add_css_class (label, "chart-header");
  return label;
}

static GtkWidget *
build_chart (const AdjChart *chart)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *title = gtk_label_new (adj_chart_get_title (chart));
  g_autofree char *rule_text = adj_tgtw_rule_text (adj_chart_get_rule (chart));
  GtkWidget *rule = gtk_label_new (rule_text);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  g_autofree char *name = g_strdup_printf ("chart:%s", adj_chart_get_id (chart));

  gtk_widget_set_name (box, name);
  gtk_widget_add_css_class (title, "title-4");
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (rule, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (rule), 0);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), rule);

  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  for (guint c = 0; c < adj_chart_n_columns (chart); c++)
    gtk_grid_attach (GTK_GRID (grid), header (adj_chart_column_label (chart, c)), (int) c + 1, 0, 1, 1);
  for (guint r = 0; r < adj_chart_n_rows (chart); r++)
    {
      GtkWidget *row = header (adj_chart_row_label (chart, r));
      gtk_label_set_xalign (GTK_LABEL (row), 0);
      /* Long row names wrap: in a narrow window the values stay in view. */
      gtk_label_set_wrap (GTK_LABEL (row), TRUE);
      gtk_grid_attach (GTK_GRID (grid), row, 0, (int) r + 1, 1, 1);
      for (guint c = 0; c < adj_chart_n_columns (chart); c++)
        {
          const AdjChartCell *cell = adj_chart_cell (chart, r, c);
          g_autofree char *value = cell_value (chart, cell);
          g_autofree char *source = cell_source (cell);
          g_autofree char *cell_name = g_strdup_printf ("cell:%s:%s:%s", adj_chart_get_id (chart),
                                                        adj_chart_row_key (chart, r), adj_chart_column_key (chart, c));
          /* Translators: a cell's row and column, where its value comes from */
          g_autofree char *about = g_strdup_printf (_("%s, %s: %s"), adj_chart_row_label (chart, r),
                                                    adj_chart_column_label (chart, c), source);
          GtkWidget *label = gtk_label_new (value);
          gtk_widget_set_name (label, cell_name);
          gtk_widget_add_css_class (label, "chart-legend");
          gtk_widget_set_valign (label, GTK_ALIGN_CENTER);  /* beside a wrapped row name */
          gtk_widget_add_css_class (label, source_classes[cell->source]);
          gtk_widget_set_tooltip_text (label, about);
          g_autofree char *a11y = g_strdup_printf (_("Row %s, column %s: %s"), adj_chart_row_label (chart, r),
                                                   adj_chart_column_label (chart, c), value);
          gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, about, -1);
          gtk_grid_attach (GTK_GRID (grid), label, (int) c + 1, (int) r + 1, 1, 1);
        }
    }
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), grid);
  gtk_box_append (GTK_BOX (box), scroller);
  return box;
}

static void
adj_tgtw_charts_page_refresh (AdjTgtwPage *page, const AdjTgtwState *s)
{
  /* The tables are the engine's own and never change: made once, when
   * the page unfolds. */
}

static void
adj_tgtw_charts_page_unfold (AdjTgtwPage *page)
{
  AdjTgtwChartsPage *self = ADJ_TGTW_CHARTS_PAGE (page);
  g_autoptr (GError) error = NULL;

  self->charts = adj_tgtw_charts_new (&error);
  if (self->charts == NULL)
    {
      gtk_label_set_text (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return;
    }
  for (guint i = 0; i < ADJ_TGTW_N_CHARTS; i++)
    gtk_box_append (self->charts_box, build_chart (adj_tgtw_charts_get (self->charts, (AdjTgtwChartId) i)));
}

static void
adj_tgtw_charts_page_load (AdjTgtwPage *page, GtkBuilder *builder)
{
  AdjTgtwChartsPage *self = ADJ_TGTW_CHARTS_PAGE (page);

  self->charts_box = GTK_BOX (gtk_builder_get_object (builder, "charts_box"));
  self->error_label = GTK_LABEL (gtk_builder_get_object (builder, "error_label"));
}

static void
adj_tgtw_charts_page_finalize (GObject *object)
{
  g_clear_pointer (&ADJ_TGTW_CHARTS_PAGE (object)->charts, adj_tgtw_charts_unref);
  G_OBJECT_CLASS (adj_tgtw_charts_page_parent_class)->finalize (object);
}

static void
adj_tgtw_charts_page_class_init (AdjTgtwChartsPageClass *klass)
{
  AdjTgtwPageClass *page_class = ADJ_TGTW_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = adj_tgtw_charts_page_finalize;
  page_class->name = "charts";
  page_class->resource = "/io/github/adjutant/Adjutant/tgtw/adj-tgtw-charts-page.ui";
  page_class->needs_game = FALSE;
  page_class->load = adj_tgtw_charts_page_load;
  page_class->refresh = adj_tgtw_charts_page_refresh;
  page_class->unfold = adj_tgtw_charts_page_unfold;
}

static void
adj_tgtw_charts_page_init (AdjTgtwChartsPage *self)
{
}
