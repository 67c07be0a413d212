/* adj-tgtw-stacked.c: the leaders the players say are stacked with the
 * units in a fight (9.0)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tracker does not see the map: the players tick the leaders stacked
 * with a target or with either unit in a melee. Each ticked leader whose
 * unit suffers a result owes a casualty roll; the engine says which.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-tgtw-common.h"
#include "adj-tgtw-stacked.h"

void
adj_tgtw_stacked_init (AdjTgtwStacked *self, AdwPreferencesGroup *group)
{
  self->group = group;
  self->leaders = g_array_new (FALSE, FALSE, sizeof (int));
  self->checks = g_ptr_array_new ();
}

void
adj_tgtw_stacked_clear (AdjTgtwStacked *self)
{
  g_clear_pointer (&self->leaders, g_array_unref);
  g_clear_pointer (&self->checks, g_ptr_array_unref);
}

void
adj_tgtw_stacked_reset (AdjTgtwStacked *self)
{
  for (guint i = 0; i < self->checks->len; i++)
    gtk_check_button_set_active (self->checks->pdata[i], FALSE);
}

void
adj_tgtw_stacked_ticked (AdjTgtwStacked *self, GArray *out)
{
  for (guint i = 0; i < self->leaders->len; i++)
    if (gtk_check_button_get_active (self->checks->pdata[i]))
      g_array_append_val (out, g_array_index (self->leaders, int, i));
}

void
adj_tgtw_stacked_fill (AdjTgtwStacked *self, const AdjTgtwState *s, int army, GCallback toggled, gpointer data)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  g_autoptr (GArray) was = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) offered = g_array_new (FALSE, FALSE, sizeof (int));
  gboolean same;

  for (guint i = 0; i < adj_tgtw_scenario_n_leaders (sc); i++)
    {
      const AdjTgtwLeader *l = adj_tgtw_scenario_leader (sc, i);
      int leader = (int) i;
      if ((army < 0 || l->army == army) && adj_tgtw_state_leader_status (s, i) == ADJ_TGTW_LEADER_ACTIVE)
        g_array_append_val (offered, leader);
    }
  /* The same leaders as the rows show: the rows and their ticks stay, and
   * only their words follow the game. */
  same = offered->len == self->leaders->len;
  for (guint k = 0; same && k < offered->len; k++)
    same = g_array_index (offered, int, k) == g_array_index (self->leaders, int, k);
  if (same)
    {
      for (guint k = 0; k < self->leaders->len; k++)
        {
          guint i = (guint) g_array_index (self->leaders, int, k);
          const AdjTgtwLeader *l = adj_tgtw_scenario_leader (sc, i);
          g_autofree char *summary = adj_tgtw_leader_summary (s, i);
          g_autofree char *title = g_strdup_printf (_("%s (%s)"), l->name, adj_tgtw_army_name (s, l->army));
          adj_tgtw_row_set_text (gtk_widget_get_ancestor (self->checks->pdata[k], ADW_TYPE_ACTION_ROW), title, summary);
        }
      gtk_widget_set_visible (GTK_WIDGET (self->group), self->leaders->len > 0);
      return;
    }
  adj_tgtw_stacked_ticked (self, was);
  adj_tgtw_group_clear (self->group);
  g_array_set_size (self->leaders, 0);
  g_ptr_array_set_size (self->checks, 0);
  for (guint i = 0; i < adj_tgtw_scenario_n_leaders (sc); i++)
    {
      const AdjTgtwLeader *l = adj_tgtw_scenario_leader (sc, i);
      int leader = (int) i;
      if ((army >= 0 && l->army != army) || adj_tgtw_state_leader_status (s, i) != ADJ_TGTW_LEADER_ACTIVE)
        continue;
      GtkCheckButton *check;
      g_autofree char *name = g_strdup_printf ("stacked:%s", l->id);
      g_autofree char *summary = adj_tgtw_leader_summary (s, i);
      /* Translators: a leader and his army */
      g_autofree char *title = g_strdup_printf (_("%s (%s)"), l->name, adj_tgtw_army_name (s, l->army));
      adj_tgtw_group_add (self->group, adj_tgtw_check_row_new (title, summary, name, &check));
      for (guint k = 0; k < was->len; k++)
        if (g_array_index (was, int, k) == leader)
          gtk_check_button_set_active (check, TRUE);
      g_signal_connect_swapped (check, "toggled", toggled, data);
      g_array_append_val (self->leaders, leader);
      g_ptr_array_add (self->checks, check);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->group), self->leaders->len > 0);
}
