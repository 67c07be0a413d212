/* adj-dog-battle-editor.c: a battle of two army lists, new or edited
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Days of Glory's scenario editor (New Scenario, Duplicate and Edit in the
 * New Game dialog): the battle's title, id and game size, and both armies
 * in an army builder each, built against that size. Save hands the lists
 * to the engine (adj_dog_battle_new), which checks the battle as it checks
 * a file: a refusal shows its JSON path and reason inline, turns to the
 * army it names and writes nothing. Only a battle the engine accepts is
 * saved, in canonical form, among the player's own battles.
 */

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "adj-dog-army-builder.h"
#include "adj-dog-battle-editor.h"
#include "adj-discard-dialog.h"
#include "adj-dog-common.h"
#include "adj-ruleset-ui.h"
#include "adj-spin-check.h"

struct _AdjDogBattleEditor
{
  AdwWindow   parent_instance;

  GtkWidget  *builders[2];
  char       *original_path;  /* editing one of the player's own battles */
  char       *saved_path;
  char       *initial;        /* the battle as it opened, to ask before losing changes */

  /* Template children */
  GtkButton   *cancel_button;
  GtkButton   *save_button;
  GtkLabel    *error_label;
  AdwEntryRow *title_row;
  AdwEntryRow *id_row;
  AdwEntryRow *note_row;
  GtkSpinButton *size_spin;
  GtkStack    *armies_stack;
};

G_DEFINE_FINAL_TYPE (AdjDogBattleEditor, adj_dog_battle_editor, ADW_TYPE_WINDOW)

const char *
adj_dog_battle_editor_get_saved_path (AdjDogBattleEditor *self)
{
  g_return_val_if_fail (ADJ_IS_DOG_BATTLE_EDITOR (self), NULL);
  return self->saved_path;
}

static void
show_error (AdjDogBattleEditor *self, const char *message, GtkWidget *row)
{
  GtkWidget *rows[] = { GTK_WIDGET (self->title_row), GTK_WIDGET (self->id_row), GTK_WIDGET (self->note_row) };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    gtk_widget_remove_css_class (rows[i], "error");
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
  if (row != NULL)
    {
      gtk_widget_add_css_class (row, "error");
      gtk_widget_grab_focus (row);
    }
}

static const char *
text_of (AdwEntryRow *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

/* What the editor holds now, as one string to compare. */
static char *
snapshot (AdjDogBattleEditor *self)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "%s\n%s\n%s\n%d\n", text_of (self->title_row), text_of (self->id_row),
                          text_of (self->note_row), gtk_spin_button_get_value_as_int (self->size_spin));
  for (int a = 0; a < 2; a++)
    {
      json_object *o = adj_dog_army_to_json (adj_dog_army_builder_get_army (ADJ_DOG_ARMY_BUILDER (self->builders[a])));
      g_string_append_printf (s, "%s\n", json_object_to_json_string_ext (o, JSON_C_TO_STRING_PLAIN));
      json_object_put (o);
    }
  return g_string_free (s, FALSE);
}

static void
on_size_changed (AdjDogBattleEditor *self)
{
  for (int a = 0; a < 2; a++)
    adj_dog_army_builder_set_game_size (ADJ_DOG_ARMY_BUILDER (self->builders[a]),
                                        gtk_spin_button_get_value_as_int (self->size_spin));
}

/* "battle: $.armies[1].units[0]...": the army the engine's refusal names. */
static void
show_battle_error (AdjDogBattleEditor *self, const char *message)
{
  const char *at = strstr (message, "$.");
  GtkWidget *row = NULL;

  if (at != NULL && g_str_has_prefix (at, "$.armies["))
    {
      int a = at[strlen ("$.armies[")] == '1' ? 1 : 0;
      gtk_stack_set_visible_child (self->armies_stack, self->builders[a]);
    }
  else if (at != NULL && g_str_has_prefix (at, "$.id"))
    row = GTK_WIDGET (self->id_row);
  else if (at != NULL && g_str_has_prefix (at, "$.title"))
    row = GTK_WIDGET (self->title_row);
  else if (at != NULL && g_str_has_prefix (at, "$.note"))
    row = GTK_WIDGET (self->note_row);
  show_error (self, message, row);
}

static void
on_save (AdjDogBattleEditor *self)
{
  g_autoptr (GError) error = NULL;
  const char *note = text_of (self->note_row);
  g_autoptr (AdjDogBattle) battle = NULL;

  show_error (self, NULL, NULL);
  battle = adj_dog_battle_new (text_of (self->id_row), text_of (self->title_row), *note != '\0' ? note : NULL,
                               gtk_spin_button_get_value_as_int (self->size_spin),
                               adj_dog_army_builder_get_army (ADJ_DOG_ARMY_BUILDER (self->builders[0])),
                               adj_dog_army_builder_get_army (ADJ_DOG_ARMY_BUILDER (self->builders[1])), &error);
  if (battle == NULL)
    {
      show_battle_error (self, error->message);
      return;
    }
  g_autofree char *saved = NULL;
  const char *id = adj_dog_battle_get_id (battle);
  switch (adj_ruleset_ui_save_scenario (&adj_dog_ruleset, battle, self->original_path, &saved, &error))
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

static void
save_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  on_save (ADJ_DOG_BATTLE_EDITOR (widget));
}

static gboolean
adj_dog_battle_editor_close_request (GtkWindow *window)
{
  AdjDogBattleEditor *self = ADJ_DOG_BATTLE_EDITOR (window);

  if (self->saved_path == NULL && !adj_discard_dialog_chosen (window) && self->initial != NULL)
    {
      g_autofree char *now = snapshot (self);
      if (g_strcmp0 (now, self->initial) != 0)
        {
          adj_discard_dialog_present (window, _("The battle has changes that are not saved."));
          return TRUE;
        }
    }
  return GTK_WINDOW_CLASS (adj_dog_battle_editor_parent_class)->close_request != NULL
         && GTK_WINDOW_CLASS (adj_dog_battle_editor_parent_class)->close_request (window);
}

static void
adj_dog_battle_editor_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_DOG_BATTLE_EDITOR);
  G_OBJECT_CLASS (adj_dog_battle_editor_parent_class)->dispose (object);
}

static void
adj_dog_battle_editor_finalize (GObject *object)
{
  AdjDogBattleEditor *self = ADJ_DOG_BATTLE_EDITOR (object);

  g_free (self->original_path);
  g_free (self->saved_path);
  g_free (self->initial);
  G_OBJECT_CLASS (adj_dog_battle_editor_parent_class)->finalize (object);
}

static void
adj_dog_battle_editor_class_init (AdjDogBattleEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_dog_battle_editor_dispose;
  object_class->finalize = adj_dog_battle_editor_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = adj_dog_battle_editor_close_request;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/dog/adj-dog-battle-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDogBattleEditor, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, AdjDogBattleEditor, save_button);
  gtk_widget_class_bind_template_child (widget_class, AdjDogBattleEditor, error_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDogBattleEditor, title_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDogBattleEditor, id_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDogBattleEditor, note_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDogBattleEditor, size_spin);
  gtk_widget_class_bind_template_child (widget_class, AdjDogBattleEditor, armies_stack);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
}

static void
adj_dog_battle_editor_init (AdjDogBattleEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  adj_spin_check_attach (self->size_spin);
  for (int a = 0; a < 2; a++)
    {
      g_autofree char *prefix = g_strdup_printf ("army-%d", a);
      self->builders[a] = adj_dog_army_builder_new (prefix);
      gtk_stack_add_titled (self->armies_stack, self->builders[a], prefix, a == 0 ? _("First Army") : _("Second Army"));
    }
  adj_dog_set_label (GTK_WIDGET (self->title_row), _("Title"));
  adj_dog_set_label (GTK_WIDGET (self->id_row), _("Id"));
  adj_dog_set_label (GTK_WIDGET (self->note_row), _("Note"));
  g_signal_connect_swapped (self->size_spin, "value-changed", G_CALLBACK (on_size_changed), self);
  g_signal_connect_swapped (self->save_button, "clicked", G_CALLBACK (on_save), self);
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (gtk_window_close), self);
}

static AdjDogBattleEditor *
editor_new (GtkWindow *parent, const char *title, const char *battle_title, const char *id, const char *note,
            int size, const AdjDogArmy *first, const AdjDogArmy *second)
{
  AdjDogBattleEditor *self = g_object_new (ADJ_TYPE_DOG_BATTLE_EDITOR, "transient-for", parent, NULL);

  gtk_window_set_title (GTK_WINDOW (self), title);
  gtk_editable_set_text (GTK_EDITABLE (self->title_row), battle_title);
  gtk_editable_set_text (GTK_EDITABLE (self->id_row), id);
  gtk_editable_set_text (GTK_EDITABLE (self->note_row), note != NULL ? note : "");
  gtk_spin_button_set_value (self->size_spin, size);
  adj_dog_army_builder_set_army (ADJ_DOG_ARMY_BUILDER (self->builders[0]), first);
  adj_dog_army_builder_set_army (ADJ_DOG_ARMY_BUILDER (self->builders[1]), second);
  on_size_changed (self);
  self->initial = snapshot (self);
  return self;
}

AdjDogBattleEditor *
adj_dog_battle_editor_new (GtkWindow *parent, AdjDogBattle *battle, const char *path)
{
  AdjDogBattleEditor *self;

  if (battle == NULL)
    return editor_new (parent, _("New Battle"), _("New battle"), "new-battle", NULL, 800, NULL, NULL);
  if (path == NULL)
    {
      g_autofree char *title = g_strdup_printf (_("%s (copy)"), adj_dog_battle_get_title (battle));
      g_autofree char *id = g_strdup_printf ("%s-copy", adj_dog_battle_get_id (battle));
      return editor_new (parent, _("Duplicate Battle"), title, id, adj_dog_battle_get_note (battle),
                         adj_dog_battle_get_size (battle), adj_dog_battle_get_army (battle, 0),
                         adj_dog_battle_get_army (battle, 1));
    }
  self = editor_new (parent, _("Edit Battle"), adj_dog_battle_get_title (battle), adj_dog_battle_get_id (battle),
                     adj_dog_battle_get_note (battle), adj_dog_battle_get_size (battle),
                     adj_dog_battle_get_army (battle, 0), adj_dog_battle_get_army (battle, 1));
  self->original_path = g_strdup (path);
  return self;
}

AdjDogBattleEditor *
adj_dog_battle_editor_new_with_army (GtkWindow *parent, const AdjDogArmy *army)
{
  int size = army->limit > 0 ? army->limit : 800;
  return editor_new (parent, _("New Battle"), _("New battle"), "new-battle", NULL, size, army, NULL);
}
