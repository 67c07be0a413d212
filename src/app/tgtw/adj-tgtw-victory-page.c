/* adj-tgtw-victory-page.c: the Victory Check
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * 10.0: in the sixth phase each army's morale losses are compared with
 * its rout level; an army that reaches it routs and the other wins, both
 * at once make a draw; a sector that reaches its own level routs (13.0).
 * The page shows every tally as the check counts it and, in that phase,
 * what the check gives now: the engine applies it to the state (a pure
 * function) and the page reads the answer. Once a side has routed, the
 * battle's result. The check itself is the step bar's Next.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-tgtw-common.h"
#include "adj-tgtw-victory-page.h"

struct _AdjTgtwVictoryPage
{
  AdjTgtwPage  parent_instance;

  GPtrArray   *groups;
  GPtrArray   *tallies;   /* per army: 1 + sectors rows */
  AdjTgtwScenario *scenario;  /* the rows' scenario (a ref), NULL before */
  GtkImage    *verdict_icon;
  GtkLabel    *verdict_label;
  GtkLabel    *detail_label;
  GtkBox      *tallies_box;
};

G_DEFINE_FINAL_TYPE (AdjTgtwVictoryPage, adj_tgtw_victory_page, ADJ_TYPE_TGTW_PAGE)

static char *
result_text (const AdjTgtwState *s)
{
  int winner = adj_tgtw_state_winner (s);
  if (winner < 0)
    return g_strdup (_("Both Armies Rout: a Draw"));
  /* Translators: the army that routs, then the army that wins (10.0) */
  return g_strdup_printf (_("%s Routs: %s Wins"), adj_tgtw_army_name (s, 1 - winner), adj_tgtw_army_name (s, winner));
}

/* The sectors the check would rout now (13.0), by name. */
static char *
new_sector_routs (const AdjTgtwState *before, const AdjTgtwState *after)
{
  GString *out = g_string_new (NULL);
  AdjTgtwSectorStanding a, b;

  if (adj_tgtw_state_get_phase (after) == ADJ_TGTW_PHASE_OVER)
    return g_string_free (out, FALSE);
  for (guint i = 0; i < adj_tgtw_scenario_n_sectors (adj_tgtw_state_get_scenario (before)); i++)
    {
      adj_tgtw_state_sector (before, i, &b);
      adj_tgtw_state_sector (after, i, &a);
      for (guint army = 0; army < ADJ_TGTW_N_ARMIES; army++)
        if (a.routed[army] && !b.routed[army])
          /* Translators: an army's sector routs (13.0) */
          g_string_append_printf (out, _(" %s’s %s routs (13.0)."), adj_tgtw_army_name (before, (int) army),
                                  adj_tgtw_sector_name (before, (int) i));
    }
  return g_string_free (out, FALSE);
}

static void
show_verdict (AdjTgtwVictoryPage *self, const AdjTgtwState *s)
{
  AdjTgtwPhase phase = adj_tgtw_state_get_phase (s);
  g_autofree char *verdict = NULL, *detail = NULL;

  if (phase == ADJ_TGTW_PHASE_OVER)
    {
      verdict = result_text (s);
      /* Translators: the turn the battle ended */
      detail = g_strdup_printf (_("The battle ended in the Victory Check of turn %d (10.0)."),
                                adj_tgtw_state_get_turn (s));
      gtk_image_set_from_icon_name (self->verdict_icon, "emblem-ok-symbolic");
    }
  else if (phase == ADJ_TGTW_PHASE_VICTORY)
    {
      g_autoptr (AdjTgtwMove) next = adj_tgtw_move_next ();
      g_autoptr (AdjTgtwState) after = adj_tgtw_move_apply (s, next, NULL);
      g_autofree char *sectors = after != NULL ? new_sector_routs (s, after) : g_strdup ("");
      gtk_image_set_from_icon_name (self->verdict_icon, "emblem-important-symbolic");
      if (after != NULL && adj_tgtw_state_get_phase (after) == ADJ_TGTW_PHASE_OVER)
        {
          g_autofree char *result = result_text (after);
          /* Translators: what the Victory Check will give, before it is made */
          verdict = g_strdup_printf (_("The Check Now: %s"), result);
        }
      else
        verdict = g_strdup (_("The Check Now: No Army Routs"));
      detail = after != NULL && adj_tgtw_state_get_phase (after) != ADJ_TGTW_PHASE_OVER
        /* Translators: the next turn, then the sectors that rout */
        ? g_strdup_printf (_("Turn %d begins after the check.%s"), adj_tgtw_state_get_turn (after), sectors)
        : g_strdup (_("An army routs when its losses reach its rout level; both at once make a draw (10.0)."));
    }
  else
    {
      gtk_image_set_from_icon_name (self->verdict_icon, "emblem-important-symbolic");
      verdict = g_strdup (_("The Victory Check Is the Sixth Phase"));
      detail = g_strdup (_("The losses below are counted as the check would count them now (10.0, 13.0)."));
    }
  if (g_strcmp0 (gtk_label_get_text (self->verdict_label), verdict) != 0)
    gtk_label_set_text (self->verdict_label, verdict);
  if (g_strcmp0 (gtk_label_get_text (self->detail_label), detail) != 0)
    gtk_label_set_text (self->detail_label, detail);
}

/* The tallies' groups and rows, made once per scenario: an action sets
 * only the rows whose words or bar changed. */
static void
build (AdjTgtwVictoryPage *self, const AdjTgtwState *s)
{
  AdjTgtwScenario *sc = (AdjTgtwScenario *) adj_tgtw_state_get_scenario (s);

  if (sc == self->scenario)
    return;
  g_clear_pointer (&self->scenario, adj_tgtw_scenario_unref);
  self->scenario = adj_tgtw_scenario_ref (sc);
  for (guint i = 0; i < self->groups->len; i++)
    gtk_box_remove (self->tallies_box, self->groups->pdata[i]);
  g_ptr_array_set_size (self->groups, 0);
  g_ptr_array_set_size (self->tallies, 0);
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      GtkWidget *group = adw_preferences_group_new ();
      const AdjTgtwArmy *army = adj_tgtw_scenario_army (sc, a);
      g_autofree char *name = g_strdup_printf ("victory:%s", army->id);
      g_autofree char *row_name = g_strdup_printf ("victory-tally:%s", army->id);
      GtkWidget *row = adj_tgtw_tally_row_new (s, a, -1, row_name);

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), army->name);
      gtk_widget_set_name (group, name);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_ptr_array_add (self->tallies, row);
      for (guint i = 0; i < adj_tgtw_scenario_n_sectors (sc); i++)
        {
          g_autofree char *sector_row = g_strdup_printf ("victory-tally:%s:%s", army->id,
                                                         adj_tgtw_scenario_sector (sc, i)->id);
          row = adj_tgtw_tally_row_new (s, a, (int) i, sector_row);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
          g_ptr_array_add (self->tallies, row);
        }
      gtk_box_append (self->tallies_box, group);
      g_ptr_array_add (self->groups, group);
    }
}

static void
adj_tgtw_victory_page_refresh (AdjTgtwPage *page, const AdjTgtwState *s)
{
  AdjTgtwVictoryPage *self = ADJ_TGTW_VICTORY_PAGE (page);
  guint per_army;

  show_verdict (self, s);
  build (self, s);
  per_army = self->tallies->len / ADJ_TGTW_N_ARMIES;
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    for (guint i = 0; i < per_army; i++)
      adj_tgtw_tally_row_update (self->tallies->pdata[a * per_army + i], s, a, (int) i - 1);
}

static void
adj_tgtw_victory_page_load (AdjTgtwPage *page, GtkBuilder *builder)
{
  AdjTgtwVictoryPage *self = ADJ_TGTW_VICTORY_PAGE (page);

#define GET(field) self->field = (gpointer) gtk_builder_get_object (builder, #field)
  GET (verdict_icon);
  GET (verdict_label);
  GET (detail_label);
  GET (tallies_box);
#undef GET
}

static void
adj_tgtw_victory_page_finalize (GObject *object)
{
  AdjTgtwVictoryPage *self = ADJ_TGTW_VICTORY_PAGE (object);

  g_ptr_array_unref (self->groups);
  g_ptr_array_unref (self->tallies);
  g_clear_pointer (&self->scenario, adj_tgtw_scenario_unref);
  G_OBJECT_CLASS (adj_tgtw_victory_page_parent_class)->finalize (object);
}

static void
adj_tgtw_victory_page_class_init (AdjTgtwVictoryPageClass *klass)
{
  AdjTgtwPageClass *page_class = ADJ_TGTW_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = adj_tgtw_victory_page_finalize;
  page_class->name = "victory";
  page_class->resource = "/io/github/adjutant/Adjutant/tgtw/adj-tgtw-victory-page.ui";
  page_class->load = adj_tgtw_victory_page_load;
  page_class->refresh = adj_tgtw_victory_page_refresh;
}

static void
adj_tgtw_victory_page_init (AdjTgtwVictoryPage *self)
{
  self->groups = g_ptr_array_new ();
  self->tallies = g_ptr_array_new ();
}
