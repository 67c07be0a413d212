/* adj-dog-sheets-page.c: the player's own reference sheets
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The morale test factors and results, and the shooting, close assault
 * and movement charts the rules leave to reference sheets (docs/dog.md).
 * The player enters them once; every edit the engine accepts is saved at
 * once to dog-sheets.json in his data dir ("source": "user") and kept for
 * every game. A refusal is shown and nothing is written.
 */

#include "config.h"

#include <errno.h>

#include <glib/gi18n.h>

#include "adj-dog-common.h"
#include "adj-dog-sheet-charts.h"
#include "adj-dog-sheets-page.h"
#include "adj-label.h"
#include "adj-first-frame.h"
#include "adj-flat-rows.h"

struct _AdjDogSheetsPage
{
  GtkWidget      parent_instance;

  gboolean       built;
  gboolean       updating;
  AdjDogSheets  *sheets;
  GPtrArray     *factor_rows;
  GtkWidget     *new_factor, *charts;
  GtkWidget     *assault_group, *assault_tie, *assault_margin, *assault_text;
  GPtrArray     *assault_rows;
  GtkWidget     *fire_group;
  GPtrArray     *fire_rows;
  gboolean       fire_edited;   /* this page removed a shooting row: write its own */

  /* Template children */
  GtkWidget     *scroller;
  GtkLabel      *status_label;
  AdwPreferencesGroup *factors_group;
  AdwPreferencesGroup *results_group;
  GtkBox        *charts_box;
};

G_DEFINE_FINAL_TYPE (AdjDogSheetsPage, adj_dog_sheets_page, GTK_TYPE_WIDGET)

static void rebuild_factors (AdjDogSheetsPage *self);

static void
set_status (AdjDogSheetsPage *self, const char *message, gboolean error)
{
  gtk_label_set_text (self->status_label, message);
  if (error)
    gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "error");
}

/* Every accepted edit is written at once, atomically. */
static void
save (AdjDogSheetsPage *self)
{
  g_autofree char *path = adj_dog_sheets_user_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GError) error = NULL;
  /* The shooting charts are typed on Shooting and Assault since this page
   * read the file: keep the file's, never write an older copy over them. */
  g_autoptr (AdjDogSheets) on_disk = self->fire_edited ? NULL : adj_dog_sheets_load_file (path, NULL);
  if (on_disk != NULL)
    {
      GArray *rows = self->sheets->fire_rows;
      self->sheets->fire_rows = on_disk->fire_rows;
      on_disk->fire_rows = rows;
    }

  if (g_mkdir_with_parents (dir, 0700) != 0 || !adj_dog_sheets_save_file (self->sheets, path, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Not saved: %s"), error != NULL ? error->message : g_strerror (errno));
      set_status (self, message, TRUE);
      return;
    }
  g_autofree char *message = g_strdup_printf (_("Saved in %s"), path);
  set_status (self, message, FALSE);
}

static void
edited (AdjDogSheetsPage *self, gboolean ok, GError *error, GtkWidget *field)
{
  if (field != NULL)
    adj_dog_mark_error (field, !ok);
  if (ok)
    save (self);
  else
    set_status (self, error->message, TRUE);
}

static guint
data_of (gpointer object, const char *key)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (object), key));
}

static void
on_factor_text (AdwEntryRow *row, AdjDogSheetsPage *self)
{
  guint f = data_of (row, "adj-dog-factor");
  g_autoptr (GError) error = NULL;
  gboolean ok = adj_dog_sheets_set_factor_text (self->sheets, f, gtk_editable_get_text (GTK_EDITABLE (row)), &error);

  edited (self, ok, error, GTK_WIDGET (row));
  if (ok)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (gtk_widget_get_ancestor (GTK_WIDGET (row),
                                                                                 ADW_TYPE_EXPANDER_ROW)),
                                   gtk_editable_get_text (GTK_EDITABLE (row)));
}

/* A test's switch or value of a factor. */
static void
on_factor_value (GtkWidget *field, GParamSpec *pspec, AdjDogSheetsPage *self)
{
  GtkWidget *sw = g_object_get_data (G_OBJECT (field), "adj-dog-switch");
  GtkWidget *spin = g_object_get_data (G_OBJECT (field), "adj-dog-spin");
  g_autoptr (GError) error = NULL;

  if (self->updating)
    return;
  gtk_widget_set_sensitive (spin, gtk_switch_get_active (GTK_SWITCH (sw)));
  edited (self, adj_dog_sheets_set_factor (self->sheets, data_of (field, "adj-dog-factor"), data_of (field, "adj-dog-test"),
                                           gtk_switch_get_active (GTK_SWITCH (sw)),
                                           gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), &error),
          error, NULL);
}

/* What of the unit the factor counts: the Morale Test page fills it. */
static void
on_factor_from (GtkWidget *row, GParamSpec *pspec, AdjDogSheetsPage *self)
{
  g_autoptr (GError) error = NULL;

  if (self->updating)
    return;
  edited (self, adj_dog_sheets_set_factor_from (self->sheets, data_of (row, "adj-dog-factor"),
                                                adw_combo_row_get_selected (ADW_COMBO_ROW (row)), &error),
          error, NULL);
}

static const char *from_name (int i) { return adj_dog_from_name ((AdjDogFactorFrom) i); }

static void
on_remove_factor (GtkButton *button, AdjDogSheetsPage *self)
{
  adj_dog_sheets_remove_factor (self->sheets, data_of (button, "adj-dog-factor"));
  save (self);
  rebuild_factors (self);
}

static void
on_add_factor (AdjDogSheetsPage *self)
{
  g_autoptr (GError) error = NULL;
  gboolean ok = adj_dog_sheets_add_factor (self->sheets, gtk_editable_get_text (GTK_EDITABLE (self->new_factor)),
                                           &error);
  edited (self, ok, error, self->new_factor);
  if (!ok)
    return;
  gtk_editable_set_text (GTK_EDITABLE (self->new_factor), "");
  rebuild_factors (self);
  GtkWidget *last = self->factor_rows->pdata[self->factor_rows->len - 2];
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (last), TRUE);
}

static GtkWidget *
factor_row (AdjDogSheetsPage *self, guint f)
{
  const AdjDogFactor *factor = &g_array_index (self->sheets->factors, AdjDogFactor, f);
  GtkWidget *expander = adw_expander_row_new ();
  GtkWidget *text = adw_entry_row_new ();
  g_autofree char *name = g_strdup_printf ("dog-factor-%u", f);
  g_autofree char *text_name = g_strdup_printf ("dog-factor-%u-text", f);
  g_autofree char *remove_name = g_strdup_printf ("dog-factor-%u-remove", f);
  GtkWidget *remove;

  gtk_widget_set_name (expander, name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (expander), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), factor->text);
  gtk_widget_set_name (text, text_name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (text), _("As your sheet words it"));
  adj_dog_set_label (text, _("Factor"));
  gtk_editable_set_text (GTK_EDITABLE (text), factor->text);
  g_object_set_data (G_OBJECT (text), "adj-dog-factor", GUINT_TO_POINTER (f));
  g_signal_connect (text, "changed", G_CALLBACK (on_factor_text), self);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), text);

  g_autofree char *from_row_name = g_strdup_printf ("dog-factor-%u-counts", f);
  g_autoptr (GtkStringList) froms = adj_dog_names_model (from_name, 0, ADJ_DOG_N_FROM);
  GtkWidget *from = adw_combo_row_new ();
  gtk_widget_set_name (from, from_row_name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (from), _("Counted from the unit"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (from), _("The Morale Test page fills its count from what Adjutant "
                                                        "knows of the unit; you confirm or change it"));
  adj_dog_set_label (from, _("What of the unit this factor counts"));
  adw_combo_row_set_model (ADW_COMBO_ROW (from), G_LIST_MODEL (froms));
  adw_combo_row_set_selected (ADW_COMBO_ROW (from), factor->from);
  g_object_set_data (G_OBJECT (from), "adj-dog-factor", GUINT_TO_POINTER (f));
  g_signal_connect (from, "notify::selected", G_CALLBACK (on_factor_from), self);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), from);
  for (int t = 0; t < ADJ_DOG_N_TESTS; t++)
    {
      g_autofree char *sw_name = g_strdup_printf ("dog-factor-%u-%s", f, adj_dog_test_to_string (t));
      g_autofree char *spin_name = g_strdup_printf ("dog-factor-%u-%s-value", f, adj_dog_test_to_string (t));
      g_autofree char *counts = g_strdup_printf (_("Counts in a %s test"), adj_dog_test_name (t));
      g_autofree char *value = g_strdup_printf (_("Value in a %s test"), adj_dog_test_name (t));
      GtkWidget *sw = gtk_switch_new ();
      GtkWidget *spin = adj_dog_spin_new (spin_name, value, -ADJ_DOG_MAX_FACTOR, ADJ_DOG_MAX_FACTOR,
                                          factor->value[t]);
      GtkWidget *row = adj_dog_suffix_row (adj_dog_test_name (t), NULL, spin);

      gtk_widget_set_name (sw, sw_name);
      gtk_switch_set_active (GTK_SWITCH (sw), factor->applies[t]);
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      adj_dog_set_label (sw, counts);
      adj_dog_set_label (spin, value);
      gtk_widget_set_sensitive (spin, factor->applies[t]);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), sw);
      for (int k = 0; k < 2; k++)
        {
          GtkWidget *field = k == 0 ? sw : spin;
          g_object_set_data (G_OBJECT (field), "adj-dog-switch", sw);
          g_object_set_data (G_OBJECT (field), "adj-dog-spin", spin);
          g_object_set_data (G_OBJECT (field), "adj-dog-factor", GUINT_TO_POINTER (f));
          g_object_set_data (G_OBJECT (field), "adj-dog-test", GUINT_TO_POINTER (t));
        }
      g_signal_connect (sw, "notify::active", G_CALLBACK (on_factor_value), self);
      g_signal_connect (spin, "notify::value", G_CALLBACK (on_factor_value), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
    }
  remove = adj_dog_expander_button (expander, remove_name, "user-trash-symbolic", _("_Remove Factor"));
  gtk_widget_add_css_class (remove, "destructive-action");
  g_object_set_data (G_OBJECT (remove), "adj-dog-factor", GUINT_TO_POINTER (f));
  g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_factor), self);
  return expander;
}

static void
rebuild_factors (AdjDogSheetsPage *self)
{
  GtkWidget *add;

  self->updating = TRUE;
  adj_dog_group_clear (self->factors_group, self->factor_rows);
  for (guint f = 0; f < self->sheets->factors->len; f++)
    {
      GtkWidget *row = factor_row (self, f);
      adw_preferences_group_add (self->factors_group, row);
      g_ptr_array_add (self->factor_rows, row);
    }
  self->new_factor = adw_entry_row_new ();
  gtk_widget_set_name (self->new_factor, "dog-new-factor");
  /* Short: an entry row cuts a long title short in a narrow window. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->new_factor), _("New factor"));
  adj_dog_set_label (self->new_factor, _("New factor"));
  add = adj_dog_button_new ("dog-new-factor-add", "list-add-symbolic", _("_Add"));
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (add, "flat");
  g_signal_connect_swapped (add, "clicked", G_CALLBACK (on_add_factor), self);
  g_signal_connect_swapped (self->new_factor, "entry-activated", G_CALLBACK (on_add_factor), self);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (self->new_factor), add);
  adw_preferences_group_add (self->factors_group, self->new_factor);
  g_ptr_array_add (self->factor_rows, self->new_factor);
  self->updating = FALSE;
}

static void
on_result (AdwEntryRow *row, AdjDogSheetsPage *self)
{
  AdjDogTest t = data_of (row, "adj-dog-test");
  GtkWidget *pass = g_object_get_data (G_OBJECT (row), "adj-dog-pass");
  GtkWidget *fail = g_object_get_data (G_OBJECT (row), "adj-dog-fail");
  const char *p = gtk_editable_get_text (GTK_EDITABLE (pass)), *f = gtk_editable_get_text (GTK_EDITABLE (fail));
  g_autoptr (GError) error = NULL;

  if (self->updating)
    return;
  edited (self, adj_dog_sheets_set_result (self->sheets, t, *p ? p : NULL, *f ? f : NULL, &error), error,
          GTK_WIDGET (row));
}

static void
build_results (AdjDogSheetsPage *self)
{
  for (int t = 0; t < ADJ_DOG_N_TESTS; t++)
    {
      GtkWidget *expander = adw_expander_row_new ();
      GtkWidget *rows[2];

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), adj_dog_test_name (t));
      for (int k = 0; k < 2; k++)
        {
          g_autofree char *name = g_strdup_printf ("dog-result-%s-%s", adj_dog_test_to_string (t), k ? "fail" : "pass");
          const char *text = k ? self->sheets->fail_text[t] : self->sheets->pass_text[t];
          g_autofree char *a11y = g_strdup_printf (k ? _("What failing a %s test does") : _("What passing a %s test does"),
                                                   adj_dog_test_name (t));
          rows[k] = adw_entry_row_new ();
          gtk_widget_set_name (rows[k], name);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows[k]), k ? _("Failing") : _("Passing"));
          adj_dog_set_label (rows[k], a11y);
          gtk_editable_set_text (GTK_EDITABLE (rows[k]), text != NULL ? text : "");
          adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), rows[k]);
        }
      for (int k = 0; k < 2; k++)
        {
          g_object_set_data (G_OBJECT (rows[k]), "adj-dog-test", GUINT_TO_POINTER (t));
          g_object_set_data (G_OBJECT (rows[k]), "adj-dog-pass", rows[0]);
          g_object_set_data (G_OBJECT (rows[k]), "adj-dog-fail", rows[1]);
          g_signal_connect (rows[k], "changed", G_CALLBACK (on_result), self);
        }
      adw_preferences_group_add (self->results_group, expander);
    }
}

/* The close assault result table (18.5, 18.5.1): a row per winning
 * margin, in order, and what a tie does. */
static void rebuild_assault (AdjDogSheetsPage *self);

static void
on_assault_remove (GtkButton *button, AdjDogSheetsPage *self)
{
  adj_dog_sheets_remove_assault_row (self->sheets, data_of (button, "adj-dog-row"));
  save (self);
  rebuild_assault (self);
}

static void
on_assault_add (AdjDogSheetsPage *self)
{
  g_autoptr (GError) error = NULL;
  gboolean ok = adj_dog_sheets_add_assault_row (self->sheets,
                                                gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->assault_margin)),
                                                gtk_editable_get_text (GTK_EDITABLE (self->assault_text)), &error);
  edited (self, ok, error, self->assault_text);
  if (!ok)
    return;
  gtk_editable_set_text (GTK_EDITABLE (self->assault_text), "");
  rebuild_assault (self);
}

static void
on_assault_tie (AdjDogSheetsPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->assault_tie));
  g_autoptr (GError) error = NULL;

  if (self->updating)
    return;
  edited (self, adj_dog_sheets_set_assault_tie (self->sheets, *text ? text : NULL, &error), error,
          self->assault_tie);
}

static void
rebuild_assault (AdjDogSheetsPage *self)
{
  adj_dog_group_clear (ADW_PREFERENCES_GROUP (self->assault_group), self->assault_rows);
  for (guint i = 0; i < self->sheets->assault_rows->len; i++)
    {
      const AdjDogAssaultRow *r = &g_array_index (self->sheets->assault_rows, AdjDogAssaultRow, i);
      g_autofree char *name = g_strdup_printf ("dog-assault-row-%u", i);
      g_autofree char *remove_name = g_strdup_printf ("dog-assault-row-%u-remove", i);
      /* Translators: a row of the player's close assault table: the winning margin it starts at */
      g_autofree char *sub = g_strdup_printf (_("Winning by %d or more"), r->margin);
      /* Translators: accessible name of the button removing a row of the close assault table */
      g_autofree char *a11y = g_strdup_printf (_("Remove the result for winning by %d"), r->margin);
      GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      gtk_widget_set_name (remove, remove_name);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (remove, _("Remove"));
      adj_dog_set_label (remove, a11y);
      g_object_set_data (G_OBJECT (remove), "adj-dog-row", GUINT_TO_POINTER (i));
      g_signal_connect (remove, "clicked", G_CALLBACK (on_assault_remove), self);
      GtkWidget *row = adj_dog_suffix_row (r->text, sub, remove);
      gtk_widget_set_name (row, name);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->assault_group), row);
      g_ptr_array_add (self->assault_rows, row);
    }
}

static void
build_assault (AdjDogSheetsPage *self)
{
  GtkWidget *group = self->assault_group = adw_preferences_group_new ();
  GtkWidget *adds = adw_preferences_group_new ();
  GtkWidget *add;

  self->assault_rows = g_ptr_array_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Close Assault Results (18.5)"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("What winning by each margin does, as your sheet says (18.5.1). The "
                                           "Shooting and Assault page gives the chance of each."));
  gtk_box_append (self->charts_box, group);

  self->assault_tie = adw_entry_row_new ();
  gtk_widget_set_name (self->assault_tie, "dog-assault-tie");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->assault_tie), _("A tie"));
  adj_dog_set_label (self->assault_tie, _("What a tie does"));
  gtk_editable_set_text (GTK_EDITABLE (self->assault_tie),
                         self->sheets->assault_tie != NULL ? self->sheets->assault_tie : "");
  g_signal_connect_swapped (self->assault_tie, "changed", G_CALLBACK (on_assault_tie), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (adds), self->assault_tie);
  self->assault_text = adw_entry_row_new ();
  gtk_widget_set_name (self->assault_text, "dog-assault-new-text");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->assault_text), _("New result"));
  adj_dog_set_label (self->assault_text, _("New result of the close assault table"));
  self->assault_margin = adj_dog_spin_new ("dog-assault-new-margin", _("Winning by at least"), 1, ADJ_DOG_MAX_MARGIN,
                                           1);
  gtk_widget_set_valign (self->assault_margin, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (self->assault_margin, _("Winning by at least"));
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (self->assault_text), self->assault_margin);
  add = adj_dog_button_new ("dog-assault-new-add", "list-add-symbolic", _("_Add"));
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (add, "flat");
  g_signal_connect_swapped (add, "clicked", G_CALLBACK (on_assault_add), self);
  g_signal_connect_swapped (self->assault_text, "entry-activated", G_CALLBACK (on_assault_add), self);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (self->assault_text), add);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (adds), self->assault_text);
  gtk_box_append (self->charts_box, adds);
  rebuild_assault (self);
}

/* The shooting charts (18.3, 14), typed on Shooting and Assault: shown as
 * the file has them now, each removable. */
static void rebuild_fire (AdjDogSheetsPage *self);

static void
fire_from_file (AdjDogSheetsPage *self)
{
  g_autofree char *path = adj_dog_sheets_user_path ();
  g_autoptr (AdjDogSheets) on_disk = adj_dog_sheets_load_file (path, NULL);
  if (on_disk == NULL)
    return;
  GArray *rows = self->sheets->fire_rows;
  self->sheets->fire_rows = on_disk->fire_rows;
  on_disk->fire_rows = rows;
}

static void
on_fire_remove (GtkButton *button, AdjDogSheetsPage *self)
{
  fire_from_file (self);
  guint row = data_of (button, "adj-dog-row");
  if (row < self->sheets->fire_rows->len)
    adj_dog_sheets_remove_fire_row (self->sheets, row);
  self->fire_edited = TRUE;
  save (self);
  self->fire_edited = FALSE;
  rebuild_fire (self);
}

static void
rebuild_fire (AdjDogSheetsPage *self)
{
  adj_dog_group_clear (ADW_PREFERENCES_GROUP (self->fire_group), self->fire_rows);
  for (guint i = 0; i < self->sheets->fire_rows->len; i++)
    {
      const AdjDogFireRow *r = &g_array_index (self->sheets->fire_rows, AdjDogFireRow, i);
      g_autofree char *name = g_strdup_printf ("dog-fire-row-%u", i);
      g_autofree char *title = r->chart == ADJ_DOG_CHART_ARTILLERY
        /* Translators: the player's Artillery chart at a range band */
        ? g_strdup_printf (_("Artillery, per gun, %s"), r->range)
        /* Translators: the player's Small Arms chart: a block's stands, a range band */
        : g_strdup_printf (_("Small Arms, %d stands, %s"), r->stands, r->range);
      GString *sub = g_string_new (NULL);
      if (r->dice > 0)
        g_string_append_printf (sub, g_dngettext (GETTEXT_PACKAGE, "%d die", "%d dice", (gulong) r->dice), r->dice);
      for (int t = 0; t < ADJ_DOG_N_TARGETS; t++)
        if (r->hit[t] > 0)
          /* Translators: a target class and the face that hits it */
          g_string_append_printf (sub, _("%s%s %d+"), sub->len > 0 ? ", " : "", adj_dog_target_name (t), r->hit[t]);
      GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (remove, _("Remove"));
      /* Translators: accessible name of the button removing a row of a shooting chart */
      g_autofree char *a11y = g_strdup_printf (_("Remove %s"), title);
      adj_dog_set_label (remove, a11y);
      g_object_set_data (G_OBJECT (remove), "adj-dog-row", GUINT_TO_POINTER (i));
      g_signal_connect (remove, "clicked", G_CALLBACK (on_fire_remove), self);
      GtkWidget *row = adj_dog_suffix_row (title, sub->str, remove);
      g_string_free (sub, TRUE);
      gtk_widget_set_name (row, name);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->fire_group), row);
      g_ptr_array_add (self->fire_rows, row);
    }
}

static void
build_fire (AdjDogSheetsPage *self)
{
  self->fire_rows = g_ptr_array_new ();
  self->fire_group = adw_preferences_group_new ();
  gtk_widget_set_name (self->fire_group, "dog-fire-charts");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->fire_group), _("Shooting Charts (18.3, 14)"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->fire_group),
                                         _("Your Small Arms and Artillery charts: each value is typed on Shooting "
                                           "and Assault the first time a firer needs it, and kept here."));
  gtk_box_append (self->charts_box, self->fire_group);
  rebuild_fire (self);
}

static void
on_chart_refused (AdjDogSheetsPage *self, const char *message)
{
  set_status (self, message, TRUE);
}

static void
adj_dog_sheets_page_map (GtkWidget *widget)
{
  AdjDogSheetsPage *self = ADJ_DOG_SHEETS_PAGE (widget);
  gboolean first = !self->built;

  if (first)
    {
      g_autofree char *path = adj_dog_sheets_user_path ();
      g_autoptr (GError) error = NULL;

      self->built = TRUE;
      gtk_widget_init_template (widget);
      self->factor_rows = g_ptr_array_new ();
      self->sheets = adj_dog_sheets_load_file (path, &error);
      if (self->sheets == NULL)
        {
          /* A damaged file is left alone: edits go nowhere until it is fixed. */
          set_status (self, error->message, TRUE);
          self->sheets = adj_dog_sheets_new ();
          gtk_widget_set_sensitive (GTK_WIDGET (self->factors_group), FALSE);
          gtk_widget_set_sensitive (GTK_WIDGET (self->results_group), FALSE);
          gtk_widget_set_sensitive (GTK_WIDGET (self->charts_box), FALSE);
        }
      rebuild_factors (self);
      build_results (self);
      build_assault (self);
      build_fire (self);
      self->charts = adj_dog_sheet_charts_new ();
      adj_dog_sheet_charts_set (ADJ_DOG_SHEET_CHARTS (self->charts), self->sheets);
      g_signal_connect_swapped (self->charts, "changed", G_CALLBACK (save), self);
      g_signal_connect_swapped (self->charts, "refused", G_CALLBACK (on_chart_refused), self);
      gtk_box_append (self->charts_box, self->charts);
    }
  else if (gtk_widget_get_sensitive (GTK_WIDGET (self->charts_box)))
    {
      /* Values typed on Shooting and Assault since. */
      fire_from_file (self);
      rebuild_fire (self);
    }
  GTK_WIDGET_CLASS (adj_dog_sheets_page_parent_class)->map (widget);  /* What this showing made, before its first frame. */
  adj_label_plain_natural_widths (widget);
  adj_flat_rows (widget);
  /* The results and the charts, below the factors, lay out after the
   * first showing's first frame (docs/design.md, a page within 100 ms); a
   * later showing keeps the place the player scrolled to. */
  if (first)
    {
      adj_first_frame_show_after (widget, GTK_WIDGET (self->results_group));
      adj_first_frame_show_after (widget, GTK_WIDGET (self->charts_box));
    }
}

static void
adj_dog_sheets_page_dispose (GObject *object)
{
  AdjDogSheetsPage *self = ADJ_DOG_SHEETS_PAGE (object);

  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_DOG_SHEETS_PAGE);
  g_clear_pointer (&self->factor_rows, g_ptr_array_unref);
  g_clear_pointer (&self->assault_rows, g_ptr_array_unref);
  g_clear_pointer (&self->fire_rows, g_ptr_array_unref);
  g_clear_pointer (&self->sheets, adj_dog_sheets_free);
  G_OBJECT_CLASS (adj_dog_sheets_page_parent_class)->dispose (object);
}

static void
adj_dog_sheets_page_class_init (AdjDogSheetsPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_dog_sheets_page_dispose;
  widget_class->map = adj_dog_sheets_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjutant/Adjutant/dog/adj-dog-sheets-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDogSheetsPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, AdjDogSheetsPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDogSheetsPage, factors_group);
  gtk_widget_class_bind_template_child (widget_class, AdjDogSheetsPage, results_group);
  gtk_widget_class_bind_template_child (widget_class, AdjDogSheetsPage, charts_box);
}

static void
adj_dog_sheets_page_init (AdjDogSheetsPage *self)
{
}
