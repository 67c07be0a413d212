/* adj-charge-page.c: the Charge calculator (10.2, 10.4, 12, 13)
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player types the charge in hex by hex; every change asks the engine
 * again and shows its answer: strengths, odds, the DRMs with their rules,
 * the rule checks, the chance of every result, and for a roll the
 * adjusted roll, the chart's result with the source of its cells, and
 * what happens to each unit (11.1-11.3); and the whole charge before
 * anyone rolls, Glory III and Fixed Glory side by side (AdjChargeTreeView). The charts are the application's,
 * with the player's own values; the entry widgets are built on first map.
 * A charge roll the charging player rolled on a device (10.22, a CHARGE
 * without its DRM) for the chargers picked here is this charge's roll:
 * shown read-only, and Apply records the results after it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include <adjutant-engine.h>

#include "adj-charge-page.h"
#include "adj-charge-setup.h"
#include "adj-charge-tree-view.h"
#include "adj-combat-apply.h"
#include "adj-combat-text.h"
#include "adj-game-session.h"
#include "adj-glory-session.h"
#include "adj-modifier-list.h"
#include "adj-outcome-chart.h"
#include "adj-roll-entry.h"
#include "adj-step-bar.h"
#include "adj-window-actions.h"
#include "adj-first-frame.h"

struct _AdjChargePage
{
  AdjCombatPage         parent_instance;

  AdjChargeSetup       *setup;
  GtkWidget            *rows[5];
  GtkLabel             *values[5];

  /* From ui/adj-charge-page.ui, loaded on first map */
  GtkBox               *setup_box;
  AdwPreferencesGroup  *summary_group;
  AdwPreferencesGroup  *notes_group;
  GtkListBox           *notes_list;
  AdjModifierList      *modifiers;
  AdjOutcomeChart      *chart;
  AdjRollEntry         *roll;
  GtkLabel             *effects_label;
  GtkBox               *tree_box;
  GtkWidget            *tree_group;
  GtkWidget            *chances_group;
  AdjCombatApply       *apply;
  AdjChargeTreeView    *tree;

  /* The charge roll a player's device recorded for this charge (a copy),
   * shown in the roll field; or NULL. */
  AdjAction            *device_roll;
  AdjGameSession       *session;
};

G_DEFINE_FINAL_TYPE (AdjChargePage, adj_charge_page, ADJ_TYPE_COMBAT_PAGE)

enum { ROW_STRENGTH, ROW_ODDS, ROW_COHESION, ROW_TERRAIN, ROW_TOTAL };

static void
set_row (AdjChargePage *self, guint row, const char *value, const char *subtitle)
{
  adj_value_row_set (self->rows[row], self->values[row], value, subtitle);
}

static void
show_summary (AdjChargePage *self, const AdjChargeResult *res)
{
  g_autofree char *strength = g_strdup_printf ("%d\u2009:\u2009%d", res->attack_strength, res->defense_strength);

  set_row (self, ROW_STRENGTH, strength,
           res->automatic ? _("Only artillery defends: it is eliminated without a roll (10.28)")
                          : _("Charging against defending SP, artillery left out (10.23, 10.28)"));
  if (!res->has_odds)
    {
      for (guint r = ROW_ODDS; r <= ROW_TOTAL; r++)
        set_row (self, r, NULL, NULL);
      return;
    }
  g_autofree char *drm = adj_text_signed (res->odds_drm);
  g_autofree char *odds = g_strdup_printf ("%s (%s)", res->odds.odds->key, drm);
  g_autofree char *explain = adj_odds_explain (&res->odds);
  g_autofree char *odds_sub = g_strdup_printf (_("%s, rule %s · %s"), explain, adj_odds_rule (&res->odds),
                                               adj_text_source (res->odds.odds->cell));
  set_row (self, ROW_ODDS, odds, odds_sub);

  g_autofree char *cohesion = adj_text_signed (res->cohesion_drm);
  g_autofree char *cohesion_sub = res->defense_cohesion < 0
                                    ? g_strdup (_("No infantry or cavalry defends (10.25)"))
                                    : g_strdup_printf (_("Best cohesion %d against %d, artillery left out (10.25)"),
                                                       res->attack_cohesion, res->defense_cohesion);
  set_row (self, ROW_COHESION, cohesion, cohesion_sub);

  g_autofree char *terrain = adj_text_signed (res->terrain_drm + res->rear_drm);
  g_autofree char *hex = adj_charge_setup_hex_name (FALSE, res->terrain_hex);
  g_autofree char *t = adj_text_signed (res->terrain_drm);
  g_autofree char *r = adj_text_signed (res->rear_drm);
  g_autofree char *terrain_sub = g_strdup_printf (_("Defending %s: terrain %s, rear hexsides %s (10.4, 10.22, 10.43)"),
                                                  hex, t, r);
  set_row (self, ROW_TERRAIN, terrain, terrain_sub);

  g_autofree char *total = adj_text_signed (res->total_drm);
  set_row (self, ROW_TOTAL, total, _("Added to the die roll"));
}

static char *
cell_detail (const AdjCombatCharts *charts, const AdjChargeOutcome *o)
{
  const AdjChargeRow *row = adj_combat_charts_charge_row_at (charts, o->row);
  g_autofree char *att = adj_text_provenance (row->attacker_cell);
  g_autofree char *def = adj_text_provenance (row->defender_cell);

  return g_strdup_printf (_("Charge Results Table, row %s. Attacker's cell: %s. Defender's cell: %s."),
                          row->label, att, def);
}

/* The game's units that charge (battle indexes), as picked on the page. */
static guint
game_chargers (AdjChargePage *self, guint chargers[ADJ_CHARGE_MAX_HEXES * ADJ_STACK_MAX_UNITS])
{
  AdjGameUnitIds ids;
  AdjGameUnitRatings ratings;
  guint n = 0;

  adj_charge_setup_get_game_ids (self->setup, ids, ratings);
  for (guint st = 0; st < ADJ_CHARGE_MAX_HEXES; st++)
    for (guint u = 0; u < ADJ_STACK_MAX_UNITS; u++)
      if (ids[ADJ_SIDE_ATTACKER][st][u] >= 0)
        chargers[n++] = (guint) ids[ADJ_SIDE_ATTACKER][st][u];
  return n;
}

static gboolean
same_units (const AdjAction *a, const guint *units, guint n)
{
  if (a->n_items != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      gboolean found = FALSE;
      for (guint k = 0; k < a->n_items && !found; k++)
        found = a->items[k] == units[i];
      if (!found)
        return FALSE;
    }
  return TRUE;
}

static gboolean
in_charge_step (const AdjGameState *state)
{
  return adj_game_state_get_phase (state) == ADJ_PHASE_ACTIVATION
         && adj_game_state_get_step (state) == ADJ_STEP_CHARGE;
}

/* The charge roll of these chargers a device recorded in this step v
 * (10.22: a CHARGE without its DRM), searched back to where the step
 * began; NULL for none. */
static const AdjAction *
find_device_roll (AdjJournal *journal, const guint *chargers, guint n)
{
  if (journal == NULL || n == 0 || !in_charge_step (adj_journal_get_state (journal)))
    return NULL;
  for (guint i = adj_journal_get_cursor (journal); i-- > 0 && in_charge_step (adj_journal_get_state_at (journal, i));)
    for (guint k = 0; k < adj_journal_get_n_moves (journal, i); k++)
      {
        const AdjAction *a = adj_journal_get_move_in_step (journal, i, k);
        if (a->type == ADJ_ACTION_CHARGE && a->drm_open && same_units (a, chargers, n))
          return a;
      }
  return NULL;
}

/* A roll from the charging player's device fills the field, read-only,
 * and is the roll of this charge: Apply records the results only. When
 * it is gone (undone, or other chargers picked) the field is empty and
 * the player's again. TRUE when that changed. */
static gboolean
sync_device_roll (AdjChargePage *self)
{
  guint chargers[ADJ_CHARGE_MAX_HEXES * ADJ_STACK_MAX_UNITS];
  guint n = game_chargers (self, chargers);
  AdjJournal *journal = self->session != NULL ? adj_game_session_get_journal (self->session) : NULL;
  const AdjAction *found = find_device_roll (journal, chargers, n);

  if (found != NULL && self->device_roll != NULL && adj_action_equal (found, self->device_roll))
    return FALSE;
  if (found == NULL && self->device_roll == NULL)
    return FALSE;
  g_clear_pointer (&self->device_roll, adj_action_free);
  if (found == NULL)
    {
      adj_roll_entry_set_from (self->roll, -1, NULL);
      return TRUE;
    }
  self->device_roll = adj_action_copy (found);
  const AdjBattle *battle = adj_glory_session_get_battle (self->session);
  const char *side = adj_battle_get_side (battle, adj_battle_unit_side (battle, found->items[0]))->name;
  /* TRANSLATORS: a side ("Confederate") */
  g_autofree char *source = g_strdup_printf (_("Rolled on the %s player's device (10.22): this page adds the DRM, "
                                               "Apply records the results"), side);
  adj_roll_entry_set_from (self->roll, found->roll[0].value, source);
  return TRUE;
}

static void
on_game_changed (AdjChargePage *self)
{
  if (sync_device_roll (self))
    adj_combat_page_recompute (ADJ_COMBAT_PAGE (self));
}

static void
on_setup_changed (AdjChargePage *self)
{
  sync_device_roll (self);
  adj_combat_page_recompute (ADJ_COMBAT_PAGE (self));
}

static void
show_roll (AdjChargePage *self, const AdjChargeInput *in, const AdjChargeResult *res)
{
  const AdjCombatCharts *charts = adj_combat_page_get_charts (ADJ_COMBAT_PAGE (self));

  if (!res->has_roll)
    {
      adj_roll_entry_set_result (self->roll, NULL, NULL, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->effects_label), FALSE);
      adj_combat_apply_set (self->apply, NULL, NULL, NULL, NULL);
      adj_combat_apply_set_decider (self->apply, NULL);
      return;
    }

  const AdjChargeOutcome *o = &res->outcomes[res->outcome];
  g_autofree char *result = adj_text_charge_outcome (o);
  if (res->automatic)
    adj_roll_entry_set_result (self->roll, "\u2013", result, _("No roll is needed (10.28, 11.14)."));
  else
    {
      g_autofree char *adjusted = g_strdup_printf ("%d", res->adjusted);
      g_autofree char *detail = cell_detail (charts, o);
      adj_roll_entry_set_result (self->roll, adjusted, result, detail);
    }

  /* What the result does to each unit, in the order the rules apply it. */
  g_autoptr (GArray) effects = adj_effects_new ();
  GString *text = g_string_new (_("What happens, in order:"));
  adj_charge_effects (in, res->active, o, effects);
  for (guint i = 0; i < effects->len; i++)
    {
      const AdjEffect *e = &g_array_index (effects, AdjEffect, i);
      g_string_append_printf (text, "\n\u2022 %s (%s)", e->text, e->rule);
    }
  if (effects->len == 0)
    g_string_append_printf (text, "\n\u2022 %s", _("nothing"));
  gtk_label_set_text (self->effects_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->effects_label), TRUE);
  g_string_free (text, TRUE);

  /* On units picked from the game, the result may go into its journal,
   * after the charge roll that decided it (10.22); artillery alone is
   * eliminated without a roll (10.28). */
  AdjCombatState state;
  AdjGameUnitIds ids;
  AdjGameUnitRatings ratings;
  adj_combat_state_init (&state, in);
  adj_charge_setup_get_game_ids (self->setup, ids, ratings);
  /* A roll from the device is in the journal already: the results only. */
  if (res->automatic || self->device_roll != NULL)
    adj_combat_apply_set_decider (self->apply, NULL);
  else
    {
      /* The game's chargers go with the roll, so the engine refuses a
       * unit that may not charge (10.11, 10.33). */
      guint chargers[ADJ_CHARGE_MAX_HEXES * ADJ_STACK_MAX_UNITS];
      guint n = game_chargers (self, chargers);
      g_autoptr (AdjAction) roll = adj_action_charge_by (adj_roll_typed (res->roll), res->adjusted - res->roll,
                                                         chargers, n);
      adj_combat_apply_set_decider (self->apply, roll);
    }
  adj_combat_apply_set (self->apply, &state, effects, ids, ratings);
}

/* New Charge: a new situation starts empty, the die too. */
static void
on_new_charge (AdjChargePage *self)
{
  g_clear_pointer (&self->device_roll, adj_action_free);
  adj_roll_entry_set_from (self->roll, -1, NULL);
}

/* The answer in a line over the columns: odds, DRM, the chance the charge
 * goes in, and a roll's result. */
static void
show_headline (AdjChargePage *self, const AdjChargeInput *in, const AdjChargeResult *res)
{
  AdjTreeAnswer g3;
  GString *text = g_string_new (NULL);

  if (res->automatic)
    g_string_append (text, _("Answer: only artillery defends: it is eliminated without a roll (10.28)"));
  else if (res->has_odds)
    {
      g_autofree char *drm = adj_text_signed (res->total_drm);
      /* TRANSLATORS: the odds ("3-2") and the total DRM ("+2") */
      g_string_append_printf (text, _("Answer: odds %s, total DRM %s"), res->odds.odds->key, drm);
      /* The chance under the rules this charge is played by. */
      if (adj_charge_tree_view_get_answer (self->tree, in->fixed_glory, &g3))
        {
          g_autofree char *goes = adj_text_percent (g3.goes_in);
          /* TRANSLATORS: the chance, after Defensive Fire */
          g_string_append_printf (text, in->fixed_glory ? _("; the charge goes in %s (Fixed Glory)")
                                                        : _("; the charge goes in %s (Glory III)"), goes);
        }
      if (res->has_roll)
        {
          g_autofree char *result = adj_text_charge_outcome (&res->outcomes[res->outcome]);
          g_string_append_printf (text, _("; rolled %d, adjusted %d: %s"), res->roll, res->adjusted, result);
        }
    }
  adj_combat_page_set_headline (ADJ_COMBAT_PAGE (self), text->len > 0 ? text->str : NULL);
  g_string_free (text, TRUE);
}

static void
adj_charge_page_recompute (AdjCombatPage *page)
{
  AdjChargePage *self = ADJ_CHARGE_PAGE (page);
  const AdjCombatCharts *charts = adj_combat_page_get_charts (page);
  AdjChargeInput in;
  AdjChargeResult res = { 0 };
  g_autoptr (GError) error = NULL;
  int roll;

  if (!adj_charge_setup_build_input (self->setup, &in))
    {
      adj_combat_apply_set (self->apply, NULL, NULL, NULL, NULL);
      adj_combat_page_show_invalid (page, NULL);
      return;
    }
  roll = adj_roll_entry_get_roll (self->roll);
  in.has_roll = roll >= 0;
  in.roll = MAX (roll, 0);
  if (!adj_charge_resolve (&in, charts, &res, &error))
    {
      adj_combat_apply_set (self->apply, NULL, NULL, NULL, NULL);
      adj_combat_page_show_invalid (page, error);
      adj_charge_input_clear (&in);
      return;
    }

  adj_combat_page_show_problem (page, adj_combat_notes_any_illegal (res.notes)
                                        ? _("The rules do not allow this charge as entered: see Rule Checks.")
                                        : NULL, TRUE);
  show_summary (self, &res);
  adj_note_list_fill (self->notes_list, GTK_WIDGET (self->notes_group), res.notes);
  adj_modifier_list_set (self->modifiers, res.modifiers, res.total_drm, _("Total DRM"));
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->modifiers), ADW_TYPE_PREFERENCES_GROUP),
                          res.has_odds);
  adj_outcome_chart_show_charge (self->chart, charts, res.outcomes, res.n_outcomes,
                                 res.has_roll ? (int) res.outcome : -1);
  adj_charge_tree_view_show (self->tree, &in, charts);
  show_roll (self, &in, &res);
  show_headline (self, &in, &res);

  adj_charge_result_clear (&res);
  adj_charge_input_clear (&in);
}

static void
adj_charge_page_build (AdjCombatPage *page, GPtrArray *charts)
{
  AdjChargePage *self = ADJ_CHARGE_PAGE (page);
  static const char *names[] = { "charge-strength", "charge-odds", "charge-cohesion",
                                 "charge-terrain", "charge-total" };
  const char *titles[] = { _("Strength"), _("Odds"), _("Cohesion differential"),
                           _("Terrain and rear"), _("Total DRM") };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      self->rows[i] = adj_value_row_new (titles[i], names[i], &self->values[i]);
      adw_preferences_group_add (self->summary_group, self->rows[i]);
    }
  gtk_widget_add_css_class (GTK_WIDGET (self->values[ROW_TOTAL]), "answer-total");

  /* The window's one charge, shared with the Defensive Fire page. */
  self->setup = adj_charge_setup_get_shared (GTK_WIDGET (self));
  g_signal_connect_object (self->setup, "changed", G_CALLBACK (on_setup_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->setup, "reset", G_CALLBACK (on_new_charge), self, G_CONNECT_SWAPPED);
  g_signal_connect_swapped (self->roll, "notify::roll", G_CALLBACK (adj_combat_page_recompute), self);

  self->tree = ADJ_CHARGE_TREE_VIEW (adj_charge_tree_view_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->tree), TRUE);
  gtk_box_append (self->tree_box, GTK_WIDGET (self->tree));
  /* Its hundred labels are laid out after the page has shown. */
  adj_first_frame_show_after (GTK_WIDGET (page), self->tree_group);
  /* The chart of chances is below the fold too; the Roll under it is
   * laid out at once (the page focuses it). */
  adj_first_frame_show_after (GTK_WIDGET (page), self->chances_group);

  /* Apply and Next right under the roll, what the result says below
   * them: typing the roll moves no button. */
  self->apply = ADJ_COMBAT_APPLY (adj_combat_apply_new ());
  adj_roll_entry_set_action (self->roll, GTK_WIDGET (self->apply));
  /* The page that finishes step v offers the next: Next, Command Done. */
  adj_combat_apply_add_action (self->apply, adj_step_bar_new ("charge", FALSE));

  /* A charge roll from a player's device comes through the game (10.22). */
  self->session = adj_window_watch_session (GTK_WIDGET (self), G_CALLBACK (on_game_changed));
  sync_device_roll (self);
}

static void
adj_charge_page_refresh (AdjCombatPage *page, GPtrArray *charts)
{
  AdjChargePage *self = ADJ_CHARGE_PAGE (page);
  gboolean first = gtk_widget_get_parent (GTK_WIDGET (self->setup)) == NULL;

  adj_charge_setup_place (self->setup, self->setup_box, ADJ_CHARGE_SETUP_CHARGE);
  /* A window's first charge: its lower half after the page has shown. */
  if (first)
    adj_charge_setup_show_after (self->setup, GTK_WIDGET (page));
  adj_charge_setup_set_charts (self->setup, charts, adj_combat_page_get_charts (page));
}

static void
adj_charge_page_load (AdjCombatPage *page, GtkBuilder *builder)
{
  AdjChargePage *self = ADJ_CHARGE_PAGE (page);

#define GET(field) self->field = (gpointer) gtk_builder_get_object (builder, #field)
  GET (setup_box);
  GET (summary_group);
  GET (notes_group);
  GET (notes_list);
  GET (modifiers);
  GET (chart);
  GET (roll);
  GET (effects_label);
  GET (tree_box);
  GET (tree_group);
  GET (chances_group);
#undef GET
}

static void
adj_charge_page_game_conditions (AdjCombatPage *page, const AdjGameState *state)
{
  adj_charge_setup_set_game (ADJ_CHARGE_PAGE (page)->setup, state);
}

static void
adj_charge_page_dispose (GObject *object)
{
  AdjChargePage *self = ADJ_CHARGE_PAGE (object);

  g_clear_pointer (&self->device_roll, adj_action_free);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (adj_charge_page_parent_class)->dispose (object);
}

static void
adj_charge_page_class_init (AdjChargePageClass *klass)
{
  AdjCombatPageClass *page_class = ADJ_COMBAT_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = adj_charge_page_dispose;

  page_class->resource = "/io/github/adjutant/Adjutant/glory/adj-charge-page.ui";
  page_class->load = adj_charge_page_load;
  page_class->build = adj_charge_page_build;
  page_class->refresh = adj_charge_page_refresh;
  page_class->recompute = adj_charge_page_recompute;
  page_class->game_conditions = adj_charge_page_game_conditions;
}

static void
adj_charge_page_init (AdjChargePage *self)
{
}
