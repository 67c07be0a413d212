/* adj-tgtw-armies-page.c: the armies, their sectors, leaders and units
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each army: its morale losses against its rout level (10.0) and each
 * sector's against its own (13.0), as the Victory Check counts them now;
 * its leaders (stars, bonus, shift, dice, rally dot; wounded ones with the
 * turn they are back, 9.0); its units with their state and whom they are
 * engaged with (7.0). The moves the tracker takes from the players about
 * the map are here too, offered only where the engine accepts them (the
 * page asks it by applying the move to the state): a friendly unit in a
 * rout's path is disordered (7.0), a routed unit leaves by its map edge
 * (8.0), a replacement leader takes a lost one's place (9.0).
 *
 * The groups and rows are made once for the game's scenario; an action
 * sets only the rows whose words, buttons or dimming changed (a rebuild
 * cost a tenth of a second per undo with the sample's 40 rows). The
 * leaders and units, below the fold, are made with the others but shown
 * from the page's second frame: laying out their rows was most of the
 * first showing.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-tgtw-armies-page.h"
#include "adj-tgtw-common.h"

struct _AdjTgtwArmiesPage
{
  AdjTgtwPage      parent_instance;

  GPtrArray       *groups;    /* AdwPreferencesGroup, made for the scenario */
  AdjTgtwScenario *scenario;  /* that scenario (a ref), NULL before */
  guint            options;   /* and the game's options */
  GPtrArray       *tallies;   /* per army: 1 + sectors rows */
  GtkWidget       *points[ADJ_TGTW_N_ARMIES];  /* tactical points, or NULL */
  GPtrArray       *leaders;   /* a row per leader of the scenario */
  GPtrArray       *units;     /* a row per unit */
  GtkWidget       *error;
  GtkBox          *armies_box;
};

G_DEFINE_FINAL_TYPE (AdjTgtwArmiesPage, adj_tgtw_armies_page, ADJ_TYPE_TGTW_PAGE)

/* The box of a row's buttons, its suffix. */
#define BUTTONS "adj-buttons"

static gboolean
allowed (const AdjTgtwState *s, const AdjTgtwMove *m)
{
  g_autoptr (AdjTgtwState) after = adj_tgtw_move_apply (s, m, NULL);
  return after != NULL;
}

static void
on_move_button (GtkButton *button, AdjTgtwArmiesPage *self)
{
  AdjTgtwMove *m = adj_tgtw_move_copy (g_object_get_data (G_OBJECT (button), "move"));
  adj_tgtw_page_apply (ADJ_TGTW_PAGE (self), &m, 1, self->error);
}

/* A button for @m (taken) when the engine accepts it now, or NULL. */
static GtkWidget *
move_button (AdjTgtwArmiesPage *self, const AdjTgtwState *s, AdjTgtwMove *m, const char *label,
             const char *a11y, const char *name)
{
  GtkWidget *button;

  if (!allowed (s, m))
    {
      adj_tgtw_move_free (m);
      return NULL;
    }
  button = gtk_button_new_with_mnemonic (label);
  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  g_object_set_data_full (G_OBJECT (button), "move", m, (GDestroyNotify) adj_tgtw_move_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_move_button), self);
  return button;
}

/* @below_fold: shown once the page has unfolded. */
static AdwPreferencesGroup *
new_group (AdjTgtwArmiesPage *self, const char *title, const char *description, const char *name,
           gboolean below_fold)
{
  GtkWidget *group = adw_preferences_group_new ();

  if (below_fold && !adj_tgtw_page_is_unfolded (ADJ_TGTW_PAGE (self)))
    gtk_widget_set_visible (group, FALSE);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_widget_set_name (group, name);
  gtk_box_append (self->armies_box, group);
  g_ptr_array_add (self->groups, group);
  return ADW_PREFERENCES_GROUP (group);
}

/* A row with an empty box of buttons under its words, where a narrow
 * window has room. */
static GtkWidget *
row_with_buttons (const char *name)
{
  GtkWidget *row = adj_tgtw_info_row_new ("", NULL, name);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (box, FALSE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
  g_object_set_data (G_OBJECT (row), BUTTONS, box);
  return row;
}

static void
add_tallies (AdjTgtwArmiesPage *self, const AdjTgtwState *s, guint army)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  g_autofree char *title = g_strdup_printf (_("%s: Morale Losses (10.0, 13.0)"), adj_tgtw_army_name (s, (int) army));
  g_autofree char *name = g_strdup_printf ("tallies:%s", adj_tgtw_scenario_army (sc, army)->id);
  AdwPreferencesGroup *group = new_group (self, title, _("As the Victory Check counts them now: eliminated, routed "
                                                         "and disordered units, leaders wounded, captured or killed."),
                                          name, FALSE);
  g_autofree char *army_row = g_strdup_printf ("tally:%s", adj_tgtw_scenario_army (sc, army)->id);
  GtkWidget *row = adj_tgtw_tally_row_new (s, army, -1, army_row);

  g_ptr_array_add (self->tallies, row);
  adw_preferences_group_add (group, row);
  for (guint i = 0; i < adj_tgtw_scenario_n_sectors (sc); i++)
    {
      g_autofree char *row_name = g_strdup_printf ("tally:%s:%s", adj_tgtw_scenario_army (sc, army)->id,
                                                   adj_tgtw_scenario_sector (sc, i)->id);
      row = adj_tgtw_tally_row_new (s, army, (int) i, row_name);
      g_ptr_array_add (self->tallies, row);
      adw_preferences_group_add (group, row);
    }
  self->points[army] = NULL;
  if (adj_tgtw_state_get_options (s) & ADJ_TGTW_OPTION_POINTS)
    {
      self->points[army] = adj_tgtw_info_row_new (_("Tactical points (12.0)"), "", NULL);
      adw_preferences_group_add (group, self->points[army]);
    }
}

static void
update_tallies (AdjTgtwArmiesPage *self, const AdjTgtwState *s)
{
  guint per_army = self->tallies->len / ADJ_TGTW_N_ARMIES;

  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      for (guint i = 0; i < per_army; i++)
        adj_tgtw_tally_row_update (self->tallies->pdata[a * per_army + i], s, a, (int) i - 1);
      if (self->points[a] != NULL)
        {
          g_autofree char *points = g_strdup_printf (_("%d spent, %d left"), adj_tgtw_state_tp_spent (s, a),
                                                     adj_tgtw_state_tp_left (s, a));
          adj_tgtw_row_set_text (self->points[a], _("Tactical points (12.0)"), points);
        }
    }
}

static void
add_leaders (AdjTgtwArmiesPage *self, const AdjTgtwState *s, guint army)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  g_autofree char *title = g_strdup_printf (_("%s: Leaders (2.1, 9.0)"), adj_tgtw_army_name (s, (int) army));
  g_autofree char *name = g_strdup_printf ("leaders:%s", adj_tgtw_scenario_army (sc, army)->id);
  AdwPreferencesGroup *group = new_group (self, title, NULL, name, TRUE);

  for (guint i = 0; i < adj_tgtw_scenario_n_leaders (sc); i++)
    {
      const AdjTgtwLeader *l = adj_tgtw_scenario_leader (sc, i);
      if (l->army != (int) army)
        continue;
      g_autofree char *row_name = g_strdup_printf ("leader:%s", l->id);
      GtkWidget *row = row_with_buttons (row_name);
      self->leaders->pdata[i] = row;
      adw_preferences_group_add (group, row);
    }
}

static void
update_leader (AdjTgtwArmiesPage *self, const AdjTgtwState *s, guint i)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  const AdjTgtwLeader *l = adj_tgtw_scenario_leader (sc, i);
  GtkWidget *row = self->leaders->pdata[i];
  g_autofree char *summary = adj_tgtw_leader_summary (s, i);
  int sector = adj_tgtw_state_leader_sector (s, i);
  /* Translators: a leader and the sector he commands */
  g_autofree char *row_title = g_strdup_printf (_("%s, %s"), l->name, adj_tgtw_sector_name (s, sector));
  GtkWidget *want[ADJ_TGTW_MAX_LEADERS];
  guint n = 0;

  adj_tgtw_row_set_text (row, row_title, summary);
  /* Ruling 23: a 0-star stand-in shows once he is in play. */
  if (gtk_widget_get_visible (row) == adj_tgtw_state_leader_unused_stand_in (s, i))
    gtk_widget_set_visible (row, !gtk_widget_get_visible (row));
  int stand_in = adj_tgtw_state_stand_in (s, i);
  if (stand_in >= 0)
    {
      g_autofree char *a11y = g_strdup_printf (_("Replace %s by a 0-star leader (9.0)"), l->name);
      g_autofree char *button_name = g_strdup_printf ("replace:%s", l->id);
      GtkWidget *button = move_button (self, s, adj_tgtw_move_replace ((guint) stand_in, i), _("0-star Replacement"),
                                       a11y, button_name);
      if (button != NULL)
        want[n++] = button;
    }
  /* 9.0: a replacement in reserve may take a lost leader's place. */
  for (guint j = 0; adj_tgtw_state_leader_status (s, i) == ADJ_TGTW_LEADER_RESERVE
                    && j < adj_tgtw_scenario_n_leaders (sc) && n < G_N_ELEMENTS (want); j++)
    {
      AdjTgtwLeaderStatus lost = adj_tgtw_state_leader_status (s, j);
      if (lost != ADJ_TGTW_LEADER_CAPTURED && lost != ADJ_TGTW_LEADER_KILLED)
        continue;
      g_autofree char *label = g_strdup_printf (_("Replaces %s"), adj_tgtw_leader_name (s, (int) j));
      g_autofree char *a11y = g_strdup_printf (_("%s replaces %s (9.0)"), l->name, adj_tgtw_leader_name (s, (int) j));
      g_autofree char *button_name = g_strdup_printf ("replace:%s:%s", l->id, adj_tgtw_scenario_leader (sc, j)->id);
      GtkWidget *button = move_button (self, s, adj_tgtw_move_replace (i, j), label, a11y, button_name);
      if (button != NULL)
        want[n++] = button;
    }
  adj_tgtw_box_sync_buttons (g_object_get_data (G_OBJECT (row), BUTTONS), want, n, "move");
}

static void
add_units (AdjTgtwArmiesPage *self, const AdjTgtwState *s, guint army)
{
  const AdjTgtwScenario *sc = adj_tgtw_state_get_scenario (s);
  g_autofree char *title = g_strdup_printf (_("%s: Units (2.1)"), adj_tgtw_army_name (s, (int) army));
  g_autofree char *name = g_strdup_printf ("units:%s", adj_tgtw_scenario_army (sc, army)->id);
  AdwPreferencesGroup *group = new_group (self, title, _("A unit in a rout’s path is disordered (7.0); a routed "
                                                         "unit that reaches its map edge is eliminated (8.0)."),
                                          name, TRUE);

  for (guint i = 0; i < adj_tgtw_scenario_n_units (sc); i++)
    {
      const AdjTgtwUnit *u = adj_tgtw_scenario_unit (sc, i);
      if (u->army != (int) army)
        continue;
      g_autofree char *row_name = g_strdup_printf ("unit:%s", u->id);
      GtkWidget *row = row_with_buttons (row_name);
      self->units->pdata[i] = row;
      adw_preferences_group_add (group, row);
    }
}

static void
update_unit (AdjTgtwArmiesPage *self, const AdjTgtwState *s, guint i, gboolean rout_moves)
{
  const AdjTgtwUnit *u = adj_tgtw_scenario_unit (adj_tgtw_state_get_scenario (s), i);
  GtkWidget *row = self->units->pdata[i];
  g_autofree char *summary = adj_tgtw_unit_summary (s, i);
  g_autofree char *row_title = g_strdup_printf (_("%s, %s"), u->name, adj_tgtw_sector_name (s, u->sector));
  AdjTgtwStatus now = adj_tgtw_state_unit_status (s, i);
  GtkWidget *want[2];
  guint n = 0;

  adj_tgtw_row_set_text (row, row_title, summary);
  if ((now == ADJ_TGTW_ELIMINATED) != gtk_widget_has_css_class (row, "dim-label"))
    {
      if (now == ADJ_TGTW_ELIMINATED)
        gtk_widget_add_css_class (row, "dim-label");
      else
        gtk_widget_remove_css_class (row, "dim-label");
    }
  /* Only the buttons the engine may accept are asked about. */
  if (rout_moves && now == ADJ_TGTW_ORDERED)
    {
      g_autofree char *a11y = g_strdup_printf (_("%s is in a rout’s path: disordered (7.0)"), u->name);
      g_autofree char *name = g_strdup_printf ("disorder:%s", u->id);
      want[n] = move_button (self, s, adj_tgtw_move_unit (ADJ_TGTW_MOVE_DISORDER, i), _("In a Rout’s Path"), a11y,
                             name);
      n += want[n] != NULL;
    }
  if (rout_moves && now == ADJ_TGTW_ROUTED)
    {
      g_autofree char *a11y = g_strdup_printf (_("%s leaves by its map edge: eliminated (8.0)"), u->name);
      g_autofree char *name = g_strdup_printf ("off-map:%s", u->id);
      want[n] = move_button (self, s, adj_tgtw_move_unit (ADJ_TGTW_MOVE_OFF_MAP, i), _("Off the Map"), a11y, name);
      n += want[n] != NULL;
    }
  adj_tgtw_box_sync_buttons (g_object_get_data (G_OBJECT (row), BUTTONS), want, n, "move");
}

/* The groups and rows for the game's scenario and options, made again
 * only when another game is opened. */
static void
build (AdjTgtwArmiesPage *self, const AdjTgtwState *s)
{
  AdjTgtwScenario *sc = (AdjTgtwScenario *) adj_tgtw_state_get_scenario (s);

  if (sc == self->scenario && adj_tgtw_state_get_options (s) == self->options)
    return;
  for (guint i = 0; i < self->groups->len; i++)
    gtk_box_remove (self->armies_box, self->groups->pdata[i]);
  g_ptr_array_set_size (self->groups, 0);
  g_ptr_array_set_size (self->tallies, 0);
  g_ptr_array_set_size (self->leaders, adj_tgtw_scenario_n_leaders (sc));
  g_ptr_array_set_size (self->units, adj_tgtw_scenario_n_units (sc));
  g_clear_pointer (&self->scenario, adj_tgtw_scenario_unref);
  self->scenario = adj_tgtw_scenario_ref (sc);
  self->options = adj_tgtw_state_get_options (s);
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    add_tallies (self, s, a);
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      add_leaders (self, s, a);
      add_units (self, s, a);
    }
}

static void
adj_tgtw_armies_page_refresh (AdjTgtwPage *page, const AdjTgtwState *s)
{
  AdjTgtwArmiesPage *self = ADJ_TGTW_ARMIES_PAGE (page);
  gboolean rout_moves = adj_tgtw_move_expected (s, ADJ_TGTW_MOVE_DISORDER);

  build (self, s);
  update_tallies (self, s);
  for (guint i = 0; i < self->leaders->len; i++)
    update_leader (self, s, i);
  for (guint i = 0; i < self->units->len; i++)
    update_unit (self, s, i, rout_moves);
}

static void
adj_tgtw_armies_page_unfold (AdjTgtwPage *page)
{
  AdjTgtwArmiesPage *self = ADJ_TGTW_ARMIES_PAGE (page);

  for (guint i = 0; i < self->groups->len; i++)
    gtk_widget_set_visible (self->groups->pdata[i], TRUE);
}

static void
adj_tgtw_armies_page_load (AdjTgtwPage *page, GtkBuilder *builder)
{
  AdjTgtwArmiesPage *self = ADJ_TGTW_ARMIES_PAGE (page);

  self->armies_box = GTK_BOX (gtk_builder_get_object (builder, "armies_box"));
  self->error = adj_game_error_label_new ("armies-error");
  gtk_box_append (GTK_BOX (gtk_builder_get_object (builder, "error_box")), self->error);
}

static void
adj_tgtw_armies_page_finalize (GObject *object)
{
  AdjTgtwArmiesPage *self = ADJ_TGTW_ARMIES_PAGE (object);

  g_ptr_array_unref (self->groups);
  g_ptr_array_unref (self->tallies);
  g_ptr_array_unref (self->leaders);
  g_ptr_array_unref (self->units);
  g_clear_pointer (&self->scenario, adj_tgtw_scenario_unref);
  G_OBJECT_CLASS (adj_tgtw_armies_page_parent_class)->finalize (object);
}

static void
adj_tgtw_armies_page_class_init (AdjTgtwArmiesPageClass *klass)
{
  AdjTgtwPageClass *page_class = ADJ_TGTW_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = adj_tgtw_armies_page_finalize;
  page_class->name = "armies";
  page_class->resource = "/io/github/adjutant/Adjutant/tgtw/adj-tgtw-armies-page.ui";
  page_class->load = adj_tgtw_armies_page_load;
  page_class->refresh = adj_tgtw_armies_page_refresh;
  page_class->unfold = adj_tgtw_armies_page_unfold;
}

static void
adj_tgtw_armies_page_init (AdjTgtwArmiesPage *self)
{
  self->groups = g_ptr_array_new ();
  self->tallies = g_ptr_array_new ();
  self->leaders = g_ptr_array_new ();
  self->units = g_ptr_array_new ();
}
