/* adj-retreat-row.c: the retreat a unit made on the table
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A compact row per retreating unit: how many hexes when two are allowed
 * (11.22), the path (a ford or bridge crossed, 11.24; none at all, 11.27;
 * only off the map, 11.27), the enemy frontal hexes entered (11.25), and
 * the friendly unit displaced, if any (11.26). It only collects the
 * choices: the engine says which units it may displace, checks them and
 * says what they lead to.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-game-session.h"
#include "adj-retreat-row.h"
#include "adj-spin-check.h"

struct _AdjRetreatRow
{
  GtkWidget       parent_instance;

  GtkWidget      *box;
  GtkWidget      *choices;     /* everything the player sets */
  GtkToggleButton *two;        /* NULL when only one hex is allowed */
  GtkDropDown    *path;
  GtkSpinButton  *frontal;
  GtkDropDown    *displace;
  GArray         *friends;     /* int: the game unit of each displace item, -1 first */
  GtkLabel       *note;
  GtkWidget      *error;
  guint           unit;
  gboolean        filling;
};

G_DEFINE_FINAL_TYPE (AdjRetreatRow, adj_retreat_row, GTK_TYPE_WIDGET)

enum { SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The path dropdown's items, in this order. */
enum {
  PATH_CLEAR,
  PATH_FORD,
  PATH_BRIDGE,
  PATH_STREAM_FORD,
  PATH_STREAM_BRIDGE,
  PATH_BLOCKED,
  PATH_OFF_MAP,
};

static void
emit_changed (AdjRetreatRow *self)
{
  if (self->filling)
    return;
  /* No path, or off the map: nothing is crossed, entered or displaced. */
  AdjRetreatPath path;
  adj_retreat_row_get_path (self, &path);
  gboolean moves = adj_retreat_path_moves (&path);
  if (self->two != NULL)
    gtk_widget_set_sensitive (gtk_widget_get_parent (GTK_WIDGET (self->two)), moves);
  gtk_widget_set_sensitive (gtk_widget_get_parent (GTK_WIDGET (self->frontal)), moves);
  gtk_widget_set_sensitive (gtk_widget_get_parent (GTK_WIDGET (self->displace)), moves);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

guint
adj_retreat_row_get_unit (AdjRetreatRow *self)
{
  g_return_val_if_fail (ADJ_IS_RETREAT_ROW (self), 0);
  return self->unit;
}

void
adj_retreat_row_get_path (AdjRetreatRow *self, AdjRetreatPath *path)
{
  static const AdjCrossing crossings[] = {
    [PATH_CLEAR] = ADJ_CROSS_NONE, [PATH_FORD] = ADJ_CROSS_FORD, [PATH_BRIDGE] = ADJ_CROSS_BRIDGE,
    [PATH_STREAM_FORD] = ADJ_CROSS_STREAM_FORD, [PATH_STREAM_BRIDGE] = ADJ_CROSS_STREAM_BRIDGE,
  };
  guint chosen = gtk_drop_down_get_selected (self->path);

  g_return_if_fail (ADJ_IS_RETREAT_ROW (self));
  *path = (AdjRetreatPath) { 0 };
  path->blocked = chosen == PATH_BLOCKED;
  path->off_map = chosen == PATH_OFF_MAP;
  path->crossing = chosen < G_N_ELEMENTS (crossings) ? crossings[chosen] : ADJ_CROSS_NONE;
  path->hexes = self->two != NULL && gtk_toggle_button_get_active (self->two) ? 2 : 1;
  /* The text as typed, not the spin's clamped value: the engine says
   * what is wrong with it (11.25). */
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->frontal));
  gint64 n = 0;
  if (!g_ascii_string_to_signed (text, 10, -99, 99, &n, NULL))
    n = gtk_spin_button_get_value_as_int (self->frontal);
  path->enemy_frontal_hexes = (int) n;
}

static int
picked_friend (AdjRetreatRow *self)
{
  guint i = gtk_drop_down_get_selected (self->displace);
  return i < self->friends->len ? g_array_index (self->friends, int, i) : -1;
}

int
adj_retreat_row_get_displaced (AdjRetreatRow *self)
{
  AdjRetreatPath path;

  g_return_val_if_fail (ADJ_IS_RETREAT_ROW (self), -1);
  /* No path, or off the map: the unit enters no friendly hex (11.27). */
  adj_retreat_row_get_path (self, &path);
  return adj_retreat_path_moves (&path) ? picked_friend (self) : -1;
}

void
adj_retreat_row_get_made (AdjRetreatRow *self, AdjRetreatMade *made)
{
  g_return_if_fail (ADJ_IS_RETREAT_ROW (self));
  made->unit = self->unit;
  adj_retreat_row_get_path (self, &made->path);
  made->displaced = picked_friend (self);
}

void
adj_retreat_row_set_friends (AdjRetreatRow *self, const AdjGameState *state, const GArray *exclude)
{
  g_return_if_fail (ADJ_IS_RETREAT_ROW (self));
  int picked = picked_friend (self);
  AdjBattle *battle = adj_game_state_get_battle (state);
  g_autoptr (GArray) units = adj_retreat_displace_candidates (state, self->unit, exclude);
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  guint select = 0;

  g_array_set_size (self->friends, 0);
  g_array_append_val (self->friends, (int) { -1 });
  gtk_string_list_append (names, _("None"));
  for (guint i = 0; i < units->len; i++)
    {
      int u = (int) g_array_index (units, guint, i);
      if (u == picked)
        select = self->friends->len;
      g_array_append_val (self->friends, u);
      gtk_string_list_append (names, adj_battle_get_unit (battle, (guint) u)->name);
    }
  self->filling = TRUE;
  gtk_drop_down_set_model (self->displace, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->displace, select);
  self->filling = FALSE;
}

void
adj_retreat_row_set_problem (AdjRetreatRow *self, const char *message)
{
  g_return_if_fail (ADJ_IS_RETREAT_ROW (self));
  adj_game_error_label_set (self->error, message);
}

void
adj_retreat_row_set_moot (AdjRetreatRow *self, const char *note)
{
  g_return_if_fail (ADJ_IS_RETREAT_ROW (self));
  gtk_label_set_text (self->note, note != NULL ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note), note != NULL);
  gtk_widget_set_sensitive (self->choices, note == NULL);
}

static void
adj_retreat_row_dispose (GObject *object)
{
  AdjRetreatRow *self = ADJ_RETREAT_ROW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->friends, g_array_unref);
  G_OBJECT_CLASS (adj_retreat_row_parent_class)->dispose (object);
}

static void
adj_retreat_row_class_init (AdjRetreatRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_retreat_row_dispose;
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
adj_retreat_row_init (AdjRetreatRow *self)
{
  self->friends = g_array_new (FALSE, FALSE, sizeof (int));
}

/* Dropdown items: a long unit name ellipsizes on the button, not in the list. */
static void
setup_item (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer ellipsize)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (ellipsize)
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
    }
  gtk_list_item_set_child (item, label);
}

static void
bind_item (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkStringObject *s = gtk_list_item_get_item (item);
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (s));
}

static GtkListItemFactory *
item_factory (gboolean ellipsize)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_item), GINT_TO_POINTER (ellipsize));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_item), NULL);
  return factory;
}

/* @model: transfer full, as gtk_drop_down_new() takes it. */
static GtkDropDown *
drop_down (GListModel *model, const char *name, const char *accessible)
{
  GtkWidget *dd = gtk_drop_down_new (model, NULL);
  g_autoptr (GtkListItemFactory) button = item_factory (TRUE);
  g_autoptr (GtkListItemFactory) list = item_factory (FALSE);

  gtk_drop_down_set_factory (GTK_DROP_DOWN (dd), button);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (dd), list);
  gtk_widget_set_name (dd, name);
  gtk_widget_set_valign (dd, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dd), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  return GTK_DROP_DOWN (dd);
}

/* A mnemonic label before @widget, the pair kept together. */
static GtkWidget *
labelled (const char *mnemonic, GtkWidget *widget)
{
  GtkWidget *pair = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);

  gtk_label_set_mnemonic_widget (GTK_LABEL (label), widget);
  gtk_box_append (GTK_BOX (pair), label);
  gtk_box_append (GTK_BOX (pair), widget);
  return pair;
}

/* Tab goes to the controls, not to the flow box's children. */
static void
add_choice (AdjRetreatRow *self, GtkWidget *choice)
{
  gtk_widget_set_halign (choice, GTK_ALIGN_START);
  gtk_flow_box_append (GTK_FLOW_BOX (self->choices), choice);
  gtk_widget_set_focusable (gtk_widget_get_parent (choice), FALSE);
}

GtkWidget *
adj_retreat_row_new (const char *title, guint unit, gboolean two_allowed, guint n)
{
  AdjRetreatRow *self = g_object_new (ADJ_TYPE_RETREAT_ROW, NULL);
  g_autofree char *name = g_strdup_printf ("retreat-row-%u", n);
  const char *paths[] = {
    [PATH_CLEAR] = _("Clear"),
    [PATH_FORD] = _("Ford (11.24)"),
    [PATH_BRIDGE] = _("Bridge (11.24)"),
    [PATH_STREAM_FORD] = _("Stream ford (10.42)"),
    [PATH_STREAM_BRIDGE] = _("Stream bridge (11.24)"),
    [PATH_BLOCKED] = _("None: eliminated (11.27)"),
    [PATH_OFF_MAP] = _("Off the map: withdrawn (11.27)"),
    NULL,
  };
  g_autofree char *path_label = g_strdup_printf (_("Retreat path of %s"), title);
  g_autofree char *displace_label = g_strdup_printf (_("Friendly unit %s displaces (11.26)"), title);

  self->unit = unit;
  gtk_widget_set_name (GTK_WIDGET (self), name);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (self->box, "retreat-row");
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  GtkWidget *heading = gtk_label_new (title);
  gtk_widget_set_name (heading, "retreat-title");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "caption-heading");
  gtk_box_append (GTK_BOX (self->box), heading);

  /* The choices wrap to as many lines as the width needs. */
  self->choices = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->choices), GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->choices), 18);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->choices), 6);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->choices), 4);
  gtk_box_append (GTK_BOX (self->box), self->choices);
  if (two_allowed)
    {
      /* 11.22: the retreating player's pick, one hex unless he says two. */
      GtkWidget *hexes = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      GtkWidget *one = gtk_toggle_button_new_with_label (_("1 hex"));
      GtkWidget *two = gtk_toggle_button_new_with_label (_("2 hexes"));
      gtk_widget_add_css_class (hexes, "linked");
      gtk_widget_set_valign (hexes, GTK_ALIGN_CENTER);
      gtk_widget_set_name (one, "retreat-hexes-1");
      gtk_widget_set_name (two, "retreat-hexes-2");
      gtk_widget_set_tooltip_text (hexes, _("Mounted cavalry and horse artillery retreat one or two hexes (11.22)"));
      gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (two), GTK_TOGGLE_BUTTON (one));
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (one), TRUE);
      gtk_box_append (GTK_BOX (hexes), one);
      gtk_box_append (GTK_BOX (hexes), two);
      add_choice (self, hexes);
      self->two = GTK_TOGGLE_BUTTON (two);
      g_signal_connect_swapped (two, "toggled", G_CALLBACK (emit_changed), self);
    }
  GtkStringList *path_model = gtk_string_list_new (paths);
  self->path = drop_down (G_LIST_MODEL (path_model), "retreat-path", path_label);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->path),
                               _("Fords and bridges disorder (11.24); with no path the unit is eliminated, "
                                 "off the map it is withdrawn (11.27)"));
  add_choice (self, labelled (_("_Path"), GTK_WIDGET (self->path)));
  g_signal_connect_swapped (self->path, "notify::selected", G_CALLBACK (emit_changed), self);

  self->frontal = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 9, 1));
  adj_spin_check_attach (self->frontal);
  gtk_widget_set_name (GTK_WIDGET (self->frontal), "retreat-frontal");
  gtk_widget_set_valign (GTK_WIDGET (self->frontal), GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (self->frontal, TRUE);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->frontal), 2);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->frontal),
                               _("Each enemy frontal hex entered is one more Disorder (11.25)"));
  add_choice (self, labelled (_("Enemy _frontal hexes"), GTK_WIDGET (self->frontal)));
  g_signal_connect_swapped (self->frontal, "changed", G_CALLBACK (emit_changed), self);

  GtkStringList *none = gtk_string_list_new ((const char *[]) { _("None"), NULL });
  g_array_append_val (self->friends, (int) { -1 });
  self->displace = drop_down (G_LIST_MODEL (none), "retreat-displace", displace_label);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->displace),
                               _("A friendly unit moved one hex out of the way checks cohesion (11.26)"));
  add_choice (self, labelled (_("_Displaces"), GTK_WIDGET (self->displace)));
  g_signal_connect_swapped (self->displace, "notify::selected", G_CALLBACK (emit_changed), self);

  self->note = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->note), "retreat-note");
  gtk_label_set_xalign (self->note, 0);
  gtk_label_set_wrap (self->note, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->note), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->note), FALSE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->note));
  self->error = adj_game_error_label_new ("retreat-error");
  gtk_box_append (GTK_BOX (self->box), self->error);
  return GTK_WIDGET (self);
}
