/* adj-drawn-am.c: the AM drawn from the pool and the commands it activates
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The AM with its side and which of its command's AMs it is this turn,
 * then each command (or independent unit, 14.34) it activates (4.23) with
 * its units on the map and where it stands; while the player chooses who
 * acts (4.24), an Act button on each that may. A fresh draw swings in.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-children.h"
#include "adj-drawn-am.h"
#include "adj-tooltip.h"
#include "adj-pool-text.h"

struct _AdjDrawnAm
{
  GtkWidget  parent_instance;

  GtkWidget *card;
  GtkWidget *title;
  GtkWidget *subtitle;
  GPtrArray *rows;   /* a row per command, in the engine's order */
};

G_DEFINE_FINAL_TYPE (AdjDrawnAm, adj_drawn_am, GTK_TYPE_WIDGET)

enum { SIGNAL_MOVE, N_SIGNALS };
static guint signals[N_SIGNALS];

static char *
group_units_text (const AdjGameState *state, guint group)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  g_autoptr (GArray) units = adj_game_state_group_units (state, group);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < units->len; i++)
    {
      guint u = g_array_index (units, guint, i);
      if (adj_game_state_unit_status (state, u) != ADJ_UNIT_ON_MAP)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, adj_battle_get_unit (battle, u)->name);
    }
  if (text->len == 0)
    g_string_append (text, _("no units on the map"));
  return g_string_free (text, FALSE);
}

static void
on_start (GtkButton *button, AdjDrawnAm *self)
{
  guint group = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "group"));
  g_autoptr (AdjAction) move = adj_action_start (group);
  g_signal_emit (self, signals[SIGNAL_MOVE], 0, move);
}

static void
reveal_on_map (GtkWidget *revealer)
{
  gtk_revealer_set_reveal_child (GTK_REVEALER (revealer), TRUE);
}

static const char *
group_status_word (const AdjGameState *state, guint group)
{
  switch (adj_game_state_group_status (state, group))
    {
    case ADJ_GROUP_ACTIVE: return _("Acting");
    case ADJ_GROUP_DONE: return _("Done");
    case ADJ_GROUP_PENDING: return _("Waiting");
    case ADJ_GROUP_IDLE:
    default: return "";
    }
}

/* Where the command stands as the engine says, and Out of Command after a
 * failed Combined Activation (4.25): the two together, as a command that
 * failed to combine still acts, then is done. */
static char *
group_status_text (const AdjGameState *state, guint group)
{
  if (adj_game_state_group_out_of_command (state, group))
    /* TRANSLATORS: "Acting", "Done" or "Waiting", then the 4.25 status */
    return g_strdup_printf (_("%s · Out of Command (4.25)"), group_status_word (state, group));
  return g_strdup (group_status_word (state, group));
}

/* Everything the card says, and which commands may act from it. */
static char *
card_key (const AdjGameState *state, int drawn)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  g_autoptr (GArray) groups = adj_game_state_activated_groups (state);
  gboolean choosing = adj_action_type_expected (state, ADJ_ACTION_START);
  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "%s %d %u %d", adj_battle_get_hash (battle), drawn,
                          adj_activation_draw_number (state, (guint) drawn), choosing);
  for (guint i = 0; i < groups->len; i++)
    {
      guint g = g_array_index (groups, guint, i);
      g_autofree char *units = group_units_text (state, g);
      g_autofree char *status = group_status_text (state, g);
      g_string_append_printf (key, "\x1e%u %d %s %s", g,
                              choosing && adj_game_state_group_status (state, g) == ADJ_GROUP_PENDING,
                              status, units);
    }
  return g_string_free (key, FALSE);
}

gboolean
adj_drawn_am_shows (GtkWidget *widget, const AdjGameState *state, int drawn)
{
  g_autofree char *key = NULL;

  if (!ADJ_IS_DRAWN_AM (widget))
    return FALSE;
  key = card_key (state, drawn);
  return g_strcmp0 (g_object_get_data (G_OBJECT (widget), "adj-card-key"), key) == 0;
}

/* What stands at the end of a command's row: its status word (0), Act
 * (1), or Out of Command and Act (2, after a failed 4.25). */
static int
row_kind (const AdjGameState *state, gboolean choosing, guint g)
{
  if (!choosing || adj_game_state_group_status (state, g) != ADJ_GROUP_PENDING)
    return 0;
  return adj_game_state_group_out_of_command (state, g) ? 2 : 1;
}

/* The kinds of the card's rows, one digit each: a card of the same shape
 * takes another AM's words in place. */
static char *
card_shape (const AdjGameState *state, const GArray *groups, gboolean choosing)
{
  GString *shape = g_string_new ("#");

  for (guint i = 0; i < groups->len; i++)
    g_string_append_c (shape, (char) ('0' + row_kind (state, choosing, g_array_index (groups, guint, i))));
  return g_string_free (shape, FALSE);
}

static void
label_set_if (GtkWidget *label, const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), text) != 0)
    gtk_label_set_text (GTK_LABEL (label), text);
}

/* A command's row: its name, its units on the map and where it stands or
 * its Act button, each set where it differs from what the row shows. */
static void
fill_row (GtkWidget *row, const AdjGameState *state, guint g, int kind)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  const AdjBattleGroup *group = adj_battle_get_group (battle, g);
  g_autofree char *units = group_units_text (state, g);
  g_autofree char *row_name = g_strdup_printf ("group:%s", group->id);
  g_autofree char *status_name = g_strdup_printf ("group-status:%s", group->id);
  GtkWidget *word = g_object_get_data (G_OBJECT (row), "adj-word");
  GtkWidget *start = g_object_get_data (G_OBJECT (row), "adj-start");

  gtk_widget_set_name (row, row_name);
  if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), group->name) != 0)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), group->name);
  if (g_strcmp0 (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), units) != 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), units);
  if (word != NULL)
    {
      g_autofree char *status_text = group_status_text (state, g);
      gtk_widget_set_name (word, status_name);
      label_set_if (word, kind == 2 ? _("Out of Command (4.25)") : status_text);
    }
  if (start != NULL)
    {
      g_autofree char *button_name = g_strdup_printf ("start:%s", group->id);
      gtk_widget_set_name (start, button_name);
      g_object_set_data (G_OBJECT (start), "group", GUINT_TO_POINTER (g));
    }
}

static GtkWidget *
new_row (AdjDrawnAm *self, int kind)
{
  GtkWidget *row = adw_action_row_new ();

  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
  if (kind != 1)
    {
      GtkWidget *word = gtk_label_new (NULL);
      gtk_widget_add_css_class (word, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), word);
      g_object_set_data (G_OBJECT (row), "adj-word", word);
    }
  if (kind != 0)
    {
      GtkWidget *start = gtk_button_new_with_mnemonic (_("_Act"));
      gtk_widget_set_valign (start, GTK_ALIGN_CENTER);
      adj_tooltip_set (start, _("This command goes through its Command Activation Sequence now (4.24)"));
      gtk_widget_add_css_class (start, "suggested-action");
      g_signal_connect (start, "clicked", G_CALLBACK (on_start), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), start);
      g_object_set_data (G_OBJECT (row), "adj-start", start);
    }
  return row;
}

/* The card's heading: the AM, its side, and which of its command's AMs
 * it is this turn (4.23). */
static void
fill_heading (AdjDrawnAm *self, const AdjGameState *state, int drawn)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  g_autofree char *name = adj_battle_am_title (battle, (guint) drawn);
  guint side = adj_battle_am_side (battle, (guint) drawn);
  /* Translators: "Union, the 2nd of this command's AMs this turn" */
  g_autofree char *sub = g_strdup_printf (_("%s · AM %u of its command this turn"), adj_pool_side_name (battle, side),
                                          adj_activation_draw_number (state, (guint) drawn));

  label_set_if (self->title, name);
  label_set_if (self->subtitle, sub);
  gtk_widget_remove_css_class (self->card, side == 0 ? "side-1" : "side-0");
  gtk_widget_add_css_class (self->card, side == 0 ? "side-0" : "side-1");
}

GtkWidget *
adj_drawn_am_new (const AdjGameState *state, int drawn, gboolean animate)
{
  AdjDrawnAm *self = g_object_new (ADJ_TYPE_DRAWN_AM, NULL);
  GtkWidget *revealer = gtk_revealer_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *group = adw_preferences_group_new ();
  g_autoptr (GArray) groups = adj_game_state_activated_groups (state);
  gboolean choosing = adj_action_type_expected (state, ADJ_ACTION_START);

  self->card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  self->title = gtk_label_new (NULL);
  self->subtitle = gtk_label_new (NULL);
  self->rows = g_ptr_array_new ();
  gtk_widget_set_name (self->title, "drawn-label");
  gtk_widget_add_css_class (self->title, "title-1");
  gtk_widget_add_css_class (self->subtitle, "dim-label");
  gtk_label_set_wrap (GTK_LABEL (self->title), TRUE);
  gtk_label_set_wrap (GTK_LABEL (self->subtitle), TRUE);
  gtk_widget_add_css_class (self->card, "card");
  gtk_widget_add_css_class (self->card, "drawn-am");
  gtk_box_append (GTK_BOX (self->card), self->title);
  gtk_box_append (GTK_BOX (self->card), self->subtitle);
  gtk_box_append (GTK_BOX (box), self->card);
  fill_heading (self, state, drawn);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Commands It Activates (4.23, 4.24)"));
  for (guint i = 0; i < groups->len; i++)
    {
      guint g = g_array_index (groups, guint, i);
      int kind = row_kind (state, choosing, g);
      GtkWidget *row = new_row (self, kind);

      fill_row (row, state, g, kind);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_ptr_array_add (self->rows, row);
    }
  if (groups->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No command acts with this AM"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  gtk_box_append (GTK_BOX (box), group);

  gtk_widget_set_name (revealer, "drawn-revealer");
  gtk_revealer_set_child (GTK_REVEALER (revealer), box);
  if (animate)
    {
      /* A short reveal; GtkRevealer skips it when animations are off. */
      gtk_revealer_set_transition_type (GTK_REVEALER (revealer), GTK_REVEALER_TRANSITION_TYPE_SWING_DOWN);
      gtk_revealer_set_transition_duration (GTK_REVEALER (revealer), 450);
      g_signal_connect (revealer, "map", G_CALLBACK (reveal_on_map), NULL);
    }
  else
    gtk_revealer_set_reveal_child (GTK_REVEALER (revealer), TRUE);
  gtk_widget_set_parent (revealer, GTK_WIDGET (self));
  g_object_set_data_full (G_OBJECT (self), "adj-card-key", card_key (state, drawn), g_free);
  g_object_set_data_full (G_OBJECT (self), "adj-card-shape", card_shape (state, groups, choosing), g_free);
  return GTK_WIDGET (self);
}

/* @widget, made for another AM, shows AM @drawn of @state instead when
 * its rows are of the same kinds: a draw then sets words rather than make
 * a card (docs/design.md, "Every game within a frame"). */
gboolean
adj_drawn_am_retarget (GtkWidget *widget, const AdjGameState *state, int drawn)
{
  AdjDrawnAm *self;
  g_autoptr (GArray) groups = NULL;
  g_autofree char *shape = NULL;
  gboolean choosing;

  if (!ADJ_IS_DRAWN_AM (widget) || drawn < 0)
    return FALSE;
  self = ADJ_DRAWN_AM (widget);
  groups = adj_game_state_activated_groups (state);
  choosing = adj_action_type_expected (state, ADJ_ACTION_START);
  shape = card_shape (state, groups, choosing);
  if (groups->len == 0 || g_strcmp0 (g_object_get_data (G_OBJECT (self), "adj-card-shape"), shape) != 0)
    return FALSE;
  fill_heading (self, state, drawn);
  for (guint i = 0; i < groups->len; i++)
    {
      guint g = g_array_index (groups, guint, i);
      fill_row (self->rows->pdata[i], state, g, row_kind (state, choosing, g));
    }
  g_object_set_data_full (G_OBJECT (self), "adj-card-key", card_key (state, drawn), g_free);
  return TRUE;
}

static void
adj_drawn_am_dispose (GObject *object)
{
  g_clear_pointer (&ADJ_DRAWN_AM (object)->rows, g_ptr_array_unref);
  adj_widget_unparent_children (GTK_WIDGET (object));
  G_OBJECT_CLASS (adj_drawn_am_parent_class)->dispose (object);
}

static void
adj_drawn_am_class_init (AdjDrawnAmClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_drawn_am_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  signals[SIGNAL_MOVE] = g_signal_new ("move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
adj_drawn_am_init (AdjDrawnAm *self)
{
}
