/* adj-tgtw-editor-item.c: one sector, morale class, army, leader or unit
 * in the scenario editor of The Glory that Was
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each item is an expander row holding one row per member of its JSON in
 * the "adjutant-tgtw-scenario" format (docs/tgtw.md): text, a number in
 * the range the format allows, a switch, or a choice. The item turns its
 * rows back into JSON; the engine's loader judges it (the editor shows
 * its refusal), so no rule is checked here.
 */

#include "config.h"

#include <glib/gi18n.h>

#include <adjutant-engine.h>

#include "adj-tgtw-common.h"
#include "adj-tgtw-editor-item.h"
#include "adj-spin-check.h"

typedef enum { F_TEXT, F_INT, F_BOOL, F_SECTOR, F_ARMY, F_TYPE, F_MOVES_AS, F_WEAPON, F_FORMATION } FieldType;

typedef struct {
  const char *key;
  const char *title;  /* N_() */
  FieldType   type;
  int         min, max, initial;
} Field;

static const Field sector_fields[] = {
  { "name", N_("Name"), F_TEXT, 0, 0, 0 },
  { "id", N_("Id (letters, digits, - _ .)"), F_TEXT, 0, 0, 0 },
};

static const Field class_fields[] = {
  { "letter", N_("Morale letter (one capital)"), F_TEXT, 0, 0, 0 },
  { "number", N_("Its number (8.0)"), F_INT, 1, 20, 6 },
};

static const Field army_fields[] = {
  { "name", N_("Name"), F_TEXT, 0, 0, 0 },
  { "id", N_("Id (letters, digits, - _ .)"), F_TEXT, 0, 0, 0 },
  { "rout_level", N_("Rout level (10.0)"), F_INT, 1, 9999, 20 },
  { "tactical_points", N_("Tactical points (12.0)"), F_INT, 0, 999, 0 },
};

static const Field leader_fields[] = {
  { "name", N_("Name"), F_TEXT, 0, 0, 0 },
  { "id", N_("Id (letters, digits, - _ .)"), F_TEXT, 0, 0, 0 },
  { "army", N_("Army"), F_ARMY, 0, 0, 0 },
  { "sector", N_("Sector he commands (4.0, 9.0)"), F_SECTOR, 0, 0, 0 },
  { "stars", N_("Stars (2.1)"), F_INT, 0, 3, 1 },
  { "initiative", N_("Initiative bonus (2.1)"), F_INT, 0, 5, 0 },
  { "mct2_shift", N_("MCT2 column shift (2.1)"), F_INT, 0, 6, 0 },
  { "dice", N_("Dice in melee (2.1)"), F_INT, 1, 6, 1 },
  { "rally", N_("Rally dot (2.1)"), F_BOOL, 0, 0, 0 },
  { "moves_as", N_("Moves as (9.0)"), F_MOVES_AS, 0, 0, 0 },
  { "morale", N_("Morale modifier (the scenario’s: the rules print none)"), F_INT, -9, 9, 0 },
  { "replacement", N_("Replacement: enters only in place of a lost leader (9.0)"), F_BOOL, 0, 0, 0 },
};

static const Field unit_fields[] = {
  { "name", N_("Name"), F_TEXT, 0, 0, 0 },
  { "id", N_("Id (letters, digits, - _ .)"), F_TEXT, 0, 0, 0 },
  { "army", N_("Army"), F_ARMY, 0, 0, 0 },
  { "sector", N_("Sector"), F_SECTOR, 0, 0, 0 },
  { "type", N_("Type (2.1)"), F_TYPE, 0, 0, 0 },
  { "strength", N_("Strength (2.1)"), F_INT, 1, 99, 4 },
  { "morale", N_("Morale letter (8.0)"), F_TEXT, 0, 0, 0 },
  { "weapon", N_("Missile weapon (5.0)"), F_WEAPON, 0, 0, 0 },
  { "formation", N_("Formation on the TDT (5.2)"), F_FORMATION, 0, 0, 0 },
  { "skirmisher_exempt", N_("Exempt from the skirmishers’ rule (5.0)"), F_BOOL, 0, 0, 0 },
};

static const struct { const Field *fields; guint n; const char *name; } kinds[] = {
  { sector_fields, G_N_ELEMENTS (sector_fields), "sector" },
  { class_fields, G_N_ELEMENTS (class_fields), "class" },
  { army_fields, G_N_ELEMENTS (army_fields), "army" },
  { leader_fields, G_N_ELEMENTS (leader_fields), "leader" },
  { unit_fields, G_N_ELEMENTS (unit_fields), "unit" },
};
G_STATIC_ASSERT (G_N_ELEMENTS (kinds) == ADJ_TGTW_N_ITEM_KINDS);

/* The ids a fixed choice writes, in its order; "" writes nothing. */
static const char *
choice_id (FieldType type, guint i)
{
  switch (type)
    {
    case F_TYPE: return adj_tgtw_unit_type_to_string ((AdjTgtwUnitType) i);
    case F_MOVES_AS: return i == 0 ? "LC" : "LI";
    case F_WEAPON: return i == 0 ? "" : adj_tgtw_weapon_to_string ((AdjTgtwWeapon) (i - 1));
    case F_FORMATION: return i == 0 ? "" : adj_tgtw_formation_to_string ((int) i - 1);
    default: return "";
    }
}

static guint
choice_count (FieldType type)
{
  switch (type)
    {
    case F_TYPE: return ADJ_TGTW_N_UNIT_TYPES;
    case F_MOVES_AS: return 2;
    case F_WEAPON: return ADJ_TGTW_N_WEAPONS + 1;
    case F_FORMATION: return ADJ_TGTW_N_FORMATIONS + 1;
    default: return 0;
    }
}

static GtkStringList *
choice_model (FieldType type)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  g_autoptr (AdjTgtwCharts) charts = type == F_FORMATION ? adj_tgtw_charts_new (NULL) : NULL;

  for (guint i = 0; i < choice_count (type); i++)
    {
      g_autofree char *text = NULL;
      const char *id = choice_id (type, i);
      if (*id == '\0')
        text = g_strdup (_("None"));
      else if (type == F_TYPE)
        text = g_strdup_printf ("%s \u2014 %s", id, adj_tgtw_unit_type_name ((AdjTgtwUnitType) i));
      else if (type == F_MOVES_AS)
        text = g_strdup_printf ("%s \u2014 %s", id, adj_tgtw_unit_type_name (i == 0 ? ADJ_TGTW_LC : ADJ_TGTW_LI));
      else if (type == F_FORMATION && charts != NULL)
        /* The TDT's own name for the formation. */
        text = g_strdup (adj_chart_row_label (adj_tgtw_charts_get (charts, ADJ_TGTW_CHART_TDT), i - 1));
      else
        text = g_strdup (id);
      gtk_string_list_append (list, text);
    }
  return list;
}

static void
label_control (GtkWidget *control, const char *title)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}

static int
base_int (json_object *base, const char *key, int fallback)
{
  json_object *v = NULL;
  return base != NULL && json_object_object_get_ex (base, key, &v) ? json_object_get_int (v) : fallback;
}

static const char *
base_string (json_object *base, const char *key)
{
  json_object *v = NULL;
  return base != NULL && json_object_object_get_ex (base, key, &v) && json_object_is_type (v, json_type_string)
           ? json_object_get_string (v) : "";
}

static GtkWidget *
combo_row (const char *title, GListModel *model, guint selected)
{
  GtkWidget *row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  label_control (row, title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), model);
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
  if (selected < g_list_model_get_n_items (model))
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  return row;
}

/* One field's row, filled from @base; returns the row, sets *@control. */
static GtkWidget *
field_row (const Field *f, json_object *base, AdjTgtwEditorModels *models, guint army, guint sector,
           GtkWidget **control)
{
  const char *title = _(f->title);
  GtkWidget *row;

  switch (f->type)
    {
    case F_TEXT:
      row = adw_entry_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      label_control (row, title);
      gtk_editable_set_text (GTK_EDITABLE (row), base_string (base, f->key));
      *control = row;
      return row;
    case F_INT:
      *control = gtk_spin_button_new_with_range (f->min, f->max, 1);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (*control), TRUE);
      adj_spin_check_attach (GTK_SPIN_BUTTON (*control));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (*control), base_int (base, f->key, f->initial));
      return adj_tgtw_control_row_new (title, NULL, NULL, *control, FALSE);
    case F_BOOL:
      {
        json_object *v = NULL;
        *control = gtk_switch_new ();
        gtk_switch_set_active (GTK_SWITCH (*control), base != NULL && json_object_object_get_ex (base, f->key, &v)
                                                        && json_object_get_boolean (v));
        return adj_tgtw_control_row_new (title, NULL, NULL, *control, FALSE);
      }
    case F_SECTOR:
      row = combo_row (title, G_LIST_MODEL (models->sectors), sector);
      break;
    case F_ARMY:
      row = combo_row (title, G_LIST_MODEL (models->armies), army);
      break;
    default:
      {
        g_autoptr (GtkStringList) list = choice_model (f->type);
        const char *id = base_string (base, f->key);
        guint selected = 0;
        for (guint i = 0; i < choice_count (f->type); i++)
          if (g_str_equal (choice_id (f->type, i), id))
            selected = i;
        row = combo_row (title, G_LIST_MODEL (list), selected);
      }
    }
  *control = row;
  return row;
}

static void
on_title_changed (AdjTgtwEditorItem *item)
{
  const char *name = adj_tgtw_editor_item_text (item, item->kind == ADJ_TGTW_ITEM_CLASS ? "letter" : "name");
  g_autofree char *title = NULL;

  if (item->kind == ADJ_TGTW_ITEM_CLASS)
    /* Translators: a morale letter and the number it stands for (8.0) */
    title = g_strdup_printf (_("Morale %s = %d"), *name ? name : "?",
                             gtk_spin_button_get_value_as_int (g_hash_table_lookup (item->fields, "number")));
  else
    title = g_strdup (*name != '\0' ? name : _("(no name)"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (item->row), title);
  if (item->remove != NULL)
    {
      /* Translators: the accessible name of an item's Remove button */
      g_autofree char *remove = g_strdup_printf (_("Remove %s"), title);
      label_control (item->remove, remove);
    }
}

AdjTgtwEditorItem *
adj_tgtw_editor_item_new (AdjTgtwItemKind kind, json_object *base, AdjTgtwEditorModels *models, guint army,
                          guint sector)
{
  AdjTgtwEditorItem *item = g_new0 (AdjTgtwEditorItem, 1);

  item->kind = kind;
  item->base = base;
  item->fields = g_hash_table_new (g_str_hash, g_str_equal);
  item->rows = g_hash_table_new (g_str_hash, g_str_equal);
  item->row = adw_expander_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (item->row), FALSE);
  for (guint i = 0; i < kinds[kind].n; i++)
    {
      const Field *f = &kinds[kind].fields[i];
      GtkWidget *control = NULL;
      GtkWidget *row = field_row (f, base, models, army, sector, &control);
      g_hash_table_insert (item->fields, (gpointer) f->key, control);
      g_hash_table_insert (item->rows, (gpointer) f->key, row);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (item->row), row);
    }
  if (kind == ADJ_TGTW_ITEM_ARMY)
    item->sector_spins = g_ptr_array_new ();
  else
    {
      item->remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      gtk_widget_set_valign (item->remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (item->remove, "flat");
      gtk_widget_set_tooltip_text (item->remove, _("Remove"));
      adw_expander_row_add_action (ADW_EXPANDER_ROW (item->row), item->remove);
    }
  GtkWidget *title_field = g_hash_table_lookup (item->fields, kind == ADJ_TGTW_ITEM_CLASS ? "letter" : "name");
  g_signal_connect_swapped (title_field, "changed", G_CALLBACK (on_title_changed), item);
  if (kind == ADJ_TGTW_ITEM_CLASS)
    g_signal_connect_swapped (g_hash_table_lookup (item->fields, "number"), "value-changed",
                              G_CALLBACK (on_title_changed), item);
  on_title_changed (item);
  return item;
}

void
adj_tgtw_editor_item_free (AdjTgtwEditorItem *item)
{
  if (item == NULL)
    return;
  GtkWidget *title_field = g_hash_table_lookup (item->fields, item->kind == ADJ_TGTW_ITEM_CLASS ? "letter" : "name");
  g_signal_handlers_disconnect_by_data (title_field, item);
  if (item->kind == ADJ_TGTW_ITEM_CLASS)
    g_signal_handlers_disconnect_by_data (g_hash_table_lookup (item->fields, "number"), item);
  g_hash_table_unref (item->fields);
  g_hash_table_unref (item->rows);
  g_clear_pointer (&item->sector_spins, g_ptr_array_unref);
  g_clear_pointer (&item->base, json_object_put);
  g_free (item);
}

const char *
adj_tgtw_editor_item_text (AdjTgtwEditorItem *item, const char *key)
{
  GtkWidget *w = g_hash_table_lookup (item->fields, key);
  return w != NULL ? gtk_editable_get_text (GTK_EDITABLE (w)) : "";
}

guint
adj_tgtw_editor_item_choice (AdjTgtwEditorItem *item, const char *key)
{
  GtkWidget *w = g_hash_table_lookup (item->fields, key);
  return w != NULL ? adw_combo_row_get_selected (ADW_COMBO_ROW (w)) : GTK_INVALID_LIST_POSITION;
}

GtkWidget *
adj_tgtw_editor_item_row (AdjTgtwEditorItem *item, const char *key)
{
  return g_hash_table_lookup (item->rows, key);
}

void
adj_tgtw_editor_item_set_index (AdjTgtwEditorItem *item, guint index)
{
  GHashTableIter iter;
  gpointer key, control;
  g_autofree char *row_name = g_strdup_printf ("editor-%s-%u", kinds[item->kind].name, index);

  gtk_widget_set_name (item->row, row_name);
  g_hash_table_iter_init (&iter, item->fields);
  while (g_hash_table_iter_next (&iter, &key, &control))
    {
      g_autofree char *name = g_strdup_printf ("%s-%s", row_name, (const char *) key);
      gtk_widget_set_name (control, name);
    }
  for (guint i = 0; item->sector_spins != NULL && i < item->sector_spins->len; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-sector-rout-%u", row_name, i);
      gtk_widget_set_name (item->sector_spins->pdata[i], name);
    }
  if (item->remove != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s-remove", row_name);
      gtk_widget_set_name (item->remove, name);
    }
}

static char *
sector_rout_title (const char *sector)
{
  /* Translators: a sector's rout level (13.0); 0 means it never routs */
  return g_strdup_printf (_("Rout level of %s (13.0; 0: none)"), sector);
}

void
adj_tgtw_editor_item_add_sector (AdjTgtwEditorItem *item, const char *sector, int level)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 9999, 1);
  adj_spin_check_attach (GTK_SPIN_BUTTON (spin));
  g_autofree char *title = sector_rout_title (sector);

  g_return_if_fail (item->kind == ADJ_TGTW_ITEM_ARMY);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), level);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (item->row), adj_tgtw_control_row_new (title, NULL, NULL, spin, FALSE));
  g_ptr_array_add (item->sector_spins, spin);
}

void
adj_tgtw_editor_item_remove_sector (AdjTgtwEditorItem *item, guint k)
{
  g_return_if_fail (item->kind == ADJ_TGTW_ITEM_ARMY && k < item->sector_spins->len);
  GtkWidget *row = gtk_widget_get_ancestor (item->sector_spins->pdata[k], ADW_TYPE_ACTION_ROW);
  g_ptr_array_remove_index (item->sector_spins, k);
  adw_expander_row_remove (ADW_EXPANDER_ROW (item->row), row);
}

void
adj_tgtw_editor_item_retitle_sectors (AdjTgtwEditorItem *item, GtkStringList *sectors)
{
  for (guint i = 0; i < item->sector_spins->len; i++)
    {
      g_autofree char *title = sector_rout_title (gtk_string_list_get_string (sectors, i));
      GtkWidget *spin = item->sector_spins->pdata[i];
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (gtk_widget_get_ancestor (spin, ADW_TYPE_ACTION_ROW)), title);
      label_control (spin, title);
    }
}

int
adj_tgtw_editor_item_base_sector_level (AdjTgtwEditorItem *item, const char *sector_id)
{
  json_object *levels = NULL, *v = NULL;
  if (item->base == NULL || !json_object_object_get_ex (item->base, "sector_rout_levels", &levels)
      || !json_object_object_get_ex (levels, sector_id, &v))
    return 0;
  return json_object_get_int (v);
}

json_object *
adj_tgtw_editor_item_to_json (AdjTgtwEditorItem *item, GPtrArray *sector_ids)
{
  json_object *o = json_object_new_object ();

  for (guint i = 0; i < kinds[item->kind].n; i++)
    {
      const Field *f = &kinds[item->kind].fields[i];
      GtkWidget *w = g_hash_table_lookup (item->fields, f->key);
      guint k;
      switch (f->type)
        {
        case F_TEXT:
          json_object_object_add (o, f->key, json_object_new_string (gtk_editable_get_text (GTK_EDITABLE (w))));
          break;
        case F_INT:
          json_object_object_add (o, f->key, json_object_new_int (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (w))));
          break;
        case F_BOOL:
          if (gtk_switch_get_active (GTK_SWITCH (w)))
            json_object_object_add (o, f->key, json_object_new_boolean (TRUE));
          break;
        case F_ARMY:
          break;  /* the editor puts the item under its army */
        case F_SECTOR:
          k = adw_combo_row_get_selected (ADW_COMBO_ROW (w));
          json_object_object_add (o, f->key, json_object_new_string (k < sector_ids->len ? sector_ids->pdata[k] : ""));
          break;
        default:
          k = adw_combo_row_get_selected (ADW_COMBO_ROW (w));
          if (k < choice_count (f->type) && *choice_id (f->type, k) != '\0')
            json_object_object_add (o, f->key, json_object_new_string (choice_id (f->type, k)));
          break;
        }
    }
  if (item->kind == ADJ_TGTW_ITEM_ARMY)
    {
      json_object *levels = json_object_new_object ();
      for (guint i = 0; i < item->sector_spins->len && i < sector_ids->len; i++)
        {
          int v = gtk_spin_button_get_value_as_int (item->sector_spins->pdata[i]);
          if (v > 0)
            json_object_object_add (levels, sector_ids->pdata[i], json_object_new_int (v));
        }
      json_object_object_add (o, "sector_rout_levels", levels);
    }
  return o;
}
