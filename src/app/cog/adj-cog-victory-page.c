/* adj-cog-victory-page.c: Clash of Giants III, victory points
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each side's points (5.1) as the engine counts them, by where they come
 * from: enemy steps lost (at the battle's points per step), the victory
 * hexes it controls (5.2) and the battle book's other points (exits,
 * delays), typed here with what they are for. A hex changes hands the
 * instant a unit enters it: the players say so here.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-game.h"
#include "adj-cog-page.h"
#include "adj-cog-victory-page.h"
#include "adj-spin-check.h"

struct _AdjCogVictoryPage
{
  GtkWidget       parent_instance;
  AdjCogPageParts parts;
  GtkWidget      *error;
  AdwComboRow    *vp_side;
  GtkSpinButton  *vp_points;
  AdwEntryRow    *vp_reason;
};

ADJ_COG_PAGE_DEFINE (AdjCogVictoryPage, adj_cog_victory_page, ADJ_TYPE_COG_VICTORY_PAGE, "cog-victory",
                     "/io/github/adjutant/Adjutant/cog/adj-cog-victory-page.ui")

static void
adj_cog_victory_page_start (AdjCogVictoryPage *self)
{
}

static void
adj_cog_victory_page_forget (AdjCogVictoryPage *self)
{
}

static void
add_totals (AdjCogVictoryPage *self, const AdjCogState *s)
{
  for (AdjCogSide side = ADJ_COG_CSA; side <= ADJ_COG_UNION; side++)
    {
      AdjCogVpParts parts;
      adj_cog_state_vp_parts (s, side, &parts);
      /* TRANSLATORS: a side and its victory points */
      g_autofree char *title = g_strdup_printf (ngettext ("%s: %d VP", "%s: %d VP", adj_cog_state_vp (s, side)),
                                                adj_cog_side_name (s, side), adj_cog_state_vp (s, side));
      GtkWidget *list = adj_cog_section (self->parts.body, title, NULL);
      g_autofree char *name = g_strdup_printf ("vp:%s", adj_cog_side_id (side));
      g_autofree char *steps = g_strdup_printf (ngettext ("%d enemy step lost (5.1)", "%d enemy steps lost (5.1)",
                                                          parts.enemy_steps),
                                                parts.enemy_steps);
      g_autofree char *steps_vp = g_strdup_printf ("%+d VP", parts.steps);
      g_autofree char *hexes_vp = g_strdup_printf ("%+d VP", parts.hexes);
      g_autofree char *other_vp = g_strdup_printf ("%+d VP", parts.other);

      gtk_widget_set_name (list, name);
      gtk_list_box_append (GTK_LIST_BOX (list), adj_cog_row (steps, steps_vp));
      gtk_list_box_append (GTK_LIST_BOX (list), adj_cog_row (_("Victory hexes it controls (5.2)"), hexes_vp));
      gtk_list_box_append (GTK_LIST_BOX (list), adj_cog_row (_("The battle book's other points"), other_vp));
    }
}

static void
on_control (GtkButton *button, AdjCogVictoryPage *self)
{
  guint hex = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "hex"));
  AdjCogSide side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side"));
  adj_cog_game_apply (self->parts.session, adj_cog_move_control (hex, side), self->error);
}

static void
add_hexes (AdjCogVictoryPage *self, const AdjCogState *s)
{
  const AdjCogBattle *b = adj_cog_state_battle (s);
  if (adj_cog_battle_n_victory_hexes (b) == 0)
    return;
  GtkWidget *list = adj_cog_section (self->parts.body, _("Victory Hexes (5.2)"),
                                     _("A side takes a hex the instant one of its units enters it."));
  gtk_widget_set_name (list, "victory-hexes");
  for (guint h = 0; h < adj_cog_battle_n_victory_hexes (b); h++)
    {
      const AdjCogVictoryHex *hex = adj_cog_battle_victory_hex (b, h);
      int holder = adj_cog_state_control (s, h);
      /* TRANSLATORS: a victory hex, its number and its points */
      g_autofree char *title = g_strdup_printf (_("%s (%s), %d VP"), hex->name, hex->hex, hex->vp);
      g_autofree char *sub = holder >= 0 ? g_strdup_printf (_("Held by the %s"), adj_cog_side_name (s, holder))
                                         : g_strdup (_("Held by nobody"));
      GtkWidget *row = adj_cog_row (title, sub);
      g_autofree char *name = g_strdup_printf ("hex:%s", hex->hex);
      gtk_widget_set_name (row, name);
      for (AdjCogSide side = ADJ_COG_CSA; side <= ADJ_COG_UNION; side++)
        {
          if (holder == (int) side || adj_cog_state_step (s) == ADJ_COG_STEP_GAME_OVER)
            continue;
          /* TRANSLATORS: a side takes a victory hex */
          g_autofree char *a11y = g_strdup_printf (_("The %s takes %s"), adj_cog_side_name (s, side), hex->name);
          g_autofree char *label = g_strdup_printf (_("_%s Takes It"), adj_cog_side_name (s, side));
          g_autofree char *button_name = g_strdup_printf ("control:%s:%s", hex->hex, adj_cog_side_id (side));
          GtkWidget *button = adj_cog_button (label, button_name, a11y);
          g_object_set_data (G_OBJECT (button), "hex", GUINT_TO_POINTER (h));
          g_object_set_data (G_OBJECT (button), "side", GINT_TO_POINTER (side));
          g_signal_connect (button, "clicked", G_CALLBACK (on_control), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
        }
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
}

static void
on_add_vp (AdjCogVictoryPage *self)
{
  g_autofree char *reason = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->vp_reason))));
  AdjCogSide side = adw_combo_row_get_selected (self->vp_side) == 0 ? ADJ_COG_CSA : ADJ_COG_UNION;
  int points = gtk_spin_button_get_value_as_int (self->vp_points);
  if (*reason == '\0')
    {
      adj_game_error_label_set (self->error, _("Say what the points are for, as the battle book names it."));
      return;
    }
  adj_cog_game_apply (self->parts.session, adj_cog_move_vp (side, points, reason), self->error);
}

static void
add_other (AdjCogVictoryPage *self, const AdjCogState *s)
{
  if (adj_cog_state_step (s) == ADJ_COG_STEP_GAME_OVER)
    return;
  GtkWidget *list = adj_cog_section (self->parts.body, _("Other Points"),
                                     _("Points the battle book gives for other things (units exited, a delay): "
                                       "negative to take points away."));
  const char *sides[] = { adj_cog_side_name (s, ADJ_COG_CSA), adj_cog_side_name (s, ADJ_COG_UNION), NULL };
  GtkStringList *model = gtk_string_list_new (sides);

  gtk_widget_set_name (list, "other-points");
  self->vp_side = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->vp_side), _("Side"));
  adw_combo_row_set_model (self->vp_side, G_LIST_MODEL (model));
  gtk_widget_set_name (GTK_WIDGET (self->vp_side), "vp-side");
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (self->vp_side));

  GtkWidget *row = adj_cog_row (_("Points"), NULL);
  self->vp_points = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (-99, 99, 1));
  adj_spin_check_attach (self->vp_points);
  gtk_spin_button_set_value (self->vp_points, 1);
  gtk_widget_set_valign (GTK_WIDGET (self->vp_points), GTK_ALIGN_CENTER);
  gtk_widget_set_name (GTK_WIDGET (self->vp_points), "vp-points");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->vp_points), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Points"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (self->vp_points));
  gtk_list_box_append (GTK_LIST_BOX (list), row);

  self->vp_reason = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->vp_reason), _("What for"));
  gtk_widget_set_name (GTK_WIDGET (self->vp_reason), "vp-reason");
  g_signal_connect_swapped (self->vp_reason, "entry-activated", G_CALLBACK (on_add_vp), self);
  adw_entry_row_set_show_apply_button (self->vp_reason, FALSE);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (self->vp_reason));

  GtkWidget *add = adj_cog_button (_("_Add the Points"), "vp-add", NULL);
  gtk_widget_set_halign (add, GTK_ALIGN_START);
  g_signal_connect_swapped (add, "clicked", G_CALLBACK (on_add_vp), self);
  gtk_box_append (GTK_BOX (self->parts.body), add);
}

static void
adj_cog_victory_page_refresh (AdjCogVictoryPage *self)
{
  const AdjCogState *s = adj_cog_page_refresh (&self->parts);
  if (s == NULL)
    return;
  self->error = adj_game_error_label_new ("victory-error");
  add_totals (self, s);
  if (adj_cog_state_automatic_victory (s) >= 0)
    {
      g_autofree char *text = g_strdup_printf (_("Automatic Victory for the %s (6.3.6)"),
                                               adj_cog_side_name (s, adj_cog_state_automatic_victory (s)));
      gtk_box_append (GTK_BOX (self->parts.body), adj_label_new (text, "title-3"));
    }
  add_hexes (self, s);
  add_other (self, s);
  gtk_box_append (GTK_BOX (self->parts.body), self->error);
}
