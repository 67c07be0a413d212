/* adj-dog-roster-view.c: an army list's points, problems and 8.5 guide
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the army builder shows beside the list, all from the engine's
 * roster (dog/roster.h): the running total against the agreed limit (7),
 * what keeps the list from the field, the troop-ratio guide of 8.5 for its
 * side and year next to the list's own mix of classes, and the roster's
 * lines with how each one's points are made (6, 7.1).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-dog-common.h"
#include "adj-dog-roster-view.h"

struct _AdjDogRosterView
{
  GtkWidget  parent_instance;

  /* Template children */
  GtkWidget *box;
  GtkLabel  *total_label;
  GtkLabel  *limit_label;
  GtkBox    *problems_box;
  GtkLabel  *guide_note;
  GtkGrid   *guide_grid;
  GtkListBox *lines_list;
};

G_DEFINE_FINAL_TYPE (AdjDogRosterView, adj_dog_roster_view, GTK_TYPE_WIDGET)

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_widget_unparent (child);
}

static void
grid_cell (GtkGrid *grid, int column, int row, const char *text, const char *name, gboolean header)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, header ? "heading" : "numeric");
  if (name != NULL)
    gtk_widget_set_name (label, name);
  gtk_grid_attach (grid, label, column, row, 1, 1);
}

static void
show_guide (AdjDogRosterView *self, const AdjDogRoster *r)
{
  clear_box (GTK_WIDGET (self->guide_grid));
  gtk_widget_set_visible (GTK_WIDGET (self->guide_note), !r->ratios_known);
  grid_cell (self->guide_grid, 0, 0, _("Class"), NULL, TRUE);
  grid_cell (self->guide_grid, 1, 0, _("Guide"), NULL, TRUE);
  grid_cell (self->guide_grid, 2, 0, _("Stands"), NULL, TRUE);
  grid_cell (self->guide_grid, 3, 0, _("Share"), NULL, TRUE);
  for (int k = 0; k < ADJ_DOG_N_CLASSES; k++)
    {
      const AdjDogRatioRow *row = &r->ratios[k];
      g_autofree char *klass = g_strdup_printf ("%d", row->klass);
      g_autofree char *guide = !r->ratios_known ? g_strdup ("") : row->has_guide ? g_strdup_printf ("%d %%", row->guide)
                                                                                 : g_strdup ("\u2013");
      g_autofree char *stands = g_strdup_printf ("%d", row->stands);
      g_autofree char *share = g_strdup_printf ("%.0f %%", row->percent);
      g_autofree char *name = g_strdup_printf ("roster-guide-%d", row->klass);
      g_autofree char *share_name = g_strdup_printf ("roster-share-%d", row->klass);

      grid_cell (self->guide_grid, 0, k + 1, klass, NULL, FALSE);
      grid_cell (self->guide_grid, 1, k + 1, guide, name, FALSE);
      grid_cell (self->guide_grid, 2, k + 1, stands, NULL, FALSE);
      grid_cell (self->guide_grid, 3, k + 1, share, share_name, FALSE);
    }
}

static void
show_lines (AdjDogRosterView *self, const AdjDogRoster *r)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->lines_list))) != NULL)
    gtk_list_box_remove (self->lines_list, child);
  for (guint i = 0; i < r->lines->len; i++)
    {
      const AdjDogRosterLine *l = &g_array_index (r->lines, AdjDogRosterLine, i);
      /* Translators: how a line's points are made, its points and the running total, "8 × (3 + 1) = 32 · 212" */
      g_autofree char *sub = g_strdup_printf (_("%s = %d points · running total %d"), l->working, l->points,
                                              l->running);
      GtkWidget *rule = gtk_label_new (l->rule);
      GtkWidget *row = adj_dog_suffix_row (l->text, sub, NULL);
      g_autofree char *name = g_strdup_printf ("roster-line-%u", i);

      gtk_widget_add_css_class (rule, "rule-tag");
      gtk_widget_set_valign (rule, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), rule);
      gtk_widget_set_name (row, name);
      gtk_list_box_append (self->lines_list, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->lines_list), r->lines->len > 0);
}

void
adj_dog_roster_view_set (AdjDogRosterView *self, const AdjDogRoster *r)
{
  g_autofree char *total = g_strdup_printf ("%d", r->total);
  g_autofree char *limit = r->limit > 0 ? g_strdup_printf (_("of %d points agreed (7)"), r->limit)
                                        : g_strdup (_("points; no total agreed yet (7)"));

  g_return_if_fail (ADJ_IS_DOG_ROSTER_VIEW (self));
  gtk_label_set_text (self->total_label, total);
  gtk_label_set_text (self->limit_label, limit);
  clear_box (GTK_WIDGET (self->problems_box));
  for (guint i = 0; i < r->problems->len; i++)
    {
      GtkWidget *label = adj_dog_label_new (r->problems->pdata[i], "error");
      g_autofree char *name = g_strdup_printf ("roster-problem-%u", i);
      gtk_widget_set_name (label, name);
      gtk_box_append (self->problems_box, label);
    }
  if (r->problems->len == 0)
    {
      GtkWidget *label = adj_dog_label_new (_("Ready for the field: nothing keeps this list from a battle."),
                                            "success");
      gtk_widget_set_name (label, "roster-ready");
      gtk_box_append (self->problems_box, label);
    }
  show_guide (self, r);
  show_lines (self, r);
}

static void
adj_dog_roster_view_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_DOG_ROSTER_VIEW);
  G_OBJECT_CLASS (adj_dog_roster_view_parent_class)->dispose (object);
}

static void
adj_dog_roster_view_class_init (AdjDogRosterViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_dog_roster_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/dog/adj-dog-roster-view.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDogRosterView, box);
  gtk_widget_class_bind_template_child (widget_class, AdjDogRosterView, total_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDogRosterView, limit_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDogRosterView, problems_box);
  gtk_widget_class_bind_template_child (widget_class, AdjDogRosterView, guide_note);
  gtk_widget_class_bind_template_child (widget_class, AdjDogRosterView, guide_grid);
  gtk_widget_class_bind_template_child (widget_class, AdjDogRosterView, lines_list);
}

static void
adj_dog_roster_view_init (AdjDogRosterView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
adj_dog_roster_view_new (void)
{
  return g_object_new (ADJ_TYPE_DOG_ROSTER_VIEW, NULL);
}
