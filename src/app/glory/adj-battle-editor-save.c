/* adj-battle-editor-save.c: the battle editor's Save, and where it refuses
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Save turns the rows into "adjutant-battle" JSON and runs it through the
 * engine's loader (docs/battle-format.md): a refusal shows the loader's
 * path and reason inline, opens and marks the row it names, and writes
 * nothing. Only a battle the loader accepts is written, by the engine's
 * atomic canonical saver, among the player's own battles.
 */

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "adj-battle-editor-private.h"
#include "adj-reveal.h"
#include "adj-ruleset-ui.h"

static const char *
lookup_id (gpointer data, AdjEditorSection section, guint index)
{
  AdjEditorItem *item = adj_battle_editor_item_at (data, section, index);
  return item != NULL ? adj_editor_item_text (item, "id") : NULL;
}

/* ---- Errors ---- */

void
adj_battle_editor_clear_marks (AdjBattleEditor *self)
{
  gtk_widget_set_visible (self->error_bar, FALSE);
  gtk_widget_remove_css_class (GTK_WIDGET (self->id_row), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->title_row), "error");
  for (guint s = 0; s < ADJ_EDITOR_N_SECTIONS; s++)
    for (guint i = 0; i < self->items[s]->len; i++)
      {
        AdjEditorItem *item = self->items[s]->pdata[i];
        GHashTableIter iter;
        gpointer key, widget;
        gtk_widget_remove_css_class (item->expander, "error");
        g_hash_table_iter_init (&iter, item->fields);
        while (g_hash_table_iter_next (&iter, &key, &widget))
          gtk_widget_remove_css_class (adj_editor_item_row (item, key), "error");
      }
}

static void
show_error (AdjBattleEditor *self, const char *message, GtkWidget *row)
{
  gtk_label_set_text (self->error_label, message);
  gtk_widget_set_visible (self->error_bar, TRUE);
  if (row != NULL)
    {
      gtk_widget_add_css_class (row, "error");
      adj_widget_reveal (row);
    }
}

void
adj_battle_editor_show_item_error (AdjBattleEditor *self, const char *message, AdjEditorItem *item, const char *key)
{
  GtkWidget *row = key != NULL ? adj_editor_item_row (item, key) : NULL;

  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (item->expander), TRUE);
  show_error (self, message, row);
  /* Not marked: on the expander the error colour would spread to every row in it. */
  if (row == NULL)
    adj_widget_reveal (item->expander);
}

/* Finds the row a loader error names: "what: $.units[3].mounted.cohesion: …". */
static void
show_loader_error (AdjBattleEditor *self, const char *message)
{
  const char *path = strstr (message, "$.");
  g_autofree char *key = NULL;

  if (path != NULL)
    for (guint s = 0; s < ADJ_EDITOR_N_SECTIONS; s++)
      {
        const char *name = adj_editor_section_key (s);
        gsize len = strlen (name);
        char *end = NULL;
        guint64 index;

        if (strncmp (path + 2, name, len) != 0 || path[2 + len] != '[')
          continue;
        index = g_ascii_strtoull (path + 3 + len, &end, 10);
        if (end == NULL || *end != ']' || adj_battle_editor_item_at (self, s, (guint) index) == NULL)
          break;
        if (end[1] == '.')
          {
            const char *colon = strstr (end + 2, ": ");
            key = g_strndup (end + 2, colon != NULL ? (gsize) (colon - end - 2) : strlen (end + 2));
            if (g_str_has_prefix (key, "dismounted."))
              memmove (key, key + strlen ("dismounted."), strlen (key) - strlen ("dismounted.") + 1);
          }
        adj_battle_editor_show_item_error (self, message, adj_battle_editor_item_at (self, s, (guint) index), key);
        return;
      }
  if (path != NULL && g_str_has_prefix (path, "$.id:"))
    show_error (self, message, GTK_WIDGET (self->id_row));
  else if (path != NULL && g_str_has_prefix (path, "$.title:"))
    show_error (self, message, GTK_WIDGET (self->title_row));
  else
    show_error (self, message, NULL);
}

/* ---- Save ---- */

json_object *
adj_battle_editor_edited_json (AdjBattleEditor *self)
{
  json_object *root = NULL;

  json_object_deep_copy (self->root, &root, NULL);
  json_object_object_add (root, "format", json_object_new_string (ADJ_BATTLE_FORMAT));
  json_object_object_add (root, "version", json_object_new_int (ADJ_BATTLE_VERSION));
  json_object_object_add (root, "id", json_object_new_string (gtk_editable_get_text (GTK_EDITABLE (self->id_row))));
  json_object_object_add (root, "title",
                          json_object_new_string (gtk_editable_get_text (GTK_EDITABLE (self->title_row))));
  adj_battle_option_rows_write (&self->options, root);
  for (guint s = 0; s < ADJ_EDITOR_N_SECTIONS; s++)
    {
      json_object *array = json_object_new_array ();
      for (guint i = 0; i < self->items[s]->len; i++)
        json_object_array_add (array, adj_editor_item_to_json (self->items[s]->pdata[i], lookup_id, self));
      json_object_object_add (root, adj_editor_section_key (s), array);
    }
  return root;
}

static gboolean
numbers_are_whole (AdjBattleEditor *self)
{
  for (guint s = 0; s < ADJ_EDITOR_N_SECTIONS; s++)
    for (guint i = 0; i < self->items[s]->len; i++)
      {
        g_autofree char *message = NULL;
        const char *key = adj_editor_item_check_numbers (self->items[s]->pdata[i], &message);
        if (key != NULL)
          {
            adj_battle_editor_show_item_error (self, message, self->items[s]->pdata[i], key);
            return FALSE;
          }
      }
  return TRUE;
}

void
adj_battle_editor_save (AdjBattleEditor *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) battle = NULL;
  json_object *root;
  const char *text;

  adj_battle_editor_clear_marks (self);
  if (!numbers_are_whole (self))
    return;
  root = adj_battle_editor_edited_json (self);
  text = json_object_to_json_string_ext (root, JSON_C_TO_STRING_PLAIN);
  /* The engine checks the edited battle as it checks any battle file.
   * Translators: names the edited battle in the loader's errors,
   * "edited battle: $.units[0].name: …" */
  battle = adj_battle_load_data (text, strlen (text), _("edited battle"), &error);
  json_object_put (root);
  if (battle == NULL)
    {
      show_loader_error (self, error->message);
      return;
    }
  g_autofree char *saved = NULL;
  const char *id = adj_battle_get_id (battle);
  switch (adj_ruleset_ui_save_scenario (&adj_glory_ruleset, battle, self->original_path, &saved, &error))
    {
    case ADJ_SCENARIO_ID_SHIPPED:
      {
        g_autofree char *message = g_strdup_printf (_("“%s” is the id of a battle that comes with Adjutant: choose another."), id);
        show_error (self, message, GTK_WIDGET (self->id_row));
        return;
      }
    case ADJ_SCENARIO_ID_TAKEN:
      {
        g_autofree char *message = g_strdup_printf (_("You already have a battle with the id “%s”: choose another."), id);
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
