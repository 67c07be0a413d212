/* adj-qr-code.c: a QR code a phone's camera reads
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Dark modules on white with the four-module quiet zone the standard
 * asks for, whatever the style: a camera reads black on white best, in a
 * dark room too. Each module is a whole number of pixels, so the code
 * stays sharp at any size.
 */

#include "config.h"

#include <qrencode.h>

#include "adj-qr-code.h"

#define QUIET 4
#define MIN_MODULE_PX 4

struct _AdjQrCode {
  GtkWidget parent_instance;
  char *text;
  gboolean *modules;
  guint size;
};

G_DEFINE_FINAL_TYPE (AdjQrCode, adj_qr_code, GTK_TYPE_WIDGET)

static void
adj_qr_code_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                     int *minimum_baseline, int *natural_baseline)
{
  AdjQrCode *self = ADJ_QR_CODE (widget);
  int modules = self->size > 0 ? (int) self->size + 2 * QUIET : 0;
  *minimum = modules * MIN_MODULE_PX;
  *natural = modules * 6;
}

static void
adj_qr_code_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  AdjQrCode *self = ADJ_QR_CODE (widget);
  if (self->size == 0)
    return;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  int modules = (int) self->size + 2 * QUIET;
  int px = MAX (1, MIN (width, height) / modules);
  int side = px * modules;
  float x0 = (float) (width - side) / 2, y0 = (float) (height - side) / 2;
  GdkRGBA white = { 1, 1, 1, 1 }, black = { 0, 0, 0, 1 };
  gtk_snapshot_append_color (snapshot, &white, &GRAPHENE_RECT_INIT (x0, y0, side, side));
  for (guint r = 0; r < self->size; r++)
    for (guint c = 0; c < self->size; c++)
      if (self->modules[r * self->size + c])
        gtk_snapshot_append_color (snapshot, &black,
                                   &GRAPHENE_RECT_INIT (x0 + (float) ((int) c + QUIET) * px,
                                                        y0 + (float) ((int) r + QUIET) * px, px, px));
}

static void
adj_qr_code_finalize (GObject *object)
{
  AdjQrCode *self = ADJ_QR_CODE (object);
  g_free (self->text);
  g_free (self->modules);
  G_OBJECT_CLASS (adj_qr_code_parent_class)->finalize (object);
}

static void
adj_qr_code_class_init (AdjQrCodeClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->finalize = adj_qr_code_finalize;
  widget_class->measure = adj_qr_code_measure;
  widget_class->snapshot = adj_qr_code_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "qrcode");
}

static void
adj_qr_code_init (AdjQrCode *self)
{
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
}

GtkWidget *
adj_qr_code_new (void)
{
  return g_object_new (ADJ_TYPE_QR_CODE, NULL);
}

void
adj_qr_code_set_text (AdjQrCode *self, const char *text)
{
  if (g_strcmp0 (self->text, text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text);
  g_clear_pointer (&self->modules, g_free);
  self->size = 0;
  /* Level M: a code on a screen, read close up, a little glare allowed. */
  QRcode *code = text != NULL ? QRcode_encodeString (text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) : NULL;
  if (code != NULL)
    {
      self->size = (guint) code->width;
      self->modules = g_new (gboolean, self->size * self->size);
      for (guint i = 0; i < self->size * self->size; i++)
        self->modules[i] = (code->data[i] & 1) != 0;
      QRcode_free (code);
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

const char *
adj_qr_code_get_text (AdjQrCode *self)
{
  return self->text;
}

const gboolean *
adj_qr_code_get_modules (AdjQrCode *self, guint *size)
{
  *size = self->size;
  return self->modules;
}
