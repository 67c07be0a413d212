/* adj-tgtw-step-bar.c: where the game stands and what comes next
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At the top of every page of The Glory that Was: the engine's headline
 * (turn, phase, sector, army), what the step asks with its rule, the last
 * line of the journal (what the last step did), the Next button when the
 * engine expects one, with where it leads (found by applying it to the
 * state, a pure function), and the way to the page that does the step.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-tgtw-common.h"
#include "adj-tgtw-step-bar.h"

struct _AdjTgtwStepBar
{
  GtkWidget       parent_instance;

  char           *page;
  AdjGameSession *session;   /* the last one shown, not owned */
  GtkWidget      *box;
  GtkLabel       *headline;
  GtkLabel       *prompt;
  GtkLabel       *rule;
  GtkLabel       *last;
  GtkButton      *next;
  GtkLabel       *next_hint;
  GtkButton      *overrule;
  GtkButton      *go;
  GtkWidget      *error;
};

G_DEFINE_FINAL_TYPE (AdjTgtwStepBar, adj_tgtw_step_bar, GTK_TYPE_WIDGET)

static GtkLabel *
add_label (GtkWidget *box, const char *name, const char *css)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_widget_set_name (label, name);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* Wrapped at words (the default), not word-char: to measure a
   * word-char label's minimum width Pango lays it out a character a line,
   * shaping each with a hyphen, whenever its words change (about a
   * millisecond an action for the headline and prompt). */
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static void
on_next (AdjTgtwStepBar *self)
{
  if (self->session != NULL)
    adj_tgtw_apply_move (self->session, adj_tgtw_move_next (), self->error);
}

static void
on_overrule (AdjTgtwStepBar *self)
{
  if (self->session != NULL)
    adj_tgtw_apply_move (self->session, adj_tgtw_move_overrule (), self->error);
}

/* What Next leads to: the engine's headline of the state after it; when
 * the step still owes something, the engine's refusal and the players'
 * way on anyway (docs/design.md). */
static void
show_next (AdjTgtwStepBar *self, const AdjTgtwState *state)
{
  gboolean can = adj_tgtw_move_expected (state, ADJ_TGTW_MOVE_NEXT);
  gboolean victory = adj_tgtw_state_get_phase (state) == ADJ_TGTW_PHASE_VICTORY;

  gtk_widget_set_visible (GTK_WIDGET (self->next), can);
  gtk_widget_set_visible (GTK_WIDGET (self->next_hint), can);
  gtk_widget_set_visible (GTK_WIDGET (self->overrule), adj_tgtw_move_expected (state, ADJ_TGTW_MOVE_OVERRULE));
  if (!can)
    return;
  gtk_button_set_label (self->next, victory ? _("Make the _Victory Check") : _("_Next"));
  g_autoptr (AdjTgtwMove) next = adj_tgtw_move_next ();
  g_autoptr (GError) refused = NULL;
  g_autoptr (AdjTgtwState) after = adj_tgtw_move_apply (state, next, &refused);
  gtk_widget_set_sensitive (GTK_WIDGET (self->next), after != NULL);
  if (after == NULL)
    {
      gtk_label_set_text (self->next_hint, refused != NULL ? refused->message : "");
      return;
    }
  g_autofree char *headline = adj_tgtw_state_headline (after);
  /* Translators: where the Next button leads, e.g. "Then: Turn 1, Action Phase: Centre, Red League" */
  g_autofree char *hint = g_strdup_printf (_("Then: %s"), headline);
  gtk_label_set_text (self->next_hint, hint);
}

void
adj_tgtw_step_bar_update (AdjTgtwStepBar *self, AdjGameSession *session)
{
  const AdjTgtwState *state = adj_tgtw_session_state (session);
  const char *text, *rule, *page, *go_title;
  int side;

  g_return_if_fail (ADJ_IS_TGTW_STEP_BAR (self));
  self->session = session;
  gtk_widget_set_visible (self->box, state != NULL);
  if (state == NULL)
    return;

  g_autofree char *headline = adj_tgtw_state_headline (state);
  gtk_label_set_text (self->headline, headline);
  adj_tgtw_state_prompt (state, &text, &rule, &side);
  g_autofree char *sentence = adj_game_session_prompt_sentence (text, NULL);
  g_autofree char *prompt = side >= 0 && adj_tgtw_state_get_phase (state) != ADJ_TGTW_PHASE_OVER
                              ? g_strdup_printf ("%s: %s", adj_tgtw_army_name (state, side), sentence)
                              : g_strdup (sentence);
  gtk_label_set_text (self->prompt, prompt);
  g_autofree char *rule_text = adj_tgtw_rule_text (rule);
  gtk_label_set_text (self->rule, rule_text);

  AdjJournal *journal = adj_game_session_get_journal (session);
  guint cursor = adj_journal_get_cursor (journal);
  gtk_widget_set_visible (GTK_WIDGET (self->last), cursor > 0);
  if (cursor > 0)
    {
      g_autofree char *line = adj_journal_describe (journal, cursor - 1);
      /* Translators: the journal's line for the last step taken */
      g_autofree char *text_last = g_strdup_printf (_("Last step: %s"), line);
      gtk_label_set_text (self->last, text_last);
    }

  show_next (self, state);
  adj_tgtw_step_page (state, &page, &go_title);
  gtk_widget_set_visible (GTK_WIDGET (self->go), g_strcmp0 (page, self->page) != 0);
  gtk_button_set_label (self->go, go_title);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->go), "s", page);
  adj_game_error_label_set (self->error, NULL);
}

static void
adj_tgtw_step_bar_dispose (GObject *object)
{
  AdjTgtwStepBar *self = ADJ_TGTW_STEP_BAR (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->page, g_free);
  G_OBJECT_CLASS (adj_tgtw_step_bar_parent_class)->dispose (object);
}

static void
adj_tgtw_step_bar_class_init (AdjTgtwStepBarClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_tgtw_step_bar_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "tgtwstepbar");
}

static GtkButton *
pill (GtkWidget *box, const char *name, gboolean suggested)
{
  GtkWidget *button = gtk_button_new ();
  gtk_button_set_use_underline (GTK_BUTTON (button), TRUE);
  gtk_widget_set_name (button, name);
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "pill");
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_box_append (GTK_BOX (box), button);
  return GTK_BUTTON (button);
}

static void
adj_tgtw_step_bar_init (AdjTgtwStepBar *self)
{
  /* A grid and a box that fills the width, not a horizontal box nor a
   * centred one: GTK 4.8 asks each of those its width at a given height,
   * a search through layouts of the wrapping prompt and hint, on every
   * action that changes their words. */
  GtkWidget *line = gtk_grid_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);

  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);

  /* A card, its content inset as libadwaita's boxed lists are. */
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (self->box, "card");
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_margin_top (inner, 12);
  gtk_widget_set_margin_bottom (inner, 12);
  gtk_widget_set_margin_start (inner, 12);
  gtk_widget_set_margin_end (inner, 12);
  gtk_box_append (GTK_BOX (self->box), inner);

  self->headline = add_label (inner, "step-headline", "title-4");
  gtk_box_append (GTK_BOX (inner), line);
  gtk_grid_set_column_spacing (GTK_GRID (line), 12);
  self->prompt = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->prompt), "step-prompt");
  gtk_label_set_wrap (self->prompt, TRUE);  /* at words: see add_label */
  gtk_label_set_xalign (self->prompt, 0);
  /* Its text at the top of its cell, not the label: see adj-feature-row.c. */
  gtk_label_set_yalign (self->prompt, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->prompt), TRUE);
  gtk_grid_attach (GTK_GRID (line), GTK_WIDGET (self->prompt), 0, 0, 1, 1);
  self->rule = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->rule), "step-rule");
  gtk_widget_set_valign (GTK_WIDGET (self->rule), GTK_ALIGN_START);
  gtk_widget_add_css_class (GTK_WIDGET (self->rule), "rule-tag");
  gtk_grid_attach (GTK_GRID (line), GTK_WIDGET (self->rule), 1, 0, 1, 1);
  self->last = add_label (inner, "step-last", "dim-label");

  gtk_box_append (GTK_BOX (inner), buttons);
  self->next = pill (buttons, "step-next", TRUE);
  g_signal_connect_swapped (self->next, "clicked", G_CALLBACK (on_next), self);
  self->next_hint = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->next_hint), "step-next-hint");
  gtk_label_set_wrap (self->next_hint, TRUE);
  gtk_label_set_justify (self->next_hint, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->next_hint), "dim-label");
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (self->next_hint));
  self->overrule = pill (buttons, "step-overrule", FALSE);
  gtk_button_set_label (self->overrule, _("Go on _Anyway"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->overrule),
                               _("End the step with what it still owes, by the players' choice: the journal records it"));
  gtk_widget_set_visible (GTK_WIDGET (self->overrule), FALSE);
  g_signal_connect_swapped (self->overrule, "clicked", G_CALLBACK (on_overrule), self);
  self->go = pill (buttons, "step-go", FALSE);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->go), "s", "turn");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->go), "win.page");
  gtk_widget_set_visible (GTK_WIDGET (self->go), FALSE);
  self->error = adj_game_error_label_new ("step-error");
  gtk_box_append (GTK_BOX (inner), self->error);
}

GtkWidget *
adj_tgtw_step_bar_new (const char *page)
{
  AdjTgtwStepBar *self = g_object_new (ADJ_TYPE_TGTW_STEP_BAR, NULL);
  self->page = g_strdup (page);
  return GTK_WIDGET (self);
}
