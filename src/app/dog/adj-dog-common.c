/* adj-dog-common.c: what every page of Days of Glory shares
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game in the window's session, the moves applied through its journal,
 * and the small pieces of text and widgets the pages build from: faces of
 * a die, half points, percentages, named rows and buttons. No rule is
 * computed here; the engine gives every number.
 */

#include "config.h"

#include <glib/gi18n.h>

#include <dog/combat.h>
#include <dog/morale.h>

#include "adj-dog-common.h"
#include "adj-window-actions.h"
#include "adj-spin-check.h"

const AdjDogState *
adj_dog_session_get_state (AdjGameSession *session)
{
  if (session == NULL || adj_game_session_get_ruleset (session) != &adj_dog_ruleset)
    return NULL;
  return adj_game_session_get_game_state (session);
}

gboolean
adj_dog_session_apply (AdjGameSession *session, AdjDogMove *move, GError **error)
{
  g_autoptr (AdjDogMove) owned = move;
  return adj_game_session_apply (session, move, error);
}

gboolean
adj_dog_session_apply_group (AdjGameSession *session, GPtrArray *moves, GError **error)
{
  gboolean ok = adj_game_session_apply_group (session, (gconstpointer const *) moves->pdata, moves->len, error);
  for (guint i = 0; i < moves->len; i++)
    adj_dog_move_free (moves->pdata[i]);
  g_ptr_array_set_size (moves, 0);
  return ok;
}

AdjDogRules *
adj_dog_rules_for_app (GError **error)
{
  return adj_dog_rules_load_default (error);
}

char *
adj_dog_faces_text (guint faces)
{
  GString *s = g_string_new (NULL);
  int f = 1;

  while (f <= 6)
    {
      int to = f;
      if (!(faces & (1u << (f - 1))))
        {
          f++;
          continue;
        }
      while (to < 6 && (faces & (1u << to)))
        to++;
      if (s->len > 0)
        g_string_append (s, ", ");
      if (to == f)
        g_string_append_printf (s, "%d", f);
      else
        g_string_append_printf (s, "%d\u2013%d", f, to);
      f = to + 1;
    }
  if (s->len == 0)
    g_string_append (s, _("none"));
  return g_string_free (s, FALSE);
}

char *
adj_dog_halves_text (int halves)
{
  if (halves % 2 == 0)
    return g_strdup_printf ("%d", halves / 2);
  if (halves == 1)
    return g_strdup ("\u00bd");
  return g_strdup_printf ("%d\u00bd", halves / 2);
}

char *
adj_dog_percent_text (double p)
{
  /* Translators: a chance, e.g. "16.7 %" */
  return g_strdup_printf (_("%.1f %%"), p * 100.0);
}

char *
adj_dog_army_side_text (const AdjDogArmy *army)
{
  if (army->side >= 0 && army->year > 0)
    return g_strdup_printf ("%s, %d", adj_dog_nation_name (army->side), army->year);
  if (army->side >= 0)
    return g_strdup (adj_dog_nation_name (army->side));
  if (army->year > 0)
    return g_strdup_printf ("%d", army->year);
  return g_strdup (_("no side or year"));
}

void
adj_dog_set_label (GtkWidget *widget, const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

GtkWidget *
adj_dog_suffix_row (const char *title, const char *subtitle, GtkWidget *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 3);
  if (subtitle != NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
    }
  /* A row of text only is read, not stopped at by Tab. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, suffix != NULL);
  if (suffix != NULL)
    {
      gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
      if (GTK_IS_SWITCH (suffix) || GTK_IS_CHECK_BUTTON (suffix))
        adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
      if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (suffix)) != GTK_ACCESSIBLE_ROLE_BUTTON
          || GTK_IS_SWITCH (suffix))
        adj_dog_set_label (suffix, title);
    }
  return row;
}

GtkWidget *
adj_dog_spin_new (const char *name, const char *label, int lo, int hi, int value)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (lo, hi, 1);
  adj_spin_check_attach (GTK_SPIN_BUTTON (spin));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  /* The wheel scrolls the page, never a count under the pointer on the
   * way (issue 26): the spin button's own wheel handler is taken off, so
   * the scroll reaches the scrolled window. +, - and the keys still count. */
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (spin);
  for (guint i = g_list_model_get_n_items (controllers); i > 0; i--)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i - 1);
      if (GTK_IS_EVENT_CONTROLLER_SCROLL (c))
        gtk_widget_remove_controller (spin, c);
    }
  if (name != NULL)
    gtk_widget_set_name (spin, name);
  adj_dog_set_label (spin, label);
  return spin;
}

GtkWidget *
adj_dog_button_new (const char *name, const char *icon, const char *label)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *content = adw_button_content_new ();

  if (icon != NULL)
    adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), icon);
  adw_button_content_set_label (ADW_BUTTON_CONTENT (content), label);
  adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
  gtk_button_set_child (GTK_BUTTON (button), content);
  gtk_widget_set_name (button, name);
  return button;
}

GtkWidget *
adj_dog_goto_button_new (const char *name, const char *label, const char *page)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_name (button, name);
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "pill");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.page");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", page);
  return button;
}

GtkWidget *
adj_dog_label_new (const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

void
adj_dog_mark_error (GtkWidget *field, gboolean refused)
{
  if (refused)
    gtk_widget_add_css_class (field, "error");
  else
    gtk_widget_remove_css_class (field, "error");
}

GtkWidget *
adj_dog_expander_button (GtkWidget *expander, const char *name, const char *icon, const char *label)
{
  GtkWidget *button = adj_dog_button_new (name, icon, label);

  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_margin_top (button, 6);
  gtk_widget_set_margin_bottom (button, 6);
  gtk_widget_set_margin_start (button, 12);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), button);
  /* The list wraps the button in a row of its own: one Tab stop, the
   * button, not a nameless row around it. */
  GtkWidget *row = gtk_widget_get_parent (button);
  if (GTK_IS_LIST_BOX_ROW (row))
    {
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_widget_set_focusable (row, FALSE);
    }
  return button;
}

GtkWidget *
adj_dog_expander_error_new (GtkWidget *expander, const char *name)
{
  GtkWidget *label = adj_dog_label_new (NULL, "error");
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_widget_set_name (label, name);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  gtk_widget_set_visible (row, FALSE);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  return label;
}

void
adj_dog_expander_error_set (GtkWidget *error, const char *message)
{
  gtk_label_set_text (GTK_LABEL (error), message != NULL ? message : "");
  gtk_widget_set_visible (gtk_widget_get_parent (error), message != NULL);
}

void
adj_dog_group_clear (AdwPreferencesGroup *group, GPtrArray *children)
{
  for (guint i = 0; i < children->len; i++)
    adw_preferences_group_remove (group, children->pdata[i]);
  g_ptr_array_set_size (children, 0);
}

void
adj_dog_string_list_update (GtkStringList *list, const char * const *names)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (list));
  gboolean same = g_strv_length ((char **) names) == n;

  for (guint i = 0; same && i < n; i++)
    same = g_strcmp0 (gtk_string_list_get_string (list, i), names[i]) == 0;
  if (!same)
    gtk_string_list_splice (list, 0, n, names);
}

void
adj_dog_choice_set (GtkWidget *combo_row, guint position)
{
  if (adw_combo_row_get_selected (ADW_COMBO_ROW (combo_row)) != position)
    adw_combo_row_set_selected (ADW_COMBO_ROW (combo_row), position);
}

GtkStringList *
adj_dog_names_model (AdjDogNameFunc name, int first, int n)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  for (int i = first; i < first + n; i++)
    gtk_string_list_append (list, name (i));
  return list;
}

GtkWidget *
adj_dog_empty_state_new (const char *icon)
{
  GtkWidget *status = adw_status_page_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *new_game = gtk_button_new_with_mnemonic (_("_New Game"));
  GtkWidget *open = gtk_button_new_with_mnemonic (_("_Open…"));

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (status), icon);
  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("No Game of Days of Glory"));
  adw_status_page_set_description (ADW_STATUS_PAGE (status),
                                   _("Start a game on a battle of two army lists, or open a saved one."));
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_name (new_game, "dog-new-game");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (new_game), "win.new-game-of");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (new_game), "s", ADJ_DOG_RULESET_ID);
  gtk_widget_add_css_class (new_game, "pill");
  gtk_widget_add_css_class (new_game, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (open), "win.open");
  gtk_widget_add_css_class (open, "pill");
  gtk_box_append (GTK_BOX (box), new_game);
  gtk_box_append (GTK_BOX (box), open);
  adw_status_page_set_child (ADW_STATUS_PAGE (status), box);
  return status;
}

AdjGameSession *
adj_dog_page_init (GtkWidget *page, GtkStack **stack, const char *icon, GCallback refresh)
{
  gtk_widget_init_template (page);
  gtk_stack_add_named (*stack, adj_dog_empty_state_new (icon), "empty");
  return adj_window_watch_session (page, refresh);
}

const AdjDogState *
adj_dog_page_state (AdjGameSession *session, GtkStack *stack)
{
  const AdjDogState *state = adj_dog_session_get_state (session);
  gtk_stack_set_visible_child_name (stack, state != NULL ? "game" : "empty");
  return state;
}

char *
adj_dog_casualty_checks_text (const AdjDogState *state, guint unit, gboolean assault)
{
  g_autoptr (GArray) checks = adj_dog_casualty_checks (state, unit, assault);
  GString *text = g_string_new (NULL);
  for (guint i = 0; i < checks->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "", g_array_index (checks, AdjDogCasualtyCheck, i).text);
  return g_string_free (text, text->len == 0);
}

/* The test for casualties from shooting the target now owes (18.3), with
 * the factors the engine counts from the unit on the player's table. */
char *
adj_dog_shooting_test_text (const AdjDogSheets *sheets, AdjJournal *journal, guint target)
{
  const AdjDogState *state = adj_journal_get_state (journal);
  int before = adj_dog_combat_phase_stands (journal, target);
  if (sheets == NULL || !adj_dog_state_unit (state, target)->owes_shooting)
    return NULL;
  g_autoptr (GArray) uses = adj_dog_morale_from_unit (sheets, state, target, ADJ_DOG_TEST_SHOOTING, before);
  AdjDogMoraleInput in = { ADJ_DOG_TEST_SHOOTING, (const AdjDogFactorUse *) uses->data, uses->len };
  AdjDogMoraleResult r = { 0 };
  if (!adj_dog_morale_test (sheets, &in, &r, NULL))
    return NULL;
  g_autofree char *pass = adj_dog_percent_text (r.pass);
  /* Translators: a unit, the lowest face that passes, the chance to pass */
  char *text = g_strdup_printf (_("%s now tests for casualties from shooting (18.3): with the factors counted from "
                                  "the unit on your table it passes on %d or more, %s; take it on Morale Test."),
                                adj_dog_battle_unit (adj_dog_state_get_battle (state), target)->name, r.need, pass);
  adj_dog_morale_result_clear (&r);
  return text;
}

GtkWidget *
adj_dog_unit_choice_new (GtkWidget *group, const char *name, const char *title, GListModel *units)
{
  GtkWidget *row = adw_combo_row_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), units);
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
  adj_dog_set_label (row, title);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}
