/* adj-editor-models.c: the lists the battle editor's choice rows share
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A unit's side, command and leader, a command's side, a turn's automatic
 * initiative are chosen from lists of the items of another section. The
 * lists follow renames and removals, and each choice row stays on the
 * item it showed; an item still chosen somewhere is found before it goes.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-editor-models.h"

/* Rewrites a list's strings and puts every choice row that shows it back
 * on the same item (@removed: the item just taken out, or -1). */
void
adj_editor_models_refresh (AdjEditorModels *models, GPtrArray *const *items, GtkStringList *model, int removed)
{
  AdjEditorSection section = model == models->commands ? ADJ_EDITOR_COMMANDS
                             : model == models->leaders ? ADJ_EDITOR_LEADERS : ADJ_EDITOR_SIDES;
  guint offset = model == models->leaders || model == models->automatic ? 1 : 0;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) combos = g_ptr_array_new ();
  g_autoptr (GArray) selected = g_array_new (FALSE, FALSE, sizeof (guint));

  if (model == models->leaders)
    g_ptr_array_add (names, g_strdup (_("Independent")));
  else if (model == models->automatic)
    g_ptr_array_add (names, g_strdup (_("None")));
  for (guint i = 0; i < items[section]->len; i++)
    {
      AdjEditorItem *item = items[section]->pdata[i];
      const char *name = adj_editor_item_text (item, "name");
      g_ptr_array_add (names, g_strdup (*name != '\0' ? name : adj_editor_item_text (item, "id")));
    }
  g_ptr_array_add (names, NULL);
  for (guint s = 0; s < ADJ_EDITOR_N_SECTIONS; s++)
    for (guint i = 0; i < items[s]->len; i++)
      {
        AdjEditorItem *item = items[s]->pdata[i];
        GHashTableIter iter;
        gpointer key, widget;
        g_hash_table_iter_init (&iter, item->fields);
        while (g_hash_table_iter_next (&iter, &key, &widget))
          if (ADW_IS_COMBO_ROW (widget) && adw_combo_row_get_model (widget) == G_LIST_MODEL (model))
            {
              guint sel = adw_combo_row_get_selected (widget);
              if (removed >= 0 && sel != GTK_INVALID_LIST_POSITION && sel > (guint) removed + offset)
                sel--;
              g_ptr_array_add (combos, widget);
              g_array_append_val (selected, sel);
            }
      }
  gtk_string_list_splice (model, 0, g_list_model_get_n_items (G_LIST_MODEL (model)),
                          (const char * const *) names->pdata);
  for (guint i = 0; i < combos->len; i++)
    adw_combo_row_set_selected (combos->pdata[i], g_array_index (selected, guint, i));
}

/* Whether a choice row of another item still points at @index. */
AdjEditorItem *
adj_editor_items_user_of (GPtrArray *const *items, AdjEditorSection section, guint index)
{
  const char *key = section == ADJ_EDITOR_COMMANDS ? "command" : "leader";
  guint value = section == ADJ_EDITOR_COMMANDS ? index : index + 1;

  for (guint s = ADJ_EDITOR_LEADERS; s <= ADJ_EDITOR_UNITS; s++)
    for (guint i = 0; i < items[s]->len; i++)
      {
        AdjEditorItem *item = items[s]->pdata[i];
        if (adj_editor_item_field (item, key) != NULL && adj_editor_item_choice (item, key) == value)
          return item;
      }
  return NULL;
}
