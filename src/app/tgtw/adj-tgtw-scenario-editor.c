/* adj-tgtw-scenario-editor.c: create, duplicate and edit a scenario of
 * The Glory that Was
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A new scenario, a copy of any scenario, or one of the player's own
 * edited in place: its words, sectors, morale letters, both armies, their
 * leaders and units, one expander row per item (adj-tgtw-editor-item.c).
 * Choice rows point at sectors and armies by place, so renaming an id
 * never breaks a reference; a sector still in use cannot be removed.
 *
 * Save turns the rows into "adjutant-tgtw-scenario" JSON and gives it to
 * the engine's loader: a refusal shows the loader's JSON path and reason
 * inline, opens and marks the row it names, and writes nothing. Only a
 * scenario the loader accepts is written, by the engine's canonical
 * saver, among the player's own.
 */

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "adj-discard-dialog.h"
#include "adj-ruleset-ui.h"
#include "adj-tgtw-editor-item.h"
#include "adj-tgtw-editor-json.h"
#include "adj-tgtw-scenario-editor.h"

struct _AdjTgtwScenarioEditor
{
  AdwWindow            parent_instance;

  GPtrArray           *items[ADJ_TGTW_N_ITEM_KINDS];
  AdjTgtwEditorModels  models;
  json_object         *initial;        /* the JSON when the editor opened */
  char                *original_path;  /* editing an own scenario in place */
  char                *saved_path;
  /* Filled by edited_json: the leaders and units of each army in the
   * order the JSON has them, to find the row a loader error names. */
  GPtrArray           *placed[ADJ_TGTW_N_ARMIES][2];

  GtkButton           *cancel_button;
  GtkButton           *save_button;
  GtkWidget           *error_bar;
  GtkLabel            *error_label;
  AdwEntryRow         *title_row;
  AdwEntryRow         *id_row;
  AdwEntryRow         *notes_row;
  AdwPreferencesGroup *sectors_group;
  AdwPreferencesGroup *classes_group;
  AdwPreferencesGroup *armies_group;
  AdwPreferencesGroup *leaders_group;
  AdwPreferencesGroup *units_group;
};

G_DEFINE_FINAL_TYPE (AdjTgtwScenarioEditor, adj_tgtw_scenario_editor, ADW_TYPE_WINDOW)

const char *
adj_tgtw_scenario_editor_get_saved_path (AdjTgtwScenarioEditor *self)
{
  g_return_val_if_fail (ADJ_IS_TGTW_SCENARIO_EDITOR (self), NULL);
  return self->saved_path;
}

static AdwPreferencesGroup *
group_of (AdjTgtwScenarioEditor *self, AdjTgtwItemKind kind)
{
  AdwPreferencesGroup *groups[] = { self->sectors_group, self->classes_group, self->armies_group,
                                    self->leaders_group, self->units_group };
  return groups[kind];
}

static AdjTgtwEditorItem *
item_at (AdjTgtwScenarioEditor *self, AdjTgtwItemKind kind, guint i)
{
  return i < self->items[kind]->len ? self->items[kind]->pdata[i] : NULL;
}

/* ---- The lists the choice rows share ---- */

static void
refresh_names (AdjTgtwScenarioEditor *self, AdjTgtwItemKind kind)
{
  GtkStringList *model = kind == ADJ_TGTW_ITEM_SECTOR ? self->models.sectors : self->models.armies;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (model));

  for (guint i = 0; i < self->items[kind]->len && i < n; i++)
    {
      AdjTgtwEditorItem *item = self->items[kind]->pdata[i];
      const char *name = adj_tgtw_editor_item_text (item, "name");
      const char *shown = *name != '\0' ? name : adj_tgtw_editor_item_text (item, "id");
      if (g_strcmp0 (gtk_string_list_get_string (model, i), shown) == 0)
        continue;
      /* Splicing one string keeps every row's choice in place. */
      const char *one[] = { shown, NULL };
      g_autoptr (GPtrArray) combos = g_ptr_array_new ();
      g_autoptr (GArray) chosen = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint k = ADJ_TGTW_ITEM_LEADER; k <= ADJ_TGTW_ITEM_UNIT; k++)
        for (guint j = 0; j < self->items[k]->len; j++)
          {
            GtkWidget *combo = adj_tgtw_editor_item_row (self->items[k]->pdata[j],
                                                         kind == ADJ_TGTW_ITEM_SECTOR ? "sector" : "army");
            guint sel = adw_combo_row_get_selected (ADW_COMBO_ROW (combo));
            g_ptr_array_add (combos, combo);
            g_array_append_val (chosen, sel);
          }
      gtk_string_list_splice (model, i, 1, one);
      for (guint j = 0; j < combos->len; j++)
        adw_combo_row_set_selected (combos->pdata[j], g_array_index (chosen, guint, j));
    }
  if (kind == ADJ_TGTW_ITEM_SECTOR)
    for (guint a = 0; a < self->items[ADJ_TGTW_ITEM_ARMY]->len; a++)
      adj_tgtw_editor_item_retitle_sectors (self->items[ADJ_TGTW_ITEM_ARMY]->pdata[a], model);
}

static void
on_sector_renamed (AdjTgtwScenarioEditor *self)
{
  refresh_names (self, ADJ_TGTW_ITEM_SECTOR);
}

static void
on_army_renamed (AdjTgtwScenarioEditor *self)
{
  refresh_names (self, ADJ_TGTW_ITEM_ARMY);
}

/* ---- Errors ---- */

static void
clear_marks (AdjTgtwScenarioEditor *self)
{
  GtkWidget *fixed[] = { GTK_WIDGET (self->title_row), GTK_WIDGET (self->id_row), GTK_WIDGET (self->notes_row) };

  gtk_widget_set_visible (self->error_bar, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    gtk_widget_remove_css_class (fixed[i], "error");
  for (guint k = 0; k < ADJ_TGTW_N_ITEM_KINDS; k++)
    for (guint i = 0; i < self->items[k]->len; i++)
      {
        AdjTgtwEditorItem *item = self->items[k]->pdata[i];
        GHashTableIter iter;
        gpointer key, row;
        g_hash_table_iter_init (&iter, item->rows);
        while (g_hash_table_iter_next (&iter, &key, &row))
          gtk_widget_remove_css_class (row, "error");
      }
}

static void
show_error (AdjTgtwScenarioEditor *self, const char *message, GtkWidget *row)
{
  gtk_label_set_text (self->error_label, message);
  gtk_widget_set_visible (self->error_bar, TRUE);
  if (row != NULL)
    {
      gtk_widget_add_css_class (row, "error");
      gtk_widget_grab_focus (row);
    }
}

static void
show_item_error (AdjTgtwScenarioEditor *self, const char *message, AdjTgtwEditorItem *item, const char *key)
{
  GtkWidget *row = key != NULL ? adj_tgtw_editor_item_row (item, key) : NULL;

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (item->row), TRUE);
  show_error (self, message, row);
  if (row == NULL)
    gtk_widget_grab_focus (item->row);
}

/* Opens and marks the row a loader error names (adj-tgtw-editor-json.c). */
static void
show_loader_error (AdjTgtwScenarioEditor *self, const char *message)
{
  AdjTgtwEditorPlace at;
  AdjTgtwEditorItem *item = NULL;
  const char *key = NULL;

  adj_tgtw_editor_place_parse (message, &at);
  switch (at.kind)
    {
    case ADJ_TGTW_PLACE_TITLE:
      show_error (self, message, GTK_WIDGET (self->title_row));
      break;
    case ADJ_TGTW_PLACE_ID:
      show_error (self, message, GTK_WIDGET (self->id_row));
      break;
    case ADJ_TGTW_PLACE_NOTES:
      show_error (self, message, GTK_WIDGET (self->notes_row));
      break;
    case ADJ_TGTW_PLACE_SECTOR:
      item = item_at (self, ADJ_TGTW_ITEM_SECTOR, at.index);
      key = at.key;
      break;
    case ADJ_TGTW_PLACE_CLASS:
      for (guint k = 0; k < self->items[ADJ_TGTW_ITEM_CLASS]->len; k++)
        if (g_strcmp0 (adj_tgtw_editor_item_text (item_at (self, ADJ_TGTW_ITEM_CLASS, k), "letter"), at.key) == 0)
          item = item_at (self, ADJ_TGTW_ITEM_CLASS, k);
      key = "number";
      break;
    case ADJ_TGTW_PLACE_ARMY:
      item = item_at (self, ADJ_TGTW_ITEM_ARMY, at.army);
      /* A sector's level is a row per sector: the army is opened. */
      key = g_strcmp0 (at.key, "sector_rout_levels") == 0 ? NULL : at.key;
      break;
    case ADJ_TGTW_PLACE_LEADER:
    case ADJ_TGTW_PLACE_UNIT:
      {
        guint k = at.kind == ADJ_TGTW_PLACE_LEADER ? 0 : 1;
        if (at.army < ADJ_TGTW_N_ARMIES && at.index < self->placed[at.army][k]->len)
          item = self->placed[at.army][k]->pdata[at.index];
        key = at.key;
      }
      break;
    default:
      show_error (self, message, NULL);
      break;
    }
  if (item != NULL)
    show_item_error (self, message, item, key);
  else if (at.kind >= ADJ_TGTW_PLACE_SECTOR)
    show_error (self, message, NULL);
  adj_tgtw_editor_place_clear (&at);
}

/* ---- Adding and removing items ---- */

static void renumber (AdjTgtwScenarioEditor *self, AdjTgtwItemKind kind);
static void on_remove (GtkButton *button, AdjTgtwScenarioEditor *self);

static AdjTgtwEditorItem *
append_item (AdjTgtwScenarioEditor *self, AdjTgtwItemKind kind, json_object *base, guint army, guint sector)
{
  AdjTgtwEditorItem *item = adj_tgtw_editor_item_new (kind, base, &self->models, army, sector);

  g_ptr_array_add (self->items[kind], item);
  adw_preferences_group_add (group_of (self, kind), item->row);
  if (item->remove != NULL)
    {
      g_object_set_data (G_OBJECT (item->remove), "item", item);
      g_signal_connect (item->remove, "clicked", G_CALLBACK (on_remove), self);
    }
  if (kind == ADJ_TGTW_ITEM_SECTOR)
    {
      const char *name = adj_tgtw_editor_item_text (item, "name");
      gtk_string_list_append (self->models.sectors, *name ? name : adj_tgtw_editor_item_text (item, "id"));
      for (guint a = 0; a < self->items[ADJ_TGTW_ITEM_ARMY]->len; a++)
        adj_tgtw_editor_item_add_sector (self->items[ADJ_TGTW_ITEM_ARMY]->pdata[a], name, 0);
      renumber (self, ADJ_TGTW_ITEM_ARMY);
      g_signal_connect_swapped (adj_tgtw_editor_item_row (item, "name"), "changed", G_CALLBACK (on_sector_renamed), self);
      g_signal_connect_swapped (adj_tgtw_editor_item_row (item, "id"), "changed", G_CALLBACK (on_sector_renamed), self);
    }
  if (kind == ADJ_TGTW_ITEM_ARMY)
    g_signal_connect_swapped (adj_tgtw_editor_item_row (item, "name"), "changed", G_CALLBACK (on_army_renamed), self);
  renumber (self, kind);
  return item;
}

static void
renumber (AdjTgtwScenarioEditor *self, AdjTgtwItemKind kind)
{
  for (guint i = 0; i < self->items[kind]->len; i++)
    adj_tgtw_editor_item_set_index (self->items[kind]->pdata[i], i);
}

/* Whether a leader or unit still stands in sector @k. */
static gboolean
sector_in_use (AdjTgtwScenarioEditor *self, guint k)
{
  for (guint kind = ADJ_TGTW_ITEM_LEADER; kind <= ADJ_TGTW_ITEM_UNIT; kind++)
    for (guint i = 0; i < self->items[kind]->len; i++)
      if (adj_tgtw_editor_item_choice (self->items[kind]->pdata[i], "sector") == k)
        return TRUE;
  return FALSE;
}

static void
on_remove (GtkButton *button, AdjTgtwScenarioEditor *self)
{
  AdjTgtwEditorItem *item = g_object_get_data (G_OBJECT (button), "item");
  AdjTgtwItemKind kind = item->kind;
  guint index = 0;

  g_ptr_array_find (self->items[kind], item, &index);
  clear_marks (self);
  if (kind == ADJ_TGTW_ITEM_SECTOR)
    {
      if (sector_in_use (self, index))
        {
          /* Not marked: on the expander the mark would spread to each of its rows. */
          show_error (self, _("Leaders or units stand in this sector: give them another first."), NULL);
          gtk_widget_grab_focus (item->row);
          return;
        }
      /* The rows after it point one place earlier. */
      for (guint k = ADJ_TGTW_ITEM_LEADER; k <= ADJ_TGTW_ITEM_UNIT; k++)
        for (guint i = 0; i < self->items[k]->len; i++)
          {
            GtkWidget *combo = adj_tgtw_editor_item_row (self->items[k]->pdata[i], "sector");
            guint sel = adw_combo_row_get_selected (ADW_COMBO_ROW (combo));
            if (sel != GTK_INVALID_LIST_POSITION && sel > index)
              g_object_set_data (G_OBJECT (combo), "keep", GUINT_TO_POINTER (sel));
          }
      gtk_string_list_remove (self->models.sectors, index);
      for (guint k = ADJ_TGTW_ITEM_LEADER; k <= ADJ_TGTW_ITEM_UNIT; k++)
        for (guint i = 0; i < self->items[k]->len; i++)
          {
            GtkWidget *combo = adj_tgtw_editor_item_row (self->items[k]->pdata[i], "sector");
            guint keep = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (combo), "keep"));
            if (keep > 0)
              adw_combo_row_set_selected (ADW_COMBO_ROW (combo), keep - 1);
            g_object_set_data (G_OBJECT (combo), "keep", NULL);
          }
      for (guint a = 0; a < self->items[ADJ_TGTW_ITEM_ARMY]->len; a++)
        adj_tgtw_editor_item_remove_sector (self->items[ADJ_TGTW_ITEM_ARMY]->pdata[a], index);
      renumber (self, ADJ_TGTW_ITEM_ARMY);
    }
  adw_preferences_group_remove (group_of (self, kind), item->row);
  g_ptr_array_remove_index (self->items[kind], index);
  renumber (self, kind);
}

static void
on_add (GtkButton *button, AdjTgtwScenarioEditor *self)
{
  AdjTgtwItemKind kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind"));
  AdjTgtwEditorItem *item = append_item (self, kind, NULL, 0, 0);

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (item->row), TRUE);
  gtk_widget_grab_focus (adj_tgtw_editor_item_row (item, kind == ADJ_TGTW_ITEM_CLASS ? "letter" : "name"));
}

static void
add_button (AdjTgtwScenarioEditor *self, AdjTgtwItemKind kind, const char *label, const char *name)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (button), "kind", GUINT_TO_POINTER (kind));
  g_signal_connect (button, "clicked", G_CALLBACK (on_add), self);
  adw_preferences_group_set_header_suffix (group_of (self, kind), button);
}

/* ---- The JSON ---- */

static json_object *
edited_json (AdjTgtwScenarioEditor *self)
{
  return adj_tgtw_editor_build_json (gtk_editable_get_text (GTK_EDITABLE (self->id_row)),
                                     gtk_editable_get_text (GTK_EDITABLE (self->title_row)),
                                     gtk_editable_get_text (GTK_EDITABLE (self->notes_row)), self->items,
                                     self->placed);
}

/* ---- Saving ---- */

/* Two rows with one letter would make one member of the JSON object: the
 * second would silently win, so the editor says so first. */
static gboolean
letters_differ (AdjTgtwScenarioEditor *self)
{
  GPtrArray *classes = self->items[ADJ_TGTW_ITEM_CLASS];
  for (guint i = 0; i < classes->len; i++)
    for (guint j = 0; j < i; j++)
      {
        const char *letter = adj_tgtw_editor_item_text (classes->pdata[i], "letter");
        if (g_strcmp0 (letter, adj_tgtw_editor_item_text (classes->pdata[j], "letter")) == 0)
          {
            g_autofree char *message = g_strdup_printf (_("The morale letter “%s” is given twice."), letter);
            show_item_error (self, message, classes->pdata[i], "letter");
            return FALSE;
          }
      }
  return TRUE;
}

static void
on_save (AdjTgtwScenarioEditor *self)
{
  g_autoptr (GError) error = NULL;
  json_object *root = edited_json (self);
  const char *text = json_object_to_json_string_ext (root, JSON_C_TO_STRING_PLAIN);
  /* Translators: names the edited scenario in the loader's errors,
   * "edited scenario: $.armies[0].units[3].morale: …" */
  g_autoptr (AdjTgtwScenario) scenario = adj_tgtw_scenario_load_data (text, strlen (text), _("edited scenario"), &error);

  json_object_put (root);
  clear_marks (self);
  if (!letters_differ (self))
    return;
  if (scenario == NULL)
    {
      show_loader_error (self, error->message);
      return;
    }
  g_autofree char *saved = NULL;
  const char *id = adj_tgtw_scenario_get_id (scenario);
  switch (adj_ruleset_ui_save_scenario (&adj_tgtw_ruleset, scenario, self->original_path, &saved, &error))
    {
    case ADJ_SCENARIO_ID_SHIPPED:
      {
        g_autofree char *message = g_strdup_printf (_("“%s” is the id of a scenario that comes with Adjutant: "
                                                      "choose another."), id);
        show_error (self, message, GTK_WIDGET (self->id_row));
        return;
      }
    case ADJ_SCENARIO_ID_TAKEN:
      {
        g_autofree char *message = g_strdup_printf (_("You already have a scenario with the id “%s”: choose another."), id);
        show_error (self, message, GTK_WIDGET (self->id_row));
        return;
      }
    case ADJ_SCENARIO_NOT_WRITTEN:
      show_error (self, error->message, NULL);
      return;
    case ADJ_SCENARIO_SAVED:
      break;
    }
  g_free (self->saved_path);
  self->saved_path = g_steal_pointer (&saved);
  gtk_window_close (GTK_WINDOW (self));
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  on_save (ADJ_TGTW_SCENARIO_EDITOR (widget));
}

static gboolean
adj_tgtw_scenario_editor_close_request (GtkWindow *window)
{
  AdjTgtwScenarioEditor *self = ADJ_TGTW_SCENARIO_EDITOR (window);

  if (self->saved_path == NULL && !adj_discard_dialog_chosen (window) && self->initial != NULL)
    {
      json_object *now = edited_json (self);
      gboolean same = json_object_equal (now, self->initial);
      json_object_put (now);
      if (!same)
        {
          adj_discard_dialog_present (window, _("The scenario has changes that are not saved."));
          return TRUE;
        }
    }
  return GTK_WINDOW_CLASS (adj_tgtw_scenario_editor_parent_class)->close_request != NULL
         && GTK_WINDOW_CLASS (adj_tgtw_scenario_editor_parent_class)->close_request (window);
}

/* ---- Construction ---- */

static void
adj_tgtw_scenario_editor_dispose (GObject *object)
{
  AdjTgtwScenarioEditor *self = ADJ_TGTW_SCENARIO_EDITOR (object);

  /* No row calls back into the editor while the rows go. */
  for (guint k = 0; k < ADJ_TGTW_N_ITEM_KINDS && self->items[k] != NULL; k++)
    for (guint i = 0; i < self->items[k]->len; i++)
      {
        AdjTgtwEditorItem *item = self->items[k]->pdata[i];
        GHashTableIter iter;
        gpointer key, row;
        g_hash_table_iter_init (&iter, item->rows);
        while (g_hash_table_iter_next (&iter, &key, &row))
          g_signal_handlers_disconnect_by_data (row, self);
        if (item->remove != NULL)
          g_signal_handlers_disconnect_by_data (item->remove, self);
      }
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_TGTW_SCENARIO_EDITOR);
  for (guint k = 0; k < ADJ_TGTW_N_ITEM_KINDS; k++)
    g_clear_pointer (&self->items[k], g_ptr_array_unref);
  G_OBJECT_CLASS (adj_tgtw_scenario_editor_parent_class)->dispose (object);
}

static void
adj_tgtw_scenario_editor_finalize (GObject *object)
{
  AdjTgtwScenarioEditor *self = ADJ_TGTW_SCENARIO_EDITOR (object);

  g_clear_pointer (&self->initial, json_object_put);
  g_clear_object (&self->models.sectors);
  g_clear_object (&self->models.armies);
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    for (guint k = 0; k < 2; k++)
      g_ptr_array_unref (self->placed[a][k]);
  g_free (self->original_path);
  g_free (self->saved_path);
  G_OBJECT_CLASS (adj_tgtw_scenario_editor_parent_class)->finalize (object);
}

static void
adj_tgtw_scenario_editor_class_init (AdjTgtwScenarioEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_tgtw_scenario_editor_dispose;
  object_class->finalize = adj_tgtw_scenario_editor_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = adj_tgtw_scenario_editor_close_request;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/tgtw/adj-tgtw-scenario-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjTgtwScenarioEditor, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, AdjTgtwScenarioEditor, save_button);
  gtk_widget_class_bind_template_child (widget_class, AdjTgtwScenarioEditor, error_bar);
  gtk_widget_class_bind_template_child (widget_class, AdjTgtwScenarioEditor, error_label);
  gtk_widget_class_bind_template_child (widget_class, AdjTgtwScenarioEditor, title_row);
  gtk_widget_class_bind_template_child (widget_class, AdjTgtwScenarioEditor, id_row);
  gtk_widget_class_bind_template_child (widget_class, AdjTgtwScenarioEditor, notes_row);
  gtk_widget_class_bind_template_child (widget_class, AdjTgtwScenarioEditor, sectors_group);
  gtk_widget_class_bind_template_child (widget_class, AdjTgtwScenarioEditor, classes_group);
  gtk_widget_class_bind_template_child (widget_class, AdjTgtwScenarioEditor, armies_group);
  gtk_widget_class_bind_template_child (widget_class, AdjTgtwScenarioEditor, leaders_group);
  gtk_widget_class_bind_template_child (widget_class, AdjTgtwScenarioEditor, units_group);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
}

static void
adj_tgtw_scenario_editor_init (AdjTgtwScenarioEditor *self)
{
  for (guint k = 0; k < ADJ_TGTW_N_ITEM_KINDS; k++)
    self->items[k] = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_tgtw_editor_item_free);
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    for (guint k = 0; k < 2; k++)
      self->placed[a][k] = g_ptr_array_new ();
  self->models.sectors = gtk_string_list_new (NULL);
  self->models.armies = gtk_string_list_new (NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->save_button, "clicked", G_CALLBACK (on_save), self);
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (gtk_window_close), self);
  add_button (self, ADJ_TGTW_ITEM_SECTOR, _("Add _Sector"), "editor-add-sector");
  add_button (self, ADJ_TGTW_ITEM_CLASS, _("Add _Letter"), "editor-add-class");
  add_button (self, ADJ_TGTW_ITEM_LEADER, _("Add _Leader"), "editor-add-leader");
  add_button (self, ADJ_TGTW_ITEM_UNIT, _("Add _Unit"), "editor-add-unit");
}

static guint
sector_index (json_object *root, const char *id)
{
  json_object *sectors = json_object_object_get (root, "sectors");
  for (guint i = 0; i < adj_tgtw_json_length (sectors); i++)
    if (g_strcmp0 (json_object_get_string (json_object_object_get (json_object_array_get_idx (sectors, i), "id")), id) == 0)
      return i;
  return 0;
}

/* Fills the rows from @root, a scenario's canonical JSON (taken). */
static void
load_json (AdjTgtwScenarioEditor *self, json_object *root, const char *title, const char *id)
{
  json_object *sectors = json_object_object_get (root, "sectors");
  json_object *classes = json_object_object_get (root, "morale_classes");
  json_object *armies = json_object_object_get (root, "armies");
  const char *notes = json_object_get_string (json_object_object_get (root, "notes"));

  gtk_editable_set_text (GTK_EDITABLE (self->title_row), title);
  gtk_editable_set_text (GTK_EDITABLE (self->id_row), id);
  gtk_editable_set_text (GTK_EDITABLE (self->notes_row), notes != NULL ? notes : "");
  for (guint a = 0; a < adj_tgtw_json_length (armies); a++)
    {
      json_object *army = json_object_array_get_idx (armies, a);
      append_item (self, ADJ_TGTW_ITEM_ARMY, adj_tgtw_json_copy (army), a, 0);
      gtk_string_list_append (self->models.armies, json_object_get_string (json_object_object_get (army, "name")));
    }
  for (guint i = 0; i < adj_tgtw_json_length (sectors); i++)
    {
      json_object *sector = json_object_array_get_idx (sectors, i);
      append_item (self, ADJ_TGTW_ITEM_SECTOR, adj_tgtw_json_copy (sector), 0, 0);
      /* Each army's level for it, from the file (13.0). */
      for (guint a = 0; a < self->items[ADJ_TGTW_ITEM_ARMY]->len; a++)
        {
          AdjTgtwEditorItem *army = self->items[ADJ_TGTW_ITEM_ARMY]->pdata[a];
          int level = adj_tgtw_editor_item_base_sector_level (army, json_object_get_string (json_object_object_get (sector, "id")));
          gtk_spin_button_set_value (army->sector_spins->pdata[i], level);
        }
    }
  json_object_object_foreach (classes, letter, number)
    {
      json_object *c = json_object_new_object ();
      json_object_object_add (c, "letter", json_object_new_string (letter));
      json_object_object_add (c, "number", json_object_get (number));
      append_item (self, ADJ_TGTW_ITEM_CLASS, c, 0, 0);
    }
  for (guint a = 0; a < adj_tgtw_json_length (armies); a++)
    for (guint k = 0; k < 2; k++)
      {
        json_object *list = json_object_object_get (json_object_array_get_idx (armies, a), k == 0 ? "leaders" : "units");
        for (guint i = 0; i < adj_tgtw_json_length (list); i++)
          {
            json_object *x = json_object_array_get_idx (list, i);
            guint sector = sector_index (root, json_object_get_string (json_object_object_get (x, "sector")));
            append_item (self, k == 0 ? ADJ_TGTW_ITEM_LEADER : ADJ_TGTW_ITEM_UNIT, adj_tgtw_json_copy (x), a, sector);
          }
      }
  json_object_put (root);
}

static AdjTgtwScenarioEditor *
editor_new (GtkWindow *parent, const char *title)
{
  AdjTgtwScenarioEditor *self = g_object_new (ADJ_TYPE_TGTW_SCENARIO_EDITOR, "transient-for", parent, NULL);
  gtk_window_set_title (GTK_WINDOW (self), title);
  return self;
}

AdjTgtwScenarioEditor *
adj_tgtw_scenario_editor_new (GtkWindow *parent, AdjTgtwScenario *scenario)
{
  AdjTgtwScenarioEditor *self = editor_new (parent, _("Duplicate Scenario"));
  g_autofree char *title = g_strdup_printf (_("%s (copy)"), adj_tgtw_scenario_get_title (scenario));
  g_autofree char *id = g_strdup_printf ("%s-copy", adj_tgtw_scenario_get_id (scenario));

  load_json (self, adj_tgtw_scenario_to_json (scenario), title, id);
  self->initial = edited_json (self);
  return self;
}

AdjTgtwScenarioEditor *
adj_tgtw_scenario_editor_new_for_file (GtkWindow *parent, AdjTgtwScenario *scenario, const char *path)
{
  AdjTgtwScenarioEditor *self = editor_new (parent, _("Edit Scenario"));

  self->original_path = g_strdup (path);
  load_json (self, adj_tgtw_scenario_to_json (scenario), adj_tgtw_scenario_get_title (scenario),
             adj_tgtw_scenario_get_id (scenario));
  self->initial = edited_json (self);
  return self;
}

AdjTgtwScenarioEditor *
adj_tgtw_scenario_editor_new_empty (GtkWindow *parent)
{
  AdjTgtwScenarioEditor *self = editor_new (parent, _("New Scenario"));

  load_json (self, adj_tgtw_editor_skeleton (), "", "");
  self->initial = edited_json (self);
  return self;
}
