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

#include <glib/gstdio.h>
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
static char *user_dir;

static const char *
label_text (GtkWidget *root, const char *name)
{
  return gtk_label_get_text (GTK_LABEL (ui_test_named (root, name)));
}

static gboolean
contains (const char *haystack, const char *needle)
{
  return haystack != NULL && strstr (haystack, needle) != NULL;
}

static void
type_into (GtkWidget *root, const char *name, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (ui_test_named (root, name)), text);
}

static void
click (GtkWidget *root, const char *name)
{
  g_signal_emit_by_name (ui_test_named (root, name), "clicked");
}

static AdjGameSession *
session (void)
{
  return adj_window_get_session (ui_test_main_window (&app));
}

static const AdjGameState *
state (void)
{
  return adj_game_session_get_state (session ());
}

/* The Fire page, with Fixed Glory on. */
static GtkWidget *
fixed_page (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *page = ui_test_find_descendant (GTK_WIDGET (window), g_type_from_name ("AdjFirePage"));

  g_assert_nonnull (page);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", "fire");
  ui_test_iterate_until (ui_test_is_mapped, page, "the Fire page");
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

static AdjCombatCharts *
app_charts (void)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *charts = adj_application_get_charts (app, &error);
  g_assert_no_error (error);
  AdjCombatCharts *combat = adj_combat_charts_new (charts, &error);
  g_assert_no_error (error);
  return combat;
}

/* The engine's answer for @quoted (single quotes for double). */
static void
engine_fire (const char *quoted, AdjFixedPhase phase, AdjFixedFireInput *in, AdjFixedFireResult *res)
{
  g_autofree char *json = g_strdelimit (g_strdup (quoted), "'", '"');
  g_autoptr (AdjCombatCharts) charts = app_charts ();
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

  g_assert_cmpstr (label_text (page, "fire-fp"), ==, fp);
  g_assert_cmpstr (label_text (page, "fire-total"), ==, drm);
  g_assert_cmpuint (adj_modifier_list_get_n_rows (firepower), ==,
                    res->firepower->len + (res->raw_fp > res->fp ? 1 : 0));
  for (guint i = 0; i < res->firepower->len; i++)
    {
      g_autofree char *row = g_strdup_printf ("modifier-%u", i);
      g_autofree char *value = adj_text_signed (g_array_index (res->firepower, AdjModifier, i).value);
      g_assert_cmpstr (label_text (ui_test_named (GTK_WIDGET (firepower), row), "modifier-value"), ==, value);
    }
  g_autofree char *total = adj_text_signed (res->fp);
  g_assert_cmpstr (label_text (GTK_WIDGET (firepower), "modifier-total"), ==, total);
  for (guint k = 0; k < G_N_ELEMENTS (p); k++)
    if (p[k] > 0)
      g_assert_cmpfloat_with_epsilon (adj_outcome_chart_get_bar (chart, bar++)->probability, p[k], 1e-12);
  g_assert_cmpuint (adj_outcome_chart_get_n_bars (chart), ==, bar);
  for (guint u = 0; u < n_targets; u++)
    {
      g_autofree char *name = g_strdup_printf ("fire-target-%u", u);
      g_autofree char *pct = adj_text_percent (res->p_unit_disordered[u]);
      g_assert_cmpstr (label_text (page, name), ==, pct);
    }
}

static void
scroll_to (GtkWidget *page, gboolean end)
{
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (ui_test_find_descendant (page, GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);
  gtk_adjustment_set_value (adj, end ? gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj) : 0);
}

/* The page's top and its end, in the light and the dark style. */
static void
screenshots (GtkWidget *page, const char *name)
{
  GtkWindow *window = ui_test_main_window (&app);
  AdwStyleManager *style = adw_style_manager_get_default ();

  for (guint dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT);
      for (guint end = 0; end < 2; end++)
        {
          g_autofree char *file = g_strdup_printf ("%s%s%s.png", name, end ? "-end" : "", dark ? "-dark" : "");
          ui_test_wait_for_new_frame (window);
          scroll_to (page, end);
          ui_test_wait_for_new_frame (window);
          ui_test_save_screenshot (window, file);
        }
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  scroll_to (page, FALSE);
  ui_test_wait_for_new_frame (window);
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
  click (page, "fire-add-hex");
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (hex (page, 1), "fire-hex-town")), TRUE);
  GtkWidget *target = ui_test_named (page, "fire-target");
  click (target, "stack-add-unit");
  type_into (ui_test_nth (target, ADJ_TYPE_UNIT_EDITOR, 1), "unit-cohesion", "8");

  engine_fire ("{" TWO_HEXES "}", ADJ_FIXED_PHASE_DEFENSIVE, &in, &res);
  g_assert_cmpint (res.fp, ==, 12);
  assert_answer (page, &res, 2);
  g_assert_cmpstr (hex_summary (page, 0), ==, "8 FP from this hex");
  g_assert_cmpstr (hex_summary (page, 1), ==, "4 FP from this hex");
  GtkWidget *row = ui_test_named (ui_test_named (page, "fire-firepower"), "modifier-1");
  g_assert_true (contains (label_text (row, "modifier-text"), "infantry in a town, as if disordered"));
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "fire-problem")));
  adj_fixed_fire_result_clear (&res);
  adj_fixed_fire_input_clear (&in);

  /* A 3 to hit is a morale check; the check die's 7 fails cohesion 6 and
   * passes cohesion 8. */
  GtkWidget *roll = ui_test_named (page, "fire-roll"), *check = ui_test_named (page, "fire-check-roll");
  type_into (roll, "roll-entry", "3");
  engine_fire ("{" TWO_HEXES ",'roll':3,'check_roll':7}", ADJ_FIXED_PHASE_DEFENSIVE, &in, &res);
  g_assert_cmpint (res.result, ==, ADJ_FIXED_CHECK);
  g_assert_true (contains (label_text (roll, "roll-result"), "Morale check"));
  g_assert_true (contains (label_text (page, "fire-effects"), "Type the morale-check die"));
  type_into (check, "roll-entry", "7");
  g_assert_true (res.unit_fails[0]);
  g_assert_false (res.unit_fails[1]);
  const char *fx = label_text (page, "fire-effects");
  g_assert_true (contains (fx, "Defensive fire, by units typed in."));
  g_assert_true (contains (fx, "top infantry in the target hex: the check die shows 7, more than its cohesion 6: disordered"));
  g_assert_true (contains (fx, "bottom infantry in the target hex: the check die shows 7, not more than its cohesion 8: no effect"));
  g_assert_cmpstr (label_text (check, "roll-result"), ==, "1 of 2 units fails");
  screenshots (page, "fixed-fire");
  adj_fixed_fire_result_clear (&res);
  adj_fixed_fire_input_clear (&in);

  /* A 0 disorders both outright, whatever the check die shows; a 9 misses. */
  type_into (roll, "roll-entry", "0");
  g_assert_true (contains (label_text (roll, "roll-result"), "Disorder"));
  g_assert_cmpstr (label_text (check, "roll-result"), ==, "Not needed");
  fx = label_text (page, "fire-effects");
  g_assert_true (contains (fx, "top infantry in the target hex: disordered by the to-hit roll"));
  g_assert_true (contains (fx, "bottom infantry in the target hex: disordered by the to-hit roll"));
  type_into (roll, "roll-entry", "9");
  g_assert_true (contains (label_text (page, "fire-effects"), "no effect, a miss"));

  /* Bad values are refused inline: a negative range, a 10 on a die. */
  type_into (hex (page, 0), "fire-hex-range", "-1");
  g_assert_true (gtk_widget_has_css_class (ui_test_named (hex (page, 0), "fire-hex-range"), "error"));
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "fire-problem")));
  type_into (hex (page, 0), "fire-hex-range", "1");
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "fire-problem")));
  type_into (roll, "roll-entry", "10");
  g_assert_true (gtk_widget_get_visible (ui_test_named (roll, "roll-error")));
  g_assert_cmpint (adj_roll_entry_get_roll (ADJ_ROLL_ENTRY (roll)), ==, -1);
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "fire-effects")));
  type_into (check, "roll-entry", "10");
  g_assert_true (gtk_widget_get_visible (ui_test_named (check, "roll-error")));
  type_into (roll, "roll-entry", "");
  type_into (check, "roll-entry", "");
  g_assert_false (gtk_widget_get_visible (ui_test_named (check, "roll-error")));

  /* The guns' height counts from 2 hexes only: its row shows then. */
  GtkWidget *height = ui_test_named (hex (page, 1), "fire-hex-height");
  g_assert_false (gtk_widget_is_visible (height));
  type_into (hex (page, 1), "fire-hex-range", "3");
  g_assert_true (gtk_widget_is_visible (height));
  type_into (hex (page, 1), "fire-hex-height", "10");
  g_assert_true (gtk_widget_has_css_class (height, "error"));
  type_into (hex (page, 1), "fire-hex-height", "0");
  /* Infantry 3 hexes away does not fire, and defensive fire is at
   * adjacent enemies only: the rules refuse it as entered. */
  g_assert_cmpstr (label_text (page, "fire-fp"), ==, "8");
  g_assert_true (contains (hex_summary (page, 1), "fires only at an adjacent hex"));
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "fire-problem")));
  type_into (hex (page, 1), "fire-hex-range", "1");
  g_assert_false (gtk_widget_is_visible (height));

  click (hex (page, 1), "stack-remove");
  click (ui_test_nth (target, ADJ_TYPE_UNIT_EDITOR, 1), "unit-remove");
  g_assert_cmpstr (label_text (page, "fire-fp"), ==, "8");
}

#define LINE "{'units':[{'type':'infantry','strength':4}]}"
#define AT_6 ",'targets':[{'cohesion':6}]}"

/* At most 4 SP fire from a hex, at most 24 FP hit a hex (seed 001): 5 SP
 * of good-order infantry fire 8 FP; three 4 SP hexes are the 24 FP most; a
 * fourth adds nothing. Six hexes at most. */
static void
test_caps (void)
{
  GtkWidget *page = fixed_page ();
  AdjFixedFireInput in;
  AdjFixedFireResult res;

  g_assert_cmpuint (n_hexes (page), ==, 1);
  type_into (ui_test_nth (hex (page, 0), ADJ_TYPE_UNIT_EDITOR, 0), "unit-strength", "5");
  engine_fire ("{'hexes':[{'units':[{'type':'infantry','strength':5}]}]" AT_6, ADJ_FIXED_PHASE_DEFENSIVE, &in, &res);
  g_assert_cmpint (res.fp, ==, 8);
  assert_answer (page, &res, 1);
  g_assert_true (contains (hex_summary (page, 0), "has 5 SP: at most 4 fire from a hex"));
  GtkWidget *row = ui_test_named (ui_test_named (page, "fire-firepower"), "modifier-0");
  g_assert_true (contains (label_text (row, "modifier-text"), "4 SP"));
  adj_fixed_fire_result_clear (&res);
  adj_fixed_fire_input_clear (&in);
  type_into (ui_test_nth (hex (page, 0), ADJ_TYPE_UNIT_EDITOR, 0), "unit-strength", "4");

  click (page, "fire-add-hex");
  click (page, "fire-add-hex");
  engine_fire ("{'hexes':[" LINE "," LINE "," LINE "]" AT_6, ADJ_FIXED_PHASE_DEFENSIVE, &in, &res);
  g_assert_cmpint (res.fp, ==, 24);
  g_assert_cmpint (res.raw_fp, ==, 24);
  assert_answer (page, &res, 1);
  adj_fixed_fire_result_clear (&res);
  adj_fixed_fire_input_clear (&in);

  click (page, "fire-add-hex");
  engine_fire ("{'hexes':[" LINE "," LINE "," LINE "," LINE "]" AT_6, ADJ_FIXED_PHASE_DEFENSIVE, &in, &res);
  g_assert_cmpint (res.raw_fp, ==, 32);
  g_assert_cmpint (res.fp, ==, 24);
  assert_answer (page, &res, 1);
  GtkWidget *fp_row = gtk_widget_get_ancestor (ui_test_named (page, "fire-fp"), ADW_TYPE_ACTION_ROW);
  g_assert_true (contains (adw_action_row_get_subtitle (ADW_ACTION_ROW (fp_row)), "32 FP fire: at most 24 hit one hex"));
  g_autofree char *cap_row = g_strdup_printf ("modifier-%u", res.firepower->len);
  row = ui_test_named (ui_test_named (page, "fire-firepower"), cap_row);
  g_assert_cmpstr (label_text (row, "modifier-value"), ==, "\u22128");
  adj_fixed_fire_result_clear (&res);
  adj_fixed_fire_input_clear (&in);
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), "fixed-fire-caps.png");

  click (page, "fire-add-hex");
  click (page, "fire-add-hex");
  g_assert_cmpuint (n_hexes (page), ==, ADJ_FIXED_MAX_HEXES);
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (page, "fire-add-hex")));
  while (n_hexes (page) > 1)
    click (hex (page, n_hexes (page) - 1), "stack-remove");
  g_assert_true (gtk_widget_get_sensitive (ui_test_named (page, "fire-add-hex")));
  g_assert_cmpstr (label_text (page, "fire-fp"), ==, "8");
}

/* The Fire kind (seed 001's phases): only artillery bombards, phasing
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
  g_assert_true (contains (gtk_label_get_text (GTK_LABEL (problem)), "do not allow"));
  adw_combo_row_set_selected (kind, 2);
  g_assert_false (gtk_widget_get_visible (problem));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (unit, "unit-type")), 3);  /* artillery */
  g_assert_true (gtk_widget_get_visible (problem));
  adw_combo_row_set_selected (kind, 0);
  g_assert_false (gtk_widget_get_visible (problem));
  /* A battery of +4 (4 SP) adjacent fires 4 + its range DRM, at most doubled. */
  g_assert_true (contains (label_text (ui_test_named (ui_test_named (page, "fire-firepower"), "modifier-0"),
                                       "modifier-text"), "artillery SPs plus the worst range DRM"));

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

/* The sample battle to step v of Leader A's activation (3.C.2.a), where
 * combat results may be recorded. */
/* A Fixed Glory game (seed 001) with the Confederate Leader A's command
 * acting, at @step. */
static void
start_game (AdjStep step)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AdjBattle) battle = adj_game_session_load_sample (&error);
  AdjGameOptions options = { .fixed_glory = TRUE };
  g_assert_no_error (error);
  g_assert_true (adj_game_session_new_game_with_options (session (), battle, &options, &error));

  AdjBattle *b = adj_game_session_get_battle (session ());
  guint first = (guint) adj_battle_find_am (b, "csa-first#1");
  g_autoptr (AdjAction) hold = adj_action_hold_out (1, (int) first);
  g_assert_true (adj_game_session_apply (session (), hold, &error));
  for (guint side = 0; side < 2; side++)
    {
      g_autoptr (GArray) ams = adj_game_state_available_ams (state (), 1 - side);
      g_autoptr (AdjAction) select = adj_action_select (1 - side, (guint *) ams->data, ams->len);
      g_assert_true (adj_game_session_apply (session (), select, &error));
    }
  g_autoptr (AdjAction) start = adj_action_start ((guint) adj_battle_find_group (b, "csa-leader-a"));
  g_assert_true (adj_game_session_apply (session (), start, &error));
  while (adj_game_state_get_step (state ()) != step)
    {
      g_autoptr (AdjAction) advance = adj_action_advance ();
      g_assert_true (adj_game_session_apply (session (), advance, &error));
    }
  g_assert_no_error (error);
}

static void
pick (GtkWidget *editor, const char *id)
{
  g_autofree char *row_name = g_strdup_printf ("pick:%s", id);
  GtkWidget *list = ui_test_named (editor, "unit-pick-list");
  g_signal_emit_by_name (list, "row-activated", ui_test_named (list, row_name));
}

static guint
journal_length (void)
{
  return adj_journal_get_cursor (adj_game_session_get_journal (session ()));
}

/* In a Fixed Glory game's Offensive Fire step, Brigade A1 (infantry, 5 SP)
 * fires at Getty 'b' (cohesion 5), both from the game: 8 FP; a 3 to hit is
 * a morale check and a 9 on the check die fails it, so Apply records that
 * A1 fired and Getty 'b''s Disorder; undo takes both back. As Defensive
 * fire, the acting side's shot is refused inline. */
static void
test_apply (void)
{
  GtkWidget *page = fixed_page ();
  AdjBattle *b;

  start_game (ADJ_STEP_OFFENSIVE_FIRE);
  b = adj_game_session_get_battle (session ());
  guint a1 = (guint) adj_battle_find_unit (b, "csa-a-1"), gb = (guint) adj_battle_find_unit (b, "getty-b");
  GtkWidget *firer = ui_test_nth (hex (page, 0), ADJ_TYPE_UNIT_EDITOR, 0);
  GtkWidget *aim = ui_test_nth (ui_test_named (page, "fire-target"), ADJ_TYPE_UNIT_EDITOR, 0);
  /* A firing row offers every type, infantry too. */
  pick (firer, "csa-a-1");
  pick (aim, "getty-b");
  g_assert_cmpint (adj_unit_editor_get_game_unit (ADJ_UNIT_EDITOR (firer)), ==, (int) a1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (firer, "unit-strength"))), ==, "5");
  g_assert_cmpstr (label_text (page, "fire-fp"), ==, "8");

  GtkWidget *apply = ui_test_named (page, "combat-apply");
  type_into (ui_test_named (page, "fire-roll"), "roll-entry", "3");
  /* The check die is not in yet: nothing to apply. */
  g_assert_false (gtk_widget_is_visible (apply));
  type_into (ui_test_named (page, "fire-check-roll"), "roll-entry", "9");
  g_autofree char *fired = g_strdup_printf ("Defensive fire by %s.", adj_battle_get_unit (b, a1)->name);
  g_assert_true (contains (label_text (page, "fire-effects"), fired));
  /* Defensive fire belongs to the side not acting: the engine says no. */
  g_assert_false (gtk_widget_get_sensitive (apply));
  GtkWidget *refusal = ui_test_named (page, "combat-apply-error");
  g_assert_true (gtk_widget_get_visible (refusal));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (refusal)), !=, "");
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_test_named (page, "fire-kind")), 2);
  g_autofree char *offensive = g_strdup_printf ("Offensive fire by %s.", adj_battle_get_unit (b, a1)->name);
  g_assert_true (contains (label_text (page, "fire-effects"), offensive));
  g_assert_true (gtk_widget_get_sensitive (apply));
  g_autofree char *disordered = g_strdup_printf ("%s is disordered", adj_battle_get_unit (b, gb)->name);
  g_assert_true (contains (label_text (page, "combat-apply-preview"), disordered));
  guint length = journal_length ();
  g_signal_emit_by_name (apply, "clicked");
  g_assert_cmpuint (journal_length (), ==, length + 2);
  const AdjAction *a = adj_journal_get_action (adj_game_session_get_journal (session ()), length);
  g_assert_cmpint (a->type, ==, ADJ_ACTION_FIRE);
  g_assert_cmpint (a->target, ==, (int) a1);
  g_assert_cmpint (a->fire_kind, ==, ADJ_FIRE_OFFENSIVE);
  g_assert_true (adj_game_state_unit_fired (state (), a1, ADJ_FIRE_OFFENSIVE));
  a = adj_journal_get_action (adj_game_session_get_journal (session ()), length + 1);
  g_assert_cmpint (a->type, ==, ADJ_ACTION_DISORDER);
  g_assert_cmpint (a->target, ==, (int) gb);
  g_assert_true (adj_game_state_unit_disordered (state (), gb));
  scroll_to (page, TRUE);
  ui_test_wait_for_new_frame (ui_test_main_window (&app));
  ui_test_save_screenshot (ui_test_main_window (&app), "fixed-fire-applied.png");
  for (guint i = 0; i < 2; i++)
    gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_cmpuint (journal_length (), ==, length);
  g_assert_false (adj_game_state_unit_disordered (state (), gb));
  g_assert_false (adj_game_state_unit_fired (state (), a1, ADJ_FIRE_OFFENSIVE));

  /* A miss changes nobody: only the fire is left to record. */
  type_into (ui_test_named (page, "fire-roll"), "roll-entry", "9");
  g_assert_true (gtk_widget_get_sensitive (apply));
  g_signal_emit_by_name (apply, "clicked");
  g_assert_cmpuint (journal_length (), ==, length + 1);
  a = adj_journal_get_action (adj_game_session_get_journal (session ()), length);
  g_assert_cmpint (a->type, ==, ADJ_ACTION_FIRE);
  g_assert_false (adj_game_state_unit_disordered (state (), gb));
  gtk_widget_activate_action (GTK_WIDGET (ui_test_main_window (&app)), "win.undo", NULL);
  g_assert_cmpuint (journal_length (), ==, length);
}

/* With Fixed Glory on, the page still fits the narrowest window GNOME
 * asks for. */
static void
test_narrow (void)
{
  GtkWidget *page = fixed_page ();
  GtkWindow *window = ui_test_main_window (&app);
  int min;

  click (page, "fire-add-hex");
  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min > 360)
    g_error ("the Fixed Glory fire page needs %d px, more than 360", min);
  ui_test_resize_from_outside (window, 360, 700);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "fixed-fire-narrow.png");
  scroll_to (page, TRUE);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "fixed-fire-narrow-end.png");
}

int
main (int argc, char *argv[])
{
  int status;

  /* The player's data dir is a fresh temporary one, before anything reads it. */
  user_dir = g_dir_make_tmp ("adj-ui-fixed-fire-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", user_dir, TRUE);
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/fire/fixed-glory/two-hexes-one-in-town", test_two_hexes);
  g_test_add_func ("/ui/fire/fixed-glory/caps-4-sp-24-fp", test_caps);
  g_test_add_func ("/ui/fire/fixed-glory/fire-kinds", test_kinds);
  g_test_add_func ("/ui/fire/fixed-glory/apply-undo", test_apply);
  g_test_add_func ("/ui/fire/fixed-glory/narrow", test_narrow);
  status = g_test_run ();

  ui_test_app_quit (&app);
  g_autofree char *autosave = adj_game_session_autosave_path ();
  g_unlink (autosave);
  g_autofree char *dir = g_path_get_dirname (autosave);
  g_rmdir (dir);
  g_rmdir (user_dir);
  g_free (user_dir);
  return status;
}
