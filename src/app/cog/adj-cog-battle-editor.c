/* adj-cog-battle-editor.c: a Clash of Giants III battle, edited
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The battle file ("adjutant-cog-battle", docs/cog.md) section by section:
 * the battle and its sides, the turn track with its night turns, the
 * Entry Hexes, formations with their Command Tracks, the reinforcement
 * schedule, units, Command, Special Command and Artillery Markers, the
 * Combat Chart and the victory points. Every change goes into the JSON
 * and the engine's own loader checks the whole battle at once: its
 * refusal, with the JSON path, is shown at the top and the part it names
 * is marked; Save is refused until the battle loads. A battle is saved
 * among the player's own, by its id, never over a shipped one or another
 * of his.
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "adj-discard-dialog.h"
#include "adj-cog-battle-editor.h"
#include "adj-cog-editor-chart.h"
#include "adj-cog-editor-fields.h"
#include "adj-cog-editor-sections.h"
#include "adj-cog-game.h"
#include "adj-ruleset-ui.h"

struct _AdjCogBattleEditor
{
  AdwWindow          parent_instance;

  json_object       *root;       /* the battle as the player edits it */
  char              *own_path;   /* the player's file it came from, or NULL */
  char              *saved_path;
  gboolean           modified;
  gboolean           valid;
  GHashTable        *items;      /* "units[3]" -> its row, to mark a refusal */
  GHashTable        *expanded;   /* the rows open before a rebuild */
  guint              rebuild_id;
  GtkWidget         *scroll_row;  /* a refused row to scroll to, and its tick */
  guint              scroll_id;

  /* Template children */
  GtkButton         *cancel_button;
  GtkButton         *save_button;
  GtkWidget         *error_bar;
  GtkLabel          *error_label;
  GtkScrolledWindow *scroller;
  GtkWidget         *sections;
};

G_DEFINE_FINAL_TYPE (AdjCogBattleEditor, adj_cog_battle_editor, ADW_TYPE_WINDOW)

/* ---- checking ---- */

/* What the loader's refusals start with: "battle: $.units[3].ter". */
static const char *
where (void)
{
  /* TRANSLATORS: names the battle being edited in the loader's refusals */
  return _("battle: $");
}

static void
show_error (AdjCogBattleEditor *self, const char *message)
{
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (self->error_bar, message != NULL);
}

/* The item a refusal names: "b.json: $.units[3].ter: ..." -> "units[3]". */
static GtkWidget *
refused_item (AdjCogBattleEditor *self, const char *message)
{
  const char *at = strstr (message, "$.");
  if (at == NULL)
    return NULL;
  at += 2;
  const char *end = strchr (at, ']');
  if (end == NULL)
    return NULL;
  /* "units[3]" or "victory.hexes[0]"; the chart's cells are not items. */
  g_autofree char *key = g_strndup (at, (gsize) (end - at + 1));
  return g_hash_table_lookup (self->items, key);
}

static gboolean
scroll_to (GtkWidget *row, GdkFrameClock *clock, gpointer data)
{
  AdjCogBattleEditor *self = data;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  GtkWidget *viewport = gtk_scrolled_window_get_child (self->scroller);
  graphene_point_t at;
  if (gtk_adjustment_get_page_size (adj) <= 0)
    return G_SOURCE_CONTINUE;  /* not laid out yet */
  if (gtk_widget_compute_point (row, viewport, &GRAPHENE_POINT_INIT (0, 0), &at)
      && (at.y < 0 || at.y > gtk_adjustment_get_page_size (adj) - 48))
    gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + at.y - 24);
  self->scroll_id = 0;
  g_clear_object (&self->scroll_row);
  return G_SOURCE_REMOVE;
}

static void
check (AdjCogBattleEditor *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjCogBattle) battle = adj_cog_battle_from_json (self->root, where (), &error);
  GHashTableIter iter;
  gpointer row;

  self->valid = battle != NULL;
  show_error (self, battle != NULL ? NULL : error->message);
  gtk_widget_set_sensitive (GTK_WIDGET (self->save_button), self->valid);
  g_hash_table_iter_init (&iter, self->items);
  while (g_hash_table_iter_next (&iter, NULL, &row))
    gtk_widget_remove_css_class (row, "error");
  GtkWidget *bad = battle == NULL ? refused_item (self, error->message) : NULL;
  if (bad != NULL)
    {
      gtk_widget_add_css_class (bad, "error");
      /* Shown where it is, once laid out (the next frame): one scroll
       * only, from the positions of the last layout. */
      if (self->scroll_row != NULL)
        gtk_widget_remove_tick_callback (self->scroll_row, self->scroll_id);
      g_clear_object (&self->scroll_row);
      self->scroll_row = g_object_ref (bad);
      self->scroll_id = gtk_widget_add_tick_callback (bad, scroll_to, self, NULL);
    }
}

static void rebuild (AdjCogBattleEditor *self);

static gboolean
rebuild_now (gpointer data)
{
  AdjCogBattleEditor *self = data;
  self->rebuild_id = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

static void
on_changed (gpointer editor, gboolean relayout)
{
  AdjCogBattleEditor *self = editor;
  self->modified = TRUE;
  check (self);
  /* The widget that changed is among those replaced: once it is done. */
  if (relayout && self->rebuild_id == 0)
    self->rebuild_id = g_idle_add (rebuild_now, self);
}

/* ---- items ---- */

static json_object *
section_array (json_object *root, const AdjCogEditorSection *sec, gboolean make)
{
  json_object *arr = adj_cog_json_path_get (root, sec->member);
  if ((arr == NULL || !json_object_is_type (arr, json_type_array)) && make)
    {
      arr = json_object_new_array ();
      adj_cog_json_path_set (root, sec->member, arr);
    }
  return arr;
}

static const char *
first_of (json_object *root, const char *member, const char *key, guint at)
{
  json_object *arr = json_object_object_get (root, member);
  guint n = arr != NULL && json_object_is_type (arr, json_type_array) ? json_object_array_length (arr) : 0;
  if (n == 0)
    return "";
  json_object *it = json_object_array_get_idx (arr, MIN (at, n - 1));
  return key != NULL ? json_object_get_string (json_object_object_get (it, key)) : json_object_get_string (it);
}

/* A fresh id: @prefix and the first number not taken anywhere. */
static char *
fresh_id (json_object *root, const AdjCogEditorSection *sec)
{
  g_autofree char *text = g_strdup (json_object_to_json_string_ext (root, JSON_C_TO_STRING_PLAIN));
  for (guint n = 1;; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s%u", sec->prefix, n);
      g_autofree char *quoted = g_strdup_printf ("\"%s\"", id);
      if (strstr (text, quoted) == NULL)
        return g_steal_pointer (&id);
    }
}

static void
on_add (GtkButton *button, AdjCogBattleEditor *self)
{
  const AdjCogEditorSection *sec = g_object_get_data (G_OBJECT (button), "section");
  g_autofree char *id = fresh_id (self->root, sec);
  g_autoptr (GString) json = g_string_new (sec->template);
  g_string_replace (json, "%s", id, 0);
  g_string_replace (json, "%f", first_of (self->root, "formations", "id", 0), 0);
  g_string_replace (json, "%t", first_of (self->root, "turns", "label", 1), 0);
  g_string_replace (json, "%h", first_of (self->root, "entry_hexes", NULL, 0), 0);
  json_object *arr = section_array (self->root, sec, TRUE);
  json_object_array_add (arr, json_tokener_parse (json->str));
  g_autofree char *key = g_strdup_printf ("%s[%zu]", sec->member, json_object_array_length (arr) - 1);
  g_hash_table_add (self->expanded, g_steal_pointer (&key));
  on_changed (self, TRUE);
}

static void
on_remove (GtkButton *button, AdjCogBattleEditor *self)
{
  const AdjCogEditorSection *sec = g_object_get_data (G_OBJECT (button), "section");
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));
  json_object *arr = section_array (self->root, sec, FALSE);
  if (arr != NULL && index < json_object_array_length (arr))
    json_object_array_del_idx (arr, index, 1);
  g_hash_table_remove_all (self->expanded);
  on_changed (self, TRUE);
}

static void
on_expanded (AdwExpanderRow *row, GParamSpec *pspec, AdjCogBattleEditor *self)
{
  const char *key = g_object_get_data (G_OBJECT (row), "key");
  if (adw_expander_row_get_expanded (row))
    g_hash_table_add (self->expanded, g_strdup (key));
  else
    g_hash_table_remove (self->expanded, key);
}

static GtkWidget *
remove_button (AdjCogBattleEditor *self, const AdjCogEditorSection *sec, guint index, const char *title, const char *name)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  /* TRANSLATORS: %s is what the row holds (a unit's name) */
  g_autofree char *a11y = g_strdup_printf (_("Remove %s"), title);
  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, a11y);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  g_object_set_data (G_OBJECT (button), "section", (gpointer) sec);
  g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (index));
  g_signal_connect (button, "clicked", G_CALLBACK (on_remove), self);
  return button;
}

static void
add_item (AdjCogBattleEditor *self, GtkWidget *list, const AdjCogEditorSection *sec, json_object *item, guint index)
{
  const char *id = json_object_get_string (json_object_object_get (item, sec->fields[0].key));
  const char *name = json_object_get_string (json_object_object_get (item, "name"));
  g_autofree char *key = g_strdup_printf ("%s[%u]", sec->member, index);
  g_autofree char *row_name = g_strdup_printf ("%s.%u", sec->member, index);
  g_autofree char *remove_name = g_strdup_printf ("%s.%u.remove", sec->member, index);
  const char *title = name != NULL ? name : id != NULL ? id : "?";
  GtkWidget *row = adw_expander_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (name != NULL && id != NULL)
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), id);
  gtk_widget_set_name (row, row_name);
  g_object_set_data_full (G_OBJECT (row), "context", g_strdup (title), g_free);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), remove_button (self, sec, index, title, remove_name));
  for (guint f = 0; f < sec->n_fields; f++)
    {
      g_autofree char *field_name = g_strdup_printf ("%s.%u.%s", sec->member, index, sec->fields[f].key);
      adj_cog_field_add (row, self->root, item, &sec->fields[f], field_name, on_changed, self);
    }
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), g_hash_table_contains (self->expanded, key));
  g_object_set_data_full (G_OBJECT (row), "key", g_strdup (key), g_free);
  g_signal_connect (row, "notify::expanded", G_CALLBACK (on_expanded), self);
  g_hash_table_insert (self->items, g_steal_pointer (&key), row);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
}

static void
add_section (AdjCogBattleEditor *self, const AdjCogEditorSection *sec)
{
  GtkWidget *list = adj_cog_section (self->sections, _(sec->title), sec->description ? _(sec->description) : NULL);
  json_object *arr = section_array (self->root, sec, FALSE);
  g_autofree char *name = g_strdup_printf ("section:%s", sec->member);
  g_autofree char *add_name = g_strdup_printf ("%s.add", sec->member);
  /* TRANSLATORS: a button under a section of the battle editor: "Add to Units" */
  g_autofree char *a11y = g_strdup_printf (_("Add to %s"), _(sec->title));

  gtk_widget_set_name (list, name);
  for (guint i = 0; arr != NULL && i < json_object_array_length (arr); i++)
    add_item (self, list, sec, json_object_array_get_idx (arr, i), i);
  GtkWidget *add = adj_cog_button (_("_Add"), add_name, a11y);
  gtk_widget_set_halign (add, GTK_ALIGN_START);
  g_object_set_data (G_OBJECT (add), "section", (gpointer) sec);
  g_signal_connect (add, "clicked", G_CALLBACK (on_add), self);
  gtk_box_append (GTK_BOX (self->sections), add);
}

/* The Entry Hexes are plain letters. */
static void
on_hex_text (GtkEditable *entry, AdjCogBattleEditor *self)
{
  json_object *arr = json_object_object_get (self->root, "entry_hexes");
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "index"));
  json_object_array_put_idx (arr, i, json_object_new_string (gtk_editable_get_text (entry)));
  on_changed (self, FALSE);
}

static void
on_hex_add (GtkButton *button, AdjCogBattleEditor *self)
{
  json_object *arr = json_object_object_get (self->root, "entry_hexes");
  if (arr == NULL)
    json_object_object_add (self->root, "entry_hexes", arr = json_object_new_array ());
  char letter[2] = { (char) ('A' + MIN (json_object_array_length (arr), 25)), 0 };
  json_object_array_add (arr, json_object_new_string (letter));
  on_changed (self, TRUE);
}

static void
on_hex_remove (GtkButton *button, AdjCogBattleEditor *self)
{
  json_object_array_del_idx (json_object_object_get (self->root, "entry_hexes"),
                             GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index")), 1);
  on_changed (self, TRUE);
}

static void
add_entry_hexes (AdjCogBattleEditor *self)
{
  static const AdjCogEditorSection hexes = { "entry_hexes", NULL, NULL, NULL, 0, NULL, NULL };
  GtkWidget *list = adj_cog_section (self->sections, _("Entry Hexes (9.2, 9.5)"),
                                     _("In letter order: 9.2's \"nearest lower lettered hex\" reads it."));
  json_object *arr = json_object_object_get (self->root, "entry_hexes");
  gtk_widget_set_name (list, "section:entry_hexes");
  for (guint i = 0; arr != NULL && json_object_is_type (arr, json_type_array) && i < json_object_array_length (arr); i++)
    {
      GtkWidget *row = adw_entry_row_new ();
      g_autofree char *name = g_strdup_printf ("entry_hexes.%u", i);
      g_autofree char *remove_name = g_strdup_printf ("entry_hexes.%u.remove", i);
      g_autofree char *key = g_strdup_printf ("entry_hexes[%u]", i);
      const char *letter = json_object_get_string (json_object_array_get_idx (arr, i));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Entry Hex"));
      gtk_editable_set_text (GTK_EDITABLE (row), letter != NULL ? letter : "");
      gtk_widget_set_name (row, name);
      g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (i));
      g_signal_connect (row, "changed", G_CALLBACK (on_hex_text), self);
      GtkWidget *remove = remove_button (self, &hexes, i, letter != NULL ? letter : "", remove_name);
      g_signal_handlers_disconnect_by_func (remove, on_remove, self);
      g_signal_connect (remove, "clicked", G_CALLBACK (on_hex_remove), self);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), remove);
      g_hash_table_insert (self->items, g_steal_pointer (&key), row);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  GtkWidget *add = adj_cog_button (_("_Add an Entry Hex"), "entry_hexes.add", NULL);
  gtk_widget_set_halign (add, GTK_ALIGN_START);
  g_signal_connect (add, "clicked", G_CALLBACK (on_hex_add), self);
  gtk_box_append (GTK_BOX (self->sections), add);
}

static void
rebuild (AdjCogBattleEditor *self)
{
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  double value = gtk_adjustment_get_value (adj);

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_hash_table_remove_all (self->items);
  adj_cog_clear (self->sections);
  GtkWidget *list = adj_cog_section (self->sections, _("The Battle"), NULL);
  gtk_widget_set_name (list, "section:battle");
  for (guint f = 0; f < adj_cog_editor_n_battle_fields; f++)
    adj_cog_field_add (list, self->root, self->root, &adj_cog_editor_battle_fields[f], adj_cog_editor_battle_fields[f].key, on_changed, self);
  add_section (self, &adj_cog_editor_sections[0]);
  add_entry_hexes (self);
  for (guint s = 1; s < adj_cog_editor_n_sections; s++)
    {
      if (g_str_equal (adj_cog_editor_sections[s].member, "victory.hexes"))
        adj_cog_editor_chart_add (self->sections, self->root, on_changed, self);
      add_section (self, &adj_cog_editor_sections[s]);
    }
  check (self);
  gtk_adjustment_set_value (adj, value);
}

/* ---- saving ---- */

static void
on_save (AdjCogBattleEditor *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjCogBattle) battle = adj_cog_battle_from_json (self->root, where (), &error);
  if (battle == NULL)
    {
      check (self);
      return;
    }
  const char *id = adj_cog_battle_get_id (battle);
  g_autofree char *saved = NULL;
  switch (adj_ruleset_ui_save_scenario (&adj_cog_ruleset, battle, self->own_path, &saved, &error))
    {
    case ADJ_SCENARIO_ID_SHIPPED:
      {
        /* TRANSLATORS: %s is a battle's id */
        g_autofree char *why = g_strdup_printf (_("A battle shipped with Adjutant has the id \"%s\": give yours another."),
                                                id);
        show_error (self, why);
        return;
      }
    case ADJ_SCENARIO_ID_TAKEN:
      {
        g_autofree char *why = g_strdup_printf (_("One of your battles has the id \"%s\" already: give this one another."),
                                                id);
        show_error (self, why);
        return;
      }
    case ADJ_SCENARIO_NOT_WRITTEN:
      show_error (self, error->message);
      return;
    case ADJ_SCENARIO_SAVED:
      break;
    }
  g_free (self->saved_path);
  self->saved_path = g_steal_pointer (&saved);
  self->modified = FALSE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
save_shortcut (GtkWidget *widget, GVariant *args, gpointer data)
{
  on_save (ADJ_COG_BATTLE_EDITOR (widget));
  return TRUE;
}

static gboolean
on_close_request (AdjCogBattleEditor *self)
{
  if (!self->modified || adj_discard_dialog_chosen (GTK_WINDOW (self)))
    return FALSE;
  adj_discard_dialog_present (GTK_WINDOW (self), _("The battle has changes that are not saved."));
  return TRUE;
}

const char *
adj_cog_battle_editor_get_saved_path (AdjCogBattleEditor *self)
{
  g_return_val_if_fail (ADJ_IS_COG_BATTLE_EDITOR (self), NULL);
  return self->saved_path;
}

static void
adj_cog_battle_editor_dispose (GObject *object)
{
  AdjCogBattleEditor *self = ADJ_COG_BATTLE_EDITOR (object);

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  if (self->scroll_row != NULL)
    gtk_widget_remove_tick_callback (self->scroll_row, self->scroll_id);
  g_clear_object (&self->scroll_row);
  g_clear_pointer (&self->items, g_hash_table_unref);
  g_clear_pointer (&self->expanded, g_hash_table_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_COG_BATTLE_EDITOR);
  g_clear_pointer (&self->root, json_object_put);
  g_clear_pointer (&self->own_path, g_free);
  g_clear_pointer (&self->saved_path, g_free);
  G_OBJECT_CLASS (adj_cog_battle_editor_parent_class)->dispose (object);
}

static void
adj_cog_battle_editor_class_init (AdjCogBattleEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_cog_battle_editor_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/cog/adj-cog-battle-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjCogBattleEditor, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, AdjCogBattleEditor, save_button);
  gtk_widget_class_bind_template_child (widget_class, AdjCogBattleEditor, error_bar);
  gtk_widget_class_bind_template_child (widget_class, AdjCogBattleEditor, error_label);
  gtk_widget_class_bind_template_child (widget_class, AdjCogBattleEditor, scroller);
  gtk_widget_class_bind_template_child (widget_class, AdjCogBattleEditor, sections);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, save_shortcut, NULL);
}

static void
adj_cog_battle_editor_init (AdjCogBattleEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->items = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->expanded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_signal_connect_swapped (self->save_button, "clicked", G_CALLBACK (on_save), self);
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (gtk_window_close), self);
  g_signal_connect (self, "close-request", G_CALLBACK (on_close_request), NULL);
}

/* A battle to start from: one formation, unit and CM a side, one turn and
 * Entry Hex, the chart the rulebook prints; every number the player's. */
static json_object *
new_battle (void)
{
  g_autoptr (AdjChart) chart = adj_cog_chart_printed ();
  json_object *root = json_tokener_parse (
    "{\"format\":\"adjutant-cog-battle\",\"version\":1,\"id\":\"my-battle\",\"title\":\"My Battle\","
    "\"turns\":[{\"label\":\"1\"}],\"entry_hexes\":[\"A\"],"
    "\"formations\":[{\"id\":\"csa-1\",\"name\":\"Confederate Division\",\"side\":\"csa\","
    "\"command_track\":{\"source\":\"user\",\"ma\":[1,1,1,1,1,1]}},"
    "{\"id\":\"union-1\",\"name\":\"Union Division\",\"side\":\"union\","
    "\"command_track\":{\"source\":\"user\",\"ma\":[1,1,1,1,1,1]}}],"
    "\"units\":[{\"id\":\"csa-1-a\",\"name\":\"Confederate Brigade\",\"formation\":\"csa-1\",\"steps\":2,\"ter\":4},"
    "{\"id\":\"union-1-a\",\"name\":\"Union Brigade\",\"formation\":\"union-1\",\"steps\":2,\"ter\":4}],"
    "\"command_markers\":[{\"id\":\"cm-csa-1\",\"name\":\"Confederate Division CM\",\"side\":\"csa\","
    "\"formations\":[\"csa-1\"]},{\"id\":\"cm-union-1\",\"name\":\"Union Division CM\",\"side\":\"union\","
    "\"formations\":[\"union-1\"]}],"
    "\"victory\":{\"vp_per_step\":{\"csa\":1,\"union\":1}}}");
  json_object *c = adj_chart_to_json (chart);
  json_object_object_add (c, "id", json_object_new_string ("cog-combat"));
  json_object_object_add (c, "title", json_object_new_string ("Combat Chart"));
  json_object_object_add (root, "combat_chart", c);
  return root;
}

AdjCogBattleEditor *
adj_cog_battle_editor_new (GtkWindow *parent, AdjCogBattle *battle, const char *path)
{
  AdjCogBattleEditor *self = g_object_new (ADJ_TYPE_COG_BATTLE_EDITOR, "transient-for", parent, NULL);

  self->own_path = g_strdup (path);
  self->root = battle != NULL ? adj_cog_battle_to_json (battle) : new_battle ();
  if (battle != NULL && path == NULL)
    {
      /* A copy: the player's own, under another id and title. */
      g_autofree char *id = g_strdup_printf ("%s-copy", adj_cog_battle_get_id (battle));
      g_autofree char *title = g_strdup_printf (_("%s (copy)"), adj_cog_battle_get_title (battle));
      json_object_object_add (self->root, "id", json_object_new_string (id));
      json_object_object_add (self->root, "title", json_object_new_string (title));
    }
  rebuild (self);
  return self;
}
