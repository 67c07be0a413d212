/* adj-battle-editor.c: create, duplicate and edit a battle
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The battle editor: a new battle from scratch, a copy of any battle, or
 * one of the player's own battles edited in place. It edits the structure
 * (sides, turn record track, commands with their AMs, leaders, combat
 * units) through one expander row per item (adj-battle-editor-item.c).
 * Choice rows point at other items by position, so renaming an id never
 * breaks a reference; a command or leader still in use cannot be removed.
 *
 * Save, and where the loader refuses the rows, is in
 * adj-battle-editor-save.c.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-discard-dialog.h"
#include "adj-battle-editor-private.h"
#include "adj-editor-models.h"
#include "adj-ruleset-ui.h"

G_DEFINE_FINAL_TYPE (AdjBattleEditor, adj_battle_editor, ADW_TYPE_WINDOW)

char *
adj_battle_editor_user_dir (void)
{
  return adj_ruleset_ui_user_dir (&adj_glory_ruleset);
}

const char *
adj_battle_editor_get_saved_path (AdjBattleEditor *self)
{
  g_return_val_if_fail (ADJ_IS_BATTLE_EDITOR (self), NULL);
  return self->saved_path;
}

static AdwPreferencesGroup *
group_of (AdjBattleEditor *self, AdjEditorSection section)
{
  AdwPreferencesGroup *groups[] = { self->sides_group, self->turns_group, self->commands_group,
                                    self->leaders_group, self->units_group };
  return groups[section];
}

AdjEditorItem *
adj_battle_editor_item_at (AdjBattleEditor *self, AdjEditorSection section, guint index)
{
  GPtrArray *items = self->items[section];
  return index < items->len ? items->pdata[index] : NULL;
}

/* ---- The shared lists of the choice rows ---- */

/* Rewrites a list's strings and keeps every choice row on its item. */
static void
refresh_model (AdjBattleEditor *self, GtkStringList *model, int removed)
{
  adj_editor_models_refresh (&self->models, self->items, model, removed);
}

static void
on_side_renamed (AdjBattleEditor *self)
{
  const char *first, *second;

  if (self->items[ADJ_EDITOR_SIDES]->len < ADJ_BATTLE_N_SIDES)
    return;
  first = adj_editor_item_text (adj_battle_editor_item_at (self, ADJ_EDITOR_SIDES, 0), "name");
  second = adj_editor_item_text (adj_battle_editor_item_at (self, ADJ_EDITOR_SIDES, 1), "name");
  refresh_model (self, self->models.sides, -1);
  refresh_model (self, self->models.automatic, -1);
  for (guint i = 0; i < self->items[ADJ_EDITOR_TURNS]->len; i++)
    adj_editor_item_set_side_names (self->items[ADJ_EDITOR_TURNS]->pdata[i], first, second);
}

static void
on_command_renamed (AdjBattleEditor *self)
{
  refresh_model (self, self->models.commands, -1);
}

static void
on_leader_renamed (AdjBattleEditor *self)
{
  refresh_model (self, self->models.leaders, -1);
}

/* ---- Adding and removing items ---- */

/* Rows that outlive their item for a moment must not call back into it. */
static void
disconnect_item (AdjBattleEditor *self, AdjEditorItem *item)
{
  GHashTableIter iter;
  gpointer key, widget;

  g_hash_table_iter_init (&iter, item->fields);
  while (g_hash_table_iter_next (&iter, &key, &widget))
    {
      g_signal_handlers_disconnect_matched (widget, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, item);
      g_signal_handlers_disconnect_matched (widget, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
    }
}

static void renumber (AdjBattleEditor *self, AdjEditorSection section);

static void
on_remove (GtkButton *button, AdjBattleEditor *self)
{
  for (guint s = 0; s < ADJ_EDITOR_N_SECTIONS; s++)
    for (guint i = 0; i < self->items[s]->len; i++)
      {
        AdjEditorItem *item = self->items[s]->pdata[i];
        AdjEditorItem *user;
        if (item->remove != GTK_WIDGET (button))
          continue;
        adj_battle_editor_clear_marks (self);
        user = s == ADJ_EDITOR_COMMANDS || s == ADJ_EDITOR_LEADERS ? adj_editor_items_user_of (self->items, s, i) : NULL;
        if (user != NULL)
          {
            /* Translators: the item that cannot go, then the one that uses it */
            g_autofree char *message = g_strdup_printf (_("“%s” is still used by “%s”: change that first."),
                                                        adw_preferences_row_get_title (ADW_PREFERENCES_ROW (item->expander)),
                                                        adw_preferences_row_get_title (ADW_PREFERENCES_ROW (user->expander)));
            adj_battle_editor_show_item_error (self, message, user, s == ADJ_EDITOR_COMMANDS ? "command" : "leader");
            return;
          }
        disconnect_item (self, item);
        adw_preferences_group_remove (group_of (self, s), item->expander);
        g_ptr_array_remove_index (self->items[s], i);
        if (s == ADJ_EDITOR_COMMANDS)
          refresh_model (self, self->models.commands, (int) i);
        else if (s == ADJ_EDITOR_LEADERS)
          refresh_model (self, self->models.leaders, (int) i);
        renumber (self, s);
        return;
      }
}

static void
renumber (AdjBattleEditor *self, AdjEditorSection section)
{
  for (guint i = 0; i < self->items[section]->len; i++)
    adj_editor_item_set_index (self->items[section]->pdata[i], i);
}

static AdjEditorItem *
append_item (AdjBattleEditor *self, AdjEditorSection section, json_object *base, const int *refs)
{
  AdjEditorItem *side0 = adj_battle_editor_item_at (self, ADJ_EDITOR_SIDES, 0);
  AdjEditorItem *side1 = adj_battle_editor_item_at (self, ADJ_EDITOR_SIDES, 1);
  const char *side_ids[2] = { side0 != NULL ? adj_editor_item_text (side0, "id") : "",
                              side1 != NULL ? adj_editor_item_text (side1, "id") : "" };
  AdjEditorItem *item = adj_editor_item_new (section, base, &self->models, side_ids, refs);
  GCallback renamed = section == ADJ_EDITOR_SIDES ? G_CALLBACK (on_side_renamed)
                      : section == ADJ_EDITOR_COMMANDS ? G_CALLBACK (on_command_renamed)
                      : section == ADJ_EDITOR_LEADERS ? G_CALLBACK (on_leader_renamed) : NULL;

  g_ptr_array_add (self->items[section], item);
  adw_preferences_group_add (group_of (self, section), item->expander);
  adj_editor_item_set_index (item, self->items[section]->len - 1);
  if (item->remove != NULL)
    g_signal_connect (item->remove, "clicked", G_CALLBACK (on_remove), self);
  if (renamed != NULL)
    {
      g_signal_connect_swapped (adj_editor_item_field (item, "name"), "changed", renamed, self);
      g_signal_connect_swapped (adj_editor_item_field (item, "id"), "changed", renamed, self);
      ((void (*) (AdjBattleEditor *)) renamed) (self);
    }
  if (section == ADJ_EDITOR_TURNS && side1 != NULL)
    adj_editor_item_set_side_names (item, adj_editor_item_text (side0, "name"),
                                    adj_editor_item_text (side1, "name"));
  if (section == ADJ_EDITOR_UNITS)
    adj_editor_item_set_cavalry_marker (item, !gtk_switch_get_active (
      adj_battle_option_rows_switch (&self->options, "cavalry_disordered_side")));
  return item;
}

/* 12.4: with or without a disordered side, every cavalry unit follows. */
static void
on_cavalry_side (AdjBattleEditor *self)
{
  gboolean marker = !gtk_switch_get_active (adj_battle_option_rows_switch (&self->options, "cavalry_disordered_side"));
  for (guint i = 0; i < self->items[ADJ_EDITOR_UNITS]->len; i++)
    adj_editor_item_set_cavalry_marker (self->items[ADJ_EDITOR_UNITS]->pdata[i], marker);
}

static void
fill_options (AdjBattleEditor *self, json_object *options)
{
  adj_battle_option_rows_fill (&self->options, self->options_group, options);
  g_signal_connect_swapped (adj_battle_option_rows_switch (&self->options, "cavalry_disordered_side"),
                            "notify::active", G_CALLBACK (on_cavalry_side), self);
}

/* A new item starts with an id of its own and sensible numbers. */
static void
on_add (GtkButton *button, AdjBattleEditor *self)
{
  AdjEditorSection section = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "section"));
  guint n = self->items[section]->len + 1;
  json_object *base = json_object_new_object ();
  int refs[3] = { 0, 0, -1 };
  AdjEditorItem *item;

  if (section == ADJ_EDITOR_TURNS)
    {
      g_autofree char *label = g_strdup_printf ("%u", n);
      json_object_object_add (base, "label", json_object_new_string (label));
    }
  else
    {
      g_autofree char *id = g_strdup_printf ("%s-%u", adj_editor_section_name (section), n);
      json_object_object_add (base, "id", json_object_new_string (id));
    }
  if (section == ADJ_EDITOR_LEADERS)
    {
      json_object_object_add (base, "combined_activation", json_object_new_int (1));
      json_object_object_add (base, "command_range", json_object_new_int (4));
      json_object_object_add (base, "movement", json_object_new_int (8));
    }
  if (section == ADJ_EDITOR_UNITS && self->items[ADJ_EDITOR_COMMANDS]->len > 0)
    {
      /* The side of the first command, so a first unit already agrees. */
      refs[0] = (int) adj_editor_item_choice (adj_battle_editor_item_at (self, ADJ_EDITOR_COMMANDS, 0), "side");
    }
  item = append_item (self, section, base, refs);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (item->expander), TRUE);
  gtk_widget_grab_focus (adj_editor_item_field (item, section == ADJ_EDITOR_TURNS ? "label" : "name"));
}

static void
add_button (AdjBattleEditor *self, AdjEditorSection section, const char *label)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *content = adw_button_content_new ();
  g_autofree char *name = g_strdup_printf ("editor-add-%s", adj_editor_section_name (section));

  adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), "list-add-symbolic");
  adw_button_content_set_label (ADW_BUTTON_CONTENT (content), label);
  adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
  gtk_button_set_child (GTK_BUTTON (button), content);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_name (button, name);
  g_object_set_data (G_OBJECT (button), "section", GUINT_TO_POINTER (section));
  g_signal_connect (button, "clicked", G_CALLBACK (on_add), self);
  adw_preferences_group_set_header_suffix (group_of (self, section), button);
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  adj_battle_editor_save (ADJ_BATTLE_EDITOR (widget));
}

/* ---- Closing with changes ---- */

static gboolean
adj_battle_editor_close_request (GtkWindow *window)
{
  AdjBattleEditor *self = ADJ_BATTLE_EDITOR (window);

  if (self->saved_path == NULL && !adj_discard_dialog_chosen (window) && self->initial != NULL)
    {
      json_object *now = adj_battle_editor_edited_json (self);
      gboolean same = json_object_equal (now, self->initial);
      json_object_put (now);
      if (!same)
        {
          adj_discard_dialog_present (window, _("The battle has changes that are not saved."));
          return TRUE;
        }
    }
  return GTK_WINDOW_CLASS (adj_battle_editor_parent_class)->close_request != NULL
         && GTK_WINDOW_CLASS (adj_battle_editor_parent_class)->close_request (window);
}

/* ---- Construction ---- */

static void
adj_battle_editor_dispose (GObject *object)
{
  AdjBattleEditor *self = ADJ_BATTLE_EDITOR (object);

  /* No row calls back into an item or the editor while the rows go. */
  for (guint s = 0; s < ADJ_EDITOR_N_SECTIONS && self->items[s] != NULL; s++)
    for (guint i = 0; i < self->items[s]->len; i++)
      disconnect_item (self, self->items[s]->pdata[i]);
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_BATTLE_EDITOR);
  /* The rows are gone with the template; their items go after them. */
  for (guint s = 0; s < ADJ_EDITOR_N_SECTIONS; s++)
    g_clear_pointer (&self->items[s], g_ptr_array_unref);
  G_OBJECT_CLASS (adj_battle_editor_parent_class)->dispose (object);
}

static void
adj_battle_editor_finalize (GObject *object)
{
  AdjBattleEditor *self = ADJ_BATTLE_EDITOR (object);

  g_clear_pointer (&self->root, json_object_put);
  g_clear_pointer (&self->initial, json_object_put);
  g_clear_object (&self->models.sides);
  g_clear_object (&self->models.automatic);
  g_clear_object (&self->models.commands);
  g_clear_object (&self->models.leaders);
  g_free (self->original_path);
  g_free (self->saved_path);
  G_OBJECT_CLASS (adj_battle_editor_parent_class)->finalize (object);
}

static void
adj_battle_editor_class_init (AdjBattleEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_battle_editor_dispose;
  object_class->finalize = adj_battle_editor_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = adj_battle_editor_close_request;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/glory/adj-battle-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, save_button);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, title_row);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, id_row);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, error_bar);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, error_label);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, options_group);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, sides_group);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, turns_group);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, commands_group);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, leaders_group);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, units_group);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
}

static void
adj_battle_editor_init (AdjBattleEditor *self)
{
  for (guint s = 0; s < ADJ_EDITOR_N_SECTIONS; s++)
    self->items[s] = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_editor_item_free);
  self->models.sides = gtk_string_list_new (NULL);
  self->models.automatic = gtk_string_list_new (NULL);
  self->models.commands = gtk_string_list_new (NULL);
  self->models.leaders = gtk_string_list_new (NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->save_button, "clicked", G_CALLBACK (adj_battle_editor_save), self);
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (gtk_window_close), self);
  add_button (self, ADJ_EDITOR_TURNS, _("Add _Turn"));
  add_button (self, ADJ_EDITOR_COMMANDS, _("Add _Command"));
  add_button (self, ADJ_EDITOR_LEADERS, _("Add _Leader"));
  add_button (self, ADJ_EDITOR_UNITS, _("Add _Unit"));
}

static json_object *
array_item (json_object *root, const char *key, guint i)
{
  json_object *array = NULL, *copy = NULL;

  json_object_object_get_ex (root, key, &array);
  json_object_deep_copy (json_object_array_get_idx (array, i), &copy, NULL);
  return copy;
}

/* Fills the rows from @battle's canonical JSON; choice rows by index. */
static void
load_battle (AdjBattleEditor *self, AdjBattle *battle, const char *title, const char *id)
{
  self->root = adj_battle_to_json (battle);
  json_object *options = NULL;
  json_object_object_get_ex (self->root, "options", &options);
  fill_options (self, options);
  gtk_editable_set_text (GTK_EDITABLE (self->title_row), title);
  gtk_editable_set_text (GTK_EDITABLE (self->id_row), id);
  for (guint s = 0; s < ADJ_BATTLE_N_SIDES; s++)
    append_item (self, ADJ_EDITOR_SIDES, array_item (self->root, "sides", s), NULL);
  for (guint i = 0; i < adj_battle_n_turns (battle); i++)
    append_item (self, ADJ_EDITOR_TURNS, array_item (self->root, "turns", i), NULL);
  for (guint i = 0; i < adj_battle_n_commands (battle); i++)
    {
      int refs[1] = { (int) adj_battle_get_command (battle, i)->side };
      append_item (self, ADJ_EDITOR_COMMANDS, array_item (self->root, "commands", i), refs);
    }
  for (guint i = 0; i < adj_battle_n_leaders (battle); i++)
    {
      int refs[1] = { (int) adj_battle_get_leader (battle, i)->command };
      append_item (self, ADJ_EDITOR_LEADERS, array_item (self->root, "leaders", i), refs);
    }
  for (guint i = 0; i < adj_battle_n_units (battle); i++)
    {
      const AdjBattleUnit *u = adj_battle_get_unit (battle, i);
      int refs[3] = { (int) adj_battle_unit_side (battle, i), (int) u->command, u->leader };
      append_item (self, ADJ_EDITOR_UNITS, array_item (self->root, "units", i), refs);
    }
}

AdjBattleEditor *
adj_battle_editor_new (GtkWindow *parent, AdjBattle *battle)
{
  AdjBattleEditor *self = g_object_new (ADJ_TYPE_BATTLE_EDITOR, "transient-for", parent, NULL);
  g_autofree char *title = g_strdup_printf (_("%s (copy)"), adj_battle_get_title (battle));
  g_autofree char *id = g_strdup_printf ("%s-copy", adj_battle_get_id (battle));

  gtk_window_set_title (GTK_WINDOW (self), _("Duplicate Battle"));
  load_battle (self, battle, title, id);
  self->initial = adj_battle_editor_edited_json (self);
  return self;
}

AdjBattleEditor *
adj_battle_editor_new_for_file (GtkWindow *parent, AdjBattle *battle, const char *path)
{
  AdjBattleEditor *self = g_object_new (ADJ_TYPE_BATTLE_EDITOR, "transient-for", parent, NULL);

  gtk_window_set_title (GTK_WINDOW (self), _("Edit Battle"));
  self->original_path = g_strdup (path);
  load_battle (self, battle, adj_battle_get_title (battle), adj_battle_get_id (battle));
  self->initial = adj_battle_editor_edited_json (self);
  return self;
}

AdjBattleEditor *
adj_battle_editor_new_empty (GtkWindow *parent)
{
  AdjBattleEditor *self = g_object_new (ADJ_TYPE_BATTLE_EDITOR, "transient-for", parent, NULL);
  const char *sides[2][2] = { { "union", _("Union") }, { "csa", _("Confederate") } };

  gtk_window_set_title (GTK_WINDOW (self), _("New Battle"));
  self->root = json_object_new_object ();
  fill_options (self, NULL);
  for (guint s = 0; s < ADJ_BATTLE_N_SIDES; s++)
    {
      json_object *side = json_object_new_object ();
      json_object_object_add (side, "id", json_object_new_string (sides[s][0]));
      json_object_object_add (side, "name", json_object_new_string (sides[s][1]));
      append_item (self, ADJ_EDITOR_SIDES, side, NULL);
    }
  self->initial = adj_battle_editor_edited_json (self);
  return self;
}
