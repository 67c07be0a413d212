/* adj-rally-page.c: the Rally step of a command's activation (11.5)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Step vi (3.C.2.a.vi): the disordered units of the acting command, each
 * with the engine's odds (11.52, 12.4; automatic at night, 13) and, when
 * the engine lets it try, its roll typed or rolled here; a unit it does
 * not let try says why, with the rule. The step bar under the list is
 * Next, which the engine refuses while a unit may still try (11.51), and
 * Go on Anyway, the players' recorded choice to leave them. A unit keeps
 * its row after its roll, so nothing moves under the next click.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-game-session.h"
#include "adj-glory-session.h"
#include "adj-label.h"
#include "adj-rally-page.h"
#include "adj-step-bar.h"
#include "adj-tooltip.h"
#include "adj-window-actions.h"

struct _AdjRallyPage
{
  GtkWidget       parent_instance;

  AdjGameSession *session;
  gboolean        built;  /* the template is built on the first map */
  char           *shown;  /* the game and journal cursor the rows show */
  GPtrArray      *rows;
  guint           rows_game;  /* the game the unit rows are of */
  gboolean        rows_none;  /* the one row saying no unit is disordered */
  GtkWidget      *error;

  /* Template children */
  GtkStack            *state_stack;
  GtkBox              *content_box;
  AdwPreferencesGroup *rally_group;
  GtkBox              *next_box;
  GtkLabel            *result_label;
};

G_DEFINE_FINAL_TYPE (AdjRallyPage, adj_rally_page, GTK_TYPE_WIDGET)

static void
apply (AdjRallyPage *self, AdjAction *action)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjAction) owned = action;

  adj_game_error_label_set (self->error, NULL);
  if (!adj_game_session_apply (self->session, action, &error))
    adj_game_error_label_set (self->error, error->message);
}

static void
on_record (GtkButton *button, AdjRallyPage *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (button), "entry");
  guint unit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "unit"));
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  g_autoptr (GError) error = NULL;
  int value;

  if (!adj_die_parse (ADJ_DIE_D10, text, &value, &error))
    {
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      adj_game_error_label_set (self->error, error->message);
      return;
    }
  AdjRoll roll = adj_roll_typed (value);
  apply (self, adj_action_rally (unit, &roll, 0));
}

static void
on_roll (GtkButton *button, AdjRallyPage *self)
{
  guint unit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "unit"));
  AdjRoll roll = adj_roll_virtual (adj_game_session_new_seed ());
  apply (self, adj_action_rally (unit, &roll, 0));
}

/* 13: at night a unit that did nothing rallies without a roll. */
static void
on_night_rally (GtkButton *button, AdjRallyPage *self)
{
  guint unit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "unit"));
  apply (self, adj_action_rally (unit, NULL, 0));
}

/* Named "@what:ID" for the tests, and for the screen reader by @a11y. */
static void
name_it (GtkWidget *widget, const char *what, const char *id, const char *a11y)
{
  g_autofree char *name = g_strconcat (what, ":", id, NULL);
  gtk_widget_set_name (widget, name);
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
}

/* The roll's controls: an entry and Record, and Adjutant's die; at night
 * one button, as no die is rolled (13). Off (@live FALSE) once the unit
 * has tried: the row keeps its height, so the rows and Next below it stay
 * under the pointer (issue 25). */
static void
add_controls (AdjRallyPage *self, GtkWidget *row, const AdjBattleUnit *u, guint unit, gboolean night, gboolean live)
{
  if (night)
    {
      GtkWidget *rally = gtk_button_new_with_mnemonic (_("_Rally"));
      g_autofree char *a11y = g_strdup_printf (_("Rally %s without a roll (13)"), u->name);
      name_it (rally, "rally-night", u->id, a11y);
      g_object_set_data (G_OBJECT (rally), "unit", GUINT_TO_POINTER (unit));
      g_signal_connect (rally, "clicked", G_CALLBACK (on_night_rally), self);
      gtk_widget_set_sensitive (rally, live);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), rally);
      g_ptr_array_add (g_object_get_data (G_OBJECT (row), "controls"), rally);
      return;
    }
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *record = gtk_button_new_with_mnemonic (_("_Record"));
  GtkWidget *roll = gtk_button_new_from_icon_name ("adjutant-die-symbolic");
  g_autofree char *entry_a11y = g_strdup_printf (_("Rally roll of %s"), u->name);
  g_autofree char *record_a11y = g_strdup_printf (_("Record the rally roll of %s"), u->name);
  g_autofree char *roll_a11y = g_strdup_printf (_("Adjutant rolls for %s"), u->name);

  name_it (entry, "rally-entry", u->id, entry_a11y);
  name_it (record, "rally-record", u->id, record_a11y);
  name_it (roll, "rally-roll", u->id, roll_a11y);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 3);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 3);
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "0–9");
  adj_tooltip_set (roll, _("Adjutant rolls a d10 (0–9)"));
  g_object_set_data (G_OBJECT (record), "entry", entry);
  g_object_set_data (G_OBJECT (record), "unit", GUINT_TO_POINTER (unit));
  g_object_set_data (G_OBJECT (roll), "unit", GUINT_TO_POINTER (unit));
  g_signal_connect (record, "clicked", G_CALLBACK (on_record), self);
  g_signal_connect_swapped (entry, "activate", G_CALLBACK (gtk_widget_activate), record);
  g_signal_connect (roll, "clicked", G_CALLBACK (on_roll), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), entry);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), record);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), roll);
  gtk_widget_set_sensitive (entry, live);
  gtk_widget_set_sensitive (record, live);
  gtk_widget_set_sensitive (roll, live);
  g_ptr_array_add (g_object_get_data (G_OBJECT (row), "controls"), entry);
  g_ptr_array_add (g_object_get_data (G_OBJECT (row), "controls"), record);
  g_ptr_array_add (g_object_get_data (G_OBJECT (row), "controls"), roll);
}

/* What a unit's row says: whether it may try, has tried, is still
 * disordered, its odds, and the night. A row keeps its controls (and what
 * is typed there) while these words stay the same. */
static char *
row_words (const AdjGameState *state, guint unit)
{
  g_autoptr (GError) why = NULL;
  gboolean disordered = adj_game_state_unit_disordered (state, unit);
  gboolean may = disordered && adj_rally_check (state, unit, 0, &why);
  AdjCohesionRoll odds = { 0 };

  if (may)
    adj_game_state_rally_odds (state, unit, &odds);
  return g_strdup_printf ("%d %d %d %d %d %d %d %.6f %s", adj_game_state_is_night (state), disordered, may,
                          adj_game_state_unit_rally_tried (state, unit), odds.cohesion, odds.rating, odds.drop,
                          odds.probability, why != NULL ? why->message : "");
}

/* A unit's row brought to the game: its subtitle and controls made again
 * only when its words change, as a changed wrapping subtitle is measured
 * anew at many widths (GTK 4.8). */
static void
update_row (AdjRallyPage *self, GtkWidget *row, const AdjGameState *state)
{
  guint unit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "unit"));
  const AdjBattleUnit *u = adj_battle_get_unit (adj_game_state_get_battle (state), unit);
  gboolean night = adj_game_state_is_night (state);
  GPtrArray *controls = g_object_get_data (G_OBJECT (row), "controls");
  g_autofree char *words = row_words (state, unit);
  g_autoptr (GError) why = NULL;
  g_autofree char *subtitle = NULL;
  AdjCohesionRoll odds;

  if (g_strcmp0 (words, g_object_get_data (G_OBJECT (row), "words")) == 0)
    return;
  g_object_set_data_full (G_OBJECT (row), "words", g_steal_pointer (&words), g_free);
  for (guint i = 0; i < controls->len; i++)
    adw_action_row_remove (ADW_ACTION_ROW (row), controls->pdata[i]);
  g_ptr_array_set_size (controls, 0);

  if (!adj_game_state_unit_disordered (state, unit))
    {
      /* Tried and rallied (11.52): the row stays, with the verdict. */
      subtitle = g_strdup (_("Rallied: in good order again (11.52)"));
    }
  else if (adj_rally_check (state, unit, 0, &why))
    {
      adj_game_state_rally_odds (state, unit, &odds);
      subtitle = night ? g_strdup (_("Did nothing this activation: rallies without a roll (13)"))
                 : odds.drop > 0
                 /* TRANSLATORS: the disordered cohesion, the printed one, the chance */
                 ? g_strdup_printf (_("Rallies on %d or less (%d printed, 12.4): %.0f%% (11.52)"), odds.cohesion,
                                    odds.rating, odds.probability * 100)
                 /* TRANSLATORS: the disordered cohesion, then the chance */
                 : g_strdup_printf (_("Rallies on %d or less: %.0f%% (11.52)"), odds.cohesion, odds.probability * 100);
      add_controls (self, row, u, unit, night, TRUE);
    }
  else
    subtitle = g_strdup (why->message);
  if (subtitle != NULL && adj_game_state_unit_rally_tried (state, unit))
    add_controls (self, row, u, unit, night, FALSE);
  if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), subtitle) != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
}

static GtkWidget *
unit_row (AdjRallyPage *self, const AdjGameState *state, guint unit)
{
  const AdjBattleUnit *u = adj_battle_get_unit (adj_game_state_get_battle (state), unit);
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *name = g_strdup_printf ("rally-row:%s", u->id);

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), u->name);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  g_object_set_data (G_OBJECT (row), "unit", GUINT_TO_POINTER (unit));
  g_object_set_data_full (G_OBJECT (row), "controls", g_ptr_array_new (), (GDestroyNotify) g_ptr_array_unref);
  update_row (self, row, state);
  return row;
}

/* The acting command's units that are disordered or have tried (11.51). */
static GArray *
rally_units (const AdjGameState *state)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) groups = adj_game_state_active_groups (state);
  for (guint g = 0; g < groups->len; g++)
    {
      g_autoptr (GArray) units = adj_game_state_group_units (state, g_array_index (groups, guint, g));
      for (guint i = 0; i < units->len; i++)
        {
          guint u = g_array_index (units, guint, i);
          if (adj_game_state_unit_status (state, u) == ADJ_UNIT_ON_MAP
              && (adj_game_state_unit_disordered (state, u) || adj_game_state_unit_rally_tried (state, u)))
            g_array_append_val (out, u);
        }
    }
  return out;
}

static void
fill (AdjRallyPage *self, const AdjGameState *state)
{
  AdjJournal *journal = adj_game_session_get_journal (self->session);
  guint cursor = adj_journal_get_cursor (journal);
  gboolean step = adj_game_state_get_phase (state) == ADJ_PHASE_ACTIVATION
                  && adj_game_state_get_step (state) == ADJ_STEP_RALLY;
  g_autoptr (GArray) units = step ? rally_units (state) : g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) owed = adj_game_state_rally_owed (state);
  gboolean none = step && units->len == 0;
  guint game = adj_game_session_get_game_id (self->session);
  gboolean same;

  g_autofree char *description = !step
    ? g_strdup (_("Disordered units that did not move, fire or charge may try to rally at step vi of their "
                  "command's activation, when not next to an enemy unit (3.C.2.a.vi, 11.51)."))
    : owed->len > 0
    /* TRANSLATORS: how many units may still try */
    ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                    "%u unit may still try. Go on anyway leaves it disordered, for the journal "
                                    "to say (11.51).",
                                    "%u units may still try. Go on anyway leaves them disordered, for the "
                                    "journal to say (11.51).", owed->len), owed->len)
    : g_strdup (_("No unit is owed a rally: Next ends the step (11.51)."));
  /* A description or rows made again are measured anew, their wrapping
   * text at many widths (GTK 4.8): only when their words change. */
  if (g_strcmp0 (adw_preferences_group_get_description (self->rally_group), description) != 0)
    adw_preferences_group_set_description (self->rally_group, description);
  /* The same units (a roll, its undo): their rows brought up to date in
   * place; other units (another command, another step): rows anew. */
  same = self->rows_game == game && self->rows_none == none
         && self->rows->len == (none ? 1 : units->len);
  for (guint i = 0; same && i < units->len; i++)
    same = GPOINTER_TO_UINT (g_object_get_data (self->rows->pdata[i], "unit")) == g_array_index (units, guint, i);
  if (same)
    {
      for (guint i = 0; i < units->len; i++)
        {
          GPtrArray *controls = g_object_get_data (self->rows->pdata[i], "controls");

          /* A refused roll's mark goes with its message (refresh). */
          if (controls->len > 0 && GTK_IS_ENTRY (controls->pdata[0]))
            gtk_widget_remove_css_class (controls->pdata[0], "error");
          update_row (self, self->rows->pdata[i], state);
        }
    }
  else
    {
      for (guint i = 0; i < self->rows->len; i++)
        adw_preferences_group_remove (self->rally_group, self->rows->pdata[i]);
      g_ptr_array_set_size (self->rows, 0);
      self->rows_game = game;
      self->rows_none = none;
      for (guint i = 0; i < units->len; i++)
        {
          GtkWidget *row = unit_row (self, state, g_array_index (units, guint, i));
          adw_preferences_group_add (self->rally_group, row);
          g_ptr_array_add (self->rows, row);
        }
      if (self->rows_none)
        {
          GtkWidget *row = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No unit of the acting command is disordered"));
          adw_preferences_group_add (self->rally_group, row);
          g_ptr_array_add (self->rows, row);
        }
    }

  /* The verdict of the last roll, in the engine's words with its rule. */
  gboolean last = cursor > 0 && adj_game_journal_get_action (journal, cursor - 1)->type == ADJ_ACTION_RALLY;
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), last);
  if (last)
    {
      g_autofree char *text = adj_journal_describe (journal, cursor - 1);
      gtk_label_set_text (self->result_label, text);
    }
}

static void
refresh (AdjRallyPage *self)
{
  const AdjGameState *state = self->session ? adj_glory_session_get_state (self->session) : NULL;

  /* A hidden page catches up when it is shown (map). */
  if (!self->built || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (state == NULL)
    {
      g_clear_pointer (&self->shown, g_free);
      gtk_stack_set_visible_child_name (self->state_stack, "empty");
      return;
    }
  gtk_stack_set_visible_child_name (self->state_stack, "game");
  /* Made again only when the game moves: typing is not interrupted. */
  g_autofree char *key = g_strdup_printf ("%u %u %" G_GUINT64_FORMAT, adj_game_session_get_game_id (self->session),
                                          adj_journal_get_cursor (adj_game_session_get_journal (self->session)),
                                          adj_journal_get_generation (adj_game_session_get_journal (self->session)));
  if (g_strcmp0 (key, self->shown) == 0)
    return;
  g_free (self->shown);
  self->shown = g_steal_pointer (&key);
  adj_game_error_label_set (self->error, NULL);
  fill (self, state);
}

/* Built when first shown: a page the player never opens costs nothing. */
static void
ensure_built (AdjRallyPage *self)
{
  if (self->built)
    return;
  self->built = TRUE;
  self->session = adj_window_watch_session (GTK_WIDGET (self), G_CALLBACK (refresh));
  gtk_widget_init_template (GTK_WIDGET (self));
  self->error = adj_game_error_label_new ("rally-error");
  gtk_box_insert_child_after (self->content_box, self->error, GTK_WIDGET (self->rally_group));
  gtk_box_append (self->next_box, adj_step_bar_new ("rally", TRUE));
  /* The step bar's lines and the verdict change their words with the
   * step: their unwrapped width is their natural one (the page is
   * clamped), not a search through widths on every action. */
  adj_label_plain_natural_widths (GTK_WIDGET (self->next_box));
  gtk_label_set_natural_wrap_mode (self->result_label, GTK_NATURAL_WRAP_NONE);
}

static void
adj_rally_page_map (GtkWidget *widget)
{
  AdjRallyPage *self = ADJ_RALLY_PAGE (widget);

  ensure_built (self);
  GTK_WIDGET_CLASS (adj_rally_page_parent_class)->map (widget);
  refresh (self);
}

static void
adj_rally_page_dispose (GObject *object)
{
  AdjRallyPage *self = ADJ_RALLY_PAGE (object);

  g_clear_object (&self->session);
  g_clear_pointer (&self->shown, g_free);
  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_RALLY_PAGE);
  G_OBJECT_CLASS (adj_rally_page_parent_class)->dispose (object);
}

static void
adj_rally_page_finalize (GObject *object)
{
  g_ptr_array_unref (ADJ_RALLY_PAGE (object)->rows);
  G_OBJECT_CLASS (adj_rally_page_parent_class)->finalize (object);
}

static void
adj_rally_page_class_init (AdjRallyPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_rally_page_dispose;
  object_class->finalize = adj_rally_page_finalize;
  widget_class->map = adj_rally_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/glory/adj-rally-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjRallyPage, state_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjRallyPage, content_box);
  gtk_widget_class_bind_template_child (widget_class, AdjRallyPage, rally_group);
  gtk_widget_class_bind_template_child (widget_class, AdjRallyPage, next_box);
  gtk_widget_class_bind_template_child (widget_class, AdjRallyPage, result_label);
}

static void
adj_rally_page_init (AdjRallyPage *self)
{
  self->rows = g_ptr_array_new ();
}
