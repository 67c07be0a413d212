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
  GtkWidget parent_instance;
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

GtkWidget *
adj_drawn_am_new (const AdjGameState *state, int drawn, gboolean animate)
{
  AdjDrawnAm *self = g_object_new (ADJ_TYPE_DRAWN_AM, NULL);
  AdjBattle *battle = adj_game_state_get_battle (state);
  GtkWidget *revealer = gtk_revealer_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *name = adj_battle_am_title (battle, (guint) drawn);
  GtkWidget *title = gtk_label_new (name);
  guint side = adj_battle_am_side (battle, (guint) drawn);
  /* Translators: "Union, the 2nd of this command's AMs this turn" */
  g_autofree char *sub = g_strdup_printf (_("%s · AM %u of its command this turn"), adj_pool_side_name (battle, side),
                                          adj_activation_draw_number (state, (guint) drawn));
  GtkWidget *subtitle = gtk_label_new (sub);
  GtkWidget *group = adw_preferences_group_new ();
  g_autoptr (GArray) groups = adj_game_state_activated_groups (state);
  gboolean choosing = adj_action_type_expected (state, ADJ_ACTION_START);

  gtk_widget_set_name (title, "drawn-label");
  gtk_widget_add_css_class (title, "title-1");
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "drawn-am");
  gtk_widget_add_css_class (card, side == 0 ? "side-0" : "side-1");
  gtk_box_append (GTK_BOX (card), title);
  gtk_box_append (GTK_BOX (card), subtitle);
  gtk_box_append (GTK_BOX (box), card);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Commands It Activates (4.23, 4.24)"));
  for (guint i = 0; i < groups->len; i++)
    {
      guint g = g_array_index (groups, guint, i);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *units = group_units_text (state, g);
      g_autofree char *row_name = g_strdup_printf ("group:%s", adj_battle_get_group (battle, g)->id);

      gtk_widget_set_name (row, row_name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), adj_battle_get_group (battle, g)->name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), units);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
      g_autofree char *status_text = group_status_text (state, g);
      g_autofree char *status_name = g_strdup_printf ("group-status:%s", adj_battle_get_group (battle, g)->id);
      if (choosing && adj_game_state_group_status (state, g) == ADJ_GROUP_PENDING)
        {
          if (adj_game_state_group_out_of_command (state, g))
            {
              /* 4.25: it failed to combine and acts alone, Out of Command. */
              GtkWidget *out = gtk_label_new (_("Out of Command (4.25)"));
              gtk_widget_set_name (out, status_name);
              gtk_widget_add_css_class (out, "dim-label");
              adw_action_row_add_suffix (ADW_ACTION_ROW (row), out);
            }
          g_autofree char *button_name = g_strdup_printf ("start:%s", adj_battle_get_group (battle, g)->id);
          GtkWidget *start = gtk_button_new_with_mnemonic (_("_Act"));
          gtk_widget_set_name (start, button_name);
          gtk_widget_set_valign (start, GTK_ALIGN_CENTER);
          adj_tooltip_set (start, _("This command goes through its Command Activation Sequence now (4.24)"));
          gtk_widget_add_css_class (start, "suggested-action");
          g_object_set_data (G_OBJECT (start), "group", GUINT_TO_POINTER (g));
          g_signal_connect (start, "clicked", G_CALLBACK (on_start), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), start);
        }
      else
        {
          GtkWidget *status = gtk_label_new (status_text);
          gtk_widget_set_name (status, status_name);
          gtk_widget_add_css_class (status, "dim-label");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), status);
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
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
  return GTK_WIDGET (self);
}


static void
adj_drawn_am_dispose (GObject *object)
{
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
