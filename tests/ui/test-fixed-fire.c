/* test-fixed-fire.c: the Fire page under the Fixed Glory variant (seed
 * 001), driven through its real widgets
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two infantry hexes, one in a town, fire at one adjacent hex: every
 * number on the page is checked against the engine's answer for the same
 * input. The caps (4 SP from a hex, 24 FP on a hex), the two dice and the
 * result per target unit, the fire kind's rule checks, bad values refused
 * inline, and a result applied to a game and undone.
 */

#include "config.h"

#include <string.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-combat-text.h"
#include "adj-fire-hexes.h"
#include "adj-game-session.h"
#include "adj-modifier-list.h"
#include "adj-outcome-chart.h"
#include "adj-roll-entry.h"
#include "adj-stack-editor.h"
#include "adj-unit-editor.h"
#include "adj-window.h"
#include "adj-window-actions.h"
#include "ui-test-util.h"

static AdjApplication *app;

/* The Fire page, with Fixed Glory on. */
static GtkWidget *
fixed_page (void)
{
  GtkWidget *page = ui_test_show_page (ui_test_main_window (&app), "fire", "AdjFirePage");

  gtk_switch_set_active (GTK_SWITCH (ui_test_named (page, "fire-fixed-glory")), TRUE);
  return page;
}

static GtkWidget *
hex (GtkWidget *page, guint i)
{
  g_autofree char *name = g_strdup_printf ("fire-hex-%u", i);
  return ui_test_named (page, name);
}

static guint
n_hexes (GtkWidget *page)
{
  return adj_fire_hexes_get_n_hexes (ADJ_FIRE_HEXES (ui_test_named (page, "fire-hexes")));
}

/* The line under a firing hex's title. */
static const char *
hex_summary (GtkWidget *page, guint i)
{
  GtkWidget *group = ui_test_find_descendant (hex (page, i), ADW_TYPE_PREFERENCES_GROUP);
  return adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group));
}

/* The engine's answer for @quoted (single quotes for double). */
static void
engine_fire (const char *quoted, AdjFixedPhase phase, AdjFixedFireInput *in, AdjFixedFireResult *res)
{
  g_autofree char *json = g_strdelimit (g_strdup (quoted), "'", '"');
  g_autoptr (AdjCombatCharts) charts = ui_test_combat_charts (app);
  g_autoptr (GError) error = NULL;

  g_assert_true (adj_fixed_fire_input_parse (json, strlen (json), "test.json", in, &error));
  g_assert_no_error (error);
  in->phase = phase;
  g_assert_true (adj_fixed_fire_resolve (in, charts, res, &error));
  g_assert_no_error (error);
}

/* The answer column shows the engine's FP, DRM, firepower rows, chances
 * and each target unit's chance of a Disorder. */
static void
assert_answer (GtkWidget *page, const AdjFixedFireResult *res, guint n_targets)
{
  g_autofree char *fp = g_strdup_printf ("%d", res->fp);
  g_autofree char *drm = adj_text_signed (res->drm);
  AdjModifierList *firepower = ADJ_MODIFIER_LIST (ui_test_named (page, "fire-firepower"));
  AdjOutcomeChart *chart = ADJ_OUTCOME_CHART (ui_test_named (page, "fire-chart"));
  const double p[] = { res->p_disorder, res->p_check, res->p_miss };
  guint bar = 0;

  g_assert_cmpstr (ui_test_label_text (page, "fire-fp"), ==, fp);
  g_assert_cmpstr (ui_test_label_text (page, "fire-total"), ==, drm);
  g_assert_cmpuint (adj_modifier_list_get_n_rows (firepower), ==,
                    res->firepower->len + (res->raw_fp > res->fp ? 1 : 0));
  for (guint i = 0; i < res->firepower->len; i++)
    {
      g_autofree char *row = g_strdup_printf ("modifier-%u", i);
      g_autofree char *value = adj_text_signed (g_array_index (res->firepower, AdjModifier, i).value);
      g_assert_cmpstr (ui_test_label_text (ui_test_named (GTK_WIDGET (firepower), row), "modifier-value"), ==, value);
    }
  g_autofree char *total = adj_text_signed (res->fp);
  g_assert_cmpstr (ui_test_label_text (GTK_WIDGET (firepower), "modifier-total"), ==, total);
  for (guint k = 0; k < G_N_ELEMENTS (p); k++)
    if (p[k] > 0)
      g_assert_cmpfloat_with_epsilon (adj_outcome_chart_get_bar (chart, bar++)->probability, p[k], 1e-12);
  g_assert_cmpuint (adj_outcome_chart_get_n_bars (chart), ==, bar);
  for (guint u = 0; u < n_targets; u++)
    {
      g_autofree char *name = g_strdup_printf ("fire-target-%u", u);
      g_autofree char *pct = adj_text_percent (res->p_unit_disordered[u]);
      g_assert_cmpstr (ui_test_label_text (page, name), ==, pct);
    }
}

#define TWO_HEXES "'hexes':[{'hex':'firing hex 1','units':[{'type':'infantry','strength':4}]}," \
                  "{'hex':'firing hex 2','town':true,'units':[{'type':'infantry','strength':4}]}]," \
                  "'targets':[{'cohesion':6},{'cohesion':8}]"

/* Seed 001: good-order infantry fires 2 FP per SP, 1 from a town, so two
 * adjacent 4 SP hexes, one in a town, put 12 FP on the target: a 0
 * disorders it outright ((12-12)/3 = 0), up to 8 every unit checks
 * morale on the one check die, a 9 misses. */
static void
test_two_hexes (void)
{
  GtkWidget *page = fixed_page ();
  AdjFixedFireInput in;
  AdjFixedFireResult res;

  ui_test_resize_from_outside (ui_test_main_window (&app), 1400, 1150);
  /* Defensive fire is the kind a Fixed Glory shot starts as. */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (ui_test_named (page, "fire-kind"))), ==, 1);
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "fire-hexes")));
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "fire-guns")));
  ui_test_click (page, "fire-add-hex");
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (hex (page, 1), "fire-hex-town")), TRUE);
  GtkWidget *target = ui_test_named (page, "fire-target");
  ui_test_click (target, "stack-add-unit");
  ui_test_type_into (ui_test_nth (target, ADJ_TYPE_UNIT_EDITOR, 1), "unit-cohesion", "8");

  engine_fire ("{" TWO_HEXES "}", ADJ_FIXED_PHASE_DEFENSIVE, &in, &res);
  g_assert_cmpint (res.fp, ==, 12);
  assert_answer (page, &res, 2);
  g_assert_cmpstr (hex_summary (page, 0), ==, "8 FP from this hex");
  g_assert_cmpstr (hex_summary (page, 1), ==, "4 FP from this hex");
  GtkWidget *row = ui_test_named (ui_test_named (page, "fire-firepower"), "modifier-1");
  g_assert_true (ui_test_contains (ui_test_label_text (row, "modifier-text"), "infantry in a town, as if disordered"));
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "fire-problem")));
  adj_fixed_fire_result_clear (&res);
  adj_fixed_fire_input_clear (&in);

  /* A 3 to hit is a morale check; the check die's 7 fails cohesion 6 and
   * passes cohesion 8. */
  GtkWidget *roll = ui_test_named (page, "fire-roll"), *check = ui_test_named (page, "fire-check-roll");
  ui_test_type_into (roll, "roll-entry", "3");
  engine_fire ("{" TWO_HEXES ",'roll':3,'check_roll':7}", ADJ_FIXED_PHASE_DEFENSIVE, &in, &res);
  g_assert_cmpint (res.result, ==, ADJ_FIXED_CHECK);
  g_assert_true (ui_test_contains (ui_test_label_text (roll, "roll-result"), "Morale check"));
  g_assert_true (ui_test_contains (ui_test_label_text (page, "fire-effects"), "Type the morale-check die"));
  ui_test_type_into (check, "roll-entry", "7");
  g_assert_true (res.unit_fails[0]);
  g_assert_false (res.unit_fails[1]);
  const char *fx = ui_test_label_text (page, "fire-effects");
  g_assert_true (ui_test_contains (fx, "Defensive fire, by units typed in."));
  g_assert_true (ui_test_contains (fx, "top infantry in the target hex: the check die shows 7, more than its cohesion 6: disordered"));
  g_assert_true (ui_test_contains (fx, "bottom infantry in the target hex: the check die shows 7, not more than its cohesion 8: no effect"));
  g_assert_cmpstr (ui_test_label_text (check, "roll-result"), ==, "1 of 2 units fails");
  ui_test_page_screenshots (ui_test_main_window (&app), page, "fixed-fire");
  adj_fixed_fire_result_clear (&res);
  adj_fixed_fire_input_clear (&in);

  /* A 0 disorders both outright, whatever the check die shows; a 9 misses. */
  ui_test_type_into (roll, "roll-entry", "0");
  g_assert_true (ui_test_contains (ui_test_label_text (roll, "roll-result"), "Disorder"));
  g_assert_cmpstr (ui_test_label_text (check, "roll-result"), ==, "Not needed");
  fx = ui_test_label_text (page, "fire-effects");
  g_assert_true (ui_test_contains (fx, "top infantry in the target hex: disordered by the to-hit roll"));
  g_assert_true (ui_test_contains (fx, "bottom infantry in the target hex: disordered by the to-hit roll"));
  ui_test_type_into (roll, "roll-entry", "9");
  g_assert_true (ui_test_contains (ui_test_label_text (page, "fire-effects"), "no effect, a miss"));

  /* Bad values are refused inline: a negative range, a 10 on a die. */
  ui_test_type_into (hex (page, 0), "fire-hex-range", "-1");
  g_assert_true (gtk_widget_has_css_class (ui_test_named (hex (page, 0), "fire-hex-range"), "error"));
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "fire-problem")));
  ui_test_type_into (hex (page, 0), "fire-hex-range", "1");
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "fire-problem")));
  ui_test_type_into (roll, "roll-entry", "10");
  g_assert_true (gtk_widget_get_visible (ui_test_named (roll, "roll-error")));
  g_assert_cmpint (adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (roll)), ==, -1);
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "fire-effects")));
  ui_test_type_into (check, "roll-entry", "10");
  g_assert_true (gtk_widget_get_visible (ui_test_named (check, "roll-error")));
  ui_test_type_into (roll, "roll-entry", "");
  ui_test_type_into (check, "roll-entry", "");
  g_assert_false (gtk_widget_get_visible (ui_test_named (check, "roll-error")));

  /* The guns' height counts from 2 hexes only: its row shows then. */
  GtkWidget *height = ui_test_named (hex (page, 1), "fire-hex-height");
  g_assert_false (gtk_widget_is_visible (height));
  ui_test_type_into (hex (page, 1), "fire-hex-range", "3");
  g_assert_true (gtk_widget_is_visible (height));
  ui_test_type_into (hex (page, 1), "fire-hex-height", "10");
  g_assert_true (gtk_widget_has_css_class (height, "error"));
  ui_test_type_into (hex (page, 1), "fire-hex-height", "0");
  /* Infantry 3 hexes away does not fire, and defensive fire is at
   * adjacent enemies only: the rules refuse it as entered. */
  g_assert_cmpstr (ui_test_label_text (page, "fire-fp"), ==, "8");
  g_assert_true (ui_test_contains (hex_summary (page, 1), "fires only at an adjacent hex"));
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "fire-problem")));
  ui_test_type_into (hex (page, 1), "fire-hex-range", "1");
  g_assert_false (gtk_widget_is_visible (height));

  ui_test_click (hex (page, 1), "stack-remove");
  ui_test_click (ui_test_nth (target, ADJ_TYPE_UNIT_EDITOR, 1), "unit-remove");
  g_assert_cmpstr (ui_test_label_text (page, "fire-fp"), ==, "8");
}

#define LINE "{'units':[{'type':'infantry','strength':4}]}"
#define AT_6 ",'targets':[{'cohesion':6}]}"

/* At most 4 SP fire from a hex, at most 24 FP hit a hex (Fixed Glory house rules): 5 SP
 * of good-order infantry fire 8 FP; three 4 SP hexes are the 24 FP most; a
 * fourth adds nothing. Six hexes at most. */
static void
test_caps (void)
{
  GtkWidget *page = fixed_page ();
  AdjFixedFireInput in;
  AdjFixedFireResult res;

  g_assert_cmpuint (n_hexes (page), ==, 1);
  ui_test_type_into (ui_test_nth (hex (page, 0), ADJ_TYPE_UNIT_EDITOR, 0), "unit-strength", "5");
  engine_fire ("{'hexes':[{'units':[{'type':'infantry','strength':5}]}]" AT_6, ADJ_FIXED_PHASE_DEFENSIVE, &in, &res);
  g_assert_cmpint (res.fp, ==, 8);
  assert_answer (page, &res, 1);
  g_assert_true (ui_test_contains (hex_summary (page, 0), "has 5 SP: at most 4 fire from a hex"));
  GtkWidget *row = ui_test_named (ui_test_named (page, "fire-firepower"), "modifier-0");
  g_assert_true (ui_test_contains (ui_test_label_text (row, "modifier-text"), "4 SP"));
  adj_fixed_fire_result_clear (&res);
  adj_fixed_fire_input_clear (&in);
  ui_test_type_into (ui_test_nth (hex (page, 0), ADJ_TYPE_UNIT_EDITOR, 0), "unit-strength", "4");

  ui_test_click (page, "fire-add-hex");
  ui_test_click (page, "fire-add-hex");
  engine_fire ("{'hexes':[" LINE "," LINE "," LINE "]" AT_6, ADJ_FIXED_PHASE_DEFENSIVE, &in, &res);
  g_assert_cmpint (res.fp, ==, 24);
  g_assert_cmpint (res.raw_fp, ==, 24);
  assert_answer (page, &res, 1);
  adj_fixed_fire_result_clear (&res);
  adj_fixed_fire_input_clear (&in);

  ui_test_click (page, "fire-add-hex");
  engine_fire ("{'hexes':[" LINE "," LINE "," LINE "," LINE "]" AT_6, ADJ_FIXED_PHASE_DEFENSIVE, &in, &res);
  g_assert_cmpint (res.raw_fp, ==, 32);
  g_assert_cmpint (res.fp, ==, 24);
  assert_answer (page, &res, 1);
  GtkWidget *fp_row = gtk_widget_get_ancestor (ui_test_named (page, "fire-fp"), ADW_TYPE_ACTION_ROW);
  g_assert_true (ui_test_contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (fp_row)), "32 FP fire: at most 24 hit one hex"));
  g_autofree char *cap_row = g_strdup_printf ("modifier-%u", res.firepower->len);
  row = ui_test_named (ui_test_named (page, "fire-firepower"), cap_row);
  g_assert_cmpstr (ui_test_label_text (row, "modifier-value"), ==, "\u22128");
  adj_fixed_fire_result_clear (&res);
  adj_fixed_fire_input_clear (&in);
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), "fixed-fire-caps.png");

  ui_test_click (page, "fire-add-hex");
  ui_test_click (page, "fire-add-hex");
  g_assert_cmpuint (n_hexes (page), ==, ADJ_FIXED_MAX_HEXES);
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (page, "fire-add-hex")));
  while (n_hexes (page) > 1)
    ui_test_click (hex (page, n_hexes (page) - 1), "stack-remove");
  g_assert_true (gtk_widget_get_sensitive (ui_test_named (page, "fire-add-hex")));
  g_assert_cmpstr (ui_test_label_text (page, "fire-fp"), ==, "8");
}

/* The Fire kind (the Fixed Glory house rules' phases): only artillery bombards, phasing
 * artillery sits out offensive fire. */
static void
test_kinds (void)
{
  GtkWidget *page = fixed_page ();
  AdwComboRow *kind = ADW_COMBO_ROW (ui_test_named (page, "fire-kind"));
  GtkWidget *problem = ui_test_named (page, "fire-problem");
  GtkWidget *unit = ui_test_nth (hex (page, 0), ADJ_TYPE_UNIT_EDITOR, 0);

  adw_combo_row_set_selected (kind, 0);
  g_assert_true (gtk_widget_get_visible (problem));
  g_assert_true (ui_test_contains (gtk_label_get_text (GTK_LABEL (problem)), "do not allow"));
  adw_combo_row_set_selected (kind, 2);
  g_assert_false (gtk_widget_get_visible (problem));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (unit, "unit-type")), 3);  /* artillery */
  g_assert_true (gtk_widget_get_visible (problem));
  adw_combo_row_set_selected (kind, 0);
  g_assert_false (gtk_widget_get_visible (problem));
  /* A battery of +4 (4 SP) adjacent fires 4 + its range DRM, at most doubled. */
  GtkWidget *modifier = ui_test_named (ui_test_named (page, "fire-firepower"), "modifier-0");
  g_assert_true (ui_test_contains (ui_test_label_text (modifier, "modifier-text"),
                                   "artillery SPs plus the worst range DRM"));

  /* Glory III has its own kinds, and the choice of each mode is kept. */
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (page, "fire-fixed-glory")), FALSE);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (kind)), ==, 2);
  g_assert_cmpuint (adw_combo_row_get_selected (kind), ==, 0);
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "fire-guns")));
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (page, "fire-fixed-glory")), TRUE);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (kind)), ==, 3);
  g_assert_cmpuint (adw_combo_row_get_selected (kind), ==, 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (unit, "unit-type")), 0);
  adw_combo_row_set_selected (kind, 1);
}

/* In a Fixed Glory game's Offensive Fire step, Brigade A1 (infantry, 5 SP)
 * fires at Getty 'b' (cohesion 5), both from the game: 8 FP; a 3 to hit is
 * a morale check and a 9 on the check die fails it, so Apply records that
 * A1 fired and Getty 'b''s Disorder as one step; one undo takes both
 * back. As Defensive fire, the acting side's shot is refused inline. */
static void
test_apply (void)
{
  GtkWidget *page = fixed_page ();
  AdjBattle *b;

  /* A Fixed Glory game, Leader A's command acting. */
  ui_test_start_sample_game (&app, TRUE, "csa-leader-a", ADJ_STEP_OFFENSIVE_FIRE);
  b = adj_glory_session_get_battle (ui_test_session (&app));
  guint a1 = (guint) adj_battle_find_unit (b, "csa-a-1"), gb = (guint) adj_battle_find_unit (b, "getty-b");
  GtkWidget *firer = ui_test_nth (hex (page, 0), ADJ_TYPE_UNIT_EDITOR, 0);
  GtkWidget *aim = ui_test_nth (ui_test_named (page, "fire-target"), ADJ_TYPE_UNIT_EDITOR, 0);
  /* A firing row offers every type, infantry too. */
  ui_test_pick (firer, "csa-a-1");
  ui_test_pick (aim, "getty-b");
  g_assert_cmpint (adj_unit_editor_get_game_unit (ADJ_UNIT_EDITOR (firer)), ==, (int) a1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (firer, "unit-strength"))), ==, "5");
  g_assert_cmpstr (ui_test_label_text (page, "fire-fp"), ==, "8");

  GtkWidget *apply = ui_test_named (page, "combat-apply");
  ui_test_type_into (ui_test_named (page, "fire-roll"), "roll-entry", "3");
  /* The check die is not in yet: nothing to apply. */
  g_assert_false (gtk_widget_get_sensitive (apply));
  ui_test_type_into (ui_test_named (page, "fire-check-roll"), "roll-entry", "9");
  g_autofree char *fired = g_strdup_printf ("Defensive fire by %s.", adj_battle_get_unit (b, a1)->name);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "fire-effects"), fired));
  /* Defensive fire belongs to the side not acting: the engine says no. */
  g_assert_false (gtk_widget_get_sensitive (apply));
  GtkWidget *refusal = ui_test_named (page, "combat-apply-error");
  g_assert_true (gtk_widget_get_visible (refusal));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (refusal)), !=, "");
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_test_named (page, "fire-kind")), 2);
  g_autofree char *offensive = g_strdup_printf ("Offensive fire by %s.", adj_battle_get_unit (b, a1)->name);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "fire-effects"), offensive));
  g_assert_true (gtk_widget_get_sensitive (apply));
  /* The morale check is the unit's own, with the check die (Fixed Glory). */
  g_autofree char *disordered = g_strdup_printf ("%s checks cohesion, roll 9 against 5: fails, disordered (Fixed Glory, 11.11)",
                                                 adj_battle_get_unit (b, gb)->name);
  g_assert_true (ui_test_contains (ui_test_label_text (page, "combat-apply-preview"), disordered));
  guint length = ui_test_journal_length (&app);
  g_signal_emit_by_name (apply, "clicked");
  /* The fire and the check that disorders are one step (a move group). */
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length + 1);
  AdjJournal *journal = adj_game_session_get_journal (ui_test_session (&app));
  g_assert_cmpuint (adj_journal_get_n_moves (journal, length), ==, 2);
  const AdjAction *a = adj_journal_get_move_in_step (journal, length, 0);
  g_assert_cmpint (a->type, ==, ADJ_ACTION_FIRE);
  g_assert_cmpint (a->target, ==, (int) a1);
  g_assert_cmpint (a->fire_kind, ==, ADJ_FIRE_OFFENSIVE);
  g_assert_true (adj_game_state_unit_fired (ui_test_state (&app), a1, ADJ_FIRE_OFFENSIVE));
  a = adj_journal_get_move_in_step (journal, length, 1);
  g_assert_cmpint (a->type, ==, ADJ_ACTION_CHECK);
  g_assert_cmpint (a->cause, ==, ADJ_CHECK_FIXED_MORALE);
  g_assert_cmpint (a->roll[0].value, ==, 9);
  g_assert_cmpint (a->target, ==, (int) gb);
  g_assert_true (adj_game_state_unit_disordered (ui_test_state (&app), gb));
  ui_test_scroll_page (page, TRUE);
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), "fixed-fire-applied.png");
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length);
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), gb));
  g_assert_false (adj_game_state_unit_fired (ui_test_state (&app), a1, ADJ_FIRE_OFFENSIVE));

  /* A miss changes nobody: only the fire is left to record. */
  ui_test_type_into (ui_test_named (page, "fire-roll"), "roll-entry", "9");
  g_assert_true (gtk_widget_get_sensitive (apply));
  g_signal_emit_by_name (apply, "clicked");
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length + 1);
  a = adj_journal_get_move (adj_game_session_get_journal (ui_test_session (&app)), length);
  g_assert_cmpint (a->type, ==, ADJ_ACTION_FIRE);
  g_assert_false (adj_game_state_unit_disordered (ui_test_state (&app), gb));
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_cmpuint (ui_test_journal_length (&app), ==, length);
}

/* With Fixed Glory on, the page still fits the narrowest window GNOME
 * asks for. */
static void
test_narrow (void)
{
  GtkWidget *page = fixed_page ();
  GtkWindow *window = ui_test_main_window (&app);
  int min;

  ui_test_click (page, "fire-add-hex");
  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min > 360)
    g_error ("the Fixed Glory fire page needs %d px, more than 360", min);
  ui_test_resize_from_outside (window, 360, 700);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "fixed-fire-narrow.png");
  ui_test_scroll_page (page, TRUE);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "fixed-fire-narrow-end.png");
}

int
main (int argc, char *argv[])
{
  int status;

  /* The player's data dir is a fresh temporary one, before anything reads it. */
  ui_test_user_dir_setup ("adj-ui-fixed-fire-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/fire/fixed-glory/two-hexes-one-in-town", test_two_hexes);
  g_test_add_func ("/ui/fire/fixed-glory/caps-4-sp-24-fp", test_caps);
  g_test_add_func ("/ui/fire/fixed-glory/fire-kinds", test_kinds);
  g_test_add_func ("/ui/fire/fixed-glory/apply-undo", test_apply);
  g_test_add_func ("/ui/fire/fixed-glory/narrow", test_narrow);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
