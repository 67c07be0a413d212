/* adj-tgtw-turn-page.c: the turn, its phases and the initiative
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The turn and its six phases (3.0) with the one in play; in the
 * Initiative phase, the next sector's rolls (4.0): each army's d10 with its
 * sector leader's bonus and any tactical points (12.0), the chance each
 * wins or both roll again, typed or rolled; then the winner's choice of
 * who acts first (3.0); and every sector's standing and place in the order
 * of sectors. What a roll gives is the engine's: the page applies the
 * move to the state (a pure function) to show it before recording it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-tgtw-common.h"
#include "adj-tgtw-page.h"
#include "adj-tgtw-turn-page.h"

struct _AdjTgtwTurnPage
{
  AdjTgtwPage          parent_instance;

  int                  sector;       /* rolling: the sector, else -1 */
  int                  choosing;     /* the sector whose winner chooses, or -1 */
  GtkWidget           *army_rows[ADJ_TGTW_N_ARMIES];
  GtkWidget           *plus_rows[ADJ_TGTW_N_ARMIES];
  GtkSpinButton       *plus[ADJ_TGTW_N_ARMIES];
  GtkWidget           *roll_labels[ADJ_TGTW_N_ARMIES];
  GtkWidget           *rolls[ADJ_TGTW_N_ARMIES];
  GtkWidget           *error;

  GtkLabel            *scenario_label;
  GtkLabel            *turn_label;
  GtkFlowBox          *phases_box;
  AdwPreferencesGroup *initiative_group;
  GtkListBox          *initiative_list;
  AdjOutcomeChart     *initiative_chart;
  GtkBox              *rolls_box;
  GtkButton           *record_button;
  GtkButton           *roll_both_button;
  AdwPreferencesGroup *first_group;
  GtkButton           *first_buttons[ADJ_TGTW_N_ARMIES];
  AdwPreferencesGroup *sectors_group;
  GtkWidget           *phase_labels[ADJ_TGTW_PHASE_VICTORY + 1];
  AdjTgtwScenario     *scenario;     /* the sector rows' (a ref), NULL before */
  GPtrArray           *sector_rows;  /* per sector of the scenario */
  int                  order[ADJ_TGTW_MAX_SECTORS];  /* the rows' order shown */
};

G_DEFINE_FINAL_TYPE (AdjTgtwTurnPage, adj_tgtw_turn_page, ADJ_TYPE_TGTW_PAGE)

static void
set_class (GtkWidget *widget, const char *css_class, gboolean on)
{
  if (on && !gtk_widget_has_css_class (widget, css_class))
    gtk_widget_add_css_class (widget, css_class);
  else if (!on && gtk_widget_has_css_class (widget, css_class))
    gtk_widget_remove_css_class (widget, css_class);
}

/* The track of phases: its cells made once, their words and marks set
 * when the phase changes. */
static void
show_phases (AdjTgtwTurnPage *self, const AdjTgtwState *s)
{
  AdjTgtwPhase now = adj_tgtw_state_get_phase (s);

  for (AdjTgtwPhase p = ADJ_TGTW_PHASE_INITIATIVE; p <= ADJ_TGTW_PHASE_VICTORY; p++)
    {
      /* Translators: a phase's place in the turn and its name, "3. Action Phase" */
      g_autofree char *text = g_strdup_printf (_("%d. %s"), p + 1, adj_tgtw_phase_name (p));
      /* Not by colour alone: the phase in play says so. */
      g_autofree char *current = g_strdup_printf (_("%s (now)"), text);
      GtkWidget *label = self->phase_labels[p], *child;

      if (label == NULL)
        {
          g_autofree char *name = g_strdup_printf ("phase:%s", adj_tgtw_phase_to_string (p));
          label = self->phase_labels[p] = gtk_label_new (NULL);
          gtk_widget_set_name (label, name);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_widget_add_css_class (label, "track-turn");
          gtk_flow_box_append (self->phases_box, label);
          /* A cell of the track: read out with what it shows, not a Tab stop. */
          gtk_widget_set_focusable (gtk_widget_get_parent (label), FALSE);
        }
      set_class (label, "past", p < now);
      set_class (label, "current", p == now);
      if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), p == now ? current : text) == 0)
        continue;
      gtk_label_set_text (GTK_LABEL (label), p == now ? current : text);
      child = gtk_widget_get_parent (label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      gtk_label_get_text (GTK_LABEL (label)), -1);
    }
}

/* The first sector still to roll (4.0 lets the players take them in any
 * order; the page offers the scenario's). */
static int
sector_to_roll (const AdjTgtwState *s)
{
  AdjTgtwSectorStanding st;
  if (!adj_tgtw_move_expected (s, ADJ_TGTW_MOVE_INITIATIVE))
    return -1;
  for (guint i = 0; i < adj_tgtw_scenario_n_sectors (adj_tgtw_state_get_scenario (s)); i++)
    {
      adj_tgtw_state_sector (s, i, &st);
      if (!st.decided)
        return (int) i;
    }
  return -1;
}

static AdjTgtwMove *
initiative_move (AdjTgtwTurnPage *self, const int *rolls)
{
  AdjTgtwMove *m = adj_tgtw_move_initiative ((guint) self->sector, rolls[0], rolls[1]);
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    m->plus[a] = gtk_spin_button_get_value_as_int (self->plus[a]);
  return m;
}

static char *
modifiers_text (const GArray *mods)
{
  GString *out = g_string_new (_("d10 (0 reads 10, 2.2)"));
  for (guint i = 0; i < mods->len; i++)
    {
      const AdjModifier *m = &g_array_index (mods, AdjModifier, i);
      g_string_append_printf (out, " %+d %s (%s)", m->value, m->text, m->rule);
    }
  return g_string_free (out, FALSE);
}

/* The odds before the roll, and what the rolls typed give. */
static void
show_odds (AdjTgtwTurnPage *self, const AdjTgtwState *s)
{
  const AdjTgtwCharts *charts = adj_tgtw_scenario_get_charts (adj_tgtw_state_get_scenario (s));
  AdjTgtwInitiativeInput in;
  AdjTgtwInitiativeResult r;
  int rolls[ADJ_TGTW_N_ARMIES], winner = -2;

  adj_tgtw_state_initiative_input (s, (guint) self->sector, &in);
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      in.plus[a] = gtk_spin_button_get_value_as_int (self->plus[a]);
      rolls[a] = adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (self->rolls[a]));
    }
  if (rolls[0] >= 1 && rolls[1] >= 1)
    {
      g_autoptr (AdjTgtwMove) m = initiative_move (self, rolls);
      g_autoptr (AdjTgtwState) after = adj_tgtw_move_apply (s, m, NULL);
      AdjTgtwSectorStanding st;
      if (after != NULL)
        {
          adj_tgtw_state_sector (after, (guint) self->sector, &st);
          winner = st.decided ? st.winner : -1;
        }
    }
  if (!adj_tgtw_initiative_odds (charts, &in, &r, NULL))
    {
      adj_tgtw_initiative_result_clear (&r);
      return;
    }
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      int leader = adj_tgtw_state_active_leader (s, (guint) self->sector, a);
      g_autofree char *text = modifiers_text (r.modifiers[a]);
      g_autofree char *title = leader >= 0 ? g_strdup_printf ("%s: %s", adj_tgtw_army_name (s, (int) a),
                                                              adj_tgtw_leader_name (s, leader))
                                           /* Translators: an army without a leader in play in the sector */
                                           : g_strdup_printf (_("%s: no leader in this sector"),
                                                              adj_tgtw_army_name (s, (int) a));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->army_rows[a]), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->army_rows[a]), text);
    }
  AdjOutcomeBar bars[3];
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      /* Translators: an army wins the initiative */
      g_autofree char *label = g_strdup_printf (_("%s wins"), adj_tgtw_army_name (s, (int) a));
      g_autofree char *with = adj_tgtw_percent (r.win[a]);
      /* Translators: how an army's initiative chance is made; the last one counts re-rolls as even */
      char *detail = g_strdup_printf (_("%u of 100 on the total, %u on the bonus; %s with re-rolls"), r.wins[a],
                                      r.by_bonus[a], with);
      adj_tgtw_bar_set (&bars[a], label, detail, (r.wins[a] + r.by_bonus[a]) / 100.0, winner == (int) a);
    }
  adj_tgtw_bar_set (&bars[2], _("A tie with equal bonuses: both roll again"), g_strdup (_("4.0")),
                    r.rerolls / 100.0, winner == -1);
  adj_outcome_chart_set_bars (self->initiative_chart, bars, 3);
  for (guint i = 0; i < 3; i++)
    adj_outcome_bar_clear (&bars[i]);
  adj_tgtw_initiative_result_clear (&r);
  gtk_widget_set_sensitive (GTK_WIDGET (self->record_button), rolls[0] >= 1 && rolls[1] >= 1);
}

static void
show_initiative (AdjTgtwTurnPage *self, const AdjTgtwState *s)
{
  gboolean points = (adj_tgtw_state_get_options (s) & ADJ_TGTW_OPTION_POINTS) != 0;
  const AdjTgtwCharts *charts = adj_tgtw_scenario_get_charts (adj_tgtw_state_get_scenario (s));
  int sector = sector_to_roll (s);
  AdjTgtwSectorStanding st;

  gtk_widget_set_visible (GTK_WIDGET (self->initiative_group), sector >= 0);
  if (sector < 0)
    {
      self->sector = -1;
      return;
    }
  if (sector != self->sector)
    for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
      {
        adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (self->rolls[a]), -1);
        gtk_spin_button_set_value (self->plus[a], 0);
      }
  self->sector = sector;
  adj_tgtw_state_sector (s, (guint) sector, &st);
  /* Translators: a sector, then the rule */
  g_autofree char *title = g_strdup_printf (_("Initiative: %s (4.0)"), adj_tgtw_sector_name (s, sector));
  adw_preferences_group_set_title (self->initiative_group, title);
  g_autofree char *description = st.rerolls > 0
    ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Tied with equal bonuses %d time: both armies roll again.",
                                    "Tied with equal bonuses %d times: both armies roll again.", st.rerolls),
                       st.rerolls)
    : g_strdup (_("The higher total wins; equal totals go to the higher bonus, equal bonuses roll again."));
  adw_preferences_group_set_description (self->initiative_group, description);
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      const char *army = adj_tgtw_army_name (s, (int) a);
      /* Translators: an army's initiative die */
      g_autofree char *what = g_strdup_printf (_("%s’s d10"), army);
      gtk_label_set_text (GTK_LABEL (self->roll_labels[a]), what);
      adj_tgtw_roll_entry_name (self->rolls[a], what);
      gtk_widget_set_visible (self->plus_rows[a], points);
      if (!points)
        gtk_spin_button_set_value (self->plus[a], 0);
      /* Translators: an army buys +1s on its initiative roll */
      g_autofree char *plus = g_strdup_printf (_("%s: tactical points, +1 each (12.0, %d left)"), army,
                                               adj_tgtw_state_tp_left (s, a));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->plus_rows[a]), plus);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->plus[a]), GTK_ACCESSIBLE_PROPERTY_LABEL, plus, -1);
      gtk_spin_button_set_range (self->plus[a], 0, MAX (0, MIN (adj_tgtw_charts_tp_die_limit (charts),
                                                                adj_tgtw_state_tp_left (s, a))));
    }
  show_odds (self, s);
}

static void
show_first (AdjTgtwTurnPage *self, const AdjTgtwState *s)
{
  AdjTgtwSectorStanding st;

  self->choosing = -1;
  for (guint i = 0; adj_tgtw_move_expected (s, ADJ_TGTW_MOVE_FIRST)
                    && i < adj_tgtw_scenario_n_sectors (adj_tgtw_state_get_scenario (s)); i++)
    {
      adj_tgtw_state_sector (s, i, &st);
      if (st.decided && st.first < 0)
        {
          self->choosing = (int) i;
          break;
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->first_group), self->choosing >= 0);
  if (self->choosing < 0)
    return;
  /* Translators: a sector, then the rule */
  g_autofree char *title = g_strdup_printf (_("Who Acts First in %s? (3.0)"), adj_tgtw_sector_name (s, self->choosing));
  /* Translators: the army that won a sector's initiative chooses */
  g_autofree char *description = g_strdup_printf (_("%s won the initiative here and chooses."),
                                                  adj_tgtw_army_name (s, st.winner));
  adw_preferences_group_set_title (self->first_group, title);
  adw_preferences_group_set_description (self->first_group, description);
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      /* The winner's own army first: the usual choice. */
      int army = a == 0 ? st.winner : 1 - st.winner;
      /* Translators: an army acts first in the sector */
      g_autofree char *label = g_strdup_printf (_("%s Acts _First"), adj_tgtw_army_name (s, army));
      gtk_button_set_label (self->first_buttons[a], label);
      g_object_set_data (G_OBJECT (self->first_buttons[a]), "army", GINT_TO_POINTER (army));
    }
}

static char *
sector_subtitle (const AdjTgtwState *s, guint i)
{
  AdjTgtwSectorStanding st;
  GString *out = g_string_new (NULL);

  adj_tgtw_state_sector (s, i, &st);
  if (!st.rolled)
    g_string_append (out, _("Initiative not rolled yet"));
  else
    /* Translators: each army's die, bonus, tactical points and total */
    g_string_append_printf (out, _("%s %d+%d+%d = %d, %s %d+%d+%d = %d"), adj_tgtw_army_name (s, 0), st.die[0],
                            st.bonus[0], st.plus[0], st.total[0], adj_tgtw_army_name (s, 1), st.die[1], st.bonus[1],
                            st.plus[1], st.total[1]);
  if (st.rolled && !st.decided)
    g_string_append (out, _(": tied, both roll again"));
  if (st.decided)
    g_string_append_printf (out, _(": %s win the initiative"), adj_tgtw_army_name (s, st.winner));
  if (st.first >= 0)
    g_string_append_printf (out, _("; %s act first"), adj_tgtw_army_name (s, st.first));
  if (st.card[0] > 0 || st.card[1] > 0)
    {
      const AdjTgtwCharts *c = adj_tgtw_scenario_get_charts (adj_tgtw_state_get_scenario (s));
      /* Translators: each army's tactical card in the sector (11.0) */
      g_string_append_printf (out, _("; cards: %s %s, %s %s"), adj_tgtw_army_name (s, 0),
                              st.card[0] ? adj_tgtw_charts_card (c, st.card[0])->name : _("none"),
                              adj_tgtw_army_name (s, 1),
                              st.card[1] ? adj_tgtw_charts_card (c, st.card[1])->name : _("none"));
    }
  return g_string_free (out, FALSE);
}

/* A row per sector, made once per scenario, in the order of sectors once
 * it is known (4.0), else the scenario's: the rows are put in order again
 * only when the order changes. */
static void
show_sectors (AdjTgtwTurnPage *self, const AdjTgtwState *s)
{
  AdjTgtwScenario *sc = (AdjTgtwScenario *) adj_tgtw_state_get_scenario (s);
  guint n = adj_tgtw_scenario_n_sectors (sc);
  gboolean ordered = adj_tgtw_state_sector_at (s, 0) >= 0;
  gboolean reorder = sc != self->scenario;
  int acting_sector = -1, acting_army = -1;

  if (sc != self->scenario)
    {
      adj_tgtw_group_clear (self->sectors_group);
      g_ptr_array_set_size (self->sector_rows, 0);
      g_clear_pointer (&self->scenario, adj_tgtw_scenario_unref);
      self->scenario = adj_tgtw_scenario_ref (sc);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *name = g_strdup_printf ("sector:%s", adj_tgtw_scenario_sector (sc, i)->id);
          GtkWidget *row = adj_tgtw_info_row_new ("", NULL, name);
          GtkWidget *tag = gtk_label_new (NULL);
          gtk_widget_add_css_class (tag, "rule-tag");
          /* One line, shortened in a narrow window rather than wrapped:
           * a wrapping label in the row's horizontal box is searched
           * width for height (some 15 layouts) whenever its words change,
           * on every step of an Action Phase. */
          gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
          gtk_label_set_ellipsize (GTK_LABEL (tag), PANGO_ELLIPSIZE_END);
          gtk_widget_set_visible (tag, FALSE);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), tag);
          g_object_set_data (G_OBJECT (row), "tag", tag);
          /* Held: a row taken out of the group to reorder it lives on. */
          g_ptr_array_add (self->sector_rows, g_object_ref_sink (row));
        }
    }
  for (guint k = 0; k < n; k++)
    {
      int i = ordered ? adj_tgtw_state_sector_at (s, k) : (int) k;
      reorder |= self->order[k] != i;
      self->order[k] = i;
    }
  if (reorder)
    {
      adj_tgtw_group_clear (self->sectors_group);
      for (guint k = 0; k < n; k++)
        adj_tgtw_group_add (self->sectors_group, self->sector_rows->pdata[self->order[k]]);
    }
  adj_tgtw_state_acting (s, &acting_sector, &acting_army);
  for (guint k = 0; k < n; k++)
    {
      guint i = (guint) self->order[k];
      GtkWidget *row = self->sector_rows->pdata[i];
      GtkWidget *tag = g_object_get_data (G_OBJECT (row), "tag");
      g_autofree char *title = ordered ? g_strdup_printf (_("%u. %s"), k + 1, adj_tgtw_sector_name (s, (int) i))
                                       : g_strdup (adj_tgtw_sector_name (s, (int) i));
      g_autofree char *subtitle = sector_subtitle (s, i);

      adj_tgtw_row_set_text (row, title, subtitle);
      gtk_widget_set_visible (tag, acting_sector == (int) i);
      if (acting_sector == (int) i)
        {
          /* Translators: the army acting now in this sector (Action phase) */
          g_autofree char *now = g_strdup_printf (_("%s acting now"), adj_tgtw_army_name (s, acting_army));
          if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (tag)), now) != 0)
            {
              gtk_label_set_text (GTK_LABEL (tag), now);
              gtk_widget_set_tooltip_text (tag, now);
            }
        }
    }
}

static void
adj_tgtw_turn_page_refresh (AdjTgtwPage *page, const AdjTgtwState *s)
{
  AdjTgtwTurnPage *self = ADJ_TGTW_TURN_PAGE (page);

  gtk_label_set_text (self->scenario_label, adj_tgtw_scenario_get_title (adj_tgtw_state_get_scenario (s)));
  if (adj_tgtw_state_get_phase (s) == ADJ_TGTW_PHASE_OVER)
    gtk_label_set_text (self->turn_label, _("The Battle Is Over"));
  else
    {
      g_autofree char *turn = g_strdup_printf (_("Turn %d"), adj_tgtw_state_get_turn (s));
      gtk_label_set_text (self->turn_label, turn);
    }
  show_phases (self, s);
  show_initiative (self, s);
  show_first (self, s);
  show_sectors (self, s);
}

static void
on_rolls_changed (AdjTgtwTurnPage *self)
{
  const AdjTgtwState *s = adj_tgtw_page_get_state (ADJ_TGTW_PAGE (self));
  if (s != NULL && self->sector >= 0 && !adj_tgtw_page_is_refreshing (ADJ_TGTW_PAGE (self)))
    show_odds (self, s);
}

static void
on_record (AdjTgtwTurnPage *self)
{
  int rolls[ADJ_TGTW_N_ARMIES];
  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    rolls[a] = adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (self->rolls[a]));
  if (self->sector < 0 || rolls[0] < 1 || rolls[1] < 1)
    return;
  AdjTgtwMove *m = initiative_move (self, rolls);
  if (adj_tgtw_page_apply (ADJ_TGTW_PAGE (self), &m, 1, self->error))
    for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
      adj_roll_entry_set_roll (ADJ_ROLL_ENTRY (self->rolls[a]), -1);
}

/* A virtual roll recorded with its seed, so the journal replays it. */
static void
on_roll_both (AdjTgtwTurnPage *self)
{
  if (self->sector < 0)
    return;
  AdjTgtwMove *m = initiative_move (self, (int[]) { 1, 1 });
  adj_tgtw_dice_virtual (&m->dice, ADJ_DIE_D10X, ADJ_TGTW_N_ARMIES, adj_game_session_new_seed ());
  adj_tgtw_page_apply (ADJ_TGTW_PAGE (self), &m, 1, self->error);
}

static void
on_first (GtkButton *button, AdjTgtwTurnPage *self)
{
  int army = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "army"));
  if (self->choosing < 0)
    return;
  AdjTgtwMove *m = adj_tgtw_move_first ((guint) self->choosing, (guint) army);
  adj_tgtw_page_apply (ADJ_TGTW_PAGE (self), &m, 1, self->error);
}

static void
adj_tgtw_turn_page_load (AdjTgtwPage *page, GtkBuilder *builder)
{
  AdjTgtwTurnPage *self = ADJ_TGTW_TURN_PAGE (page);

#define GET(field) self->field = (gpointer) gtk_builder_get_object (builder, #field)
  GET (scenario_label);
  GET (turn_label);
  GET (phases_box);
  GET (initiative_group);
  GET (initiative_list);
  GET (initiative_chart);
  GET (rolls_box);
  GET (record_button);
  GET (roll_both_button);
  GET (first_group);
  GET (sectors_group);
#undef GET
  self->first_buttons[0] = GTK_BUTTON (gtk_builder_get_object (builder, "first_button0"));
  self->first_buttons[1] = GTK_BUTTON (gtk_builder_get_object (builder, "first_button1"));

  for (guint a = 0; a < ADJ_TGTW_N_ARMIES; a++)
    {
      g_autofree char *army_name = g_strdup_printf ("initiative-army-%u", a);
      g_autofree char *plus_name = g_strdup_printf ("initiative-plus-%u", a);
      g_autofree char *roll_name = g_strdup_printf ("initiative-roll-%u", a);
      self->army_rows[a] = adj_tgtw_info_row_new ("", NULL, army_name);
      gtk_list_box_append (self->initiative_list, self->army_rows[a]);
      self->plus_rows[a] = adj_tgtw_spin_row_new (_("Tactical points"), NULL, plus_name, 0, 3, &self->plus[a]);
      gtk_list_box_append (self->initiative_list, self->plus_rows[a]);
      g_signal_connect_swapped (self->plus[a], "value-changed", G_CALLBACK (on_rolls_changed), self);

      self->roll_labels[a] = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (self->roll_labels[a]), 0);
      gtk_label_set_wrap (GTK_LABEL (self->roll_labels[a]), TRUE);
      gtk_widget_add_css_class (self->roll_labels[a], "heading");
      gtk_box_append (self->rolls_box, self->roll_labels[a]);
      self->rolls[a] = adj_tgtw_roll_entry_new (roll_name, "d10", ADJ_DIE_D10X, 1);
      gtk_box_append (self->rolls_box, self->rolls[a]);
      g_signal_connect_swapped (self->rolls[a], "notify::roll", G_CALLBACK (on_rolls_changed), self);
      g_signal_connect (self->first_buttons[a], "clicked", G_CALLBACK (on_first), self);
    }
  self->error = adj_game_error_label_new ("turn-error");
  gtk_box_append (GTK_BOX (gtk_builder_get_object (builder, "error_box")), self->error);
  g_signal_connect_swapped (self->record_button, "clicked", G_CALLBACK (on_record), self);
  g_signal_connect_swapped (self->roll_both_button, "clicked", G_CALLBACK (on_roll_both), self);
}

static void
adj_tgtw_turn_page_finalize (GObject *object)
{
  AdjTgtwTurnPage *self = ADJ_TGTW_TURN_PAGE (object);

  g_ptr_array_unref (self->sector_rows);
  g_clear_pointer (&self->scenario, adj_tgtw_scenario_unref);
  G_OBJECT_CLASS (adj_tgtw_turn_page_parent_class)->finalize (object);
}

static void
adj_tgtw_turn_page_class_init (AdjTgtwTurnPageClass *klass)
{
  AdjTgtwPageClass *page_class = ADJ_TGTW_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = adj_tgtw_turn_page_finalize;
  page_class->name = "turn";
  page_class->resource = "/io/github/adjutant/Adjutant/tgtw/adj-tgtw-turn-page.ui";
  page_class->load = adj_tgtw_turn_page_load;
  page_class->refresh = adj_tgtw_turn_page_refresh;
}

static void
adj_tgtw_turn_page_init (AdjTgtwTurnPage *self)
{
  self->sector = self->choosing = -1;
  self->sector_rows = g_ptr_array_new_with_free_func (g_object_unref);
}
