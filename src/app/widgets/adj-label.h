/* adj-label.h: a label that wraps, for narrow windows
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A left-aligned label that wraps anywhere it must (a window 360 px
 * wide); @text and @css (a style class) may be NULL. */
GtkWidget *adj_label_new (const char *text,
                          const char *css);

/* Lets a label that wraps anywhere find its minimum width cheaply: GTK
 * 4.8 finds it by laying the text out a character a line, shaping each
 * character with a hyphen (hundreds of shapings a label); a minimum of
 * @chars characters a line (ADJ_LABEL_MINIMUM_CHARS, or fewer beside a
 * wide control) costs a fraction of that and still fits 360 px. */
#define ADJ_LABEL_MINIMUM_CHARS 8
void       adj_label_cheap_minimum (GtkLabel *label,
                                    int       chars);

/* Lets @group's title wrap: libadwaita 1.2 ends a long one with "…",
 * which cuts a name short in a narrow window. */
void       adj_label_wrap_group_title (AdwPreferencesGroup *group);

/* Keeps @n_lines of @label's height taken, shown or empty, and cuts what
 * is longer with "…" (the whole text in its tooltip and its accessible
 * name): a result shown under a button moves nothing below it. */
void       adj_label_reserve_lines (GtkLabel *label,
                                    int       n_lines);

/* Names @row, its own header row and its switch after its title, for a
 * screen reader: libadwaita 1.2 leaves them unnamed over AT-SPI (issue
 * 25). Call it once the title is set, and again when it changes. */
void       adj_label_name_expander (AdwExpanderRow *row);

/* Gives every wrapping label under @widget its unwrapped width as its
 * natural one: GTK 4.8 asks a label in a horizontal box (every
 * AdwActionRow) its width at a height, and a wrapping label answers by
 * laying its text out at width after width. On a page clamped to a width
 * the text wraps the same (as the welcome page's rows do). */
void       adj_label_plain_natural_widths (GtkWidget *widget);

G_END_DECLS
