/* adj-tgtw-cards-page.c: tactical cards chosen in secret
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * 11.0: once the initiative is settled each army chooses a card for each
 * sector, in secret. The device goes to the army whose turn it is; a cover
 * hides the page until that army asks to see its choice, and hides it
 * again when the choice is confirmed, so the next army never sees it. The
 * engine keeps the first choice hidden (in its state queries and its
 * journal) until both have chosen; then the cards show, with their
 * morale. The cards a sector may take are the engine's answer (a card for
 * the unit types the army has there). Tactical points spent and left
 * (12.0) are shown below.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-tgtw-common.h"
#include "adj-tgtw-cards-page.h"

struct _AdjTgtwCardsPage
{
  AdjTgtwPage          parent_instance;

  int                  chooser;     /* the army choosing now, or -1 */
  int                  shown;       /* the army that lifted the cover, or -1 */
  gconstpointer        last_state;  /* the state last shown (only compared) */
  GPtrArray           *combos;      /* per sector: AdwComboRow */
  GArray              *offered[ADJ_TGTW_MAX_SECTORS];  /* the cards each combo offers */
  GtkWidget           *error;

  GtkStack            *cards_stack;
  GtkLabel            *cover_title;
  GtkLabel            *cover_description;
  GtkButton           *show_button;
  AdwPreferencesGroup *choose_group;
  GtkButton           *confirm_button;
  GtkButton           *hide_button;
  AdwPreferencesGroup *revealed_group;
  AdwPreferencesGroup *points_group;
};

G_DEFINE_FINAL_TYPE (AdjTgtwCardsPage, adj_tgtw_cards_page, ADJ_TYPE_TGTW_PAGE)

static char *
card_text (const AdjTgtwCharts *charts, int n)
{
  const AdjTgtwCard *c = adj_tgtw_charts_card (charts, n);
  GString *types = g_string_new (NULL);

  if (c == NULL)
    return g_strdup (_("No card: the army has no unit here"));
  for (guint t = 0; t < ADJ_TGTW_N_UNIT_TYPES; t++)
    if (c->types & ADJ_TGTW_TYPE_BIT (t))
      g_string_append_printf (types, "%s%s", types->len ? " " : "", adj_tgtw_unit_type_to_string (t));
  g_autofree char *list = g_string_free (types, FALSE);
  /* Translators: a card's number, printed name, morale differential and the unit types it is for */
  return g_strdup_printf (_("%d. %s: morale %+d, for %s"), n, c->name, c->morale, list);
}

static void
show_choose (AdjTgtwCardsPage *self, const AdjTgtwState *s)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  const AdjTgtwCharts *charts = adj_tgtw_scenario_get_charts (sc);

  /* Translators: the army whose cards these are */
  g_autofree char *title = g_strdup_printf (_("%s’s Cards (11.0)"), adj_tgtw_army_name (s, self->chooser));
  adw_preferences_group_set_title (self->choose_group, title);
  adw_preferences_group_set_description (self->choose_group,
                                         _("One card for each sector where the army has units, of a type the card "
                                           "is for. Nobody else sees it until both armies have chosen."));
  adj_tgtw_group_clear (self->choose_group);
  g_ptr_array_set_size (self->combos, 0);
  for (guint i = 0; i < adj_tgtw_scenario_n_sectors (sc); i++)
    {
      g_autofree char *name = g_strdup_printf ("card:%s", adj_tgtw_scenario_sector (sc, i)->id);
      g_autofree char *row_title = g_strdup_printf (_("Card for %s"), adj_tgtw_sector_name (s, (int) i));
      GtkWidget *row = adj_tgtw_combo_row_new (row_title, name);
      g_autoptr (GPtrArray) strings = g_ptr_array_new_with_free_func (g_free);

      g_array_set_size (self->offered[i], 0);
      for (int n = 0; n <= ADJ_TGTW_N_CARDS; n++)
        if (adj_tgtw_move_card_allowed (s, (guint) self->chooser, i, n, NULL))
          {
            g_array_append_val (self->offered[i], n);
            g_ptr_array_add (strings, card_text (charts, n));
          }
      adj_tgtw_combo_row_set (row, strings, 0);
      g_ptr_array_add (self->combos, row);
      adj_tgtw_group_add (self->choose_group, row);
    }
}

static void
show_revealed (AdjTgtwCardsPage *self, const AdjTgtwState *s)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  const AdjTgtwCharts *charts = adj_tgtw_scenario_get_charts (sc);
  AdjTgtwSectorStanding st;

  adj_tgtw_group_clear (self->revealed_group);
  for (guint i = 0; i < adj_tgtw_scenario_n_sectors (sc); i++)
    {
      g_autofree char *name = g_strdup_printf ("revealed:%s", adj_tgtw_scenario_sector (sc, i)->id);
      adj_tgtw_state_sector (s, i, &st);
      g_autofree char *a = card_text (charts, st.card[0]);
      g_autofree char *b = card_text (charts, st.card[1]);
      g_autofree char *subtitle = g_strdup_printf ("%s: %s\n%s: %s", adj_tgtw_army_name (s, 0), a,
                                                   adj_tgtw_army_name (s, 1), b);
      adj_tgtw_group_add (self->revealed_group, adj_tgtw_info_row_new (adj_tgtw_sector_name (s, (int) i), subtitle, name));
    }
}

static void
show_points (AdjTgtwCardsPage *self, const AdjTgtwState *s)
{
  gboolean on = (adj_tgtw_state_get_options (s) & ADJ_TGTW_OPTION_POINTS) != 0;

  adj_tgtw_group_clear (self->points_group);
  adw_preferences_group_set_description (self->points_group,
                                         on ? _("Spent on +1 on a roll, MCT1 and MCT2 columns and MCT2 dice; the "
                                                "scenario gives each army its points for the battle.")
                                            : _("Not in use in this game."));
  for (guint a = 0; on && a < ADJ_TGTW_N_ARMIES; a++)
    {
      g_autofree char *name = g_strdup_printf ("points:%u", a);
      /* Translators: tactical points spent and left of an army's total */
      g_autofree char *subtitle = g_strdup_printf (_("%d spent, %d left of %d"), adj_tgtw_state_tp_spent (s, a),
                                                   adj_tgtw_state_tp_left (s, a),
                                                   adj_tgtw_state_tp_spent (s, a) + adj_tgtw_state_tp_left (s, a));
      adj_tgtw_group_add (self->points_group, adj_tgtw_info_row_new (adj_tgtw_army_name (s, (int) a), subtitle, name));
    }
}

static void
adj_tgtw_cards_page_refresh (AdjTgtwPage *page, const AdjTgtwState *s)
{
  AdjTgtwCardsPage *self = ADJ_TGTW_CARDS_PAGE (page);
  gboolean choosing = adj_tgtw_move_expected (s, ADJ_TGTW_MOVE_CARDS);
  const char *visible;

  /* The cover comes back whenever the game moves on: after a choice is
   * confirmed, an undo, or another game. */
  if (s != self->last_state)
    self->shown = -1;
  self->last_state = s;
  self->chooser = choosing ? (adj_tgtw_state_cards_chosen (s, 0) ? 1 : 0) : -1;
  if (!(adj_tgtw_state_get_options (s) & ADJ_TGTW_OPTION_CARDS))
    visible = "off";
  else if (choosing && self->shown == self->chooser)
    {
      visible = "choose";
      show_choose (self, s);
    }
  else if (choosing)
    {
      const char *army = adj_tgtw_army_name (s, self->chooser);
      /* Translators: the army the device goes to */
      g_autofree char *title = g_strdup_printf (_("Pass the Device to %s"), army);
      g_autofree char *button = g_strdup_printf (_("I Am %s: _Show My Cards"), army);
      const char *description = adj_tgtw_state_cards_chosen (s, 1 - self->chooser)
        ? _("The other army has chosen; its cards stay hidden until this army has chosen too.")
        : _("Each army chooses its cards for every sector in secret.");
      gtk_label_set_text (self->cover_title, title);
      gtk_label_set_text (self->cover_description, description);
      gtk_button_set_label (self->show_button, button);
      visible = "cover";
    }
  else if (adj_tgtw_state_cards_revealed (s))
    {
      visible = "revealed";
      show_revealed (self, s);
    }
  else
    visible = "wait";
  gtk_stack_set_visible_child_name (self->cards_stack, visible);
  show_points (self, s);
}

static void
on_show (AdjTgtwCardsPage *self)
{
  self->shown = self->chooser;
  adj_tgtw_page_refresh (ADJ_TGTW_PAGE (self));
}

static void
on_hide (AdjTgtwCardsPage *self)
{
  self->shown = -1;
  adj_tgtw_page_refresh (ADJ_TGTW_PAGE (self));
}

static void
on_confirm (AdjTgtwCardsPage *self)
{
  int cards[ADJ_TGTW_MAX_SECTORS] = { 0 };

  if (self->chooser < 0)
    return;
  for (guint i = 0; i < self->combos->len; i++)
    {
      guint k = adw_combo_row_get_selected (ADW_COMBO_ROW (self->combos->pdata[i]));
      if (k < self->offered[i]->len)
        cards[i] = g_array_index (self->offered[i], int, k);
    }
  AdjTgtwMove *m = adj_tgtw_move_cards ((guint) self->chooser, cards);
  adj_tgtw_page_apply (ADJ_TGTW_PAGE (self), &m, 1, self->error);
}

static void
adj_tgtw_cards_page_load (AdjTgtwPage *page, GtkBuilder *builder)
{
  AdjTgtwCardsPage *self = ADJ_TGTW_CARDS_PAGE (page);

#define GET(field) self->field = (gpointer) gtk_builder_get_object (builder, #field)
  GET (cards_stack);
  GET (cover_title);
  GET (cover_description);
  GET (show_button);
  GET (choose_group);
  GET (confirm_button);
  GET (hide_button);
  GET (revealed_group);
  GET (points_group);
#undef GET
  self->error = adj_game_error_label_new ("cards-error");
  gtk_box_append (GTK_BOX (gtk_builder_get_object (builder, "error_box")), self->error);
  g_signal_connect_swapped (self->show_button, "clicked", G_CALLBACK (on_show), self);
  g_signal_connect_swapped (self->hide_button, "clicked", G_CALLBACK (on_hide), self);
  g_signal_connect_swapped (self->confirm_button, "clicked", G_CALLBACK (on_confirm), self);
}

static void
adj_tgtw_cards_page_finalize (GObject *object)
{
  AdjTgtwCardsPage *self = ADJ_TGTW_CARDS_PAGE (object);

  g_ptr_array_unref (self->combos);
  for (guint i = 0; i < ADJ_TGTW_MAX_SECTORS; i++)
    g_array_unref (self->offered[i]);
  G_OBJECT_CLASS (adj_tgtw_cards_page_parent_class)->finalize (object);
}

static void
adj_tgtw_cards_page_class_init (AdjTgtwCardsPageClass *klass)
{
  AdjTgtwPageClass *page_class = ADJ_TGTW_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = adj_tgtw_cards_page_finalize;
  page_class->name = "cards";
  page_class->resource = "/io/github/adjutant/Adjutant/tgtw/adj-tgtw-cards-page.ui";
  page_class->load = adj_tgtw_cards_page_load;
  page_class->refresh = adj_tgtw_cards_page_refresh;
}

static void
adj_tgtw_cards_page_init (AdjTgtwCardsPage *self)
{
  self->chooser = self->shown = -1;
  self->combos = g_ptr_array_new ();
  for (guint i = 0; i < ADJ_TGTW_MAX_SECTORS; i++)
    self->offered[i] = g_array_new (FALSE, FALSE, sizeof (int));
}
