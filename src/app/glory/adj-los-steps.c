/* adj-los-steps.c: each hex along a line of sight with its verdict
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A row per intervening hex (two where the line runs along a hexside):
 * its level, woods and units, and the 9.4 bullet it falls under, its slope
 * hexside, and whether it holds 9.51 candidates. The verdicts are the
 * engine's.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-children.h"
#include "adj-los-steps.h"

struct _AdjLosSteps
{
  GtkWidget   parent_instance;

  GtkWidget  *steps_heading;
  GtkListBox *steps_list;
};

G_DEFINE_FINAL_TYPE (AdjLosSteps, adj_los_steps, GTK_TYPE_WIDGET)

void
adj_los_steps_clear (AdjLosSteps *self)
{
  g_return_if_fail (ADJ_IS_LOS_STEPS (self));
  adj_list_box_clear (self->steps_list);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static char *
describe_hex (const AdjLosHex *h)
{
  char id[ADJ_HEX_ID_SIZE];
  GString *s = g_string_new (NULL);

  adj_hex_format (h->hex, id);
  if (!h->on_map)
    {
      g_string_printf (s, _("Hex %s: off the map"), id);
      return g_string_free (s, FALSE);
    }
  g_string_printf (s, _("Hex %s: level %d"), id, h->level);
  if (h->terrain == ADJ_TERRAIN_WOODS)
    g_string_append (s, _(", woods"));
  if (h->unit == ADJ_UNIT_FRIENDLY)
    g_string_append (s, _(", friendly unit"));
  else if (h->unit == ADJ_UNIT_ENEMY)
    g_string_append (s, _(", enemy unit"));
  return g_string_free (s, FALSE);
}

static void
add_step_row (AdjLosSteps *self, const AdjLosStep *step, guint k)
{
  const AdjLosHex *h = &step->hex[k];
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name (h->blocks ? "action-unavailable-symbolic"
                                                            : "object-select-symbolic");
  g_autofree char *title = describe_hex (h);
  GString *sub = g_string_new (h->blocks ? adj_los_rule_text (h->blocks) : _("does not block"));
  char id[ADJ_HEX_ID_SIZE], other[ADJ_HEX_ID_SIZE];
  g_autofree char *name = g_strdup_printf ("step:%s", adj_hex_format (h->hex, id));

  if (step->n == 2)
    g_string_append_printf (sub, _(" (the line runs along its hexside with %s)"),
                            adj_hex_format (step->hex[1 - k].hex, other));
  if (h->slope)
    g_string_append_printf (sub, h->slope == ADJ_SIDE_SHEER ? _("; sheer hexside with %s")
                                                            : _("; steep hexside with %s"),
                            adj_hex_format (h->slope_across, other));
  if (h->misguided)
    g_string_append (sub, _("; 9.51: friendly units next to the target"));
  gtk_widget_add_css_class (icon, h->blocks ? "error" : "success");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sub->str);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  gtk_widget_set_name (row, name);
  gtk_list_box_append (self->steps_list, row);
  g_string_free (sub, TRUE);
}

void
adj_los_steps_show (AdjLosSteps *self, const AdjLosResult *r)
{
  adj_los_steps_clear (self);
  for (guint i = 0; i < r->steps->len; i++)
    {
      const AdjLosStep *step = &g_array_index (r->steps, AdjLosStep, i);
      for (guint k = 0; k < step->n; k++)
        add_step_row (self, step, k);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), r->steps->len > 0);
}

static void
adj_los_steps_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_LOS_STEPS);
  adj_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (adj_los_steps_parent_class)->dispose (object);
}

static void
adj_los_steps_class_init (AdjLosStepsClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_los_steps_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjutant/Adjutant/glory/adj-los-steps.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjLosSteps, steps_heading);
  gtk_widget_class_bind_template_child (widget_class, AdjLosSteps, steps_list);
}

static void
adj_los_steps_init (AdjLosSteps *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
