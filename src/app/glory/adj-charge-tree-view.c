/* adj-charge-tree-view.c: the whole charge before anyone rolls, Glory III
 * and Fixed Glory side by side
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine composes the chain exactly (chargetree.h: Defensive Fire, the
 * charge, every check; the variant's fires and melee): the widget shows
 * the chance the charge goes in under each rule set, a pair of bars for
 * every result either can give (adj_charge_tree_pairs), and per side the
 * units expected disordered, withdrawn and retreated with the worst case
 * and its chance. Every number is the engine's; a bar's rule set is
 * written beside it, so nothing rests on colour alone, and each bar is a
 * meter whose accessible name says its result and rule set.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-charge-tree-view.h"
#include "adj-children.h"
#include "adj-combat-text.h"

struct _AdjChargeTreeView
{
  GtkWidget      parent_instance;

  GtkWidget     *box;
  GtkLabel      *goes_in[2];
  GtkLabel      *problem[2];
  GtkWidget     *bars;       /* GtkBox: a block per result */
  GtkGrid       *losses;
  AdjTreeAnswer  answers[2];
  gboolean       answered[2];
};

G_DEFINE_FINAL_TYPE (AdjChargeTreeView, adj_charge_tree_view, GTK_TYPE_WIDGET)

static const char *
rule_set (guint k)
{
  return k == 0 ? _("Glory III") : _("Fixed Glory");
}

static GtkWidget *
label (const char *text, const char *css, float xalign)
{
  GtkWidget *l = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  gtk_label_set_xalign (GTK_LABEL (l), xalign);
  if (css != NULL)
    gtk_widget_add_css_class (l, css);
  return l;
}

/* The result as the Charge Results Table gives it: its row first, since
 * several rows may read alike. */
static char *
pair_text (const AdjCombatCharts *charts, const AdjChargeOutcome *o)
{
  if (o->row == ADJ_CHARGE_NO_CHARGE)
    return g_strdup (_("No charge goes in: Defensive Fire stopped every hex (Glory III), or no charging unit is "
                       "left in good order (Fixed Glory)"));
  g_autofree char *text = adj_text_charge_outcome (o);
  if (o->eliminated)
    return g_steal_pointer (&text);
  const char *row = adj_combat_charts_charge_row_at (charts, o->row)->label;
  /* Provenance travels with the cell: a row the rulebook does not print says so. */
  return adj_charge_outcome_is_provisional (charts, o)
           /* TRANSLATORS: a row of the Charge Results Table, then what it does */
           ? g_strdup_printf (_("Row %s (provisional, not printed in the rulebook): %s"), row, text)
           : g_strdup_printf (_("Row %s: %s"), row, text);
}

/* One result: its text, then a labelled bar per rule set. */
static GtkWidget *
pair_block (const AdjCombatCharts *charts, const AdjTreePair *pair, guint i)
{
  GtkWidget *block = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *grid = gtk_grid_new ();
  g_autofree char *text = pair_text (charts, &pair->outcome);
  g_autofree char *name = g_strdup_printf ("tree-result-%u", i);
  const double p[2] = { pair->glory3, pair->fixed_glory };

  gtk_widget_set_name (block, name);
  gtk_box_append (GTK_BOX (block), label (text, NULL, 0));
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  for (guint k = 0; k < 2; k++)
    {
      GtkWidget *bar = gtk_level_bar_new_for_interval (0, 1);
      g_autofree char *pct = adj_text_percent (p[k]);
      g_autofree char *bar_name = g_strdup_printf ("tree-bar-%u-%s", i, k == 0 ? "glory3" : "fixed-glory");
      /* TRANSLATORS: a bar of the charge tree: the rule set, then the result */
      g_autofree char *a11y = g_strdup_printf (_("%s: %s"), rule_set (k), text);

      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
      gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), CLAMP (p[k], 0, 1));
      gtk_widget_set_name (bar, bar_name);
      gtk_widget_set_hexpand (bar, TRUE);
      gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (bar, k == 0 ? "tree-glory3" : "tree-fixed-glory");
      gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                      GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, pct, -1);
      gtk_grid_attach (GTK_GRID (grid), label (rule_set (k), "caption", 0), 0, (int) k, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), bar, 1, (int) k, 1, 1);
      GtkWidget *value = label (pct, "numeric", 1);
      gtk_label_set_width_chars (GTK_LABEL (value), 6);
      gtk_grid_attach (GTK_GRID (grid), value, 2, (int) k, 1, 1);
    }
  gtk_box_append (GTK_BOX (block), grid);
  return block;
}

static char *
number (double x)
{
  return g_strdup_printf ("%.2f", x);
}

static char *
worst_text (const AdjTreeAnswer *a, AdjCombatSide side)
{
  const AdjTreeWorst *w = &a->worst[side];
  g_autofree char *pct = adj_text_percent (w->probability);
  GString *text = g_string_new (NULL);

  /* TRANSLATORS: how many units end so in the worst case */
  if (w->gone > 0)
    g_string_append_printf (text, _("%u gone"), w->gone);
  if (w->disordered > 0)
    g_string_append_printf (text, _("%s%u disordered"), text->len > 0 ? ", " : "", w->disordered);
  if (w->retreated > 0)
    g_string_append_printf (text, _("%s%u retreated"), text->len > 0 ? ", " : "", w->retreated);
  if (text->len == 0)
    /* TRANSLATORS: the worst case is that nothing happens to the side */
    g_string_append (text, _("no loss"));
  g_string_append_printf (text, " (%s)", pct);
  return g_string_free (text, FALSE);
}

/* Per side, what each rule set expects, and the worst case. */
static void
fill_losses (AdjChargeTreeView *self)
{
  GtkWidget *child;
  int row = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->losses))) != NULL)
    gtk_grid_remove (self->losses, child);
  for (guint k = 0; k < 2; k++)
    gtk_grid_attach (self->losses, label (rule_set (k), "heading", 1), 1 + (int) k, row, 1, 1);
  row++;
  for (AdjCombatSide side = ADJ_SIDE_ATTACKER; side <= ADJ_SIDE_DEFENDER; side++)
    {
      const char *titles[] = { _("Disordered"), _("Withdrawn or eliminated"), _("Retreated"), _("Worst case") };
      gtk_grid_attach (self->losses, label (side == ADJ_SIDE_ATTACKER ? _("Attacker, units expected")
                                                                      : _("Defender, units expected"),
                                            "heading", 0), 0, row++, 3, 1);
      for (guint m = 0; m < G_N_ELEMENTS (titles); m++, row++)
        {
          gtk_grid_attach (self->losses, label (titles[m], "dim-label", 0), 0, row, 1, 1);
          for (guint k = 0; k < 2; k++)
            {
              const AdjTreeAnswer *a = &self->answers[k];
              const AdjTreeLosses *e = &a->expected[side];
              g_autofree char *value = !self->answered[k] ? g_strdup ("\u2013")
                                       : m == 0 ? number (e->disordered)
                                       : m == 1 ? number (e->withdrawn + e->eliminated)
                                       : m == 2 ? number (e->retreated)
                                                : worst_text (a, side);
              g_autofree char *name = g_strdup_printf ("tree-%s-%u-%s", side == ADJ_SIDE_ATTACKER ? "attacker"
                                                                                               : "defender",
                                                       m, k == 0 ? "glory3" : "fixed-glory");
              GtkWidget *cell = label (value, "numeric", 1);
              gtk_widget_set_name (cell, name);
              gtk_widget_set_hexpand (cell, TRUE);
              gtk_grid_attach (self->losses, cell, 1 + (int) k, row, 1, 1);
            }
        }
    }
}

void
adj_charge_tree_view_show (AdjChargeTreeView *self, const AdjChargeInput *input, const AdjCombatCharts *charts)
{
  AdjChargeTree tree = { 0 };
  AdjTreePair pairs[ADJ_TREE_MAX_PAIRS];
  GtkWidget *child;

  g_return_if_fail (ADJ_IS_CHARGE_TREE_VIEW (self));
  for (guint k = 0; k < 2; k++)
    {
      g_autoptr (GError) error = NULL;
      AdjTreeAnswer *a = k == 0 ? &tree.glory3 : &tree.fixed_glory;
      self->answered[k] = adj_charge_tree_one (input, charts, k == 1, a, &error);
      if (!self->answered[k])
        *a = (AdjTreeAnswer) { 0 };
      self->answers[k] = *a;
      g_autofree char *pct = self->answered[k] ? adj_text_percent (a->goes_in) : g_strdup ("\u2013");
      gtk_label_set_text (self->goes_in[k], pct);
      gtk_label_set_text (self->problem[k], error != NULL ? error->message : "");
      gtk_widget_set_visible (GTK_WIDGET (self->problem[k]), error != NULL);
    }
  while ((child = gtk_widget_get_first_child (self->bars)) != NULL)
    gtk_box_remove (GTK_BOX (self->bars), child);
  guint n = adj_charge_tree_pairs (&tree, pairs);
  for (guint i = 0; i < n; i++)
    gtk_box_append (GTK_BOX (self->bars), pair_block (charts, &pairs[i], i));
  fill_losses (self);
}

gboolean
adj_charge_tree_view_get_answer (AdjChargeTreeView *self, gboolean fixed_glory, AdjTreeAnswer *answer)
{
  g_return_val_if_fail (ADJ_IS_CHARGE_TREE_VIEW (self), FALSE);
  *answer = self->answers[fixed_glory ? 1 : 0];
  return self->answered[fixed_glory ? 1 : 0];
}

static void
adj_charge_tree_view_dispose (GObject *object)
{
  adj_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (adj_charge_tree_view_parent_class)->dispose (object);
}

static void
adj_charge_tree_view_class_init (AdjChargeTreeViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_charge_tree_view_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "chargetree");
}

static void
adj_charge_tree_view_init (AdjChargeTreeView *self)
{
  GtkWidget *goes = gtk_grid_new ();

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  gtk_grid_set_column_spacing (GTK_GRID (goes), 12);
  gtk_grid_set_row_spacing (GTK_GRID (goes), 4);
  gtk_grid_attach (GTK_GRID (goes), label (_("The charge goes in"), "heading", 0), 0, 0, 1, 2);
  for (guint k = 0; k < 2; k++)
    {
      GtkWidget *value = label (NULL, "answer-value", 1);
      GtkWidget *problem = label (NULL, "error", 0);
      gtk_widget_set_name (value, k == 0 ? "tree-goes-in-glory3" : "tree-goes-in-fixed-glory");
      gtk_widget_set_name (problem, k == 0 ? "tree-problem-glory3" : "tree-problem-fixed-glory");
      gtk_widget_set_hexpand (value, TRUE);
      gtk_widget_set_visible (problem, FALSE);
      gtk_grid_attach (GTK_GRID (goes), label (rule_set (k), "caption", 1), 1 + (int) k, 0, 1, 1);
      gtk_grid_attach (GTK_GRID (goes), value, 1 + (int) k, 1, 1, 1);
      gtk_box_append (GTK_BOX (self->box), problem);
      self->goes_in[k] = GTK_LABEL (value);
      self->problem[k] = GTK_LABEL (problem);
    }
  gtk_box_prepend (GTK_BOX (self->box), goes);

  self->bars = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_name (self->bars, "tree-results");
  gtk_box_append (GTK_BOX (self->box), self->bars);

  self->losses = GTK_GRID (gtk_grid_new ());
  gtk_widget_set_name (GTK_WIDGET (self->losses), "tree-losses");
  gtk_grid_set_column_spacing (self->losses, 12);
  gtk_grid_set_row_spacing (self->losses, 4);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->losses));
}

GtkWidget *
adj_charge_tree_view_new (void)
{
  return g_object_new (ADJ_TYPE_CHARGE_TREE_VIEW, NULL);
}
