/* adj-unit-picker.c: a unit of the current game for a calculator row
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A menu button whose popover lists the units of the window's game that
 * may fill the row (the engine says which), with what the calculators
 * read from them; for a charging row the units that may charge come
 * first and any other is greyed with the engine's reason (10.11). Without a game it is
 * insensitive and says why. The list follows the session's "changed", so
 * a unit disordered or withdrawn by the journal shows as it is now: it is
 * made again when the popover opens after a change, not at every action
 * (a page holds several pickers, a battle hundreds of units).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-combat-text.h"
#include "adj-glory-session.h"
#include "adj-unit-picker.h"
#include "adj-window-actions.h"

struct _AdjUnitPicker
{
  GtkWidget       parent_instance;

  AdjUnitRole     role;
  GtkMenuButton  *button;
  GtkLabel       *label;
  GtkListBox     *list;
  AdjGameSession *session;
  gboolean        watching;
  char           *battle_hash;   /* of the game the list shows, or NULL */
  gboolean        stale;         /* the list is made again when next shown */
  int             picked_unit;   /* the game's unit the row holds, or -1 */
};

G_DEFINE_FINAL_TYPE (AdjUnitPicker, adj_unit_picker, GTK_TYPE_WIDGET)

enum { SIGNAL_PICKED, SIGNAL_GAME_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Whether another charging row of the same charge holds @unit. */
static gboolean
taken_elsewhere (AdjUnitPicker *self, guint unit)
{
  GtkWidget *scope = GTK_WIDGET (self);
  while (scope != NULL && g_object_get_data (G_OBJECT (scope), "adj-picker-scope") == NULL)
    scope = gtk_widget_get_parent (scope);
  if (scope == NULL)
    return FALSE;
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();
  g_ptr_array_add (stack, scope);
  while (stack->len > 0)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);
      if (ADJ_IS_UNIT_PICKER (w) && w != GTK_WIDGET (self) && ADJ_UNIT_PICKER (w)->role == self->role
          && ADJ_UNIT_PICKER (w)->picked_unit == (int) unit)
        return TRUE;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
  return FALSE;
}

static GtkWidget *
unit_row (AdjUnitPicker *self, const AdjGameState *state, guint unit, AdjUnitRole role)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  const AdjBattleUnit *u = adj_battle_get_unit (battle, unit);
  const char *side = adj_battle_get_side (battle, adj_battle_unit_side (battle, unit))->name;
  AdjCombatUnit c = { 0 };
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *name = g_strdup_printf ("pick:%s", u->id);
  g_autofree char *title = g_strdup_printf ("%s \u00b7 %s", side, u->name);
  g_autofree char *subtitle = NULL;

  adj_game_state_combat_unit (state, unit, &c);
  int cohesion = adj_combat_unit_cohesion (&c, NULL);
  /* 12.4: a Disorder marker lowers the printed rating; both are shown. */
  g_autofree char *rating = cohesion != c.cohesion
                              /* TRANSLATORS: the cohesion in force, then the printed one */
                              ? g_strdup_printf (_("cohesion %d (%d printed, 12.4)"), cohesion, c.cohesion)
                              : g_strdup_printf (_("cohesion %d"), cohesion);
  if (adj_combat_kind_is_artillery (c.kind))
    subtitle = g_strdup_printf (_("%s · Fire Strength %d · %s"), adj_text_combat_kind (c.kind), c.strength, rating);
  else
    subtitle = g_strdup_printf (_("%s · %d SP · %s"), adj_text_combat_kind (c.kind), c.strength, rating);
  if (c.disordered)
    {
      g_autofree char *plain = g_steal_pointer (&subtitle);
      subtitle = g_strdup_printf (_("%s · disordered"), plain);
    }
  /* 10.11, 10.33: a unit that may not charge stays in the list, greyed,
   * with the engine's reason; the engine's order puts it last. */
  g_autoptr (GError) refused = NULL;
  if (role == ADJ_UNIT_ROLE_CHARGER && !adj_game_charger_check (state, unit, &refused))
    {
      g_autofree char *plain = g_steal_pointer (&subtitle);
      /* TRANSLATORS: the unit's numbers, then why it may not charge */
      subtitle = g_strdup_printf (_("%s · %s"), plain, refused->message);
      gtk_widget_set_sensitive (row, FALSE);
    }
  else if (role == ADJ_UNIT_ROLE_CHARGER && taken_elsewhere (self, unit))
    {
      g_autofree char *plain = g_steal_pointer (&subtitle);
      /* TRANSLATORS: the unit's numbers; a unit charges from one hex */
      subtitle = g_strdup_printf (_("%s · already placed in this charge"), plain);
      gtk_widget_set_sensitive (row, FALSE);
    }
  gtk_widget_set_name (row, name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "unit", GUINT_TO_POINTER (unit));
  return row;
}

static void
fill_list (AdjUnitPicker *self)
{
  const AdjGameState *state = self->session != NULL ? adj_glory_session_get_state (self->session) : NULL;
  GtkWidget *child;
  guint n = 0;

  self->stale = FALSE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  if (state == NULL)
    return;
  /* What the role allows, in the engine's order: the enemy first to
   * defend or to be fired at, no battery to charge (10.28). */
  g_autoptr (GArray) units = adj_game_role_units (state, self->role);
  for (guint i = 0; i < units->len; i++)
    {
      gtk_list_box_append (self->list, unit_row (self, state, g_array_index (units, guint, i), self->role));
      n++;
    }
  if (n == 0)
    {
      GtkWidget *none = gtk_label_new (_("No unit of the game is on the map."));
      gtk_widget_add_css_class (none, "dim-label");
      gtk_list_box_append (self->list, none);
    }
}

static void
refresh (AdjUnitPicker *self)
{
  const AdjGameState *state = self->session != NULL ? adj_glory_session_get_state (self->session) : NULL;
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (self->button));
  const char *tip;

  self->stale = TRUE;
  if (gtk_widget_get_visible (popover))
    fill_list (self);
  /* Another battle (or none): a unit picked before is not in it. */
  const char *hash = state != NULL ? adj_battle_get_hash (adj_game_state_get_battle (state)) : NULL;
  if (g_strcmp0 (hash, self->battle_hash) != 0)
    {
      g_free (self->battle_hash);
      self->battle_hash = g_strdup (hash);
      g_signal_emit (self, signals[SIGNAL_GAME_CHANGED], 0);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->button), state != NULL);
  tip = state == NULL ? _("Start or open a game to pick its units (Game menu)")
                      : _("Take a unit of the current game");
  /* Setting a tooltip asks the display where the pointer is: only when it
   * changes, not at every action. */
  if (g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (self->button)), tip) != 0)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->button), tip);
}

GtkWidget *
adj_unit_picker_get_list (AdjUnitPicker *self)
{
  g_return_val_if_fail (ADJ_IS_UNIT_PICKER (self), NULL);
  /* A charging row's list also follows the other rows' picks. */
  if (self->stale || self->role == ADJ_UNIT_ROLE_CHARGER)
    fill_list (self);
  return GTK_WIDGET (self->list);
}

static void
on_popover_show (AdjUnitPicker *self)
{
  adj_unit_picker_get_list (self);
}

static void
on_row_activated (AdjUnitPicker *self, GtkListBoxRow *row)
{
  gpointer unit = g_object_get_data (G_OBJECT (row), "unit");

  if (!ADW_IS_ACTION_ROW (row))
    return;
  gtk_menu_button_popdown (self->button);
  g_signal_emit (self, signals[SIGNAL_PICKED], 0, GPOINTER_TO_UINT (unit));
}

void
adj_unit_picker_set_picked (AdjUnitPicker *self, const char *name)
{
  g_return_if_fail (ADJ_IS_UNIT_PICKER (self));
  /* A long name ellipsizes: the row must not widen a narrow window. */
  gtk_label_set_text (self->label, name != NULL ? name : _("From game"));
  g_autofree char *a11y = name != NULL ? g_strdup_printf (_("Unit of the game: %s"), name)
                                       : g_strdup (_("Take a unit of the game"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  if (name != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->button), "picked-unit");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->button), "picked-unit");
}

void
adj_unit_picker_set_picked_unit (AdjUnitPicker *self, int unit)
{
  g_return_if_fail (ADJ_IS_UNIT_PICKER (self));
  self->picked_unit = unit;
}

static void
adj_unit_picker_root (GtkWidget *widget)
{
  AdjUnitPicker *self = ADJ_UNIT_PICKER (widget);

  GTK_WIDGET_CLASS (adj_unit_picker_parent_class)->root (widget);
  /* The session is the window's: found once the row is in a window. */
  if (!self->watching)
    {
      self->session = adj_window_watch_session (widget, G_CALLBACK (refresh));
      self->watching = self->session != NULL;
    }
  refresh (self);
}

static void
adj_unit_picker_dispose (GObject *object)
{
  AdjUnitPicker *self = ADJ_UNIT_PICKER (object);

  g_clear_pointer ((GtkWidget **) &self->button, gtk_widget_unparent);
  g_clear_object (&self->session);
  g_clear_pointer (&self->battle_hash, g_free);
  G_OBJECT_CLASS (adj_unit_picker_parent_class)->dispose (object);
}

static void
adj_unit_picker_class_init (AdjUnitPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_unit_picker_dispose;
  widget_class->root = adj_unit_picker_root;
  signals[SIGNAL_PICKED] = g_signal_new ("picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SIGNAL_GAME_CHANGED] = g_signal_new ("game-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                               0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
adj_unit_picker_init (AdjUnitPicker *self)
{
  self->picked_unit = -1;
}

GtkWidget *
adj_unit_picker_new (AdjUnitRole role)
{
  AdjUnitPicker *self = g_object_new (ADJ_TYPE_UNIT_PICKER, NULL);
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *scroll = gtk_scrolled_window_new ();

  self->role = role;
  self->button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_widget_set_name (GTK_WIDGET (self->button), "unit-pick");
  gtk_widget_set_valign (GTK_WIDGET (self->button), GTK_ALIGN_CENTER);
  gtk_widget_set_parent (GTK_WIDGET (self->button), GTK_WIDGET (self));
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->label), "unit-pick-label");
  gtk_label_set_ellipsize (self->label, PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (self->label, 22);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->label));
  gtk_box_append (GTK_BOX (content), gtk_image_new_from_icon_name ("pan-down-symbolic"));
  gtk_menu_button_set_child (self->button, content);

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_set_name (GTK_WIDGET (self->list), "unit-pick-list");
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  g_signal_connect_swapped (self->list, "row-activated", G_CALLBACK (on_row_activated), self);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroll), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroll), 420);
  gtk_widget_set_size_request (scroll, 320, -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (self->list));
  gtk_popover_set_child (GTK_POPOVER (popover), scroll);
  gtk_menu_button_set_popover (self->button, popover);
  g_signal_connect_swapped (popover, "show", G_CALLBACK (on_popover_show), self);
  adj_unit_picker_set_picked (self, NULL);
  refresh (self);
  return GTK_WIDGET (self);
}
