/* adj-battle-options.c: a battle's special rules in the battle editor
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each option of the battle format is a switch named after its key, with
 * the rule it comes from. The editor writes them back as the engine's
 * saver does (only what differs from the default), so a battle re-saved
 * unchanged keeps its canonical text and its hash; the loader judges the
 * rest (12.4 needs each side's army, 14.31 both sides without 4.25).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-battle-options.h"

static const struct {
  const char *key;
  gboolean    fallback;
  const char *title;
  const char *subtitle;
} options[ADJ_BATTLE_N_OPTIONS] = {
  { "cavalry_disordered_side", TRUE, N_("Cavalry counters have a disordered side"),
    N_("Off: Disorder markers, and disordered cavalry is one lower, dismounted Confederate cavalry two; "
       "each side then needs its army (12.4)") },
  { "refitted_glory1", FALSE, N_("An original Glory battle"),
    N_("At night no Extended Movement, +2 to all Defensive Fire, recovery as on Night 2; "
       "the Fredericksburg and Chancellorsville range chart (14.11)") },
  { "original_glory1_artillery", FALSE, N_("The original artillery counters"),
    N_("With an original Glory battle: fire strengths halved, Light artillery as Short, Field as Medium (14.11)") },
  { "no_combined_activation", FALSE, N_("No Combined Activation"),
    N_("No brigades may combine any actions; both sides without 4.25 (14.31)") },
  { "withdrawn_count_as_routed", FALSE, N_("Withdrawn units count as routed"),
    N_("The Victory Points for routed units go for the units in the Withdrawn Box (14.36)") },
};

void
adj_battle_option_rows_fill (AdjBattleOptionRows *rows, AdwPreferencesGroup *group, json_object *given)
{
  for (guint i = 0; i < ADJ_BATTLE_N_OPTIONS; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *toggle = gtk_switch_new ();
      json_object *value = NULL;
      gboolean on = options[i].fallback;
      g_autofree char *name = g_strdup_printf ("option:%s", options[i].key);

      if (given != NULL && json_object_object_get_ex (given, options[i].key, &value)
          && json_object_is_type (value, json_type_boolean))
        on = json_object_get_boolean (value);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(options[i].title));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(options[i].subtitle));
      gtk_widget_set_name (toggle, name);
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      gtk_switch_set_active (GTK_SWITCH (toggle), on);
      gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _(options[i].title), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      adw_preferences_group_add (group, row);
      rows->switches[i] = GTK_SWITCH (toggle);
    }
}

GtkSwitch *
adj_battle_option_rows_switch (const AdjBattleOptionRows *rows, const char *key)
{
  for (guint i = 0; i < ADJ_BATTLE_N_OPTIONS; i++)
    if (g_strcmp0 (options[i].key, key) == 0)
      return rows->switches[i];
  g_return_val_if_reached (NULL);
}

void
adj_battle_option_rows_write (const AdjBattleOptionRows *rows, json_object *root)
{
  json_object *out = json_object_new_object ();

  for (guint i = 0; i < ADJ_BATTLE_N_OPTIONS; i++)
    {
      gboolean on = gtk_switch_get_active (rows->switches[i]);
      if (on != options[i].fallback)
        json_object_object_add (out, options[i].key, json_object_new_boolean (on));
    }
  if (json_object_object_length (out) > 0)
    json_object_object_add (root, "options", out);
  else
    {
      json_object_put (out);
      json_object_object_del (root, "options");
    }
}
