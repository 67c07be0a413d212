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
 *
 * The sections and rows are made once for the battle; an action sets only
 * the rows whose words or buttons changed (a rebuild of the demonstration's
 * rows cost about a tenth of a second per undo).
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
  AdjCogBattle   *battle;     /* the rows' battle (a ref), NULL before */
  GtkWidget      *notice;     /* the Retreat or Night Phase's words */
  GPtrArray      *destroyed;  /* per formation, its "destroyed" label */
  GPtrArray      *rows;       /* per unit, its row */
};

ADJ_COG_PAGE_DEFINE (AdjCogForcesPage, adj_cog_forces_page, ADJ_TYPE_COG_FORCES_PAGE, "cog-forces",
                     "/io/github/adjutant/Adjutant/cog/adj-cog-forces-page.ui")

static void
adj_cog_forces_page_start (AdjCogForcesPage *self)
{
  self->parts.in_place = TRUE;
  self->destroyed = g_ptr_array_new ();
  self->rows = g_ptr_array_new ();
}

static void
adj_cog_forces_page_forget (AdjCogForcesPage *self)
{
  g_clear_pointer (&self->battle, adj_cog_battle_unref);
  g_clear_pointer (&self->destroyed, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
}

/* Row data: its box of losses, and which losses it shows (a bit per loss,
 * and one for the menu), so that an unchanged row is left alone. */
#define LOSS_BOX "adj-loss-box"
#define LOSS_SHOWN "adj-loss-shown"
#define LOSS_MENU (1u << 8)

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
 * menu in an activation, where they are the exception. Made again only
 * when they differ from those the row shows. */
static void
update_losses (AdjCogForcesPage *self, const AdjCogState *s, GtkWidget *row, guint unit)
{
  const AdjCogUnit *u = adj_cog_battle_unit (adj_cog_state_battle (s), unit);
  AdjCogStep step = adj_cog_state_step (s);
  gboolean direct = step == ADJ_COG_STEP_RETREAT || step == ADJ_COG_STEP_SURRENDER;
  GtkWidget *box = g_object_get_data (G_OBJECT (row), LOSS_BOX);
  GtkWidget *menu_box = NULL;
  guint shown = 0;

  for (guint k = 0; k < G_N_ELEMENTS (losses) && adj_cog_state_unit_status (s, unit) == ADJ_COG_UNIT_ON_MAP; k++)
    {
      g_autoptr (AdjCogMove) m = adj_cog_move_unit (losses[k].type, unit, losses[k].reason);
      g_autoptr (AdjCogState) after = adj_cog_game_try (s, m, NULL);
      if (after != NULL)
        shown |= 1u << k;
    }
  if (shown != 0 && !direct)
    shown |= LOSS_MENU;
  if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), LOSS_SHOWN)) == shown)
    return;
  g_object_set_data (G_OBJECT (row), LOSS_SHOWN, GUINT_TO_POINTER (shown));
  adj_cog_clear (box);
  gtk_widget_set_visible (box, shown != 0);
  for (guint k = 0; k < G_N_ELEMENTS (losses); k++)
    {
      if (!(shown & (1u << k)))
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
          gtk_box_append (GTK_BOX (box), button);
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
          gtk_box_append (GTK_BOX (box), menu);
        }
      gtk_widget_add_css_class (button, "flat");
      gtk_box_append (GTK_BOX (menu_box), button);
    }
}

/* The notice, the error label, and a section per formation with a row per
 * unit, for the game's battle: made again only for another battle. */
static void
build (AdjCogForcesPage *self, const AdjCogState *s)
{
  AdjCogBattle *b = (AdjCogBattle *) adj_cog_state_battle (s);

  if (b == self->battle)
    return;
  adj_cog_clear (self->parts.body);
  g_clear_pointer (&self->battle, adj_cog_battle_unref);
  self->battle = adj_cog_battle_ref (b);
  g_ptr_array_set_size (self->destroyed, adj_cog_battle_n_formations (b));
  g_ptr_array_set_size (self->rows, adj_cog_battle_n_units (b));
  self->notice = adj_label_new ("", "combat-problem");
  gtk_widget_set_visible (self->notice, FALSE);
  gtk_box_append (GTK_BOX (self->parts.body), self->notice);
  self->error = adj_game_error_label_new ("forces-error");
  gtk_box_append (GTK_BOX (self->parts.body), self->error);
  for (AdjCogSide side = ADJ_COG_CSA; side <= ADJ_COG_UNION; side++)
    for (guint f = 0; f < adj_cog_battle_n_formations (b); f++)
      {
        const AdjCogFormation *formation = adj_cog_battle_formation (b, f);
        if (formation->side != side)
          continue;
        /* TRANSLATORS: a formation and its side */
        g_autofree char *title = g_strdup_printf (_("%s (%s)"), formation->name, adj_cog_side_name (s, side));
        GtkWidget *list = adj_cog_section (self->parts.body, title, NULL);
        GtkWidget *destroyed = adj_label_new (_("Destroyed: its markers leave the game (6.3.3)."), "dim-label");
        g_autofree char *list_name = g_strdup_printf ("forces:%s", formation->id);
        gtk_widget_set_name (list, list_name);
        /* Under the section's heading, shown once the formation is destroyed. */
        gtk_box_insert_child_after (GTK_BOX (self->parts.body), destroyed, gtk_widget_get_prev_sibling (list));
        gtk_widget_set_visible (destroyed, FALSE);
        self->destroyed->pdata[f] = destroyed;
        for (guint u = 0; u < adj_cog_battle_n_units (b); u++)
          {
            if (adj_cog_battle_unit (b, u)->formation != f)
              continue;
            GtkWidget *row = adj_cog_row ("", NULL);
            GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
            g_autofree char *name = g_strdup_printf ("unit:%s", adj_cog_battle_unit (b, u)->id);
            gtk_widget_set_name (row, name);
            gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
            gtk_widget_set_visible (box, FALSE);
            adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
            g_object_set_data (G_OBJECT (row), LOSS_BOX, box);
            self->rows->pdata[u] = row;
            gtk_list_box_append (GTK_LIST_BOX (list), row);
          }
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
  const char *notice = NULL;

  build (self, s);
  if (step == ADJ_COG_STEP_RETREAT)
    notice = _("Retreat Phase (6.3.4), both sides at once: a unit in clear terrain next to an enemy in clear "
               "terrain at a higher elevation retreats 4 hexes, unless a friendly unit next to that enemy is as "
               "high, or a Steep Slope or River hexside lies between them. A unit that cannot retreat 4 hexes "
               "loses a step.");
  else if (step == ADJ_COG_STEP_SURRENDER)
    notice = _("Night Phase surrender (15.3), both sides at once: a surrounded unit next to an enemy unit "
               "surrenders.");
  if (notice != NULL && g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->notice)), notice) != 0)
    gtk_label_set_text (GTK_LABEL (self->notice), notice);
  gtk_widget_set_visible (self->notice, notice != NULL);
  for (guint f = 0; f < adj_cog_battle_n_formations (b); f++)
    gtk_widget_set_visible (self->destroyed->pdata[f], adj_cog_state_formation_destroyed (s, f));
  for (guint u = 0; u < adj_cog_battle_n_units (b); u++)
    {
      GtkWidget *row = self->rows->pdata[u];
      g_autofree char *line = adj_cog_unit_line (s, u);

      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), line) != 0)
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), line);
      update_losses (self, s, row, u);
    }
}
