/* adj-turn-page.c: the turn, the phase and what comes next
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Where the game stands in the Sequence of Play (3): the turn on the turn
 * record track, night turns (13), the phase and step with the engine's
 * prompt and rule, and an AdjStepBar: Next, Command Done and the page that
 * answers the current step. The turn track names its night turns (13) in
 * a legend. The initiative rolls (5.21) are typed in or rolled here.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-game-session.h"
#include "adj-glory-session.h"
#include "adj-window-actions.h"
#include "adj-combat-text.h"
#include "adj-step-bar.h"
#include "adj-turn-page.h"

struct _AdjTurnPage
{
  GtkWidget       parent_instance;

  AdjGameSession *session;
  gboolean        built;  /* the template is built on the first map */
  char           *track_hash;  /* the battle and turn the track shows */
  guint           track_turn;
  char           *movement_key;  /* what the movement rows show */

  /* Template children */
  GtkStack       *state_stack;
  GtkLabel       *battle_label;
  GtkLabel       *turn_label;
  GtkLabel       *night_label;
  GtkLabel       *variant_label;
  GtkFlowBox     *track_box;
  GtkWidget      *night_legend;
  AdwActionRow   *phase_row;
  GtkLabel       *rule_label;
  AdwActionRow   *outcome_row;
  AdwPreferencesGroup *movement_group;
  GtkListBox     *movement_list;
  GtkListBox     *movement_notes;
  AdwPreferencesGroup *initiative_group;
  AdwEntryRow    *init_entry0;
  AdwEntryRow    *init_entry1;
  GtkLabel       *input_error;
  GtkWidget      *initiative_buttons;
  GtkButton      *init_record;
  GtkButton      *init_roll;
  GtkBox         *next_box;
};

G_DEFINE_FINAL_TYPE (AdjTurnPage, adj_turn_page, GTK_TYPE_WIDGET)

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
  gboolean any_night = FALSE;

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
      gboolean now = t == adj_game_state_get_turn (state);
      gtk_widget_add_css_class (label, "track-turn");
      if (turn->night)
        gtk_widget_add_css_class (label, "night");
      if (t < adj_game_state_get_turn (state))
        gtk_widget_add_css_class (label, "past");
      if (now)
        gtk_widget_add_css_class (label, "current");
      gtk_flow_box_append (self->track_box, label);
      /* A cell of the track: read out with what it is, not a Tab stop. */
      child = gtk_widget_get_parent (label);
      gtk_widget_set_focusable (child, FALSE);
      g_autofree char *name = turn->night2 ? g_strdup_printf (_("Turn %s, Night 2 (13)"), turn->label)
                              : turn->night ? g_strdup_printf (_("Turn %s, night (13)"), turn->label)
                                            : g_strdup_printf (_("Turn %s"), turn->label);
      g_autofree char *a11y = now ? g_strdup_printf (_("%s, the turn now"), name) : g_strdup (name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      any_night |= turn->night;
    }
  gtk_widget_set_visible (self->night_legend, any_night);
}

/* 6.13 for the units and leaders acting now, night's changes with it
 * (13, 14.11): the engine's answer, row by row. */
static void
refresh_movement (AdjTurnPage *self, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  AdjMovement mv;

  GString *key = g_string_new (NULL);

  adj_game_state_movement (state, &mv);
  /* The rows are made again only when what they say changes: most actions
   * leave the movement of the acting units as it was. */
  g_string_append_printf (key, "%s %d\x1e", adj_battle_get_hash (battle), mv.night);
  for (guint i = 0; i < mv.moves->len; i++)
    {
      const AdjMoveInfo *m = &g_array_index (mv.moves, AdjMoveInfo, i);
      g_string_append_printf (key, "%d %u %d %d %d %d %d %s %s\x1e", m->leader, m->index, m->may_move, m->extended,
                              m->movement, m->extended_bonus, m->extended_movement, m->rule, m->text);
    }
  for (guint i = 0; mv.notes != NULL && i < mv.notes->len; i++)
    {
      const AdjCombatNote *n = &g_array_index (mv.notes, AdjCombatNote, i);
      g_string_append_printf (key, "%d %s %s\x1e", n->kind, n->rule, n->text);
    }
  if (g_strcmp0 (key->str, self->movement_key) == 0)
    {
      g_string_free (key, TRUE);
      adj_movement_clear (&mv);
      return;
    }
  g_free (self->movement_key);
  self->movement_key = g_string_free (key, FALSE);
  adj_list_box_clear (self->movement_list);
  for (guint i = 0; i < mv.moves->len; i++)
    {
      const AdjMoveInfo *m = &g_array_index (mv.moves, AdjMoveInfo, i);
      const char *name = m->leader ? adj_battle_get_leader (battle, m->index)->name
                                   : adj_battle_get_unit (battle, m->index)->name;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *rule = gtk_label_new (m->rule);
      g_autofree char *row_name = g_strdup_printf ("move:%s", m->leader ? adj_battle_get_leader (battle, m->index)->id
                                                                        : adj_battle_get_unit (battle, m->index)->id);
      g_autofree char *subtitle = !m->may_move
        /* TRANSLATORS: why the unit does not move, with its rule */
        ? g_strdup_printf (_("Does not move: %s"), m->text)
        : m->extended
        /* TRANSLATORS: Movement Allowance, the Extended Movement bonus and the total (the
         * condition is the note under the list) */
        ? g_strdup_printf (_("MA %d; Extended Movement %+d: %d"), m->movement, m->extended_bonus,
                           m->extended_movement)
        : g_strdup_printf (_("MA %d; no Extended Movement: %s"), m->movement, m->text);

      gtk_widget_set_name (row, row_name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_add_css_class (rule, "rule-tag");
      gtk_widget_set_valign (rule, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), rule);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_widget_set_focusable (row, FALSE);
      gtk_list_box_append (self->movement_list, row);
    }
  adj_note_list_fill (self->movement_notes, GTK_WIDGET (self->movement_notes), mv.notes);
  gtk_widget_set_visible (GTK_WIDGET (self->movement_group), mv.moves->len > 0);
  if (mv.night)
    adw_preferences_group_set_description (self->movement_group, _("A night turn (13): what the night changes is "
                                                                   "listed under the units"));
  else
    adw_preferences_group_set_description (self->movement_group, NULL);
  adj_movement_clear (&mv);
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
  g_autofree char *title = adj_prompt_title (&p, adj_game_state_fixed_glory (state));
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

  refresh_movement (self, state);

  gboolean rolling = p.phase == ADJ_PHASE_INITIATIVE;
  gtk_widget_set_visible (GTK_WIDGET (self->initiative_group), rolling);
  gtk_widget_set_visible (self->initiative_buttons, rolling);
  if (rolling)
    refresh_initiative (self, state);
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
  gtk_box_append (self->next_box, adj_step_bar_new ("turn", FALSE));
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
  g_clear_pointer (&self->movement_key, g_free);
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
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, night_legend);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, phase_row);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, rule_label);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, outcome_row);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, movement_group);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, movement_list);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, movement_notes);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, initiative_group);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, init_entry0);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, init_entry1);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, input_error);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, initiative_buttons);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, init_record);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, init_roll);
  gtk_widget_class_bind_template_child (widget_class, AdjTurnPage, next_box);
}

static void
adj_turn_page_init (AdjTurnPage *self)
{
}
