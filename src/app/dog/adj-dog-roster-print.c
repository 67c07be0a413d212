/* adj-dog-roster-print.c: an army list's one-page roster on paper
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * 4 asks for an Order of Battle written out clearly enough for the other
 * player to check its sums: the roster's lines with how each one's points
 * are made and the running total, the total against the agreed limit, what
 * still keeps the list from the field and the troop-ratio guide of 8.5.
 * One drawing serves the printer, the PDF export (GtkPrintOperation) and
 * the PNG export (a cairo image); a long list is scaled to stay on one
 * page.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-dog-roster-print.h"

#define MARGIN 36.0   /* points */
#define PNG_DPI 150.0
#define A4_WIDTH 595.0
#define A4_HEIGHT 842.0

typedef struct {
  cairo_t *cr;
  gboolean draw;   /* FALSE: only measure */
  double width, y;
} Pen;

/* One block of text at @x, @w wide; returns its height. */
static double
text_at (Pen *p, double x, double w, const char *text, const char *font, gboolean right)
{
  PangoLayout *layout = pango_cairo_create_layout (p->cr);
  PangoFontDescription *desc = pango_font_description_from_string (font);
  int pw, ph;

  pango_cairo_context_set_resolution (pango_layout_get_context (layout), 72);
  pango_layout_context_changed (layout);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_width (layout, (int) (w * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, right ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_size (layout, &pw, &ph);
  if (p->draw)
    {
      cairo_move_to (p->cr, x, p->y);
      pango_cairo_show_layout (p->cr, layout);
    }
  pango_font_description_free (desc);
  g_object_unref (layout);
  return (double) ph / PANGO_SCALE;
}

static void
line (Pen *p, const char *text, const char *font, double gap)
{
  p->y += text_at (p, 0, p->width, text, font, FALSE) + gap;
}

static void
rule_line (Pen *p)
{
  if (p->draw)
    {
      cairo_set_line_width (p->cr, 0.5);
      cairo_move_to (p->cr, 0, p->y);
      cairo_line_to (p->cr, p->width, p->y);
      cairo_stroke (p->cr);
    }
  p->y += 4;
}

/* A row of cells: the first takes what the others leave. */
static void
table_row (Pen *p, const char *const cells[5], const char *font)
{
  static const double widths[4] = { 90, 40, 50, 40 };
  double x = p->width, h = 0;

  for (int c = 4; c >= 1; c--)
    {
      x -= widths[c - 1];
      h = MAX (h, text_at (p, x, widths[c - 1] - 4, cells[c], font, TRUE));
    }
  h = MAX (h, text_at (p, 0, x - 8, cells[0], font, FALSE));
  p->y += h + 3;
}

static void
draw_all (Pen *p, const AdjDogRoster *r, const char *subtitle)
{
  const char *head[5] = { _("Entry"), _("Working"), _("Points"), _("Total"), _("Rule") };
  g_autofree char *total = NULL;

  line (p, r->title, "Sans Bold 16", 2);
  if (subtitle != NULL)
    line (p, subtitle, "Sans 10", 2);
  line (p, _("Order of Battle for Days of Glory: points from 6.1–6.4, built as 7 describes."), "Sans Italic 8", 10);
  table_row (p, head, "Sans Bold 9");
  rule_line (p);
  for (guint i = 0; i < r->lines->len; i++)
    {
      const AdjDogRosterLine *l = &g_array_index (r->lines, AdjDogRosterLine, i);
      g_autofree char *points = g_strdup_printf ("%d", l->points);
      g_autofree char *running = g_strdup_printf ("%d", l->running);
      const char *cells[5] = { l->text, l->working, points, running, l->rule };
      table_row (p, cells, "Sans 9");
    }
  rule_line (p);
  total = r->limit > 0 ? g_strdup_printf (_("Total: %d of %d points agreed (7)"), r->total, r->limit)
                       : g_strdup_printf (_("Total: %d points"), r->total);
  line (p, total, "Sans Bold 11", 8);
  for (guint i = 0; i < r->problems->len; i++)
    {
      g_autofree char *problem = g_strdup_printf (_("Not yet ready: %s"), (const char *) r->problems->pdata[i]);
      line (p, problem, "Sans 9", 2);
    }
  p->y += 8;
  line (p, _("Troop ratios (8.5): the guide beside this list's infantry and cavalry stands"), "Sans Bold 10", 4);
  for (int k = 0; k < ADJ_DOG_N_CLASSES; k++)
    {
      const AdjDogRatioRow *row = &r->ratios[k];
      g_autofree char *guide = !r->ratios_known ? g_strdup (_("side or year not given"))
                               : row->has_guide ? g_strdup_printf (_("guide %d %%"), row->guide)
                               : g_strdup (_("none that year"));
      /* Translators: a class, the 8.5 guide, the list's stands and share */
      g_autofree char *text = g_strdup_printf (_("Class %d: %s; this list %d stands, %.0f %%"), row->klass, guide,
                                               row->stands, row->percent);
      line (p, text, "Sans 9", 1);
    }
}

void
adj_dog_roster_draw (cairo_t *cr, const AdjDogRoster *roster, const char *subtitle, double width, double height)
{
  Pen p = { cr, FALSE, width - 2 * MARGIN, 0 };
  double scale;

  draw_all (&p, roster, subtitle);
  scale = MIN (1.0, (height - 2 * MARGIN) / MAX (p.y, 1.0));
  cairo_save (cr);
  cairo_translate (cr, MARGIN, MARGIN);
  cairo_scale (cr, scale, scale);
  cairo_set_source_rgb (cr, 0, 0, 0);
  p = (Pen) { cr, TRUE, (width - 2 * MARGIN) / scale, 0 };
  draw_all (&p, roster, subtitle);
  cairo_restore (cr);
}

typedef struct {
  AdjDogRoster *roster;
  char *subtitle;
} Job;

static void
job_free (Job *job)
{
  adj_dog_roster_free (job->roster);
  g_free (job->subtitle);
  g_free (job);
}

static void
on_draw_page (GtkPrintOperation *op, GtkPrintContext *ctx, int page, Job *job)
{
  adj_dog_roster_draw (gtk_print_context_get_cairo_context (ctx), job->roster, job->subtitle,
                       gtk_print_context_get_width (ctx), gtk_print_context_get_height (ctx));
}

/* @owned: the operation frees @job when it goes. */
static GtkPrintOperation *
new_operation (Job *job, gboolean owned)
{
  GtkPrintOperation *op = gtk_print_operation_new ();

  gtk_print_operation_set_n_pages (op, 1);
  gtk_print_operation_set_unit (op, GTK_UNIT_POINTS);
  /* The roster draws its own margins. */
  gtk_print_operation_set_use_full_page (op, TRUE);
  gtk_print_operation_set_job_name (op, job->roster->title);
  g_signal_connect (op, "draw-page", G_CALLBACK (on_draw_page), job);
  if (owned)
    g_object_set_data_full (G_OBJECT (op), "adj-dog-job", job, (GDestroyNotify) job_free);
  return op;
}

static Job *
job_new (AdjDogRoster *roster, const char *subtitle)
{
  Job *job = g_new0 (Job, 1);
  job->roster = roster;
  job->subtitle = g_strdup (subtitle);
  return job;
}

gboolean
adj_dog_roster_export_pdf (const AdjDogRoster *roster, const char *subtitle, const char *path, GError **error)
{
  /* The export runs to its end here: the roster is only borrowed. */
  Job borrowed = { (AdjDogRoster *) roster, (char *) subtitle };
  GtkPrintOperation *op = new_operation (&borrowed, FALSE);
  GtkPrintOperationResult result;

  gtk_print_operation_set_export_filename (op, path);
  result = gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, error);
  g_object_unref (op);
  return result != GTK_PRINT_OPERATION_RESULT_ERROR;
}

gboolean
adj_dog_roster_export_png (const AdjDogRoster *roster, const char *subtitle, const char *path, GError **error)
{
  double scale = PNG_DPI / 72.0;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) (A4_WIDTH * scale),
                                                         (int) (A4_HEIGHT * scale));
  cairo_t *cr = cairo_create (surface);
  cairo_status_t status;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  adj_dog_roster_draw (cr, roster, subtitle, A4_WIDTH, A4_HEIGHT);
  cairo_destroy (cr);
  status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("%s: the roster could not be written: %s"), path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

static void
on_done (GtkPrintOperation *op, GtkPrintOperationResult result, GtkWindow *parent)
{
  g_autoptr (GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gtk_print_operation_get_error (op, &error);
      GtkWidget *dialog = adw_message_dialog_new (parent, _("The Roster Could Not Be Printed"),
                                                  error != NULL ? error->message : NULL);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
  g_object_unref (op);
}

void
adj_dog_roster_print (GtkWindow *parent, AdjDogRoster *roster, const char *subtitle)
{
  GtkPrintOperation *op = new_operation (job_new (roster, subtitle), TRUE);

  gtk_print_operation_set_allow_async (op, TRUE);
  g_signal_connect (op, "done", G_CALLBACK (on_done), parent);
  gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, NULL);
}
