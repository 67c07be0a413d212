/* adj-unit-editor.c: one ad hoc combat unit, typed in
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A compact block for a boxed list: the unit's type, then its numbers as
 * small fields that wrap on a narrow window. Each field checks what is
 * typed and says inline what it accepts; the page asks for the unit only
 * when every field holds a possible value. Which types and fields a row
 * has is the engine's (adj_unit_role_kinds, adj_unit_role_fields); the
 * ranges are its input ranges (docs/calculators.md, Units).
 *
 * A unit picked from the game fills the fields as the engine sees it
 * (adj_game_state_combat_unit: its face, its disordered rating, 12.4's
 * Disorder marker) and stays that unit when the player changes a value:
 * the answer uses the player's value, the row says which values are the
 * player's own, and results still go to the game's unit (a check then
 * rolls against the player's cohesion, which the journal names).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-columns.h"
#include "adj-glory-session.h"
#include "adj-combat-text.h"
#include "adj-unit-editor.h"
#include "adj-unit-picker.h"
#include "adj-window-actions.h"

struct _AdjUnitEditor
{
  GtkWidget      parent_instance;

  AdjUnitRole    role;
  GtkWidget     *box;
  GtkLabel      *title;
  GtkDropDown   *type;
  GtkWidget     *remove;
  GtkWidget     *fields;
  GtkWidget     *strength_item, *cohesion_item, *charging_item;
  GtkWidget     *moved_item, *cost_item, *gun_item;
  GtkEntry      *strength, *cohesion, *moved, *cost;
  GtkCheckButton *disordered, *charging;
  GtkDropDown   *gun;
  GtkLabel      *error;
  GtkLabel      *marker;      /* 12.4: a Disorder marker lowers its cohesion */
  GtkLabel      *own;         /* which values are the player's own */
  GtkWidget     *picker;
  int            game_unit;   /* the battle's index of the picked unit, -1 ad hoc */
  char          *game_name;
  AdjCombatUnit  game;        /* the picked unit as the game had it (name NULL) */
  guint          own_fields;  /* AdjUnitField bits the player changed on a picked unit */
  gboolean       quiet;
};

G_DEFINE_FINAL_TYPE (AdjUnitEditor, adj_unit_editor, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CHANGED,
  SIGNAL_REMOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static AdjCombatKind
selected_kind (AdjUnitEditor *self)
{
  guint n;
  const AdjCombatKind *kinds = adj_unit_role_kinds (self->role, &n);
  guint i = gtk_drop_down_get_selected (self->type);
  return kinds[MIN (i, n - 1)];
}

/* A whole number in [lo, hi]: FALSE with the field marked otherwise. */
static gboolean
read_number (GtkEntry *entry, int lo, int hi, int *out)
{
  return adj_number_entry_read (entry, lo, hi, FALSE, NULL, out);
}

static void
append_error (GString *errors, const char *message)
{
  if (errors->len > 0)
    g_string_append_c (errors, '\n');
  g_string_append (errors, message);
}

/* Checks every field the role reads and shows what is wrong; fills @unit. */
static gboolean
validate (AdjUnitEditor *self, AdjCombatUnit *unit)
{
  AdjCombatKind kind = selected_kind (self);
  guint fields = adj_unit_role_fields (self->role, kind);
  GString *errors = g_string_new (NULL);
  AdjCombatUnit u = { 0 };

  u.kind = kind;
  u.disordered = gtk_check_button_get_active (self->disordered);
  /* 12.4 comes with the game's cavalry: its counter has no disordered side. */
  if (self->game_unit >= 0 && kind == self->game.kind)
    {
      u.disorder_marker = self->game.disorder_marker;
      u.army = self->game.army;
      u.has_disordered_cohesion = self->game.has_disordered_cohesion;
      u.disordered_cohesion = self->game.disordered_cohesion;
    }
  u.charging = (fields & ADJ_UNIT_FIELD_CHARGING) && gtk_check_button_get_active (self->charging);
  u.gun = (AdjGunRange) MIN (gtk_drop_down_get_selected (self->gun), ADJ_GUN_LONG);
  if ((fields & ADJ_UNIT_FIELD_STRENGTH)
      && !read_number (self->strength, adj_unit_role_min_strength (kind), 99, &u.strength))
    {
      g_autofree char *msg = adj_combat_kind_is_artillery (kind)
                               ? g_strdup (_("Fire Strength: a whole number from 0 to 99."))
                               : g_strdup (_("Strength: a whole number of SP from 1 to 99."));
      append_error (errors, msg);
    }
  if ((fields & ADJ_UNIT_FIELD_COHESION) && !read_number (self->cohesion, 0, 12, &u.cohesion))
    append_error (errors, _("Cohesion: a rating from 0 to 12 (the disordered rating when disordered)."));
  if ((fields & ADJ_UNIT_FIELD_MOVEMENT) && !read_number (self->moved, 0, 99, &u.moved_hexes))
    append_error (errors, _("Hexes moved: a whole number from 0 to 99."));
  if ((fields & ADJ_UNIT_FIELD_MOVEMENT) && !read_number (self->cost, 0, 99, &u.max_hex_cost))
    append_error (errors, _("Most MP for one hex: a whole number from 0 to 99."));

  gtk_label_set_text (self->error, errors->str);
  gtk_widget_set_visible (GTK_WIDGET (self->error), errors->len > 0);
  gboolean ok = errors->len == 0;
  g_string_free (errors, TRUE);
  if (ok && unit != NULL)
    *unit = u;
  return ok;
}

/* The fields the engine reads of a unit of this type in this role. */
static void
update_fields (AdjUnitEditor *self)
{
  guint fields = adj_unit_role_fields (self->role, selected_kind (self));

  gtk_widget_set_visible (self->strength_item, (fields & ADJ_UNIT_FIELD_STRENGTH) != 0);
  gtk_widget_set_visible (self->cohesion_item, (fields & ADJ_UNIT_FIELD_COHESION) != 0);
  gtk_widget_set_visible (self->charging_item, (fields & ADJ_UNIT_FIELD_CHARGING) != 0);
  gtk_widget_set_visible (self->moved_item, (fields & ADJ_UNIT_FIELD_MOVEMENT) != 0);
  gtk_widget_set_visible (self->cost_item, (fields & ADJ_UNIT_FIELD_MOVEMENT) != 0);
  gtk_widget_set_visible (self->gun_item, (fields & ADJ_UNIT_FIELD_GUN) != 0);
}

static void
forget_game_unit (AdjUnitEditor *self)
{
  self->game_unit = -1;
  self->own_fields = 0;
  g_clear_pointer (&self->game_name, g_free);
  adj_unit_picker_set_picked (ADJ_UNIT_PICKER (self->picker), NULL);
  adj_unit_picker_set_picked_unit (ADJ_UNIT_PICKER (self->picker), -1);
}

/* What the player changed on a picked unit, said under it; 12.4 said
 * when the unit's Disorder is a marker. */
static void
show_own_values (AdjUnitEditor *self, const AdjCombatUnit *u)
{
  GString *own = g_string_new (NULL);
  const AdjCombatUnit *g = &self->game;

  self->own_fields = 0;
  if (self->game_unit >= 0 && u != NULL)
    {
      guint fields = adj_unit_role_fields (self->role, u->kind);
      if (u->kind != g->kind)
        {
          self->own_fields |= ADJ_UNIT_FIELD_STRENGTH | ADJ_UNIT_FIELD_COHESION;
          /* TRANSLATORS: the unit type the game has */
          g_string_append_printf (own, _("type (the game: %s)"), adj_text_combat_kind (g->kind));
        }
      if ((fields & ADJ_UNIT_FIELD_STRENGTH) && u->strength != g->strength)
        {
          self->own_fields |= ADJ_UNIT_FIELD_STRENGTH;
          g_string_append (own, own->len ? ", " : "");
          g_string_append_printf (own, _("strength %d (the game: %d)"), u->strength, g->strength);
        }
      if ((fields & ADJ_UNIT_FIELD_COHESION) && (u->cohesion != g->cohesion || u->disordered != g->disordered))
        {
          self->own_fields |= ADJ_UNIT_FIELD_COHESION;
          g_string_append (own, own->len ? ", " : "");
          if (u->disordered != g->disordered)
            g_string_append (own, u->disordered ? _("disordered (the game: in good order)")
                                                : _("in good order (the game: disordered)"));
          else
            g_string_append_printf (own, _("cohesion %d (the game: %d)"), u->cohesion, g->cohesion);
        }
      if ((fields & ADJ_UNIT_FIELD_GUN) && u->gun != g->gun)
        {
          self->own_fields |= ADJ_UNIT_FIELD_GUN;
          g_string_append (own, own->len ? ", " : "");
          g_string_append (own, _("range type"));
        }
    }
  if (own->len > 0)
    {
      /* TRANSLATORS: the values the player typed over a unit picked from the game */
      g_autofree char *text = g_strdup_printf (_("Your own values: %s. Results still go to this unit of the game."),
                                               own->str);
      gtk_label_set_text (self->own, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->own), own->len > 0);
  g_string_free (own, TRUE);

  gboolean marker = u != NULL && u->disorder_marker;
  if (marker)
    {
      int drop = adj_cavalry_disorder_drop (u->kind, u->army);
      g_autofree char *text = drop > 0
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "No disordered side: while disordered its cohesion counts %d lower (12.4).",
                                        "No disordered side: while disordered its cohesion counts %d lower (12.4).",
                                        drop), drop)
        : g_strdup (_("No disordered side: a Disorder marker shows its Disorder (12.4)."));
      gtk_label_set_text (self->marker, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->marker), marker);
}

static void
on_changed (AdjUnitEditor *self)
{
  AdjCombatUnit u;

  if (self->quiet)
    return;
  update_fields (self);
  /* A typed change keeps the game's unit: the value is the player's own. */
  show_own_values (self, validate (self, &u) ? &u : NULL);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

gboolean
adj_unit_editor_get_unit (AdjUnitEditor *self, AdjCombatUnit *unit)
{
  g_return_val_if_fail (ADJ_IS_UNIT_EDITOR (self), FALSE);
  return validate (self, unit);
}

static void
set_number (GtkEntry *entry, int value)
{
  g_autofree char *text = g_strdup_printf ("%d", value);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
}

void
adj_unit_editor_set_unit (AdjUnitEditor *self, const AdjCombatUnit *unit)
{
  guint n;
  const AdjCombatKind *kinds = adj_unit_role_kinds (self->role, &n);

  g_return_if_fail (ADJ_IS_UNIT_EDITOR (self));
  self->quiet = TRUE;
  for (guint i = 0; i < n; i++)
    if (kinds[i] == unit->kind)
      gtk_drop_down_set_selected (self->type, i);
  set_number (self->strength, unit->strength);
  set_number (self->cohesion, unit->cohesion);
  set_number (self->moved, unit->moved_hexes);
  set_number (self->cost, unit->max_hex_cost);
  gtk_check_button_set_active (self->disordered, unit->disordered);
  gtk_check_button_set_active (self->charging, unit->charging || self->role != ADJ_UNIT_ROLE_CHARGER);
  gtk_drop_down_set_selected (self->gun, unit->gun);
  self->quiet = FALSE;
  on_changed (self);
}

gboolean
adj_unit_editor_pick (AdjUnitEditor *self, const AdjGameState *state, guint unit)
{
  AdjCombatUnit u = { 0 }, typed = { 0 };

  g_return_val_if_fail (ADJ_IS_UNIT_EDITOR (self), FALSE);
  if (!adj_game_unit_fits_role (state, unit, self->role))
    return FALSE;
  /* 10.26's movement is not in the game state: what was typed stays. */
  validate (self, &typed);
  adj_game_state_combat_unit (state, unit, &u);
  u.moved_hexes = MAX (typed.moved_hexes, 0);
  u.max_hex_cost = MAX (typed.max_hex_cost, 0);
  u.charging = TRUE;
  self->game = u;
  self->game_unit = (int) unit;
  g_free (self->game_name);
  self->game_name = g_strdup (adj_battle_get_unit (adj_game_state_get_battle (state), unit)->name);
  adj_unit_picker_set_picked (ADJ_UNIT_PICKER (self->picker), self->game_name);
  adj_unit_picker_set_picked_unit (ADJ_UNIT_PICKER (self->picker), (int) unit);
  /* The pages' game ids (the result to apply, who fired) follow at once. */
  adj_unit_editor_set_unit (self, &u);
  return TRUE;
}

int
adj_unit_editor_get_player_cohesion (AdjUnitEditor *self)
{
  AdjCombatUnit u;

  g_return_val_if_fail (ADJ_IS_UNIT_EDITOR (self), -1);
  if (self->game_unit < 0 || !(self->own_fields & ADJ_UNIT_FIELD_COHESION) || !validate (self, &u))
    return -1;
  return adj_combat_unit_cohesion (&u, NULL);
}

void
adj_unit_editor_tie (AdjUnitEditor *self, int *id, int *rating)
{
  g_return_if_fail (ADJ_IS_UNIT_EDITOR (self));
  *id = self->game_unit;
  *rating = adj_unit_editor_get_player_cohesion (self);
}

static void
on_picked (AdjUnitEditor *self, guint unit)
{
  AdjGameSession *session = adj_window_get_session (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))));
  const AdjGameState *state = session != NULL ? adj_glory_session_get_state (session) : NULL;

  if (state != NULL)
    adj_unit_editor_pick (self, state, unit);
}

/* The game is another battle or gone: the row keeps its numbers, ad hoc. */
static void
on_game_changed (AdjUnitEditor *self)
{
  if (self->game_unit < 0)
    return;
  forget_game_unit (self);
  on_changed (self);
}

int
adj_unit_editor_get_game_unit (AdjUnitEditor *self)
{
  g_return_val_if_fail (ADJ_IS_UNIT_EDITOR (self), -1);
  return self->game_unit;
}

const char *
adj_unit_editor_get_game_name (AdjUnitEditor *self)
{
  g_return_val_if_fail (ADJ_IS_UNIT_EDITOR (self), NULL);
  return self->game_name;
}

void
adj_unit_editor_set_removable (AdjUnitEditor *self, gboolean removable)
{
  g_return_if_fail (ADJ_IS_UNIT_EDITOR (self));
  gtk_widget_set_visible (self->remove, removable);
}

void
adj_unit_editor_set_title (AdjUnitEditor *self, const char *title)
{
  g_return_if_fail (ADJ_IS_UNIT_EDITOR (self));
  gtk_label_set_text (self->title, title != NULL ? title : "");
  gtk_widget_set_visible (GTK_WIDGET (self->title), title != NULL);
  if (title != NULL)
    {
      g_autofree char *a11y = g_strdup_printf (_("%s: unit type"), title);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->type), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }
}

/* A caption and its field, kept together when the fields wrap. */
static GtkWidget *
add_item (AdjUnitEditor *self, const char *caption, GtkWidget *field)
{
  GtkWidget *item = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  if (caption != NULL)
    {
      GtkWidget *label = gtk_label_new_with_mnemonic (caption);
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), field);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (item), label);
    }
  gtk_widget_set_valign (item, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (item), field);
  adj_wrap_box_append (ADJ_WRAP_BOX (self->fields), item);
  return item;
}

static GtkEntry *
number_entry (AdjUnitEditor *self, const char *name, const char *tooltip)
{
  GtkEntry *entry = adj_number_entry_new (name);
  gtk_widget_set_tooltip_text (GTK_WIDGET (entry), tooltip);
  g_signal_connect_swapped (entry, "changed", G_CALLBACK (on_changed), self);
  return entry;
}

static void
on_remove (AdjUnitEditor *self)
{
  g_signal_emit (self, signals[SIGNAL_REMOVE], 0);
}

static void
adj_unit_editor_dispose (GObject *object)
{
  AdjUnitEditor *self = ADJ_UNIT_EDITOR (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->game_name, g_free);
  G_OBJECT_CLASS (adj_unit_editor_parent_class)->dispose (object);
}

static void
adj_unit_editor_class_init (AdjUnitEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_unit_editor_dispose;
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_REMOVE] = g_signal_new ("remove", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "uniteditor");
}

static void
adj_unit_editor_init (AdjUnitEditor *self)
{
  self->game_unit = -1;
}

GtkWidget *
adj_unit_editor_new (AdjUnitRole role)
{
  AdjUnitEditor *self = g_object_new (ADJ_TYPE_UNIT_EDITOR, NULL);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkStringList *types = gtk_string_list_new (NULL);
  guint n;
  const AdjCombatKind *kinds = adj_unit_role_kinds (role, &n);
  const char *guns[] = { _("S (short)"), _("M (medium)"), _("L (long)"), NULL };

  self->role = role;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->title = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->title, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->title), "caption-heading");
  gtk_widget_set_visible (GTK_WIDGET (self->title), FALSE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->title));

  for (guint i = 0; i < n; i++)
    gtk_string_list_append (types, adj_text_combat_kind (kinds[i]));
  self->type = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (types), NULL));
  gtk_widget_set_name (GTK_WIDGET (self->type), "unit-type");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->type), _("Unit type"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->type), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Unit type"), -1);
  gtk_widget_set_hexpand (GTK_WIDGET (self->type), TRUE);
  gtk_widget_set_halign (GTK_WIDGET (self->type), GTK_ALIGN_START);
  g_signal_connect_swapped (self->type, "notify::selected", G_CALLBACK (on_changed), self);
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (self->type));

  /* Or a unit of the current game (issue 4): fills the fields from it. */
  self->picker = adj_unit_picker_new (role);
  g_signal_connect_swapped (self->picker, "picked", G_CALLBACK (on_picked), self);
  g_signal_connect_swapped (self->picker, "game-changed", G_CALLBACK (on_game_changed), self);
  gtk_box_append (GTK_BOX (line), self->picker);

  self->remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_name (self->remove, "unit-remove");
  gtk_widget_set_tooltip_text (self->remove, _("Remove this unit"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove this unit"), -1);
  gtk_widget_add_css_class (self->remove, "flat");
  gtk_widget_set_valign (self->remove, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->remove, "clicked", G_CALLBACK (on_remove), self);
  gtk_box_append (GTK_BOX (line), self->remove);
  gtk_box_append (GTK_BOX (self->box), line);

  /* Caption and field pairs wrap on a narrow window. */
  self->fields = adj_wrap_box_new (18, 6);
  gtk_widget_add_css_class (self->fields, "unit-fields");
  gtk_box_append (GTK_BOX (self->box), self->fields);

  self->strength = number_entry (self, "unit-strength",
                                 role == ADJ_UNIT_ROLE_GUN ? _("Fire Strength: the battery's SP (9.23)")
                                 : role == ADJ_UNIT_ROLE_FIRER ? _("Strength points that fire; a battery's are its Fire Strength")
                                                               : _("Charge strength in SP (10.23)"));
  self->strength_item = add_item (self, role == ADJ_UNIT_ROLE_GUN ? _("_Fire strength")
                                        : role == ADJ_UNIT_ROLE_FIRER ? _("_SP") : _("_Strength"),
                                  GTK_WIDGET (self->strength));
  self->cohesion = number_entry (self, "unit-cohesion",
                                 _("The cohesion rating in force: the disordered one when disordered"));
  self->cohesion_item = add_item (self, _("_Cohesion"), GTK_WIDGET (self->cohesion));

  self->disordered = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("_Disordered")));
  gtk_widget_set_name (GTK_WIDGET (self->disordered), "unit-disordered");
  g_signal_connect_swapped (self->disordered, "toggled", G_CALLBACK (on_changed), self);
  add_item (self, NULL, GTK_WIDGET (self->disordered));

  self->charging = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("C_harges")));
  gtk_widget_set_name (GTK_WIDGET (self->charging), "unit-charging");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->charging),
                               _("Takes part in the charge; a bottom unit charges only with the one above it (10.24)"));
  gtk_check_button_set_active (self->charging, TRUE);
  g_signal_connect_swapped (self->charging, "toggled", G_CALLBACK (on_changed), self);
  self->charging_item = add_item (self, NULL, GTK_WIDGET (self->charging));

  self->moved = number_entry (self, "unit-moved", _("Hexes the cavalry moved this phase (10.26)"));
  self->moved_item = add_item (self, _("Hexes _moved"), GTK_WIDGET (self->moved));
  self->cost = number_entry (self, "unit-cost", _("The most MP it paid to enter one hex this phase (10.26)"));
  self->cost_item = add_item (self, _("Most MP for a he_x"), GTK_WIDGET (self->cost));

  self->gun = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (guns));
  gtk_widget_set_name (GTK_WIDGET (self->gun), "unit-gun");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->gun), _("Range type (9.11)"));
  gtk_drop_down_set_selected (self->gun, ADJ_GUN_MEDIUM);
  g_signal_connect_swapped (self->gun, "notify::selected", G_CALLBACK (on_changed), self);
  self->gun_item = add_item (self, _("_Range"), GTK_WIDGET (self->gun));

  self->error = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->error), "unit-error");
  gtk_label_set_wrap (self->error, TRUE);
  gtk_label_set_xalign (self->error, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->error), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->error), FALSE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->error));

  self->own = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->own), "unit-own-values");
  gtk_label_set_wrap (self->own, TRUE);
  gtk_label_set_xalign (self->own, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->own), "player-value");
  gtk_widget_add_css_class (GTK_WIDGET (self->own), "caption");
  gtk_widget_set_visible (GTK_WIDGET (self->own), FALSE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->own));

  self->marker = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->marker), "unit-marker");
  gtk_label_set_wrap (self->marker, TRUE);
  gtk_label_set_xalign (self->marker, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->marker), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->marker), "caption");
  gtk_widget_set_visible (GTK_WIDGET (self->marker), FALSE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->marker));

  /* Plausible numbers to start from: the answer shows at once. */
  self->quiet = TRUE;
  set_number (self->strength, role == ADJ_UNIT_ROLE_GUN ? 2 : 4);
  set_number (self->cohesion, 6);
  set_number (self->moved, 0);
  set_number (self->cost, 0);
  self->quiet = FALSE;
  update_fields (self);
  return GTK_WIDGET (self);
}
