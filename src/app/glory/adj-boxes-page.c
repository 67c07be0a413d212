/* adj-boxes-page.c: the Withdrawn and Recovery boxes
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each side's Withdrawn Box (11.41), Recovery Box (11.42) and eliminated
 * units; the combat results that move a unit (disorder, withdraw,
 * eliminate: 11.11, 11.41, 11.27) recorded through the journal; and in the
 * Recovery Phase one roll per unit (11.6, 13), typed or rolled, with the
 * engine's odds before the roll and its verdict after.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "adj-first-frame.h"
#include "adj-flat-rows.h"
#include "adj-game-session.h"
#include "adj-glory-session.h"
#include "adj-label.h"
#include "adj-step-bar.h"
#include "adj-tooltip.h"
#include "adj-window-actions.h"
#include "adj-boxes-page.h"

struct _AdjBoxesPage
{
  GtkWidget       parent_instance;

  AdjGameSession *session;
  gboolean        built;  /* the template is built on the first map */
  guint           game;   /* the session's game the sections are made for */

  /* Made once a game, then updated in place: an action touches only the
   * rows whose text changes. */
  GtkWidget      *results;      /* the combat results section */
  GtkWidget      *results_group;
  GtkWidget      *unit_combo;
  GtkStringList  *unit_names;   /* the combo's list, of the units on the map */
  GArray         *combo_units;  /* the unit of each name */
  GtkWidget      *unit_buttons[3];
  GtkWidget      *unit_error;
  GtkWidget      *box_rows[ADJ_BATTLE_N_SIDES][3];
  GtkWidget      *box_counts[ADJ_BATTLE_N_SIDES][3];
  GtkWidget      *side_groups[ADJ_BATTLE_N_SIDES];
  /* The Recovery Phase's rows, made again when what they show changes. */
  GtkWidget      *recovery;
  GtkWidget      *recover_error;
  GBytes         *recovery_shown;
  GtkWidget      *step_bar;     /* Next out of the Recovery Phase: kept across rebuilds */
  /* The Recovery rows a showing makes before its first frame (a long game's
   * box may hold a hundred units); the rest, and what follows them, after. */
  guint           budget;
  gboolean        short_of_rows;

  /* Template children */
  GtkStack       *state_stack;
  GtkBox         *content_box;
};

G_DEFINE_FINAL_TYPE (AdjBoxesPage, adj_boxes_page, GTK_TYPE_WIDGET)

static void
apply (AdjBoxesPage *self, AdjAction *action, GtkWidget *error_widget)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjAction) owned = action;

  if (!adj_game_session_apply (self->session, action, &error))
    adj_game_error_label_set (error_widget, error->message);
}

/* ---- Recovery Phase (3.D, 11.6, 13) ---- */

/* Rows enough to fill the page's first frame. */
#define FIRST_RECOVERY_ROWS 6

static void
on_recover_record (GtkButton *button, AdjBoxesPage *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (button), "entry");
  guint unit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "unit"));
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  g_autoptr (GError) error = NULL;
  int value;

  if (!adj_die_parse (ADJ_DIE_D10, text, &value, &error))
    {
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      adj_game_error_label_set (self->recover_error, error->message);
      return;
    }
  apply (self, adj_action_recover (unit, adj_roll_typed (value)), self->recover_error);
}

static void
on_recover_roll (GtkButton *button, AdjBoxesPage *self)
{
  guint unit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "unit"));
  apply (self, adj_action_recover (unit, adj_roll_virtual (adj_game_session_new_seed ())), self->recover_error);
}

static GtkWidget *
recovery_row (AdjBoxesPage *self, const AdjGameState *state, guint unit)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  const AdjBattleUnit *u = adj_battle_get_unit (battle, unit);
  const char *side = adj_battle_get_side (battle, adj_battle_unit_side (battle, unit))->name;
  GtkWidget *row = adw_action_row_new ();
  AdjCohesionRoll odds;
  g_autofree char *subtitle = NULL;
  g_autofree char *rating = NULL;

  /* The engine's odds now: 12.4 applied, recovery as on a Night 2 turn
   * when the battle is a refitted Glory I one (14.11) or the turn is one (13). */
  adj_game_state_recovery_odds (state, unit, &odds);
  rating = odds.drop > 0
    /* TRANSLATORS: the cohesion rolled against, lowered by 12.4 from the printed one */
    ? g_strdup_printf (_("%d (%d printed, 12.4)"), odds.cohesion, odds.rating)
    : g_strdup_printf ("%d", odds.cohesion);
  subtitle = odds.failure_eliminates
    /* Translators: the side, then the recovery odds, e.g. "Returns on 3 or less (40%), else eliminated (11.62)" */
    ? g_strdup_printf (_("%s · returns disordered on %s or less (%.0f%%), else eliminated (11.62, 11.64)"),
                       side, rating, odds.probability * 100)
    /* Translators: the last %s is the rule: 13 (a Night 2 turn) or 14.11 (a refitted Glory I battle's night) */
    : g_strdup_printf (_("%s · returns disordered on %s or less (%.0f%%), else stays for another try (%s)"),
                       side, rating, odds.probability * 100, odds.failure_rule);
  g_autofree char *row_name = g_strdup_printf ("recovery-row:%s", u->id);

  gtk_widget_set_name (row, row_name);
  /* The name alone in the title: it wraps rather than being cut. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), u->name);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);

  if (adj_recovery_check (state, unit, NULL))
    {
      g_autofree char *entry_name = g_strdup_printf ("recover-entry:%s", u->id);
      g_autofree char *record_name = g_strdup_printf ("recover-record:%s", u->id);
      g_autofree char *roll_name = g_strdup_printf ("recover-roll:%s", u->id);
      GtkWidget *entry = gtk_entry_new ();
      GtkWidget *record = gtk_button_new_with_mnemonic (_("_Record"));
      GtkWidget *roll = gtk_button_new_from_icon_name ("adjutant-die-symbolic");

      gtk_widget_set_name (entry, entry_name);
      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 3);
      gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 3);
      gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
      gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "0–9");
      gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
      gtk_widget_set_name (record, record_name);
      gtk_widget_set_name (roll, roll_name);
      adj_tooltip_set (roll, _("Adjutant rolls a d10 (0–9)"));
      g_autofree char *entry_a11y = g_strdup_printf (_("Recovery roll of %s"), u->name);
      g_autofree char *record_a11y = g_strdup_printf (_("Record the recovery roll of %s"), u->name);
      g_autofree char *roll_a11y = g_strdup_printf (_("Adjutant rolls for %s"), u->name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, entry_a11y, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (record), GTK_ACCESSIBLE_PROPERTY_LABEL, record_a11y, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (roll), GTK_ACCESSIBLE_PROPERTY_LABEL, roll_a11y, -1);
      gtk_widget_set_valign (record, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (roll, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (record), "entry", entry);
      g_object_set_data (G_OBJECT (record), "unit", GUINT_TO_POINTER (unit));
      g_object_set_data (G_OBJECT (roll), "unit", GUINT_TO_POINTER (unit));
      g_signal_connect (record, "clicked", G_CALLBACK (on_recover_record), self);
      g_signal_connect_swapped (entry, "activate", G_CALLBACK (gtk_widget_activate), record);
      g_signal_connect (roll, "clicked", G_CALLBACK (on_recover_roll), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), entry);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), record);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), roll);
    }
  else
    {
      /* Either this unit has rolled, or it is a night turn without rolls (13). */
      GtkWidget *done = gtk_label_new (adj_action_type_expected (state, ADJ_ACTION_RECOVER)
                                       ? _("Rolled") : _("No roll tonight (13)"));
      gtk_widget_add_css_class (done, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), done);
    }
  return row;
}

static GtkWidget *
build_recovery (AdjBoxesPage *self, const AdjGameState *state)
{
  AdjJournal *journal = adj_game_session_get_journal (self->session);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *tail = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  AdjPrompt p;
  guint n = 0;

  self->short_of_rows = FALSE;
  adj_game_state_prompt (state, &p);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Recovery Phase"));
  g_autofree char *description = adj_game_session_prompt_sentence (p.text, p.rule);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    {
      g_autoptr (GArray) units = adj_game_state_units_with_status (state, side, ADJ_UNIT_RECOVERY);
      for (guint i = 0; i < units->len; i++, n++)
        {
          if (n >= self->budget)
            {
              self->short_of_rows = TRUE;
              break;
            }
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                     recovery_row (self, state, g_array_index (units, guint, i)));
        }
    }
  if (n == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No unit is in a Recovery Box"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  gtk_box_append (GTK_BOX (box), group);
  /* Short of rows, what follows them waits for them: it appears below,
   * and nothing shown moves. */
  gtk_widget_set_visible (tail, !self->short_of_rows);
  gtk_box_append (GTK_BOX (box), tail);
  /* 3.D: the page that finishes the phase offers Next, above the verdict
   * so that it does not move when one appears. */
  GtkWidget *old = gtk_widget_get_parent (self->step_bar);
  if (old != NULL)
    gtk_box_remove (GTK_BOX (old), self->step_bar);
  gtk_box_append (GTK_BOX (tail), self->step_bar);

  /* The verdict of the last roll, in the engine's words with its rule. */
  guint cursor = adj_journal_get_cursor (journal);
  if (cursor > 0 && adj_game_journal_get_action (journal, cursor - 1)->type == ADJ_ACTION_RECOVER)
    {
      g_autofree char *text = adj_journal_describe (journal, cursor - 1);
      GtkWidget *result = gtk_label_new (text);
      gtk_widget_set_name (result, "recover-result");
      gtk_label_set_wrap (GTK_LABEL (result), TRUE);
      gtk_label_set_xalign (GTK_LABEL (result), 0);
      gtk_widget_add_css_class (result, "recover-result");
      gtk_box_append (GTK_BOX (tail), result);
    }
  self->recover_error = adj_game_error_label_new ("recover-error");
  gtk_box_append (GTK_BOX (tail), self->recover_error);
  adj_flat_rows (group);
  adj_label_plain_natural_widths (box);
  return box;
}

/* ---- combat results (11.11, 11.41, 11.27) ---- */

static void
on_unit_action (GtkButton *button, AdjBoxesPage *self)
{
  AdjActionType type = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "type"));
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self->unit_combo));

  if (selected >= self->combo_units->len)
    return;
  apply (self, adj_action_unit (type, g_array_index (self->combo_units, guint, selected)), self->unit_error);
}

static const struct {
  AdjActionType type;
  const char   *label, *name, *tip;
} unit_acts[] = {
  { ADJ_ACTION_DISORDER, N_("_Disorder"), "unit-disorder", N_("Disordered; a second Disorder withdraws it, artillery is eliminated (11.11, 11.41)") },
  { ADJ_ACTION_WITHDRAW, N_("_Withdraw"), "unit-withdraw", N_("To the Withdrawn Box; artillery is eliminated instead (11.41)") },
  { ADJ_ACTION_ELIMINATE, N_("_Eliminate"), "unit-eliminate", N_("Out of the game for good (11.27)") },
};

static GtkWidget *
build_results (AdjBoxesPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  /* The buttons flow onto a second line when the window is narrow. */
  GtkWidget *buttons = gtk_flow_box_new ();

  self->results_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->results_group), _("Combat Results"));
  self->unit_names = gtk_string_list_new (NULL);
  g_array_set_size (self->combo_units, 0);
  self->unit_combo = adw_combo_row_new ();
  gtk_widget_set_name (self->unit_combo, "unit-combo");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->unit_combo), _("Unit"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->unit_combo), G_LIST_MODEL (self->unit_names));
  /* The unit's name as the row's subtitle, which wraps: a long name
   * beside the title would be cut short in a narrow window. */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (self->unit_combo), TRUE);
  g_object_unref (self->unit_names);  /* the combo keeps it */
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->results_group), self->unit_combo);
  gtk_box_append (GTK_BOX (box), self->results_group);

  /* Filling the width, equal: a flow box not filling it is given a
   * height for the wrong width. */
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (buttons), TRUE);
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (buttons), GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (buttons), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (buttons), 6);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (buttons), G_N_ELEMENTS (unit_acts));
  for (guint i = 0; i < G_N_ELEMENTS (unit_acts); i++)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_(unit_acts[i].label));
      gtk_widget_set_name (button, unit_acts[i].name);
      adj_tooltip_set (button, _(unit_acts[i].tip));
      /* Plain buttons, not pills: the three fit a phone-sized window. */
      if (unit_acts[i].type == ADJ_ACTION_ELIMINATE)
        gtk_widget_add_css_class (button, "destructive-action");
      g_object_set_data (G_OBJECT (button), "type", GINT_TO_POINTER (unit_acts[i].type));
      g_signal_connect (button, "clicked", G_CALLBACK (on_unit_action), self);
      gtk_flow_box_append (GTK_FLOW_BOX (buttons), button);
      /* The button takes the focus, not the cell that holds it. */
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
      self->unit_buttons[i] = button;
    }
  gtk_box_append (GTK_BOX (box), buttons);
  self->unit_error = adj_game_error_label_new ("unit-error");
  gtk_box_append (GTK_BOX (box), self->unit_error);
  return box;
}

/* The units on the map by name: only the names that changed are replaced,
 * and the unit picked stays picked while it is on the map. */
static void
update_results (AdjBoxesPage *self, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  gboolean allowed = adj_action_type_expected (state, ADJ_ACTION_WITHDRAW);
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self->unit_combo));
  guint picked = selected < self->combo_units->len ? g_array_index (self->combo_units, guint, selected) : G_MAXUINT;
  g_autoptr (GArray) units = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint old_n = self->combo_units->len, first = 0, tail = 0;

  for (guint u = 0; u < adj_battle_n_units (battle); u++)
    if (adj_game_state_unit_status (state, u) == ADJ_UNIT_ON_MAP)
      {
        const char *side = adj_battle_get_side (battle, adj_battle_unit_side (battle, u))->name;
        g_array_append_val (units, u);
        g_ptr_array_add (names, adj_game_state_unit_disordered (state, u)
          /* Translators: a unit in the list: name, side, and its state */
          ? g_strdup_printf (_("%s (%s, disordered)"), adj_battle_get_unit (battle, u)->name, side)
          : g_strdup_printf ("%s (%s)", adj_battle_get_unit (battle, u)->name, side));
      }
#define SAME_AT(i, j) (g_array_index (self->combo_units, guint, i) == g_array_index (units, guint, j) \
                       && g_str_equal (gtk_string_list_get_string (self->unit_names, i), names->pdata[j]))
  while (first < old_n && first < units->len && SAME_AT (first, first))
    first++;
  while (tail < old_n - first && tail < units->len - first && SAME_AT (old_n - 1 - tail, units->len - 1 - tail))
    tail++;
#undef SAME_AT
  if (first < old_n || first < units->len)
    {
      guint removed = old_n - first - tail, added = units->len - first - tail;

      g_autofree const char **add = g_new0 (const char *, added + 1);

      memcpy (add, names->pdata + first, added * sizeof (char *));
      gtk_string_list_splice (self->unit_names, first, removed, add);
      g_array_remove_range (self->combo_units, first, removed);
      g_array_insert_vals (self->combo_units, first, &g_array_index (units, guint, first), added);
      for (guint i = 0; i < self->combo_units->len; i++)
        if (g_array_index (self->combo_units, guint, i) == picked)
          adw_combo_row_set_selected (ADW_COMBO_ROW (self->unit_combo), i);
    }

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->results_group), allowed
    ? _("Record what a fire or charge did to a unit on the map.")
    : _("Combat results are recorded during steps ii to v of an activation (3.C.2.a)."));
  for (guint i = 0; i < G_N_ELEMENTS (unit_acts); i++)
    gtk_widget_set_sensitive (self->unit_buttons[i], allowed && units->len > 0);
}

/* ---- the boxes ---- */

#define BOX_NAMES_SHOWN 12

static const AdjUnitStatus box_statuses[3] = { ADJ_UNIT_WITHDRAWN, ADJ_UNIT_RECOVERY, ADJ_UNIT_ELIMINATED };

static GtkWidget *
build_side (AdjBoxesPage *self, AdjBattle *battle, guint side)
{
  const char *titles[3] = { _("Withdrawn Box (11.41)"), _("Recovery Box (11.42)"), _("Eliminated (11.27, 11.62)") };
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), adj_battle_get_side (battle, side)->name);
  for (guint b = 0; b < G_N_ELEMENTS (box_statuses); b++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *count = gtk_label_new (NULL);
      g_autofree char *name = g_strdup_printf ("%s:%s", adj_unit_status_to_string (box_statuses[b]),
                                               adj_battle_get_side (battle, side)->id);

      gtk_widget_set_name (row, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), titles[b]);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
      gtk_widget_add_css_class (count, "box-count");
      gtk_widget_set_valign (count, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), count);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      self->box_rows[side][b] = row;
      self->box_counts[side][b] = count;
    }
  return group;
}

/* A box row shows four lines: the first names and how many more, so a box
 * of a hundred units costs no more to show than a box of ten. Text that
 * does not change is not set again. */
static void
update_box (AdjBoxesPage *self, const AdjGameState *state, guint side, guint b)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  g_autoptr (GArray) units = adj_game_state_units_with_status (state, side, box_statuses[b]);
  GString *text = g_string_new (NULL);
  g_autofree char *n = g_strdup_printf ("%u", units->len);

  for (guint i = 0; i < units->len && i < BOX_NAMES_SHOWN; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? ", " : "",
                            adj_battle_get_unit (battle, g_array_index (units, guint, i))->name);
  if (units->len > BOX_NAMES_SHOWN)
    /* Translators: after the first names of the units in a box */
    g_string_append_printf (text, ngettext (" and %u more", " and %u more", units->len - BOX_NAMES_SHOWN),
                            units->len - BOX_NAMES_SHOWN);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->box_rows[side][b]), units->len > 0 ? text->str : _("Empty"));
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->box_counts[side][b])), n) != 0)
    gtk_label_set_text (GTK_LABEL (self->box_counts[side][b]), n);
  if (units->len == 0)
    gtk_widget_add_css_class (self->box_counts[side][b], "dim-label");
  else
    gtk_widget_remove_css_class (self->box_counts[side][b], "dim-label");
  g_string_free (text, TRUE);
}

/* What the Recovery Phase's rows are made from: they are made again only
 * when it changes. */
static GBytes *
recovery_from (AdjBoxesPage *self, const AdjGameState *state)
{
  AdjJournal *journal = adj_game_session_get_journal (self->session);
  guint cursor = adj_journal_get_cursor (journal);
  GByteArray *bytes = g_byte_array_new ();
  guint head[4] = {
    adj_game_state_get_turn (state),
    adj_action_type_expected (state, ADJ_ACTION_RECOVER),
    /* The verdict of the last recovery roll is shown. */
    cursor > 0 && adj_game_journal_get_action (journal, cursor - 1)->type == ADJ_ACTION_RECOVER ? cursor : 0,
    adj_game_state_get_step (state),
  };

  g_byte_array_append (bytes, (const guint8 *) head, sizeof head);
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    {
      g_autoptr (GArray) units = adj_game_state_units_with_status (state, side, ADJ_UNIT_RECOVERY);
      for (guint i = 0; i < units->len; i++)
        {
          guint u = g_array_index (units, guint, i);
          guint unit[2] = { u, adj_recovery_check (state, u, NULL) };
          g_byte_array_append (bytes, (const guint8 *) unit, sizeof unit);
        }
    }
  return g_byte_array_free_to_bytes (bytes);
}

static void
update_recovery (AdjBoxesPage *self, const AdjGameState *state)
{
  g_autoptr (GBytes) shown = NULL;

  if (adj_game_state_get_phase (state) != ADJ_PHASE_RECOVERY)
    {
      if (self->recovery != NULL)
        gtk_box_remove (self->content_box, g_steal_pointer (&self->recovery));
      self->recover_error = NULL;
      self->short_of_rows = FALSE;
      g_clear_pointer (&self->recovery_shown, g_bytes_unref);
      return;
    }
  shown = recovery_from (self, state);
  if (self->recovery != NULL && !self->short_of_rows && g_bytes_equal (shown, self->recovery_shown))
    {
      /* A message was about the action before this one. */
      adj_game_error_label_set (self->recover_error, NULL);
      return;
    }
  g_clear_pointer (&self->recovery_shown, g_bytes_unref);
  self->recovery_shown = g_steal_pointer (&shown);
  if (self->recovery != NULL)
    gtk_box_remove (self->content_box, self->recovery);
  self->recovery = build_recovery (self, state);
  gtk_box_prepend (self->content_box, self->recovery);
}

/* The sections, made once for the game in play. */
static void
build_sections (AdjBoxesPage *self, AdjBattle *battle)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content_box))) != NULL)
    gtk_box_remove (self->content_box, child);
  self->recovery = NULL;
  self->recover_error = NULL;
  g_clear_pointer (&self->recovery_shown, g_bytes_unref);
  self->results = build_results (self);
  gtk_box_append (self->content_box, self->results);
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    {
      self->side_groups[side] = build_side (self, battle, side);
      gtk_box_append (self->content_box, self->side_groups[side]);
    }
  /* The boxes' names wrap in four lines: no width-for-height search. */
  adj_flat_rows (GTK_WIDGET (self->content_box));
  adj_label_plain_natural_widths (GTK_WIDGET (self->content_box));
}

static void
refresh (AdjBoxesPage *self)
{
  const AdjGameState *state = self->session ? adj_glory_session_get_state (self->session) : NULL;

  /* A hidden page catches up when it is shown (map): an action costs
   * only the page on screen. */
  if (!self->built || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  if (state == NULL)
    {
      self->game = 0;
      gtk_stack_set_visible_child_name (self->state_stack, "empty");
      return;
    }
  if (self->game != adj_game_session_get_game_id (self->session))
    {
      self->game = adj_game_session_get_game_id (self->session);
      build_sections (self, adj_game_state_get_battle (state));
    }
  /* A message was about the action before this one. */
  adj_game_error_label_set (self->unit_error, NULL);
  update_recovery (self, state);
  update_results (self, state);
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    for (guint b = 0; b < G_N_ELEMENTS (box_statuses); b++)
      update_box (self, state, side, b);
  /* What the current step asks for comes first: the rolls, or the results. */
  if (adj_action_type_expected (state, ADJ_ACTION_WITHDRAW))
    gtk_box_reorder_child_after (self->content_box, self->results, self->recovery);
  else
    gtk_box_reorder_child_after (self->content_box, self->results, self->side_groups[ADJ_BATTLE_N_SIDES - 1]);
  /* Below Recovery rows still to come, the rest waits for them. */
  gtk_widget_set_visible (self->results, !self->short_of_rows);
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    gtk_widget_set_visible (self->side_groups[side], !self->short_of_rows);
  gtk_stack_set_visible_child_name (self->state_stack, "game");
}

/* Built when first shown, not at start-up: a page the player never opens
 * costs nothing, and the window paints its first frame sooner. */
static void
ensure_built (AdjBoxesPage *self)
{
  if (self->built)
    return;
  self->built = TRUE;
  self->session = adj_window_watch_session (GTK_WIDGET (self), G_CALLBACK (refresh));
  gtk_widget_init_template (GTK_WIDGET (self));
  self->step_bar = g_object_ref_sink (adj_step_bar_new ("boxes", FALSE));
}

static gboolean
show_below_fold (gpointer data)
{
  AdjBoxesPage *self = data;

  /* Not disposed, still short: the rows left and what follows them. */
  if (self->session != NULL && self->short_of_rows)
    refresh (self);
  return G_SOURCE_REMOVE;
}

static void
adj_boxes_page_map (GtkWidget *widget)
{
  AdjBoxesPage *self = ADJ_BOXES_PAGE (widget);

  ensure_built (self);
  GTK_WIDGET_CLASS (adj_boxes_page_parent_class)->map (widget);
  /* What this showing makes before its first frame: the Recovery rows
   * after the first few are made after it. */
  self->budget = gtk_widget_get_frame_clock (widget) != NULL ? FIRST_RECOVERY_ROWS : G_MAXUINT;
  refresh (self);
  self->budget = G_MAXUINT;
  if (self->short_of_rows)
    adj_first_frame_call_after (widget, show_below_fold, self);
}

static void
adj_boxes_page_dispose (GObject *object)
{
  AdjBoxesPage *self = ADJ_BOXES_PAGE (object);

  g_clear_object (&self->session);
  g_clear_pointer (&self->recovery_shown, g_bytes_unref);
  if (self->built)
    {
      GtkWidget *parent = gtk_widget_get_parent (self->step_bar);
      if (parent != NULL)
        gtk_box_remove (GTK_BOX (parent), self->step_bar);
    }
  g_clear_object (&self->step_bar);
  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_BOXES_PAGE);
  G_OBJECT_CLASS (adj_boxes_page_parent_class)->dispose (object);
}

static void
adj_boxes_page_finalize (GObject *object)
{
  g_array_unref (ADJ_BOXES_PAGE (object)->combo_units);
  G_OBJECT_CLASS (adj_boxes_page_parent_class)->finalize (object);
}

static void
adj_boxes_page_class_init (AdjBoxesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_boxes_page_dispose;
  object_class->finalize = adj_boxes_page_finalize;
  widget_class->map = adj_boxes_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/glory/adj-boxes-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjBoxesPage, state_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjBoxesPage, content_box);
}

static void
adj_boxes_page_init (AdjBoxesPage *self)
{
  self->combo_units = g_array_new (FALSE, FALSE, sizeof (guint));
  self->budget = G_MAXUINT;
}
