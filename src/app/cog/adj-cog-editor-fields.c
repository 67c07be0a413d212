/* adj-cog-editor-fields.c: the battle editor's fields, bound to the JSON
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each field writes what the player types straight into the battle's JSON
 * (the "adjutant-cog-battle" format, docs/cog.md) and tells the editor,
 * which has the engine's loader check the whole battle: a value the
 * format refuses is written as typed, so the refusal names its place.
 * References to other parts of the battle (a unit's formation, a CM's
 * formations, a turn, an Entry Hex) are chosen from what the battle holds,
 * shown by name.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "adj-cog-editor-fields.h"
#include "adj-cog-game.h"
#include "adj-columns.h"
#include "adj-spin-check.h"

typedef struct {
  json_object        *root, *item;
  const AdjCogField  *field;
  char               *key;       /* the member written, field->key or a part of it */
  AdjCogFieldChanged  changed;
  gpointer            editor;
  GStrv               ids;       /* choices: the values written */
  GPtrArray          *checks;    /* REFS, DICE: the toggles in order */
} Binding;

static void
binding_free (Binding *b)
{
  g_free (b->key);
  g_strfreev (b->ids);
  g_clear_pointer (&b->checks, g_ptr_array_unref);
  g_free (b);
}

/* The binding lives as long as the row that shows the field. */
static Binding *
bind (GtkWidget *row, json_object *root, json_object *item, const AdjCogField *field, const char *key,
      AdjCogFieldChanged changed, gpointer editor)
{
  Binding *b = g_new0 (Binding, 1);
  *b = (Binding) { root, item, field, g_strdup (key), changed, editor, NULL, NULL };
  g_object_set_data_full (G_OBJECT (row), "binding", b, (GDestroyNotify) binding_free);
  return b;
}

json_object *
adj_cog_json_path_get (json_object *obj, const char *key)
{
  g_auto (GStrv) parts = g_strsplit (key, ".", -1);
  for (guint i = 0; obj != NULL && parts[i] != NULL; i++)
    if (!json_object_is_type (obj, json_type_object) || !json_object_object_get_ex (obj, parts[i], &obj))
      return NULL;
  return obj;
}

void
adj_cog_json_path_set (json_object *obj, const char *key, json_object *value)
{
  g_auto (GStrv) parts = g_strsplit (key, ".", -1);
  guint n = g_strv_length (parts);
  for (guint i = 0; i + 1 < n; i++)
    {
      json_object *next;
      if (!json_object_object_get_ex (obj, parts[i], &next) || !json_object_is_type (next, json_type_object))
        {
          if (value == NULL)
            return;
          next = json_object_new_object ();
          json_object_object_add (obj, parts[i], next);
        }
      obj = next;
    }
  if (value == NULL)
    json_object_object_del (obj, parts[n - 1]);
  else
    json_object_object_add (obj, parts[n - 1], value);
}

static void
write_value (Binding *b, json_object *value, gboolean rebuild)
{
  adj_cog_json_path_set (b->item, b->key, value);
  b->changed (b->editor, rebuild);
}

/* ---- text and numbers ---- */

/* Appends @row; in an item, its accessible name says whose field it is
 * ("Name: Alder Brigade"), from the item's "context". */
static void
append_row (GtkWidget *list, GtkWidget *row, const char *title)
{
  const char *context = g_object_get_data (G_OBJECT (list), "context");
  if (context != NULL)
    {
      /* TRANSLATORS: a field of the battle editor, then whose it is */
      g_autofree char *label = g_strdup_printf (_("%s: %s"), title, context);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
  if (ADW_IS_EXPANDER_ROW (list))
    adw_expander_row_add_row (ADW_EXPANDER_ROW (list), row);
  else
    gtk_list_box_append (GTK_LIST_BOX (list), row);
}

static void
on_text (GtkEditable *entry, Binding *b)
{
  const char *text = gtk_editable_get_text (entry);
  write_value (b, b->field->kind == ADJ_COG_FIELD_TEXT_OPT && *text == '\0' ? NULL : json_object_new_string (text), FALSE);
}

static void
add_text (GtkWidget *list, json_object *root, json_object *item, const AdjCogField *f, const char *name,
          AdjCogFieldChanged changed, gpointer editor)
{
  GtkWidget *row = adw_entry_row_new ();
  Binding *b = bind (row, root, item, f, f->key, changed, editor);
  json_object *v = adj_cog_json_path_get (item, f->key);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(f->title));
  gtk_editable_set_text (GTK_EDITABLE (row), v != NULL ? json_object_get_string (v) : "");
  gtk_widget_set_name (row, name);
  g_signal_connect (row, "changed", G_CALLBACK (on_text), b);
  append_row (list, row, _(f->title));
}

static void
on_int (GtkSpinButton *spin, Binding *b)
{
  int v = gtk_spin_button_get_value_as_int (spin);
  write_value (b, b->field->kind == ADJ_COG_FIELD_INT_OPT && v == b->field->dflt ? NULL : json_object_new_int (v), FALSE);
}

static void
on_bool (GtkSwitch *sw, GParamSpec *pspec, Binding *b)
{
  write_value (b, json_object_new_boolean (gtk_switch_get_active (sw)), FALSE);
}

/* A row with @widget at its end; the binding is the row's. */
static GtkWidget *
suffix_row (GtkWidget *list, const char *title, GtkWidget *widget, const char *name)
{
  GtkWidget *row = adj_cog_row (title, NULL);
  gtk_widget_set_name (widget, name);
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
  append_row (list, row, title);
  return row;
}

/* ---- choices ---- */

/* What the player may choose for a reference, by name, with the ids. */
static GPtrArray *
choices (json_object *root, const char *refs, GPtrArray *ids)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  json_object *arr = json_object_object_get (root, refs);
  json_object *formations = json_object_object_get (root, "formations");
  for (guint i = 0; arr != NULL && json_object_is_type (arr, json_type_array) && i < json_object_array_length (arr);
       i++)
    {
      json_object *it = json_object_array_get_idx (arr, i);
      if (json_object_is_type (it, json_type_string))
        {
          g_ptr_array_add (ids, g_strdup (json_object_get_string (it)));
          g_ptr_array_add (names, g_strdup (json_object_get_string (it)));
          continue;
        }
      const char *id = json_object_get_string (json_object_object_get (it, g_str_equal (refs, "turns") ? "label" : "id"));
      const char *name = json_object_get_string (json_object_object_get (it, "name"));
      if (id == NULL)
        continue;
      if (g_str_equal (refs, "reinforcements"))
        {
          /* A reinforcement is its formation on a turn. */
          const char *f = json_object_get_string (json_object_object_get (it, "formation"));
          for (guint k = 0; formations != NULL && k < json_object_array_length (formations); k++)
            {
              json_object *fo = json_object_array_get_idx (formations, k);
              if (g_strcmp0 (json_object_get_string (json_object_object_get (fo, "id")), f) == 0)
                name = json_object_get_string (json_object_object_get (fo, "name"));
            }
          /* TRANSLATORS: a reinforcement: its formation and turn */
          g_ptr_array_add (names, g_strdup_printf (_("%s, turn %s"), name != NULL ? name : id,
                                                   json_object_get_string (json_object_object_get (it, "turn"))));
        }
      else if (g_str_equal (refs, "turns"))
        {
          const char *time = json_object_get_string (json_object_object_get (it, "time"));
          g_ptr_array_add (names, time != NULL ? g_strdup_printf ("%s (%s)", id, time) : g_strdup (id));
        }
      else
        g_ptr_array_add (names, g_strdup (name != NULL ? name : id));
      g_ptr_array_add (ids, g_strdup (id));
    }
  return names;
}

static void
on_choice (AdwComboRow *row, GParamSpec *pspec, Binding *b)
{
  guint k = adw_combo_row_get_selected (row);
  const char *id = k < g_strv_length (b->ids) ? b->ids[k] : "";
  write_value (b, *id == '\0' ? NULL : json_object_new_string (id), FALSE);
}

static void
add_choice (GtkWidget *list, json_object *root, json_object *item, const AdjCogField *f, const char *name,
            AdjCogFieldChanged changed, gpointer editor)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) names = NULL;
  json_object *v = adj_cog_json_path_get (item, f->key);
  const char *value = v != NULL ? json_object_get_string (v) : (f->kind == ADJ_COG_FIELD_UNIT_TYPE ? "infantry" : "");
  gboolean optional = f->kind == ADJ_COG_FIELD_REF_OPT || f->kind == ADJ_COG_FIELD_SIDE_OPT;

  if (f->kind == ADJ_COG_FIELD_SIDE || f->kind == ADJ_COG_FIELD_SIDE_OPT || f->kind == ADJ_COG_FIELD_UNIT_TYPE)
    {
      gboolean sides = f->kind != ADJ_COG_FIELD_UNIT_TYPE;
      names = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (ids, g_strdup (sides ? "csa" : "infantry"));
      g_ptr_array_add (ids, g_strdup (sides ? "union" : "cavalry"));
      g_ptr_array_add (names, g_strdup (sides ? _("Confederate (CSA)") : _("Infantry")));
      g_ptr_array_add (names, g_strdup (sides ? _("Union") : _("Cavalry")));
    }
  else
    names = choices (root, f->refs, ids);
  if (optional)
    {
      g_ptr_array_insert (ids, 0, g_strdup (""));
      g_ptr_array_insert (names, 0, g_strdup (f->kind == ADJ_COG_FIELD_SIDE_OPT ? _("Nobody") : _("None")));
    }
  guint selected = G_MAXUINT;
  for (guint i = 0; i < ids->len; i++)
    if (g_strcmp0 (ids->pdata[i], value) == 0)
      selected = i;
  if (selected == G_MAXUINT)
    {
      /* A reference to nothing in the battle: kept, for the loader to name. */
      g_ptr_array_add (ids, g_strdup (value));
      g_ptr_array_add (names, g_strdup_printf (_("%s (not in this battle)"), value));
      selected = ids->len - 1;
    }
  g_ptr_array_add (ids, NULL);
  g_ptr_array_add (names, NULL);

  GtkWidget *row = adw_combo_row_new ();
  Binding *b = bind (row, root, item, f, f->key, changed, editor);
  b->ids = g_strdupv ((char **) ids->pdata);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(f->title));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (gtk_string_list_new ((const char * const *) names->pdata)));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  gtk_widget_set_name (row, name);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_choice), b);
  append_row (list, row, _(f->title));
}

/* ---- lists: several references, die faces ---- */

static void
on_list_toggled (GtkWidget *toggle, Binding *b)
{
  gboolean dice = b->field->kind == ADJ_COG_FIELD_DICE;
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < b->checks->len; i++)
    {
      GtkWidget *w = b->checks->pdata[i];
      gboolean on = GTK_IS_CHECK_BUTTON (w) ? gtk_check_button_get_active (GTK_CHECK_BUTTON (w))
                                            : gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (w));
      if (on)
        json_object_array_add (arr, dice ? json_object_new_int ((int) i + 1) : json_object_new_string (b->ids[i]));
    }
  if (dice && json_object_array_length (arr) == 0)
    {
      json_object_put (arr);
      arr = NULL;
    }
  write_value (b, arr, FALSE);
}

static gboolean
listed (json_object *arr, const char *id, int face)
{
  for (guint i = 0; arr != NULL && json_object_is_type (arr, json_type_array) && i < json_object_array_length (arr); i++)
    {
      json_object *it = json_object_array_get_idx (arr, i);
      if (face > 0 ? json_object_get_int (it) == face : g_strcmp0 (json_object_get_string (it), id) == 0)
        return TRUE;
    }
  return FALSE;
}

/* A row of its own: the title above the choices, which wrap. */
static GtkWidget *
block_row (GtkWidget *list, const char *title, const char *name, GtkWidget **wrap)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  *wrap = adj_wrap_box_new (6, 4);
  gtk_box_append (GTK_BOX (box), adj_label_new (title, NULL));
  gtk_box_append (GTK_BOX (box), *wrap);
  GtkWidget *row = adj_cog_box_row (box);
  gtk_widget_set_name (row, name);
  append_row (list, row, title);
  return row;
}

static void
add_list (GtkWidget *list, json_object *root, json_object *item, const AdjCogField *f, const char *key,
          const char *name, AdjCogFieldChanged changed, gpointer editor)
{
  gboolean dice = f->kind == ADJ_COG_FIELD_DICE;
  json_object *arr = adj_cog_json_path_get (item, key);
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) names = dice ? g_ptr_array_new_with_free_func (g_free) : choices (root, f->refs, ids);
  GtkWidget *wrap;
  GtkWidget *row = block_row (list, _(f->title), name, &wrap);
  Binding *b = bind (row, root, item, f, key, changed, editor);

  for (int face = 1; dice && face <= 6; face++)
    {
      g_ptr_array_add (ids, g_strdup_printf ("%d", face));
      g_ptr_array_add (names, g_strdup_printf ("%d", face));
    }
  g_ptr_array_add (ids, NULL);
  b->ids = g_strdupv ((char **) ids->pdata);
  b->checks = g_ptr_array_new ();
  for (guint i = 0; i < names->len; i++)
    {
      GtkWidget *toggle = dice ? gtk_toggle_button_new_with_label (names->pdata[i])
                               : gtk_check_button_new_with_label (names->pdata[i]);
      gboolean on = listed (arr, b->ids[i], dice ? (int) i + 1 : 0);
      g_autofree char *toggle_name = g_strdup_printf ("%s:%s", name, b->ids[i]);
      /* TRANSLATORS: a field of the battle editor, then a choice in it */
      g_autofree char *a11y = g_strdup_printf (_("%s: %s"), _(f->title), (const char *) names->pdata[i]);
      gtk_widget_set_name (toggle, toggle_name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      if (dice)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), on);
      else
        gtk_check_button_set_active (GTK_CHECK_BUTTON (toggle), on);
      g_signal_connect (toggle, "toggled", G_CALLBACK (on_list_toggled), b);
      adj_wrap_box_append (ADJ_WRAP_BOX (wrap), toggle);
      g_ptr_array_add (b->checks, toggle);
    }
}

/* ---- Command Tracks (10.2) ---- */

static void
on_track (GtkEditable *entry, Binding *b)
{
  json_object *arr = json_object_new_array ();
  for (guint i = 0; i < b->checks->len; i++)
    {
      const char *text = gtk_editable_get_text (b->checks->pdata[i]);
      char *end = NULL;
      long v = strtol (text, &end, 10);
      /* Not a number: written as typed, for the loader to refuse by place. */
      json_object_array_add (arr, end != text && *end == '\0' ? json_object_new_int ((int) v)
                                                              : json_object_new_string (text));
    }
  write_value (b, arr, FALSE);
}

static void
add_track (GtkWidget *list, json_object *root, json_object *item, const AdjCogField *f, const char *key,
           const char *title, const char *name, AdjCogFieldChanged changed, gpointer editor)
{
  json_object *arr = adj_cog_json_path_get (item, key);
  GtkWidget *wrap;
  GtkWidget *row = block_row (list, title, name, &wrap);
  Binding *b = bind (row, root, item, f, key, changed, editor);

  b->checks = g_ptr_array_new ();
  for (int roll = 1; roll <= 6; roll++)
    {
      GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *entry = gtk_entry_new ();
      json_object *v = arr != NULL && json_object_is_type (arr, json_type_array)
                         ? json_object_array_get_idx (arr, (gsize) roll - 1) : NULL;
      g_autofree char *label = g_strdup_printf (_("Die %d"), roll);
      g_autofree char *entry_name = g_strdup_printf ("%s:%d", name, roll);
      /* TRANSLATORS: the movement allowance a Command Track gives for a roll */
      g_autofree char *a11y = g_strdup_printf (_("%s: movement allowance for a roll of %d"), title, roll);
      gtk_widget_set_name (entry, entry_name);
      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 2);
      gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 2);
      gtk_editable_set_alignment (GTK_EDITABLE (entry), 0.5);
      gtk_editable_set_text (GTK_EDITABLE (entry), v != NULL ? json_object_get_string (v) : "");
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
      g_signal_connect (entry, "changed", G_CALLBACK (on_track), b);
      gtk_box_append (GTK_BOX (cell), adj_label_new (label, "caption"));
      gtk_box_append (GTK_BOX (cell), entry);
      adj_wrap_box_append (ADJ_WRAP_BOX (wrap), cell);
      g_ptr_array_add (b->checks, entry);
    }
}

static void
on_second (GtkSwitch *sw, GParamSpec *pspec, Binding *b)
{
  json_object *value = NULL;
  if (gtk_switch_get_active (sw))
    {
      /* The first range, to change; the turns that read it, to tick. */
      json_object *ma = adj_cog_json_path_get (b->item, "command_track.ma");
      value = json_object_new_object ();
      json_object_object_add (value, "ma", ma != NULL ? json_object_get (ma) : json_object_new_array ());
      json_object_object_add (value, "turns", json_object_new_array ());
    }
  write_value (b, value, TRUE);
}

static void
add_second (GtkWidget *list, json_object *root, json_object *item, const AdjCogField *f, const char *name,
            AdjCogFieldChanged changed, gpointer editor)
{
  static const AdjCogField turns = { NULL, N_("Turns that read the second range"), ADJ_COG_FIELD_REFS, 0, 0, 0,
                                     "turns" };
  GtkWidget *sw = gtk_switch_new ();
  json_object *second = adj_cog_json_path_get (item, f->key);
  g_autofree char *sw_name = g_strdup_printf ("%s:on", name);
  GtkWidget *row = suffix_row (list, _(f->title), sw, sw_name);
  Binding *b = bind (row, root, item, f, f->key, changed, editor);

  gtk_switch_set_active (GTK_SWITCH (sw), second != NULL);
  g_signal_connect (sw, "notify::active", G_CALLBACK (on_second), b);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  if (second == NULL)
    return;
  g_autofree char *ma_key = g_strdup_printf ("%s.ma", f->key);
  g_autofree char *turns_key = g_strdup_printf ("%s.turns", f->key);
  g_autofree char *ma_name = g_strdup_printf ("%s:ma", name);
  g_autofree char *turns_name = g_strdup_printf ("%s:turns", name);
  add_track (list, root, item, f, ma_key, _("Second range"), ma_name, changed, editor);
  add_list (list, root, item, &turns, turns_key, turns_name, changed, editor);
}

void
adj_cog_field_add (GtkWidget *list, json_object *root, json_object *item, const AdjCogField *f, const char *name,
                   AdjCogFieldChanged changed, gpointer editor)
{
  json_object *v = adj_cog_json_path_get (item, f->key);
  GtkWidget *widget, *row;
  Binding *b;

  switch (f->kind)
    {
    case ADJ_COG_FIELD_TEXT:
    case ADJ_COG_FIELD_TEXT_OPT:
      add_text (list, root, item, f, name, changed, editor);
      break;
    case ADJ_COG_FIELD_INT:
    case ADJ_COG_FIELD_INT_OPT:
      widget = gtk_spin_button_new_with_range (f->min, f->max, 1);
      adj_spin_check_attach (GTK_SPIN_BUTTON (widget));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), v != NULL ? json_object_get_int (v) : f->dflt);
      row = suffix_row (list, _(f->title), widget, name);
      b = bind (row, root, item, f, f->key, changed, editor);
      g_signal_connect (widget, "value-changed", G_CALLBACK (on_int), b);
      break;
    case ADJ_COG_FIELD_BOOL:
      widget = gtk_switch_new ();
      gtk_switch_set_active (GTK_SWITCH (widget), v != NULL ? json_object_get_boolean (v) : f->dflt);
      row = suffix_row (list, _(f->title), widget, name);
      b = bind (row, root, item, f, f->key, changed, editor);
      g_signal_connect (widget, "notify::active", G_CALLBACK (on_bool), b);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), widget);
      break;
    case ADJ_COG_FIELD_SECOND:
      add_second (list, root, item, f, name, changed, editor);
      break;
    case ADJ_COG_FIELD_REFS:
    case ADJ_COG_FIELD_DICE:
      add_list (list, root, item, f, f->key, name, changed, editor);
      break;
    case ADJ_COG_FIELD_TRACK:
      add_track (list, root, item, f, f->key, _(f->title), name, changed, editor);
      break;
    default:
      add_choice (list, root, item, f, name, changed, editor);
      break;
    }
}
