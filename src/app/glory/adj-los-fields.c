/* adj-los-fields.c: hexes and levels typed into the Line of Sight page
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each field is read through the engine's parsers (hex ids, levels) and
 * marked inline when it holds what cannot be; a half-typed hex id waits
 * for Enter before it is an error.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-los-fields.h"
#include "adj-los-questions.h"

void
adj_los_field_mark (AdwEntryRow *row, gboolean bad)
{
  if (bad)
    gtk_widget_add_css_class (GTK_WIDGET (row), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
}

char *
adj_los_field_text (AdwEntryRow *row)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
}

/* A hex id. Half-typed ids are not an error until the player presses
 * Enter (@insist); a complete one is checked at once. */
AdjLosFieldState
adj_los_field_read_hex (AdwEntryRow *row, const AdjHexGrid *grid, const char *who, gboolean insist,
                        AdjHex *out, GString *errors)
{
  g_autofree char *text = adj_los_field_text (row);
  g_autoptr (GError) error = NULL;

  if (*text == '\0' || (strlen (text) < 4 && !insist))
    {
      adj_los_field_mark (row, FALSE);
      if (insist)
        {
          g_string_append_printf (errors, _("%s: type a hex id, four digits such as 0405."), who);
          g_string_append_c (errors, '\n');
          adj_los_field_mark (row, TRUE);
          return ADJ_LOS_FIELD_BAD;
        }
      return ADJ_LOS_FIELD_EMPTY;
    }
  if (!adj_hexgrid_parse_hex (grid, text, out, &error))
    {
      g_string_append_printf (errors, "%s: %s\n", who, error->message);
      adj_los_field_mark (row, TRUE);
      return ADJ_LOS_FIELD_BAD;
    }
  adj_los_field_mark (row, FALSE);
  return ADJ_LOS_FIELD_OK;
}

AdjLosFieldState
adj_los_field_read_level (AdwEntryRow *row, const char *who, int *out, GString *errors)
{
  g_autofree char *text = adj_los_field_text (row);

  if (*text == '\0')
    {
      adj_los_field_mark (row, FALSE);
      return ADJ_LOS_FIELD_EMPTY;
    }
  if (!adj_los_parse_level (text, out))
    {
      g_string_append_printf (errors, _("%s: a whole number from \u2212%d to %d."), who,
                              -ADJ_HEXMAP_LEVEL_MIN, ADJ_HEXMAP_LEVEL_MAX);
      g_string_append_c (errors, '\n');
      adj_los_field_mark (row, TRUE);
      return ADJ_LOS_FIELD_BAD;
    }
  adj_los_field_mark (row, FALSE);
  return ADJ_LOS_FIELD_OK;
}

/* A list of hexes ("0202 0303" or "0202, 0303") into @units as @value;
 * the last id may be half typed until Enter (@insist). */
AdjLosFieldState
adj_los_field_read_units (AdwEntryRow *row, const AdjHexMap *map, const char *who, guint8 value,
                          gboolean insist, guint8 *units, GString *errors)
{
  g_autofree char *text = adj_los_field_text (row);
  g_auto (GStrv) parts = g_strsplit_set (text, " ,;", -1);
  AdjLosFieldState state = ADJ_LOS_FIELD_OK;

  for (guint i = 0; parts[i] != NULL && state == ADJ_LOS_FIELD_OK; i++)
    {
      AdjHex hex;
      g_autoptr (GError) error = NULL;
      if (*parts[i] == '\0' || (parts[i + 1] == NULL && strlen (parts[i]) < 4 && !insist))
        continue;
      if (!adj_hexgrid_parse_hex (adj_hexmap_get_grid (map), parts[i], &hex, &error))
        {
          g_string_append_printf (errors, "%s: %s\n", who, error->message);
          state = ADJ_LOS_FIELD_BAD;
          break;
        }
      int idx = adj_hexmap_index (map, hex);
      if (units[idx] != ADJ_UNIT_NONE && units[idx] != value)
        {
          g_string_append_printf (errors, _("%s: hex %s holds units of both sides."), who, parts[i]);
          g_string_append_c (errors, '\n');
          state = ADJ_LOS_FIELD_BAD;
          break;
        }
      units[idx] = value;
    }
  adj_los_field_mark (row, state == ADJ_LOS_FIELD_BAD);
  return state;
}

/* Adds or takes away @hex in a list of hexes. */
void
adj_los_field_toggle_hex (AdwEntryRow *row, AdjHex hex, gboolean add)
{
  g_autofree char *text = adj_los_field_text (row);
  g_auto (GStrv) parts = g_strsplit_set (text, " ,;", -1);
  GString *out = g_string_new (NULL);
  char id[ADJ_HEX_ID_SIZE];
  gboolean found = FALSE;

  adj_hex_format (hex, id);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (*parts[i] == '\0')
        continue;
      if (g_strcmp0 (parts[i], id) == 0)
        {
          found = TRUE;
          continue;
        }
      g_string_append_printf (out, "%s%s", out->len ? " " : "", parts[i]);
    }
  if (add && !found)
    g_string_append_printf (out, "%s%s", out->len ? " " : "", id);
  gtk_editable_set_text (GTK_EDITABLE (row), out->str);
  g_string_free (out, TRUE);
}
