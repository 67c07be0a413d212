/* adj-step-bar.c: what comes next in the Sequence of Play, and where
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The page that finishes a step offers the next one. Next takes the step
 * the engine allows, and says where it leads (found by asking the engine
 * to apply it to the current state, a pure function, so nothing guesses a
 * rule, or why the engine refuses it); Go on Anyway ends a step that still
 * owes something, by the players' recorded choice (11.51); Command Done
 * ends the acting command's sequence (4.24); and a
 * button leads to the page that answers the current step: the Activation
 * Markers, the fire and charge calculators of steps ii, iv and v, or the
 * Boxes in the Recovery Phase (steptask.h). The Turn & Phase page and the
 * Activation Markers page both carry one, so a turn is played without
 * detours: draw, act, go through the steps, end the activation, draw
 * again.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-game-session.h"
#include "adj-glory-session.h"
#include "adj-step-bar.h"
#include "adj-window-actions.h"

struct _AdjStepBar
{
  GtkWidget       parent_instance;

  char           *page;
  GtkWidget      *box;
  GtkLabel       *step;
  GtkWidget      *next;
  GtkWidget      *overrule;
  GtkWidget      *finish;
  GtkWidget      *go;
  GtkLabel       *hint;
  GtkWidget      *error;
  const char     *go_page;
  AdjGameSession *session;
  gboolean        watching;
};

G_DEFINE_FINAL_TYPE (AdjStepBar, adj_step_bar, GTK_TYPE_WIDGET)

char *
adj_prompt_title (const AdjPrompt *p, gboolean fixed_glory)
{
  const char *step = adj_step_title (p->step, fixed_glory);
  return step != NULL ? g_strdup_printf ("%s: %s", adj_phase_title (p->phase), step)
                      : g_strdup (adj_phase_title (p->phase));
}

/* The page that answers @task and the button's words for it. */
static const char *
task_page (AdjStepTask task, const char **label)
{
  switch (task)
    {
    case ADJ_STEP_TASK_MARKERS: *label = _("Go to _Activation Markers"); return "pool";
    case ADJ_STEP_TASK_CHOOSE: *label = _("Choose on _Activation Markers"); return "pool";
    case ADJ_STEP_TASK_RECOVERY_ROLLS: *label = _("Recovery Rolls on _Boxes"); return "boxes";
    case ADJ_STEP_TASK_RECOVERY: *label = _("The Recovery Phase on _Boxes"); return "boxes";
    case ADJ_STEP_TASK_ARTILLERY_FIRE: *label = _("Go to Artillery _Fire"); return "fire";
    case ADJ_STEP_TASK_DEFENSIVE_FIRE: *label = _("Go to _Defensive Fire"); return "deffire";
    case ADJ_STEP_TASK_FIXED_FIRE: *label = _("Go to the _Fire Table"); return "fire";
    case ADJ_STEP_TASK_CHARGE: *label = _("Go to _Charge"); return "charge";
    case ADJ_STEP_TASK_RALLY: *label = _("Go to _Rally"); return "rally";
    case ADJ_STEP_TASK_NONE:
    default:
      *label = NULL;
      return NULL;
    }
}

static void
refresh (AdjStepBar *self)
{
  const AdjGameState *state = self->session != NULL ? adj_glory_session_get_state (self->session) : NULL;
  AdjPrompt p;

  gtk_widget_set_visible (GTK_WIDGET (self), state != NULL);
  /* A message was about the game before this change. */
  adj_game_error_label_set (self->error, NULL);
  if (state == NULL)
    return;
  adj_game_state_prompt (state, &p);
  if (gtk_widget_get_visible (GTK_WIDGET (self->step)))
    {
      AdjBattle *battle = adj_game_state_get_battle (state);
      g_autofree char *title = adj_prompt_title (&p, adj_game_state_fixed_glory (state));
      /* TRANSLATORS: the step, then who does what in it, then its rules */
      g_autofree char *text = p.side >= 0
        ? g_strdup_printf (_("%s. %s: %s (%s)"), title, adj_battle_get_side (battle, (guint) p.side)->name, p.text, p.rule)
        : g_strdup_printf (_("%s. %s (%s)"), title, p.text, p.rule);
      gtk_label_set_text (self->step, text);
    }

  gboolean can_next = adj_action_type_expected (state, ADJ_ACTION_ADVANCE);
  gboolean overrule = adj_action_type_expected (state, ADJ_ACTION_OVERRULE);
  gtk_widget_set_visible (self->next, can_next);
  gtk_widget_set_visible (self->overrule, overrule);
  gtk_widget_set_visible (self->finish, adj_action_type_expected (state, ADJ_ACTION_FINISH));
  /* Set once, and only to new words: a label set twice is laid out twice. */
  g_autofree char *hint = NULL;
  if (can_next)
    {
      g_autoptr (AdjAction) advance = adj_action_advance ();
      g_autoptr (GError) refused = NULL;
      g_autoptr (AdjGameState) after = adj_action_apply (state, advance, &refused);
      if (after == NULL)
        /* What the step still owes, in the engine's words (11.51). */
        /* TRANSLATORS: the engine's reason, with its rule */
        hint = g_strdup_printf (_("Not yet: %s"), refused->message);
      else
        {
          AdjPrompt next;
          g_autofree char *title = NULL;

          adj_game_state_prompt (after, &next);
          title = adj_prompt_title (&next, adj_game_state_fixed_glory (after));
          if (adj_game_state_get_turn (after) != adj_game_state_get_turn (state)
              && next.phase != ADJ_PHASE_GAME_OVER)
            /* Translators: Next ends the turn (rule 3.D) and starts turn %s at its first phase */
            hint = g_strdup_printf (_("Next, by rule %s: turn %s, %s (%s)"), p.rule,
                                    adj_game_state_get_turn_info (after)->label, title, next.rule);
          else
            hint = g_strdup_printf (_("Next, by rule %s: %s (%s)"), p.rule, title, next.rule);
        }
    }
  if (g_strcmp0 (gtk_label_get_text (self->hint), hint != NULL ? hint : "") != 0)
    gtk_label_set_text (self->hint, hint != NULL ? hint : "");

  /* Where the engine says the step is answered, beyond Next. */
  const char *label = NULL;
  const char *target = task_page (adj_game_state_step_task (state), &label);
  if (g_strcmp0 (target, self->page) == 0)
    target = NULL;
  self->go_page = target;
  gtk_widget_set_visible (self->go, target != NULL);
  if (target != NULL)
    {
      gtk_button_set_label (GTK_BUTTON (self->go), label);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->go), "s", target);
      /* Next is the main button when both are there. */
      if (can_next)
        gtk_widget_remove_css_class (self->go, "suggested-action");
      else
        gtk_widget_add_css_class (self->go, "suggested-action");
    }
  gtk_widget_set_visible (GTK_WIDGET (self->hint), can_next);
  gtk_widget_set_visible (self->box, can_next || overrule || target != NULL || gtk_widget_get_visible (self->finish));
}

static void
apply (AdjStepBar *self, AdjAction *action)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjAction) owned = action;

  adj_game_error_label_set (self->error, NULL);
  if (!adj_game_session_apply (self->session, action, &error))
    adj_game_error_label_set (self->error, error->message);
}

static void
on_next (AdjStepBar *self)
{
  apply (self, adj_action_advance ());
}

/* The players' choice to leave what the step owes: recorded, and the
 * journal names what was left (11.51). */
static void
on_overrule (AdjStepBar *self)
{
  apply (self, adj_action_overrule ());
}

static void
on_finish (AdjStepBar *self)
{
  apply (self, adj_action_finish ());
}

const char *
adj_step_bar_get_goto_page (AdjStepBar *self)
{
  g_return_val_if_fail (ADJ_IS_STEP_BAR (self), NULL);
  return self->go_page;
}

static void
adj_step_bar_root (GtkWidget *widget)
{
  AdjStepBar *self = ADJ_STEP_BAR (widget);

  GTK_WIDGET_CLASS (adj_step_bar_parent_class)->root (widget);
  if (!self->watching)
    {
      self->session = adj_window_watch_session (widget, G_CALLBACK (refresh));
      self->watching = self->session != NULL;
    }
  refresh (self);
}

static void
adj_step_bar_dispose (GObject *object)
{
  AdjStepBar *self = ADJ_STEP_BAR (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->session);
  g_clear_pointer (&self->page, g_free);
  G_OBJECT_CLASS (adj_step_bar_parent_class)->dispose (object);
}

static void
adj_step_bar_class_init (AdjStepBarClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_step_bar_dispose;
  GTK_WIDGET_CLASS (klass)->root = adj_step_bar_root;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
adj_step_bar_init (AdjStepBar *self)
{
}

static GtkWidget *
pill (const char *label, const char *name, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  gtk_widget_set_name (button, name);
  gtk_widget_add_css_class (button, "pill");
  if (tooltip != NULL)
    gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

GtkWidget *
adj_step_bar_new (const char *page, gboolean show_step)
{
  AdjStepBar *self = g_object_new (ADJ_TYPE_STEP_BAR, NULL);
  /* Stacked, so that a narrow window fits them. */
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->page = g_strdup (page);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->step = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->step), "step-now");
  gtk_label_set_wrap (self->step, TRUE);
  gtk_label_set_justify (self->step, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->step), "heading");
  gtk_widget_set_visible (GTK_WIDGET (self->step), show_step);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->step));

  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_box_set_homogeneous (GTK_BOX (buttons), TRUE);
  self->next = pill (_("_Next"), "next-button", NULL);
  gtk_widget_add_css_class (self->next, "suggested-action");
  g_signal_connect_swapped (self->next, "clicked", G_CALLBACK (on_next), self);
  gtk_box_append (GTK_BOX (buttons), self->next);
  self->overrule = pill (_("Go on _Anyway"), "overrule-button",
                         _("End the step with units still disordered; the journal records the choice (11.51)"));
  g_signal_connect_swapped (self->overrule, "clicked", G_CALLBACK (on_overrule), self);
  gtk_widget_set_visible (self->overrule, FALSE);
  gtk_box_append (GTK_BOX (buttons), self->overrule);
  self->finish = pill (_("_Command Done"), "finish-button",
                       _("The acting command skips its remaining steps (4.24)"));
  g_signal_connect_swapped (self->finish, "clicked", G_CALLBACK (on_finish), self);
  gtk_box_append (GTK_BOX (buttons), self->finish);
  self->go = pill (NULL, "goto-button", NULL);
  gtk_button_set_use_underline (GTK_BUTTON (self->go), TRUE);
  /* A target before the action name: win.page takes a page's name. */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->go), "s", "turn");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->go), "win.page");
  gtk_widget_set_visible (self->go, FALSE);
  gtk_box_append (GTK_BOX (buttons), self->go);
  gtk_box_append (GTK_BOX (self->box), buttons);

  self->hint = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->hint), "next-hint");
  gtk_label_set_wrap (self->hint, TRUE);
  gtk_label_set_justify (self->hint, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->hint), "dim-label");
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->hint));

  self->error = adj_game_error_label_new ("step-error");
  gtk_box_append (GTK_BOX (self->box), self->error);
  return GTK_WIDGET (self);
}
