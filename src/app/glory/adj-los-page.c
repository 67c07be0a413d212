/* adj-los-page.c: line of sight (rule 9.4), over a map or by questions
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two ways to give the ground. With a map file, the player types (or
 * clicks) the firer's and the target's hexes and the units between, and
 * the engine traces the line (adj_los_trace). Without a map, the engine
 * lists what must be looked up on the table (adj_losquery_init); the page
 * shows the questions that matter so far and answers as soon as every one
 * of them is answered (adj_losquery_solve). Either way the page shows the
 * engine's verdict, the 9.4 bullet that blocks, each hex's verdict along
 * the line and the 9.51 candidates; it decides nothing itself.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "adj-los-fields.h"
#include "adj-los-page.h"
#include "adj-los-questions.h"
#include "adj-los-steps.h"
#include "adj-los-verdict.h"
#include "adj-los-view.h"
#include "adj-map-user.h"

/* Larger maps show the hexes around the line rather than all of them. */
#define WHOLE_MAP_HEXES 600

struct _AdjLosPage
{
  GtkWidget             parent_instance;

  GSettings            *settings;
  gboolean              restored; /* the last map, once */
  GtkFileChooserNative *chooser;

  /* With a map */
  AdjHexMap            *map;
  char                 *map_path;
  guint8               *units;   /* adj_hexmap_size bytes */

  /* Made by ensure_content() from adj-los-page.ui */
  GtkWidget            *scroller;
  GtkToggleButton      *mode_map_button;
  GtkToggleButton      *mode_questions_button;
  AdwPreferencesGroup  *map_group;
  AdwActionRow         *map_row;
  GtkButton            *open_button;
  GtkButton            *edit_map_button;
  GtkWidget            *map_error_box;
  GtkLabel             *map_error;
  AdwEntryRow          *firer_row;
  AdwEntryRow          *firer_level_row;
  AdwEntryRow          *target_row;
  AdwEntryRow          *target_level_row;
  AdwComboRow          *shift_row;
  AdwEntryRow          *friendly_row;
  AdwEntryRow          *enemy_row;
  GtkLabel             *input_error;
  AdjLosQuestions      *questions;
  AdjLosVerdict        *verdict;
  GtkWidget            *pick_box;
  GtkToggleButton      *pick_firer;
  GtkToggleButton      *pick_target;
  GtkToggleButton      *pick_friendly;
  GtkToggleButton      *pick_enemy;
  AdjLosView           *view;
  AdjLosSteps          *steps;
};

static void adj_los_page_map_user_init (AdjMapUserInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AdjLosPage, adj_los_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ADJ_TYPE_MAP_USER, adj_los_page_map_user_init))

static void ensure_content (AdjLosPage *self);

/* The engine translates its own 9.4 bullets. */
const char *
adj_los_page_rule_text (AdjLosRule rule)
{
  return adj_los_rule_text (rule);
}

static gboolean
questions_mode (AdjLosPage *self)
{
  return gtk_toggle_button_get_active (self->mode_questions_button);
}

/* ---- The verdict ---- */

/* No verdict yet: what the player should do next. */
static void
show_idle (AdjLosPage *self, const char *title, const char *detail)
{
  adj_los_verdict_show_idle (self->verdict, title, detail);
  adj_los_view_set_result (self->view, NULL);
  adj_los_steps_clear (self->steps);
}

static void
show_result (AdjLosPage *self, const AdjLosResult *r)
{
  adj_los_verdict_show_result (self->verdict, r);
  adj_los_steps_show (self->steps, r);
  adj_los_view_set_result (self->view, r);
}

static void
show_errors (AdjLosPage *self, GString *errors)
{
  if (errors->len > 0 && errors->str[errors->len - 1] == '\n')
    g_string_truncate (errors, errors->len - 1);
  gtk_label_set_text (self->input_error, errors->str);
  gtk_widget_set_visible (GTK_WIDGET (self->input_error), errors->len > 0);
}

/* ---- With a map ---- */

static void
set_view_bounds (AdjLosPage *self, const AdjHex *from, const AdjHex *to)
{
  const AdjHexGrid *g = adj_hexmap_get_grid (self->map);
  AdjHexGrid b = *g;

  if (adj_hexmap_size (self->map) > WHOLE_MAP_HEXES)
    {
      /* The line's box and two hexes around it, or the map's corner. */
      if (from != NULL && to != NULL)
        adj_hexgrid_init (&b, MAX (g->first_col, MIN (from->col, to->col) - 2),
                          MIN (g->last_col, MAX (from->col, to->col) + 2),
                          MAX (g->first_row, MIN (from->row, to->row) - 2),
                          MIN (g->last_row, MAX (from->row, to->row) + 2), g->shift);
      else
        adj_hexgrid_init (&b, g->first_col, MIN (g->last_col, g->first_col + 19), g->first_row,
                          MIN (g->last_row, g->first_row + 14), g->shift);
    }
  adj_los_view_set_bounds (self->view, &b);
}

static void
update_map_mode (AdjLosPage *self, gboolean insist)
{
  g_autoptr (GString) errors = g_string_new (NULL);
  AdjUnitPresence friendly = ADJ_UNIT_FRIENDLY, enemy = ADJ_UNIT_ENEMY;
  AdjHexGrid unbounded;
  AdjHex from, to;

  adj_hexgrid_init_unbounded (&unbounded, ADJ_SHIFT_ODD);
  const AdjHexGrid *grid = self->map ? adj_hexmap_get_grid (self->map) : &unbounded;
  AdjLosFieldState fs = adj_los_field_read_hex (self->firer_row, grid, _("Firer"), insist, &from, errors);
  AdjLosFieldState ts = adj_los_field_read_hex (self->target_row, grid, _("Target"), insist, &to, errors);

  if (self->map != NULL)
    {
      memset (self->units, 0, adj_hexmap_size (self->map));
      adj_los_field_read_units (self->friendly_row, self->map, _("Friendly units"), friendly, insist,
                                self->units, errors);
      adj_los_field_read_units (self->enemy_row, self->map, _("Enemy units"), enemy, insist, self->units,
                                errors);
      adj_los_view_set_units (self->view, self->units);
    }
  if (errors->len == 0 && fs == ADJ_LOS_FIELD_OK && ts == ADJ_LOS_FIELD_OK && adj_hex_equal (from, to))
    {
      char id[ADJ_HEX_ID_SIZE];
      g_string_printf (errors, _("Firer and target are both in hex %s."), adj_hex_format (from, id));
      adj_los_field_mark (self->target_row, TRUE);
    }
  show_errors (self, errors);

  if (self->map == NULL)
    {
      show_idle (self, _("No map open"),
                 _("Open a map file, or choose “Without a Map” and answer a few questions about the hexes between."));
      return;
    }
  set_view_bounds (self, fs == ADJ_LOS_FIELD_OK ? &from : NULL, ts == ADJ_LOS_FIELD_OK ? &to : NULL);
  if (errors->len > 0)
    {
      show_idle (self, _("Check the hexes"), NULL);
      return;
    }
  if (fs != ADJ_LOS_FIELD_OK || ts != ADJ_LOS_FIELD_OK)
    {
      show_idle (self, _("Which hexes?"),
                 _("Type the firer's and the target's hexes (column and row, as printed on the map: 0405), or click them on the map."));
      return;
    }

  AdjLosResult result;
  g_autoptr (GError) error = NULL;
  if (adj_los_trace (self->map, self->units, from, to, &result, &error))
    show_result (self, &result);
  else
    {
      g_string_assign (errors, error->message);
      show_errors (self, errors);
      show_idle (self, _("Check the hexes"), NULL);
    }
  adj_los_result_clear (&result);
}

/* ---- Without a map ---- */

static void
draw_answers (AdjLosPage *self)
{
  g_autofree guint8 *known = NULL;
  g_autofree guint8 *units = NULL;
  g_autoptr (AdjHexMap) map = adj_los_questions_to_map (self->questions, &known, &units);

  adj_los_view_set_map (self->view, map, units);
  adj_los_view_set_known (self->view, known);
}

/* The answer as soon as every question that matters has one. */
static void
refresh_answers (AdjLosPage *self)
{
  const AdjLosQuery *q = adj_los_questions_get_query (self->questions);
  guint open = adj_los_questions_count_open (self->questions);

  gtk_widget_set_visible (GTK_WIDGET (self->questions), q->questions->len > 0);
  draw_answers (self);
  if (open > 0)
    {
      char from[ADJ_HEX_ID_SIZE], to[ADJ_HEX_ID_SIZE];
      g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u question to answer",
                                                             "%u questions to answer", open),
                                                open);
      g_autofree char *detail = g_strdup_printf (_("From %s to %s, %s (9.4)."), adj_hex_format (q->from, from),
                                                 adj_hex_format (q->to, to), adj_los_case_text (q->los_case));
      show_idle (self, title, detail);
      return;
    }

  AdjLosResult result;
  g_autoptr (GError) error = NULL;
  if (adj_los_questions_solve (self->questions, &result, &error))
    show_result (self, &result);
  else
    show_idle (self, _("The answers do not fit together"), error->message);
  adj_los_result_clear (&result);
}

static void
update_questions_mode (AdjLosPage *self, gboolean insist)
{
  g_autoptr (GString) errors = g_string_new (NULL);
  AdjHexGrid grid;
  AdjHex from, to;
  int fl = 0, tl = 0;
  AdjColumnShift shift = adw_combo_row_get_selected (self->shift_row) == 1 ? ADJ_SHIFT_EVEN : ADJ_SHIFT_ODD;

  adj_hexgrid_init_unbounded (&grid, shift);
  AdjLosFieldState fs = adj_los_field_read_hex (self->firer_row, &grid, _("Firer"), insist, &from, errors);
  AdjLosFieldState ts = adj_los_field_read_hex (self->target_row, &grid, _("Target"), insist, &to, errors);
  AdjLosFieldState fls = adj_los_field_read_level (self->firer_level_row, _("Firer's level"), &fl,
                                                   errors);
  AdjLosFieldState tls = adj_los_field_read_level (self->target_level_row, _("Target's level"), &tl,
                                                   errors);
  if (errors->len == 0 && fs == ADJ_LOS_FIELD_OK && ts == ADJ_LOS_FIELD_OK && adj_hex_equal (from, to))
    {
      char id[ADJ_HEX_ID_SIZE];
      g_string_printf (errors, _("Firer and target are both in hex %s."), adj_hex_format (from, id));
      adj_los_field_mark (self->target_row, TRUE);
    }
  show_errors (self, errors);

  if (errors->len > 0 || fs != ADJ_LOS_FIELD_OK || ts != ADJ_LOS_FIELD_OK || fls != ADJ_LOS_FIELD_OK || tls != ADJ_LOS_FIELD_OK)
    {
      /* The questions stay behind the scenes: their answers come back
       * when the line does, e.g. after the player retypes a level. */
      gtk_widget_set_visible (GTK_WIDGET (self->questions), FALSE);
      adj_los_view_set_map (self->view, NULL, NULL);
      if (errors->len > 0)
        show_idle (self, _("Check the hexes and levels"), NULL);
      else
        show_idle (self, _("Which hexes, on which levels?"),
                   _("Type the firer's and the target's hexes and their elevation levels. "
                     "Adjutant then asks what it needs to know about the hexes between."));
      return;
    }

  g_autoptr (GError) error = NULL;
  if (!adj_los_questions_set_line (self->questions, shift, from, fl, to, tl, &error))
    {
      g_string_assign (errors, error->message);
      show_errors (self, errors);
      show_idle (self, _("Check the hexes and levels"), NULL);
      return;
    }
  refresh_answers (self);
}

/* ---- Modes and input ---- */

static void
update (AdjLosPage *self, gboolean insist)
{
  if (questions_mode (self))
    update_questions_mode (self, insist);
  else
    update_map_mode (self, insist);
}

static void
show_mode (AdjLosPage *self)
{
  gboolean q = questions_mode (self);

  gtk_widget_set_visible (GTK_WIDGET (self->map_group), !q);
  gtk_widget_set_visible (self->map_error_box, !q && gtk_label_get_text (self->map_error)[0] != '\0');
  gtk_widget_set_visible (GTK_WIDGET (self->friendly_row), !q);
  gtk_widget_set_visible (GTK_WIDGET (self->enemy_row), !q);
  gtk_widget_set_visible (self->pick_box, !q && self->map != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->firer_level_row), q);
  gtk_widget_set_visible (GTK_WIDGET (self->target_level_row), q);
  gtk_widget_set_visible (GTK_WIDGET (self->shift_row), q);
  gtk_widget_set_visible (GTK_WIDGET (self->questions), FALSE);
  if (!q)
    {
      adj_los_view_set_map (self->view, self->map, self->units);
      adj_los_view_set_known (self->view, NULL);
    }
  update (self, FALSE);
}

static void
on_mode_toggled (GtkToggleButton *button, AdjLosPage *self)
{
  if (gtk_toggle_button_get_active (button))
    show_mode (self);
}

static void
on_field_changed (AdjLosPage *self)
{
  update (self, FALSE);
}

static void
on_field_activated (AdjLosPage *self)
{
  update (self, TRUE);
}

static void
on_view_click (GtkGestureClick *gesture, int n_press, double x, double y, AdjLosPage *self)
{
  AdjHex hex;
  char id[ADJ_HEX_ID_SIZE];

  if (questions_mode (self) || self->map == NULL
      || !adj_los_view_hex_at (self->view, x, y, &hex, NULL))
    return;
  adj_hex_format (hex, id);
  if (gtk_toggle_button_get_active (self->pick_firer))
    {
      gtk_editable_set_text (GTK_EDITABLE (self->firer_row), id);
      gtk_toggle_button_set_active (self->pick_target, TRUE);
    }
  else if (gtk_toggle_button_get_active (self->pick_target))
    gtk_editable_set_text (GTK_EDITABLE (self->target_row), id);
  else
    {
      gboolean friendly = gtk_toggle_button_get_active (self->pick_friendly);
      int idx = adj_hexmap_index (self->map, hex);
      AdjUnitPresence want = friendly ? ADJ_UNIT_FRIENDLY : ADJ_UNIT_ENEMY;
      gboolean add = self->units[idx] != want;
      /* A hex holds one side's units: putting one in clears the other. */
      adj_los_field_toggle_hex (friendly ? self->enemy_row : self->friendly_row, hex, FALSE);
      adj_los_field_toggle_hex (friendly ? self->friendly_row : self->enemy_row, hex, add);
    }
}

/* ---- The map ---- */

static void
show_map_error (AdjLosPage *self, const char *message)
{
  gtk_label_set_text (self->map_error, message ? message : "");
  gtk_widget_set_visible (self->map_error_box, message != NULL && !questions_mode (self));
}

static void
install_map (AdjLosPage *self, AdjHexMap *map, const char *path)
{
  adj_hexmap_ref (map);
  g_clear_pointer (&self->map, adj_hexmap_unref);
  self->map = map;
  g_free (self->map_path);
  self->map_path = g_strdup (path);
  g_free (self->units);
  self->units = g_new0 (guint8, adj_hexmap_size (map));

  const AdjHexGrid *g = adj_hexmap_get_grid (map);
  g_autofree char *where = path ? g_filename_display_name (path) : g_strdup (_("From the map editor, not saved"));
  g_autofree char *subtitle = g_strdup_printf (_("%s\nColumns %02d–%02d, rows %02d–%02d, %s columns set lower"),
                                               where, g->first_col, g->last_col, g->first_row, g->last_row,
                                               g->shift == ADJ_SHIFT_EVEN ? _("even") : _("odd"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->map_row), adj_hexmap_get_name (map));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->map_row), subtitle);
  gtk_widget_set_sensitive (GTK_WIDGET (self->edit_map_button), TRUE);
  show_map_error (self, NULL);
  gtk_toggle_button_set_active (self->mode_map_button, TRUE);
  show_mode (self);
}

gboolean
adj_los_page_open_map (AdjLosPage *self, const char *path, GError **error)
{
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (ADJ_IS_LOS_PAGE (self), FALSE);
  ensure_content (self);
  g_autoptr (AdjHexMap) map = adj_hexmap_load_file (path, &local);
  if (map == NULL)
    {
      g_autofree char *msg = g_strdup_printf (_("The map could not be opened. %s"), local->message);
      show_map_error (self, msg);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  install_map (self, map, path);
  if (self->settings == NULL)
    self->settings = g_settings_new (APP_ID);
  g_settings_set_string (self->settings, "los-map", path);
  return TRUE;
}

void
adj_los_page_set_map (AdjLosPage *self, AdjHexMap *map, const char *path)
{
  g_return_if_fail (ADJ_IS_LOS_PAGE (self));
  g_return_if_fail (map != NULL);
  ensure_content (self);
  install_map (self, map, path);
}

/* A map handed over by the map editor. */
static void
take_map (AdjMapUser *user, AdjHexMap *map, const char *path)
{
  adj_los_page_set_map (ADJ_LOS_PAGE (user), map, path);
}

static void
adj_los_page_map_user_init (AdjMapUserInterface *iface)
{
  iface->take_map = take_map;
}

static void
on_chooser_response (GtkNativeDialog *dialog, int response, AdjLosPage *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;
      if (path != NULL)
        adj_los_page_open_map (self, path, NULL);
    }
  g_clear_object (&self->chooser);
}

static void
on_open_clicked (AdjLosPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileFilter *filter = gtk_file_filter_new ();
  g_autofree char *dir = self->map_path ? g_path_get_dirname (self->map_path)
                                        : adj_paths_data_file ("maps", NULL);
  g_autoptr (GFile) folder = g_file_new_for_path (dir);

  if (self->chooser != NULL)
    return;
  self->chooser = gtk_file_chooser_native_new (_("Open Map"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Map files"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_object_unref (filter);
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->chooser), folder, NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* The map, in the map editor. */
static void
on_edit_map_clicked (AdjLosPage *self)
{
  if (self->map != NULL)
    adj_map_user_hand_over (GTK_WIDGET (self), "map-editor", self->map, self->map_path);
}

/* The first time the page is shown: the map the player used last. */
/* The page's widgets, made the first time anything needs them: the page
 * costs next to nothing at start-up. */
static void
ensure_content (AdjLosPage *self)
{
  if (self->scroller != NULL)
    return;

  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/adjutant/Adjutant/glory/adj-los-page.ui");
#define GET(name) self->name = (gpointer) gtk_builder_get_object (builder, #name)
  GET (scroller);
  GET (mode_map_button);
  GET (mode_questions_button);
  GET (map_group);
  GET (map_row);
  GET (open_button);
  GET (edit_map_button);
  GET (map_error_box);
  GET (map_error);
  GET (firer_row);
  GET (firer_level_row);
  GET (target_row);
  GET (target_level_row);
  GET (shift_row);
  GET (friendly_row);
  GET (enemy_row);
  GET (input_error);
  GET (questions);
  GET (verdict);
  GET (pick_box);
  GET (pick_firer);
  GET (pick_target);
  GET (pick_friendly);
  GET (pick_enemy);
  GET (view);
  GET (steps);
#undef GET
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));

  /* The legend is decorative: each cell is read out with its place and
   * its text, and none is a Tab stop. */
  GtkWidget *legend = GTK_WIDGET (gtk_builder_get_object (builder, "legend"));
  guint n_cells = 0, k = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (legend); c != NULL; c = gtk_widget_get_next_sibling (c))
    n_cells++;
  for (GtkWidget *c = gtk_widget_get_first_child (legend); c != NULL; c = gtk_widget_get_next_sibling (c), k++)
    {
      GtkWidget *label = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (c));
      /* TRANSLATORS: a cell of the map's legend: its place, then its text */
      g_autofree char *name = g_strdup_printf (_("Legend, %u of %u: %s"), k + 1, n_cells,
                                               GTK_IS_LABEL (label) ? gtk_label_get_text (GTK_LABEL (label)) : "");
      gtk_widget_set_focusable (c, FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (legend), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Map legend"), -1);

  AdwEntryRow *fields[] = { self->firer_row, self->target_row, self->firer_level_row,
                            self->target_level_row, self->friendly_row, self->enemy_row };
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_signal_connect_swapped (fields[i], "changed", G_CALLBACK (on_field_changed), self);
      /* Enter computes, and reports what is still missing. */
      g_signal_connect_swapped (fields[i], "entry-activated", G_CALLBACK (on_field_activated), self);
    }
  g_signal_connect_swapped (self->shift_row, "notify::selected", G_CALLBACK (on_field_changed), self);
  g_signal_connect_swapped (self->questions, "changed", G_CALLBACK (refresh_answers), self);
  g_signal_connect (self->mode_map_button, "toggled", G_CALLBACK (on_mode_toggled), self);
  g_signal_connect (self->mode_questions_button, "toggled", G_CALLBACK (on_mode_toggled), self);
  g_signal_connect_swapped (self->open_button, "clicked", G_CALLBACK (on_open_clicked), self);
  g_signal_connect_swapped (self->edit_map_button, "clicked", G_CALLBACK (on_edit_map_clicked), self);

  GtkGesture *click = gtk_gesture_click_new ();
  g_signal_connect (click, "released", G_CALLBACK (on_view_click), self);
  gtk_widget_add_controller (GTK_WIDGET (self->view), GTK_EVENT_CONTROLLER (click));

  show_mode (self);
}

/* The first time the page is shown: its widgets, and the map the player
 * used last. */
static void
adj_los_page_map (GtkWidget *widget)
{
  AdjLosPage *self = ADJ_LOS_PAGE (widget);

  ensure_content (self);
  GTK_WIDGET_CLASS (adj_los_page_parent_class)->map (widget);
  if (self->restored)
    return;
  self->restored = TRUE;
  if (self->settings == NULL)
    self->settings = g_settings_new (APP_ID);
  g_autofree char *last = g_settings_get_string (self->settings, "los-map");
  if (self->map == NULL && *last != '\0')
    adj_los_page_open_map (self, last, NULL);
}

static void
adj_los_page_dispose (GObject *object)
{
  AdjLosPage *self = ADJ_LOS_PAGE (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->map, adj_hexmap_unref);
  g_clear_pointer (&self->map_path, g_free);
  g_clear_pointer (&self->units, g_free);
  G_OBJECT_CLASS (adj_los_page_parent_class)->dispose (object);
}

static void
adj_los_page_class_init (AdjLosPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_los_page_dispose;
  widget_class->map = adj_los_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  /* For the builder that makes the page's widgets. */
  g_type_ensure (ADJ_TYPE_LOS_VIEW);
  g_type_ensure (ADJ_TYPE_LOS_QUESTIONS);
  g_type_ensure (ADJ_TYPE_LOS_VERDICT);
  g_type_ensure (ADJ_TYPE_LOS_STEPS);
}

static void
adj_los_page_init (AdjLosPage *self)
{
}
