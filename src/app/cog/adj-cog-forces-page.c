/* adj-cog-forces-page.c: Clash of Giants III, the units and their steps
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every unit of both sides by formation, with its steps (3.2.6) and TER
 * (3.2.7). Adjutant has no map: the losses the map decides are the
 * players' to see and are recorded here, each button offered only where
 * the engine accepts it now: a step lost in the Retreat Phase (6.3.4),
 * the Night Phase surrender (15.3), an overstacked unit at the end of an
 * activation (7.1), a unit of this Combat Action that cannot retreat in
 * full (12.10). Every step counts for the enemy's victory points (5.1).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-forces-page.h"
#include "adj-cog-game.h"
#include "adj-cog-page.h"

struct _AdjCogForcesPage
{
  GtkWidget       parent_instance;
  AdjCogPageParts parts;
  GtkWidget      *error;
};

ADJ_COG_PAGE_DEFINE (AdjCogForcesPage, adj_cog_forces_page, ADJ_TYPE_COG_FORCES_PAGE, "cog-forces",
                     "/io/github/adjutant/Adjutant/cog/adj-cog-forces-page.ui")

static void
adj_cog_forces_page_start (AdjCogForcesPage *self)
{
}

static void
adj_cog_forces_page_forget (AdjCogForcesPage *self)
{
}

static const struct {
  AdjCogMoveType type;
  AdjCogLossReason reason;
  const char *label;   /* the button */
  const char *a11y;    /* its accessible name after the unit's */
} losses[] = {
  { ADJ_COG_MOVE_STEP_LOSS, ADJ_COG_LOSS_RETREAT_PHASE, N_("_Loses a Step (6.3.4)"),
    N_("cannot retreat and loses a step (6.3.4)") },
  { ADJ_COG_MOVE_ELIMINATE, ADJ_COG_LOSS_SURRENDER, N_("_Surrenders (15.3)"), N_("surrenders (15.3)") },
  { ADJ_COG_MOVE_ELIMINATE, ADJ_COG_LOSS_STACKING, N_("_Overstacked (7.1)"),
    N_("is overstacked and eliminated (7.1)") },
  { ADJ_COG_MOVE_ELIMINATE, ADJ_COG_LOSS_RETREAT, N_("_Cannot Retreat (12.10)"),
    N_("cannot retreat in full and is eliminated (12.10)") },
};

static void
on_loss (GtkButton *button, AdjCogForcesPage *self)
{
  guint unit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "unit"));
  guint k = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "loss"));
  adj_cog_game_apply (self->parts.session, adj_cog_move_unit (losses[k].type, unit, losses[k].reason), self->error);
}

/* The losses the engine accepts for @unit now: buttons in the row in the
 * Retreat and Night Phases, where they are the step's business; behind a
 * menu in an activation, where they are the exception. */
static void
add_losses (AdjCogForcesPage *self, const AdjCogState *s, GtkWidget *row, guint unit)
{
  const AdjCogUnit *u = adj_cog_battle_unit (adj_cog_state_battle (s), unit);
  AdjCogStep step = adj_cog_state_step (s);
  gboolean direct = step == ADJ_COG_STEP_RETREAT || step == ADJ_COG_STEP_SURRENDER;
  GtkWidget *menu_box = NULL;

  for (guint k = 0; k < G_N_ELEMENTS (losses); k++)
    {
      g_autoptr (AdjCogMove) m = adj_cog_move_unit (losses[k].type, unit, losses[k].reason);
      g_autoptr (AdjCogState) after = adj_cog_game_try (s, m, NULL);
      if (after == NULL)
        continue;
      /* TRANSLATORS: a unit, then what happens to it: "Elm Brigade surrenders (15.3)" */
      g_autofree char *a11y = g_strdup_printf (_("%s %s"), u->name, _(losses[k].a11y));
      g_autofree char *name = g_strdup_printf ("%s:%s", adj_cog_loss_reason_id (losses[k].reason), u->id);
      GtkWidget *button = adj_cog_button (_(losses[k].label), name, a11y);
      g_object_set_data (G_OBJECT (button), "unit", GUINT_TO_POINTER (unit));
      g_object_set_data (G_OBJECT (button), "loss", GUINT_TO_POINTER (k));
      g_signal_connect (button, "clicked", G_CALLBACK (on_loss), self);
      if (direct)
        {
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
          continue;
        }
      if (menu_box == NULL)
        {
          GtkWidget *menu = gtk_menu_button_new ();
          GtkWidget *popover = gtk_popover_new ();
          /* TRANSLATORS: %s is a unit: a menu of the eliminations the map may force */
          g_autofree char *menu_a11y = g_strdup_printf (_("Eliminations of %s"), u->name);
          g_autofree char *menu_name = g_strdup_printf ("losses:%s", u->id);
          menu_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
          gtk_popover_set_child (GTK_POPOVER (popover), menu_box);
          gtk_menu_button_set_popover (GTK_MENU_BUTTON (menu), popover);
          gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (menu), "view-more-symbolic");
          gtk_widget_set_tooltip_text (menu, menu_a11y);
          gtk_widget_set_name (menu, menu_name);
          gtk_widget_set_valign (menu, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (menu, "flat");
          gtk_accessible_update_property (GTK_ACCESSIBLE (menu), GTK_ACCESSIBLE_PROPERTY_LABEL, menu_a11y, -1);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), menu);
        }
      gtk_widget_add_css_class (button, "flat");
      gtk_box_append (GTK_BOX (menu_box), button);
    }
}

static void
adj_cog_forces_page_refresh (AdjCogForcesPage *self)
{
  const AdjCogState *s = adj_cog_page_refresh (&self->parts);
  if (s == NULL)
    return;
  const AdjCogBattle *b = adj_cog_state_battle (s);
  AdjCogStep step = adj_cog_state_step (s);

  self->error = adj_game_error_label_new ("forces-error");
  if (step == ADJ_COG_STEP_RETREAT)
    gtk_box_append (GTK_BOX (self->parts.body),
                    adj_label_new (_("Retreat Phase (6.3.4), both sides at once: a unit in clear terrain next to an "
                                     "enemy in clear terrain at a higher elevation retreats 4 hexes, unless a "
                                     "friendly unit next to that enemy is as high, or a Steep Slope or River "
                                     "hexside lies between them. A unit that cannot retreat 4 hexes loses a step."),
                                   "combat-problem"));
  else if (step == ADJ_COG_STEP_SURRENDER)
    gtk_box_append (GTK_BOX (self->parts.body),
                    adj_label_new (_("Night Phase surrender (15.3), both sides at once: a surrounded unit next to "
                                     "an enemy unit surrenders."),
                                   "combat-problem"));
  gtk_box_append (GTK_BOX (self->parts.body), self->error);
  for (AdjCogSide side = ADJ_COG_CSA; side <= ADJ_COG_UNION; side++)
    for (guint f = 0; f < adj_cog_battle_n_formations (b); f++)
      {
        const AdjCogFormation *formation = adj_cog_battle_formation (b, f);
        if (formation->side != side)
          continue;
        /* TRANSLATORS: a formation and its side */
        g_autofree char *title = g_strdup_printf (_("%s (%s)"), formation->name, adj_cog_side_name (s, side));
        GtkWidget *list = adj_cog_section (self->parts.body, title,
                                           adj_cog_state_formation_destroyed (s, f)
                                             ? _("Destroyed: its markers leave the game (6.3.3).") : NULL);
        g_autofree char *list_name = g_strdup_printf ("forces:%s", formation->id);
        gtk_widget_set_name (list, list_name);
        for (guint u = 0; u < adj_cog_battle_n_units (b); u++)
          {
            if (adj_cog_battle_unit (b, u)->formation != f)
              continue;
            g_autofree char *line = adj_cog_unit_line (s, u);
            GtkWidget *row = adj_cog_row (line, NULL);
            g_autofree char *name = g_strdup_printf ("unit:%s", adj_cog_battle_unit (b, u)->id);
            gtk_widget_set_name (row, name);
            if (adj_cog_state_unit_status (s, u) == ADJ_COG_UNIT_ON_MAP)
              add_losses (self, s, row, u);
            gtk_list_box_append (GTK_LIST_BOX (list), row);
          }
      }
}
