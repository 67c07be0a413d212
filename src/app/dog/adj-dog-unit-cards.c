/* adj-dog-unit-cards.c: the status of a unit or a general, shown and changed
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One expander row per unit with every part of its status the engine
 * keeps (18.2.8 order, 18.4.14 routing, 18.2.9 halted, stands lost and
 * under half strength, 19.1 and 18.4.14 removal, 18.3.2 first fire), and
 * one per post on the staff (15.3, 15.5). The cards only show the state
 * and hold the fields; the units page turns each change into a move.
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include <dog/move.h>

#include "adj-dog-common.h"
#include "adj-dog-unit-cards.h"

static char *
field_name (const char *kind, const char *id, const char *field)
{
  return field != NULL ? g_strdup_printf ("dog-%s:%s:%s", kind, id, field) : g_strdup_printf ("dog-%s:%s", kind, id);
}

static GtkWidget *
combo (GtkWidget *expander, const char *name, const char *title, GListModel *model)
{
  GtkWidget *row = adw_combo_row_new ();
  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adj_dog_set_label (row, title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), model);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  return row;
}

/* The order list greys the orders the engine would refuse now (issue 25:
 * a routing unit was left in good order); the mask of refused positions
 * is the row's "adj-dog-refused". */
static void
order_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
order_bind (GtkSignalListItemFactory *factory, GtkListItem *item, GtkWidget *row)
{
  guint refused = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "adj-dog-refused"));
  gboolean ok = !(refused & (1u << gtk_list_item_get_position (item)));
  GtkWidget *label = gtk_list_item_get_child (item);
  gtk_label_set_text (GTK_LABEL (label), gtk_string_object_get_string (gtk_list_item_get_item (item)));
  gtk_widget_set_sensitive (label, ok);
  gtk_list_item_set_selectable (item, ok);
  gtk_list_item_set_activatable (item, ok);
}

/* A row with a field and the button that records it, drawn as an
 * AdwActionRow is (the same nodes and style classes: a header box, a
 * title box with its title, the suffixes) but made of five widgets
 * rather than a template of twelve: a page makes three such rows per
 * unit before its first frame. */
static GtkWidget *
light_row (GtkWidget *expander, const char *title, GtkWidget *field, GtkWidget *button)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *title_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *suffixes = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_add_css_class (header, "header");
  gtk_widget_add_css_class (title_box, "title");
  gtk_widget_add_css_class (label, "title");
  gtk_widget_add_css_class (suffixes, "suffixes");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (label), 3);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_NONE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_vexpand (label, TRUE);
  gtk_widget_set_hexpand (title_box, TRUE);
  gtk_widget_set_vexpand (title_box, FALSE);
  gtk_box_append (GTK_BOX (title_box), label);
  gtk_box_append (GTK_BOX (header), title_box);
  gtk_box_append (GTK_BOX (header), suffixes);
  if (field != NULL)
    {
      gtk_widget_set_valign (field, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (suffixes), field);
    }
  if (button != NULL)
    {
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (suffixes), button);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), header);
  /* A row of text only is read, not stopped at by Tab (as adj_dog_suffix_row). */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, field != NULL || button != NULL);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  if (field != NULL && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (field)) != GTK_ACCESSIBLE_ROLE_BUTTON)
    adj_dog_set_label (field, title);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  return row;
}

/* A row with a field and the button that records it. */
static GtkWidget *
action_row (GtkWidget *expander, const char *title, GtkWidget *field, GtkWidget *button)
{
  GtkWidget *row = adj_dog_suffix_row (title, NULL, field);
  if (button != NULL)
    {
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    }
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
  return row;
}

static GtkWidget *
button (const char *name, const char *label, const char *a11y)
{
  GtkWidget *b = gtk_button_new_with_mnemonic (label);
  gtk_widget_set_name (b, name);
  if (a11y != NULL)
    adj_dog_set_label (b, a11y);
  return b;
}

/* A closed card's rows are hidden, not only folded away: a revealer
 * measures its child even closed, so every row of every card was styled,
 * shaped and measured for a page's first frame (docs/design.md, a page
 * within 100 ms). They show when the card opens and hide once it has
 * closed, so that the closing still slides. */
static void
sync_rows_shown (GtkWidget *list)
{
  GtkWidget *expander = gtk_widget_get_ancestor (list, ADW_TYPE_EXPANDER_ROW);
  gboolean open = adw_expander_row_get_expanded (ADW_EXPANDER_ROW (expander))
                  || gtk_revealer_get_child_revealed (GTK_REVEALER (gtk_widget_get_parent (list)));

  if (gtk_widget_get_visible (list) != open)
    gtk_widget_set_visible (list, open);
}

/* @row: one of @expander's rows (their list is the expander's own). */
static void
rows_shown_when_open (GtkWidget *expander, GtkWidget *row)
{
  GtkWidget *list = gtk_widget_get_parent (row);
  GtkWidget *revealer = gtk_widget_get_parent (list);

  g_return_if_fail (GTK_IS_REVEALER (revealer));
  g_signal_connect_object (expander, "notify::expanded", G_CALLBACK (sync_rows_shown), list, G_CONNECT_SWAPPED);
  g_signal_connect_object (revealer, "notify::child-revealed", G_CALLBACK (sync_rows_shown), list,
                           G_CONNECT_SWAPPED);
  sync_rows_shown (list);
}

AdjDogUnitCard *
adj_dog_unit_card_new (AdjDogBattle *battle, guint unit, GListModel *orders, GListModel *fates)
{
  const AdjDogGameUnit *u = adj_dog_battle_unit (battle, unit);
  AdjDogUnitCard *c = g_new0 (AdjDogUnitCard, 1);
  g_autofree char *name = field_name ("unit", u->id, NULL);
  g_autofree char *order = field_name ("unit", u->id, "order");
  g_autofree char *routing = field_name ("unit", u->id, "routing");
  g_autofree char *halted = field_name ("unit", u->id, "halted");
  g_autofree char *lose = field_name ("unit", u->id, "lose");
  g_autofree char *lose_spin = field_name ("unit", u->id, "stands");
  g_autofree char *fate = field_name ("unit", u->id, "fate");
  g_autofree char *remove = field_name ("unit", u->id, "remove");
  g_autofree char *first = field_name ("unit", u->id, "first-fire");
  g_autofree char *error = field_name ("unit", u->id, "error");
  /* Translators: accessible names of a unit's buttons; %s is the unit */
  g_autofree char *lose_a11y = g_strdup_printf (_("Record stands lost by %s"), u->name);
  g_autofree char *remove_a11y = g_strdup_printf (_("Remove %s from play"), u->name);
  g_autofree char *first_a11y = g_strdup_printf (_("Record the first fire of %s"), u->name);

  c->unit = unit;
  c->expander = adw_expander_row_new ();
  gtk_widget_set_name (c->expander, name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (c->expander), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (c->expander), u->name);
  /* Its own copy of the names, so that greying is redrawn for this unit alone. */
  GtkStringList *names = gtk_string_list_new (NULL);
  for (guint i = 0; i < g_list_model_get_n_items (orders); i++)
    {
      g_autoptr (GtkStringObject) o = g_list_model_get_item (orders, i);
      gtk_string_list_append (names, gtk_string_object_get_string (o));
    }
  c->order = combo (c->expander, order, _("Order (18.2.8)"), G_LIST_MODEL (names));
  g_object_unref (names);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (order_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (order_bind), c->order);
  adw_combo_row_set_list_factory (ADW_COMBO_ROW (c->order), factory);
  g_object_unref (factory);
  c->routing = gtk_switch_new ();
  gtk_widget_set_name (c->routing, routing);
  c->routing_row = action_row (c->expander, _("Routing (18.4.14)"), c->routing, NULL);
  g_autofree char *routing_row = field_name ("unit", u->id, "routing-row");
  gtk_widget_set_name (c->routing_row, routing_row);
  c->halted = gtk_switch_new ();
  gtk_widget_set_name (c->halted, halted);
  c->halted_row = action_row (c->expander, _("Halted (18.2.9)"), c->halted, NULL);
  g_autofree char *halted_row = field_name ("unit", u->id, "halted-row");
  gtk_widget_set_name (c->halted_row, halted_row);
  c->lose_spin = adj_dog_spin_new (lose_spin, _("Stands lost"), 1, MAX (u->start, 1), 1);
  c->lose = button (lose, _("_Lose"), lose_a11y);
  c->lose_row = light_row (c->expander, u->arm == ADJ_DOG_ARTILLERY ? _("Guns lost") : _("Stands lost"),
                            c->lose_spin, c->lose);
  c->fate = gtk_drop_down_new (g_object_ref (fates), NULL);  /* takes a ref */
  gtk_widget_set_name (c->fate, fate);
  c->remove = button (remove, _("_Remove"), remove_a11y);
  c->remove_row = light_row (c->expander, _("Out of play (19.1)"), c->fate, c->remove);
  adj_dog_set_label (c->fate, _("How it leaves play"));
  c->first_fire = button (first, _("_Fire"), first_a11y);
  c->first_fire_row = light_row (c->expander, _("First fire, once a battle (18.3.2)"), NULL, c->first_fire);
  gtk_widget_set_visible (c->first_fire_row, u->arm == ADJ_DOG_INFANTRY);
  c->error = adj_dog_expander_error_new (c->expander, error);
  rows_shown_when_open (c->expander, c->order);
  return c;
}

char *
adj_dog_unit_status_text (const AdjDogState *state, guint unit)
{
  const AdjDogGameUnit *gu = adj_dog_battle_unit (adj_dog_state_get_battle (state), unit);
  const AdjDogUnitState *u = adj_dog_state_unit (state, unit);
  GString *s = g_string_new (NULL);

  if (u->fate != ADJ_DOG_FATE_IN_PLAY)
    {
      g_string_append (s, adj_dog_fate_name (u->fate));
      if (u->shattered)
        g_string_append (s, _(", shattered (18.5.8)"));
      return g_string_free (s, FALSE);
    }
  if (gu->arm == ADJ_DOG_ARTILLERY)
    g_string_append_printf (s, _("%d of %d guns"), u->stands, gu->start);
  else
    g_string_append_printf (s, _("%d of %d stands"), u->stands, gu->start);
  g_string_append_printf (s, ", %s", adj_dog_order_name (u->order));
  if (u->routing)
    g_string_append_printf (s, ", %s", _("routing"));
  if (u->halted)
    g_string_append_printf (s, ", %s", _("halted"));
  if (adj_dog_state_under_half (state, unit))
    g_string_append_printf (s, ", %s", _("under half strength"));
  if (u->first_fire_used)
    g_string_append_printf (s, ", %s", _("first fire used"));
  return g_string_free (s, FALSE);
}

/* The engine's refusal of @move now, or NULL when it would take it. */
static char *
refusal (const AdjDogState *state, AdjDogMove *move)
{
  g_autoptr (GError) error = NULL;
  AdjDogState *after = adj_dog_move_apply (state, move, &error);
  adj_dog_move_free (move);
  if (after != NULL)
    {
      adj_dog_state_unref (after);
      return NULL;
    }
  return g_strdup (error->message);
}

/* A switch the engine would not let change now is insensitive, its row
 * saying why. */
static void
show_switch (GtkWidget *row, GtkWidget *sw, const AdjDogState *state, AdjDogMove *move)
{
  g_autofree char *why = refusal (state, move);
  gtk_widget_set_sensitive (sw, why == NULL);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), why != NULL ? why : "");
}

/* Orders the engine refuses are greyed in the list and said under it. */
static void
show_orders (AdjDogUnitCard *c, const AdjDogState *state, const AdjDogUnitState *u)
{
  guint refused = 0;
  GString *why = g_string_new (NULL);
  for (int o = ADJ_DOG_ORDER_GOOD; o <= ADJ_DOG_ORDER_SHAKEN; o++)
    {
      if (o == (int) u->order)
        continue;
      g_autofree char *r = refusal (state, adj_dog_move_unit (ADJ_DOG_MOVE_ORDER, (int) c->unit, o, FALSE));
      if (r == NULL)
        continue;
      refused |= 1u << o;
      /* Translators: an order, and why the engine refuses it now */
      g_string_append_printf (why, why->len ? _("\n%s: %s") : _("%s: %s"), adj_dog_order_name (o), r);
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (c->order), why->str);
  g_string_free (why, TRUE);
  gtk_widget_set_sensitive (c->order, refused != ((1u << (ADJ_DOG_ORDER_SHAKEN + 1)) - 1) - (1u << u->order));
  if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (c->order), "adj-dog-refused")) == refused)
    return;
  g_object_set_data (G_OBJECT (c->order), "adj-dog-refused", GUINT_TO_POINTER (refused));
  /* Rebinds the list's rows, so their greying follows. */
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (c->order));
  guint n = g_list_model_get_n_items (model);
  g_list_model_items_changed (model, 0, n, n);
}

/* Whether the unit changed since the card last asked the engine, keeping
 * what it is now (the card's "adj-dog-asked"). */
static gboolean
asked_changed (AdjDogUnitCard *c, const AdjDogUnitState *u)
{
  AdjDogUnitState *was = g_object_get_data (G_OBJECT (c->expander), "adj-dog-asked");

  if (was != NULL && memcmp (was, u, sizeof *u) == 0)
    return FALSE;
  g_object_set_data_full (G_OBJECT (c->expander), "adj-dog-asked", g_memdup2 (u, sizeof *u), g_free);
  return TRUE;
}

void
adj_dog_unit_card_show (AdjDogUnitCard *c, const AdjDogState *state)
{
  const AdjDogUnitState *u = adj_dog_state_unit (state, c->unit);
  gboolean in_play = u->fate == ADJ_DOG_FATE_IN_PLAY;
  g_autofree char *status = adj_dog_unit_status_text (state, c->unit);
  GtkWidget *fields[] = { c->order, c->routing_row, c->halted_row, c->lose_row, c->remove_row, c->first_fire_row };

  /* What the engine would refuse (five moves tried per unit, and the
   * reasons set in rows that are measured even closed) is asked of an open
   * card, and of a closed one when its unit changed; a card asks again
   * when opened. */
  gboolean ask = adw_expander_row_get_expanded (ADW_EXPANDER_ROW (c->expander)) || asked_changed (c, u);

  if (g_strcmp0 (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (c->expander)), status) != 0)
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (c->expander), status);
  /* First: a redrawn list may move the selection, set next. */
  if (in_play && ask)
    show_orders (c, state, u);
  adj_dog_choice_set (c->order, u->order);
  gtk_switch_set_active (GTK_SWITCH (c->routing), u->routing);
  gtk_switch_set_active (GTK_SWITCH (c->halted), u->halted);
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (c->lose_spin), 1, MAX (u->stands, 1));
  gtk_widget_set_sensitive (c->first_fire, !u->first_fire_used);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    gtk_widget_set_sensitive (fields[i], in_play);
  if (!in_play || !ask)
    return;
  show_switch (c->routing_row, c->routing, state,
               adj_dog_move_unit (ADJ_DOG_MOVE_ROUTING, (int) c->unit, 0, !u->routing));
  show_switch (c->halted_row, c->halted, state, adj_dog_move_unit (ADJ_DOG_MOVE_HALTED, (int) c->unit, 0, !u->halted));
}

AdjDogGeneralCard *
adj_dog_general_card_new (AdjDogBattle *battle, guint general, GListModel *statuses)
{
  const AdjDogGameGeneral *g = adj_dog_battle_general (battle, general);
  AdjDogGeneralCard *c = g_new0 (AdjDogGeneralCard, 1);
  g_autofree char *name = field_name ("general", g->id, NULL);
  g_autofree char *status = field_name ("general", g->id, "status");
  g_autofree char *entry = field_name ("general", g->id, "promotion-roll");
  g_autofree char *promote = field_name ("general", g->id, "promote");
  g_autofree char *roll = field_name ("general", g->id, "promote-roll");
  g_autofree char *error = field_name ("general", g->id, "error");
  g_autofree char *promote_a11y = g_strdup_printf (_("Record the field promotion to the post of %s"), g->name);
  g_autofree char *roll_a11y = g_strdup_printf (_("Roll for the field promotion to the post of %s"), g->name);

  c->general = general;
  c->expander = adw_expander_row_new ();
  gtk_widget_set_name (c->expander, name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (c->expander), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (c->expander), g->name);
  c->status = combo (c->expander, status, _("Status (15.3, 15.5)"), statuses);
  c->promote_entry = gtk_entry_new ();
  gtk_widget_set_name (c->promote_entry, entry);
  gtk_editable_set_width_chars (GTK_EDITABLE (c->promote_entry), 2);
  gtk_entry_set_input_purpose (GTK_ENTRY (c->promote_entry), GTK_INPUT_PURPOSE_DIGITS);
  gtk_entry_set_placeholder_text (GTK_ENTRY (c->promote_entry), "1\u20136");
  adj_dog_set_label (c->promote_entry, _("Field promotion roll, 1 to 6"));
  c->promote = button (promote, _("_Record"), promote_a11y);
  c->promote_row = action_row (c->expander, _("Field promotion (15.3): 1–3 Inept, 4–6 Capable"),
                               c->promote_entry, c->promote);
  c->promote_roll = gtk_button_new_from_icon_name ("adjutant-die-symbolic");
  gtk_widget_set_name (c->promote_roll, roll);
  gtk_widget_set_tooltip_text (c->promote_roll, _("Roll"));
  adj_dog_set_label (c->promote_roll, roll_a11y);
  gtk_widget_set_valign (c->promote_roll, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (c->promote_row), c->promote_roll);
  c->error = adj_dog_expander_error_new (c->expander, error);
  rows_shown_when_open (c->expander, c->status);
  return c;
}

void
adj_dog_general_card_show (AdjDogGeneralCard *c, const AdjDogState *state)
{
  AdjDogBattle *battle = adj_dog_state_get_battle (state);
  const AdjDogGameGeneral *g = adj_dog_battle_general (battle, c->general);
  const AdjDogGeneralState *gs = adj_dog_state_general (state, c->general);
  GString *s = g_string_new (adj_dog_rank_name (g->rank));

  if (g->rank != ADJ_DOG_RANK_ENGINEER && gs->grade != ADJ_DOG_GRADE_NONE)
    g_string_append_printf (s, ", %s", adj_dog_grade_name (gs->grade));
  g_string_append_printf (s, ", %s", adj_dog_general_status_name (gs->status));
  if (gs->promoted)
    g_string_append (s, _(", post filled by a field promotion (15.3)"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (c->expander), s->str);
  g_string_free (s, TRUE);
  adj_dog_choice_set (c->status, gs->status);
  gtk_widget_set_visible (c->promote_row, g->rank == ADJ_DOG_RANK_DIVISION || g->rank == ADJ_DOG_RANK_BRIGADE);
  gtk_widget_set_sensitive (c->promote_row, !adj_dog_state_in_command (state, c->general));
}
