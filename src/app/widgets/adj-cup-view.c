/* adj-cup-view.c: an opaque cup of markers, its chances, a blind or typed draw
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What is in a cup, by owner, how many the draw takes, and before the draw
 * each owner's exact chance of getting 0, 1, ... of his own markers (the
 * engine's numbers, drawn as bars). The draw itself is the page's: Draw
 * asks it for a blind draw from a recorded seed; Type lets the players tick
 * what they pulled from a real cup, all at once or, when each keeps his
 * own secret, one owner at a time (the page puts its cover in between).
 * Knows no game.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cup-view.h"
#include "adj-label.h"
#include "adj-outcome-chart.h"

#define MAX_GROUPS 4

struct _AdjCupView
{
  GtkWidget    parent_instance;

  GtkWidget   *box;
  GtkLabel    *summary;
  GtkWidget   *groups_box;
  GtkLabel    *group_labels[MAX_GROUPS];
  GtkWidget   *charts[MAX_GROUPS];
  char        *group_names[MAX_GROUPS];
  guint        n_groups;
  GtkWidget   *buttons;
  GtkButton   *blind;
  GtkButton   *typed;
  GtkWidget   *pick_box;
  GtkLabel    *pick_heading;
  GtkListBox  *pick_list;
  GtkLabel    *pick_count;
  GtkButton   *pick_record;

  GPtrArray   *names;      /* char *, the markers in the cup */
  GArray      *owners;     /* guint, their groups */
  guint        draw;
  GPtrArray   *checks;     /* GtkCheckButton, NULL where not pickable */
  int          want;       /* ticks Record needs, -1: any */
};

G_DEFINE_FINAL_TYPE (AdjCupView, adj_cup_view, GTK_TYPE_WIDGET)

enum { SIGNAL_DRAW_BLIND, SIGNAL_TYPE_CLICKED, SIGNAL_PICKED, SIGNAL_PICK_CANCELLED, N_SIGNALS };
static guint signals[N_SIGNALS];

static guint
count_ticked (AdjCupView *self)
{
  guint n = 0;
  for (guint i = 0; i < self->checks->len; i++)
    n += self->checks->pdata[i] != NULL && gtk_check_button_get_active (self->checks->pdata[i]);
  return n;
}

static void
update_pick_count (AdjCupView *self)
{
  guint n = count_ticked (self);
  g_autofree char *text = self->want >= 0
    /* TRANSLATORS: markers ticked as drawn from a real cup, "1 of 2 ticked" */
    ? g_strdup_printf (_("%u of %d ticked"), n, self->want)
    : g_strdup_printf (ngettext ("%u ticked", "%u ticked", n), n);
  gtk_label_set_text (self->pick_count, text);
  gtk_widget_set_sensitive (GTK_WIDGET (self->pick_record), self->want < 0 || (int) n == self->want);
}

void
adj_cup_view_end_pick (AdjCupView *self)
{
  GtkWidget *child;

  g_return_if_fail (ADJ_IS_CUP_VIEW (self));
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->pick_list))) != NULL)
    gtk_list_box_remove (self->pick_list, child);
  g_ptr_array_set_size (self->checks, 0);
  gtk_widget_set_visible (self->pick_box, FALSE);
  gtk_widget_set_visible (self->buttons, TRUE);
}

void
adj_cup_view_begin_pick (AdjCupView *self, const gboolean *mask, int count, const char *heading)
{
  g_return_if_fail (ADJ_IS_CUP_VIEW (self));
  adj_cup_view_end_pick (self);
  self->want = count;
  gtk_label_set_text (self->pick_heading, heading);
  for (guint i = 0; i < self->names->len; i++)
    {
      if (mask != NULL && !mask[i])
        {
          g_ptr_array_add (self->checks, NULL);
          continue;
        }
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();
      g_autofree char *name = g_strdup_printf ("pick:%u", i);
      const char *owner = self->group_names[g_array_index (self->owners, guint, i)];

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), self->names->pdata[i]);
      if (owner != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), owner);
      gtk_widget_set_name (row, name);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, self->names->pdata[i], -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      g_signal_connect_swapped (check, "toggled", G_CALLBACK (update_pick_count), self);
      gtk_list_box_append (self->pick_list, row);
      g_ptr_array_add (self->checks, check);
    }
  update_pick_count (self);
  gtk_widget_set_visible (self->buttons, FALSE);
  gtk_widget_set_visible (self->pick_box, TRUE);
}

static void
on_pick_record (AdjCupView *self)
{
  g_autoptr (GArray) picked = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < self->checks->len; i++)
    if (self->checks->pdata[i] != NULL && gtk_check_button_get_active (self->checks->pdata[i]))
      g_array_append_val (picked, i);
  adj_cup_view_end_pick (self);
  g_signal_emit (self, signals[SIGNAL_PICKED], 0, picked);
}

static void
on_pick_cancel (AdjCupView *self)
{
  adj_cup_view_end_pick (self);
  g_signal_emit (self, signals[SIGNAL_PICK_CANCELLED], 0);
}

void
adj_cup_view_set_groups (AdjCupView *self, const char * const *names, guint n)
{
  g_return_if_fail (ADJ_IS_CUP_VIEW (self) && n <= MAX_GROUPS);
  self->n_groups = n;
  for (guint g = 0; g < MAX_GROUPS; g++)
    {
      g_free (self->group_names[g]);
      self->group_names[g] = g < n ? g_strdup (names[g]) : NULL;
      gtk_widget_set_visible (GTK_WIDGET (self->group_labels[g]), g < n);
      gtk_widget_set_visible (self->charts[g], FALSE);
    }
}

void
adj_cup_view_set_contents (AdjCupView *self, const char * const *names, const guint *groups, guint n, guint draw)
{
  g_return_if_fail (ADJ_IS_CUP_VIEW (self));
  adj_cup_view_end_pick (self);
  g_ptr_array_set_size (self->names, 0);
  g_array_set_size (self->owners, 0);
  for (guint i = 0; i < n; i++)
    {
      g_ptr_array_add (self->names, g_strdup (names[i]));
      g_array_append_val (self->owners, groups[i]);
    }
  self->draw = draw;
  /* TRANSLATORS: "5 markers in the cup, 2 to be drawn" */
  g_autofree char *in_cup = g_strdup_printf (ngettext ("%u marker in the cup", "%u markers in the cup", n), n);
  g_autofree char *summary = g_strdup_printf (ngettext ("%s, %u to be drawn", "%s, %u to be drawn", draw), in_cup,
                                              draw);
  gtk_label_set_text (self->summary, summary);
  for (guint g = 0; g < self->n_groups; g++)
    {
      g_autoptr (GString) text = g_string_new (NULL);
      guint count = 0;
      for (guint i = 0; i < n; i++)
        if (groups[i] == g)
          {
            g_string_append_printf (text, "%s%s", count ? ", " : "", names[i]);
            count++;
          }
      /* TRANSLATORS: an owner, how many of his markers are in the cup, and their names */
      g_autofree char *line = count > 0 ? g_strdup_printf ("%s (%u): %s", self->group_names[g], count, text->str)
                                        : g_strdup_printf (_("%s: none in the cup"), self->group_names[g]);
      gtk_label_set_text (self->group_labels[g], line);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->blind), n > 0 && draw > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->typed), n > 0 && draw > 0);
}

void
adj_cup_view_set_chances (AdjCupView *self, guint group, const double *p, guint n)
{
  g_return_if_fail (ADJ_IS_CUP_VIEW (self) && group < self->n_groups);
  GtkWidget *chart = self->charts[group];
  gtk_widget_set_visible (chart, p != NULL);
  if (p == NULL)
    return;
  g_autofree AdjOutcomeBar *bars = g_new0 (AdjOutcomeBar, n);
  for (guint k = 0; k < n; k++)
    {
      /* TRANSLATORS: how many of his own markers a player gets in the draw */
      bars[k].label = g_strdup_printf (ngettext ("%u of his own", "%u of his own", k), k);
      bars[k].probability = p[k];
    }
  adj_outcome_chart_set_bars (ADJ_OUTCOME_CHART (chart), bars, n);
  for (guint k = 0; k < n; k++)
    adj_outcome_bar_clear (&bars[k]);
}

void
adj_cup_view_set_labels (AdjCupView *self, const char *blind, const char *typed)
{
  g_return_if_fail (ADJ_IS_CUP_VIEW (self));
  gtk_button_set_label (self->blind, blind);
  gtk_button_set_label (self->typed, typed);
}

static void
on_blind (AdjCupView *self)
{
  g_signal_emit (self, signals[SIGNAL_DRAW_BLIND], 0);
}

static void
on_typed (AdjCupView *self)
{
  g_signal_emit (self, signals[SIGNAL_TYPE_CLICKED], 0);
}

static void
adj_cup_view_dispose (GObject *object)
{
  AdjCupView *self = ADJ_CUP_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->names, g_ptr_array_unref);
  g_clear_pointer (&self->owners, g_array_unref);
  g_clear_pointer (&self->checks, g_ptr_array_unref);
  for (guint g = 0; g < MAX_GROUPS; g++)
    g_clear_pointer (&self->group_names[g], g_free);
  G_OBJECT_CLASS (adj_cup_view_parent_class)->dispose (object);
}

static void
adj_cup_view_class_init (AdjCupViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_cup_view_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  signals[SIGNAL_DRAW_BLIND] = g_signal_new ("draw-blind", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                             NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_TYPE_CLICKED] = g_signal_new ("type-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                               NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_PICKED] = g_signal_new ("picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_ARRAY);
  signals[SIGNAL_PICK_CANCELLED] = g_signal_new ("pick-cancelled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                                 NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static GtkButton *
button (GtkWidget *box, const char *name, const char *css, GCallback cb, AdjCupView *self)
{
  GtkWidget *b = gtk_button_new_with_mnemonic ("");
  gtk_widget_set_name (b, name);
  if (css != NULL)
    gtk_widget_add_css_class (b, css);
  gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (b))), TRUE);
  g_signal_connect_swapped (b, "clicked", cb, self);
  gtk_box_append (GTK_BOX (box), b);
  return GTK_BUTTON (b);
}

static void
adj_cup_view_init (AdjCupView *self)
{
  self->names = g_ptr_array_new_with_free_func (g_free);
  self->owners = g_array_new (FALSE, FALSE, sizeof (guint));
  self->checks = g_ptr_array_new ();
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->summary = GTK_LABEL (adj_label_new (NULL, "heading"));
  gtk_widget_set_name (GTK_WIDGET (self->summary), "cup-summary");
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->summary));
  self->groups_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (self->box), self->groups_box);
  for (guint g = 0; g < MAX_GROUPS; g++)
    {
      g_autofree char *name = g_strdup_printf ("cup-group-%u", g);
      g_autofree char *chart = g_strdup_printf ("cup-chances-%u", g);
      self->group_labels[g] = GTK_LABEL (adj_label_new (NULL, NULL));
      gtk_widget_set_name (GTK_WIDGET (self->group_labels[g]), name);
      gtk_box_append (GTK_BOX (self->groups_box), GTK_WIDGET (self->group_labels[g]));
      self->charts[g] = adj_outcome_chart_new ();
      gtk_widget_set_name (self->charts[g], chart);
      gtk_widget_set_visible (self->charts[g], FALSE);
      gtk_box_append (GTK_BOX (self->groups_box), self->charts[g]);
    }

  self->buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->blind = button (self->buttons, "cup-draw", "suggested-action", G_CALLBACK (on_blind), self);
  self->typed = button (self->buttons, "cup-type", NULL, G_CALLBACK (on_typed), self);
  adj_cup_view_set_labels (self, _("_Draw Blindly"), _("_Type the Draw from a Real Cup…"));
  gtk_box_append (GTK_BOX (self->box), self->buttons);

  self->pick_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->pick_heading = GTK_LABEL (adj_label_new (NULL, "heading"));
  gtk_box_append (GTK_BOX (self->pick_box), GTK_WIDGET (self->pick_heading));
  self->pick_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_set_name (GTK_WIDGET (self->pick_list), "cup-pick-list");
  gtk_list_box_set_selection_mode (self->pick_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->pick_list), "boxed-list");
  gtk_box_append (GTK_BOX (self->pick_box), GTK_WIDGET (self->pick_list));
  self->pick_count = GTK_LABEL (adj_label_new (NULL, "dim-label"));
  gtk_widget_set_name (GTK_WIDGET (self->pick_count), "cup-pick-count");
  gtk_box_append (GTK_BOX (self->pick_box), GTK_WIDGET (self->pick_count));
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->pick_record = button (line, "cup-pick-record", "suggested-action", G_CALLBACK (on_pick_record), self);
  gtk_button_set_label (self->pick_record, _("_Record the Draw"));
  GtkButton *cancel = button (line, "cup-pick-cancel", NULL, G_CALLBACK (on_pick_cancel), self);
  gtk_button_set_label (cancel, _("_Cancel"));
  gtk_box_append (GTK_BOX (self->pick_box), line);
  gtk_widget_set_visible (self->pick_box, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->pick_box);
}

GtkWidget *
adj_cup_view_new (void)
{
  return g_object_new (ADJ_TYPE_CUP_VIEW, NULL);
}
