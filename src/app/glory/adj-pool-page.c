/* adj-pool-page.c: the Activation Markers without a cup
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The AM pool of 3.A.2-3.C: each player picks his AMs in secret behind a
 * "pass the device" cover (and the Initiative Player his held-out AM,
 * 5.23); then the app draws blindly (or records what came out of a real
 * cup), shows the drawn AM with the commands it activates (4.23, 4.24),
 * lets the player start one, and works out a Combined Activation (4.25)
 * with the engine's calculator before the roll. The page is rebuilt from
 * the engine's state after every change: it keeps only what is not game
 * state — which side has lifted the cover, and whether to animate a draw.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "adj-game-session.h"
#include "adj-glory-session.h"
#include "adj-tooltip.h"
#include "adj-window-actions.h"
#include "adj-pool-page.h"

struct _AdjPoolPage
{
  GtkWidget       parent_instance;

  AdjGameSession *session;
  gboolean        built;  /* the template is built on the first map */
  /* The cover is lifted for this side at this journal position only. */
  int             revealed_side;
  guint64         revealed_generation;
  gboolean        animate_draw;
  GPtrArray      *ca_checks;   /* GtkCheckButton per combinable group */
  GtkWidget      *ca_in_range;
  GtkWidget      *ca_needs;
  GtkWidget      *ca_roll;
  GtkWidget      *ca_error;
  GtkWidget      *choose_error;
  GtkWidget      *real_draw;
  GArray         *real_draw_ams;
  GBytes         *shown;  /* what the pool's content was made from */

  /* Template children */
  GtkStack       *state_stack;
  AdwStatusPage  *cover_page;
  GtkButton      *cover_button;
  GtkBox         *choose_box;
  GtkBox         *pool_box;
};

G_DEFINE_FINAL_TYPE (AdjPoolPage, adj_pool_page, GTK_TYPE_WIDGET)

static void refresh (AdjPoolPage *self);

static const char *
side_name (AdjBattle *battle, guint side)
{
  return adj_battle_get_side (battle, side)->name;
}

static char *
am_title (AdjBattle *battle, guint am)
{
  const AdjBattleAm *counter = adj_battle_get_am (battle, am);
  /* Translators: an AM counter, its name and number, e.g. "VI Corps #2" */
  return g_strdup_printf (_("%s #%u"), adj_battle_am_marker (battle, am)->name, counter->number);
}

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

static const char *
group_title (const AdjGameState *state, guint group)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  const AdjBattleGroup *g = adj_battle_get_group (battle, group);
  if (g->leader >= 0)
    return adj_battle_get_leader (battle, (guint) g->leader)->name;
  /* An independent unit or brigade (14.34): named after its command. */
  return adj_battle_get_command (battle, g->command)->name;
}

static void
clear_box (GtkBox *box)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
}

static GtkWidget *
pill_button (const char *label, const char *name, gboolean suggested)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  gtk_widget_set_name (button, name);
  gtk_widget_add_css_class (button, "pill");
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  return button;
}

static gboolean
apply (AdjPoolPage *self, AdjAction *action, GtkWidget *error_widget)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjAction) owned = action;

  if (adj_game_session_apply (self->session, action, &error))
    return TRUE;
  if (error_widget != NULL)
    adj_game_error_label_set (error_widget, error->message);
  return FALSE;
}

/* ---- secret choice behind the cover (3.A.2, 3.B, 4.21, 5.23) ---- */

static int
choosing_side (const AdjGameState *state)
{
  AdjPrompt p;

  adj_game_state_prompt (state, &p);
  if (p.side >= 0)
    return p.side;
  /* Both still to choose: the Initiative Player first, else the first side. */
  return MAX (adj_game_state_get_initiative (state), 0);
}

static void
on_choose_confirm (GtkButton *button, AdjPoolPage *self)
{
  const AdjGameState *state = adj_glory_session_get_state (self->session);
  AdjBattle *battle = adj_game_state_get_battle (state);
  int side = choosing_side (state);
  g_autoptr (GArray) chosen = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean hold_out = adj_game_state_get_phase (state) == ADJ_PHASE_HOLD_OUT;

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
  (void) battle;
  if (hold_out)
    apply (self, adj_action_hold_out ((guint) side, chosen->len > 0 ? (int) g_array_index (chosen, guint, 0) : -1),
           self->choose_error);
  else
    apply (self, adj_action_select ((guint) side, (guint *) chosen->data, chosen->len), self->choose_error);
}

static void
build_choose (AdjPoolPage *self, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  int side = choosing_side (state);
  gboolean hold_out = adj_game_state_get_phase (state) == ADJ_PHASE_HOLD_OUT;
  g_autoptr (GArray) ams = adj_game_state_available_ams (state, (guint) side);
  GtkWidget *group = adw_preferences_group_new ();
  GPtrArray *checks = g_ptr_array_new ();
  GtkCheckButton *first = NULL;
  g_autofree char *title = hold_out
    /* Translators: %s is the Initiative Player's side */
    ? g_strdup_printf (_("%s: Hold Out an AM (3.A.2, 5.23)"), side_name (battle, (guint) side))
    : g_strdup_printf (_("%s: AMs for the Pool (3.B, 4.21)"), side_name (battle, (guint) side));

  clear_box (self->choose_box);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), hold_out
    ? _("The AM you hold out starts the Activation Phase. Or hold none and let the draw decide.")
    : _("Tick the AMs that go into the pool. The other player will not see them."));
  g_object_set_data_full (G_OBJECT (group), "checks", checks, (GDestroyNotify) g_ptr_array_unref);

  if (hold_out)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("None: the draw decides"));
      gtk_widget_set_name (check, "am-check:none");
      g_object_set_data (G_OBJECT (check), "am", GINT_TO_POINTER (-1));
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_ptr_array_add (checks, check);
      first = GTK_CHECK_BUTTON (check);
    }
  for (guint i = 0; i < ams->len; i++)
    {
      guint am = g_array_index (ams, guint, i);
      g_autofree char *name = am_title (battle, am);
      g_autofree char *check_name = g_strdup_printf ("am-check:%s", adj_battle_get_am (battle, am)->id);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();
      const AdjBattleMarker *marker = adj_battle_am_marker (battle, am);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), adj_battle_get_command (battle, marker->command)->name);
      gtk_widget_set_name (check, check_name);
      g_object_set_data (G_OBJECT (check), "am", GINT_TO_POINTER ((int) am));
      if (hold_out)
        gtk_check_button_set_group (GTK_CHECK_BUTTON (check), first);
      else
        gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
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
  self->choose_error = adj_game_error_label_new ("choose-error");
  gtk_box_append (self->choose_box, self->choose_error);
  GtkWidget *confirm = pill_button (hold_out ? _("_Hold Out") : _("_Put in the Pool"), "choose-confirm", TRUE);
  g_signal_connect (confirm, "clicked", G_CALLBACK (on_choose_confirm), self);
  gtk_box_append (self->choose_box, confirm);
}

static void
on_cover_dismissed (AdjPoolPage *self)
{
  const AdjGameState *state = adj_glory_session_get_state (self->session);

  self->revealed_side = choosing_side (state);
  self->revealed_generation = adj_journal_get_generation (adj_game_session_get_journal (self->session));
  refresh (self);
}

static void
show_cover (AdjPoolPage *self, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  int side = choosing_side (state);
  /* Translators: %s is a side, e.g. "Pass the Device to the Union Player" */
  g_autofree char *title = g_strdup_printf (_("Pass the Device to the %s Player"), side_name (battle, (guint) side));
  g_autofree char *button = g_strdup_printf (_("I Am the %s Player"), side_name (battle, (guint) side));

  adw_status_page_set_title (self->cover_page, title);
  adw_status_page_set_description (self->cover_page,
    adj_game_state_get_phase (state) == ADJ_PHASE_HOLD_OUT
      ? _("He has the initiative and may hold out one AM to start the turn (5.23). Only he should see the next screen.")
      : _("He chooses his AMs for the pool in secret (3.B). Only he should see the next screen."));
  gtk_button_set_label (self->cover_button, button);
  gtk_stack_set_visible_child_name (self->state_stack, "cover");
}

/* ---- the pool, the draw and the drawn AM (3.C, 4.22-4.25) ---- */

static void
on_draw (GtkButton *button, AdjPoolPage *self)
{
  const AdjGameState *state = adj_glory_session_get_state (self->session);
  g_autoptr (GError) error = NULL;
  AdjAction *action = adj_action_draw_virtual (state, adj_game_session_new_seed (), &error);

  if (action == NULL)
    {
      g_warning ("blind draw refused: %s", error->message);
      return;
    }
  self->animate_draw = TRUE;
  apply (self, action, NULL);
}

static void
on_real_draw (GtkButton *button, AdjPoolPage *self)
{
  guint selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self->real_draw));

  if (self->real_draw_ams == NULL || selected >= self->real_draw_ams->len)
    return;
  apply (self, adj_action_draw (g_array_index (self->real_draw_ams, guint, selected)), NULL);
}

static void
on_start (GtkButton *button, AdjPoolPage *self)
{
  guint group = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "group"));
  apply (self, adj_action_start (group), self->ca_error);
}

static GArray *
ca_selection (AdjPoolPage *self, GArray **ratings)
{
  AdjBattle *battle = adj_glory_session_get_battle (self->session);
  GArray *groups = g_array_new (FALSE, FALSE, sizeof (guint));

  *ratings = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < self->ca_checks->len; i++)
    if (gtk_check_button_get_active (self->ca_checks->pdata[i]))
      {
        guint group = GPOINTER_TO_UINT (g_object_get_data (self->ca_checks->pdata[i], "group"));
        int rating = adj_battle_get_leader (battle, (guint) adj_battle_get_group (battle, group)->leader)->ca_rating;
        g_array_append_val (groups, group);
        g_array_append_val (*ratings, rating);
      }
  return groups;
}

static void
update_ca (AdjPoolPage *self)
{
  g_autoptr (GArray) ratings = NULL;
  g_autoptr (GArray) groups = ca_selection (self, &ratings);
  AdjCaResult ca;

  adj_game_error_label_set (self->ca_error, NULL);
  if (groups->len < 2)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->ca_needs), _("Tick two leaders or more"));
      return;
    }
  adj_ca_calculate ((int *) ratings->data, ratings->len, &ca);
  g_autofree char *text = ca.n_success == 0
    ? g_strdup_printf (_("Ratings total %d: no roll can beat it"), ca.total)
    /* Translators: "Ratings total 4: needs 5 or more, 50% (4.25)" */
    : g_strdup_printf (_("Ratings total %d: needs %d or more, %.0f%%"), ca.total, ca.needs, ca.probability * 100);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->ca_needs), text);
}

static void
combine (AdjPoolPage *self, AdjRoll roll)
{
  g_autoptr (GArray) ratings = NULL;
  g_autoptr (GArray) groups = ca_selection (self, &ratings);
  guint facts = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (self->ca_in_range)) != NULL
                  && gtk_switch_get_active (GTK_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (self->ca_in_range))))
                ? ADJ_FACT_IN_RANGE : 0;
  apply (self, adj_action_combine ((guint *) groups->data, groups->len, roll, facts), self->ca_error);
}

static void
on_ca_record (GtkButton *button, AdjPoolPage *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->ca_roll))));
  int value;

  if (!adj_die_parse (ADJ_DIE_D10, text, &value, &error))
    {
      adj_game_error_label_set (self->ca_error, error->message);
      return;
    }
  combine (self, adj_roll_typed (value));
}

static void
on_ca_virtual (GtkButton *button, AdjPoolPage *self)
{
  combine (self, adj_roll_virtual (adj_game_session_new_seed ()));
}

#define PILE_NAMES_SHOWN 12

static GtkWidget *
build_status_group (const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row, *label;
  g_autoptr (GArray) aside = adj_game_state_set_aside (state);
  g_autofree char *count = g_strdup_printf ("%u", adj_game_state_pool_count (state));
  GString *pile = g_string_new (NULL);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Pool (3.B, 3.C)"));
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("AMs in the pool"));
  label = gtk_label_new (count);
  gtk_widget_set_name (label, "pool-count");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (label, "pool-count");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  /* The row shows four lines: the first names and how many more, so a
   * pile of eighty AMs costs no more to show than a pile of ten. */
  for (guint i = 0; i < aside->len && i < PILE_NAMES_SHOWN; i++)
    {
      g_autofree char *name = am_title (battle, g_array_index (aside, guint, i));
      g_string_append_printf (pile, "%s%s", i > 0 ? ", " : "", name);
    }
  if (aside->len > PILE_NAMES_SHOWN)
    /* Translators: after the first names of the AMs set aside */
    g_string_append_printf (pile, ngettext (" and %u more", " and %u more", aside->len - PILE_NAMES_SHOWN),
                            aside->len - PILE_NAMES_SHOWN);
  row = adw_action_row_new ();
  gtk_widget_set_name (row, "set-aside-row");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Set aside this turn (3.C.2.c)"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), aside->len > 0 ? pile->str : _("None yet"));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 4);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_string_free (pile, TRUE);
  return group;
}

static GtkWidget *
build_draw_group (AdjPoolPage *self, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *draw = pill_button (_("_Draw an AM"), "draw-button", TRUE);
  GtkWidget *group = adw_preferences_group_new ();
  GtkStringList *names = gtk_string_list_new (NULL);
  GtkWidget *record = gtk_button_new_with_mnemonic (_("_Record"));

  adj_tooltip_set (draw, _("Adjutant draws one AM blindly from the pool (4.22)"));
  g_signal_connect (draw, "clicked", G_CALLBACK (on_draw), self);
  gtk_box_append (GTK_BOX (box), draw);

  g_clear_pointer (&self->real_draw_ams, g_array_unref);
  self->real_draw_ams = adj_game_state_pool (state);
  for (guint i = 0; i < self->real_draw_ams->len; i++)
    {
      g_autofree char *name = am_title (battle, g_array_index (self->real_draw_ams, guint, i));
      gtk_string_list_append (names, name);
    }
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Drawn from a Real Cup?"));
  self->real_draw = adw_combo_row_new ();
  gtk_widget_set_name (self->real_draw, "real-draw-combo");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->real_draw), _("The AM that came out"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->real_draw), G_LIST_MODEL (names));
  g_object_unref (names);
  gtk_widget_set_name (record, "real-draw-record");
  gtk_widget_set_valign (record, GTK_ALIGN_CENTER);
  g_signal_connect (record, "clicked", G_CALLBACK (on_real_draw), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->real_draw), record);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->real_draw);
  gtk_box_append (GTK_BOX (box), group);
  return box;
}

static void
reveal_on_map (GtkWidget *revealer)
{
  gtk_revealer_set_reveal_child (GTK_REVEALER (revealer), TRUE);
}

static const char *
group_status_text (const AdjGameState *state, guint group)
{
  if (adj_game_state_group_out_of_command (state, group))
    return _("Out of Command (4.25)");
  switch (adj_game_state_group_status (state, group))
    {
    case ADJ_GROUP_ACTIVE: return _("Acting");
    case ADJ_GROUP_DONE: return _("Done");
    case ADJ_GROUP_PENDING: return _("Waiting");
    case ADJ_GROUP_IDLE:
    default: return "";
    }
}

static GtkWidget *
build_drawn (AdjPoolPage *self, const AdjGameState *state, int drawn)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  GtkWidget *revealer = gtk_revealer_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *name = am_title (battle, (guint) drawn);
  GtkWidget *title = gtk_label_new (name);
  guint side = adj_battle_am_side (battle, (guint) drawn);
  /* Translators: "Union, the 2nd of this command's AMs this turn" */
  g_autofree char *sub = g_strdup_printf (_("%s · AM %u of its command this turn"), side_name (battle, side),
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
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), group_title (state, g));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), units);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
      if (choosing && adj_game_state_group_status (state, g) == ADJ_GROUP_PENDING)
        {
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
          GtkWidget *status = gtk_label_new (group_status_text (state, g));
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
  if (self->animate_draw)
    {
      /* A short reveal; GtkRevealer skips it when animations are off. */
      gtk_revealer_set_transition_type (GTK_REVEALER (revealer), GTK_REVEALER_TRANSITION_TYPE_SWING_DOWN);
      gtk_revealer_set_transition_duration (GTK_REVEALER (revealer), 450);
      g_signal_connect (revealer, "map", G_CALLBACK (reveal_on_map), NULL);
      self->animate_draw = FALSE;
    }
  else
    gtk_revealer_set_reveal_child (GTK_REVEALER (revealer), TRUE);
  return revealer;
}

static GtkWidget *
build_ca_group (AdjPoolPage *self, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  g_autoptr (GArray) groups = adj_game_state_activated_groups (state);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *sw, *buttons, *record, *roll;

  g_ptr_array_set_size (self->ca_checks, 0);
  for (guint i = 0; i < groups->len; i++)
    {
      guint g = g_array_index (groups, guint, i);
      if (adj_game_state_group_status (state, g) != ADJ_GROUP_PENDING
          || adj_game_state_group_tried_ca (state, g) || !adj_battle_group_can_combine (battle, g))
        continue;
      const AdjBattleLeader *leader = adj_battle_get_leader (battle, (guint) adj_battle_get_group (battle, g)->leader);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();
      g_autofree char *check_name = g_strdup_printf ("ca-check:%s", leader->id);
      g_autofree char *rating = g_strdup_printf (_("Combined Activation rating %d"), leader->ca_rating);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), leader->name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), rating);
      gtk_widget_set_name (check, check_name);
      g_object_set_data (G_OBJECT (check), "group", GUINT_TO_POINTER (g));
      g_signal_connect_swapped (check, "toggled", G_CALLBACK (update_ca), self);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_ptr_array_add (self->ca_checks, check);
    }
  if (self->ca_checks->len < 2)
    {
      g_object_ref_sink (box);
      g_object_unref (box);
      return NULL;
    }
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Combined Activation (4.25)"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
    _("Leaders of this AM may act together: the roll must beat the total of their ratings, or all their units are Out of Command."));

  self->ca_in_range = adw_action_row_new ();
  gtk_widget_set_name (self->ca_in_range, "ca-in-range");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->ca_in_range), _("Each within Command Range of another"));
  sw = gtk_switch_new ();
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->ca_in_range), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (self->ca_in_range), sw);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->ca_in_range);

  self->ca_needs = adw_action_row_new ();
  gtk_widget_set_name (self->ca_needs, "ca-needs");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->ca_needs), _("Chance before the roll"));
  gtk_widget_add_css_class (self->ca_needs, "property");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->ca_needs);

  self->ca_roll = adw_entry_row_new ();
  gtk_widget_set_name (self->ca_roll, "ca-roll");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->ca_roll), _("The roll (d10, 0–9)"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->ca_roll);
  gtk_box_append (GTK_BOX (box), group);

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  record = pill_button (_("Record _Roll"), "ca-record", FALSE);
  roll = pill_button (_("Ro_ll for Me"), "ca-virtual", FALSE);
  g_signal_connect (record, "clicked", G_CALLBACK (on_ca_record), self);
  g_signal_connect (roll, "clicked", G_CALLBACK (on_ca_virtual), self);
  gtk_box_append (GTK_BOX (buttons), record);
  gtk_box_append (GTK_BOX (buttons), roll);
  gtk_box_append (GTK_BOX (box), buttons);
  update_ca (self);
  return box;
}

static void
build_pool (AdjPoolPage *self, const AdjGameState *state)
{
  AdjPhase phase = adj_game_state_get_phase (state);
  int drawn = adj_game_state_drawn_am (state);

  clear_box (self->pool_box);
  self->ca_error = NULL;
  if (phase == ADJ_PHASE_DRAW)
    gtk_box_append (self->pool_box, build_draw_group (self, state));
  if (drawn >= 0)
    {
      self->ca_error = adj_game_error_label_new ("activation-error");
      gtk_box_append (self->pool_box, build_drawn (self, state, drawn));
      if (adj_action_type_expected (state, ADJ_ACTION_COMBINE))
        {
          GtkWidget *ca = build_ca_group (self, state);
          if (ca != NULL)
            gtk_box_append (self->pool_box, ca);
        }
      gtk_box_append (self->pool_box, self->ca_error);
    }
  else if (phase != ADJ_PHASE_DRAW)
    {
      AdjPrompt p;
      adj_game_state_prompt (state, &p);
      GtkWidget *label = gtk_label_new (NULL);
      g_autofree char *text = adj_game_session_prompt_sentence (p.text, p.rule);
      gtk_label_set_text (GTK_LABEL (label), text);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_name (label, "pool-prompt");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (self->pool_box, label);
    }
  gtk_box_append (self->pool_box, build_status_group (state));
  gtk_stack_set_visible_child_name (self->state_stack, "pool");
}

/* Everything the pool's content is made from: it is made again only when
 * that changes, not at every action (a step of an activation changes
 * nothing here). */
static GBytes *
pool_shown_from (AdjPoolPage *self, const AdjGameState *state)
{
  AdjBattle *battle = adj_game_state_get_battle (state);
  GByteArray *bytes = g_byte_array_new ();
  g_autoptr (GArray) aside = adj_game_state_set_aside (state);
  int drawn = adj_game_state_drawn_am (state);
  AdjPrompt p;
  guint head[7] = {
    adj_game_session_get_game_id (self->session),
    adj_game_state_get_phase (state),
    adj_game_state_get_turn (state),
    (guint) drawn,
    drawn >= 0 ? adj_activation_draw_number (state, (guint) drawn) : 0,
    adj_action_type_expected (state, ADJ_ACTION_START),
    adj_action_type_expected (state, ADJ_ACTION_COMBINE),
  };

  g_byte_array_append (bytes, (const guint8 *) head, sizeof head);
  /* The step's prompt shows only between draws. */
  if (drawn < 0 && adj_game_state_get_phase (state) != ADJ_PHASE_DRAW)
    {
      adj_game_state_prompt (state, &p);
      g_byte_array_append (bytes, (const guint8 *) p.text, (guint) strlen (p.text) + 1);
    }
  g_byte_array_append (bytes, (const guint8 *) aside->data, aside->len * (guint) sizeof (guint));
  for (guint am = 0; am < adj_battle_n_ams (battle); am++)
    {
      guint8 where = (guint8) adj_game_state_am_location (state, am);
      g_byte_array_append (bytes, &where, 1);
    }
  for (guint g = 0; g < adj_battle_n_groups (battle); g++)
    {
      guint8 group[3] = {
        (guint8) adj_game_state_group_status (state, g),
        (guint8) adj_game_state_group_out_of_command (state, g),
        (guint8) adj_game_state_group_tried_ca (state, g),
      };
      g_byte_array_append (bytes, group, sizeof group);
    }
  for (guint u = 0; u < adj_battle_n_units (battle); u++)
    {
      guint8 status = (guint8) adj_game_state_unit_status (state, u);
      g_byte_array_append (bytes, &status, 1);
    }
  return g_byte_array_free_to_bytes (bytes);
}

static void
refresh (AdjPoolPage *self)
{
  const AdjGameState *state = self->session ? adj_glory_session_get_state (self->session) : NULL;
  g_autoptr (GBytes) shown = NULL;

  /* A hidden page catches up when it is shown (map): an action costs
   * only the page on screen. */
  if (!self->built || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  if (state == NULL)
    {
      gtk_stack_set_visible_child_name (self->state_stack, "empty");
      return;
    }
  AdjPhase phase = adj_game_state_get_phase (state);
  if (phase == ADJ_PHASE_HOLD_OUT || phase == ADJ_PHASE_SELECTION)
    {
      guint64 generation = adj_journal_get_generation (adj_game_session_get_journal (self->session));
      if (self->revealed_side != choosing_side (state) || self->revealed_generation != generation)
        {
          show_cover (self, state);
          return;
        }
      build_choose (self, state);
      gtk_stack_set_visible_child_name (self->state_stack, "choose");
      return;
    }
  self->revealed_side = -1;
  shown = pool_shown_from (self, state);
  if (self->shown != NULL && g_bytes_equal (shown, self->shown)
      && g_strcmp0 (gtk_stack_get_visible_child_name (self->state_stack), "pool") == 0)
    {
      /* A message was about the action before this one. */
      adj_game_error_label_set (self->ca_error, NULL);
      return;
    }
  g_clear_pointer (&self->shown, g_bytes_unref);
  self->shown = g_steal_pointer (&shown);
  build_pool (self, state);
}

/* Built when first shown, not at start-up: a page the player never opens
 * costs nothing, and the window paints its first frame sooner. */
static void
ensure_built (AdjPoolPage *self)
{
  if (self->built)
    return;
  self->built = TRUE;
  self->session = adj_window_watch_session (GTK_WIDGET (self), G_CALLBACK (refresh));
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->cover_button, "clicked", G_CALLBACK (on_cover_dismissed), self);
}

static void
adj_pool_page_map (GtkWidget *widget)
{
  AdjPoolPage *self = ADJ_POOL_PAGE (widget);

  ensure_built (self);
  GTK_WIDGET_CLASS (adj_pool_page_parent_class)->map (widget);
  refresh (self);
}

static void
adj_pool_page_dispose (GObject *object)
{
  AdjPoolPage *self = ADJ_POOL_PAGE (object);

  g_clear_object (&self->session);
  g_clear_pointer (&self->shown, g_bytes_unref);
  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), ADJ_TYPE_POOL_PAGE);
  G_OBJECT_CLASS (adj_pool_page_parent_class)->dispose (object);
}

static void
adj_pool_page_finalize (GObject *object)
{
  AdjPoolPage *self = ADJ_POOL_PAGE (object);

  g_ptr_array_unref (self->ca_checks);
  g_clear_pointer (&self->real_draw_ams, g_array_unref);
  G_OBJECT_CLASS (adj_pool_page_parent_class)->finalize (object);
}

static void
adj_pool_page_class_init (AdjPoolPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = adj_pool_page_dispose;
  object_class->finalize = adj_pool_page_finalize;
  widget_class->map = adj_pool_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/adjutant/Adjutant/glory/adj-pool-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AdjPoolPage, state_stack);
  gtk_widget_class_bind_template_child (widget_class, AdjPoolPage, cover_page);
  gtk_widget_class_bind_template_child (widget_class, AdjPoolPage, cover_button);
  gtk_widget_class_bind_template_child (widget_class, AdjPoolPage, choose_box);
  gtk_widget_class_bind_template_child (widget_class, AdjPoolPage, pool_box);
}

static void
adj_pool_page_init (AdjPoolPage *self)
{
  self->revealed_side = -1;
  self->ca_checks = g_ptr_array_new ();
}
