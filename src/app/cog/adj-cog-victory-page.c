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
 *
 * The sections and rows are made once for the battle; an action sets only
 * the words that changed, and a hex's buttons only when its holder does.
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
  AdjCogBattle   *battle;             /* the rows' battle (a ref), NULL before */
  GtkWidget      *heading[2];         /* per side: its total */
  GtkWidget      *list[2];
  GtkWidget      *parts_rows[2][3];   /* steps, hexes, other points */
  GtkWidget      *automatic;          /* an automatic victory */
  GPtrArray      *hexes;              /* per victory hex, its row */
  GtkWidget      *other;              /* the other points, until the game is over */
};

ADJ_COG_PAGE_DEFINE (AdjCogVictoryPage, adj_cog_victory_page, ADJ_TYPE_COG_VICTORY_PAGE, "cog-victory",
                     "/io/github/adjutant/Adjutant/cog/adj-cog-victory-page.ui")

/* Row data: a hex row's box of buttons, and the holder and game-over flag
 * they were made for. */
#define HEX_BOX "adj-hex-box"
#define HEX_SHOWN "adj-hex-shown"

static void
adj_cog_victory_page_start (AdjCogVictoryPage *self)
{
  self->parts.in_place = TRUE;
  self->hexes = g_ptr_array_new ();
}

static void
adj_cog_victory_page_forget (AdjCogVictoryPage *self)
{
  g_clear_pointer (&self->battle, adj_cog_battle_unref);
  g_clear_pointer (&self->hexes, g_ptr_array_unref);
}

static void
set_title (GtkWidget *row, const char *title, const char *subtitle)
{
  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), subtitle) != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
}

static void
add_totals (AdjCogVictoryPage *self, const AdjCogState *s)
{
  for (AdjCogSide side = ADJ_COG_CSA; side <= ADJ_COG_UNION; side++)
    {
      g_autofree char *name = g_strdup_printf ("vp:%s", adj_cog_side_id (side));

      self->list[side] = adj_cog_section (self->parts.body, "", NULL);
      self->heading[side] = gtk_widget_get_prev_sibling (self->list[side]);
      gtk_widget_set_name (self->list[side], name);
      for (guint i = 0; i < 3; i++)
        {
          self->parts_rows[side][i] = adj_cog_row (NULL, NULL);
          gtk_list_box_append (GTK_LIST_BOX (self->list[side]), self->parts_rows[side][i]);
        }
    }
}

static void
update_totals (AdjCogVictoryPage *self, const AdjCogState *s)
{
  for (AdjCogSide side = ADJ_COG_CSA; side <= ADJ_COG_UNION; side++)
    {
      AdjCogVpParts parts;
      adj_cog_state_vp_parts (s, side, &parts);
      /* TRANSLATORS: a side and its victory points */
      g_autofree char *title = g_strdup_printf (ngettext ("%s: %d VP", "%s: %d VP", adj_cog_state_vp (s, side)),
                                                adj_cog_side_name (s, side), adj_cog_state_vp (s, side));
      g_autofree char *steps = g_strdup_printf (ngettext ("%d enemy step lost (5.1)", "%d enemy steps lost (5.1)",
                                                          parts.enemy_steps),
                                                parts.enemy_steps);
      g_autofree char *steps_vp = g_strdup_printf ("%+d VP", parts.steps);
      g_autofree char *hexes_vp = g_strdup_printf ("%+d VP", parts.hexes);
      g_autofree char *other_vp = g_strdup_printf ("%+d VP", parts.other);

      if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->heading[side])), title) != 0)
        {
          gtk_label_set_text (GTK_LABEL (self->heading[side]), title);
          gtk_accessible_update_property (GTK_ACCESSIBLE (self->list[side]), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
        }
      set_title (self->parts_rows[side][0], steps, steps_vp);
      set_title (self->parts_rows[side][1], _("Victory hexes it controls (5.2)"), hexes_vp);
      set_title (self->parts_rows[side][2], _("The battle book's other points"), other_vp);
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
  g_ptr_array_set_size (self->hexes, adj_cog_battle_n_victory_hexes (b));
  if (adj_cog_battle_n_victory_hexes (b) == 0)
    return;
  GtkWidget *list = adj_cog_section (self->parts.body, _("Victory Hexes (5.2)"),
                                     _("A side takes a hex the instant one of its units enters it."));
  gtk_widget_set_name (list, "victory-hexes");
  for (guint h = 0; h < adj_cog_battle_n_victory_hexes (b); h++)
    {
      const AdjCogVictoryHex *hex = adj_cog_battle_victory_hex (b, h);
      /* TRANSLATORS: a victory hex, its number and its points */
      g_autofree char *title = g_strdup_printf (_("%s (%s), %d VP"), hex->name, hex->hex, hex->vp);
      GtkWidget *row = adj_cog_row (title, NULL);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      g_autofree char *name = g_strdup_printf ("hex:%s", hex->hex);
      gtk_widget_set_name (row, name);
      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
      g_object_set_data (G_OBJECT (row), HEX_BOX, box);
      /* Nothing shown yet: no holder and game-over pair matches -1. */
      g_object_set_data (G_OBJECT (row), HEX_SHOWN, GINT_TO_POINTER (-1));
      self->hexes->pdata[h] = row;
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
}

/* A hex's holder, and a button for each side that may take it, made
 * again only when the holder changes or the game ends. */
static void
update_hex (AdjCogVictoryPage *self, const AdjCogState *s, guint h)
{
  const AdjCogVictoryHex *hex = adj_cog_battle_victory_hex (adj_cog_state_battle (s), h);
  GtkWidget *row = self->hexes->pdata[h];
  GtkWidget *box = g_object_get_data (G_OBJECT (row), HEX_BOX);
  int holder = adj_cog_state_control (s, h);
  gboolean over = adj_cog_state_step (s) == ADJ_COG_STEP_GAME_OVER;
  int shown = (holder + 1) * 2 + over;
  g_autofree char *sub = holder >= 0 ? g_strdup_printf (_("Held by the %s"), adj_cog_side_name (s, holder))
                                     : g_strdup (_("Held by nobody"));

  set_title (row, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), sub);
  if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), HEX_SHOWN)) == shown)
    return;
  g_object_set_data (G_OBJECT (row), HEX_SHOWN, GINT_TO_POINTER (shown));
  adj_cog_clear (box);
  for (AdjCogSide side = ADJ_COG_CSA; side <= ADJ_COG_UNION; side++)
    {
      if (holder == (int) side || over)
        continue;
      /* TRANSLATORS: a side takes a victory hex */
      g_autofree char *a11y = g_strdup_printf (_("The %s takes %s"), adj_cog_side_name (s, side), hex->name);
      g_autofree char *label = g_strdup_printf (_("_%s Takes It"), adj_cog_side_name (s, side));
      g_autofree char *button_name = g_strdup_printf ("control:%s:%s", hex->hex, adj_cog_side_id (side));
      GtkWidget *button = adj_cog_button (label, button_name, a11y);
      g_object_set_data (G_OBJECT (button), "hex", GUINT_TO_POINTER (h));
      g_object_set_data (G_OBJECT (button), "side", GINT_TO_POINTER (side));
      g_signal_connect (button, "clicked", G_CALLBACK (on_control), self);
      gtk_box_append (GTK_BOX (box), button);
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
  /* The page keeps its rows: the points recorded, the reason is cleared
   * so that a second press does not record them twice. */
  if (adj_cog_game_apply (self->parts.session, adj_cog_move_vp (side, points, reason), self->error))
    gtk_editable_set_text (GTK_EDITABLE (self->vp_reason), "");
}

static void
add_other (AdjCogVictoryPage *self, const AdjCogState *s)
{
  GtkWidget *list = adj_cog_section (self->other, _("Other Points"),
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
  gtk_box_append (GTK_BOX (self->other), add);
}

/* Every section for the game's battle, made again only for another
 * battle. */
static void
build (AdjCogVictoryPage *self, const AdjCogState *s)
{
  AdjCogBattle *b = (AdjCogBattle *) adj_cog_state_battle (s);

  if (b == self->battle)
    return;
  adj_cog_clear (self->parts.body);
  g_clear_pointer (&self->battle, adj_cog_battle_unref);
  self->battle = adj_cog_battle_ref (b);
  add_totals (self, s);
  self->automatic = adj_label_new ("", "title-3");
  gtk_widget_set_visible (self->automatic, FALSE);
  gtk_box_append (GTK_BOX (self->parts.body), self->automatic);
  add_hexes (self, s);
  /* As the body spaces its children. */
  self->other = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (self->parts.body), self->other);
  add_other (self, s);
  self->error = adj_game_error_label_new ("victory-error");
  gtk_box_append (GTK_BOX (self->parts.body), self->error);
}

static void
adj_cog_victory_page_refresh (AdjCogVictoryPage *self)
{
  const AdjCogState *s = adj_cog_page_refresh (&self->parts);
  if (s == NULL)
    return;
  build (self, s);
  update_totals (self, s);
  if (adj_cog_state_automatic_victory (s) >= 0)
    {
      g_autofree char *text = g_strdup_printf (_("Automatic Victory for the %s (6.3.6)"),
                                               adj_cog_side_name (s, adj_cog_state_automatic_victory (s)));
      if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->automatic)), text) != 0)
        gtk_label_set_text (GTK_LABEL (self->automatic), text);
    }
  gtk_widget_set_visible (self->automatic, adj_cog_state_automatic_victory (s) >= 0);
  for (guint h = 0; h < self->hexes->len; h++)
    update_hex (self, s, h);
  gtk_widget_set_visible (self->other, adj_cog_state_step (s) != ADJ_COG_STEP_GAME_OVER);
}
