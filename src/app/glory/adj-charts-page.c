/* adj-charts-page.c: the charts, with the source of every value
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every chart the app uses, cell by cell, marked as printed in the
 * rulebook, provisional, or the player's own value (docs/design.md principle 3).
 * A click on a cell opens one shared popover where the player types the
 * value from his Player Aid Card; the engine validates it and the
 * application saves it. The page and its charts are built the first time
 * it is shown, not at start-up.
 */

#include "config.h"

#include <glib/gi18n.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-charts-page.h"
#include "adj-first-frame.h"

struct _AdjChartsPage
{
  GtkWidget       parent_instance;

  GPtrArray      *charts; /* borrowed from the application */
  AdjChart       *edit_chart;
  guint           edit_row, edit_col;
  GtkWidget      *edit_cell;
  gboolean        built;  /* the template is built on the first map */

  /* Template children */
  GtkStack       *state_stack;
  GtkBox         *charts_box;
  AdwStatusPage  *error_page;
  GtkPopover     *edit_popover;
  GtkLabel       *edit_title;
  GtkLabel       *edit_source;
  GtkEntry       *edit_entry;
  GtkLabel       *edit_error;
  GtkButton      *edit_reset;
  GtkButton      *edit_set;
};

G_DEFINE_FINAL_TYPE (AdjChartsPage, adj_charts_page, GTK_TYPE_WIDGET)

static const char *source_classes[] = { "rulebook", "provisional", "user" };

static char *
format_value (const AdjChart *chart, const AdjChartCell *cell)
{
  if (cell->is_text)
    return g_strdup (cell->text);
  /* U+2212 MINUS SIGN reads better than a hyphen in a table. */
  if (cell->value < 0)
    return g_strdup_printf ("\u2212%d", -cell->value);
  if (cell->value > 0 && adj_chart_is_signed (chart))
    return g_strdup_printf ("+%d", cell->value);
  return g_strdup_printf ("%d", cell->value);
}

static char *
describe_source (const AdjChart *chart, guint row, guint col)
{
  const AdjChartCell *cell = adj_chart_cell (chart, row, col);
  const AdjChartCell *shipped = adj_chart_shipped_cell (chart, row, col);

  switch (cell->source)
    {
    case ADJ_CELL_RULEBOOK:
      return g_strdup_printf (_("Printed in the rulebook: %s"), cell->cite);
    case ADJ_CELL_PROVISIONAL:
      return g_strdup (_("Provisional: not printed in the rulebook. Enter the value from your Player Aid Card."));
    case ADJ_CELL_USER:
    default:
      {
        g_autofree char *was = format_value (chart, shipped);
        return shipped->source == ADJ_CELL_RULEBOOK
                 ? g_strdup_printf (_("Your value. The rulebook prints %s."), was)
                 : g_strdup_printf (_("Your value. The provisional value was %s."), was);
      }
    }
}

static char *
cell_name (const AdjChart *chart, guint row, guint col)
{
  return g_strdup_printf ("cell:%s:%s:%s", adj_chart_get_id (chart),
                          adj_chart_row_key (chart, row), adj_chart_column_key (chart, col));
}

static void
update_cell (GtkWidget *button, const AdjChart *chart, guint row, guint col)
{
  const AdjChartCell *cell = adj_chart_cell (chart, row, col);
  g_autofree char *label = format_value (chart, cell);
  g_autofree char *tip = describe_source (chart, row, col);

  gtk_button_set_label (GTK_BUTTON (button), label);
  gtk_widget_set_tooltip_text (button, tip);
  for (guint i = 0; i < G_N_ELEMENTS (source_classes); i++)
    gtk_widget_remove_css_class (button, source_classes[i]);
  gtk_widget_add_css_class (button, source_classes[cell->source]);
  /* TRANSLATORS: a chart cell's accessible name: its row, its column and its value, "Row 7, column C: DR" */
  g_autofree char *a11y = g_strdup_printf (_("Row %s, column %s: %s"), adj_chart_row_label (chart, row),
                                           adj_chart_column_label (chart, col), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip, -1);
}

static void
refresh_chart (AdjChartsPage *self, const AdjChart *chart)
{
  for (guint r = 0; r < adj_chart_n_rows (chart); r++)
    for (guint c = 0; c < adj_chart_n_columns (chart); c++)
      {
        g_autofree char *name = cell_name (chart, r, c);
        GtkWidget *button = g_object_get_data (G_OBJECT (self), name);
        if (button != NULL)
          update_cell (button, chart, r, c);
      }
  GtkWidget *reset = g_object_get_data (G_OBJECT (self), adj_chart_get_id (chart));
  gtk_widget_set_sensitive (reset, adj_chart_count_source (chart, ADJ_CELL_USER) > 0);
}

static gboolean
save_values (AdjChartsPage *self, GError **error)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root)) : NULL;

  g_return_val_if_fail (ADJ_IS_APPLICATION (app), FALSE);
  return adj_application_save_chart_values (ADJ_APPLICATION (app), error);
}

static void
show_edit_error (AdjChartsPage *self, const char *message)
{
  gtk_label_set_text (self->edit_error, message);
  gtk_widget_set_visible (GTK_WIDGET (self->edit_error), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->edit_entry), "error");
  gtk_widget_grab_focus (GTK_WIDGET (self->edit_entry));
}

static void
finish_edit (AdjChartsPage *self)
{
  g_autoptr (GError) error = NULL;

  if (!save_values (self, &error))
    {
      g_autofree char *msg = g_strdup_printf (_("Your value could not be saved: %s"), error->message);
      show_edit_error (self, msg);
      return;
    }
  refresh_chart (self, self->edit_chart);
  gtk_popover_popdown (self->edit_popover);
}

static void
on_edit_set (AdjChartsPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->edit_entry));
  g_autoptr (GError) error = NULL;
  g_autofree char *clean = g_strstrip (g_strdup (text));
  gboolean ok;

  if (adj_chart_shipped_cell (self->edit_chart, self->edit_row, self->edit_col)->is_text)
    ok = adj_chart_set_user_text (self->edit_chart, self->edit_row, self->edit_col, clean, &error);
  else
    {
      gint64 value;
      /* Accept the minus sign the table shows as well as a hyphen, and a plus. */
      GString *ascii = g_string_new (clean);
      g_string_replace (ascii, "\u2212", "-", 0);
      g_autofree char *number = g_string_free (ascii, FALSE);
      if (!g_ascii_string_to_signed (number[0] == '+' ? number + 1 : number, 10, -99, 99, &value, NULL))
        {
          show_edit_error (self, _("Type a whole number from \u221299 to 99."));
          return;
        }
      ok = adj_chart_set_user_value (self->edit_chart, self->edit_row, self->edit_col, (int) value, &error);
    }
  if (!ok)
    {
      show_edit_error (self, error->message);
      return;
    }
  finish_edit (self);
}

static void
on_edit_reset (AdjChartsPage *self)
{
  adj_chart_clear_user (self->edit_chart, self->edit_row, self->edit_col);
  finish_edit (self);
}

static void
on_cell_clicked (GtkButton *button, AdjChartsPage *self)
{
  AdjChart *chart = g_object_get_data (G_OBJECT (button), "chart");
  guint row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "row"));
  guint col = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "col"));
  const AdjChartCell *cell = adj_chart_cell (chart, row, col);
  g_autofree char *title = g_strdup_printf ("%s, %s", adj_chart_row_label (chart, row),
                                            adj_chart_column_label (chart, col));
  g_autofree char *source = describe_source (chart, row, col);
  g_autofree char *value = format_value (chart, cell);

  self->edit_chart = chart;
  self->edit_row = row;
  self->edit_col = col;
  self->edit_cell = GTK_WIDGET (button);

  gtk_label_set_text (self->edit_title, title);
  gtk_label_set_text (self->edit_source, source);
  gtk_editable_set_text (GTK_EDITABLE (self->edit_entry), value);
  gtk_widget_set_visible (GTK_WIDGET (self->edit_error), FALSE);
  gtk_widget_remove_css_class (GTK_WIDGET (self->edit_entry), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->edit_reset), cell->source == ADJ_CELL_USER);

  /* The popover belongs to the page; point it at the clicked cell. */
  /* Kept inside the page: a cell scrolled out of view would put the
   * popover off every monitor, which GTK 4.8 on X11 cannot place. */
  graphene_rect_t bounds;
  if (gtk_widget_compute_bounds (GTK_WIDGET (button), GTK_WIDGET (self), &bounds))
    {
      int w = gtk_widget_get_width (GTK_WIDGET (self));
      int h = gtk_widget_get_height (GTK_WIDGET (self));
      GdkRectangle rect;
      rect.x = CLAMP ((int) bounds.origin.x, 0, MAX (w - 1, 0));
      rect.y = CLAMP ((int) bounds.origin.y, 0, MAX (h - 1, 0));
      rect.width = CLAMP ((int) bounds.size.width, 1, MAX (w - rect.x, 1));
      rect.height = CLAMP ((int) bounds.size.height, 1, MAX (h - rect.y, 1));
      gtk_popover_set_pointing_to (self->edit_popover, &rect);
    }
  gtk_popover_popup (self->edit_popover);
  gtk_widget_grab_focus (GTK_WIDGET (self->edit_entry));
}

static void
on_reset_chart (GtkButton *button, AdjChartsPage *self)
{
  AdjChart *chart = g_object_get_data (G_OBJECT (button), "chart");
  g_autoptr (GError) error = NULL;

  adj_chart_clear_all_user (chart);
  if (!save_values (self, &error))
    g_warning ("chart values not saved: %s", error->message);
  refresh_chart (self, chart);
}

static GtkWidget *
build_chart (AdjChartsPage *self, AdjChart *chart)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  /* The title on its own line, its source and Reset below: a header
   * that fits a narrow window. */
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *title = gtk_label_new (adj_chart_get_title (chart));
  const char *rule_id = adj_chart_get_rule (chart);
  /* "Rule 10.23", but a variant's chart names its source as it is. */
  g_autofree char *rule_text = g_ascii_isdigit (rule_id[0])
                                 ? g_strdup_printf (_("Rule %s"), rule_id)
                                 : g_strdup (rule_id);
  GtkWidget *rule = gtk_label_new (rule_text);
  GtkWidget *reset = gtk_button_new_with_mnemonic (_("Reset _My Values"));
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_widget_add_css_class (title, "title-4");
  gtk_widget_add_css_class (rule, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  /* Long titles and sources wrap: no chart may widen the window. */
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap (GTK_LABEL (rule), TRUE);
  gtk_widget_set_hexpand (rule, TRUE);
  gtk_label_set_xalign (GTK_LABEL (rule), 0);
  gtk_widget_set_valign (rule, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (reset, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (reset, _("Go back to the shipped values of this chart"));
  g_object_set_data (G_OBJECT (reset), "chart", chart);
  g_signal_connect (reset, "clicked", G_CALLBACK (on_reset_chart), self);
  g_object_set_data (G_OBJECT (self), adj_chart_get_id (chart), reset);
  {
    g_autofree char *reset_name = g_strdup_printf ("reset:%s", adj_chart_get_id (chart));
    gtk_widget_set_name (reset, reset_name);
  }
  gtk_box_append (GTK_BOX (header), rule);
  gtk_box_append (GTK_BOX (header), reset);

  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  for (guint c = 0; c < adj_chart_n_columns (chart); c++)
    {
      GtkWidget *label = gtk_label_new (adj_chart_column_label (chart, c));
      gtk_widget_add_css_class (label, "chart-header");
      gtk_grid_attach (GTK_GRID (grid), label, (int) c + 1, 0, 1, 1);
    }
  for (guint r = 0; r < adj_chart_n_rows (chart); r++)
    {
      GtkWidget *label = gtk_label_new (adj_chart_row_label (chart, r));
      gtk_widget_add_css_class (label, "chart-header");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      /* Long row names wrap: in a narrow window the values stay in view. */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_grid_attach (GTK_GRID (grid), label, 0, (int) r + 1, 1, 1);
      for (guint c = 0; c < adj_chart_n_columns (chart); c++)
        {
          GtkWidget *cell = gtk_button_new ();
          g_autofree char *name = cell_name (chart, r, c);
          gtk_widget_set_name (cell, name);
          gtk_widget_add_css_class (cell, "chart-cell");
          gtk_widget_set_valign (cell, GTK_ALIGN_CENTER);  /* beside a wrapped row name */
          g_object_set_data (G_OBJECT (cell), "chart", chart);
          g_object_set_data (G_OBJECT (cell), "row", GUINT_TO_POINTER (r));
          g_object_set_data (G_OBJECT (cell), "col", GUINT_TO_POINTER (c));
          g_object_set_data (G_OBJECT (self), name, cell);
          g_signal_connect (cell, "clicked", G_CALLBACK (on_cell_clicked), self);
          gtk_grid_attach (GTK_GRID (grid), cell, (int) c + 1, (int) r + 1, 1, 1);
        }
    }
  /* Wide tables scroll sideways rather than widen the window. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), grid);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), scroller);
  return box;
}

static void
ensure_built (AdjChartsPage *self)
{
  if (self->built)
    return;
  self->built = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_parent (GTK_WIDGET (self->edit_popover), GTK_WIDGET (self));
  g_signal_connect_swapped (self->edit_set, "clicked", G_CALLBACK (on_edit_set), self);
  g_signal_connect_swapped (self->edit_reset, "clicked", G_CALLBACK (on_edit_reset), self);
  g_signal_connect_swapped (self->edit_entry, "activate", G_CALLBACK (on_edit_set), self);
}

static void
adj_charts_page_map (GtkWidget *widget)
{
  AdjChartsPage *self = ADJ_CHARTS_PAGE (widget);

  ensure_built (self);
  GTK_WIDGET_CLASS (adj_charts_page_parent_class)->map (widget);

  if (self->charts == NULL)
    {
      GtkRoot *root = gtk_widget_get_root (widget);
      GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root)) : NULL;
      g_autoptr (GError) error = NULL;

      if (!ADJ_IS_APPLICATION (app))
        return;
      self->charts = adj_application_get_charts (ADJ_APPLICATION (app), &error);
      if (self->charts == NULL)
        {
          adw_status_page_set_description (self->error_page, error->message);
          gtk_stack_set_visible_child_name (self->state_stack, "error");
          return;
        }
      for (guint i = 0; i < self->charts->len; i++)
        {
          GtkWidget *box = build_chart (self, self->charts->pdata[i]);
          gtk_box_append (self->charts_box, box);
          refresh_chart (self, self->charts->pdata[i]);
          /* The first chart fills the view: the others are laid out once
           * the page has shown (docs/design.md, "Every game within a
           * frame"). */
          if (i > 0)
            adj_first_frame_show_after (widget, box);
        }
      gtk_stack_set_visible_child_name (self->state_stack, "charts");
    }
}

static void
adj_charts_page_dispose (GObject *object)
{
  AdjChartsPage *self = ADJ_CHARTS_PAGE (object);

  /* The popover is parented by hand when built, so unparented by hand. */
  g_clear_pointer ((GtkWidget **) &self->edit_popover, gtk_widget_unparent);
  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_CHARTS_PAGE);
  G_OBJECT_CLASS (adj_charts_page_parent_class)->dispose (object);
}

static void
adj_charts_page_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  AdjChartsPage *self = ADJ_CHARTS_PAGE (widget);

  GTK_WIDGET_CLASS (adj_charts_page_parent_class)->size_allocate (widget, width, height, baseline);
  if (self->edit_popover != NULL && gtk_widget_get_visible (GTK_WIDGET (self->edit_popover)))
    gtk_popover_present (self->edit_popover);
}

static void
adj_charts_page_class_init (AdjChartsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_charts_page_dispose;
  widget_class->map = adj_charts_page_map;
  widget_class->size_allocate = adj_charts_page_size_allocate;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/glory/adj-charts-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjChartsPage, state_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjChartsPage, charts_box);
  gtk_widget_class_bind_template_child (widget_class, AdjChartsPage, error_page);
  gtk_widget_class_bind_template_child (widget_class, AdjChartsPage, edit_popover);
  gtk_widget_class_bind_template_child (widget_class, AdjChartsPage, edit_title);
  gtk_widget_class_bind_template_child (widget_class, AdjChartsPage, edit_source);
  gtk_widget_class_bind_template_child (widget_class, AdjChartsPage, edit_entry);
  gtk_widget_class_bind_template_child (widget_class, AdjChartsPage, edit_error);
  gtk_widget_class_bind_template_child (widget_class, AdjChartsPage, edit_reset);
  gtk_widget_class_bind_template_child (widget_class, AdjChartsPage, edit_set);
}

static void
adj_charts_page_init (AdjChartsPage *self)
{
}
