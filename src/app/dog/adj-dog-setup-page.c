/* adj-dog-setup-page.c: staff, scouting and deployment before the battle
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every Division and Brigade General rolls 1d6 for his quality (15.1, or
 * his nation's row of 20.4 with that option), typed or rolled, with the
 * exact chance of each grade drawn before the roll; the player's General
 * is Capable and an engineer is not diced for. With the scouting option
 * each side names its scouts (20.1-20.3). Then the deployment roll (17.1)
 * and Begin, which the engine allows once nothing is missing. A dispute
 * (4.1) can be settled here at any time.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-dog-common.h"
#include "adj-dog-dispute.h"
#include "adj-dog-scout-panel.h"
#include "adj-dog-setup-page.h"
#include "adj-first-frame.h"
#include "adj-flat-rows.h"
#include "adj-outcome-chart.h"
#include "adj-roll-entry.h"
#include "adj-window-actions.h"
#include "adj-label.h"

struct _AdjDogSetupPage
{
  GtkWidget       parent_instance;

  AdjGameSession *session;
  gboolean        built;
  GPtrArray      *staff_rows;   /* per general of the battle */
  AdjDogBattle   *battle;       /* the staff rows' battle (a ref), NULL before */
  GArray         *to_roll;      /* the general row's choices: battle generals */
  GtkStringList  *to_roll_names;
  GtkWidget      *chart, *roll, *record, *roll_all, *staff_error, *all_rolled;
  GtkWidget      *deploy[2], *deploy_list, *deploy_buttons, *deploy_result, *deploy_error;
  GtkWidget      *missing, *begin, *goto_turn;

  /* Template children */
  GtkStack       *state_stack;
  AdwPreferencesGroup *staff_group;
  AdwPreferencesGroup *form_group;
  AdwComboRow    *general_row;
  GtkBox         *form_box;
  GtkBox         *scouting_box;
  AdwPreferencesGroup *deploy_group;
  GtkBox         *begin_box;
  GtkBox         *dispute_box;
};

G_DEFINE_FINAL_TYPE (AdjDogSetupPage, adj_dog_setup_page, GTK_TYPE_WIDGET)

static const char *
table_name (AdjDogStaffTable table)
{
  switch (table)
    {
    case ADJ_DOG_STAFF_UNION:
      return _("the Union row");
    case ADJ_DOG_STAFF_CONFEDERATE:
      return _("the Confederate row");
    case ADJ_DOG_STAFF_PROMOTION:
      return _("the field promotion table");
    default:
      return _("the staff quality table");
    }
}

/* "Inept on 1 (16.7 %), Capable on 2–5 (66.7 %), Exceptional on 6 (16.7 %)" */
static char *
chances_text (const AdjDogStaffChances *c)
{
  GString *s = g_string_new (NULL);
  for (int g = ADJ_DOG_GRADE_INEPT; g <= ADJ_DOG_GRADE_EXCEPTIONAL; g++)
    {
      if (c->faces[g] == 0)
        continue;
      g_autofree char *faces = adj_dog_faces_text (c->faces[g]);
      g_autofree char *p = adj_dog_percent_text (c->chance[g]);
      /* Translators: a grade, the faces that give it and its chance */
      g_string_append_printf (s, _("%s%s on %s (%s)"), s->len ? ", " : "", adj_dog_grade_name (g), faces, p);
    }
  return g_string_free (s, FALSE);
}

static void
describe_tables (AdjDogSetupPage *self, const AdjDogState *state)
{
  AdjDogBattle *battle = adj_dog_state_get_battle (state);
  const AdjDogRules *rules = adj_dog_battle_get_rules (battle);
  GString *text = g_string_new (NULL);

  for (int side = 0; side < 2; side++)
    {
      AdjDogStaffTable table;
      AdjDogStaffChances c;
      if (!adj_dog_state_staff_table (state, side, &table, NULL))
        continue;
      adj_dog_staff_chances (rules, table, &c);
      g_autofree char *chances = chances_text (&c);
      /* Translators: an army, the table it rolls on, its rule, then the chances */
      g_string_append_printf (text, _("%s%s rolls on %s (%s): %s."), text->len ? "\n" : "",
                              adj_dog_battle_army_name (battle, side), table_name (table),
                              adj_dog_staff_table_rule (rules, table), chances);
    }
  if (g_strcmp0 (adw_preferences_group_get_description (self->staff_group), text->str) != 0)
    adw_preferences_group_set_description (self->staff_group, text->str);
  g_string_free (text, TRUE);
}

static char *
grade_text (const AdjDogState *state, guint i)
{
  const AdjDogGameGeneral *g = adj_dog_battle_general (adj_dog_state_get_battle (state), i);
  const AdjDogGeneralState *gs = adj_dog_state_general (state, i);

  if (g->rank == ADJ_DOG_RANK_ENGINEER)
    return g_strdup (_("Not diced for: an engineer officer"));
  if (g->rank == ADJ_DOG_RANK_GENERAL)
    return g_strdup_printf (_("%s: the player, not diced for (15.1)"), adj_dog_grade_name (gs->grade));
  if (gs->grade == ADJ_DOG_GRADE_NONE)
    return g_strdup (_("Not rolled yet"));
  /* Translators: a grade and the face that gave it */
  return g_strdup_printf (_("%s, rolled %d"), adj_dog_grade_name (gs->grade), gs->roll);
}

static void
refresh_staff (AdjDogSetupPage *self, const AdjDogState *state)
{
  AdjDogBattle *battle = adj_dog_state_get_battle (state);
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  guint selected = adw_combo_row_get_selected (self->general_row);
  int was = selected < self->to_roll->len ? g_array_index (self->to_roll, int, selected) : -1;

  describe_tables (self, state);
  /* The rows are made once for the battle; an action sets the words of
   * those whose general's grade changed. */
  if (battle != self->battle)
    {
      adj_dog_group_clear (self->staff_group, self->staff_rows);
      g_clear_pointer (&self->battle, adj_dog_battle_unref);
      self->battle = adj_dog_battle_ref (battle);
      for (guint i = 0; i < adj_dog_battle_n_generals (battle); i++)
        {
          const AdjDogGameGeneral *g = adj_dog_battle_general (battle, i);
          GtkWidget *row = adj_dog_suffix_row (g->name, NULL, NULL);
          adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
          g_autofree char *name = g_strdup_printf ("dog-staff:%s", g->id);
          gtk_widget_set_name (row, name);
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
          adw_preferences_group_add (self->staff_group, row);
          g_ptr_array_add (self->staff_rows, row);
        }
    }
  g_array_set_size (self->to_roll, 0);
  selected = 0;
  for (guint i = 0; i < adj_dog_battle_n_generals (battle); i++)
    {
      const AdjDogGameGeneral *g = adj_dog_battle_general (battle, i);
      g_autofree char *grade = grade_text (state, i);
      /* Translators: a general's rank and army, then his grade */
      g_autofree char *sub = g_strdup_printf (_("%s, %s\n%s"), adj_dog_rank_name (g->rank),
                                              adj_dog_battle_army_name (battle, g->side), grade);
      GtkWidget *row = self->staff_rows->pdata[i];
      if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), sub) != 0)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sub);
      if (adj_dog_state_get_step (state) == ADJ_DOG_STEP_SETUP && adj_dog_state_needs_staff_roll (state, i))
        {
          int index = (int) i;
          if (index == was)
            selected = self->to_roll->len;
          g_array_append_val (self->to_roll, index);
          g_ptr_array_add (names, (gpointer) g->name);
        }
    }
  g_ptr_array_add (names, NULL);
  adj_dog_string_list_update (self->to_roll_names, (const char * const *) names->pdata);
  adj_dog_choice_set (GTK_WIDGET (self->general_row), selected);
  gboolean any = self->to_roll->len > 0;
  gtk_widget_set_visible (GTK_WIDGET (self->form_group), any);
  gtk_widget_set_visible (GTK_WIDGET (self->form_box), any);
  gtk_widget_set_visible (self->all_rolled, !any);
}

/* The chance of each grade on the chosen general's table, and what the
 * face typed gives. */
static void
refresh_roll (AdjDogSetupPage *self)
{
  const AdjDogState *state = adj_dog_session_get_state (self->session);
  guint selected = adw_combo_row_get_selected (self->general_row);
  AdjOutcomeBar bars[3] = { 0 };
  AdjDogStaffTable table;
  AdjDogStaffChances c;

  if (state == NULL || selected >= self->to_roll->len)
    return;
  AdjDogBattle *battle = adj_dog_state_get_battle (state);
  const AdjDogRules *rules = adj_dog_battle_get_rules (battle);
  const AdjDogGameGeneral *general = adj_dog_battle_general (battle, g_array_index (self->to_roll, int, selected));
  if (!adj_dog_state_staff_table (state, general->side, &table, NULL))
    return;
  adj_dog_staff_chances (rules, table, &c);
  int face = adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (self->roll));
  AdjDogGrade rolled = face >= 1 ? adj_dog_staff_grade (rules, table, face) : ADJ_DOG_GRADE_NONE;
  for (int g = ADJ_DOG_GRADE_INEPT; g <= ADJ_DOG_GRADE_EXCEPTIONAL; g++)
    {
      g_autofree char *faces = adj_dog_faces_text (c.faces[g]);
      bars[g - 1].label = (char *) adj_dog_grade_name (g);
      bars[g - 1].detail = g_strdup_printf (_("faces %s (%s)"), faces, adj_dog_staff_table_rule (rules, table));
      bars[g - 1].probability = c.chance[g];
      bars[g - 1].rolled = g == (int) rolled;
    }
  adj_outcome_chart_set_bars (ADJ_OUTCOME_CHART (self->chart), bars, 3);
  for (int i = 0; i < 3; i++)
    g_free (bars[i].detail);
  if (rolled == ADJ_DOG_GRADE_NONE)
    adj_roll_entry_set_result (ADJ_ROLL_ENTRY (self->roll), NULL, NULL, NULL);
  else
    {
      g_autofree char *shown = g_strdup_printf ("%d", face);
      g_autofree char *detail = g_strdup_printf (_("on %s (%s)"), table_name (table),
                                                 adj_dog_staff_table_rule (rules, table));
      adj_roll_entry_set_result (ADJ_ROLL_ENTRY (self->roll), shown, adj_dog_grade_name (rolled), detail);
    }
}

static void
refresh_deploy (AdjDogSetupPage *self, const AdjDogState *state)
{
  AdjDogBattle *battle = adj_dog_state_get_battle (state);
  int first = adj_dog_state_deploys_first (state);
  AdjDogScouting sc;
  gboolean may_roll = adj_dog_state_get_step (state) == ADJ_DOG_STEP_SETUP && first < 0
                      && (!adj_dog_state_option (state, ADJ_DOG_OPTION_SCOUTING) || adj_dog_state_scouting (state, &sc));

  for (int s = 0; s < 2; s++)
    {
      g_autofree char *title = g_strdup_printf (_("%s rolls (1d6)"), adj_dog_battle_army_name (battle, s));
      /* On screen the army's name alone (the group says both roll 1d6):
       * an entry row cuts a long title short in a narrow window. */
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->deploy[s]), adj_dog_battle_army_name (battle, s));
      adj_dog_set_label (self->deploy[s], title);
    }
  gtk_widget_set_visible (self->deploy_list, may_roll);
  gtk_widget_set_visible (self->deploy_buttons, may_roll);
  g_autofree char *result = first >= 0 ? g_strdup_printf (_("%s sets up a brigade first."),
                                                          adj_dog_battle_army_name (battle, first))
                                       : g_strdup (may_roll ? _("Not rolled.") : _("Name the scouts first (20.1)."));
  gtk_label_set_text (GTK_LABEL (self->deploy_result), result);
}

static void
refresh (AdjDogSetupPage *self)
{
  const AdjDogState *state = self->built ? adj_dog_page_state (self->session, self->state_stack) : NULL;

  if (state == NULL)
    return;
  refresh_staff (self, state);
  refresh_roll (self);
  refresh_deploy (self, state);

  gboolean setup = adj_dog_state_get_step (state) == ADJ_DOG_STEP_SETUP;
  g_autofree char *missing = setup ? adj_dog_state_setup_missing (state) : NULL;
  g_autofree char *text = !setup ? g_strdup (_("The battle has begun."))
                          : missing != NULL ? g_strdup_printf (_("Not yet: %s."), missing)
                          : g_strdup (_("Ready: deploy brigade by brigade, then begin (17.1)."));
  gtk_label_set_text (GTK_LABEL (self->missing), text);
  gtk_widget_set_visible (self->begin, setup);
  gtk_widget_set_sensitive (self->begin, setup && missing == NULL);
  gtk_widget_set_visible (self->goto_turn, !setup);
}

static void
apply (AdjDogSetupPage *self, AdjDogMove *move, GtkWidget *error_label)
{
  g_autoptr (GError) error = NULL;

  adj_game_error_label_set (error_label, NULL);
  if (!adj_dog_session_apply (self->session, move, &error))
    adj_game_error_label_set (error_label, error->message);
}

static void
on_record (AdjDogSetupPage *self)
{
  guint selected = adw_combo_row_get_selected (self->general_row);
  int face = adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (self->roll));

  if (selected >= self->to_roll->len || face < 1)
    {
      adj_game_error_label_set (self->staff_error, _("Type or roll the die first."));
      return;
    }
  apply (self, adj_dog_move_staff (g_array_index (self->to_roll, int, selected), adj_dog_roll_typed (face)),
         self->staff_error);
  adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (self->roll), -1);
}

/* One step: every general still to roll, each with a die of his own. */
static void
on_roll_all (AdjDogSetupPage *self)
{
  g_autoptr (GPtrArray) moves = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < self->to_roll->len; i++)
    g_ptr_array_add (moves, adj_dog_move_staff (g_array_index (self->to_roll, int, i),
                                                adj_dog_roll_virtual (adj_game_session_new_seed ())));
  adj_game_error_label_set (self->staff_error, NULL);
  if (!adj_dog_session_apply_group (self->session, moves, &error))
    adj_game_error_label_set (self->staff_error, error->message);
}

static void
on_deploy_record (AdjDogSetupPage *self)
{
  int rolls[2];

  for (int s = 0; s < 2; s++)
    {
      g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->deploy[s]))));
      g_autoptr (GError) error = NULL;
      if (!adj_die_parse (ADJ_DIE_D6, text, &rolls[s], &error))
        {
          adj_game_error_label_set (self->deploy_error, error->message);
          return;
        }
    }
  apply (self, adj_dog_move_roll_off (ADJ_DOG_MOVE_DEPLOY_ROLL, adj_dog_roll_off_typed (rolls[0], rolls[1])),
         self->deploy_error);
}

static void
on_deploy_roll (AdjDogSetupPage *self)
{
  apply (self, adj_dog_move_roll_off (ADJ_DOG_MOVE_DEPLOY_ROLL, adj_dog_roll_off_virtual (adj_game_session_new_seed ())),
         self->deploy_error);
}

static void
on_begin (AdjDogSetupPage *self)
{
  apply (self, adj_dog_move_simple (ADJ_DOG_MOVE_BEGIN), self->staff_error);
}

static GtkWidget *
pill (GtkBox *box, const char *name, const char *label, gboolean suggested, GCallback callback, gpointer data)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  gtk_widget_set_name (button, name);
  gtk_widget_add_css_class (button, "pill");
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  if (callback != NULL)
    g_signal_connect_swapped (button, "clicked", callback, data);
  gtk_box_append (box, button);
  return button;
}

static void
build (AdjDogSetupPage *self)
{
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->staff_rows = g_ptr_array_new ();
  self->to_roll = g_array_new (FALSE, FALSE, sizeof (int));
  self->to_roll_names = gtk_string_list_new (NULL);
  adw_combo_row_set_model (self->general_row, G_LIST_MODEL (self->to_roll_names));
  adj_dog_set_label (GTK_WIDGET (self->general_row), _("General to roll for"));
  self->chart = adj_outcome_chart_new ();
  gtk_widget_set_name (self->chart, "dog-staff-chart");
  gtk_box_append (self->form_box, self->chart);
  self->roll = adj_roll_entry_new ();
  gtk_widget_set_name (self->roll, "dog-staff-roll");
  adj_roll_entry_set_dice (ADJ_ROLL_ENTRY (self->roll), ADJ_DIE_D6, 1);
  adj_roll_entry_set_caption (ADJ_ROLL_ENTRY (self->roll), _("rolled"));
  gtk_box_append (self->form_box, self->roll);
  self->staff_error = adj_game_error_label_new ("dog-staff-error");
  gtk_box_append (self->form_box, self->staff_error);
  gtk_widget_set_halign (buttons, GTK_ALIGN_START);
  gtk_box_append (self->form_box, buttons);
  self->record = pill (GTK_BOX (buttons), "dog-staff-record", _("_Record the Roll"), TRUE, G_CALLBACK (on_record), self);
  self->roll_all = adj_dog_button_new ("dog-staff-roll-all", "adjutant-die-symbolic", _("Roll for _Every General"));
  gtk_widget_add_css_class (self->roll_all, "pill");
  g_signal_connect_swapped (self->roll_all, "clicked", G_CALLBACK (on_roll_all), self);
  gtk_box_append (GTK_BOX (buttons), self->roll_all);
  self->all_rolled = adj_dog_label_new (_("Every general's quality is rolled."), "dim-label");
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->form_box))), self->all_rolled,
                              GTK_WIDGET (self->form_box));
  g_signal_connect_swapped (self->general_row, "notify::selected", G_CALLBACK (refresh_roll), self);
  g_signal_connect_swapped (self->roll, "notify::roll", G_CALLBACK (refresh_roll), self);

  gtk_box_append (self->scouting_box, adj_dog_scout_panel_new ());

  /* A list of its own, hidden whole when there is nothing to roll. */
  self->deploy_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->deploy_list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->deploy_list, "boxed-list");
  adw_preferences_group_add (self->deploy_group, self->deploy_list);
  for (int s = 0; s < 2; s++)
    {
      g_autofree char *name = g_strdup_printf ("dog-deploy-%d", s);
      self->deploy[s] = adw_entry_row_new ();
      gtk_widget_set_name (self->deploy[s], name);
      adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (self->deploy[s]), GTK_INPUT_PURPOSE_DIGITS);
      gtk_list_box_append (GTK_LIST_BOX (self->deploy_list), self->deploy[s]);
    }
  self->deploy_buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (self->deploy_buttons, 12);
  gtk_widget_set_halign (self->deploy_buttons, GTK_ALIGN_START);
  pill (GTK_BOX (self->deploy_buttons), "dog-deploy-record", _("Record the _Rolls"), FALSE,
        G_CALLBACK (on_deploy_record), self);
  GtkWidget *both = adj_dog_button_new ("dog-deploy-roll", "adjutant-die-symbolic", _("Roll for _Both"));
  gtk_widget_add_css_class (both, "pill");
  g_signal_connect_swapped (both, "clicked", G_CALLBACK (on_deploy_roll), self);
  gtk_box_append (GTK_BOX (self->deploy_buttons), both);
  adw_preferences_group_add (self->deploy_group, self->deploy_buttons);
  self->deploy_error = adj_game_error_label_new ("dog-deploy-error");
  adw_preferences_group_add (self->deploy_group, self->deploy_error);
  self->deploy_result = adj_dog_label_new (NULL, "heading");
  gtk_widget_set_name (self->deploy_result, "dog-deploy-result");
  gtk_widget_set_margin_top (self->deploy_result, 6);
  adw_preferences_group_add (self->deploy_group, self->deploy_result);

  self->missing = adj_dog_label_new (NULL, NULL);
  gtk_widget_set_name (self->missing, "dog-setup-missing");
  gtk_label_set_justify (GTK_LABEL (self->missing), GTK_JUSTIFY_CENTER);
  gtk_box_append (self->begin_box, self->missing);
  self->begin = pill (self->begin_box, "dog-begin", _("_Begin the Battle"), TRUE, G_CALLBACK (on_begin), self);
  self->goto_turn = adj_dog_goto_button_new ("dog-setup-goto-turn", _("Go to _The Turn"), "dog-turn");
  gtk_widget_add_css_class (self->goto_turn, "suggested-action");
  gtk_box_append (self->begin_box, self->goto_turn);

  gtk_box_append (self->dispute_box, adj_dog_dispute_new ());
}

static void
adj_dog_setup_page_map (GtkWidget *widget)
{
  AdjDogSetupPage *self = ADJ_DOG_SETUP_PAGE (widget);
  gboolean first = !self->built;

  if (first)
    {
      self->built = TRUE;
      self->session = adj_dog_page_init (widget, &self->state_stack, "preferences-system-symbolic", G_CALLBACK (refresh));
      build (self);
    }
  GTK_WIDGET_CLASS (adj_dog_setup_page_parent_class)->map (widget);
  refresh (self);  /* What this showing made, before its first frame. */
  adj_label_plain_natural_widths (widget);
  adj_flat_rows (widget);
  /* Below the staff's rows, the first showing lays out after its first
   * frame (docs/design.md, a page within 100 ms); a later one keeps the
   * place the player scrolled to. */
  if (first)
    {
      adj_first_frame_show_after (widget, GTK_WIDGET (self->scouting_box));
      adj_first_frame_show_after (widget, GTK_WIDGET (self->deploy_group));
      adj_first_frame_show_after (widget, GTK_WIDGET (self->begin_box));
      adj_first_frame_show_after (widget, GTK_WIDGET (self->dispute_box));
    }
}

static void
adj_dog_setup_page_dispose (GObject *object)
{
  AdjDogSetupPage *self = ADJ_DOG_SETUP_PAGE (object);

  g_clear_object (&self->session);
  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_DOG_SETUP_PAGE);
  g_clear_pointer (&self->staff_rows, g_ptr_array_unref);
  g_clear_pointer (&self->battle, adj_dog_battle_unref);
  g_clear_pointer (&self->to_roll, g_array_unref);
  g_clear_object (&self->to_roll_names);
  G_OBJECT_CLASS (adj_dog_setup_page_parent_class)->dispose (object);
}

static void
adj_dog_setup_page_class_init (AdjDogSetupPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_dog_setup_page_dispose;
  widget_class->map = adj_dog_setup_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjutant/Adjutant/dog/adj-dog-setup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDogSetupPage, state_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjDogSetupPage, staff_group);
  gtk_widget_class_bind_template_child (widget_class, AdjDogSetupPage, form_group);
  gtk_widget_class_bind_template_child (widget_class, AdjDogSetupPage, general_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDogSetupPage, form_box);
  gtk_widget_class_bind_template_child (widget_class, AdjDogSetupPage, scouting_box);
  gtk_widget_class_bind_template_child (widget_class, AdjDogSetupPage, deploy_group);
  gtk_widget_class_bind_template_child (widget_class, AdjDogSetupPage, begin_box);
  gtk_widget_class_bind_template_child (widget_class, AdjDogSetupPage, dispute_box);
}

static void
adj_dog_setup_page_init (AdjDogSetupPage *self)
{
}
