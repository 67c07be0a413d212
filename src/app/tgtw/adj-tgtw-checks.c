/* adj-tgtw-checks.c: the morale checks and leader rolls a game owes
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A result that calls for rolls (R: a morale check, 8.0; a leader stacked
 * with a unit hit: his casualty roll, 9.0) leaves them pending. This list
 * shows them for any state: the game's own, or the state a combat result
 * would make, so the combat pages can take the rolls it calls for with the
 * result, as one step. A check owed before and after a change keeps its
 * roll. Emits "changed" when a roll or a choice changes.
 */

#include "config.h"

#include "adj-tgtw-check-row.h"
#include "adj-tgtw-checks.h"

struct _AdjTgtwChecks
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GPtrArray *rows;  /* AdjTgtwCheckRow, in the order of the pending checks */
};

G_DEFINE_FINAL_TYPE (AdjTgtwChecks, adj_tgtw_checks, GTK_TYPE_WIDGET)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
on_row_changed (AdjTgtwChecks *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static char *
pending_key (const AdjTgtwState *s, guint i)
{
  const AdjTgtwPending *p = adj_tgtw_state_pending (s, i);
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  return p->kind == ADJ_TGTW_PENDING_MORALE
           ? g_strdup_printf ("morale:%s", adj_tgtw_scenario_unit (sc, (guint) p->index)->id)
           : g_strdup_printf ("casualty:%s", adj_tgtw_scenario_leader (sc, (guint) p->index)->id);
}

static GtkWidget *
take_row (AdjTgtwChecks *self, const char *key)
{
  for (guint i = 0; i < self->rows->len; i++)
    if (g_strcmp0 (adj_tgtw_check_row_get_key (self->rows->pdata[i]), key) == 0)
      return g_object_ref (g_ptr_array_steal_index (self->rows, i));
  return NULL;
}

guint
adj_tgtw_checks_set_state (AdjTgtwChecks *self, const AdjTgtwState *state)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  guint n = state != NULL ? adj_tgtw_state_n_pending (state) : 0;

  g_return_val_if_fail (ADJ_IS_TGTW_CHECKS (self), 0);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *key = pending_key (state, i);
      GtkWidget *row = take_row (self, key);
      const AdjTgtwPending *p = adj_tgtw_state_pending (state, i);
      if (row != NULL)
        adj_tgtw_check_row_set_state (ADJ_TGTW_CHECK_ROW (row), state);
      else
        {
          row = p->kind == ADJ_TGTW_PENDING_MORALE ? adj_tgtw_check_row_new_morale (state, (guint) p->index)
                                                   : adj_tgtw_check_row_new_casualty (state, i);
          g_object_ref_sink (row);
          g_signal_connect_swapped (row, "changed", G_CALLBACK (on_row_changed), self);
        }
      g_ptr_array_add (rows, row);
    }
  /* The checks no longer owed go; the others take the new order, moved
   * only when out of place: a row taken out and put back is styled and
   * measured anew on every refresh. */
  for (guint i = 0; i < self->rows->len; i++)
    gtk_box_remove (GTK_BOX (self->box), self->rows->pdata[i]);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = rows->pdata[i], *before = i > 0 ? rows->pdata[i - 1] : NULL;
      if (gtk_widget_get_parent (row) == NULL)
        gtk_box_insert_child_after (GTK_BOX (self->box), row, before);
      else if (gtk_widget_get_prev_sibling (row) != before)
        gtk_box_reorder_child_after (GTK_BOX (self->box), row, before);
    }
  g_ptr_array_unref (self->rows);
  self->rows = g_steal_pointer (&rows);
  gtk_widget_set_visible (GTK_WIDGET (self), n > 0);
  return n;
}

guint
adj_tgtw_checks_collect (AdjTgtwChecks *self, GPtrArray *moves)
{
  guint n = 0;
  for (guint i = 0; i < self->rows->len; i++)
    {
      AdjTgtwMove *m = adj_tgtw_check_row_get_move (self->rows->pdata[i]);
      if (m != NULL)
        {
          g_ptr_array_add (moves, m);
          n++;
        }
    }
  return n;
}

static void
adj_tgtw_checks_dispose (GObject *object)
{
  AdjTgtwChecks *self = ADJ_TGTW_CHECKS (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (adj_tgtw_checks_parent_class)->dispose (object);
}

static void
adj_tgtw_checks_class_init (AdjTgtwChecksClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_tgtw_checks_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
adj_tgtw_checks_init (AdjTgtwChecks *self)
{
  self->rows = g_ptr_array_new_with_free_func (g_object_unref);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
adj_tgtw_checks_new (void)
{
  return g_object_new (ADJ_TYPE_TGTW_CHECKS, NULL);
}
