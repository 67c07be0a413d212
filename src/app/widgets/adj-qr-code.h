/* adj-qr-code.h: a QR code a phone's camera reads (libqrencode)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define ADJ_TYPE_QR_CODE (adj_qr_code_get_type ())
G_DECLARE_FINAL_TYPE (AdjQrCode, adj_qr_code, ADJ, QR_CODE, GtkWidget)

GtkWidget  *adj_qr_code_new (void);
/* The text the code holds (NULL: none drawn). */
void        adj_qr_code_set_text (AdjQrCode *self, const char *text);
const char *adj_qr_code_get_text (AdjQrCode *self);
/* The code's modules, @size x @size, row by row (TRUE: dark), or NULL. */
const gboolean *adj_qr_code_get_modules (AdjQrCode *self, guint *size);

G_END_DECLS
