/* adj-tgtw-common.c: what The Glory that Was's pages share
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-tgtw-common.h"
#include "adj-spin-check.h"

const AdjTgtwState *
adj_tgtw_session_state (AdjGameSession *session)
{
  if (session == NULL || adj_game_session_get_ruleset (session) != &adj_tgtw_ruleset)
    return NULL;
  return adj_game_session_get_game_state (session);
}

gboolean
adj_tgtw_apply_moves (AdjGameSession *session, AdjTgtwMove **moves, guint n, GtkWidget *error_label)
{
  g_autoptr (GError) error = NULL;
  gboolean ok;

  if (n == 1)
    ok = adj_game_session_apply (session, moves[0], &error);
  else
    ok = adj_game_session_apply_group (session, (gconstpointer const *) moves, n, &error);
  for (guint i = 0; i < n; i++)
    adj_tgtw_move_free (moves[i]);
  adj_game_error_label_set (error_label, ok ? NULL : error->message);
  return ok;
}

gboolean
adj_tgtw_apply_move (AdjGameSession *session, AdjTgtwMove *move, GtkWidget *error_label)
{
  return adj_tgtw_apply_moves (session, &move, 1, error_label);
}

const char *
adj_tgtw_army_name (const AdjTgtwState *s, int army)
{
  return army >= 0 ? adj_tgtw_scenario_army (adj_tgtw_state_get_scenario (s), (guint) army)->name : "";
}

const char *
adj_tgtw_sector_name (const AdjTgtwState *s, int sector)
{
  return sector >= 0 ? adj_tgtw_scenario_sector (adj_tgtw_state_get_scenario (s), (guint) sector)->name : "";
}

const char *
adj_tgtw_unit_name (const AdjTgtwState *s, int unit)
{
  return unit >= 0 ? adj_tgtw_scenario_unit (adj_tgtw_state_get_scenario (s), (guint) unit)->name : "";
}

const char *
adj_tgtw_leader_name (const AdjTgtwState *s, int leader)
{
  return leader >= 0 ? adj_tgtw_scenario_leader (adj_tgtw_state_get_scenario (s), (guint) leader)->name : "";
}

char *
adj_tgtw_unit_summary (const AdjTgtwState *s, guint unit)
{
  const AdjTgtwUnit *u = adj_tgtw_scenario_unit (adj_tgtw_state_get_scenario (s), unit);
  int engaged = adj_tgtw_state_unit_engaged (s, unit);
  /* Translators: unit type, strength, morale letter and its number: "HI 6, morale B (7)" */
  GString *out = g_string_new (NULL);

  g_string_printf (out, _("%s %d, morale %c (%d)"), adj_tgtw_unit_type_to_string (u->type), u->strength,
                   u->morale_class, u->morale);
  if (u->weapon >= 0)
    g_string_append_printf (out, ", %s", adj_tgtw_weapon_to_string (u->weapon));
  g_string_append_printf (out, ", %s", adj_tgtw_status_name (adj_tgtw_state_unit_status (s, unit)));
  if (engaged >= 0)
    /* Translators: a unit's name */
    g_string_append_printf (out, _(", engaged with %s"), adj_tgtw_unit_name (s, engaged));
  return g_string_free (out, FALSE);
}

char *
adj_tgtw_leader_summary (const AdjTgtwState *s, guint leader)
{
  const AdjTgtwLeader *l = adj_tgtw_scenario_leader (adj_tgtw_state_get_scenario (s), leader);
  AdjTgtwLeaderStatus status = adj_tgtw_state_leader_status (s, leader);
  GString *out = g_string_new (NULL);

  g_string_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d star", "%d stars", l->stars), l->stars);
  /* Translators: a leader's initiative bonus, MCT2 column shift and dice (2.1) */
  g_string_append_printf (out, _(", initiative +%d, MCT2 shift %d, %d d6"), l->initiative, l->mct2_shift, l->dice);
  if (l->rally)
    g_string_append (out, _(", rally dot"));
  if (l->morale != 0)
    /* Translators: the scenario's morale modifier of a leader */
    g_string_append_printf (out, _(", morale %+d (the scenario's)"), l->morale);
  g_string_append_printf (out, " \u2014 %s", adj_tgtw_leader_status_name (status));
  if (status == ADJ_TGTW_LEADER_WOUNDED)
    /* Translators: a wounded leader's turn of return (9.0) */
    g_string_append_printf (out, _(", back on turn %d (9.0)"), adj_tgtw_state_leader_back_turn (s, leader));
  return g_string_free (out, FALSE);
}

char *
adj_tgtw_rule_text (const char *rule)
{
  return g_strdup_printf (_("Rule %s"), rule);
}

void
adj_tgtw_step_page (const AdjTgtwState *s, const char **name, const char **title)
{
  if (adj_tgtw_state_n_pending (s) > 0)
    {
      *name = "checks";
      *title = _("Go to _Rally & Morale");
      return;
    }
  switch (adj_tgtw_state_get_phase (s))
    {
    case ADJ_TGTW_PHASE_INITIATIVE:
      *name = adj_tgtw_state_init_step (s) == ADJ_TGTW_INIT_CARDS ? "cards" : "turn";
      *title = adj_tgtw_state_init_step (s) == ADJ_TGTW_INIT_CARDS ? _("Go to _Tactical Cards")
                                                                    : _("Go to _Turn & Initiative");
      return;
    case ADJ_TGTW_PHASE_MISSILE_1:
    case ADJ_TGTW_PHASE_MISSILE_2:
      *name = "missile";
      *title = _("Go to _Missile Fire");
      return;
    case ADJ_TGTW_PHASE_ACTION:
      *name = "melee";
      *title = _("Go to _Melee");
      return;
    case ADJ_TGTW_PHASE_RALLY:
      *name = "checks";
      *title = _("Go to _Rally & Morale");
      return;
    default:
      *name = "victory";
      *title = _("Go to _Victory Check");
      return;
    }
}

static void
label_control (GtkWidget *control, const char *title)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}

GtkWidget *
adj_tgtw_info_row_new (const char *title, const char *subtitle, const char *name)
{
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 8);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (name != NULL)
    gtk_widget_set_name (row, name);
  return row;
}

GtkWidget *
adj_tgtw_control_row_new (const char *title, const char *subtitle, const char *name, GtkWidget *control,
                          gboolean prefix)
{
  GtkWidget *row = adj_tgtw_info_row_new (title, subtitle, NULL);

  if (name != NULL)
    gtk_widget_set_name (control, name);
  gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
  label_control (control, title);
  if (prefix)
    adw_action_row_add_prefix (ADW_ACTION_ROW (row), control);
  else
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), control);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), control);
  return row;
}

GtkWidget *
adj_tgtw_spin_row_new (const char *title, const char *subtitle, const char *name, int lower, int upper,
                       GtkSpinButton **spin)
{
  *spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (lower, upper, 1));
  adj_spin_check_attach (*spin);
  gtk_spin_button_set_numeric (*spin, TRUE);
  return adj_tgtw_control_row_new (title, subtitle, name, GTK_WIDGET (*spin), FALSE);
}

GtkWidget *
adj_tgtw_switch_row_new (const char *title, const char *subtitle, const char *name, GtkSwitch **sw)
{
  *sw = GTK_SWITCH (gtk_switch_new ());
  return adj_tgtw_control_row_new (title, subtitle, name, GTK_WIDGET (*sw), FALSE);
}

GtkWidget *
adj_tgtw_combo_row_new (const char *title, const char *name)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr (GtkStringList) strings = gtk_string_list_new (NULL);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
  gtk_widget_set_name (row, name);
  label_control (row, title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (strings));
  /* The choice under the title, where it wraps: a narrow window fits it. */
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
  return row;
}

GtkStringList *
adj_tgtw_combo_row_strings (GtkWidget *row)
{
  return GTK_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (row)));
}

void
adj_tgtw_combo_row_set (GtkWidget *row, GPtrArray *strings, guint selected)
{
  GtkStringList *list = adj_tgtw_combo_row_strings (row);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (list));
  gboolean same = n == strings->len;

  for (guint i = 0; same && i < n; i++)
    same = g_strcmp0 (gtk_string_list_get_string (list, i), strings->pdata[i]) == 0;
  if (!same)
    {
      g_ptr_array_add (strings, NULL);
      gtk_string_list_splice (list, 0, n, (const char * const *) strings->pdata);
      g_ptr_array_remove_index (strings, strings->len - 1);
    }
  if (selected < strings->len && adw_combo_row_get_selected (ADW_COMBO_ROW (row)) != selected)
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
}

GtkWidget *
adj_tgtw_check_row_new (const char *title, const char *subtitle, const char *name, GtkCheckButton **check)
{
  *check = GTK_CHECK_BUTTON (gtk_check_button_new ());
  return adj_tgtw_control_row_new (title, subtitle, name, GTK_WIDGET (*check), TRUE);
}

#define ROWS_KEY "adj-tgtw-rows"

void
adj_tgtw_group_add (AdwPreferencesGroup *group, GtkWidget *row)
{
  GPtrArray *rows = g_object_get_data (G_OBJECT (group), ROWS_KEY);
  if (rows == NULL)
    {
      rows = g_ptr_array_new ();
      g_object_set_data_full (G_OBJECT (group), ROWS_KEY, rows, (GDestroyNotify) g_ptr_array_unref);
    }
  g_ptr_array_add (rows, row);
  adw_preferences_group_add (group, row);
}

void
adj_tgtw_group_clear (AdwPreferencesGroup *group)
{
  GPtrArray *rows = g_object_get_data (G_OBJECT (group), ROWS_KEY);
  for (guint i = 0; rows != NULL && i < rows->len; i++)
    adw_preferences_group_remove (group, rows->pdata[i]);
  if (rows != NULL)
    g_ptr_array_set_size (rows, 0);
}

static GtkWidget *
find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

void
adj_tgtw_roll_entry_name (GtkWidget *roll, const char *what)
{
  GtkWidget *entry = find_named (roll, "roll-entry"), *button = find_named (roll, "roll-button");
  /* Translators: the accessible name of the Roll button, e.g. "Roll: Red League's d10" */
  g_autofree char *roll_label = g_strdup_printf (_("Roll: %s"), what);

  if (entry != NULL)
    label_control (entry, what);
  if (button != NULL)
    label_control (button, roll_label);
}

GtkWidget *
adj_tgtw_roll_entry_new (const char *name, const char *what, AdjDie die, guint count)
{
  GtkWidget *roll = adj_roll_entry_new ();
  gtk_widget_set_name (roll, name);
  adj_roll_entry_set_dice (ADJ_ROLL_ENTRY (roll), die, count);
  adj_tgtw_roll_entry_name (roll, what);
  return roll;
}

void
adj_tgtw_row_set_text (GtkWidget *row, const char *title, const char *subtitle)
{
  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), subtitle) != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
}

void
adj_tgtw_box_sync_buttons (GtkBox *box, GtkWidget **want, guint n, const char *data_key)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (box));
  guint i = 0;

  for (; i < n && child != NULL && g_str_equal (gtk_widget_get_name (child), gtk_widget_get_name (want[i]));
       i++, child = gtk_widget_get_next_sibling (child))
    {
      const char *label = gtk_button_get_label (GTK_BUTTON (want[i]));

      if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) != 0)
        gtk_button_set_label (GTK_BUTTON (child), label);
      g_object_set_data_full (G_OBJECT (child), data_key, g_object_steal_data (G_OBJECT (want[i]), data_key),
                              (GDestroyNotify) adj_tgtw_move_free);
      g_object_unref (g_object_ref_sink (want[i]));
    }
  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);
      gtk_box_remove (box, child);
      child = next;
    }
  for (; i < n; i++)
    gtk_box_append (box, want[i]);
  gtk_widget_set_visible (GTK_WIDGET (box), gtk_widget_get_first_child (GTK_WIDGET (box)) != NULL);
}

/* Its level bar, kept on the row for the updates. */
#define TALLY_BAR "adj-tally-bar"

void
adj_tgtw_tally_row_update (GtkWidget *row, const AdjTgtwState *s, guint army, int sector)
{
  AdjTgtwTally t;
  AdjTgtwSectorStanding st = { 0 };
  GString *title = g_string_new (NULL);
  GtkWidget *bar = g_object_get_data (G_OBJECT (row), TALLY_BAR);

  adj_tgtw_state_tally (s, army, sector, &t);
  if (sector >= 0)
    adj_tgtw_state_sector (s, (guint) sector, &st);
  if (sector >= 0)
    g_string_append_printf (title, "%s: ", adj_tgtw_sector_name (s, sector));
  if (t.rout_level >= 0)
    /* Translators: morale loss points against the rout level (10.0) */
    g_string_append_printf (title, _("%d of %d morale loss points"), t.total, t.rout_level);
  else
    /* Translators: a sector the scenario gives no rout level (13.0) */
    g_string_append_printf (title, _("%d morale loss points, no rout level"), t.total);
  if (sector >= 0 && st.routed[army])
    g_string_append (title, _(" — routed (13.0)"));
  else if (t.reached)
    g_string_append (title, sector >= 0 ? _(" — reaches its rout level (13.0)")
                                        : _(" — reaches its rout level (10.0)"));
  /* Translators: where the morale loss points come from (10.0) */
  g_autofree char *subtitle = g_strdup_printf (_("Eliminated %d, routed %d, disordered %d, leaders %d"),
                                               t.eliminated, t.routed, t.disordered, t.leaders);
  adj_tgtw_row_set_text (row, title->str, subtitle);
  g_string_free (title, TRUE);
  if (t.rout_level > 0 && bar == NULL)
    {
      bar = gtk_level_bar_new ();
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
      gtk_widget_set_size_request (bar, 72, -1);
      gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), bar);
      g_object_set_data (G_OBJECT (row), TALLY_BAR, bar);
    }
  if (bar != NULL)
    {
      gtk_widget_set_visible (bar, t.rout_level > 0);
      if (t.rout_level > 0 && gtk_level_bar_get_max_value (GTK_LEVEL_BAR (bar)) != t.rout_level)
        gtk_level_bar_set_max_value (GTK_LEVEL_BAR (bar), t.rout_level);
      if (t.rout_level > 0 && gtk_level_bar_get_value (GTK_LEVEL_BAR (bar)) != MIN (t.total, t.rout_level))
        gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), MIN (t.total, t.rout_level));
    }
}

GtkWidget *
adj_tgtw_tally_row_new (const AdjTgtwState *s, guint army, int sector, const char *name)
{
  GtkWidget *row = adj_tgtw_info_row_new ("", NULL, name);

  adj_tgtw_tally_row_update (row, s, army, sector);
  return row;
}

void
adj_tgtw_bar_set (AdjOutcomeBar *bar, const char *label, char *detail, double probability, gboolean rolled)
{
  *bar = (AdjOutcomeBar) { g_strdup (label), detail, NULL, probability, FALSE, rolled };
}

char *
adj_tgtw_percent (double p)
{
  /* Translators: a chance in percent */
  return g_strdup_printf (_("%.1f%%"), p * 100.0);
}
