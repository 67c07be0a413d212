/* adj-los-verdict.c: the verdict on one line of sight
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Clear or blocked, as the engine traced it: the 9.4 bullet that blocks
 * (or why nothing does), where and why, the case of 9.4 with the levels
 * and the distance, and the 9.51 candidates. Before there is a line, what
 * the player should do next.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-children.h"
#include "adj-los-verdict.h"

struct _AdjLosVerdict
{
  GtkWidget  parent_instance;

  GtkWidget *verdict_box;
  GtkImage  *verdict_icon;
  GtkLabel  *verdict_label;
  GtkLabel  *rule_label;
  GtkLabel  *detail_label;
  GtkLabel  *misguided_label;
};

G_DEFINE_FINAL_TYPE (AdjLosVerdict, adj_los_verdict, GTK_TYPE_WIDGET)

const char *
adj_los_case_text (AdjLosCase c)
{
  switch (c)
    {
    case ADJ_LOS_SAME_LEVEL: return _("same level");
    case ADJ_LOS_FIRER_HIGHER: return _("firer higher");
    case ADJ_LOS_TARGET_HIGHER:
    default: return _("target higher");
    }
}

static char *
hex_list (GArray *hexes)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < hexes->len; i++)
    {
      char id[ADJ_HEX_ID_SIZE];
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, adj_hex_format (g_array_index (hexes, AdjHex, i), id));
    }
  return g_string_free (s, FALSE);
}

void
adj_los_verdict_show_idle (AdjLosVerdict *self, const char *title, const char *detail)
{
  g_return_if_fail (ADJ_IS_LOS_VERDICT (self));
  gtk_widget_remove_css_class (self->verdict_box, "los-clear");
  gtk_widget_remove_css_class (self->verdict_box, "los-blocked");
  gtk_image_set_from_icon_name (self->verdict_icon, "find-location-symbolic");
  gtk_label_set_text (self->verdict_label, title);
  gtk_widget_set_visible (GTK_WIDGET (self->rule_label), FALSE);
  gtk_label_set_text (self->detail_label, detail ? detail : "");
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label), detail != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->misguided_label), FALSE);
}

void
adj_los_verdict_show_result (AdjLosVerdict *self, const AdjLosResult *r)
{
  const AdjLosHex *blocker = adj_los_result_blocker (r);
  char from[ADJ_HEX_ID_SIZE], to[ADJ_HEX_ID_SIZE], at[ADJ_HEX_ID_SIZE], other[ADJ_HEX_ID_SIZE];
  GString *detail = g_string_new (NULL);

  g_return_if_fail (ADJ_IS_LOS_VERDICT (self));
  adj_hex_format (r->from, from);
  adj_hex_format (r->to, to);
  gtk_widget_remove_css_class (self->verdict_box, r->clear ? "los-blocked" : "los-clear");
  gtk_widget_add_css_class (self->verdict_box, r->clear ? "los-clear" : "los-blocked");
  gtk_image_set_from_icon_name (self->verdict_icon, r->clear ? "view-reveal-symbolic"
                                                             : "action-unavailable-symbolic");
  gtk_label_set_text (self->verdict_label, r->clear ? _("Line of sight is clear")
                                                    : _("Line of sight is blocked"));
  if (blocker != NULL)
    gtk_label_set_text (self->rule_label, adj_los_rule_text (r->rule));
  else if (!r->needed)
    gtk_label_set_text (self->rule_label, _("9.21: fire at an adjacent hex needs no line of sight"));
  else
    gtk_label_set_text (self->rule_label, _("9.4: no hex between firer and target blocks the line"));
  gtk_widget_set_visible (GTK_WIDGET (self->rule_label), TRUE);

  if (blocker != NULL)
    {
      const AdjLosStep *step = &g_array_index (r->steps, AdjLosStep, r->blocked_step);
      adj_hex_format (blocker->hex, at);
      if (blocker->slope)
        g_string_append_printf (detail, blocker->slope == ADJ_SIDE_SHEER
                                          ? _("Blocked at hex %s, by its sheer hexside with %s.")
                                          : _("Blocked at hex %s, by its steep hexside with %s."),
                                at, adj_hex_format (blocker->slope_across, other));
      else if (step->n == 2)
        g_string_append_printf (detail, _("Blocked at hex %s: the line runs along its hexside with %s."),
                                at, adj_hex_format (step->hex[1 - r->blocked_hex].hex, other));
      else
        g_string_append_printf (detail, _("Blocked at hex %s."), at);
      g_string_append_c (detail, ' ');
    }
  g_string_append_printf (detail,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "Firer in %s on level %d, target in %s on level %d, %d hex apart: %s.",
                                       "Firer in %s on level %d, target in %s on level %d, %d hexes apart: %s.",
                                       (gulong) r->distance),
                          from, r->from_level, to, r->to_level, r->distance, adj_los_case_text (r->los_case));
  gtk_label_set_text (self->detail_label, detail->str);
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label), TRUE);
  g_string_free (detail, TRUE);

  if (r->clear && r->misguided->len > 0)
    {
      g_autofree char *list = hex_list (r->misguided);
      g_autofree char *text = g_strdup_printf (_("9.51 misguided fire: friendly units in %s, next to the target. "
                                                 "On an unadjusted fire roll of 0 to 2 the fire goes astray: each checks cohesion at +2 "
                                                 "and the target is unharmed (9.52)."),
                                               list);
      gtk_label_set_text (self->misguided_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->misguided_label), TRUE);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->misguided_label), FALSE);

}

static void
adj_los_verdict_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_LOS_VERDICT);
  adj_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (adj_los_verdict_parent_class)->dispose (object);
}

static void
adj_los_verdict_class_init (AdjLosVerdictClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_los_verdict_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjutant/Adjutant/glory/adj-los-verdict.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjLosVerdict, verdict_box);
  gtk_widget_class_bind_template_child (widget_class, AdjLosVerdict, verdict_icon);
  gtk_widget_class_bind_template_child (widget_class, AdjLosVerdict, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, AdjLosVerdict, rule_label);
  gtk_widget_class_bind_template_child (widget_class, AdjLosVerdict, detail_label);
  gtk_widget_class_bind_template_child (widget_class, AdjLosVerdict, misguided_label);
}

static void
adj_los_verdict_init (AdjLosVerdict *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
