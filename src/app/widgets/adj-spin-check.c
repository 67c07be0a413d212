/* adj-spin-check.c: a number field that says why it refuses
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "adj-spin-check.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "adj-tooltip.h"

typedef struct {
  char *reason;         /* shown now, or NULL */
  char *row_subtitle;   /* the row's own subtitle, while the reason is shown there */
  gboolean refusing;    /* the value-changed that follows a refusal is not a new value */
} SpinCheck;

static void
spin_check_free (gpointer data)
{
  SpinCheck *c = data;
  g_free (c->reason);
  g_free (c->row_subtitle);
  g_free (c);
}

static SpinCheck *
get_check (GtkSpinButton *spin)
{
  return g_object_get_data (G_OBJECT (spin), "adj-spin-check");
}

static AdwActionRow *
row_of (GtkSpinButton *spin)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (spin), ADW_TYPE_ACTION_ROW);
  return row != NULL ? ADW_ACTION_ROW (row) : NULL;
}

static void
show_reason (GtkSpinButton *spin, SpinCheck *c, char *reason)
{
  AdwActionRow *row = row_of (spin);
  if (row != NULL && c->reason == NULL)
    c->row_subtitle = g_strdup (adw_action_row_get_subtitle (row));
  g_free (c->reason);
  c->reason = reason;
  gtk_widget_add_css_class (GTK_WIDGET (spin), "error");
  adj_tooltip_set (GTK_WIDGET (spin), reason);
  if (row != NULL)
    adw_action_row_set_subtitle (row, reason);
  gtk_widget_error_bell (GTK_WIDGET (spin));
}

static void
clear_reason (GtkSpinButton *spin, SpinCheck *c)
{
  if (c->reason == NULL)
    return;
  AdwActionRow *row = row_of (spin);
  if (row != NULL)
    adw_action_row_set_subtitle (row, c->row_subtitle != NULL ? c->row_subtitle : "");
  g_clear_pointer (&c->reason, g_free);
  g_clear_pointer (&c->row_subtitle, g_free);
  gtk_widget_remove_css_class (GTK_WIDGET (spin), "error");
  adj_tooltip_set (GTK_WIDGET (spin), NULL);
}

/* A whole number, as typed, with its sign. */
static gboolean
parse_whole (const char *text, double *out)
{
  const char *p = text;
  gboolean negative = FALSE;
  if (*p == '-' || *p == '+')
    negative = *p++ == '-';
  if (*p == '\0' || strlen (p) > 9)
    return FALSE;
  for (const char *q = p; *q; q++)
    if (!g_ascii_isdigit (*q))
      return FALSE;
  *out = (negative ? -1.0 : 1.0) * (double) strtol (p, NULL, 10);
  return TRUE;
}

static int
on_input (GtkSpinButton *spin, double *new_value, gpointer user_data)
{
  SpinCheck *c = get_check (spin);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  GtkAdjustment *adj = gtk_spin_button_get_adjustment (spin);
  int lo = (int) gtk_adjustment_get_lower (adj), hi = (int) gtk_adjustment_get_upper (adj);
  int kept = (int) gtk_adjustment_get_value (adj);
  double v;
  if (parse_whole (text, &v) && v >= lo && v <= hi)
    {
      *new_value = v;
      return TRUE;
    }
  c->refusing = TRUE;
  /* TRANSLATORS: what was typed, the field's range, the value it keeps */
  show_reason (spin, c, g_strdup_printf (_("“%s” is not taken: enter a whole number from %d to %d (it stays %d)"),
                                         text, lo, hi, kept));
  return GTK_INPUT_ERROR;
}

static void
on_value_changed (GtkSpinButton *spin, gpointer user_data)
{
  SpinCheck *c = get_check (spin);
  if (c->refusing)
    c->refusing = FALSE;  /* GTK shows the kept value again: not a new one */
  else
    clear_reason (spin, c);
}

void
adj_spin_check_attach (GtkSpinButton *spin)
{
  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));
  if (get_check (spin) != NULL)
    return;
  g_object_set_data_full (G_OBJECT (spin), "adj-spin-check", g_new0 (SpinCheck, 1), spin_check_free);
  gtk_spin_button_set_update_policy (spin, GTK_UPDATE_IF_VALID);
  g_signal_connect (spin, "input", G_CALLBACK (on_input), NULL);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_value_changed), NULL);
}

const char *
adj_spin_check_get_reason (GtkSpinButton *spin)
{
  SpinCheck *c = get_check (spin);
  return c != NULL ? c->reason : NULL;
}
