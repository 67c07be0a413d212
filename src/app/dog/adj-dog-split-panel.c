/* adj-dog-split-panel.c: a close assault's casualties split (18.5.2)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The stands one side lost, the units of that side involved with their
 * stands in contact, and the dice for a tie: the engine splits them
 * (adj_dog_assault_split) and the page shows each unit's share; applied,
 * each share is a stand loss of that unit, all in one step.
 */

#include "config.h"

#include <glib/gi18n.h>

#include <dog/combat.h>
#include <dog/move.h>

#include "adj-dog-common.h"
#include "adj-dog-split-panel.h"

#define N_ROWS 4

struct _AdjDogSplitPanel
{
  GtkWidget       parent_instance;

  AdjGameSession *session;   /* borrowed */
  AdjDogBattle   *battle;    /* the lists are of this battle (compared only) */
  GtkStringList  *sides, *names[2];
  GtkWidget      *box, *side, *lost, *unit[N_ROWS], *contact[N_ROWS], *dice, *result, *apply;
  AdjDogSplit     split;
  int             picked[N_ROWS];
  guint           n;
  gboolean        ready;
};

G_DEFINE_FINAL_TYPE (AdjDogSplitPanel, adj_dog_split_panel, GTK_TYPE_WIDGET)

/* The battle's unit picked in row @r, or -1 ("none"). */
static int
picked (AdjDogSplitPanel *self, guint r)
{
  guint side = adw_combo_row_get_selected (ADW_COMBO_ROW (self->side));
  guint sel = adw_combo_row_get_selected (ADW_COMBO_ROW (self->unit[r]));
  if (self->battle == NULL || sel == 0 || sel == GTK_INVALID_LIST_POSITION)
    return -1;
  for (guint i = 0, k = 0; i < adj_dog_battle_n_units (self->battle); i++)
    if (adj_dog_battle_unit (self->battle, i)->side == (int) side && ++k == sel)
      return (int) i;
  return -1;
}

static void
compute (AdjDogSplitPanel *self)
{
  AdjDogSplitUnit units[N_ROWS];
  int dice[ADJ_DOG_MAX_SPLIT_UNITS * 2];
  guint n_dice = 0;
  g_autoptr (GError) error = NULL;
  self->n = 0;
  self->ready = FALSE;
  if (self->battle == NULL)
    return;
  for (guint r = 0; r < N_ROWS; r++)
    {
      int u = picked (self, r);
      if (u < 0)
        continue;
      self->picked[self->n] = u;
      units[self->n].klass = adj_dog_battle_unit (self->battle, (guint) u)->klass;
      units[self->n++].contact = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->contact[r]));
    }
  /* The faces typed for a tie, in order: anything else is not a face. */
  for (const char *c = gtk_editable_get_text (GTK_EDITABLE (self->dice)); *c != '\0' && n_dice < G_N_ELEMENTS (dice);
       c++)
    if (*c >= '1' && *c <= '6')
      dice[n_dice++] = *c - '0';
  GString *text = g_string_new (NULL);
  int lost = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->lost));
  if (self->n == 0)
    g_string_append (text, _("Pick the units of that side involved in the close assault."));
  else if (!adj_dog_assault_split (lost, units, self->n, dice, n_dice, &self->split, &error))
    g_string_append (text, error->message);
  else
    {
      for (guint i = 0; i < self->n; i++)
        /* Translators: a unit and its share of the stands lost (18.5.2) */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s%s loses %d stand", "%s%s loses %d stands",
                                                   (gulong) self->split.lost[i]),
                                i > 0 ? "\n" : "", adj_dog_battle_unit (self->battle, (guint) self->picked[i])->name,
                                self->split.lost[i]);
      if (self->split.dice_needed > 0)
        g_string_append_printf (text, "\n%s",
                                /* Translators: dice still to roll for a tie (18.5.2) */
                                _("A tie between units alike: roll the dice for it and type them (18.5.2)."));
      self->ready = self->split.dice_needed == 0;
    }
  gtk_label_set_text (GTK_LABEL (self->result), text->str);
  g_string_free (text, TRUE);
  gtk_widget_set_sensitive (self->apply, self->ready && lost > 0);
}

static void
side_changed (AdjDogSplitPanel *self)
{
  guint side = adw_combo_row_get_selected (ADW_COMBO_ROW (self->side));
  for (guint r = 0; r < N_ROWS; r++)
    {
      adw_combo_row_set_model (ADW_COMBO_ROW (self->unit[r]), G_LIST_MODEL (self->names[side < 2 ? side : 0]));
      adw_combo_row_set_selected (ADW_COMBO_ROW (self->unit[r]), 0);
    }
  compute (self);
}

/* Each unit's share, one stand loss each, all in one step (18.5.2). */
static void
on_apply (AdjDogSplitPanel *self)
{
  g_autoptr (GError) error = NULL;
  compute (self);
  if (!self->ready || self->session == NULL)
    return;
  g_autoptr (GPtrArray) moves = g_ptr_array_new ();
  for (guint i = 0; i < self->n; i++)
    if (self->split.lost[i] > 0)
      g_ptr_array_add (moves, adj_dog_move_unit (ADJ_DOG_MOVE_LOSE, self->picked[i], self->split.lost[i], FALSE));
  if (!adj_dog_session_apply_group (self->session, moves, &error))
    {
      gtk_label_set_text (GTK_LABEL (self->result), error->message);
      adj_dog_mark_error (self->result, TRUE);
      return;
    }
  adj_dog_mark_error (self->result, FALSE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->lost), 0);
  gtk_editable_set_text (GTK_EDITABLE (self->dice), "");
}

void
adj_dog_split_panel_refresh (AdjDogSplitPanel *self, AdjGameSession *session)
{
  const AdjDogState *state = session != NULL ? adj_dog_session_get_state (session) : NULL;
  AdjDogBattle *battle = state != NULL ? adj_dog_state_get_battle (state) : NULL;
  self->session = session;
  if (battle == self->battle)
    return;
  self->battle = battle;
  if (battle == NULL)
    return;
  const char *armies[] = { adj_dog_battle_army_name (battle, 0), adj_dog_battle_army_name (battle, 1), NULL };
  adj_dog_string_list_update (self->sides, armies);
  for (int s = 0; s < 2; s++)
    {
      g_autoptr (GPtrArray) names = g_ptr_array_new ();
      g_ptr_array_add (names, (gpointer) _("None"));
      for (guint i = 0; i < adj_dog_battle_n_units (battle); i++)
        if (adj_dog_battle_unit (battle, i)->side == s)
          g_ptr_array_add (names, (gpointer) adj_dog_battle_unit (battle, i)->name);
      g_ptr_array_add (names, NULL);
      adj_dog_string_list_update (self->names[s], (const char *const *) names->pdata);
    }
  side_changed (self);
}

static GtkWidget *
add_row (AdjDogSplitPanel *self, GtkWidget *list, GtkWidget *row)
{
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  return row;
}

static void
adj_dog_split_panel_dispose (GObject *object)
{
  AdjDogSplitPanel *self = ADJ_DOG_SPLIT_PANEL (object);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->sides);
  g_clear_object (&self->names[0]);
  g_clear_object (&self->names[1]);
  G_OBJECT_CLASS (adj_dog_split_panel_parent_class)->dispose (object);
}

static void
adj_dog_split_panel_class_init (AdjDogSplitPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_dog_split_panel_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
adj_dog_split_panel_init (AdjDogSplitPanel *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_margin_top (self->box, 12);
  GtkWidget *heading = adj_dog_label_new (_("Casualties split between units (18.5.2)"), "heading");
  gtk_box_append (GTK_BOX (self->box), heading);
  GtkWidget *list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_box_append (GTK_BOX (self->box), list);
  self->sides = gtk_string_list_new (NULL);
  self->names[0] = gtk_string_list_new (NULL);
  self->names[1] = gtk_string_list_new (NULL);
  self->side = add_row (self, list, adw_combo_row_new ());
  gtk_widget_set_name (self->side, "dog-split-side");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->side), _("Side"));
  adj_dog_set_label (self->side, _("Side"));
  /* The army's name as the subtitle, where it wraps at 360 px. */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (self->side), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (self->side), G_LIST_MODEL (self->sides));
  g_signal_connect_swapped (self->side, "notify::selected", G_CALLBACK (side_changed), self);
  self->lost = adj_dog_spin_new ("dog-split-lost", _("Stands the side lost"), 0, ADJ_DOG_MAX_STANDS, 0);
  add_row (self, list, adj_dog_suffix_row (_("Stands the side lost"), NULL, self->lost));
  g_signal_connect_swapped (self->lost, "value-changed", G_CALLBACK (compute), self);
  for (guint r = 0; r < N_ROWS; r++)
    {
      g_autofree char *name = g_strdup_printf ("dog-split-unit-%u", r);
      g_autofree char *cname = g_strdup_printf ("dog-split-contact-%u", r);
      /* Translators: the first, second... unit of a side in a close assault */
      g_autofree char *title = g_strdup_printf (_("Unit %u"), r + 1);
      /* Translators: a unit's stands touching the enemy (18.5.2) */
      g_autofree char *ctitle = g_strdup_printf (_("Unit %u: stands in contact"), r + 1);
      self->unit[r] = add_row (self, list, adw_combo_row_new ());
      gtk_widget_set_name (self->unit[r], name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->unit[r]), title);
      adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (self->unit[r]), TRUE);
      adj_dog_set_label (self->unit[r], title);
      g_signal_connect_swapped (self->unit[r], "notify::selected", G_CALLBACK (compute), self);
      self->contact[r] = adj_dog_spin_new (cname, ctitle, 1, ADJ_DOG_MAX_STANDS, 4);
      add_row (self, list, adj_dog_suffix_row (ctitle, NULL, self->contact[r]));
      g_signal_connect_swapped (self->contact[r], "value-changed", G_CALLBACK (compute), self);
    }
  self->dice = add_row (self, list, adw_entry_row_new ());
  gtk_widget_set_name (self->dice, "dog-split-dice");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->dice), _("Dice for a tie, in order"));
  adj_dog_set_label (self->dice, _("Dice for a tie, in order"));
  g_signal_connect_swapped (self->dice, "changed", G_CALLBACK (compute), self);
  self->result = adj_dog_label_new (NULL, NULL);
  gtk_widget_set_name (self->result, "dog-split-result");
  gtk_box_append (GTK_BOX (self->box), self->result);
  self->apply = adj_dog_button_new ("dog-split-apply", "object-select-symbolic", _("Apply the _Split"));
  gtk_widget_set_halign (self->apply, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (self->box), self->apply);
  g_signal_connect_swapped (self->apply, "clicked", G_CALLBACK (on_apply), self);
}

GtkWidget *
adj_dog_split_panel_new (void)
{
  return g_object_new (ADJ_TYPE_DOG_SPLIT_PANEL, NULL);
}
