/* adj-dog-scout-panel.c: the optional scouting before deployment (20.1-20.3)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each side ticks the cavalry it sends scouting and sees the points they
 * make (20.2) before naming them; once both have named theirs, the engine
 * says who is out-scouted (15 or more points behind) and what that means
 * for deployment (20.3). Shown only in a game played with scouting.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-dog-common.h"
#include "adj-dog-scout-panel.h"
#include "adj-window-actions.h"

struct _AdjDogScoutPanel
{
  GtkWidget       parent_instance;

  AdjGameSession *session;
  AdjDogBattle   *battle;     /* the rows are of this battle (a ref) */
  GtkWidget      *box;
  GtkWidget      *groups[2], *points[2], *send[2];
  GPtrArray      *checks[2];  /* GtkCheckButton, with "adj-dog-unit" */
  GPtrArray      *rows[2];
  GtkWidget      *result, *error;
};

G_DEFINE_FINAL_TYPE (AdjDogScoutPanel, adj_dog_scout_panel, GTK_TYPE_WIDGET)

static GArray *
ticked (AdjDogScoutPanel *self, int side)
{
  GArray *units = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < self->checks[side]->len; i++)
    if (gtk_check_button_get_active (self->checks[side]->pdata[i]))
      {
        guint u = GPOINTER_TO_UINT (g_object_get_data (self->checks[side]->pdata[i], "adj-dog-unit"));
        g_array_append_val (units, u);
      }
  return units;
}

static void
show_points (AdjDogScoutPanel *self)
{
  const AdjDogState *state = adj_dog_session_get_state (self->session);

  for (int side = 0; state != NULL && side < 2; side++)
    {
      g_autoptr (GArray) units = ticked (self, side);
      int points = adj_dog_state_scouting_points (state, (guint *) units->data, units->len);
      g_autofree char *text = adj_dog_state_scouts_named (state, side)
        ? g_strdup_printf (_("Named: %d scouting points (20.2)"), points)
        : g_strdup_printf (_("Ticked: %d scouting points (20.2)"), points);
      gtk_label_set_text (GTK_LABEL (self->points[side]), text);
    }
}

static void
on_send (GtkButton *button, AdjDogScoutPanel *self)
{
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "adj-dog-side"));
  g_autoptr (GArray) units = ticked (self, side);
  g_autoptr (GError) error = NULL;

  adj_game_error_label_set (self->error, NULL);
  if (!adj_dog_session_apply (self->session, adj_dog_move_scouts (side, (guint *) units->data, units->len), &error))
    adj_game_error_label_set (self->error, error->message);
}

/* One check row per cavalry unit of each side (20.1: only cavalry scouts). */
static void
build (AdjDogScoutPanel *self, const AdjDogState *state)
{
  AdjDogBattle *battle = adj_dog_state_get_battle (state);

  g_clear_pointer (&self->battle, adj_dog_battle_unref);
  self->battle = adj_dog_battle_ref (battle);
  for (int side = 0; side < 2; side++)
    {
      adj_dog_group_clear (ADW_PREFERENCES_GROUP (self->groups[side]), self->rows[side]);
      g_ptr_array_set_size (self->checks[side], 0);
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->groups[side]),
                                       adj_dog_battle_army_name (battle, side));
      /* 20.2 counts "figures"; the ruling (docs/dog.md) counts stands. */
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->groups[side]),
                                             _("20.2 counts scouting figures; Adjutant counts each cavalry stand "
                                               "as one, as the points of 7.1 are counted per stand."));
      for (guint i = 0; i < adj_dog_battle_n_units (battle); i++)
        {
          const AdjDogGameUnit *u = adj_dog_battle_unit (battle, i);
          if (u->side != side || u->arm != ADJ_DOG_CAVALRY)
            continue;
          GtkWidget *check = gtk_check_button_new ();
          g_autofree char *name = g_strdup_printf ("dog-scout:%s", u->id);
          /* Translators: a cavalry unit's class, stands and scouting points */
          g_autofree char *sub = g_strdup_printf (_("Class %d, %d stands: %d points"), u->klass, u->start,
                                                  adj_dog_state_scouting_points (state, &i, 1));
          GtkWidget *row = adj_dog_suffix_row (u->name, sub, check);
          gtk_widget_set_name (check, name);
          g_object_set_data (G_OBJECT (check), "adj-dog-unit", GUINT_TO_POINTER (i));
          g_signal_connect_swapped (check, "toggled", G_CALLBACK (show_points), self);
          g_ptr_array_add (self->checks[side], check);
          g_ptr_array_add (self->rows[side], row);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->groups[side]), row);
        }
      if (self->checks[side]->len == 0)
        {
          GtkWidget *row = adj_dog_suffix_row (_("No cavalry to send"), NULL, NULL);
          g_ptr_array_add (self->rows[side], row);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->groups[side]), row);
        }
    }
}

static void
refresh (AdjDogScoutPanel *self)
{
  const AdjDogState *state = adj_dog_session_get_state (self->session);
  gboolean shown = state != NULL && adj_dog_state_option (state, ADJ_DOG_OPTION_SCOUTING);
  AdjDogScouting sc;

  gtk_widget_set_visible (self->box, shown);
  if (!shown)
    return;
  if (adj_dog_state_get_battle (state) != self->battle)
    build (self, state);
  gboolean setup = adj_dog_state_get_step (state) == ADJ_DOG_STEP_SETUP;
  for (int side = 0; side < 2; side++)
    {
      gboolean named = adj_dog_state_scouts_named (state, side);
      for (guint i = 0; i < self->checks[side]->len; i++)
        {
          GtkCheckButton *check = self->checks[side]->pdata[i];
          guint u = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "adj-dog-unit"));
          if (named)
            gtk_check_button_set_active (check, adj_dog_state_unit (state, u)->scouting);
          gtk_widget_set_sensitive (GTK_WIDGET (check), setup && !named);
        }
      gtk_widget_set_visible (self->send[side], setup && !named);
    }
  show_points (self);
  if (adj_dog_state_scouting (state, &sc))
    {
      AdjDogBattle *battle = adj_dog_state_get_battle (state);
      const char *names[2] = { adj_dog_battle_army_name (battle, 0), adj_dog_battle_army_name (battle, 1) };
      g_autofree char *text = adj_dog_scouting_describe (&sc, names);
      gtk_label_set_text (GTK_LABEL (self->result), text);
    }
  else
    gtk_label_set_text (GTK_LABEL (self->result), _("Each side names its scouts; the result shows when both have."));
}

static void
adj_dog_scout_panel_root (GtkWidget *widget)
{
  AdjDogScoutPanel *self = ADJ_DOG_SCOUT_PANEL (widget);

  GTK_WIDGET_CLASS (adj_dog_scout_panel_parent_class)->root (widget);
  if (self->session == NULL)
    self->session = adj_window_watch_session (widget, G_CALLBACK (refresh));
  refresh (self);
}

static void
adj_dog_scout_panel_dispose (GObject *object)
{
  AdjDogScoutPanel *self = ADJ_DOG_SCOUT_PANEL (object);

  g_clear_object (&self->session);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->battle, adj_dog_battle_unref);
  for (int side = 0; side < 2; side++)
    {
      g_clear_pointer (&self->checks[side], g_ptr_array_unref);
      g_clear_pointer (&self->rows[side], g_ptr_array_unref);
    }
  G_OBJECT_CLASS (adj_dog_scout_panel_parent_class)->dispose (object);
}

static void
adj_dog_scout_panel_class_init (AdjDogScoutPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = adj_dog_scout_panel_dispose;
  GTK_WIDGET_CLASS (klass)->root = adj_dog_scout_panel_root;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
adj_dog_scout_panel_init (AdjDogScoutPanel *self)
{
  GtkWidget *title = adj_dog_label_new (_("Scouting (20.1–20.3)"), "heading");

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_box_append (GTK_BOX (self->box), title);
  gtk_box_append (GTK_BOX (self->box),
                  adj_dog_label_new (_("Each side sends cavalry scouting before deployment. A side 15 or more points "
                                       "ahead out-scouts the other."), "dim-label"));
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *send = g_strdup_printf ("dog-scouts-send-%d", side);
      g_autofree char *points = g_strdup_printf ("dog-scouts-points-%d", side);
      self->checks[side] = g_ptr_array_new ();
      self->rows[side] = g_ptr_array_new ();
      self->groups[side] = adw_preferences_group_new ();
      gtk_box_append (GTK_BOX (self->box), self->groups[side]);
      self->points[side] = adj_dog_label_new (NULL, NULL);
      gtk_widget_set_name (self->points[side], points);
      gtk_box_append (GTK_BOX (self->box), self->points[side]);
      self->send[side] = gtk_button_new_with_mnemonic (_("_Send These Scouts"));
      gtk_widget_set_name (self->send[side], send);
      gtk_widget_set_halign (self->send[side], GTK_ALIGN_START);
      gtk_widget_add_css_class (self->send[side], "pill");
      g_object_set_data (G_OBJECT (self->send[side]), "adj-dog-side", GINT_TO_POINTER (side));
      g_signal_connect (self->send[side], "clicked", G_CALLBACK (on_send), self);
      gtk_box_append (GTK_BOX (self->box), self->send[side]);
    }
  self->error = adj_game_error_label_new ("dog-scouts-error");
  gtk_box_append (GTK_BOX (self->box), self->error);
  self->result = adj_dog_label_new (NULL, "heading");
  gtk_widget_set_name (self->result, "dog-scouts-result");
  gtk_box_append (GTK_BOX (self->box), self->result);
}

GtkWidget *
adj_dog_scout_panel_new (void)
{
  return g_object_new (ADJ_TYPE_DOG_SCOUT_PANEL, NULL);
}
