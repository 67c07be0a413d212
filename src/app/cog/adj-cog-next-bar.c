/* adj-cog-next-bar.c: where the turn stands and the step after it
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every Clash of Giants III page ends with this bar, so the page that
 * finishes a step offers the next one. Whether the step may end is asked
 * of the engine by applying `next` to the state without recording it: a
 * refusal is shown before anyone presses the button, with its rule.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-game.h"
#include "adj-cog-next-bar.h"

struct _AdjCogNextBar
{
  GtkWidget       parent_instance;

  char           *page;
  AdjGameSession *session;
  GtkWidget      *box;
  GtkLabel       *last;    /* what the last step did, from the journal */
  GtkLabel       *prompt;
  GtkLabel       *hint;
  GtkWidget      *error;
  GtkButton      *next;
  GtkButton      *go;
};

G_DEFINE_FINAL_TYPE (AdjCogNextBar, adj_cog_next_bar, GTK_TYPE_WIDGET)

static void
on_next (AdjCogNextBar *self)
{
  const AdjCogState *s = adj_cog_game_state (self->session);
  if (s != NULL)
    adj_cog_game_apply (self->session, adj_cog_move_next (adj_cog_state_step (s)), self->error);
}

void
adj_cog_next_bar_refresh (AdjCogNextBar *self, AdjGameSession *session)
{
  const AdjCogState *s = adj_cog_game_state (session);
  AdjStepPrompt p;

  g_return_if_fail (ADJ_IS_COG_NEXT_BAR (self));
  self->session = session;
  gtk_widget_set_visible (self->box, s != NULL);
  if (s == NULL)
    return;
  AdjJournal *journal = adj_game_session_get_journal (session);
  guint cursor = journal != NULL ? adj_journal_get_cursor (journal) : 0;
  g_autofree char *line = cursor > 0 ? adj_journal_describe (journal, cursor - 1) : NULL;
  /* TRANSLATORS: the journal's line for the last step taken */
  g_autofree char *last = line != NULL ? g_strdup_printf (_("Last: %s"), line) : NULL;
  gtk_label_set_text (self->last, last != NULL ? last : "");
  gtk_widget_set_visible (GTK_WIDGET (self->last), last != NULL);

  adj_cog_state_prompt (s, &p);
  g_autofree char *sentence = adj_game_session_prompt_sentence (p.text, p.rule);
  g_autofree char *prompt = p.side >= 0 ? g_strdup_printf ("%s: %s", adj_cog_side_name (s, p.side), sentence)
                                        : g_strdup (sentence);
  gtk_label_set_text (self->prompt, prompt);

  AdjCogStep step = adj_cog_state_step (s);
  g_autoptr (AdjCogMove) next = adj_cog_move_next (step);
  g_autoptr (GError) why = NULL;
  g_autoptr (AdjCogState) after = step == ADJ_COG_STEP_GAME_OVER ? NULL : adj_cog_game_try (s, next, &why);
  g_autofree char *label = step == ADJ_COG_STEP_ACTIVATION
    ? g_strdup (_("_End the Activation"))
    /* TRANSLATORS: ends a step of the turn, "Done: Early Entry (CSA)" */
    : g_strdup_printf (_("_Done: %s"), adj_cog_step_name (step));
  gtk_button_set_label (self->next, label);
  gtk_widget_set_visible (GTK_WIDGET (self->next), step != ADJ_COG_STEP_GAME_OVER);
  gtk_widget_set_sensitive (GTK_WIDGET (self->next), after != NULL);
  if (after != NULL)
    {
      g_autofree char *headline = adj_cog_state_headline (after);
      /* TRANSLATORS: where the Done button leads */
      g_autofree char *hint = g_strdup_printf (_("Then: %s"), headline);
      gtk_label_set_text (self->hint, hint);
    }
  else
    gtk_label_set_text (self->hint, why != NULL ? why->message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint), step != ADJ_COG_STEP_GAME_OVER);

  const char *page = adj_cog_page_for_step (s);
  gboolean elsewhere = g_strcmp0 (page, self->page) != 0;
  gtk_widget_set_visible (GTK_WIDGET (self->go), elsewhere);
  if (elsewhere)
    {
      /* TRANSLATORS: a button to another page, "Go to Command Cup" */
      g_autofree char *go = g_strdup_printf (_("Go to %s"), adj_cog_page_title (page));
      gtk_button_set_label (self->go, go);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->go), "s", page);
    }
  if (elsewhere)
    gtk_widget_add_css_class (GTK_WIDGET (self->go), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->go), "suggested-action");
  if (after != NULL && !elsewhere)
    gtk_widget_add_css_class (GTK_WIDGET (self->next), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->next), "suggested-action");
}

static void
adj_cog_next_bar_dispose (GObject *object)
{
  AdjCogNextBar *self = ADJ_COG_NEXT_BAR (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->page, g_free);
  G_OBJECT_CLASS (adj_cog_next_bar_parent_class)->dispose (object);
}

static void
adj_cog_next_bar_class_init (AdjCogNextBarClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_cog_next_bar_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

/* Bounded lines, more than any of the bar's sentences needs at 360 px:
 * a label that may end in "…" has a narrow minimum width at any height,
 * so GTK 4.8's boxes lay its new text out a few times rather than
 * searching layouts of it at many widths (the three lines a Command Track
 * roll changes cost 1.5 ms of processor, about 0.3 ms now). */
#define BAR_LINES 8

static GtkLabel *
bar_label (GtkWidget *box, const char *name, const char *css)
{
  GtkWidget *label = adj_label_new (NULL, css);
  gtk_label_set_lines (GTK_LABEL (label), BAR_LINES);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_name (label, name);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static void
adj_cog_next_bar_init (AdjCogNextBar *self)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (self->box, "card");
  gtk_widget_add_css_class (self->box, "combat-card");
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->last = bar_label (self->box, "last-step", "caption");
  self->prompt = bar_label (self->box, "next-prompt", "heading");
  self->hint = bar_label (self->box, "next-hint", "dim-label");
  self->error = adj_game_error_label_new ("next-error");
  gtk_box_append (GTK_BOX (self->box), self->error);
  self->next = GTK_BUTTON (adj_cog_button ("", "next-step", NULL));
  g_signal_connect_swapped (self->next, "clicked", G_CALLBACK (on_next), self);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->next));
  self->go = GTK_BUTTON (adj_cog_button ("", "go-step", NULL));
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->go), "s", "cog-turn");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->go), "win.page");
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->go));
  gtk_box_append (GTK_BOX (self->box), line);
}

GtkWidget *
adj_cog_next_bar_new (const char *page)
{
  AdjCogNextBar *self = g_object_new (ADJ_TYPE_COG_NEXT_BAR, NULL);
  self->page = g_strdup (page);
  return GTK_WIDGET (self);
}
