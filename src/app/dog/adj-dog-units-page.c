/* adj-dog-units-page.c: every unit's and general's status, changed with undo
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both armies, unit by unit and post by post, with the status the engine
 * keeps. Each change is one move through the journal: the engine refuses
 * what its rule forbids now (a shaken unit recovers only in a Morale
 * Phase, 18.2.8) and the refusal shows under the unit; what was recorded
 * shows at the top, with Undo beside it. Rows are built once per battle
 * and only their values change, so focus and open rows stay where they are.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-dog-common.h"
#include "adj-label.h"
#include "adj-dog-unit-cards.h"
#include "adj-dog-units-page.h"
#include "adj-window-actions.h"
#include "adj-first-frame.h"
#include "adj-flat-rows.h"

struct _AdjDogUnitsPage
{
  GtkWidget       parent_instance;

  AdjGameSession *session;
  gboolean        built;
  gboolean        updating;   /* the fields are being set from the state */
  AdjDogBattle   *battle;     /* the rows are of this battle (a ref) */
  GPtrArray      *units;      /* AdjDogUnitCard */
  GPtrArray      *generals;   /* AdjDogGeneralCard */
  GPtrArray      *groups;
  GtkWidget      *army[2];    /* each army's units group */
  GtkWidget      *staff[2];   /* each army's staff group */
  guint           next_card;  /* where making the unit cards goes on: side × units + unit */
  GtkStringList  *orders, *fates, *statuses;

  /* Template children */
  GtkStack       *state_stack;
  GtkLabel       *step_label;
  AdwActionRow   *last_row;
  GtkBox         *armies_box;
};

G_DEFINE_FINAL_TYPE (AdjDogUnitsPage, adj_dog_units_page, GTK_TYPE_WIDGET)

static void refresh (AdjDogUnitsPage *self);

/* The cards a first frame shows (the window's first size shows some six
 * under the page's head); the rest are shown after it (docs/design.md:
 * what is below the fold). */
#define FIRST_CARDS 6

/* One change, one step of the journal; a refusal under @error. */
static gboolean
apply (AdjDogUnitsPage *self, AdjDogMove *move, GtkWidget *error_label)
{
  g_autoptr (GError) error = NULL;

  if (self->updating)
    {
      adj_dog_move_free (move);
      return FALSE;
    }
  adj_dog_expander_error_set (error_label, NULL);
  if (!adj_dog_session_apply (self->session, move, &error))
    {
      adj_dog_expander_error_set (error_label, error->message);
      /* The field goes back to what the state says. */
      refresh (self);
      return FALSE;
    }
  return TRUE;
}

static AdjDogUnitCard *
unit_card (AdjDogUnitsPage *self, GtkWidget *field)
{
  return self->units->pdata[GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (field), "adj-dog-card"))];
}

/* The unit's status now: a field that already shows it asks nothing (a
 * choice row may tell of the same choice twice). */
static const AdjDogUnitState *
unit_now (AdjDogUnitsPage *self, AdjDogUnitCard *c)
{
  return adj_dog_state_unit (adj_dog_session_get_state (self->session), c->unit);
}

static void
on_order (GtkWidget *field, GParamSpec *pspec, AdjDogUnitsPage *self)
{
  AdjDogUnitCard *c = unit_card (self, field);
  if (self->updating || (guint) unit_now (self, c)->order == adw_combo_row_get_selected (ADW_COMBO_ROW (field)))
    return;
  apply (self, adj_dog_move_unit (ADJ_DOG_MOVE_ORDER, (int) c->unit,
                                  (int) adw_combo_row_get_selected (ADW_COMBO_ROW (field)), FALSE), c->error);
}

static void
on_switch (GtkWidget *field, GParamSpec *pspec, AdjDogUnitsPage *self)
{
  AdjDogUnitCard *c = unit_card (self, field);
  AdjDogMoveType type = field == c->routing ? ADJ_DOG_MOVE_ROUTING : ADJ_DOG_MOVE_HALTED;
  gboolean now = type == ADJ_DOG_MOVE_ROUTING ? unit_now (self, c)->routing : unit_now (self, c)->halted;
  if (self->updating || now == gtk_switch_get_active (GTK_SWITCH (field)))
    return;
  apply (self, adj_dog_move_unit (type, (int) c->unit, 0, gtk_switch_get_active (GTK_SWITCH (field))), c->error);
}

static void
on_lose (GtkWidget *button, AdjDogUnitsPage *self)
{
  AdjDogUnitCard *c = unit_card (self, button);
  if (apply (self, adj_dog_move_unit (ADJ_DOG_MOVE_LOSE, (int) c->unit,
                                      gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (c->lose_spin)), FALSE),
             c->error))
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (c->lose_spin), 1);
}

static void
on_remove (GtkWidget *button, AdjDogUnitsPage *self)
{
  AdjDogUnitCard *c = unit_card (self, button);
  /* The choices are the fates after "in play". */
  int fate = (int) gtk_drop_down_get_selected (GTK_DROP_DOWN (c->fate)) + ADJ_DOG_FATE_DESTROYED;
  apply (self, adj_dog_move_unit (ADJ_DOG_MOVE_REMOVE, (int) c->unit, fate, FALSE), c->error);
}

static void
on_first_fire (GtkWidget *button, AdjDogUnitsPage *self)
{
  AdjDogUnitCard *c = unit_card (self, button);
  apply (self, adj_dog_move_unit (ADJ_DOG_MOVE_FIRST_FIRE, (int) c->unit, 0, FALSE), c->error);
}

static AdjDogGeneralCard *
general_card (AdjDogUnitsPage *self, GtkWidget *field)
{
  return self->generals->pdata[GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (field), "adj-dog-card"))];
}

static void
on_status (GtkWidget *field, GParamSpec *pspec, AdjDogUnitsPage *self)
{
  AdjDogGeneralCard *c = general_card (self, field);
  const AdjDogGeneralState *g = adj_dog_state_general (adj_dog_session_get_state (self->session), c->general);
  if (self->updating || (guint) g->status == adw_combo_row_get_selected (ADW_COMBO_ROW (field)))
    return;
  apply (self, adj_dog_move_general ((int) c->general, adw_combo_row_get_selected (ADW_COMBO_ROW (field))), c->error);
}

static void
on_promote (GtkWidget *button, AdjDogUnitsPage *self)
{
  AdjDogGeneralCard *c = general_card (self, button);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (c->promote_entry))));
  g_autoptr (GError) error = NULL;
  int face;

  if (button == c->promote_roll)
    {
      apply (self, adj_dog_move_promote ((int) c->general, adj_dog_roll_virtual (adj_game_session_new_seed ())),
             c->error);
      return;
    }
  if (!adj_die_parse (ADJ_DIE_D6, text, &face, &error))
    {
      adj_dog_expander_error_set (c->error, error->message);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (c->promote_entry), "");
  apply (self, adj_dog_move_promote ((int) c->general, adj_dog_roll_typed (face)), c->error);
}

/* An opened card asks the engine what it would refuse now. */
static void
on_expanded (GtkWidget *expander, GParamSpec *pspec, AdjDogUnitsPage *self)
{
  const AdjDogState *state = adj_dog_session_get_state (self->session);

  if (state == NULL || !adw_expander_row_get_expanded (ADW_EXPANDER_ROW (expander)))
    return;
  self->updating = TRUE;
  adj_dog_unit_card_show (self->units->pdata[GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (expander),
                                                                                  "adj-dog-card"))], state);
  self->updating = FALSE;
}

static void
tag (GtkWidget *field, guint card, const char *signal, GCallback callback, AdjDogUnitsPage *self)
{
  g_object_set_data (G_OBJECT (field), "adj-dog-card", GUINT_TO_POINTER (card));
  g_signal_connect (field, signal, callback, self);
}

static GtkWidget *
add_group (AdjDogUnitsPage *self, const char *title, const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adj_label_wrap_group_title (ADW_PREFERENCES_GROUP (group));  /* an army's name */
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (self->armies_box, group);
  g_ptr_array_add (self->groups, group);
  return group;
}

/* Each post's card, in its army's staff group. */
static void
build_staff (AdjDogUnitsPage *self)
{
  const AdjDogState *state = adj_dog_session_get_state (self->session);

  for (guint i = 0; i < adj_dog_battle_n_generals (self->battle); i++)
    {
      AdjDogGeneralCard *c = adj_dog_general_card_new (self->battle, i, G_LIST_MODEL (self->statuses));
      guint card = self->generals->len;
      g_ptr_array_add (self->generals, c);
      tag (c->status, card, "notify::selected", G_CALLBACK (on_status), self);
      tag (c->promote, card, "clicked", G_CALLBACK (on_promote), self);
      tag (c->promote_roll, card, "clicked", G_CALLBACK (on_promote), self);
      g_signal_connect_swapped (c->promote_entry, "activate", G_CALLBACK (gtk_widget_activate), c->promote);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->staff[adj_dog_battle_general (self->battle, i)->side]),
                                 c->expander);
      adj_label_plain_natural_widths (c->expander);
      adj_flat_rows (c->expander);
    }
  if (state == NULL || adj_dog_state_get_battle (state) != self->battle)
    return;
  self->updating = TRUE;
  for (guint i = 0; i < self->generals->len; i++)
    adj_dog_general_card_show (self->generals->pdata[i], state);
  self->updating = FALSE;
}

/* The card of the unit at @position (side × units + unit), in its army's
 * group; none when the unit is of the other side. */
static void
add_unit_card (AdjDogUnitsPage *self, guint position)
{
  guint n = adj_dog_battle_n_units (self->battle);
  guint i = position % n;
  int side = (int) (position / n);

  if (adj_dog_battle_unit (self->battle, i)->side != side)
    return;
  AdjDogUnitCard *c = adj_dog_unit_card_new (self->battle, i, G_LIST_MODEL (self->orders), G_LIST_MODEL (self->fates));
  guint card = self->units->len;
  g_ptr_array_add (self->units, c);
  tag (c->order, card, "notify::selected", G_CALLBACK (on_order), self);
  tag (c->routing, card, "notify::active", G_CALLBACK (on_switch), self);
  tag (c->halted, card, "notify::active", G_CALLBACK (on_switch), self);
  tag (c->lose, card, "clicked", G_CALLBACK (on_lose), self);
  tag (c->remove, card, "clicked", G_CALLBACK (on_remove), self);
  tag (c->first_fire, card, "clicked", G_CALLBACK (on_first_fire), self);
  tag (c->expander, card, "notify::expanded", G_CALLBACK (on_expanded), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->army[side]), c->expander);
  adj_label_plain_natural_widths (c->expander);
  adj_flat_rows (c->expander);
}

/* Makes the unit cards from self->next_card on, @max_cards of them at
 * most (their values are set by the caller). */
static void
add_unit_cards (AdjDogUnitsPage *self, guint max_cards)
{
  guint end = 2 * adj_dog_battle_n_units (self->battle);
  guint first = self->units->len;

  for (; self->next_card < end && self->units->len - first < max_cards; self->next_card++)
    add_unit_card (self, self->next_card);
}

static gboolean
show_below_fold (gpointer data)
{
  AdjDogUnitsPage *self = data;
  const AdjDogState *state;
  guint first;

  if (self->battle == NULL)  /* disposed */
    return G_SOURCE_REMOVE;
  state = adj_dog_session_get_state (self->session);
  first = self->units->len;
  add_unit_cards (self, G_MAXUINT);
  if (state != NULL && adj_dog_state_get_battle (state) == self->battle)
    {
      self->updating = TRUE;
      for (guint i = first; i < self->units->len; i++)
        adj_dog_unit_card_show (self->units->pdata[i], state);
      self->updating = FALSE;
    }
  if (self->generals->len == 0)
    build_staff (self);
  for (guint i = 0; i < self->groups->len; i++)
    gtk_widget_set_visible (self->groups->pdata[i], TRUE);
  return G_SOURCE_REMOVE;
}

/* What is below the first few cards waits for the page's first frame
 * (docs/design.md, a page within 100 ms): the other cards and the
 * staff's are made then, the other groups shown then. Each card is some
 * two milliseconds to make; a test that reads a card below the fold waits
 * for it (ui_test_wait_for_named). */
static void
fold (AdjDogUnitsPage *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (clock == NULL)
    {
      show_below_fold (self);
      return;
    }
  add_unit_cards (self, FIRST_CARDS);
  for (guint i = 1; i < self->groups->len; i++)
    gtk_widget_set_visible (self->groups->pdata[i], FALSE);
  adj_first_frame_call_after (GTK_WIDGET (self), show_below_fold, self);
}

static void
build (AdjDogUnitsPage *self, AdjDogBattle *battle)
{
  for (guint i = 0; i < self->groups->len; i++)
    gtk_box_remove (self->armies_box, self->groups->pdata[i]);
  g_ptr_array_set_size (self->groups, 0);
  g_ptr_array_set_size (self->units, 0);
  g_ptr_array_set_size (self->generals, 0);
  g_clear_pointer (&self->battle, adj_dog_battle_unref);
  self->battle = adj_dog_battle_ref (battle);
  self->next_card = 0;
  for (int side = 0; side < 2; side++)
    {
      self->army[side] = add_group (self, adj_dog_battle_army_name (battle, side), NULL);
      /* Translators: the staff of an army */
      g_autofree char *title = g_strdup_printf (_("Staff of %s"), adj_dog_battle_army_name (battle, side));
      self->staff[side] = add_group (self, title, _("A general lost in one turn may be replaced by a field "
                                                   "promotion in a later one (15.3)."));
    }
  adj_label_plain_natural_widths (GTK_WIDGET (self));
  fold (self);
}

static void
refresh (AdjDogUnitsPage *self)
{
  /* Hidden, the page waits: it catches up when shown (map). Its cards
   * cost a long game's every action some 1.3 ms while hidden. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  const AdjDogState *state = self->built ? adj_dog_page_state (self->session, self->state_stack) : NULL;

  if (state == NULL)
    return;
  if (adj_dog_state_get_battle (state) != self->battle)
    build (self, adj_dog_state_get_battle (state));
  g_autofree char *headline = adj_dog_state_headline (state);
  AdjDogStep step = adj_dog_state_get_step (state);
  g_autofree char *step_text = step > ADJ_DOG_STEP_INITIATIVE && step < ADJ_DOG_STEP_ENDED
    ? g_strdup (headline)
    /* Translators: the game's headline, then why units cannot change now */
    : g_strdup_printf (_("%s. Units change during the phases of a turn (18)."), headline);
  if (g_strcmp0 (gtk_label_get_text (self->step_label), step_text) != 0)
    gtk_label_set_text (self->step_label, step_text);

  AdjJournal *journal = adj_game_session_get_journal (self->session);
  guint cursor = adj_journal_get_cursor (journal);
  g_autofree char *last = cursor > 0 ? adj_journal_describe (journal, cursor - 1) : g_strdup (_("Nothing yet"));
  if (g_strcmp0 (adw_action_row_get_subtitle (self->last_row), last) != 0)
    adw_action_row_set_subtitle (self->last_row, last);

  self->updating = TRUE;
  for (guint i = 0; i < self->units->len; i++)
    adj_dog_unit_card_show (self->units->pdata[i], state);
  for (guint i = 0; i < self->generals->len; i++)
    adj_dog_general_card_show (self->generals->pdata[i], state);
  self->updating = FALSE;
}

static const char *order_name (int i) { return adj_dog_order_name ((AdjDogOrder) i); }
static const char *fate_name (int i) { return adj_dog_fate_name ((AdjDogFate) i); }
static const char *status_name (int i) { return adj_dog_general_status_name ((AdjDogGeneralStatus) i); }

static void
adj_dog_units_page_map (GtkWidget *widget)
{
  AdjDogUnitsPage *self = ADJ_DOG_UNITS_PAGE (widget);

  if (!self->built)
    {
      self->built = TRUE;
      self->session = adj_dog_page_init (widget, &self->state_stack, "system-users-symbolic", G_CALLBACK (refresh));
      self->units = g_ptr_array_new_with_free_func (g_free);
      self->generals = g_ptr_array_new_with_free_func (g_free);
      self->groups = g_ptr_array_new ();
      self->orders = adj_dog_names_model (order_name, 0, ADJ_DOG_ORDER_SHAKEN + 1);
      self->fates = adj_dog_names_model (fate_name, ADJ_DOG_FATE_DESTROYED, ADJ_DOG_FATE_ROUTED_OFF);
      self->statuses = adj_dog_names_model (status_name, 0, ADJ_DOG_GENERAL_CAPTURED + 1);
    }
  GTK_WIDGET_CLASS (adj_dog_units_page_parent_class)->map (widget);
  refresh (self);
  adj_flat_rows (widget);
}

static void
adj_dog_units_page_dispose (GObject *object)
{
  AdjDogUnitsPage *self = ADJ_DOG_UNITS_PAGE (object);

  g_clear_object (&self->session);
  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_DOG_UNITS_PAGE);
  g_clear_pointer (&self->units, g_ptr_array_unref);
  g_clear_pointer (&self->generals, g_ptr_array_unref);
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  g_clear_pointer (&self->battle, adj_dog_battle_unref);
  g_clear_object (&self->orders);
  g_clear_object (&self->fates);
  g_clear_object (&self->statuses);
  G_OBJECT_CLASS (adj_dog_units_page_parent_class)->dispose (object);
}

static void
adj_dog_units_page_class_init (AdjDogUnitsPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_dog_units_page_dispose;
  widget_class->map = adj_dog_units_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/adjutant/Adjutant/dog/adj-dog-units-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjDogUnitsPage, state_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjDogUnitsPage, step_label);
  gtk_widget_class_bind_template_child (widget_class, AdjDogUnitsPage, last_row);
  gtk_widget_class_bind_template_child (widget_class, AdjDogUnitsPage, armies_box);
}

static void
adj_dog_units_page_init (AdjDogUnitsPage *self)
{
}
