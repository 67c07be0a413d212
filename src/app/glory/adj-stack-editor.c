/* adj-stack-editor.c: one hex of units for the combat pages
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A preferences group per hex: its units top first (6.43), the terrain
 * rows of the chart the calculator reads (each with its DRM and whether
 * that DRM is printed, provisional or the player's), and the switches the
 * page asks for (rear hexside, stream, Defensive Fire targets...). The
 * page turns what is entered into the engine's AdjCombatStack.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-combat-text.h"
#include "adj-stack-editor.h"
#include "adj-label.h"

struct _AdjStackEditor
{
  GtkWidget            parent_instance;

  AdjUnitRole          role;
  guint                max_units, min_units;
  AdwPreferencesGroup *group;
  GtkWidget           *add_unit;
  GtkWidget           *remove;
  GPtrArray           *unit_rows;     /* AdwPreferencesRow holding an AdjUnitEditor */
  GtkWidget           *terrain_row;   /* AdwExpanderRow */
  GPtrArray           *terrain_checks;/* GtkCheckButton, key in "key" data */
  GtkEntry            *custom;
  GtkWidget           *custom_row;
  GPtrArray           *flag_rows;     /* AdwActionRow, switch in "switch" data */
  guint                n_own_rows;    /* adj_stack_editor_add_row's */
};

G_DEFINE_FINAL_TYPE (AdjStackEditor, adj_stack_editor, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CHANGED,
  SIGNAL_REMOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GArray *
adj_terrain_options_new (GPtrArray *charts, const AdjCombatCharts *combat, const char *chart_id,
                         const char *column, const char *skip_prefix)
{
  GArray *options = g_array_new (FALSE, TRUE, sizeof (AdjTerrainOption));
  AdjChart *chart = adj_chart_find (charts, chart_id);

  for (guint r = 0; chart != NULL && r < adj_chart_n_rows (chart); r++)
    {
      const char *key = adj_chart_row_key (chart, r);
      const AdjChartCell *cell = NULL;
      AdjTerrainOption option = { 0 };
      gboolean ok;

      if (skip_prefix != NULL && g_str_has_prefix (key, skip_prefix))
        continue;
      /* A cell with no number for this column ("n/a") is no choice here. */
      ok = column != NULL ? adj_combat_charts_terrain (combat, key, column, &option.value, &cell, NULL)
                          : adj_combat_charts_fixed (combat, key, &option.value, &cell, NULL);
      if (!ok)
        continue;
      option.key = g_strdup (key);
      option.label = g_strdup (adj_chart_row_label (chart, r));
      option.source = cell->source;
      g_array_append_val (options, option);
    }
  return options;
}

static void
emit_changed (AdjStackEditor *self)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
update_units (AdjStackEditor *self)
{
  guint n = self->unit_rows->len;

  for (guint i = 0; i < n; i++)
    {
      AdjUnitEditor *unit = adj_stack_editor_get_unit (self, i);
      /* 6.43: the order in a stack matters to Defensive Fire and 9.22. */
      adj_unit_editor_set_title (unit, n < 2 || self->max_units != ADJ_STACK_MAX_UNITS ? NULL
                                       : i == 0 ? _("Top unit") : _("Bottom unit"));
      adj_unit_editor_set_removable (unit, n > self->min_units);
    }
  gtk_widget_set_visible (self->add_unit, n < self->max_units);
}

static void
on_unit_remove (AdjUnitEditor *unit, AdjStackEditor *self)
{
  for (guint i = 0; i < self->unit_rows->len; i++)
    {
      GtkWidget *row = self->unit_rows->pdata[i];
      if (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)) == GTK_WIDGET (unit))
        {
          g_ptr_array_remove_index (self->unit_rows, i);
          adw_preferences_group_remove (self->group, row);
          break;
        }
    }
  update_units (self);
  emit_changed (self);
}

AdjUnitEditor *
adj_stack_editor_add_unit (AdjStackEditor *self)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *unit = adj_unit_editor_new (self->role);
  GtkWidget *first_extra = self->terrain_row;

  g_return_val_if_fail (ADJ_IS_STACK_EDITOR (self), NULL);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  /* Only a frame for the unit's own fields: no stop for Tab or a screen
   * reader, which would meet a row without a name (issue 25). */
  gtk_widget_set_focusable (row, FALSE);
  gtk_widget_add_css_class (row, "unit-row");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), unit);
  g_signal_connect_swapped (unit, "changed", G_CALLBACK (emit_changed), self);
  g_signal_connect (unit, "remove", G_CALLBACK (on_unit_remove), self);
  g_ptr_array_add (self->unit_rows, row);
  adw_preferences_group_add (self->group, row);
  /* Units stay above the terrain and switch rows. */
  if (first_extra != NULL || self->flag_rows->len > 0 || self->n_own_rows > 0)
    {
      GtkWidget *list = gtk_widget_get_parent (row);
      g_object_ref (row);
      gtk_list_box_remove (GTK_LIST_BOX (list), row);
      gtk_list_box_insert (GTK_LIST_BOX (list), row, (int) self->unit_rows->len - 1);
      g_object_unref (row);
    }
  update_units (self);
  emit_changed (self);
  return ADJ_UNIT_EDITOR (unit);
}

guint
adj_stack_editor_get_n_units (AdjStackEditor *self)
{
  g_return_val_if_fail (ADJ_IS_STACK_EDITOR (self), 0);
  return self->unit_rows->len;
}

AdjUnitEditor *
adj_stack_editor_get_unit (AdjStackEditor *self, guint i)
{
  g_return_val_if_fail (ADJ_IS_STACK_EDITOR (self) && i < self->unit_rows->len, NULL);
  return ADJ_UNIT_EDITOR (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (self->unit_rows->pdata[i])));
}

void
adj_stack_editor_set_title (AdjStackEditor *self, const char *title)
{
  g_return_if_fail (ADJ_IS_STACK_EDITOR (self));
  adw_preferences_group_set_title (self->group, title);
  /* The header's icon buttons say which hex they act on. */
  /* TRANSLATORS: %s is a hex's title, e.g. "Charging Hex 1" */
  g_autofree char *add = g_strdup_printf (_("Add a unit to %s"), title);
  g_autofree char *remove = g_strdup_printf (_("Remove %s"), title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->add_unit), GTK_ACCESSIBLE_PROPERTY_LABEL, add, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->remove), GTK_ACCESSIBLE_PROPERTY_LABEL, remove, -1);
}

void
adj_stack_editor_set_description (AdjStackEditor *self, const char *description)
{
  g_return_if_fail (ADJ_IS_STACK_EDITOR (self));
  adw_preferences_group_set_description (self->group, description);
}

void
adj_stack_editor_set_removable (AdjStackEditor *self, gboolean removable)
{
  g_return_if_fail (ADJ_IS_STACK_EDITOR (self));
  gtk_widget_set_visible (self->remove, removable);
}

/* The expander's subtitle: what is ticked, so a folded row still tells. */
static void
update_terrain_summary (AdjStackEditor *self)
{
  GString *summary = g_string_new (NULL);

  for (guint i = 0; i < self->terrain_checks->len; i++)
    {
      GtkCheckButton *check = self->terrain_checks->pdata[i];
      if (gtk_check_button_get_active (check))
        g_string_append_printf (summary, "%s%s", summary->len > 0 ? ", " : "",
                                (const char *) g_object_get_data (G_OBJECT (check), "label"));
    }
  if (self->custom != NULL && *gtk_editable_get_text (GTK_EDITABLE (self->custom)) != '\0')
    g_string_append_printf (summary, "%s%s", summary->len > 0 ? ", " : "", _("battle chart DRM"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self->terrain_row),
                                 summary->len > 0 ? summary->str : _("None ticked"));
  g_string_free (summary, TRUE);
}

static void
on_terrain_changed (AdjStackEditor *self)
{
  gboolean has;
  int value;

  update_terrain_summary (self);
  adj_stack_editor_get_custom_drm (self, &has, &value);
  emit_changed (self);
}

/* The folded terrain rows are made visible when first opened: GTK 4.8
 * measures a folded expander's rows at every layout all the same, and a
 * charge has a dozen of them per hex (docs/design.md, "Every game within
 * a frame"). Once opened they stay visible, so folding it again slides. */
static void
on_terrain_expanded (AdwExpanderRow *expander, GParamSpec *pspec, AdjStackEditor *self)
{
  if (!adw_expander_row_get_expanded (expander) || expander != (AdwExpanderRow *) self->terrain_row)
    return;
  g_signal_handlers_disconnect_by_func (expander, on_terrain_expanded, self);
  for (guint i = 0; i < self->terrain_checks->len; i++)
    gtk_widget_set_visible (gtk_widget_get_ancestor (self->terrain_checks->pdata[i], ADW_TYPE_ACTION_ROW), TRUE);
  if (self->custom_row != NULL)
    gtk_widget_set_visible (self->custom_row, TRUE);
}

void
adj_stack_editor_set_terrain (AdjStackEditor *self, const char *title, const GArray *options,
                              gboolean custom)
{
  g_auto (GStrv) ticked = NULL;
  g_autofree char *custom_text = NULL;

  g_return_if_fail (ADJ_IS_STACK_EDITOR (self));
  if (self->terrain_row != NULL)
    {
      ticked = adj_stack_editor_get_terrain_keys (self);
      if (self->custom != NULL)
        custom_text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->custom)));
      adw_preferences_group_remove (self->group, self->terrain_row);
      self->terrain_row = NULL;
      self->custom = NULL;
      self->custom_row = NULL;
      g_ptr_array_set_size (self->terrain_checks, 0);
    }
  if (options == NULL)
    return;

  self->terrain_row = adw_expander_row_new ();
  gtk_widget_set_name (self->terrain_row, "terrain");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->terrain_row), title);
  adj_label_name_expander (ADW_EXPANDER_ROW (self->terrain_row));
  for (guint i = 0; i < options->len; i++)
    {
      const AdjTerrainOption *o = &g_array_index (options, AdjTerrainOption, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();
      g_autofree char *value = adj_text_signed (o->value);
      g_autofree char *name = g_strdup_printf ("terrain:%s", o->key);
      g_autofree char *subtitle = g_strdup_printf (_("DRM %s · %s"), value,
                                                   adj_text_source (&(AdjChartCell) { .source = o->source }));

      gtk_widget_set_name (check, name);
      g_object_set_data_full (G_OBJECT (check), "key", g_strdup (o->key), g_free);
      g_object_set_data_full (G_OBJECT (check), "label", g_strdup (o->label), g_free);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   ticked != NULL && g_strv_contains ((const char *const *) ticked, o->key));
      g_signal_connect_swapped (check, "toggled", G_CALLBACK (on_terrain_changed), self);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), o->label);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      if (o->source == ADJ_CELL_PROVISIONAL)
        gtk_widget_add_css_class (row, "provisional");
      gtk_widget_set_visible (row, FALSE);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (self->terrain_row), row);
      g_ptr_array_add (self->terrain_checks, check);
    }
  if (custom)
    {
      self->custom_row = adj_number_row_new (_("Battle chart DRM"),
                                             _("A value from your battle's own Terrain Effects Chart"),
                                             "terrain-custom", _("A whole number from \u22129 to 9."),
                                             &self->custom);
      if (custom_text != NULL)
        gtk_editable_set_text (GTK_EDITABLE (self->custom), custom_text);
      g_signal_connect_swapped (self->custom, "changed", G_CALLBACK (on_terrain_changed), self);
      gtk_widget_set_visible (self->custom_row, FALSE);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (self->terrain_row), self->custom_row);
    }
  g_signal_connect (self->terrain_row, "notify::expanded", G_CALLBACK (on_terrain_expanded), self);
  update_terrain_summary (self);
  adw_preferences_group_add (self->group, self->terrain_row);
  /* Terrain goes right after the units, before any switch rows. */
  GtkWidget *list = gtk_widget_get_parent (self->terrain_row);
  g_object_ref (self->terrain_row);
  gtk_list_box_remove (GTK_LIST_BOX (list), self->terrain_row);
  gtk_list_box_insert (GTK_LIST_BOX (list), self->terrain_row, (int) self->unit_rows->len);
  g_object_unref (self->terrain_row);
}

void
adj_stack_editor_set_terrain_active (AdjStackEditor *self, const char *key, gboolean active)
{
  for (guint i = 0; i < self->terrain_checks->len; i++)
    if (g_strcmp0 (g_object_get_data (self->terrain_checks->pdata[i], "key"), key) == 0)
      gtk_check_button_set_active (self->terrain_checks->pdata[i], active);
}

char **
adj_stack_editor_get_terrain_keys (AdjStackEditor *self)
{
  GPtrArray *keys = g_ptr_array_new ();

  for (guint i = 0; i < self->terrain_checks->len; i++)
    if (gtk_check_button_get_active (self->terrain_checks->pdata[i]))
      g_ptr_array_add (keys, g_strdup (g_object_get_data (self->terrain_checks->pdata[i], "key")));
  g_ptr_array_add (keys, NULL);
  return (char **) g_ptr_array_free (keys, FALSE);
}

gboolean
adj_stack_editor_get_custom_drm (AdjStackEditor *self, gboolean *has, int *value)
{
  gboolean empty, ok;

  *has = FALSE;
  if (self->custom == NULL)
    return TRUE;
  ok = adj_number_entry_read (self->custom, -9, 9, TRUE, &empty, value);
  *has = ok && !empty;
  if (!ok)
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (self->terrain_row), TRUE);
  return ok;
}

static gboolean
same_flags (AdjStackEditor *self, guint n_flags, const char *const *ids, const char *const *titles,
            const char *const *subtitles)
{
  if (self->flag_rows->len != n_flags)
    return FALSE;
  for (guint i = 0; i < n_flags; i++)
    {
      AdwActionRow *row = self->flag_rows->pdata[i];
      GtkWidget *sw = g_object_get_data (G_OBJECT (row), "switch");
      const char *sub = adw_action_row_get_subtitle (row);
      if (g_strcmp0 (gtk_widget_get_name (sw), ids[i]) != 0
          || g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), titles[i]) != 0
          || g_strcmp0 (sub != NULL && *sub != '\0' ? sub : NULL, subtitles[i]) != 0)
        return FALSE;
    }
  return TRUE;
}

void
adj_stack_editor_set_flags (AdjStackEditor *self, guint n_flags, const char *const *ids,
                            const char *const *titles, const char *const *subtitles)
{
  GHashTable *was;

  g_return_if_fail (ADJ_IS_STACK_EDITOR (self));
  /* The charge's setup asks again at every showing and every hex added:
   * the same rows are kept, with their switches. */
  if (same_flags (self, n_flags, ids, titles, subtitles))
    return;
  was = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < self->flag_rows->len; i++)
    {
      GtkWidget *sw = g_object_get_data (self->flag_rows->pdata[i], "switch");
      g_hash_table_insert (was, g_strdup (gtk_widget_get_name (sw)),
                           GINT_TO_POINTER (gtk_switch_get_active (GTK_SWITCH (sw))));
      adw_preferences_group_remove (self->group, self->flag_rows->pdata[i]);
    }
  g_ptr_array_set_size (self->flag_rows, 0);

  for (guint i = 0; i < n_flags; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *sw = gtk_switch_new ();
      gtk_widget_set_name (sw, ids[i]);
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      gtk_switch_set_active (GTK_SWITCH (sw), GPOINTER_TO_INT (g_hash_table_lookup (was, ids[i])));
      g_signal_connect_swapped (sw, "notify::active", G_CALLBACK (emit_changed), self);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), titles[i]);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      if (subtitles[i] != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitles[i]);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
      g_object_set_data (G_OBJECT (row), "switch", sw);
      g_ptr_array_add (self->flag_rows, row);
      adw_preferences_group_add (self->group, row);
    }
  g_hash_table_unref (was);
}

void
adj_stack_editor_add_row (AdjStackEditor *self, GtkWidget *row)
{
  g_return_if_fail (ADJ_IS_STACK_EDITOR (self));
  if (gtk_widget_get_parent (row) == NULL)
    {
      adw_preferences_group_add (self->group, row);
      self->n_own_rows++;
      return;
    }
  /* Already ours: back to the end (set_flags() appends its rows). */
  if (gtk_widget_get_next_sibling (row) == NULL)
    return;
  g_object_ref (row);
  adw_preferences_group_remove (self->group, row);
  adw_preferences_group_add (self->group, row);
  g_object_unref (row);
}

static GtkSwitch *
find_flag (AdjStackEditor *self, const char *id)
{
  for (guint i = 0; i < self->flag_rows->len; i++)
    {
      GtkWidget *sw = g_object_get_data (self->flag_rows->pdata[i], "switch");
      if (g_strcmp0 (gtk_widget_get_name (sw), id) == 0)
        return GTK_SWITCH (sw);
    }
  return NULL;
}

gboolean
adj_stack_editor_get_flag (AdjStackEditor *self, const char *id)
{
  GtkSwitch *sw = find_flag (self, id);
  return sw != NULL && gtk_switch_get_active (sw);
}

void
adj_stack_editor_set_flag (AdjStackEditor *self, const char *id, gboolean active)
{
  GtkSwitch *sw = find_flag (self, id);
  if (sw != NULL)
    gtk_switch_set_active (sw, active);
}

gboolean
adj_stack_editor_get_stack (AdjStackEditor *self, const char *hex_id, AdjCombatStack *stack)
{
  gboolean ok = TRUE, has_custom = FALSE;
  int custom = 0;
  g_auto (GStrv) keys = adj_stack_editor_get_terrain_keys (self);
  guint n_keys = g_strv_length (keys);

  g_return_val_if_fail (ADJ_IS_STACK_EDITOR (self), FALSE);
  stack->hex_id = g_strdup (hex_id);
  stack->n_units = MIN (self->unit_rows->len, ADJ_STACK_MAX_UNITS);
  for (guint i = 0; i < stack->n_units; i++)
    {
      AdjCombatUnit *u = &stack->units[i];
      ok &= adj_unit_editor_get_unit (adj_stack_editor_get_unit (self, i), u);
      g_autofree char *kind = g_strdelimit (g_strdup (adj_combat_kind_to_string (u->kind)), "-", ' ');
      const char *game = adj_unit_editor_get_game_name (adj_stack_editor_get_unit (self, i));
      if (game != NULL)
        u->name = g_strdup_printf ("%s in %s", game, hex_id);
      else
        u->name = stack->n_units < 2 ? g_strdup_printf ("%s in %s", kind, hex_id)
                  : g_strdup_printf ("%s %s in %s", i == 0 ? "top" : "bottom", kind, hex_id);
    }
  ok &= adj_stack_editor_get_custom_drm (self, &has_custom, &custom);
  stack->terrain = g_new0 (AdjTerrainPart, n_keys + 1);
  for (guint i = 0; i < n_keys; i++)
    stack->terrain[stack->n_terrain++].terrain = g_strdup (keys[i]);
  if (has_custom)
    {
      AdjTerrainPart *part = &stack->terrain[stack->n_terrain++];
      part->value = custom;
      part->text = g_strdup ("battle chart terrain");
    }
  return ok;
}

static void
on_remove (AdjStackEditor *self)
{
  g_signal_emit (self, signals[SIGNAL_REMOVE], 0);
}

static void
adj_stack_editor_dispose (GObject *object)
{
  AdjStackEditor *self = ADJ_STACK_EDITOR (object);

  if (self->group != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->group));
      self->group = NULL;
    }
  G_OBJECT_CLASS (adj_stack_editor_parent_class)->dispose (object);
}

static void
adj_stack_editor_finalize (GObject *object)
{
  AdjStackEditor *self = ADJ_STACK_EDITOR (object);

  g_ptr_array_unref (self->unit_rows);
  g_ptr_array_unref (self->terrain_checks);
  g_ptr_array_unref (self->flag_rows);
  G_OBJECT_CLASS (adj_stack_editor_parent_class)->finalize (object);
}

static void
adj_stack_editor_class_init (AdjStackEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_stack_editor_dispose;
  object_class->finalize = adj_stack_editor_finalize;
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_REMOVE] = g_signal_new ("remove", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "stackeditor");
}

static void
adj_stack_editor_init (AdjStackEditor *self)
{
  self->unit_rows = g_ptr_array_new ();
  self->terrain_checks = g_ptr_array_new ();
  self->flag_rows = g_ptr_array_new ();
}

GtkWidget *
adj_stack_editor_new (AdjUnitRole role, guint max_units, guint min_units)
{
  AdjStackEditor *self = g_object_new (ADJ_TYPE_STACK_EDITOR, NULL);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->role = role;
  self->max_units = max_units;
  self->min_units = min_units;
  self->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->group), GTK_WIDGET (self));

  self->add_unit = gtk_button_new_from_icon_name ("list-add-symbolic");
  gtk_widget_set_name (self->add_unit, "stack-add-unit");
  gtk_widget_set_tooltip_text (self->add_unit, max_units == ADJ_STACK_MAX_UNITS
                                                 ? _("Add a unit to the stack (6.41: two at most)")
                                                 : _("Add a unit"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->add_unit), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Add a unit"), -1);
  gtk_widget_add_css_class (self->add_unit, "flat");
  g_signal_connect_swapped (self->add_unit, "clicked", G_CALLBACK (adj_stack_editor_add_unit), self);
  self->remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_name (self->remove, "stack-remove");
  gtk_widget_set_tooltip_text (self->remove, _("Remove this hex"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove this hex"), -1);
  gtk_widget_add_css_class (self->remove, "flat");
  gtk_widget_set_visible (self->remove, FALSE);
  g_signal_connect_swapped (self->remove, "clicked", G_CALLBACK (on_remove), self);
  gtk_box_append (GTK_BOX (buttons), self->add_unit);
  gtk_box_append (GTK_BOX (buttons), self->remove);
  gtk_widget_set_valign (buttons, GTK_ALIGN_END);
  adw_preferences_group_set_header_suffix (self->group, buttons);

  for (guint i = 0; i < min_units; i++)
    adj_stack_editor_add_unit (self);
  return GTK_WIDGET (self);
}
