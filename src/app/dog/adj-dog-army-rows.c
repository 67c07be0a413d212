/* adj-dog-army-rows.c: the rows of an army list's units, staff and guns
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A unit is an expander row with every field of the list format (7): its
 * name, arm, class, stands, rifled muskets, guns and horse artillery, and
 * the general who commands it. The row only shows and reads; the army
 * builder hands what it reads to the engine's edits, which check it, and
 * shows a refusal under the fields with the field at fault marked.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-dog-army-rows.h"
#include "adj-dog-common.h"

static char *
field_name (const char *prefix, const char *what, guint index, const char *field)
{
  return field != NULL ? g_strdup_printf ("%s-%s-%u-%s", prefix, what, index, field)
                       : g_strdup_printf ("%s-%s-%u", prefix, what, index);
}

static GtkWidget *
combo_row (const char *prefix, guint index, const char *field, const char *title, GListModel *model)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autofree char *name = field_name (prefix, "unit", index, field);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), model);
  gtk_widget_set_name (row, name);
  adj_dog_set_label (row, title);
  return row;
}

static GtkWidget *
switch_row (GtkWidget *expander, const char *prefix, guint index, const char *field, const char *title,
            GtkWidget **sw)
{
  g_autofree char *name = field_name (prefix, "unit", index, field);
  GtkWidget *row;

  *sw = gtk_switch_new ();
  gtk_widget_set_name (*sw, name);
  row = adj_dog_suffix_row (title, NULL, *sw);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  return row;
}

AdjDogUnitRow *
adj_dog_unit_row_new (const char *prefix, guint index, GListModel *arms, GListModel *classes, GListModel *guns)
{
  AdjDogUnitRow *r = g_new0 (AdjDogUnitRow, 1);
  g_autofree char *name = field_name (prefix, "unit", index, "name");
  g_autofree char *stands = field_name (prefix, "unit", index, "stands");
  g_autofree char *remove = field_name (prefix, "unit", index, "remove");
  g_autofree char *expander = field_name (prefix, "unit", index, NULL);

  r->generals = g_array_new (FALSE, FALSE, sizeof (int));
  r->expander = adw_expander_row_new ();
  gtk_widget_set_name (r->expander, expander);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (r->expander), FALSE);

  r->name = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r->name), _("Name (blank: numbered)"));
  adj_dog_set_label (r->name, _("Name"));
  gtk_widget_set_name (r->name, name);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (r->expander), r->name);

  r->arm = combo_row (prefix, index, "arm", _("Arm"), arms);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (r->expander), r->arm);
  r->klass = combo_row (prefix, index, "class", _("Class (8)"), classes);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (r->expander), r->klass);

  r->stands = adj_dog_spin_new (stands, _("Stands"), 1, ADJ_DOG_MAX_STANDS, 1);
  r->stands_row = adj_dog_suffix_row (_("Stands"), NULL, r->stands);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (r->expander), r->stands_row);

  r->rifled_row = switch_row (r->expander, prefix, index, "rifled", _("Rifled muskets (6.4)"), &r->rifled);
  r->gun = combo_row (prefix, index, "gun", _("Guns (6.2)"), guns);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (r->expander), r->gun);
  r->horse_row = switch_row (r->expander, prefix, index, "horse", _("Horse artillery (6.4, 11.3)"), &r->horse);

  r->general = combo_row (prefix, index, "general", _("Commanded by (15.2)"),
                          G_LIST_MODEL (gtk_string_list_new (NULL)));
  g_object_unref (adw_combo_row_get_model (ADW_COMBO_ROW (r->general)));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (r->expander), r->general);

  g_autofree char *error_name = field_name (prefix, "unit", index, "error");
  r->error = adj_dog_expander_error_new (r->expander, error_name);

  r->remove = adj_dog_expander_button (r->expander, remove, "user-trash-symbolic", _("_Remove Unit"));
  gtk_widget_add_css_class (r->remove, "destructive-action");
  return r;
}

void
adj_dog_unit_row_free (AdjDogUnitRow *row)
{
  g_array_unref (row->generals);
  g_free (row);
}

/* The general row: None, then every staff officer who may command (15.2:
 * an engineer commands none, as the engine's check says). */
static void
show_generals (AdjDogUnitRow *r, const AdjDogArmy *army, int general)
{
  GtkStringList *model = GTK_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (r->general)));
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  guint selected = 0;
  int none = -1;

  g_array_set_size (r->generals, 0);
  g_array_append_val (r->generals, none);
  g_ptr_array_add (names, (gpointer) _("None"));
  for (guint i = 0; i < army->staff->len; i++)
    {
      const AdjDogStaff *s = &g_array_index (army->staff, AdjDogStaff, i);
      int index = (int) i;
      if (s->rank == ADJ_DOG_RANK_ENGINEER)
        continue;
      if (index == general)
        selected = r->generals->len;
      g_array_append_val (r->generals, index);
      g_ptr_array_add (names, s->name);
    }
  g_ptr_array_add (names, NULL);
  adj_dog_string_list_update (model, (const char * const *) names->pdata);
  adj_dog_choice_set (r->general, selected);
}

void
adj_dog_unit_row_show (AdjDogUnitRow *r, const AdjDogArmy *army, const AdjDogUnit *u)
{
  gboolean guns = u->arm == ADJ_DOG_ARTILLERY;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r->expander), u->name);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (r->name)), u->name_given ? u->name : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (r->name), u->name_given ? u->name : "");
  adj_dog_choice_set (r->arm, u->arm);
  adj_dog_choice_set (r->klass, (guint) (u->klass - 1));
  gtk_widget_set_sensitive (r->klass, !guns);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (r->klass), guns ? _("Artillery crews are class 3 (11.1)") : "");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (r->stands), u->stands);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r->stands_row), guns ? _("Gun models (5.1)") : _("Stands"));
  adj_dog_set_label (r->stands, guns ? _("Gun models") : _("Stands"));
  gtk_switch_set_active (GTK_SWITCH (r->rifled), u->rifled);
  gtk_widget_set_visible (r->rifled_row, !guns);
  adj_dog_choice_set (r->gun, u->gun);
  gtk_widget_set_visible (r->gun, guns);
  gtk_switch_set_active (GTK_SWITCH (r->horse), u->horse);
  gtk_widget_set_visible (r->horse_row, guns);
  show_generals (r, army, u->general);
  g_autofree char *remove = g_strdup_printf (_("Remove %s"), u->name);
  adj_dog_set_label (r->remove, remove);
}

void
adj_dog_unit_row_read (AdjDogUnitRow *r, const AdjDogUnit *current, AdjDogUnit *out)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (r->name));
  guint general = adw_combo_row_get_selected (ADW_COMBO_ROW (r->general));

  *out = *current;
  /* Made-up ids stay made up; a blank name is numbered again. */
  out->id = current->id_given ? current->id : NULL;
  out->name = *name != '\0' ? (char *) name : NULL;
  out->arm = adw_combo_row_get_selected (ADW_COMBO_ROW (r->arm));
  out->klass = (int) adw_combo_row_get_selected (ADW_COMBO_ROW (r->klass)) + 1;
  out->stands = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (r->stands));
  out->rifled = gtk_switch_get_active (GTK_SWITCH (r->rifled));
  out->gun = adw_combo_row_get_selected (ADW_COMBO_ROW (r->gun));
  out->horse = gtk_switch_get_active (GTK_SWITCH (r->horse));
  out->general = general < r->generals->len ? g_array_index (r->generals, int, general) : -1;
  if (out->arm != current->arm)
    adj_dog_unit_fit_arm (out);
}

void
adj_dog_unit_row_set_error (AdjDogUnitRow *r, const char *message, const char *member)
{
  GtkWidget *fields[] = { r->arm, r->klass, r->stands_row, r->rifled_row, r->gun, r->horse_row, r->general,
                          r->name };
  const char *members[] = { "arm", "class", "stands", "rifled", "gun", "horse", "general", "name" };

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    adj_dog_mark_error (fields[i], message != NULL && g_strcmp0 (member, members[i]) == 0);
  adj_dog_expander_error_set (r->error, message);
  if (message != NULL)
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (r->expander), TRUE);
}

void
adj_dog_unit_row_connect (AdjDogUnitRow *r, GCallback changed, gpointer data)
{
  GtkWidget *fields[] = { r->name, r->arm, r->klass, r->stands, r->rifled, r->gun, r->horse, r->general };
  const char *signals[] = { "changed", "notify::selected", "notify::selected", "value-changed", "notify::active",
                            "notify::selected", "notify::active", "notify::selected" };

  /* Each field calls back with itself; the row and @data ride on it. */
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_object_set_data (G_OBJECT (fields[i]), "adj-dog-row", r);
      g_object_set_data (G_OBJECT (fields[i]), "adj-dog-data", data);
      if (changed != NULL)
        g_signal_connect_swapped (fields[i], signals[i], changed, fields[i]);
    }
}

GtkWidget *
adj_dog_staff_row_new (const char *prefix, guint index, const AdjDogStaff *s, int cost, GtkWidget **remove)
{
  GtkWidget *row = adw_entry_row_new ();
  g_autofree char *name = field_name (prefix, "staff", index, NULL);
  g_autofree char *remove_name = field_name (prefix, "staff", index, "remove");
  g_autofree char *title = cost > 0 ? g_strdup_printf (_("%s, %d points (6.1)"), adj_dog_rank_name (s->rank), cost)
                                    : g_strdup_printf (_("%s, free: the player (6.1)"), adj_dog_rank_name (s->rank));
  g_autofree char *a11y = g_strdup_printf (_("Remove %s"), s->name);

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adj_dog_set_label (row, title);
  gtk_editable_set_text (GTK_EDITABLE (row), s->name_given ? s->name : "");
  *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_name (*remove, remove_name);
  gtk_widget_set_tooltip_text (*remove, _("Remove"));
  adj_dog_set_label (*remove, a11y);
  gtk_widget_set_valign (*remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (*remove, "flat");
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), *remove);
  return row;
}

AdjDogGunRow *
adj_dog_gun_row_new (const char *prefix, guint index, const AdjDogGunModel *g, GListModel *guns)
{
  AdjDogGunRow *r = g_new0 (AdjDogGunRow, 1);
  g_autofree char *expander = field_name (prefix, "gun", index, NULL);
  g_autofree char *name = field_name (prefix, "gun", index, "name");
  g_autofree char *kind = field_name (prefix, "gun", index, "kind");
  g_autofree char *horse = field_name (prefix, "gun", index, "horse");
  g_autofree char *remove = field_name (prefix, "gun", index, "remove");
  GtkWidget *horse_row;

  r->expander = adw_expander_row_new ();
  gtk_widget_set_name (r->expander, expander);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (r->expander), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r->expander), g->name);
  r->name = adw_entry_row_new ();
  gtk_widget_set_name (r->name, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r->name), _("Name (blank: numbered)"));
  adj_dog_set_label (r->name, _("Name"));
  gtk_editable_set_text (GTK_EDITABLE (r->name), g->name_given ? g->name : "");
  adw_expander_row_add_row (ADW_EXPANDER_ROW (r->expander), r->name);
  r->kind = adw_combo_row_new ();
  gtk_widget_set_name (r->kind, kind);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r->kind), _("Gun (6.2)"));
  adj_dog_set_label (r->kind, _("Gun"));
  adw_combo_row_set_model (ADW_COMBO_ROW (r->kind), guns);
  adw_combo_row_set_selected (ADW_COMBO_ROW (r->kind), g->gun);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (r->expander), r->kind);
  r->horse = gtk_switch_new ();
  gtk_widget_set_name (r->horse, horse);
  gtk_switch_set_active (GTK_SWITCH (r->horse), g->horse);
  horse_row = adj_dog_suffix_row (_("Horse artillery (6.4, 11.3)"), NULL, r->horse);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (r->expander), horse_row);
  r->remove = adj_dog_expander_button (r->expander, remove, "user-trash-symbolic", _("_Remove Gun"));
  gtk_widget_add_css_class (r->remove, "destructive-action");
  return r;
}
