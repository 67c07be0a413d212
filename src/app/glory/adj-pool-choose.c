/* adj-pool-choose.c: a side's secret choice of AMs behind a cover
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each player picks his AMs for the pool in secret (3.B, 4.21), and the
 * Initiative Player his held-out AM (3.A.2, 5.23), behind a "pass the
 * device" cover. The cover is lifted for one side at one journal
 * position only: any change of the game covers the choice again. The
 * move goes to the page ("move"), which records it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-game-session.h"
#include "adj-pill.h"
#include "adj-pool-choose.h"
#include "adj-pool-text.h"

struct _AdjPoolChoose
{
  GtkWidget     parent_instance;

  AdjGameState *state;        /* the one shown or covered */
  guint64       generation;   /* its journal position */
  /* The cover is lifted for this side at this journal position only. */
  int           revealed_side;
  guint64       revealed_generation;
  GtkWidget    *error;

  /* Template children */
  GtkStack      *stack;
  AdwStatusPage *cover_page;
  GtkButton     *cover_button;
  GtkBox        *choose_box;
};

G_DEFINE_FINAL_TYPE (AdjPoolChoose, adj_pool_choose, GTK_TYPE_WIDGET)

enum { SIGNAL_MOVE, N_SIGNALS };
static guint signals[N_SIGNALS];

int
adj_pool_choose_side (const AdjGameState *state)
{
  AdjPrompt p;

  adj_game_state_prompt (state, &p);
  if (p.side >= 0)
    return p.side;
  /* Both still to choose: the Initiative Player first, else the first side. */
  return MAX (adj_game_state_get_initiative (state), 0);
}

/* The secret leaves the window with the player: nothing is kept behind
 * the cover. */
static void
clear_choice (AdjPoolChoose *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choose_box))) != NULL)
    gtk_box_remove (self->choose_box, child);
  self->error = NULL;
}

static void
on_confirm (GtkButton *button, AdjPoolChoose *self)
{
  int side = adj_pool_choose_side (self->state);
  g_autoptr (GArray) chosen = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (AdjAction) move = NULL;

  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (self->choose_box)); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    {
      GPtrArray *checks = g_object_get_data (G_OBJECT (w), "checks");
      for (guint i = 0; checks != NULL && i < checks->len; i++)
        if (gtk_check_button_get_active (checks->pdata[i]))
          {
            int am = GPOINTER_TO_INT (g_object_get_data (checks->pdata[i], "am"));
            if (am >= 0)
              g_array_append_val (chosen, am);
          }
    }
  if (adj_game_state_get_phase (self->state) == ADJ_PHASE_HOLD_OUT)
    move = adj_action_hold_out ((guint) side, chosen->len > 0 ? (int) g_array_index (chosen, guint, 0) : -1);
  else
    move = adj_action_select ((guint) side, (guint *) chosen->data, chosen->len);
  g_signal_emit (self, signals[SIGNAL_MOVE], 0, move);
}

/* A row with the check of one AM (-1: none, for the Hold Out). */
static GtkWidget *
check_row (const char *title, const char *subtitle, const char *name, int am, GtkCheckButton *group)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (check, name);
  g_object_set_data (G_OBJECT (check), "am", GINT_TO_POINTER (am));
  if (group != NULL)
    gtk_check_button_set_group (GTK_CHECK_BUTTON (check), group);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  g_object_set_data (G_OBJECT (row), "adj-check", check);
  return row;
}

static void
build_choice (AdjPoolChoose *self, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  int side = adj_pool_choose_side (state);
  gboolean hold_out = adj_game_state_get_phase (state) == ADJ_PHASE_HOLD_OUT;
  g_autoptr (GArray) ams = adj_game_state_available_ams (state, (guint) side);
  GtkWidget *group = adw_preferences_group_new ();
  GPtrArray *checks = g_ptr_array_new ();
  GtkCheckButton *first = NULL;
  GtkWidget *confirm;
  g_autofree char *title = hold_out
    /* Translators: %s is the Initiative Player's side */
    ? g_strdup_printf (_("%s: Hold Out an AM (3.A.2, 5.23)"), adj_pool_side_name (battle, (guint) side))
    : g_strdup_printf (_("%s: AMs for the Pool (3.B, 4.21)"), adj_pool_side_name (battle, (guint) side));

  clear_choice (self);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), hold_out
    ? _("The AM you hold out starts the Activation Phase. Or hold none and let the draw decide.")
    : _("Tick the AMs that go into the pool. The other player will not see them."));
  g_object_set_data_full (G_OBJECT (group), "checks", checks, (GDestroyNotify) g_ptr_array_unref);

  if (hold_out)
    {
      GtkWidget *row = check_row (_("None: the draw decides"), NULL, "am-check:none", -1, NULL);

      first = g_object_get_data (G_OBJECT (row), "adj-check");
      gtk_check_button_set_active (first, TRUE);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_ptr_array_add (checks, first);
    }
  for (guint i = 0; i < ams->len; i++)
    {
      guint am = g_array_index (ams, guint, i);
      g_autofree char *name = adj_battle_am_title (battle, am);
      g_autofree char *check_name = g_strdup_printf ("am-check:%s", adj_battle_get_am (battle, am)->id);
      const AdjBattleMarker *marker = adj_battle_am_marker (battle, am);
      GtkWidget *row = check_row (name, adj_battle_get_command (battle, marker->command)->name, check_name,
                                  (int) am, first);
      GtkCheckButton *check = g_object_get_data (G_OBJECT (row), "adj-check");

      /* All in the pool unless taken out; a held-out AM is one or none. */
      if (!hold_out)
        gtk_check_button_set_active (check, TRUE);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_ptr_array_add (checks, check);
    }
  if (ams->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No AM is available this turn (4.21)"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  gtk_box_append (self->choose_box, group);
  self->error = adj_game_error_label_new ("choose-error");
  gtk_box_append (self->choose_box, self->error);
  confirm = adj_pill_button_new (hold_out ? _("_Hold Out") : _("_Put in the Pool"), "choose-confirm", TRUE);
  g_signal_connect (confirm, "clicked", G_CALLBACK (on_confirm), self);
  gtk_box_append (self->choose_box, confirm);
  gtk_stack_set_visible_child_name (self->stack, "choose");
}

static void
show_cover (AdjPoolChoose *self, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  int side = adj_pool_choose_side (state);
  /* Translators: %s is a side, e.g. "Pass the Device to the Union Player" */
  g_autofree char *title = g_strdup_printf (_("Pass the Device to the %s Player"), adj_pool_side_name (battle, (guint) side));
  g_autofree char *button = g_strdup_printf (_("I Am the %s Player"), adj_pool_side_name (battle, (guint) side));

  clear_choice (self);
  adw_status_page_set_title (self->cover_page, title);
  adw_status_page_set_description (self->cover_page,
    adj_game_state_get_phase (state) == ADJ_PHASE_HOLD_OUT
      ? _("He has the initiative and may hold out one AM to start the turn (5.23). Only he should see the next screen.")
      : _("He chooses his AMs for the pool in secret (3.B). Only he should see the next screen."));
  gtk_button_set_label (self->cover_button, button);
  gtk_stack_set_visible_child_name (self->stack, "cover");
}

static void
on_cover_dismissed (AdjPoolChoose *self)
{
  if (self->state == NULL)
    return;
  self->revealed_side = adj_pool_choose_side (self->state);
  self->revealed_generation = self->generation;
  build_choice (self, self->state);
}

void
adj_pool_choose_update (AdjPoolChoose *self, const AdjGameState *state, guint64 generation)
{
  g_return_if_fail (ADJ_IS_POOL_CHOOSE (self));

  g_clear_pointer (&self->state, adj_game_state_unref);
  self->state = adj_game_state_ref ((AdjGameState *) state);
  self->generation = generation;
  if (self->revealed_side != adj_pool_choose_side (state) || self->revealed_generation != generation)
    show_cover (self, state);
  else
    build_choice (self, state);
}

void
adj_pool_choose_forget (AdjPoolChoose *self)
{
  g_return_if_fail (ADJ_IS_POOL_CHOOSE (self));

  self->revealed_side = -1;
  g_clear_pointer (&self->state, adj_game_state_unref);
  clear_choice (self);
}

void
adj_pool_choose_refused (AdjPoolChoose *self, const char *message)
{
  g_return_if_fail (ADJ_IS_POOL_CHOOSE (self));

  if (self->error != NULL)
    adj_game_error_label_set (self->error, message);
}

static void
adj_pool_choose_dispose (GObject *object)
{
  AdjPoolChoose *self = ADJ_POOL_CHOOSE (object);

  g_clear_pointer (&self->state, adj_game_state_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_POOL_CHOOSE);
  G_OBJECT_CLASS (adj_pool_choose_parent_class)->dispose (object);
}

static void
adj_pool_choose_class_init (AdjPoolChooseClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_pool_choose_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/glory/adj-pool-choose.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjPoolChoose, stack);
  gtk_widget_class_bind_template_child (widget_class, AdjPoolChoose, cover_page);
  gtk_widget_class_bind_template_child (widget_class, AdjPoolChoose, cover_button);
  gtk_widget_class_bind_template_child (widget_class, AdjPoolChoose, choose_box);
  signals[SIGNAL_MOVE] = g_signal_new ("move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
adj_pool_choose_init (AdjPoolChoose *self)
{
  self->revealed_side = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->cover_button, "clicked", G_CALLBACK (on_cover_dismissed), self);
}
