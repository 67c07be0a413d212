/* adj-battle-editor-item.c: the rows of one battle item, from its JSON
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each side, turn, command, leader and combat unit of the battle editor is
 * an expander row holding one row per value: entry rows for ids and names,
 * spin buttons for numbers, switches and combo rows. Nothing here judges a
 * value: the item turns its rows back into the "adjutant-battle" JSON
 * (docs/battle-format.md; adj-battle-editor-item-json.c) on top of the
 * item as it was loaded, so what the editor does not show (notes, draw
 * rules, brigades, arrivals) survives, and the engine's loader decides.
 * Spin buttons only check that their text is a whole number in the
 * format's range, so a typed "x" is reported instead of silently
 * reverting.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-battle-editor-item-private.h"
#include "adj-spin-check.h"

static const char *section_keys[] = { "sides", "turns", "commands", "leaders", "units" };
static const char *section_names[] = { "side", "turn", "command", "leader", "unit" };
const char *const adj_editor_type_ids[4] = { "infantry", "cavalry", "artillery", "horse-artillery" };
const char *const adj_editor_range_ids[3] = { "S", "M", "L" };
const char *const adj_editor_army_ids[3] = { NULL, "union", "confederate" };
const char *const adj_editor_rating_keys[4] = { "strength", "cohesion", "disordered_cohesion", "movement" };

const char *
adj_editor_section_key (AdjEditorSection section)
{
  return section_keys[section];
}

const char *
adj_editor_section_name (AdjEditorSection section)
{
  return section_names[section];
}

static const char *
jstr (json_object *o, const char *key, const char *fallback)
{
  json_object *v = NULL;
  return o != NULL && json_object_object_get_ex (o, key, &v) && json_object_is_type (v, json_type_string)
         ? json_object_get_string (v) : fallback;
}

static int
jint (json_object *o, const char *key, int fallback)
{
  json_object *v = NULL;
  return o != NULL && json_object_object_get_ex (o, key, &v) && json_object_is_type (v, json_type_int)
         ? json_object_get_int (v) : fallback;
}

static gboolean
jbool (json_object *o, const char *key, gboolean fallback)
{
  json_object *v = NULL;
  return o != NULL && json_object_object_get_ex (o, key, &v) && json_object_is_type (v, json_type_boolean)
         ? json_object_get_boolean (v) : fallback;
}

json_object *
adj_editor_json_member (json_object *o, const char *key)
{
  json_object *v = NULL;
  return o != NULL && json_object_object_get_ex (o, key, &v) ? v : NULL;
}

static void
add_field (AdjEditorItem *item, const char *key, GtkWidget *row, GtkWidget *widget)
{
  adw_expander_row_add_row (ADW_EXPANDER_ROW (item->expander), row);
  g_hash_table_insert (item->fields, g_strdup (key), widget);
}

static GtkWidget *
add_entry (AdjEditorItem *item, const char *key, const char *title, const char *text)
{
  GtkWidget *row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text != NULL ? text : "");
  add_field (item, key, row, row);
  return row;
}

static GtkWidget *
add_spin (AdjEditorItem *item, const char *key, const char *title, const char *rule,
          int min, int max, int value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);
  adj_spin_check_attach (GTK_SPIN_BUTTON (spin));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (rule != NULL)
    {
      /* Translators: a rule number of the series rules, e.g. "Rule 4.25" */
      g_autofree char *subtitle = g_strdup_printf (_("Rule %s"), rule);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
    }
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  add_field (item, key, row, spin);
  return spin;
}

static GtkWidget *
add_switch (AdjEditorItem *item, const char *key, const char *title, const char *subtitle, gboolean active)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_switch_set_active (GTK_SWITCH (toggle), active);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  add_field (item, key, row, toggle);
  return toggle;
}

static GtkWidget *
add_combo (AdjEditorItem *item, const char *key, const char *title, GListModel *model, int selected)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), model);
  if (selected >= 0 && (guint) selected < g_list_model_get_n_items (model))
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), (guint) selected);
  add_field (item, key, row, row);
  return row;
}

static GListModel *
fixed_model (const char *first, ...)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  va_list args;

  va_start (args, first);
  for (const char *s = first; s != NULL; s = va_arg (args, const char *))
    gtk_string_list_append (list, s);
  va_end (args);
  return G_LIST_MODEL (list);
}

GtkWidget *
adj_editor_item_field (AdjEditorItem *item, const char *key)
{
  return g_hash_table_lookup (item->fields, key);
}

const char *
adj_editor_item_text (AdjEditorItem *item, const char *key)
{
  return gtk_editable_get_text (GTK_EDITABLE (adj_editor_item_field (item, key)));
}

guint
adj_editor_item_choice (AdjEditorItem *item, const char *key)
{
  return adw_combo_row_get_selected (ADW_COMBO_ROW (adj_editor_item_field (item, key)));
}

GtkWidget *
adj_editor_item_row (AdjEditorItem *item, const char *key)
{
  GtkWidget *widget = adj_editor_item_field (item, key);
  return widget != NULL ? gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW) : NULL;
}

static gboolean
parse_number (GtkWidget *spin, int *out)
{
  GtkAdjustment *adj = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (spin));
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (spin))));
  gint64 value;

  if (!g_ascii_string_to_signed (text, 10, (gint64) gtk_adjustment_get_lower (adj),
                                 (gint64) gtk_adjustment_get_upper (adj), &value, NULL))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

int
adj_editor_item_number (AdjEditorItem *item, const char *key)
{
  int value = 0;
  parse_number (adj_editor_item_field (item, key), &value);
  return value;
}

const char *
adj_editor_item_check_numbers (AdjEditorItem *item, char **message)
{
  GHashTableIter iter;
  gpointer key, widget;
  int value;

  g_hash_table_iter_init (&iter, item->fields);
  while (g_hash_table_iter_next (&iter, &key, &widget))
    if (GTK_IS_SPIN_BUTTON (widget) && gtk_widget_get_visible (widget) && !parse_number (widget, &value))
      {
        GtkAdjustment *adj = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (widget));
        const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (adj_editor_item_row (item, key)));
        /* Translators: the item, the value's name, the lowest and highest value,
         * e.g. "Getty 'a': Strength: type a whole number from 0 to 99" */
        *message = g_strdup_printf (_("%s: %s: type a whole number from %d to %d"),
                                    adw_preferences_row_get_title (ADW_PREFERENCES_ROW (item->expander)),
                                    title, (int) gtk_adjustment_get_lower (adj),
                                    (int) gtk_adjustment_get_upper (adj));
        return key;
      }
  return NULL;
}

void
adj_editor_item_set_index (AdjEditorItem *item, guint index)
{
  const char *name = section_names[item->section];
  g_autofree char *expander = g_strdup_printf ("editor-%s-%u", name, index);
  GHashTableIter iter;
  gpointer key, widget;

  gtk_widget_set_name (item->expander, expander);
  if (item->remove != NULL)
    {
      g_autofree char *remove = g_strdup_printf ("editor-%s-%u-remove", name, index);
      gtk_widget_set_name (item->remove, remove);
    }
  g_hash_table_iter_init (&iter, item->fields);
  while (g_hash_table_iter_next (&iter, &key, &widget))
    {
      g_autofree char *field = g_strdup_printf ("editor-%s-%u-%s", name, index, (const char *) key);
      gtk_widget_set_name (widget, field);
    }
}

/* The expander says what the item is without opening it. */
static void
update_title (AdjEditorItem *item)
{
  const char *name = adj_editor_item_text (item, item->section == ADJ_EDITOR_TURNS ? "label" : "name");
  GtkWidget *id = adj_editor_item_field (item, "id");

  if (item->section == ADJ_EDITOR_TURNS)
    {
      /* Translators: a turn on the turn record track, e.g. "Turn 0600" */
      g_autofree char *title = g_strdup_printf (_("Turn %s"), name);
      GtkWidget *automatic = adj_editor_item_field (item, "automatic_initiative");
      GtkStringObject *side = adw_combo_row_get_selected_item (ADW_COMBO_ROW (automatic));
      g_autoptr (GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
      if (gtk_switch_get_active (GTK_SWITCH (adj_editor_item_field (item, "night2"))))
        g_ptr_array_add (notes, g_strdup (_("Night 2")));
      else if (gtk_switch_get_active (GTK_SWITCH (adj_editor_item_field (item, "night"))))
        g_ptr_array_add (notes, g_strdup (_("Night")));
      if (side != NULL && adw_combo_row_get_selected (ADW_COMBO_ROW (automatic)) > 0)
        /* Translators: the side with the automatic initiative (5.22) */
        g_ptr_array_add (notes, g_strdup_printf (_("Initiative: %s"), gtk_string_object_get_string (side)));
      g_ptr_array_add (notes, NULL);
      g_autofree char *subtitle = g_strjoinv (" · ", (char **) notes->pdata);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (item->expander), title);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (item->expander), subtitle);
      return;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (item->expander),
                                 *name != '\0' ? name : _("Unnamed"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (item->expander),
                                 gtk_editable_get_text (GTK_EDITABLE (id)));
}

/* Cavalry has two faces (12.1), artillery a range and fire strength (9). */
static void
update_unit_kind (AdjEditorItem *item)
{
  guint type = adj_editor_item_choice (item, "type");
  gboolean cavalry = type == 1, artillery = type >= 2;
  const char *titles[2][4] = {
    { _("Strength"), _("Cohesion"), _("Disordered cohesion"), _("Movement") },
    { _("Dismounted strength"), _("Dismounted cohesion"), _("Dismounted disordered cohesion"),
      _("Dismounted movement") },
  };

  for (guint k = 0; k < G_N_ELEMENTS (adj_editor_rating_keys); k++)
    {
      g_autofree char *mounted = g_strdup_printf ("mounted.%s", adj_editor_rating_keys[k]);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (adj_editor_item_row (item, adj_editor_rating_keys[k])),
                                     titles[cavalry][k]);
      gtk_widget_set_visible (adj_editor_item_row (item, mounted), cavalry);
      gtk_widget_set_visible (adj_editor_item_field (item, mounted), cavalry);
    }
  gtk_widget_set_visible (adj_editor_item_row (item, "range"), artillery);
  gtk_widget_set_visible (adj_editor_item_row (item, "fire_strength"), artillery);
  gtk_widget_set_visible (adj_editor_item_field (item, "fire_strength"), artillery);
  /* 12.4 without a disordered side: the rule gives both faces' ratings. */
  for (guint face = 0; face < 2; face++)
    {
      GtkWidget *row = adj_editor_item_row (item, face == 0 ? "disordered_cohesion" : "mounted.disordered_cohesion");
      gboolean given = cavalry && item->cavalry_marker;
      gtk_widget_set_sensitive (row, !given);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), given ? _("Given by 12.4: no disordered side")
                                                          : face == 1 ? _("Rule 11.63") : NULL);
    }
}

void
adj_editor_item_set_cavalry_marker (AdjEditorItem *item, gboolean marker)
{
  if (item->section != ADJ_EDITOR_UNITS)
    return;
  item->cavalry_marker = marker;
  update_unit_kind (item);
}

static void
fill_side (AdjEditorItem *item, json_object *b)
{
  add_entry (item, "id", _("Id"), jstr (b, "id", ""));
  add_entry (item, "name", _("Name"), jstr (b, "name", ""));
  add_switch (item, "combined_activation", _("Combined Activation"),
              _("Off where the battle does not use rule 4.25"), jbool (b, "combined_activation", TRUE));
  g_autoptr (GListModel) armies = fixed_model (_("Not given"), _("Union"), _("Confederate"), NULL);
  int army = 0;
  for (guint a = 1; a < G_N_ELEMENTS (adj_editor_army_ids); a++)
    if (g_strcmp0 (jstr (b, "army", NULL), adj_editor_army_ids[a]) == 0)
      army = (int) a;
  /* 12.4: needed when the cavalry counters have no disordered side. */
  add_combo (item, "army", _("Army (12.4)"), armies, army);
}

static void
fill_turn (AdjEditorItem *item, json_object *b, AdjEditorModels *m, const char *const *side_ids)
{
  json_object *drm = adj_editor_json_member (b, "initiative_drm");
  const char *automatic = jstr (b, "automatic_initiative", NULL);
  int auto_index = 0;

  for (guint s = 0; automatic != NULL && s < 2; s++)
    if (g_strcmp0 (automatic, side_ids[s]) == 0)
      auto_index = (int) s + 1;
  add_entry (item, "label", _("Label"), jstr (b, "label", ""));
  add_switch (item, "night", _("Night"), _("Rule 13"), jbool (b, "night", FALSE));
  add_switch (item, "night2", _("Night 2"), _("Recovery rolls on this night turn (13)"),
              jbool (b, "night2", FALSE));
  add_spin (item, "initiative_drm.0", "", "5.21", -9, 9, jint (drm, side_ids[0], 0));
  add_spin (item, "initiative_drm.1", "", "5.21", -9, 9, jint (drm, side_ids[1], 0));
  add_combo (item, "automatic_initiative", _("Automatic initiative (5.22)"), G_LIST_MODEL (m->automatic),
             auto_index);
}

static void
fill_command (AdjEditorItem *item, json_object *b, AdjEditorModels *m, int side)
{
  json_object *markers = adj_editor_json_member (b, "markers");
  json_object *first = markers != NULL && json_object_array_length (markers) > 0
                       ? json_object_array_get_idx (markers, 0) : NULL;

  add_entry (item, "id", _("Id"), jstr (b, "id", ""));
  add_entry (item, "name", _("Name"), jstr (b, "name", ""));
  add_combo (item, "side", _("Side"), G_LIST_MODEL (m->sides), side);
  add_spin (item, "markers[0].count", _("Activation Markers"), "4.12", 1, 9, jint (first, "count", 2));
  add_entry (item, "markers[0].from", _("AMs from turn (empty: from the first)"), jstr (first, "from", ""));
  add_entry (item, "markers[0].rule", _("Battle rule of its AMs (14.32, 14.35; empty: none)"),
             jstr (first, "rule", ""));
  add_switch (item, "markers[0].optional", _("Optional AMs"),
              _("Used only when the players choose them at the start (14.35)"), jbool (first, "optional", FALSE));
}

static void
fill_leader (AdjEditorItem *item, json_object *b, AdjEditorModels *m, int command)
{
  add_entry (item, "id", _("Id"), jstr (b, "id", ""));
  add_entry (item, "name", _("Name"), jstr (b, "name", ""));
  add_combo (item, "command", _("Command"), G_LIST_MODEL (m->commands), command);
  add_spin (item, "combined_activation", _("Combined Activation rating"), "4.25", 0, 9,
            jint (b, "combined_activation", 0));
  add_spin (item, "command_range", _("Command Range (MP)"), "5.13", 0, 99, jint (b, "command_range", 0));
  add_spin (item, "movement", _("Movement"), NULL, 0, 99, jint (b, "movement", 0));
}

static void
fill_unit (AdjEditorItem *item, json_object *b, AdjEditorModels *m, const int *refs)
{
  g_autoptr (GListModel) types = fixed_model (_("Infantry"), _("Cavalry"), _("Artillery"),
                                              _("Horse artillery"), NULL);
  g_autoptr (GListModel) ranges = fixed_model (_("Short (S)"), _("Medium (M)"), _("Long (L)"), NULL);
  const char *type = jstr (b, "type", "infantry");
  const char *range = jstr (b, "range", "M");
  json_object *mounted = adj_editor_json_member (b, "mounted");
  json_object *face = adj_editor_json_member (b, "dismounted") != NULL ? adj_editor_json_member (b, "dismounted") : b;
  int type_index = 0, range_index = 1;
  int lows[4] = { 0, -9, -9, 0 }, highs[4] = { 99, 20, 20, 99 };
  int defaults[4] = { 4, 5, 3, 6 };

  for (guint i = 0; i < G_N_ELEMENTS (adj_editor_type_ids); i++)
    if (g_strcmp0 (type, adj_editor_type_ids[i]) == 0)
      type_index = (int) i;
  for (guint i = 0; i < G_N_ELEMENTS (adj_editor_range_ids); i++)
    if (g_strcmp0 (range, adj_editor_range_ids[i]) == 0)
      range_index = (int) i;
  add_entry (item, "id", _("Id"), jstr (b, "id", ""));
  add_entry (item, "name", _("Name"), jstr (b, "name", ""));
  add_combo (item, "side", _("Side"), G_LIST_MODEL (m->sides), refs[0]);
  add_combo (item, "type", _("Type"), types, type_index);
  add_combo (item, "command", _("Command"), G_LIST_MODEL (m->commands), refs[1]);
  add_combo (item, "leader", _("Leader (or independent, 14.34)"), G_LIST_MODEL (m->leaders), refs[2] + 1);
  for (guint k = 0; k < G_N_ELEMENTS (adj_editor_rating_keys); k++)
    add_spin (item, adj_editor_rating_keys[k], "", NULL, lows[k], highs[k], jint (face, adj_editor_rating_keys[k], defaults[k]));
  {
    const char *titles[] = { _("Mounted strength"), _("Mounted cohesion"), _("Mounted disordered cohesion"),
                             _("Mounted movement") };
    for (guint k = 0; k < G_N_ELEMENTS (adj_editor_rating_keys); k++)
      {
        g_autofree char *key = g_strdup_printf ("mounted.%s", adj_editor_rating_keys[k]);
        add_spin (item, key, titles[k], k == 2 ? "11.63" : "12.1", lows[k], highs[k],
                  jint (mounted, adj_editor_rating_keys[k], jint (face, adj_editor_rating_keys[k], defaults[k])));
      }
  }
  add_combo (item, "range", _("Artillery range"), ranges, range_index);
  add_spin (item, "fire_strength", _("Fire strength"), "9", -9, 9, jint (b, "fire_strength", 0));
  update_unit_kind (item);
  g_signal_connect_swapped (adj_editor_item_field (item, "type"), "notify::selected",
                            G_CALLBACK (update_unit_kind), item);
}

AdjEditorItem *
adj_editor_item_new (AdjEditorSection section, json_object *base, AdjEditorModels *models,
                     const char *const *side_ids, const int *refs)
{
  AdjEditorItem *item = g_new0 (AdjEditorItem, 1);
  const char *name_key = section == ADJ_EDITOR_TURNS ? "label" : "name";

  item->section = section;
  item->base = base != NULL ? base : json_object_new_object ();
  item->fields = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  item->expander = adw_expander_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (item->expander), FALSE);
  if (section != ADJ_EDITOR_SIDES)
    {
      item->remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      gtk_widget_set_valign (item->remove, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (item->remove, _("Remove"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (item->remove), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Remove"), -1);
      gtk_widget_add_css_class (item->remove, "flat");
      adw_expander_row_add_action (ADW_EXPANDER_ROW (item->expander), item->remove);
    }
  switch (section)
    {
    case ADJ_EDITOR_SIDES:
      fill_side (item, item->base);
      break;
    case ADJ_EDITOR_TURNS:
      fill_turn (item, item->base, models, side_ids);
      break;
    case ADJ_EDITOR_COMMANDS:
      fill_command (item, item->base, models, refs[0]);
      break;
    case ADJ_EDITOR_LEADERS:
      fill_leader (item, item->base, models, refs[0]);
      break;
    case ADJ_EDITOR_UNITS:
    default:
      fill_unit (item, item->base, models, refs);
      break;
    }
  update_title (item);
  g_signal_connect_swapped (adj_editor_item_field (item, name_key), "changed", G_CALLBACK (update_title), item);
  if (adj_editor_item_field (item, "id") != NULL)
    g_signal_connect_swapped (adj_editor_item_field (item, "id"), "changed", G_CALLBACK (update_title), item);
  if (section == ADJ_EDITOR_TURNS)
    {
      g_signal_connect_swapped (adj_editor_item_field (item, "night"), "notify::active", G_CALLBACK (update_title), item);
      g_signal_connect_swapped (adj_editor_item_field (item, "night2"), "notify::active", G_CALLBACK (update_title), item);
      g_signal_connect_swapped (adj_editor_item_field (item, "automatic_initiative"), "notify::selected",
                                G_CALLBACK (update_title), item);
    }
  return item;
}

void
adj_editor_item_free (AdjEditorItem *item)
{
  json_object_put (item->base);
  g_hash_table_unref (item->fields);
  g_free (item);
}

void
adj_editor_item_set_side_names (AdjEditorItem *item, const char *first, const char *second)
{
  const char *names[2] = { first, second };

  if (item->section != ADJ_EDITOR_TURNS)
    return;
  for (guint s = 0; s < 2; s++)
    {
      g_autofree char *key = g_strdup_printf ("initiative_drm.%u", s);
      /* Translators: the initiative DRM of a side on the turn track, e.g. "Initiative DRM, Union" */
      g_autofree char *title = g_strdup_printf (_("Initiative DRM, %s"), names[s]);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (adj_editor_item_row (item, key)), title);
    }
}
