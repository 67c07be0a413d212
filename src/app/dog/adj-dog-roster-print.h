/* adj-dog-roster-print.h: an army list's one-page roster on paper
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <dog/roster.h>

G_BEGIN_DECLS

/* Draws @roster on one page of @width × @height points, scaled down when
 * it would not fit; @subtitle (may be NULL) goes under its title. */
void     adj_dog_roster_draw       (cairo_t            *cr,
                                    const AdjDogRoster *roster,
                                    const char         *subtitle,
                                    double              width,
                                    double              height);
/* Through GtkPrintOperation's export to a PDF file. */
gboolean adj_dog_roster_export_pdf (const AdjDogRoster *roster,
                                    const char         *subtitle,
                                    const char         *path,
                                    GError            **error);
/* An A4 page at 150 dots per inch. */
gboolean adj_dog_roster_export_png (const AdjDogRoster *roster,
                                    const char         *subtitle,
                                    const char         *path,
                                    GError            **error);
/* GTK's print dialog over @parent; takes @roster. */
void     adj_dog_roster_print      (GtkWindow          *parent,
                                    AdjDogRoster       *roster,
                                    const char         *subtitle);

G_END_DECLS
