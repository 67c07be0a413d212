/* adj-modifier-list.c: the die-roll modifiers of an answer, with rules
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A boxed list: one row per modifier the engine applied (value, the
 * engine's own short wording, rule number), then the total. A modifier
 * read from a provisional chart cell (the engine's text says so) gets a
 * warning mark, so the player knows which number to check.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include <adjutant-engine.h>

#include "adj-children.h"
#include "adj-label.h"
#include "adj-modifier-list.h"
#include "adj-numbers.h"


struct _AdjModifierList
{
  GtkWidget   parent_instance;

  GtkListBox *list;
  guint       n_rows;
  char       *shown;  /* what the rows say, to leave them be when it stays */
};

G_DEFINE_FINAL_TYPE (AdjModifierList, adj_modifier_list, GTK_TYPE_WIDGET)

static GtkWidget *
label_new (const char *text, const char *name, const char *css)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_widget_set_name (label, name);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

/* The next cell of a row's grid. */
static void
append (GtkWidget *grid, GtkWidget *child)
{
  gtk_grid_attach_next_to (GTK_GRID (grid), child, NULL, GTK_POS_RIGHT, 1, 1);
}

static GtkWidget *
modifier_row (const AdjModifier *m, guint i)
{
  GtkWidget *row = gtk_list_box_row_new ();
  /* A grid, not a horizontal box: GTK 4.8's box asks the wrapping text
   * its width for a height, a search over layouts of the text. */
  GtkWidget *box = gtk_grid_new ();
  g_autofree char *value = adj_text_signed (m->value);
  g_autofree char *name = g_strdup_printf ("modifier-%u", i);
  GtkWidget *value_label = label_new (value, "modifier-value", "modifier-value");
  GtkWidget *text = label_new (m->text, "modifier-text", NULL);
  /* The engine tags chart values "(…, provisional)" in the player's
   * language (docs/calculators.md). */
  gboolean provisional = strstr (m->text, C_("chart cell", "provisional")) != NULL;

  gtk_widget_set_name (row, name);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_grid_set_column_spacing (GTK_GRID (box), 12);
  gtk_widget_add_css_class (box, "modifier-row");
  gtk_label_set_width_chars (GTK_LABEL (value_label), 3);
  gtk_label_set_xalign (GTK_LABEL (value_label), 1);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  adj_label_cheap_minimum (GTK_LABEL (text), ADJ_LABEL_MINIMUM_CHARS);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_widget_set_hexpand (text, TRUE);
  append (box, value_label);
  append (box, text);
  if (provisional)
    {
      GtkWidget *mark = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
      gtk_widget_add_css_class (mark, "warning");
      gtk_widget_set_tooltip_text (mark, _("From a provisional chart cell: not printed in the "
                                           "rulebook. Check it on the Charts page."));
      gtk_widget_set_valign (mark, GTK_ALIGN_CENTER);
      append (box, mark);
      gtk_widget_add_css_class (row, "provisional");
    }
  if (m->rule != NULL && *m->rule != '\0')
    {
      GtkWidget *rule = label_new (m->rule, "modifier-rule", "modifier-rule");
      g_autofree char *tip = g_ascii_isdigit (m->rule[0]) ? g_strdup_printf (_("Rule %s"), m->rule)
                                                          : g_strdup (m->rule);
      gtk_widget_set_tooltip_text (rule, tip);
      gtk_widget_set_valign (rule, GTK_ALIGN_CENTER);
      append (box, rule);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* Read out whole when the row has focus: value, reason, rule. */
  g_autofree char *a11y = m->rule != NULL && *m->rule != '\0'
                            ? g_strdup_printf ("%s %s (%s)", value, m->text, m->rule)
                            : g_strdup_printf ("%s %s", value, m->text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  return row;
}

static void
set_rows (AdjModifierList *self, const GArray *mods, const char *value, const char *total_title);

void
adj_modifier_list_set (AdjModifierList *self, const GArray *mods, int total, const char *total_title)
{
  g_autofree char *value = adj_text_signed (total);

  g_return_if_fail (ADJ_IS_MODIFIER_LIST (self));
  set_rows (self, mods, value, total_title);
}

void
adj_modifier_list_set_plain (AdjModifierList *self, const GArray *mods, int total, const char *total_title)
{
  g_autofree char *value = g_strdup_printf ("%d", total);

  g_return_if_fail (ADJ_IS_MODIFIER_LIST (self));
  set_rows (self, mods, value, total_title);
}

/* Everything the rows show, in one string. */
static char *
shown_key (const GArray *mods, const char *value, const char *total_title)
{
  GString *key = g_string_new (value);

  g_string_append_printf (key, "\x1f%s", total_title);
  for (guint k = 0; mods != NULL && k < mods->len; k++)
    {
      const AdjModifier *m = &g_array_index (mods, AdjModifier, k);
      g_string_append_printf (key, "\x1f%d\x1e%s\x1e%s", m->value, m->rule != NULL ? m->rule : "", m->text);
    }
  return g_string_free (key, FALSE);
}

/* Rows are made anew only when their words change: a page sets its
 * lists on every recompute, and new rows are measured again (docs/design.md,
 * "Every page within its budget"). */
static void
set_rows (AdjModifierList *self, const GArray *mods, const char *value, const char *total_title)
{
  char *key = shown_key (mods, value, total_title);

  if (g_strcmp0 (key, self->shown) == 0)
    {
      g_free (key);
      return;
    }
  g_free (self->shown);
  self->shown = key;
  adj_list_box_clear (self->list);
  self->n_rows = mods != NULL ? mods->len : 0;
  for (guint i = 0; i < self->n_rows; i++)
    gtk_list_box_append (self->list, modifier_row (&g_array_index (mods, AdjModifier, i), i));
  if (self->n_rows == 0)
    {
      GtkWidget *none = label_new (_("No modifiers"), "modifier-none", "dim-label");
      GtkWidget *row = gtk_list_box_row_new ();
      gtk_widget_add_css_class (none, "modifier-row");
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), none);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, _("No modifiers"), -1);
      gtk_list_box_append (self->list, row);
    }

  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *value_label = label_new (value, "modifier-total", "modifier-value");
  GtkWidget *title = label_new (total_title, "modifier-total-title", "heading");
  gtk_label_set_width_chars (GTK_LABEL (value_label), 3);
  gtk_label_set_xalign (GTK_LABEL (value_label), 1);
  gtk_widget_add_css_class (value_label, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_add_css_class (box, "modifier-row");
  gtk_widget_add_css_class (row, "modifier-total");
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_box_append (GTK_BOX (box), value_label);
  gtk_box_append (GTK_BOX (box), title);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_autofree char *a11y = g_strdup_printf ("%s %s", total_title, value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  gtk_list_box_append (self->list, row);
}

guint
adj_modifier_list_get_n_rows (AdjModifierList *self)
{
  g_return_val_if_fail (ADJ_IS_MODIFIER_LIST (self), 0);
  return self->n_rows;
}

static void
adj_modifier_list_dispose (GObject *object)
{
  AdjModifierList *self = ADJ_MODIFIER_LIST (object);

  if (self->list != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->list));
      self->list = NULL;
    }
  g_clear_pointer (&self->shown, g_free);
  G_OBJECT_CLASS (adj_modifier_list_parent_class)->dispose (object);
}

static void
adj_modifier_list_class_init (AdjModifierListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_modifier_list_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "modifierlist");
}

static void
adj_modifier_list_init (AdjModifierList *self)
{
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Die roll modifiers"), -1);
  gtk_widget_set_parent (GTK_WIDGET (self->list), GTK_WIDGET (self));
}

GtkWidget *
adj_modifier_list_new (void)
{
  return g_object_new (ADJ_TYPE_MODIFIER_LIST, NULL);
}
