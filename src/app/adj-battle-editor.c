/* adj-battle-editor.c: a copy of a battle with its names and ratings edited
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The basic battle editor: starting from a battle (the shipped sample),
 * the player renames it and edits each combat unit's name, strength and
 * cohesion ratings, e.g. to enter a scenario from his Battle Book. The
 * edits go into the battle's canonical JSON; the engine's loader checks
 * the result as it checks any battle file (docs/battle-format.md), so a
 * value it refuses is reported with its path and reason and nothing is
 * written. The copy is saved among the player's own battles.
 */

#include "config.h"

#include <errno.h>

#include <glib/gi18n.h>

#include "adj-battle-editor.h"

typedef struct {
  guint      index;       /* in the battle's units */
  GtkWidget *expander;
  GtkWidget *name;
  GtkWidget *values[3];   /* strength, cohesion, disordered cohesion */
} UnitRows;

static const char *rating_keys[] = { "strength", "cohesion", "disordered_cohesion" };

struct _AdjBattleEditor
{
  AdwWindow  parent_instance;

  AdjBattle *battle;
  GArray    *units;       /* UnitRows */
  char      *saved_path;

  /* Template children */
  GtkButton *cancel_button;
  GtkButton *save_button;
  AdwEntryRow *title_row;
  AdwEntryRow *id_row;
  GtkLabel  *error_label;
  AdwPreferencesGroup *units_group;
};

G_DEFINE_FINAL_TYPE (AdjBattleEditor, adj_battle_editor, ADW_TYPE_WINDOW)

char *
adj_battle_editor_user_dir (void)
{
  return adj_paths_user_file ("battles");
}

const char *
adj_battle_editor_get_saved_path (AdjBattleEditor *self)
{
  g_return_val_if_fail (ADJ_IS_BATTLE_EDITOR (self), NULL);
  return self->saved_path;
}

static void
show_error (AdjBattleEditor *self, const char *message, GtkWidget *row)
{
  gtk_label_set_text (self->error_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
  if (row != NULL)
    {
      gtk_widget_add_css_class (row, "error");
      gtk_widget_grab_focus (row);
    }
}

static const char *
row_text (GtkWidget *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

/* The unit's ratings live on the unit, or on its mounted face (cavalry). */
static json_object *
ratings_object (json_object *unit)
{
  json_object *mounted = NULL;
  return json_object_object_get_ex (unit, "mounted", &mounted) ? mounted : unit;
}

static json_object *
edited_json (AdjBattleEditor *self)
{
  json_object *root = adj_battle_to_json (self->battle);
  json_object *units = NULL;

  json_object_object_add (root, "id", json_object_new_string (row_text (GTK_WIDGET (self->id_row))));
  json_object_object_add (root, "title", json_object_new_string (row_text (GTK_WIDGET (self->title_row))));
  json_object_object_get_ex (root, "units", &units);
  for (guint i = 0; i < self->units->len; i++)
    {
      UnitRows *rows = &g_array_index (self->units, UnitRows, i);
      json_object *unit = json_object_array_get_idx (units, rows->index);
      json_object *ratings = ratings_object (unit);

      json_object_object_add (unit, "name", json_object_new_string (row_text (rows->name)));
      for (guint k = 0; k < G_N_ELEMENTS (rating_keys); k++)
        {
          gint64 value;
          g_autofree char *text = g_strstrip (g_strdup (row_text (rows->values[k])));
          if (!g_ascii_string_to_signed (text, 10, -99, 99, &value, NULL))
            {
              g_autofree char *message =
                /* Translators: a unit's name, then the rating, e.g. "Getty 'a': Strength" */
                g_strdup_printf (_("%s: %s: type a whole number"), row_text (rows->name),
                                 adw_preferences_row_get_title (ADW_PREFERENCES_ROW (rows->values[k])));
              adw_expander_row_set_expanded (ADW_EXPANDER_ROW (rows->expander), TRUE);
              show_error (self, message, rows->values[k]);
              json_object_put (root);
              return NULL;
            }
          json_object_object_add (ratings, rating_keys[k], json_object_new_int ((int) value));
        }
    }
  return root;
}

static void
on_save (AdjBattleEditor *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = adj_battle_editor_user_dir ();
  json_object *root;
  g_autoptr (AdjBattle) battle = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  gtk_widget_remove_css_class (GTK_WIDGET (self->id_row), "error");
  for (guint i = 0; i < self->units->len; i++)
    for (guint k = 0; k < G_N_ELEMENTS (rating_keys); k++)
      gtk_widget_remove_css_class (g_array_index (self->units, UnitRows, i).values[k], "error");

  root = edited_json (self);
  if (root == NULL)
    return;
  /* The engine checks the copy as it checks any battle file. */
  /* Translators: the start of the error path, "edited battle: $.units[0].name: …" */
  battle = adj_battle_from_json (root, _("edited battle: $"), &error);
  json_object_put (root);
  if (battle == NULL)
    {
      show_error (self, error->message, NULL);
      return;
    }
  g_autofree char *name = g_strdup_printf ("%s.json", adj_battle_get_id (battle));
  g_autofree char *path = g_build_filename (dir, name, NULL);
  if (g_mkdir_with_parents (dir, 0700) != 0 || !adj_battle_save_file (battle, path, &error))
    {
      show_error (self, error != NULL ? error->message : g_strerror (errno), NULL);
      return;
    }
  g_free (self->saved_path);
  self->saved_path = g_steal_pointer (&path);
  gtk_window_close (GTK_WINDOW (self));
}

static GtkWidget *
entry_row (const char *title, const char *name, const char *text)
{
  GtkWidget *row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_name (row, name);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  return row;
}

static void
add_unit (AdjBattleEditor *self, guint index)
{
  const AdjBattleUnit *u = adj_battle_get_unit (self->battle, index);
  /* Cavalry edits its mounted face, the one recovery uses (11.63). */
  const AdjRatings *r = u->type == ADJ_UNIT_CAVALRY ? &u->mounted : &u->ratings;
  int values[3] = { r->strength, r->cohesion, r->disordered_cohesion };
  const char *titles[3] = { _("Strength"), _("Cohesion"), _("Disordered cohesion") };
  const char *names[3] = { "strength", "cohesion", "disordered" };
  UnitRows rows = { index, NULL, NULL, { NULL } };
  g_autofree char *subtitle = g_strdup_printf ("%s · %d · %d/%d", u->id, r->strength, r->cohesion,
                                               r->disordered_cohesion);
  g_autofree char *name_name = g_strdup_printf ("editor-unit-name:%s", u->id);

  rows.expander = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows.expander), u->name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (rows.expander), FALSE);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (rows.expander), subtitle);
  rows.name = entry_row (_("Name"), name_name, u->name);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (rows.expander), rows.name);
  for (guint k = 0; k < 3; k++)
    {
      g_autofree char *text = g_strdup_printf ("%d", values[k]);
      g_autofree char *row_name = g_strdup_printf ("editor-unit-%s:%s", names[k], u->id);
      rows.values[k] = entry_row (titles[k], row_name, text);
      gtk_editable_set_alignment (GTK_EDITABLE (rows.values[k]), 0);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (rows.expander), rows.values[k]);
    }
  adw_preferences_group_add (self->units_group, rows.expander);
  g_array_append_val (self->units, rows);
}

static void
adj_battle_editor_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ADJ_TYPE_BATTLE_EDITOR);
  G_OBJECT_CLASS (adj_battle_editor_parent_class)->dispose (object);
}

static void
adj_battle_editor_finalize (GObject *object)
{
  AdjBattleEditor *self = ADJ_BATTLE_EDITOR (object);

  g_clear_pointer (&self->battle, adj_battle_unref);
  g_array_unref (self->units);
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
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/adj-battle-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, save_button);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, title_row);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, id_row);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, error_label);
  gtk_widget_class_bind_template_child (widget_class, AdjBattleEditor, units_group);
}

static void
adj_battle_editor_init (AdjBattleEditor *self)
{
  self->units = g_array_new (FALSE, FALSE, sizeof (UnitRows));
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->save_button, "clicked", G_CALLBACK (on_save), self);
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (gtk_window_close), self);
}

AdjBattleEditor *
adj_battle_editor_new (GtkWindow *parent, AdjBattle *battle)
{
  AdjBattleEditor *self = g_object_new (ADJ_TYPE_BATTLE_EDITOR, "transient-for", parent, NULL);
  g_autofree char *title = g_strdup_printf (_("%s (copy)"), adj_battle_get_title (battle));
  g_autofree char *id = g_strdup_printf ("%s-copy", adj_battle_get_id (battle));

  self->battle = adj_battle_ref (battle);
  gtk_editable_set_text (GTK_EDITABLE (self->title_row), title);
  gtk_editable_set_text (GTK_EDITABLE (self->id_row), id);
  for (guint i = 0; i < adj_battle_n_units (battle); i++)
    add_unit (self, i);
  return self;
}
