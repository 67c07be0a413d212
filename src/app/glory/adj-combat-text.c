/* adj-combat-text.c: the words and rows the combat pages share
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include "adj-combat-text.h"

const char *
adj_text_source (const AdjChartCell *cell)
{
  switch (cell->source)
    {
    case ADJ_CELL_RULEBOOK:
      return _("printed in the rulebook");
    case ADJ_CELL_PROVISIONAL:
      return _("provisional");
    case ADJ_CELL_USER:
    default:
      return _("your value");
    }
}

char *
adj_text_provenance (const AdjChartCell *cell)
{
  switch (cell->source)
    {
    case ADJ_CELL_RULEBOOK:
      return cell->cite != NULL
               ? g_strdup_printf (_("printed in the rulebook (%s)"), cell->cite)
               : g_strdup (_("printed in the rulebook"));
    case ADJ_CELL_PROVISIONAL:
      return g_strdup (_("provisional: not printed in the rulebook, check your Player Aid Card"));
    case ADJ_CELL_USER:
    default:
      return g_strdup (_("your value from the Charts page"));
    }
}

const char *
adj_text_combat_kind (AdjCombatKind kind)
{
  switch (kind)
    {
    case ADJ_COMBAT_INFANTRY: return _("Infantry");
    case ADJ_COMBAT_MOUNTED_CAVALRY: return _("Mounted cavalry");
    case ADJ_COMBAT_DISMOUNTED_CAVALRY: return _("Dismounted cavalry");
    case ADJ_COMBAT_ARTILLERY: return _("Artillery");
    case ADJ_COMBAT_HORSE_ARTILLERY: return _("Horse artillery");
    default: return "";
    }
}

char *
adj_text_result (guint flags)
{
  GPtrArray *parts = g_ptr_array_new ();

  /* The order the rules apply them in (11.25): checks, Disorder, retreat. */
  if (flags & ADJ_RESULT_CHECK)
    g_ptr_array_add (parts, (gpointer) _("checks cohesion"));
  if (flags & ADJ_RESULT_DISORDER)
    g_ptr_array_add (parts, (gpointer) _("disordered"));
  if (flags & ADJ_RESULT_RETREAT)
    g_ptr_array_add (parts, (gpointer) _("retreats"));
  if (parts->len == 0)
    g_ptr_array_add (parts, (gpointer) _("no effect"));
  g_ptr_array_add (parts, NULL);
  char *text = g_strjoinv (", ", (char **) parts->pdata);
  g_ptr_array_free (parts, TRUE);
  return text;
}

char *
adj_text_charge_outcome (const AdjChargeOutcome *o)
{
  if (o->row == ADJ_CHARGE_NO_CHARGE)
    return g_strdup (_("No charge: Defensive Fire stopped every hex"));
  if (o->eliminated)
    return g_strdup (_("Artillery alone eliminated, no roll (10.28)"));

  GString *text = g_string_new (NULL);
  if (o->attacker != 0)
    {
      g_autofree char *r = adj_text_result (o->attacker);
      g_string_append_printf (text, _("Attacker %s"), r);
    }
  if (o->defender != 0)
    {
      g_autofree char *r = adj_text_result (o->defender);
      if (text->len > 0)
        g_string_append_printf (text, _("; defender %s"), r);
      else
        g_string_append_printf (text, _("Defender %s"), r);
    }
  if (text->len == 0)
    g_string_append (text, _("No effect on either side"));
  if (o->offer == ADJ_OFFER_CONTINUED_ATTACK)
    g_string_append_printf (text, "; %s", _("Continued Attack offered (11.32)"));
  else if (o->offer == ADJ_OFFER_COUNTER_ATTACK)
    g_string_append_printf (text, "; %s", _("Counter-Attack offered (11.33)"));
  return g_string_free (text, FALSE);
}

char *
adj_text_faces (guint faces)
{
  GString *list = g_string_new (NULL);

  if (faces == 0)
    {
      g_string_free (list, TRUE);
      return NULL;
    }
  for (int f = 0; f <= 9; f++)
    {
      if (!(faces & (1u << f)))
        continue;
      int last = f;
      while (last < 9 && (faces & (1u << (last + 1))))
        last++;
      if (list->len > 0)
        g_string_append (list, ", ");
      if (last > f)
        g_string_append_printf (list, "%d\u2013%d", f, last);
      else
        g_string_append_printf (list, "%d", f);
      f = last;
    }
  g_autofree char *faces_text = g_string_free (list, FALSE);
  /* Translators: the die faces that give a result, e.g. "die 0–3". */
  return g_strdup_printf (_("die %s"), faces_text);
}

gboolean
adj_charge_outcome_is_provisional (const AdjCombatCharts *charts, const AdjChargeOutcome *o)
{
  if (o->row == ADJ_CHARGE_NO_CHARGE || o->eliminated)
    return FALSE;
  const AdjChargeRow *row = adj_combat_charts_charge_row_at (charts, o->row);
  return row->attacker_cell->source == ADJ_CELL_PROVISIONAL
         || row->defender_cell->source == ADJ_CELL_PROVISIONAL;
}

GtkWidget *
adj_note_row_new (const AdjCombatNote *note)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon;
  const char *kind;

  switch (note->kind)
    {
    case ADJ_NOTE_ILLEGAL:
      icon = gtk_image_new_from_icon_name ("dialog-error-symbolic");
      gtk_widget_add_css_class (icon, "error");
      kind = _("Not allowed");
      break;
    case ADJ_NOTE_OPTION:
      icon = gtk_image_new_from_icon_name ("emblem-important-symbolic");
      gtk_widget_add_css_class (icon, "accent");
      kind = _("Your choice");
      break;
    case ADJ_NOTE_INFO:
    default:
      icon = gtk_image_new_from_icon_name ("dialog-information-symbolic");
      gtk_widget_add_css_class (icon, "dim-label");
      kind = _("Note");
      break;
    }
  g_autofree char *subtitle = g_ascii_isdigit (note->rule[0])
                                ? g_strdup_printf (_("%s · rule %s"), kind, note->rule)
                                : g_strdup_printf ("%s · %s", kind, note->rule);
  /* The engine's wording may hold any character: no markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  /* The engine's notes start in lower case; a row's title does not. */
  g_autofree char *title = g_strdup (note->text);
  title[0] = g_ascii_toupper (title[0]);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  gtk_widget_add_css_class (row, "combat-note");
  gtk_widget_add_css_class (row, adj_note_kind_to_string (note->kind));
  return row;
}

void
adj_note_list_fill (GtkListBox *list, GtkWidget *group, const GArray *notes)
{
  adj_list_box_clear (list);
  for (guint i = 0; notes != NULL && i < notes->len; i++)
    {
      GtkWidget *row = adj_note_row_new (&g_array_index (notes, AdjCombatNote, i));
      g_autofree char *name = g_strdup_printf ("note-%u", i);
      gtk_widget_set_name (row, name);
      gtk_list_box_append (list, row);
    }
  gtk_widget_set_visible (group, notes != NULL && notes->len > 0);
}

GtkWidget *
adj_value_row_new (const char *title, const char *name, GtkLabel **value_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *value = gtk_label_new (NULL);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_set_name (value, name);
  gtk_label_set_xalign (GTK_LABEL (value), 1);
  gtk_widget_add_css_class (value, "answer-value");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
  *value_out = GTK_LABEL (value);
  return row;
}

void
adj_value_row_set (GtkWidget *row, GtkLabel *value, const char *text, const char *subtitle)
{
  gtk_label_set_text (value, text);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle != NULL ? subtitle : "");
  gtk_widget_set_visible (row, text != NULL);
}

void
adj_outcome_chart_show_charge (AdjOutcomeChart *chart, const AdjCombatCharts *charts,
                               const AdjChargeOutcome *outcomes, guint n, int rolled)
{
  AdjOutcomeBar *bars = g_new0 (AdjOutcomeBar, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    {
      const AdjChargeOutcome *o = &outcomes[i];
      g_autofree char *faces = adj_text_faces (o->faces);
      bars[i].label = adj_text_charge_outcome (o);
      if (o->row != ADJ_CHARGE_NO_CHARGE && !o->eliminated)
        {
          const AdjChargeRow *row = adj_combat_charts_charge_row_at (charts, o->row);
          bars[i].key = g_strdup_printf (_("row %s"), row->label);
          bars[i].detail = faces != NULL ? g_strdup_printf ("%s · %s", bars[i].key, faces)
                                         : g_strdup (bars[i].key);
        }
      bars[i].probability = o->probability;
      bars[i].provisional = adj_charge_outcome_is_provisional (charts, o);
      bars[i].rolled = (int) i == rolled;
    }
  adj_outcome_chart_set_bars (chart, bars, n);
  for (guint i = 0; i < n; i++)
    adj_outcome_bar_clear (&bars[i]);
  g_free (bars);
}

GtkSwitch *
adj_switch_row_add (AdwPreferencesGroup *group, const char *name, const char *title,
                    const char *subtitle, gboolean active)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  gtk_widget_set_name (sw, name);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_switch_set_active (GTK_SWITCH (sw), active);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (group, row);
  return GTK_SWITCH (sw);
}

GtkEntry *
adj_number_entry_new (const char *name)
{
  GtkWidget *entry = gtk_entry_new ();

  gtk_widget_set_name (entry, name);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 2);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 3);
  gtk_editable_set_alignment (GTK_EDITABLE (entry), 0.5);
  gtk_entry_set_max_length (GTK_ENTRY (entry), 4);
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_NUMBER);
  gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
  return GTK_ENTRY (entry);
}

GtkWidget *
adj_number_row_new (const char *title, const char *subtitle, const char *name,
                    const char *error_text, GtkEntry **entry_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkEntry *entry = adj_number_entry_new (name);
  GtkWidget *error = gtk_label_new (error_text);

  gtk_widget_set_halign (GTK_WIDGET (entry), GTK_ALIGN_END);
  gtk_widget_add_css_class (error, "error");
  gtk_widget_set_visible (error, FALSE);
  gtk_label_set_wrap (GTK_LABEL (error), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (error), 24);
  gtk_label_set_xalign (GTK_LABEL (error), 1);
  gtk_label_set_justify (GTK_LABEL (error), GTK_JUSTIFY_RIGHT);
  g_object_set_data (G_OBJECT (entry), "error-label", error);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (entry));
  gtk_box_append (GTK_BOX (box), error);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (entry));
  *entry_out = entry;
  return row;
}

gboolean
adj_number_entry_read (GtkEntry *entry, int lo, int hi, gboolean empty_ok, gboolean *empty, int *value)
{
  GString *text = g_string_new (gtk_editable_get_text (GTK_EDITABLE (entry)));
  GtkWidget *error = g_object_get_data (G_OBJECT (entry), "error-label");
  gint64 v = 0;

  /* The tables print U+2212; accept it and a plus sign as typed. */
  g_string_replace (text, "\u2212", "-", 0);
  g_autofree char *clean = g_strstrip (g_string_free (text, FALSE));
  gboolean is_empty = *clean == '\0';
  gboolean ok = is_empty ? empty_ok
                         : g_ascii_string_to_signed (clean[0] == '+' ? clean + 1 : clean, 10, lo, hi, &v, NULL);

  if (empty != NULL)
    *empty = is_empty;
  if (ok)
    *value = (int) v;
  if (error != NULL)
    gtk_widget_set_visible (error, !ok);
  if (ok)
    gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
  return ok;
}
