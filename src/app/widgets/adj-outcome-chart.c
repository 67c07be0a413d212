/* adj-outcome-chart.c: a bar chart of the chance of every result
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One bar per result the die can give, its label and percentage above it.
 * The probabilities are the engine's; the chart only draws them. A result
 * that rests on a provisional chart cell is hatched and outlined, says so
 * in its detail line and is listed in the legend (docs/design.md principle 3),
 * so the mark never depends on colour alone. The result of the roll typed
 * in is highlighted. Colours come from the theme: light and dark alike.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "adj-numbers.h"
#include "adj-outcome-chart.h"


#define ROW_GAP      12
#define TEXT_GAP     4
#define BAR_HEIGHT   10
#define PCT_GAP      12
#define LEGEND_GAP   14
#define SWATCH       14
#define PAD          6   /* room for the highlight around the rolled result */

struct _AdjOutcomeChart
{
  GtkWidget  parent_instance;

  GArray    *bars;    /* AdjOutcomeBar */
  char      *legend;
  /* Heights at the last widths asked (0: none): GTK measures a page at a
   * few widths, and each answer lays every bar's text out twice. */
  int        memo_width[4], memo_height[4];
  guint      memo_next;
};

G_DEFINE_FINAL_TYPE (AdjOutcomeChart, adj_outcome_chart, GTK_TYPE_WIDGET)

void
adj_outcome_bar_clear (AdjOutcomeBar *bar)
{
  g_clear_pointer (&bar->label, g_free);
  g_clear_pointer (&bar->detail, g_free);
  g_clear_pointer (&bar->key, g_free);
}

static PangoLayout *
bar_layout (AdjOutcomeChart *self, const AdjOutcomeBar *bar, int width)
{
  g_autofree char *label = g_markup_escape_text (bar->label, -1);
  GString *markup = g_string_new (NULL);

  g_string_append_printf (markup, bar->rolled ? "<b>%s</b>" : "%s", label);
  if (bar->detail != NULL || bar->provisional || bar->rolled)
    {
      g_autofree char *detail = g_markup_escape_text (bar->detail != NULL ? bar->detail : "", -1);
      GString *parts = g_string_new (detail);
      if (bar->provisional)
        g_string_append_printf (parts, "%s%s", parts->len > 0 ? " · " : "", _("provisional"));
      if (bar->rolled)
        g_string_append_printf (parts, "%s<b>%s</b>", parts->len > 0 ? " · " : "", _("your roll"));
      g_string_append_printf (markup, "  <span size=\"small\" alpha=\"70%%\">%s</span>", parts->str);
      g_string_free (parts, TRUE);
    }
  g_autofree char *text = g_string_free (markup, FALSE);
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  pango_layout_set_markup (layout, text, -1);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_width (layout, MAX (width, 1) * PANGO_SCALE);
  return layout;
}

static PangoLayout *
percent_layout (AdjOutcomeChart *self, const char *text)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", text);
  pango_layout_set_markup (layout, markup, -1);
  return layout;
}

static int
percent_width (AdjOutcomeChart *self)
{
  g_autoptr (PangoLayout) widest = percent_layout (self, "100.0%");
  int w;
  pango_layout_get_pixel_size (widest, &w, NULL);
  return w;
}

static PangoLayout *
legend_layout (AdjOutcomeChart *self, int width)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->legend);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_width (layout, MAX (width - SWATCH - 8, 1) * PANGO_SCALE);
  return layout;
}

/* The height @bar's words take at @width: as much as when it is the
 * roll, whether it is or not, so that a roll typed makes the chart no
 * taller and moves nothing below it (issue 25). */
static int
text_height (AdjOutcomeChart *self, const AdjOutcomeBar *bar, int width)
{
  AdjOutcomeBar as_rolled = *bar;
  int h, rolled_h;

  as_rolled.rolled = TRUE;
  g_autoptr (PangoLayout) layout = bar_layout (self, bar, width);
  g_autoptr (PangoLayout) rolled = bar_layout (self, &as_rolled, width);
  pango_layout_get_pixel_size (layout, NULL, &h);
  pango_layout_get_pixel_size (rolled, NULL, &rolled_h);
  return MAX (h, rolled_h);
}

static int chart_height_at (AdjOutcomeChart *self, int width);

static void
forget_heights (AdjOutcomeChart *self)
{
  memset (self->memo_width, 0, sizeof self->memo_width);
}

static int
chart_height (AdjOutcomeChart *self, int width)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->memo_width); i++)
    if (self->memo_width[i] == width)
      return self->memo_height[i];
  guint slot = self->memo_next++ % G_N_ELEMENTS (self->memo_width);
  self->memo_width[slot] = width;
  self->memo_height[slot] = chart_height_at (self, width);
  return self->memo_height[slot];
}

/* The height of the chart at @width; the same walk draws it. */
static int
chart_height_at (AdjOutcomeChart *self, int width)
{
  width -= 2 * PAD;
  int text_width = MAX (width - percent_width (self) - PCT_GAP, 1);
  int y = 0;

  for (guint i = 0; i < self->bars->len; i++)
    {
      int h = text_height (self, &g_array_index (self->bars, AdjOutcomeBar, i), text_width);
      y += (i > 0 ? ROW_GAP : 0) + h + TEXT_GAP + BAR_HEIGHT;
    }
  if (self->legend != NULL && *self->legend != '\0')
    {
      g_autoptr (PangoLayout) legend = legend_layout (self, width);
      int h;
      pango_layout_get_pixel_size (legend, NULL, &h);
      y += LEGEND_GAP + MAX (h, SWATCH);
    }
  return y + 2 * PAD;
}

static GtkSizeRequestMode
adj_outcome_chart_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
adj_outcome_chart_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                           int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  AdjOutcomeChart *self = ADJ_OUTCOME_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 160;
      *natural = 420;
    }
  else
    {
      int h = chart_height (self, for_size > 0 ? for_size : 420);
      *minimum = *natural = h;
    }
}

static void
hatch (cairo_t *cr, double x, double y, double w, double h, const GdkRGBA *color)
{
  cairo_save (cr);
  cairo_rectangle (cr, x, y, w, h);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, 0.25);
  cairo_paint (cr);
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, 0.9);
  cairo_set_line_width (cr, 2);
  for (double sx = x - h; sx < x + w + h; sx += 6)
    {
      cairo_move_to (cr, sx, y + h);
      cairo_line_to (cr, sx + h, y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
rounded (cairo_t *cr, double x, double y, double w, double h, double r)
{
  r = MIN (r, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
theme_colors (GtkWidget *widget, GdkRGBA *fg, GdkRGBA *accent, GdkRGBA *warning)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  gtk_style_context_get_color (context, fg);
  if (!gtk_style_context_lookup_color (context, "accent_bg_color", accent))
    gdk_rgba_parse (accent, "#3584e4");
  if (!gtk_style_context_lookup_color (context, "warning_color", warning))
    gdk_rgba_parse (warning, "#c01c28");
}

static void
adj_outcome_chart_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  AdjOutcomeChart *self = ADJ_OUTCOME_CHART (widget);
  int full_width = gtk_widget_get_width (widget);
  int width = full_width - 2 * PAD;
  int pct_w = percent_width (self);
  int text_width = MAX (width - pct_w - PCT_GAP, 1);
  GdkRGBA fg, accent, warning;
  int y = PAD;

  theme_colors (widget, &fg, &accent, &warning);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, full_width,
                                                                          gtk_widget_get_height (widget)));
  /* Everything but the highlight sits inside the padding. */
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (PAD, 0));
  cairo_translate (cr, PAD, 0);
  for (guint i = 0; i < self->bars->len; i++)
    {
      const AdjOutcomeBar *bar = &g_array_index (self->bars, AdjOutcomeBar, i);
      g_autoptr (PangoLayout) layout = bar_layout (self, bar, text_width);
      g_autofree char *pct = adj_text_percent (bar->probability);
      g_autoptr (PangoLayout) pct_layout = percent_layout (self, pct);
      int h, pw, slot = text_height (self, bar, text_width);

      if (i > 0)
        y += ROW_GAP;
      pango_layout_get_pixel_size (layout, NULL, &h);
      pango_layout_get_pixel_size (pct_layout, &pw, NULL);
      /* The words sit on their bar; the room kept for "your roll" above. */
      y += slot - h;

      if (bar->rolled)
        {
          rounded (cr, -PAD, y - PAD, width + 2 * PAD, h + TEXT_GAP + BAR_HEIGHT + 2 * PAD, 6);
          cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, 0.14);
          cairo_fill (cr);
        }

      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (0, y));
      gtk_snapshot_append_layout (snapshot, layout, &fg);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (width - pw, 0));
      gtk_snapshot_append_layout (snapshot, pct_layout, &fg);
      gtk_snapshot_restore (snapshot);
      y += h + TEXT_GAP;

      /* The track, then the bar over it. */
      rounded (cr, 0, y, width, BAR_HEIGHT, BAR_HEIGHT / 2.0);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.10);
      cairo_fill (cr);
      double bw = CLAMP (bar->probability, 0, 1) * width;
      if (bw > 0)
        {
          bw = MAX (bw, 3);
          rounded (cr, 0, y, bw, BAR_HEIGHT, BAR_HEIGHT / 2.0);
          if (bar->provisional)
            {
              cairo_save (cr);
              cairo_clip_preserve (cr);
              hatch (cr, 0, y, bw, BAR_HEIGHT, &warning);
              cairo_set_source_rgba (cr, warning.red, warning.green, warning.blue, 1);
              cairo_set_line_width (cr, 2);
              cairo_stroke (cr);
              cairo_restore (cr);
            }
          else
            {
              gdk_cairo_set_source_rgba (cr, &accent);
              cairo_fill (cr);
            }
        }
      y += BAR_HEIGHT;
    }

  if (self->legend != NULL && *self->legend != '\0')
    {
      g_autoptr (PangoLayout) legend = legend_layout (self, width);
      GdkRGBA dim = fg;
      y += LEGEND_GAP;
      rounded (cr, 0, y + 1, SWATCH, SWATCH - 2, 3);
      cairo_save (cr);
      cairo_clip_preserve (cr);
      hatch (cr, 0, y + 1, SWATCH, SWATCH - 2, &warning);
      cairo_set_source_rgba (cr, warning.red, warning.green, warning.blue, 1);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      cairo_restore (cr);
      dim.alpha *= 0.75;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (SWATCH + 8, y));
      gtk_snapshot_append_layout (snapshot, legend, &dim);
      gtk_snapshot_restore (snapshot);
    }
  gtk_snapshot_restore (snapshot);
  cairo_destroy (cr);
}

static void
update_accessible (AdjOutcomeChart *self)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < self->bars->len; i++)
    {
      const AdjOutcomeBar *bar = &g_array_index (self->bars, AdjOutcomeBar, i);
      g_autofree char *pct = adj_text_percent (bar->probability);
      g_string_append_printf (text, "%s%s: %s%s", i > 0 ? "; " : "", bar->label, pct,
                              bar->provisional ? _(" (provisional)") : "");
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text->str, -1);
  g_string_free (text, TRUE);
}

void
adj_outcome_chart_set_bars (AdjOutcomeChart *self, const AdjOutcomeBar *bars, guint n_bars)
{
  GString *legend = g_string_new (NULL);

  g_return_if_fail (ADJ_IS_OUTCOME_CHART (self));
  g_array_set_size (self->bars, 0);
  for (guint i = 0; i < n_bars; i++)
    {
      AdjOutcomeBar copy = bars[i];
      copy.label = g_strdup (bars[i].label);
      copy.detail = g_strdup (bars[i].detail);
      copy.key = g_strdup (bars[i].key);
      g_array_append_val (self->bars, copy);
      if (bars[i].provisional)
        g_string_append_printf (legend, "%s%s", legend->len > 0 ? ", " : "",
                                bars[i].key != NULL ? bars[i].key : bars[i].label);
    }
  g_free (self->legend);
  self->legend = legend->len > 0
                   ? g_strdup_printf (_("Hatched: provisional, not printed in the rulebook (%s). "
                                        "Check these cells against your Player Aid Card on the "
                                        "Charts page."), legend->str)
                   : g_strdup ("");
  g_string_free (legend, TRUE);
  update_accessible (self);
  forget_heights (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
adj_outcome_chart_get_n_bars (AdjOutcomeChart *self)
{
  g_return_val_if_fail (ADJ_IS_OUTCOME_CHART (self), 0);
  return self->bars->len;
}

const AdjOutcomeBar *
adj_outcome_chart_get_bar (AdjOutcomeChart *self, guint i)
{
  g_return_val_if_fail (ADJ_IS_OUTCOME_CHART (self) && i < self->bars->len, NULL);
  return &g_array_index (self->bars, AdjOutcomeBar, i);
}

const char *
adj_outcome_chart_get_legend (AdjOutcomeChart *self)
{
  g_return_val_if_fail (ADJ_IS_OUTCOME_CHART (self), NULL);
  return self->legend;
}

static void
adj_outcome_chart_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (adj_outcome_chart_parent_class)->css_changed (widget, change);
  /* Light/dark switches and font changes redraw and remeasure. */
  forget_heights (ADJ_OUTCOME_CHART (widget));
  gtk_widget_queue_resize (widget);
}

static void
adj_outcome_chart_finalize (GObject *object)
{
  AdjOutcomeChart *self = ADJ_OUTCOME_CHART (object);

  g_array_unref (self->bars);
  g_free (self->legend);
  G_OBJECT_CLASS (adj_outcome_chart_parent_class)->finalize (object);
}

static void
adj_outcome_chart_class_init (AdjOutcomeChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = adj_outcome_chart_finalize;
  widget_class->get_request_mode = adj_outcome_chart_get_request_mode;
  widget_class->measure = adj_outcome_chart_measure;
  widget_class->snapshot = adj_outcome_chart_snapshot;
  widget_class->css_changed = adj_outcome_chart_css_changed;
  gtk_widget_class_set_css_name (widget_class, "outcomechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
adj_outcome_chart_init (AdjOutcomeChart *self)
{
  self->bars = g_array_new (FALSE, TRUE, sizeof (AdjOutcomeBar));
  g_array_set_clear_func (self->bars, (GDestroyNotify) adj_outcome_bar_clear);
  self->legend = g_strdup ("");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Chance of each result"), -1);
}

GtkWidget *
adj_outcome_chart_new (void)
{
  return g_object_new (ADJ_TYPE_OUTCOME_CHART, NULL);
}
