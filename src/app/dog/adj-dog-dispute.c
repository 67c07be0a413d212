/* adj-dog-dispute.c: a disputed matter settled by 1d6 (4.1)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the players cannot agree, they write the question, say which of
 * them is player A, and roll 1d6: the engine says which faces decide for
 * whom and with what chance, and the journal keeps the question and the
 * answer. Any time in the game.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-dog-common.h"
#include "adj-dog-dispute.h"
#include "adj-roll-entry.h"
#include "adj-window-actions.h"

struct _AdjDogDispute
{
  GtkWidget       parent_instance;

  AdjGameSession *session;
  GtkWidget      *group, *question, *player_a, *roll, *record, *error, *answer;
  GtkStringList  *armies;
};

G_DEFINE_FINAL_TYPE (AdjDogDispute, adj_dog_dispute, GTK_TYPE_WIDGET)

static void
refresh (AdjDogDispute *self)
{
  const AdjDogState *state = adj_dog_session_get_state (self->session);

  if (state == NULL)
    return;
  AdjDogBattle *battle = adj_dog_state_get_battle (state);
  AdjDogDisputeChances c;
  adj_dog_dispute_chances (adj_dog_battle_get_rules (battle), &c);
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self->player_a));
  const char *names[] = { adj_dog_battle_army_name (battle, 0), adj_dog_battle_army_name (battle, 1), NULL };
  adj_dog_string_list_update (self->armies, names);
  adj_dog_choice_set (self->player_a, selected < 2 ? selected : 0);
  g_autofree char *a = adj_dog_faces_text (c.faces[0]);
  g_autofree char *b = adj_dog_faces_text (c.faces[1]);
  g_autofree char *pa = adj_dog_percent_text (c.chance[0]);
  g_autofree char *pb = adj_dog_percent_text (c.chance[1]);
  /* Translators: the faces and chances of 4.1 */
  g_autofree char *text = g_strdup_printf (_("As player A wishes on %s (%s), as player B wishes on %s (%s)."), a, pa,
                                           b, pb);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group), text);
}

/* What the face typed decides, before it is recorded. */
static void
on_roll_changed (AdjDogDispute *self)
{
  const AdjDogState *state = adj_dog_session_get_state (self->session);
  int face = adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (self->roll));

  if (state == NULL || face < 1)
    {
      adj_roll_entry_set_result (ADJ_ROLL_ENTRY (self->roll), NULL, NULL, NULL);
      return;
    }
  AdjDogBattle *battle = adj_dog_state_get_battle (state);
  int a = (int) adw_combo_row_get_selected (ADW_COMBO_ROW (self->player_a));
  int player = adj_dog_dispute_side (adj_dog_battle_get_rules (battle), face);
  g_autofree char *shown = g_strdup_printf ("%d", face);
  g_autofree char *result = g_strdup_printf (_("As %s wishes (player %s)"),
                                             adj_dog_battle_army_name (battle, player == 0 ? a : 1 - a),
                                             player == 0 ? "A" : "B");
  adj_roll_entry_set_caption (ADJ_ROLL_ENTRY (self->roll), _("rolled"));
  adj_roll_entry_set_result (ADJ_ROLL_ENTRY (self->roll), shown, result, NULL);
}

static void
on_record (AdjDogDispute *self)
{
  const char *question = gtk_editable_get_text (GTK_EDITABLE (self->question));
  int face = adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (self->roll));
  int a = (int) adw_combo_row_get_selected (ADW_COMBO_ROW (self->player_a));
  g_autoptr (GError) error = NULL;

  adj_game_error_label_set (self->error, NULL);
  if (*question == '\0' || face < 1)
    {
      adj_game_error_label_set (self->error, *question == '\0' ? _("Write down the question first.")
                                                               : _("Type or roll the die first."));
      return;
    }
  if (!adj_dog_session_apply (self->session, adj_dog_move_dispute (question, a, adj_dog_roll_typed (face)), &error))
    {
      adj_game_error_label_set (self->error, error->message);
      return;
    }
  AdjJournal *journal = adj_game_session_get_journal (self->session);
  g_autofree char *line = adj_journal_describe (journal, adj_journal_get_cursor (journal) - 1);
  gtk_label_set_text (GTK_LABEL (self->answer), line);
  gtk_widget_set_visible (self->answer, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (self->question), "");
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (self->roll), -1);
}

static void
adj_dog_dispute_root (GtkWidget *widget)
{
  AdjDogDispute *self = ADJ_DOG_DISPUTE (widget);

  GTK_WIDGET_CLASS (adj_dog_dispute_parent_class)->root (widget);
  if (self->session == NULL)
    self->session = adj_window_watch_session (widget, G_CALLBACK (refresh));
  refresh (self);
}

static void
adj_dog_dispute_dispose (GObject *object)
{
  AdjDogDispute *self = ADJ_DOG_DISPUTE (object);

  g_clear_object (&self->session);
  g_clear_pointer (&self->group, gtk_widget_unparent);
  g_clear_object (&self->armies);
  G_OBJECT_CLASS (adj_dog_dispute_parent_class)->dispose (object);
}

static void
adj_dog_dispute_class_init (AdjDogDisputeClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_dog_dispute_dispose;
  GTK_WIDGET_CLASS (klass)->root = adj_dog_dispute_root;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
adj_dog_dispute_init (AdjDogDispute *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("A Disputed Matter (4.1)"));
  gtk_widget_set_parent (self->group, GTK_WIDGET (self));

  self->question = adw_entry_row_new ();
  gtk_widget_set_name (self->question, "dog-dispute-question");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->question), _("The question"));
  adj_dog_set_label (self->question, _("The question"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->question);

  self->armies = gtk_string_list_new (NULL);
  self->player_a = adw_combo_row_new ();
  gtk_widget_set_name (self->player_a, "dog-dispute-a");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->player_a), _("Player A"));
  adj_dog_set_label (self->player_a, _("Player A"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->player_a), G_LIST_MODEL (self->armies));
  /* The army as the subtitle, which wraps in a narrow window. */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (self->player_a), TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->player_a);

  gtk_widget_set_margin_top (box, 12);
  self->roll = adj_roll_entry_new ();
  gtk_widget_set_name (self->roll, "dog-dispute-roll");
  adj_roll_entry_set_dice (ADJ_ROLL_ENTRY (self->roll), ADJ_DIE_D6, 1);
  gtk_box_append (GTK_BOX (box), self->roll);
  self->error = adj_game_error_label_new ("dog-dispute-error");
  gtk_box_append (GTK_BOX (box), self->error);
  self->record = gtk_button_new_with_mnemonic (_("Settle the _Dispute"));
  gtk_widget_set_name (self->record, "dog-dispute-record");
  gtk_widget_set_halign (self->record, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->record, "pill");
  g_signal_connect_swapped (self->record, "clicked", G_CALLBACK (on_record), self);
  g_signal_connect_swapped (self->roll, "notify::roll", G_CALLBACK (on_roll_changed), self);
  g_signal_connect_swapped (self->player_a, "notify::selected", G_CALLBACK (on_roll_changed), self);
  gtk_box_append (GTK_BOX (box), self->record);
  self->answer = adj_dog_label_new (NULL, "heading");
  gtk_widget_set_name (self->answer, "dog-dispute-answer");
  gtk_widget_set_visible (self->answer, FALSE);
  gtk_box_append (GTK_BOX (box), self->answer);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), box);
}

GtkWidget *
adj_dog_dispute_new (void)
{
  return g_object_new (ADJ_TYPE_DOG_DISPUTE, NULL);
}
