/* adj-roll-row.c: one die roll for the journal, typed or rolled with a seed
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A roll a page records as a move: the players type what their die showed
 * and press Record, or press Roll and the page makes the roll from a fresh
 * seed kept in the journal (so the replay checks it). The row only reads
 * the field; what the roll does is the engine's, shown by the page in the
 * subtitle before the roll and in the message after it. Title, subtitle
 * and message wrap: the row fits a narrow window.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-label.h"
#include "adj-roll-row.h"

struct _AdjRollRow
{
  GtkListBoxRow  parent_instance;

  AdjDie         die;
  GtkLabel      *title;
  GtkLabel      *subtitle;
  GtkEntry      *entry;
  GtkLabel      *message;
};

G_DEFINE_FINAL_TYPE (AdjRollRow, adj_roll_row, GTK_TYPE_LIST_BOX_ROW)

enum { SIGNAL_TYPED, SIGNAL_ROLLED, N_SIGNALS };
static guint signals[N_SIGNALS];

void
adj_roll_row_set_message (AdjRollRow *self, const char *message, gboolean error)
{
  g_return_if_fail (ADJ_IS_ROLL_ROW (self));
  gtk_label_set_text (self->message, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message), message != NULL);
  if (error)
    gtk_widget_add_css_class (GTK_WIDGET (self->message), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message), "error");
}

void
adj_roll_row_set_subtitle (AdjRollRow *self, const char *subtitle)
{
  g_return_if_fail (ADJ_IS_ROLL_ROW (self));
  gtk_label_set_text (self->subtitle, subtitle != NULL ? subtitle : "");
  gtk_widget_set_visible (GTK_WIDGET (self->subtitle), subtitle != NULL);
}

static void
on_record (AdjRollRow *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry))));
  g_autoptr (GError) error = NULL;
  int roll;

  if (!adj_die_parse (self->die, text, &roll, &error))
    {
      adj_roll_row_set_message (self, error->message, TRUE);
      gtk_widget_add_css_class (GTK_WIDGET (self->entry), "error");
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (self->entry), "error");
  adj_roll_row_set_message (self, NULL, FALSE);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
  g_signal_emit (self, signals[SIGNAL_TYPED], 0, roll);
}

static void
on_roll (AdjRollRow *self)
{
  g_signal_emit (self, signals[SIGNAL_ROLLED], 0);
}

static void
adj_roll_row_class_init (AdjRollRowClass *klass)
{
  signals[SIGNAL_TYPED] = g_signal_new ("typed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                        NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_ROLLED] = g_signal_new ("rolled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 0);
}

static GtkLabel *
add_label (GtkWidget *box, const char *name, const char *css)
{
  GtkWidget *label = adj_label_new (NULL, css);
  gtk_widget_set_name (label, name);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static void
adj_roll_row_init (AdjRollRow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self), FALSE);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  self->title = add_label (box, "roll-title", NULL);
  self->subtitle = add_label (box, "roll-subtitle", "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->subtitle), "caption");
  gtk_box_append (GTK_BOX (box), line);
  self->message = add_label (box, "roll-message", "heading");
  gtk_widget_set_visible (GTK_WIDGET (self->message), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self), box);

  self->entry = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_name (GTK_WIDGET (self->entry), "roll-entry");
  gtk_editable_set_width_chars (GTK_EDITABLE (self->entry), 3);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (self->entry), 3);
  gtk_entry_set_max_length (self->entry, 3);
  gtk_entry_set_input_purpose (self->entry, GTK_INPUT_PURPOSE_DIGITS);
  gtk_editable_set_alignment (GTK_EDITABLE (self->entry), 0.5);
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (on_record), self);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->entry));

  GtkWidget *record = gtk_button_new_with_mnemonic (_("Re_cord"));
  gtk_widget_set_name (record, "roll-record");
  g_signal_connect_swapped (record, "clicked", G_CALLBACK (on_record), self);
  gtk_box_append (GTK_BOX (line), record);

  GtkWidget *roll = gtk_button_new ();
  GtkWidget *content = adw_button_content_new ();
  adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), "adjutant-die-symbolic");
  adw_button_content_set_label (ADW_BUTTON_CONTENT (content), _("_Roll"));
  adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
  gtk_button_set_child (GTK_BUTTON (roll), content);
  gtk_widget_set_name (roll, "roll-virtual");
  gtk_widget_set_tooltip_text (roll, _("Let Adjutant roll the die; the roll and its seed go into the journal"));
  g_signal_connect_swapped (roll, "clicked", G_CALLBACK (on_roll), self);
  gtk_box_append (GTK_BOX (line), roll);
}

GtkWidget *
adj_roll_row_new (AdjDie die, const char *title, const char *subtitle)
{
  AdjRollRow *self = g_object_new (ADJ_TYPE_ROLL_ROW, NULL);
  GtkWidget *line = gtk_widget_get_prev_sibling (GTK_WIDGET (self->message));
  int lo = die == ADJ_DIE_D10 ? 0 : 1, hi = die == ADJ_DIE_D6 ? 6 : die == ADJ_DIE_D10 ? 9 : 10;
  g_autofree char *range = g_strdup_printf ("%d\u2013%d", lo, hi);
  /* TRANSLATORS: the accessible names of the field and buttons of a roll; %s says what it is for */
  g_autofree char *a11y_entry = g_strdup_printf (_("Die roll: %s"), title);
  g_autofree char *a11y_record = g_strdup_printf (_("Record the die roll: %s"), title);
  g_autofree char *a11y_roll = g_strdup_printf (_("Let Adjutant roll: %s"), title);

  self->die = die;
  gtk_label_set_text (self->title, title);
  adj_roll_row_set_subtitle (self, subtitle);
  gtk_entry_set_placeholder_text (self->entry, range);
  /* The row is a stop of the list's arrow keys: it says what is rolled. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y_entry, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_next_sibling (GTK_WIDGET (self->entry))),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y_record, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_last_child (line)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  a11y_roll, -1);
  return GTK_WIDGET (self);
}
