/* adj-turn-page.c: the turn, the phase and what comes next
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Where the game stands in the Sequence of Play (3): the turn on the turn
 * record track, night turns (13), the phase and step with the engine's
 * prompt and rule, and one Next button that takes the step the engine
 * allows. What Next leads to is found by asking the engine to apply it to
 * the current state (a pure function), so the page never guesses a rule.
 * The initiative rolls (5.21) are typed in or rolled here.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-game-session.h"
#include "adj-glory-session.h"
#include "adj-window-actions.h"
#include "adj-turn-page.h"

struct _AdjTurnPage
{
  GtkWidget       parent_instance;

  AdjGameSession *session;
  gboolean        built;  /* the template is built on the first map */
  char           *track_hash;  /* the battle and turn the track shows */
  guint           track_turn;

  /* Template children */
  GtkStack       *state_stack;
  GtkLabel       *battle_label;
  GtkLabel       *turn_label;
  GtkLabel       *night_label;
  GtkLabel       *variant_label;
  GtkFlowBox     *track_box;
  AdwActionRow   *phase_row;
  GtkLabel       *rule_label;
  AdwActionRow   *outcome_row;
  AdwPreferencesGroup *initiative_group;
  AdwEntryRow    *init_entry0;
  AdwEntryRow    *init_entry1;
  GtkLabel       *input_error;
  GtkWidget      *initiative_buttons;
  GtkButton      *init_record;
  GtkButton      *init_roll;
  GtkWidget      *next_box;
  GtkButton      *next_button;
  GtkButton      *finish_button;
  GtkButton      *goto_button;
  GtkLabel       *next_hint;
};

G_DEFINE_FINAL_TYPE (AdjTurnPage, adj_turn_page, GTK_TYPE_WIDGET)

static char *
prompt_title (const AdjPrompt *p, gboolean fixed_glory)
{
  const char *step = adj_step_title (p->step, fixed_glory);
  return step != NULL ? g_strdup_printf ("%s: %s", adj_phase_title (p->phase), step)
                      : g_strdup (adj_phase_title (p->phase));
}

static void
show_error (AdjTurnPage *self, const char *message)
{
  gtk_label_set_text (self->input_error, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->input_error), message != NULL);
}

static const char *
side_name (AdjBattle *battle, guint side)
{
  return adj_battle_get_side (battle, side)->name;
}

static void
refresh_track (AdjTurnPage *self, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  GtkWidget *child;

  /* Made again only when the turn (or the battle) changes. */
  if (g_strcmp0 (self->track_hash, adj_battle_get_hash (battle)) == 0
      && self->track_turn == adj_game_state_get_turn (state))
    return;
  g_free (self->track_hash);
  self->track_hash = g_strdup (adj_battle_get_hash (battle));
  self->track_turn = adj_game_state_get_turn (state);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->track_box))) != NULL)
    gtk_flow_box_remove (self->track_box, child);
  for (guint t = 0; t < adj_battle_n_turns (battle); t++)
    {
      const AdjBattleTurn *turn = adj_battle_get_turn (battle, t);
      GtkWidget *label = gtk_label_new (turn->label);
      gtk_widget_add_css_class (label, "track-turn");
      if (turn->night)
        gtk_widget_add_css_class (label, "night");
      if (t < adj_game_state_get_turn (state))
        gtk_widget_add_css_class (label, "past");
      if (t == adj_game_state_get_turn (state))
        gtk_widget_add_css_class (label, "current");
      gtk_flow_box_append (self->track_box, label);
    }
}

static void
refresh_initiative (AdjTurnPage *self, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  guint turn = adj_game_state_get_turn (state);
  AdjInitiativeResult odds;
  AdwEntryRow *entries[ADJ_BATTLE_N_SIDES] = { self->init_entry0, self->init_entry1 };

  adj_initiative_calculate (battle, turn, &odds);
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    {
      GString *title = g_string_new (NULL);
      /* Translators: %s is a side, e.g. "Union roll (d10, 0–9)" */
      g_string_printf (title, _("%s roll (d10, 0–9)"), side_name (battle, side));
      for (guint i = 0; i < odds.modifiers[side]->len; i++)
        {
          const AdjModifier *m = &g_array_index (odds.modifiers[side], AdjModifier, i);
          g_string_append_printf (title, ", %+d (%s)", m->value, m->rule);
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entries[side]), title->str);
      g_string_free (title, TRUE);
    }
  g_autofree char *description =
    g_strdup_printf (_("Higher total wins. Before the roll: %s %.0f%%, %s %.0f%%, tie %.0f%% (no initiative)."),
                     side_name (battle, 0), odds.win[0] * 100, side_name (battle, 1), odds.win[1] * 100,
                     odds.tie * 100);
  adw_preferences_group_set_description (self->initiative_group, description);
  adj_initiative_result_clear (&odds);
}

/* Whether a unit in a Recovery Box may still roll (11.6, 13). */
static gboolean
any_recovery_roll (const AdjGameState *state)
{
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    {
      g_autoptr (GArray) units = adj_game_state_units_with_status (state, side, ADJ_UNIT_RECOVERY);
      for (guint i = 0; i < units->len; i++)
        if (adj_recovery_check (state, g_array_index (units, guint, i), NULL))
          return TRUE;
    }
  return FALSE;
}

/* What Next does now and what it leads to, from the engine itself. */
static void
refresh_next (AdjTurnPage *self, const AdjGameState *state, const AdjPrompt *p)
{
  gboolean can_next = adj_action_type_expected (state, ADJ_ACTION_ADVANCE);
  const char *goto_label = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->next_button), can_next);
  gtk_widget_set_visible (GTK_WIDGET (self->finish_button),
                          adj_action_type_expected (state, ADJ_ACTION_FINISH));
  if (can_next)
    {
      g_autoptr (AdjAction) advance = adj_action_advance ();
      g_autoptr (AdjGameState) after = adj_action_apply (state, advance, NULL);
      if (after != NULL)
        {
          AdjPrompt next;
          g_autofree char *title = NULL;
          g_autofree char *hint = NULL;

          adj_game_state_prompt (after, &next);
          title = prompt_title (&next, adj_game_state_fixed_glory (after));
          if (adj_game_state_get_turn (after) != adj_game_state_get_turn (state)
              && next.phase != ADJ_PHASE_GAME_OVER)
            /* Translators: Next ends the turn (rule 3.D) and starts turn %s at its first phase */
            hint = g_strdup_printf (_("Next, by rule %s: turn %s, %s (%s)"), p->rule,
                                    adj_game_state_get_turn_info (after)->label, title, next.rule);
          else
            hint = g_strdup_printf (_("Next, by rule %s: %s (%s)"), p->rule, title, next.rule);
          gtk_label_set_text (self->next_hint, hint);
        }
    }
  else
    gtk_label_set_text (self->next_hint, "");

  switch (p->phase)
    {
    case ADJ_PHASE_HOLD_OUT:
    case ADJ_PHASE_SELECTION:
    case ADJ_PHASE_DRAW:
      goto_label = _("Go to _Activation Markers");
      break;
    case ADJ_PHASE_ACTIVATION:
      if (p->step == ADJ_STEP_CHOOSE)
        goto_label = _("Choose on _Activation Markers");
      break;
    case ADJ_PHASE_RECOVERY:
      if (any_recovery_roll (state))
        goto_label = _("Recovery Rolls on _Boxes");
      break;
    default:
      break;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->goto_button), goto_label != NULL);
  if (goto_label != NULL)
    {
      gtk_button_set_label (self->goto_button, goto_label);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (self->goto_button), "s",
                                        p->phase == ADJ_PHASE_RECOVERY ? "boxes" : "pool");
      /* Next is the main button when both are there. */
      if (can_next)
        gtk_widget_remove_css_class (GTK_WIDGET (self->goto_button), "suggested-action");
      else
        gtk_widget_add_css_class (GTK_WIDGET (self->goto_button), "suggested-action");
    }
  gtk_widget_set_visible (self->next_box, can_next || goto_label != NULL);
}

static void
refresh (AdjTurnPage *self)
{
  const AdjGameState *state = self->session ? adj_glory_session_get_state (self->session) : NULL;
  AdjJournal *journal = self->session ? adj_game_session_get_journal (self->session) : NULL;
  AdjPrompt p;

  /* A hidden page catches up when it is shown (map): an action costs
   * only the page on screen. */
  if (!self->built || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  if (state == NULL)
    {
      gtk_stack_set_visible_child_name (self->state_stack, "empty");
      return;
    }
  gtk_stack_set_visible_child_name (self->state_stack, "game");

  AdjBattle *battle = adj_game_state_get_battle (state);
  const AdjBattleTurn *turn = adj_game_state_get_turn_info (state);
  gtk_label_set_text (self->battle_label, adj_battle_get_title (battle));
  if (adj_game_state_get_phase (state) == ADJ_PHASE_GAME_OVER)
    gtk_label_set_text (self->turn_label, _("Game Over"));
  else
    {
      /* Translators: the turn's label on the turn record track, e.g. "Turn 0600" */
      g_autofree char *text = g_strdup_printf (_("Turn %s"), turn->label);
      gtk_label_set_text (self->turn_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->night_label),
                          adj_game_state_get_phase (state) != ADJ_PHASE_GAME_OVER && turn->night);
  /* No turn after the last (Game Over): found by the crash test playing
   * its script to the end. */
  gtk_label_set_text (self->night_label, turn != NULL && turn->night2 ? _("Night 2 (13)") : _("Night (13)"));
  gtk_widget_set_visible (GTK_WIDGET (self->variant_label), adj_game_state_fixed_glory (state));
  refresh_track (self, state);

  adj_game_state_prompt (state, &p);
  g_autofree char *title = prompt_title (&p, adj_game_state_fixed_glory (state));
  g_autofree char *sentence = adj_game_session_prompt_sentence (p.text, NULL);
  g_autofree char *subtitle = p.side >= 0
    ? g_strdup_printf ("%s: %s", side_name (battle, (guint) p.side), p.text)
    : g_strdup (sentence);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->phase_row), title);
  adw_action_row_set_subtitle (self->phase_row, subtitle);
  g_autofree char *rule = g_strdup_printf (_("Rule %s"), p.rule);
  gtk_label_set_text (self->rule_label, rule);

  guint cursor = adj_journal_get_cursor (journal);
  gtk_widget_set_visible (GTK_WIDGET (self->outcome_row), cursor > 0);
  if (cursor > 0)
    {
      g_autofree char *last = adj_journal_describe (journal, cursor - 1);
      adw_action_row_set_subtitle (self->outcome_row, last);
    }

  gboolean rolling = p.phase == ADJ_PHASE_INITIATIVE;
  gtk_widget_set_visible (GTK_WIDGET (self->initiative_group), rolling);
  gtk_widget_set_visible (self->initiative_buttons, rolling);
  if (rolling)
    refresh_initiative (self, state);
  refresh_next (self, state, &p);
}

static void
apply (AdjTurnPage *self, AdjAction *action)
{
  g_autoptr (GError) error = NULL;

  show_error (self, NULL);
  if (!adj_game_session_apply (self->session, action, &error))
    show_error (self, error->message);
  adj_action_free (action);
}

static gboolean
parse_roll (AdjTurnPage *self, AdwEntryRow *entry, AdjBattle *battle, guint side, int *out)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));

  gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
  if (adj_die_parse (ADJ_DIE_D10, text, out, &error))
    return TRUE;
  /* Translators: "Union: '10' is not …" — the side, then the engine's reason */
  g_autofree char *message = g_strdup_printf (_("%s: %s"), side_name (battle, side), error->message);
  show_error (self, message);
  gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
  return FALSE;
}

static void
on_init_record (AdjTurnPage *self)
{
  AdjBattle *battle = adj_glory_session_get_battle (self->session);
  int rolls[ADJ_BATTLE_N_SIDES];

  if (!parse_roll (self, self->init_entry0, battle, 0, &rolls[0])
      || !parse_roll (self, self->init_entry1, battle, 1, &rolls[1]))
    return;
  gtk_editable_set_text (GTK_EDITABLE (self->init_entry0), "");
  gtk_editable_set_text (GTK_EDITABLE (self->init_entry1), "");
  apply (self, adj_action_initiative (adj_roll_typed (rolls[0]), adj_roll_typed (rolls[1])));
}

static void
on_init_roll (AdjTurnPage *self)
{
  apply (self, adj_action_initiative (adj_roll_virtual (adj_game_session_new_seed ()),
                                      adj_roll_virtual (adj_game_session_new_seed ())));
}

static void
on_next (AdjTurnPage *self)
{
  apply (self, adj_action_advance ());
}

static void
on_finish (AdjTurnPage *self)
{
  apply (self, adj_action_finish ());
}

/* Built when first shown, not at start-up: a page the player never opens
 * costs nothing, and the window paints its first frame sooner. */
static void
ensure_built (AdjTurnPage *self)
{
  if (self->built)
    return;
  self->built = TRUE;
  self->session = adj_window_watch_session (GTK_WIDGET (self), G_CALLBACK (refresh));
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->init_record, "clicked", G_CALLBACK (on_init_record), self);
  g_signal_connect_swapped (self->init_roll, "clicked", G_CALLBACK (on_init_roll), self);
  g_signal_connect_swapped (self->init_entry1, "entry-activated", G_CALLBACK (on_init_record), self);
  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (on_next), self);
  g_signal_connect_swapped (self->finish_button, "clicked", G_CALLBACK (on_finish), self);
}

static void
adj_turn_page_map (GtkWidget *widget)
{
  AdjTurnPage *self = ADJ_TURN_PAGE (widget);

  ensure_built (self);
  GTK_WIDGET_CLASS (adj_turn_page_parent_class)->map (widget);
  refresh (self);
}

static void
adj_turn_page_dispose (GObject *object)
{
  AdjTurnPage *self = ADJ_TURN_PAGE (object);

  g_clear_object (&self->session);
  g_clear_pointer (&self->track_hash, g_free);
  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_TURN_PAGE);
  G_OBJECT_CLASS (adj_turn_page_parent_class)->dispose (object);
}

static void
adj_turn_page_class_init (AdjTurnPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_turn_page_dispose;
  widget_class->map = adj_turn_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/glory/adj-turn-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, state_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, battle_label);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, turn_label);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, night_label);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, variant_label);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, track_box);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, phase_row);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, rule_label);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, outcome_row);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, initiative_group);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, init_entry0);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, init_entry1);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, input_error);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, initiative_buttons);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, init_record);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, init_roll);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, next_box);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, next_button);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, finish_button);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, goto_button);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, next_hint);
}

static void
adj_turn_page_init (AdjTurnPage *self)
{
}
