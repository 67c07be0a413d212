/* adj-battle-editor-private.h: what the battle editor's rows and its Save share
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * adj-battle-editor.c builds the window and adds, removes and renumbers
 * items; adj-battle-editor-save.c turns the rows into a battle, shows
 * where the loader refuses it, and writes it.
 */

#pragma once

#include "adj-battle-editor.h"
#include "adj-battle-editor-item.h"
#include "adj-battle-options.h"

G_BEGIN_DECLS

struct _AdjBattleEditor
{
  AdwWindow  parent_instance;

  json_object    *root;            /* the battle as loaded: format, notes */
  json_object    *initial;         /* the rows' JSON when the editor opened */
  char           *original_path;   /* editing an own battle in place */
  char           *saved_path;
  GPtrArray      *items[ADJ_EDITOR_N_SECTIONS];
  AdjEditorModels models;
  AdjBattleOptionRows options;

  /* Template children */
  GtkButton  *cancel_button;
  GtkButton  *save_button;
  AdwEntryRow *title_row;
  AdwEntryRow *id_row;
  GtkWidget  *error_bar;
  GtkLabel   *error_label;
  AdwPreferencesGroup *options_group;
  AdwPreferencesGroup *sides_group;
  AdwPreferencesGroup *turns_group;
  AdwPreferencesGroup *commands_group;
  AdwPreferencesGroup *leaders_group;
  AdwPreferencesGroup *units_group;
};

/* The item at @index of @section, or NULL. */
AdjEditorItem *adj_battle_editor_item_at         (AdjBattleEditor  *self,
                                                  AdjEditorSection  section,
                                                  guint             index);
/* Hides the error bar and unmarks every row. */
void           adj_battle_editor_clear_marks     (AdjBattleEditor  *self);
/* Shows @message, opens @item and marks its row @key (NULL: the item). */
void           adj_battle_editor_show_item_error (AdjBattleEditor  *self,
                                                  const char       *message,
                                                  AdjEditorItem    *item,
                                                  const char       *key);
/* The battle's JSON as the rows show it (new reference). */
json_object   *adj_battle_editor_edited_json     (AdjBattleEditor  *self);
/* Save: checks the rows, then writes the battle the loader accepts. */
void           adj_battle_editor_save            (AdjBattleEditor  *self);

G_END_DECLS
