/* adj-dog-turn-page.c: the turn, its phases and what comes next
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Where a game of Days of Glory stands (18): the turn, the step with the
 * engine's prompt and rule, the last thing recorded, the initiative roll
 * (both dice typed, or rolled by Adjutant; a draw is refused and rolled
 * again, 18.1), and the phases of the turn in order for the initiative
 * player. Next takes the step the engine allows, and says beforehand
 * where it leads by asking the engine to apply it (a pure function); End
 * closes the game after the second Close Assault (19). Each step offers
 * the page that does its work: staff before the battle, units and morale
 * tests in the phases, the winner at the end.
 */

#include "config.h"

#include <glib/gi18n.h>

#include <core/procedure.h>

#include "adj-dog-common.h"
#include "adj-dog-turn-page.h"
#include "adj-window-actions.h"
#include "adj-flat-rows.h"
#include "adj-label.h"

enum { GOTO_SETUP, GOTO_UNITS, GOTO_MORALE, GOTO_SHEETS, GOTO_WINNER, N_GOTO };

struct _AdjDogTurnPage
{
  GtkWidget       parent_instance;

  AdjGameSession *session;
  gboolean        built;
  GtkWidget      *rolls[2];
  GtkWidget      *record_button, *roll_button;
  GtkWidget      *next_button, *next_hint, *end_button, *overrule_button;
  GtkWidget      *objectives_box, *objectives[2];
  GtkWidget      *gotos[N_GOTO];
  GPtrArray      *track_rows;

  /* Template children */
  GtkStack       *state_stack;
  GtkLabel       *battle_label;
  GtkLabel       *turn_label;
  AdwActionRow   *phase_row;
  GtkLabel       *rule_label;
  AdwActionRow   *last_row;
  AdwPreferencesGroup *initiative_group;
  GtkLabel       *error_label;
  GtkBox         *actions_box;
  AdwPreferencesGroup *track_group;
};

G_DEFINE_FINAL_TYPE (AdjDogTurnPage, adj_dog_turn_page, GTK_TYPE_WIDGET)

static void
show_error (AdjDogTurnPage *self, const char *message)
{
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

static void
apply (AdjDogTurnPage *self, AdjDogMove *move)
{
  g_autoptr (GError) error = NULL;

  show_error (self, NULL);
  if (!adj_dog_session_apply (self->session, move, &error))
    show_error (self, error->message);
}

/* "Morale Phase: Southern Demonstration Division", or the step alone. */
static char *
step_title (AdjDogBattle *battle, AdjDogStep step, int side)
{
  if (side < 0)
    return g_strdup (adj_dog_step_name (step));
  /* Translators: a phase and the army whose part of it this is */
  return g_strdup_printf (_("%s: %s"), adj_dog_step_name (step), adj_dog_battle_army_name (battle, side));
}

/* Set only what differs: a label, a row's title or subtitle, a class. */
static void
set_label (GtkLabel *label, const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

static void
set_title (GtkWidget *row, const char *title)
{
  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
}

static void
set_subtitle (GtkWidget *row, const char *subtitle)
{
  if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), subtitle) != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
}

static void
set_class (GtkWidget *widget, const char *css_class, gboolean on)
{
  if (gtk_widget_has_css_class (widget, css_class) == on)
    return;
  if (on)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

/* Who plays a phase (18): the rows say it beside the army the title
 * names once the initiative is known. */
static const char *
step_who (AdjDogStep step)
{
  switch (step)
    {
    case ADJ_DOG_STEP_INITIATIVE:
      return _("Both players");
    case ADJ_DOG_STEP_SHOOTING:
      return _("Both players, the initiative player rolling first");
    case ADJ_DOG_STEP_MORALE_FIRST:
    case ADJ_DOG_STEP_MOVEMENT_FIRST:
    case ADJ_DOG_STEP_ASSAULT_FIRST:
      return _("The initiative player");
    default:
      return _("The other player");
    }
}

static GtkWidget *
track_label (const char *css, int lines, float yalign)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, css);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (label), lines);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_NONE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), yalign);
  gtk_widget_set_hexpand (label, TRUE);
  return label;
}

/* The phases' rows, made once: each with its rule, who plays it and a
 * hidden "Now" mark (the row's "adj-dog-here"). A row is a preferences
 * row (its title the phase's) laid out by a grid as an AdwActionRow looks
 * (the same margins and style classes): GTK 4.8 allocates an action row's
 * box by asking its wrapping title its width for the row's height, a
 * search through layouts of the text at many widths, and every initiative
 * roll and its undo retitle six of these rows; a grid asks a label its
 * height for a width only. */
static void
build_track (AdjDogTurnPage *self)
{
  for (AdjDogStep step = ADJ_DOG_STEP_INITIATIVE; step <= ADJ_DOG_STEP_ASSAULT_SECOND; step++)
    {
      GtkWidget *row = adw_preferences_row_new ();
      GtkWidget *grid = gtk_grid_new ();
      GtkWidget *title = track_label ("title", 3, 1.0f);
      GtkWidget *who = track_label ("subtitle", 4, 0.0f);
      GtkWidget *rule = gtk_label_new (adj_dog_step_rule (step));
      GtkWidget *here = gtk_image_new_from_icon_name ("go-next-symbolic");
      g_autofree char *name = g_strdup_printf ("dog-track-%s", adj_dog_step_to_string (step));

      gtk_widget_set_name (row, name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      g_object_bind_property (row, "title", title, "label", G_BINDING_SYNC_CREATE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), adj_dog_step_name (step));
      gtk_label_set_text (GTK_LABEL (who), step_who (step));
      /* An action row's header: 12 px either side, 50 px high at least,
       * 6 px between its parts and above and below the title, 3 px
       * between the title and its subtitle. */
      gtk_widget_set_margin_start (grid, 12);
      gtk_widget_set_margin_end (grid, 12);
      gtk_widget_set_size_request (grid, -1, 50);
      gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
      gtk_grid_set_row_spacing (GTK_GRID (grid), 3);
      gtk_widget_set_margin_top (title, 6);
      gtk_widget_set_margin_bottom (who, 6);
      adj_dog_set_label (here, _("Now"));
      gtk_widget_set_visible (here, FALSE);
      gtk_widget_set_margin_end (here, 6);
      gtk_widget_set_valign (here, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (rule, "rule-tag");
      gtk_widget_set_valign (rule, GTK_ALIGN_CENTER);
      gtk_grid_attach (GTK_GRID (grid), here, 0, 0, 1, 2);
      gtk_grid_attach (GTK_GRID (grid), title, 1, 0, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), who, 1, 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), rule, 2, 0, 1, 2);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), grid);
      /* A row of text only is read, not stopped at by Tab. */
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_widget_set_focusable (row, FALSE);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL,
                                      GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, who, NULL, -1);
      g_object_set_data (G_OBJECT (row), "adj-dog-here", here);
      adw_preferences_group_add (self->track_group, row);
      g_ptr_array_add (self->track_rows, row);
    }
}

/* Each phase's title (with the army once the initiative is known) and
 * which is now: set where they differ, the rows kept. */
static void
refresh_track (AdjDogTurnPage *self, const AdjDogState *state)
{
  AdjDogBattle *battle = adj_dog_state_get_battle (state);
  AdjDogStep now = adj_dog_state_get_step (state);
  int initiative = adj_dog_state_get_initiative (state);

  gtk_widget_set_visible (GTK_WIDGET (self->track_group), now != ADJ_DOG_STEP_SETUP);
  for (AdjDogStep step = ADJ_DOG_STEP_INITIATIVE; step <= ADJ_DOG_STEP_ASSAULT_SECOND; step++)
    {
      GtkWidget *row = self->track_rows->pdata[step - ADJ_DOG_STEP_INITIATIVE];
      int side = adj_dog_step_side (step, now == ADJ_DOG_STEP_INITIATIVE ? -1 : initiative);
      g_autofree char *title = step_title (battle, step, side);

      set_title (row, title);
      gtk_widget_set_visible (g_object_get_data (G_OBJECT (row), "adj-dog-here"), step == now);
      set_class (row, "accent", step == now);
      set_class (row, "dim-label", step < now);
    }
}

/* What Next leads to, from the engine itself. */
static void
refresh_next (AdjDogTurnPage *self, const AdjDogState *state)
{
  g_autoptr (AdjDogMove) next = adj_dog_move_simple (ADJ_DOG_MOVE_NEXT);
  g_autoptr (AdjDogState) after = adj_dog_move_apply (state, next, NULL);
  AdjDogStep step = adj_dog_state_get_step (state);

  /* What the step still owes (the engine's list): Next stays, to say it,
   * and the players may go on anyway, recorded (issue 25). */
  gboolean owes = adj_dog_state_overrulable (state);
  gtk_widget_set_visible (self->next_button, after != NULL || owes);
  gtk_widget_set_visible (self->overrule_button, owes);
  gtk_widget_set_visible (self->end_button, step == ADJ_DOG_STEP_ASSAULT_SECOND);
  gtk_widget_set_visible (self->objectives_box,
                          step == ADJ_DOG_STEP_ASSAULT_SECOND
                            && adj_dog_state_option (state, ADJ_DOG_OPTION_OBJECTIVES));
  if (owes)
    {
      g_autoptr (GPtrArray) owed = adj_dog_state_owed (state);
      GString *list = g_string_new (NULL);
      for (guint i = 0; i < owed->len; i++)
        {
          const AdjStepItem *it = owed->pdata[i];
          /* Translators: one thing the step owes and its rule, in a list */
          g_string_append_printf (list, i ? _("; %s (%s)") : _("%s (%s)"), it->text, it->rule);
        }
      /* Translators: what the step still owes before Next */
      g_autofree char *hint = g_strdup_printf (_("Before Next: %s"), list->str);
      g_string_free (list, TRUE);
      set_label (GTK_LABEL (self->next_hint), hint);
      return;
    }
  if (after == NULL)
    {
      set_label (GTK_LABEL (self->next_hint), "");
      return;
    }
  AdjDogBattle *battle = adj_dog_state_get_battle (after);
  AdjDogStep to = adj_dog_state_get_step (after);
  g_autofree char *title = step_title (battle, to, adj_dog_state_acting_side (after));
  g_autofree char *hint = adj_dog_state_get_turn (after) != adj_dog_state_get_turn (state)
    /* Translators: Next ends the turn and starts the next one at its first phase */
    ? g_strdup_printf (_("Next: turn %d, %s (%s)"), adj_dog_state_get_turn (after), title, adj_dog_step_rule (to))
    : g_strdup_printf (_("Next: %s (%s)"), title, adj_dog_step_rule (to));
  set_label (GTK_LABEL (self->next_hint), hint);
}

static void
refresh_gotos (AdjDogTurnPage *self, AdjDogStep step)
{
  gboolean shown[N_GOTO] = { FALSE };

  shown[GOTO_SETUP] = step == ADJ_DOG_STEP_SETUP;
  shown[GOTO_UNITS] = step > ADJ_DOG_STEP_INITIATIVE && step < ADJ_DOG_STEP_ENDED;
  shown[GOTO_MORALE] = step >= ADJ_DOG_STEP_MORALE_FIRST && step <= ADJ_DOG_STEP_MOVEMENT_SECOND;
  shown[GOTO_SHEETS] = step >= ADJ_DOG_STEP_SHOOTING && step < ADJ_DOG_STEP_ENDED;
  shown[GOTO_WINNER] = step == ADJ_DOG_STEP_ENDED || step == ADJ_DOG_STEP_ASSAULT_SECOND;
  for (int g = 0; g < N_GOTO; g++)
    gtk_widget_set_visible (self->gotos[g], shown[g]);
  /* The page that does this step's work is the main button when Next is not. */
  for (int g = 0; g < N_GOTO; g++)
    set_class (self->gotos[g], "suggested-action", (g == GOTO_SETUP && step == ADJ_DOG_STEP_SETUP)
                                                     || (g == GOTO_WINNER && step == ADJ_DOG_STEP_ENDED));
}

static void
refresh (AdjDogTurnPage *self)
{
  const AdjDogState *state = self->built ? adj_dog_page_state (self->session, self->state_stack) : NULL;
  AdjJournal *journal;
  const char *text, *rule;
  int side;

  if (state == NULL)
    return;
  AdjDogBattle *battle = adj_dog_state_get_battle (state);
  AdjDogStep step = adj_dog_state_get_step (state);
  g_autofree char *headline = adj_dog_state_headline (state);

  set_label (self->battle_label, adj_dog_battle_get_title (battle));
  set_label (self->turn_label, headline);
  adj_dog_state_prompt (state, &text, &rule, &side);
  g_autofree char *title = step_title (battle, step, side);
  g_autofree char *sentence = adj_game_session_prompt_sentence (text, NULL);
  set_title (GTK_WIDGET (self->phase_row), title);
  set_subtitle (GTK_WIDGET (self->phase_row), sentence);
  g_autofree char *rule_text = g_strdup_printf (_("Rule %s"), rule);
  set_label (self->rule_label, rule_text);

  journal = adj_game_session_get_journal (self->session);
  guint cursor = adj_journal_get_cursor (journal);
  gtk_widget_set_visible (GTK_WIDGET (self->last_row), cursor > 0);
  if (cursor > 0)
    {
      g_autofree char *last = adj_journal_describe (journal, cursor - 1);
      set_subtitle (GTK_WIDGET (self->last_row), last);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->initiative_group), step == ADJ_DOG_STEP_INITIATIVE);
  for (int s = 0; s < 2; s++)
    {
      /* Translators: an army's initiative roll */
      g_autofree char *roll_title = g_strdup_printf (_("%s rolls (1d6)"), adj_dog_battle_army_name (battle, s));
      /* On screen the army's name alone (the group says both roll 1d6):
       * an entry row cuts a long title short in a narrow window. */
      set_title (self->rolls[s], adj_dog_battle_army_name (battle, s));
      adj_dog_set_label (self->rolls[s], roll_title);
      g_autofree char *took = g_strdup_printf (_("%s took its objectives (19.2)"), adj_dog_battle_army_name (battle, s));
      set_title (gtk_widget_get_ancestor (self->objectives[s], ADW_TYPE_ACTION_ROW), took);
      adj_dog_set_label (self->objectives[s], took);
    }
  refresh_next (self, state);
  refresh_gotos (self, step);
  refresh_track (self, state);
}

static gboolean
parse_roll (AdjDogTurnPage *self, int s, int *out)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->rolls[s]))));
  g_autoptr (GError) error = NULL;

  gtk_widget_remove_css_class (self->rolls[s], "error");
  if (adj_die_parse (ADJ_DIE_D6, text, out, &error))
    return TRUE;
  AdjDogBattle *battle = adj_dog_state_get_battle (adj_dog_session_get_state (self->session));
  /* Translators: an army, then the reason its roll is refused */
  g_autofree char *message = g_strdup_printf (_("%s: %s"), adj_dog_battle_army_name (battle, s), error->message);
  show_error (self, message);
  gtk_widget_add_css_class (self->rolls[s], "error");
  return FALSE;
}

static void
on_record (AdjDogTurnPage *self)
{
  int rolls[2];

  if (!parse_roll (self, 0, &rolls[0]) || !parse_roll (self, 1, &rolls[1]))
    return;
  apply (self, adj_dog_move_roll_off (ADJ_DOG_MOVE_INITIATIVE, adj_dog_roll_off_typed (rolls[0], rolls[1])));
  if (!gtk_widget_get_visible (GTK_WIDGET (self->error_label)))
    for (int s = 0; s < 2; s++)
      gtk_editable_set_text (GTK_EDITABLE (self->rolls[s]), "");
}

static void
on_roll (AdjDogTurnPage *self)
{
  apply (self, adj_dog_move_roll_off (ADJ_DOG_MOVE_INITIATIVE, adj_dog_roll_off_virtual (adj_game_session_new_seed ())));
}

static void
on_next (AdjDogTurnPage *self)
{
  apply (self, adj_dog_move_simple (ADJ_DOG_MOVE_NEXT));
}

static void
on_overrule (AdjDogTurnPage *self)
{
  apply (self, adj_dog_move_simple (ADJ_DOG_MOVE_OVERRULE));
}

static void
on_end (AdjDogTurnPage *self)
{
  apply (self, adj_dog_move_end (gtk_switch_get_active (GTK_SWITCH (self->objectives[0])),
                                 gtk_switch_get_active (GTK_SWITCH (self->objectives[1]))));
}

static GtkWidget *
pill (const char *name, const char *label, gboolean suggested)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  gtk_widget_set_name (button, name);
  gtk_widget_add_css_class (button, "pill");
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  return button;
}

static void
build_initiative (AdjDogTurnPage *self)
{
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  for (int s = 0; s < 2; s++)
    {
      g_autofree char *name = g_strdup_printf ("dog-initiative-%d", s);
      self->rolls[s] = adw_entry_row_new ();
      gtk_widget_set_name (self->rolls[s], name);
      adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (self->rolls[s]), GTK_INPUT_PURPOSE_DIGITS);
      adw_preferences_group_add (self->initiative_group, self->rolls[s]);
    }
  g_signal_connect_swapped (self->rolls[1], "entry-activated", G_CALLBACK (on_record), self);
  self->record_button = pill ("dog-initiative-record", _("_Record Rolls"), TRUE);
  self->roll_button = adj_dog_button_new ("dog-initiative-roll", "adjutant-die-symbolic", _("Roll for _Both"));
  gtk_widget_add_css_class (self->roll_button, "pill");
  gtk_widget_set_tooltip_text (self->roll_button, _("Adjutant rolls 1d6 for each player until one is higher"));
  g_signal_connect_swapped (self->record_button, "clicked", G_CALLBACK (on_record), self);
  g_signal_connect_swapped (self->roll_button, "clicked", G_CALLBACK (on_roll), self);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (buttons, 12);
  gtk_box_append (GTK_BOX (buttons), self->record_button);
  gtk_box_append (GTK_BOX (buttons), self->roll_button);
  adw_preferences_group_add (self->initiative_group, buttons);
}

static void
build_actions (AdjDogTurnPage *self)
{
  static const struct { const char *name, *label, *page; } gotos[N_GOTO] = {
    { "dog-goto-setup", N_("Go to _Before the Battle"), "dog-setup" },
    { "dog-goto-units", N_("Change _Units"), "dog-units" },
    { "dog-goto-morale", N_("Take a _Morale Test"), "dog-morale" },
    { "dog-goto-sheets", N_("Your _Charts"), "dog-sheets" },
    { "dog-goto-winner", N_("See the _Winner"), "dog-winner" },
  };
  GtkWidget *group = adw_preferences_group_new ();

  self->next_button = pill ("dog-next", _("_Next"), TRUE);
  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (on_next), self);
  gtk_box_append (self->actions_box, self->next_button);
  self->next_hint = adj_dog_label_new (NULL, "dim-label");
  gtk_widget_set_name (self->next_hint, "dog-next-hint");
  gtk_label_set_justify (GTK_LABEL (self->next_hint), GTK_JUSTIFY_CENTER);
  gtk_label_set_xalign (GTK_LABEL (self->next_hint), 0.5);
  gtk_box_append (self->actions_box, self->next_hint);
  self->overrule_button = pill ("dog-overrule", _("Go On _Anyway"), FALSE);
  gtk_widget_set_tooltip_text (self->overrule_button,
                               _("End the phase with what it still owes, by the players' choice; the journal "
                                 "records it"));
  g_signal_connect_swapped (self->overrule_button, "clicked", G_CALLBACK (on_overrule), self);
  gtk_box_append (self->actions_box, self->overrule_button);

  for (int s = 0; s < 2; s++)
    {
      g_autofree char *name = g_strdup_printf ("dog-objectives-%d", s);
      self->objectives[s] = gtk_switch_new ();
      gtk_widget_set_name (self->objectives[s], name);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), adj_dog_suffix_row ("", NULL, self->objectives[s]));
    }
  self->objectives_box = group;
  gtk_box_append (self->actions_box, group);
  self->end_button = pill ("dog-end", _("_End the Game"), FALSE);
  gtk_widget_set_tooltip_text (self->end_button, _("The game ends after this Close Assault Phase (19)"));
  g_signal_connect_swapped (self->end_button, "clicked", G_CALLBACK (on_end), self);
  gtk_box_append (self->actions_box, self->end_button);
  for (int g = 0; g < N_GOTO; g++)
    {
      self->gotos[g] = adj_dog_goto_button_new (gotos[g].name, _(gotos[g].label), gotos[g].page);
      gtk_box_append (self->actions_box, self->gotos[g]);
    }
}

static void
ensure_built (AdjDogTurnPage *self)
{
  if (self->built)
    return;
  self->built = TRUE;
  self->session = adj_dog_page_init (GTK_WIDGET (self), &self->state_stack, "view-list-ordered-symbolic", G_CALLBACK (refresh));
  self->track_rows = g_ptr_array_new ();
  build_initiative (self);
  build_actions (self);
  build_track (self);
}

static void
adj_dog_turn_page_map (GtkWidget *widget)
{
  AdjDogTurnPage *self = ADJ_DOG_TURN_PAGE (widget);

  ensure_built (self);
  GTK_WIDGET_CLASS (adj_dog_turn_page_parent_class)->map (widget);
  refresh (self);
  /* The step's row and the last one recorded change with every step:
   * rows not searched width for height (docs/design.md). */
  adj_flat_rows (widget);
  adj_label_plain_natural_widths (widget);
}

static void
adj_dog_turn_page_dispose (GObject *object)
{
  AdjDogTurnPage *self = ADJ_DOG_TURN_PAGE (object);

  g_clear_object (&self->session);
  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_DOG_TURN_PAGE);
  g_clear_pointer (&self->track_rows, g_ptr_array_unref);
  G_OBJECT_CLASS (adj_dog_turn_page_parent_class)->dispose (object);
}

static void
adj_dog_turn_page_class_init (AdjDogTurnPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_dog_turn_page_dispose;
  widget_class->map = adj_dog_turn_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjutant/Adjutant/dog/adj-dog-turn-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDogTurnPage, state_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjDogTurnPage, battle_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDogTurnPage, turn_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDogTurnPage, phase_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDogTurnPage, rule_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDogTurnPage, last_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDogTurnPage, initiative_group);
  gtk_widget_class_bind_template_child (widget_class, AdjDogTurnPage, error_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDogTurnPage, actions_box);
  gtk_widget_class_bind_template_child (widget_class, AdjDogTurnPage, track_group);
}

static void
adj_dog_turn_page_init (AdjDogTurnPage *self)
{
}
