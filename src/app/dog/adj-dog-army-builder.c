/* adj-dog-army-builder.c: an army list built from an agreed total
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player buys stands from an agreed total (6, 7): staff and guns at
 * their printed costs, units of N stands with class, arm and equipment.
 * Every change goes through the engine's edits of dog/army.h, which check
 * it as a file would be checked: a refusal shows inline where it arose
 * and leaves the list as it was. Beside the list, the roster view shows
 * the running total against the limit, what keeps the list from the
 * field and the troop-ratio guide of 8.5 (dog/roster.h). The list opens
 * and saves as an army file; its roster prints on one page, or goes to a
 * PDF or PNG file (adj-dog-roster-print.c).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-columns.h"
#include "adj-dog-army-builder.h"
#include "adj-dog-army-rows.h"
#include "adj-dog-common.h"
#include "adj-dog-roster-print.h"
#include "adj-dog-roster-view.h"
#include "adj-file-chooser.h"
#include "adj-spin-check.h"

struct _AdjDogArmyBuilder
{
  GtkWidget       parent_instance;

  AdjDogRules    *rules;
  AdjDogArmy     *army;
  char           *prefix;
  int             game_size;
  gboolean        updating;  /* the fields are being set from the list */
  GPtrArray      *unit_rows; /* AdjDogUnitRow */
  GPtrArray      *gun_rows;  /* AdjDogGunRow */
  GPtrArray      *staff_added, *units_added, *guns_added;
  GtkStringList  *arms, *classes, *guns, *ranks;
  GtkWidget      *rank_drop;

  /* Template children */
  GtkWidget      *box;
  GtkBox         *toolbar_box;
  GtkLabel       *list_error;
  AdwPreferencesGroup *staff_group;
  AdwPreferencesGroup *units_group;
  AdwPreferencesGroup *guns_group;
  AdwEntryRow    *name_row;
  AdwComboRow    *side_row;
  AdwComboRow    *year_row;
  GtkWidget      *limit_row;
  GtkSpinButton  *limit_spin;
  AdwActionRow   *size_row;
  GtkSpinButton  *pontoons_spin;
  GtkSpinButton  *earthworks_spin;
  AdjDogRosterView *roster_view;
};

G_DEFINE_FINAL_TYPE (AdjDogArmyBuilder, adj_dog_army_builder, GTK_TYPE_WIDGET)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void rebuild (AdjDogArmyBuilder *self);

static void
show_list_error (AdjDogArmyBuilder *self, const char *message)
{
  gtk_label_set_text (self->list_error, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->list_error), message != NULL);
}

static char *
subtitle_of (AdjDogArmyBuilder *self)
{
  g_autofree char *side = adj_dog_army_side_text (self->army);
  if (self->game_size > 0)
    /* Translators: the army's side and year, then the game's points */
    return g_strdup_printf (_("%s · a game of %d points"), side, self->game_size);
  return g_steal_pointer (&side);
}

AdjDogRoster *
adj_dog_army_builder_roster (AdjDogArmyBuilder *self)
{
  g_return_val_if_fail (ADJ_IS_DOG_ARMY_BUILDER (self), NULL);
  return adj_dog_roster_new (self->rules, self->army, self->game_size);
}

/* The total, problems and guide beside the list, and each unit's working. */
static void
refresh (AdjDogArmyBuilder *self)
{
  g_autoptr (AdjDogRoster) roster = adj_dog_army_builder_roster (self);

  adj_dog_roster_view_set (self->roster_view, roster);
  for (guint i = 0; i < self->unit_rows->len; i++)
    {
      AdjDogUnitRow *row = self->unit_rows->pdata[i];
      const AdjDogUnit *u = &g_array_index (self->army->units, AdjDogUnit, i);
      for (guint l = 0; l < roster->lines->len; l++)
        {
          const AdjDogRosterLine *line = &g_array_index (roster->lines, AdjDogRosterLine, l);
          if (line->section != ADJ_DOG_ROSTER_UNIT || g_strcmp0 (line->id, u->id) != 0)
            continue;
          /* Translators: a roster line, how its points are made and its points */
          g_autofree char *sub = g_strdup_printf (_("%s\n%s = %d points"), line->text, line->working, line->points);
          adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row->expander), sub);
        }
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

/* ---- The list's own fields ---- */

static void
on_details_changed (AdjDogArmyBuilder *self)
{
  g_autoptr (GError) error = NULL;
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  guint side = adw_combo_row_get_selected (self->side_row);
  guint year = adw_combo_row_get_selected (self->year_row);

  if (self->updating)
    return;
  gtk_widget_remove_css_class (GTK_WIDGET (self->name_row), "error");
  if (!adj_dog_army_set_details (self->army, *name != '\0' ? name : NULL, (int) side - 1,
                                 year == 0 ? 0 : ADJ_DOG_FIRST_YEAR + (int) year - 1,
                                 gtk_spin_button_get_value_as_int (self->limit_spin), &error))
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->name_row), "error");
      show_list_error (self, error->message);
      return;
    }
  show_list_error (self, NULL);
  refresh (self);
}

static void
on_works_changed (AdjDogArmyBuilder *self)
{
  g_autoptr (GError) error = NULL;

  if (self->updating)
    return;
  if (!adj_dog_army_set_works (self->army, gtk_spin_button_get_value_as_int (self->pontoons_spin),
                               gtk_spin_button_get_value_as_int (self->earthworks_spin), &error))
    {
      show_list_error (self, error->message);
      return;
    }
  show_list_error (self, NULL);
  refresh (self);
}

/* ---- Units ---- */

static void
on_unit_changed (GtkWidget *field)
{
  AdjDogArmyBuilder *self = g_object_get_data (G_OBJECT (field), "adj-dog-data");
  AdjDogUnitRow *row = g_object_get_data (G_OBJECT (field), "adj-dog-row");
  g_autoptr (GError) error = NULL;
  const char *member = NULL;
  AdjDogUnit unit;
  guint index;

  if (self == NULL || self->updating || !g_ptr_array_find (self->unit_rows, row, &index))
    return;
  adj_dog_unit_row_read (row, &g_array_index (self->army->units, AdjDogUnit, index), &unit);
  if (!adj_dog_unit_check (self->army, &unit, &member, &error)
      || !adj_dog_army_set_unit (self->army, index, &unit, &error))
    {
      /* Past the unit's own checks, only its name can be at fault. */
      adj_dog_unit_row_set_error (row, error->message, member != NULL ? member : "name");
      return;
    }
  adj_dog_unit_row_set_error (row, NULL, NULL);
  self->updating = TRUE;
  adj_dog_unit_row_show (row, self->army, &g_array_index (self->army->units, AdjDogUnit, index));
  self->updating = FALSE;
  refresh (self);
}

static void
on_add_unit (AdjDogArmyBuilder *self)
{
  g_autoptr (GError) error = NULL;
  /* The example of 7.1 as the first guess: 8 stands of class 3 infantry. */
  AdjDogUnit unit = { .arm = ADJ_DOG_INFANTRY, .klass = 3, .stands = 8, .general = -1 };

  if (!adj_dog_army_add_unit (self->army, &unit, &error))
    {
      show_list_error (self, error->message);
      return;
    }
  show_list_error (self, NULL);
  rebuild (self);
  AdjDogUnitRow *row = self->unit_rows->pdata[self->unit_rows->len - 1];
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row->expander), TRUE);
  gtk_widget_grab_focus (row->name);
}

static void
on_remove_entry (GtkWidget *button, AdjDogArmyBuilder *self)
{
  const char *what = g_object_get_data (G_OBJECT (button), "adj-dog-what");
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "adj-dog-index"));
  g_autoptr (GError) error = NULL;
  gboolean ok = g_str_equal (what, "unit") ? adj_dog_army_remove_unit (self->army, index, &error)
                : g_str_equal (what, "staff") ? adj_dog_army_remove_staff (self->army, index, &error)
                : adj_dog_army_remove_gun (self->army, index, &error);

  show_list_error (self, ok ? NULL : error->message);
  if (ok)
    rebuild (self);
}

static void
on_remove (AdjDogArmyBuilder *self, GtkWidget *button, const char *what, guint index)
{
  g_object_set_data (G_OBJECT (button), "adj-dog-what", (gpointer) what);
  g_object_set_data (G_OBJECT (button), "adj-dog-index", GUINT_TO_POINTER (index));
  g_signal_connect (button, "clicked", G_CALLBACK (on_remove_entry), self);
}

/* ---- Staff and loose guns ---- */

static void
on_staff_name (GtkEditable *row, AdjDogArmyBuilder *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "adj-dog-index"));
  const char *name = gtk_editable_get_text (row);
  g_autoptr (GError) error = NULL;

  if (self->updating)
    return;
  if (!adj_dog_army_set_staff_name (self->army, index, *name != '\0' ? name : NULL, &error))
    {
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      show_list_error (self, error->message);
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  show_list_error (self, NULL);
  /* The units' general rows show the new name. */
  self->updating = TRUE;
  for (guint i = 0; i < self->unit_rows->len; i++)
    adj_dog_unit_row_show (self->unit_rows->pdata[i], self->army, &g_array_index (self->army->units, AdjDogUnit, i));
  self->updating = FALSE;
  refresh (self);
}

static void
on_add_staff (AdjDogArmyBuilder *self)
{
  g_autoptr (GError) error = NULL;
  AdjDogRank rank = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->rank_drop));

  if (!adj_dog_army_add_staff (self->army, rank, NULL, NULL, &error))
    {
      show_list_error (self, error->message);
      return;
    }
  show_list_error (self, NULL);
  rebuild (self);
  /* The rebuild took away the focused Add button: the focus goes to the
   * new officer's name, not to the first name with its text selected,
   * where typing would replace it (issue 26). */
  gtk_widget_grab_focus (self->staff_added->pdata[self->army->staff->len - 1]);
}

static void
on_gun_changed (GtkWidget *field)
{
  AdjDogArmyBuilder *self = g_object_get_data (G_OBJECT (field), "adj-dog-builder");
  AdjDogGunRow *row = g_object_get_data (G_OBJECT (field), "adj-dog-row");
  const char *name = gtk_editable_get_text (GTK_EDITABLE (row->name));
  g_autoptr (GError) error = NULL;
  guint index;

  if (self == NULL || self->updating || !g_ptr_array_find (self->gun_rows, row, &index))
    return;
  if (!adj_dog_army_set_gun (self->army, index, adw_combo_row_get_selected (ADW_COMBO_ROW (row->kind)),
                             gtk_switch_get_active (GTK_SWITCH (row->horse)), *name != '\0' ? name : NULL, &error))
    {
      show_list_error (self, error->message);
      return;
    }
  show_list_error (self, NULL);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->expander),
                                 g_array_index (self->army->guns, AdjDogGunModel, index).name);
  refresh (self);
}

static void
on_add_gun (AdjDogArmyBuilder *self)
{
  g_autoptr (GError) error = NULL;

  if (!adj_dog_army_add_gun (self->army, ADJ_DOG_GUN_SMOOTHBORE, FALSE, NULL, NULL, &error))
    {
      show_list_error (self, error->message);
      return;
    }
  show_list_error (self, NULL);
  rebuild (self);
}

/* ---- Building the rows from the list ---- */

static void
add_to (AdwPreferencesGroup *group, GPtrArray *added, GtkWidget *row)
{
  adw_preferences_group_add (group, row);
  g_ptr_array_add (added, row);
}

static void
build_staff (AdjDogArmyBuilder *self)
{
  GtkWidget *add_row, *add;

  for (guint i = 0; i < self->army->staff->len; i++)
    {
      const AdjDogStaff *s = &g_array_index (self->army->staff, AdjDogStaff, i);
      GtkWidget *remove;
      GtkWidget *row = adj_dog_staff_row_new (self->prefix, i, s, self->rules->staff_cost[s->rank], &remove);
      g_object_set_data (G_OBJECT (row), "adj-dog-index", GUINT_TO_POINTER (i));
      g_signal_connect (row, "changed", G_CALLBACK (on_staff_name), self);
      on_remove (self, remove, "staff", i);
      add_to (self->staff_group, self->staff_added, row);
    }
  self->rank_drop = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (self->ranks)), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->rank_drop), ADJ_DOG_RANK_BRIGADE);
  g_autofree char *drop_name = g_strdup_printf ("%s-staff-rank", self->prefix);
  gtk_widget_set_name (self->rank_drop, drop_name);
  add_row = adj_dog_suffix_row (_("Add a staff officer"), NULL, self->rank_drop);
  adj_dog_set_label (self->rank_drop, _("Rank of the staff officer to add"));
  g_autofree char *add_name = g_strdup_printf ("%s-add-staff", self->prefix);
  add = adj_dog_button_new (add_name, "list-add-symbolic", _("_Add"));
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (add, "clicked", G_CALLBACK (on_add_staff), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (add_row), add);
  add_to (self->staff_group, self->staff_added, add_row);
}

static void
build_units (AdjDogArmyBuilder *self)
{
  for (guint i = 0; i < self->army->units->len; i++)
    {
      AdjDogUnitRow *row = adj_dog_unit_row_new (self->prefix, i, G_LIST_MODEL (self->arms),
                                                 G_LIST_MODEL (self->classes), G_LIST_MODEL (self->guns));
      adj_dog_unit_row_show (row, self->army, &g_array_index (self->army->units, AdjDogUnit, i));
      g_ptr_array_add (self->unit_rows, row);
      adj_dog_unit_row_connect (row, G_CALLBACK (on_unit_changed), self);
      on_remove (self, row->remove, "unit", i);
      add_to (self->units_group, self->units_added, row->expander);
    }
  for (guint i = 0; i < self->army->guns->len; i++)
    {
      AdjDogGunRow *row = adj_dog_gun_row_new (self->prefix, i, &g_array_index (self->army->guns, AdjDogGunModel, i),
                                               G_LIST_MODEL (self->guns));
      GtkWidget *fields[] = { row->name, row->kind, row->horse };
      const char *changes[] = { "changed", "notify::selected", "notify::active" };
      for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
        {
          g_object_set_data (G_OBJECT (fields[f]), "adj-dog-builder", self);
          g_object_set_data (G_OBJECT (fields[f]), "adj-dog-row", row);
          g_signal_connect_swapped (fields[f], changes[f], G_CALLBACK (on_gun_changed), fields[f]);
        }
      g_ptr_array_add (self->gun_rows, row);
      on_remove (self, row->remove, "gun", i);
      add_to (self->guns_group, self->guns_added, row->expander);
    }
}

/* Rows out of their group must not call back into the builder. */
static void
forget_rows (AdjDogArmyBuilder *self)
{
  GPtrArray *lists[] = { self->staff_added, self->units_added, self->guns_added };
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0; i < lists[l]->len; i++)
      g_signal_handlers_disconnect_matched (lists[l]->pdata[i], G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
  for (guint i = 0; i < self->unit_rows->len; i++)
    adj_dog_unit_row_connect (self->unit_rows->pdata[i], NULL, NULL);
  for (guint i = 0; i < self->gun_rows->len; i++)
    {
      AdjDogGunRow *row = self->gun_rows->pdata[i];
      g_object_set_data (G_OBJECT (row->name), "adj-dog-builder", NULL);
      g_object_set_data (G_OBJECT (row->kind), "adj-dog-builder", NULL);
      g_object_set_data (G_OBJECT (row->horse), "adj-dog-builder", NULL);
    }
}

static void
rebuild (AdjDogArmyBuilder *self)
{
  self->updating = TRUE;
  forget_rows (self);
  adj_dog_group_clear (self->staff_group, self->staff_added);
  adj_dog_group_clear (self->units_group, self->units_added);
  adj_dog_group_clear (self->guns_group, self->guns_added);
  g_ptr_array_set_size (self->unit_rows, 0);
  g_ptr_array_set_size (self->gun_rows, 0);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_row)), self->army->name ? self->army->name : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->name_row), self->army->name ? self->army->name : "");
  adw_combo_row_set_selected (self->side_row, (guint) (self->army->side + 1));
  adw_combo_row_set_selected (self->year_row, self->army->year > 0 ? (guint) (self->army->year - ADJ_DOG_FIRST_YEAR + 1) : 0);
  gtk_spin_button_set_value (self->limit_spin, self->army->limit);
  gtk_spin_button_set_value (self->pontoons_spin, self->army->pontoons);
  gtk_spin_button_set_value (self->earthworks_spin, self->army->earthworks);
  build_staff (self);
  build_units (self);
  self->updating = FALSE;
  refresh (self);
}

/* ---- The builder ---- */

void
adj_dog_army_builder_set_army (AdjDogArmyBuilder *self, const AdjDogArmy *army)
{
  g_return_if_fail (ADJ_IS_DOG_ARMY_BUILDER (self));
  g_clear_pointer (&self->army, adj_dog_army_free);
  self->army = army != NULL ? adj_dog_army_copy (army) : adj_dog_army_new ();
  /* Made-up ids in a list of its own carry no battle's prefix. */
  g_free (self->army->prefix);
  self->army->prefix = g_strdup ("");
  adj_dog_army_renumber (self->army, "", NULL);
  show_list_error (self, NULL);
  rebuild (self);
}

const AdjDogArmy *
adj_dog_army_builder_get_army (AdjDogArmyBuilder *self)
{
  g_return_val_if_fail (ADJ_IS_DOG_ARMY_BUILDER (self), NULL);
  return self->army;
}

void
adj_dog_army_builder_set_game_size (AdjDogArmyBuilder *self, int size)
{
  g_return_if_fail (ADJ_IS_DOG_ARMY_BUILDER (self));
  self->game_size = size;
  gtk_widget_set_visible (self->limit_row, size <= 0);
  gtk_widget_set_visible (GTK_WIDGET (self->size_row), size > 0);
  g_autofree char *text = g_strdup_printf (_("%d points, the battle's"), size);
  adw_action_row_set_subtitle (self->size_row, text);
  refresh (self);
}

int
adj_dog_army_builder_get_total (AdjDogArmyBuilder *self)
{
  g_return_val_if_fail (ADJ_IS_DOG_ARMY_BUILDER (self), 0);
  return adj_dog_army_total (self->rules, self->army);
}

gboolean
adj_dog_army_builder_export (AdjDogArmyBuilder *self, const char *path, GError **error)
{
  g_autoptr (AdjDogRoster) roster = adj_dog_army_builder_roster (self);
  g_autofree char *subtitle = subtitle_of (self);

  if (g_str_has_suffix (path, ".png") || g_str_has_suffix (path, ".PNG"))
    return adj_dog_roster_export_png (roster, subtitle, path, error);
  return adj_dog_roster_export_pdf (roster, subtitle, path, error);
}

void
adj_dog_army_builder_print (AdjDogArmyBuilder *self)
{
  g_autofree char *subtitle = subtitle_of (self);
  adj_dog_roster_print (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), adj_dog_army_builder_roster (self),
                        subtitle);
}

void
adj_dog_army_builder_show_error (AdjDogArmyBuilder *self, const char *message)
{
  g_return_if_fail (ADJ_IS_DOG_ARMY_BUILDER (self));
  show_list_error (self, message);
}

static void
adj_dog_army_builder_dispose (GObject *object)
{
  AdjDogArmyBuilder *self = ADJ_DOG_ARMY_BUILDER (object);

  if (self->unit_rows != NULL)
    forget_rows (self);
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_DOG_ARMY_BUILDER);
  g_clear_pointer (&self->unit_rows, g_ptr_array_unref);
  g_clear_pointer (&self->gun_rows, g_ptr_array_unref);
  g_clear_pointer (&self->staff_added, g_ptr_array_unref);
  g_clear_pointer (&self->units_added, g_ptr_array_unref);
  g_clear_pointer (&self->guns_added, g_ptr_array_unref);
  G_OBJECT_CLASS (adj_dog_army_builder_parent_class)->dispose (object);
}

static void
adj_dog_army_builder_finalize (GObject *object)
{
  AdjDogArmyBuilder *self = ADJ_DOG_ARMY_BUILDER (object);

  g_clear_pointer (&self->army, adj_dog_army_free);
  g_clear_pointer (&self->rules, adj_dog_rules_unref);
  g_clear_object (&self->arms);
  g_clear_object (&self->classes);
  g_clear_object (&self->guns);
  g_clear_object (&self->ranks);
  g_free (self->prefix);
  G_OBJECT_CLASS (adj_dog_army_builder_parent_class)->finalize (object);
}

static void
adj_dog_army_builder_class_init (AdjDogArmyBuilderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_dog_army_builder_dispose;
  object_class->finalize = adj_dog_army_builder_finalize;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
  g_type_ensure (ADJ_TYPE_COLUMNS);
  g_type_ensure (ADJ_TYPE_DOG_ROSTER_VIEW);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/dog/adj-dog-army-builder.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, box);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, toolbar_box);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, list_error);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, staff_group);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, units_group);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, guns_group);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, name_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, side_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, year_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, limit_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, limit_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, size_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, pontoons_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, earthworks_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjDogArmyBuilder, roster_view);
}

static const char *arm_name (int i) { return adj_dog_arm_name ((AdjDogArm) i); }
static const char *gun_name (int i) { return adj_dog_gun_name ((AdjDogGun) i); }
static const char *rank_name (int i) { return adj_dog_rank_name ((AdjDogRank) i); }
static const char *nation_name (int i) { return adj_dog_nation_name ((AdjDogNation) i); }

static void
adj_dog_army_builder_init (AdjDogArmyBuilder *self)
{
  g_autoptr (GError) error = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  adj_spin_check_attach (self->limit_spin);
  adj_spin_check_attach (self->pontoons_spin);
  adj_spin_check_attach (self->earthworks_spin);
  self->rules = adj_dog_rules_for_app (&error);
  /* The shipped printed numbers are part of the install. */
  if (self->rules == NULL)
    g_error ("Days of Glory: %s", error->message);
  self->unit_rows = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_dog_unit_row_free);
  self->gun_rows = g_ptr_array_new_with_free_func (g_free);
  self->staff_added = g_ptr_array_new ();
  self->units_added = g_ptr_array_new ();
  self->guns_added = g_ptr_array_new ();
  self->arms = adj_dog_names_model (arm_name, 0, ADJ_DOG_N_ARMS);
  self->guns = adj_dog_names_model (gun_name, 0, ADJ_DOG_N_GUNS);
  self->ranks = adj_dog_names_model (rank_name, 0, ADJ_DOG_N_RANKS);
  self->classes = gtk_string_list_new (NULL);
  for (int k = 1; k <= ADJ_DOG_N_CLASSES; k++)
    {
      g_autofree char *text = g_strdup_printf (_("Class %d"), k);
      gtk_string_list_append (self->classes, text);
    }
  GtkStringList *sides = adj_dog_names_model (nation_name, 0, ADJ_DOG_N_NATIONS);
  gtk_string_list_splice (sides, 0, 0, (const char *const[]) { _("Not given"), NULL });
  adw_combo_row_set_model (self->side_row, G_LIST_MODEL (sides));
  g_object_unref (sides);
  GtkStringList *years = gtk_string_list_new (NULL);
  gtk_string_list_append (years, _("Not given"));
  for (int y = ADJ_DOG_FIRST_YEAR; y <= ADJ_DOG_LAST_YEAR; y++)
    {
      g_autofree char *text = g_strdup_printf ("%d", y);
      gtk_string_list_append (years, text);
    }
  adw_combo_row_set_model (self->year_row, G_LIST_MODEL (years));
  g_object_unref (years);
  adj_dog_set_label (GTK_WIDGET (self->name_row), _("Name of the army"));
  adj_dog_set_label (GTK_WIDGET (self->side_row), _("Side"));
  adj_dog_set_label (GTK_WIDGET (self->year_row), _("Year"));
  g_signal_connect_swapped (self->name_row, "changed", G_CALLBACK (on_details_changed), self);
  g_signal_connect_swapped (self->side_row, "notify::selected", G_CALLBACK (on_details_changed), self);
  g_signal_connect_swapped (self->year_row, "notify::selected", G_CALLBACK (on_details_changed), self);
  g_signal_connect_swapped (self->limit_spin, "value-changed", G_CALLBACK (on_details_changed), self);
  g_signal_connect_swapped (self->pontoons_spin, "value-changed", G_CALLBACK (on_works_changed), self);
  g_signal_connect_swapped (self->earthworks_spin, "value-changed", G_CALLBACK (on_works_changed), self);
}

static void
add_group_button (AdjDogArmyBuilder *self, AdwPreferencesGroup *group, const char *what, const char *label,
                  GCallback callback)
{
  g_autofree char *name = g_strdup_printf ("%s-add-%s", self->prefix, what);
  GtkWidget *button = adj_dog_button_new (name, "list-add-symbolic", label);

  gtk_widget_add_css_class (button, "flat");
  g_signal_connect_swapped (button, "clicked", callback, self);
  adw_preferences_group_set_header_suffix (group, button);
}

GtkWidget *
adj_dog_army_builder_new (const char *prefix)
{
  AdjDogArmyBuilder *self = g_object_new (ADJ_TYPE_DOG_ARMY_BUILDER, NULL);
  GtkWidget *named[] = { GTK_WIDGET (self->name_row), GTK_WIDGET (self->side_row), GTK_WIDGET (self->year_row),
                         GTK_WIDGET (self->limit_spin), GTK_WIDGET (self->pontoons_spin),
                         GTK_WIDGET (self->earthworks_spin), GTK_WIDGET (self->list_error) };
  const char *names[] = { "name", "side", "year", "limit", "pontoons", "earthworks", "error" };

  self->prefix = g_strdup (prefix);
  for (guint i = 0; i < G_N_ELEMENTS (named); i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s", prefix, names[i]);
      gtk_widget_set_name (named[i], name);
    }
  add_group_button (self, self->units_group, "unit", _("Add _Unit"), G_CALLBACK (on_add_unit));
  add_group_button (self, self->guns_group, "gun", _("Add _Gun"), G_CALLBACK (on_add_gun));
  adj_dog_army_files_add_toolbar (self, self->toolbar_box, prefix);
  adj_dog_army_builder_set_army (self, NULL);
  return GTK_WIDGET (self);
}
