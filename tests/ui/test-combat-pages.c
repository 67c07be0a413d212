/* test-combat-pages.c: the Charge, Defensive Fire and Artillery Fire pages,
 * driven through their real widgets
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The player types the rulebook's worked examples into the pages and reads
 * the answers; every label is checked against what the engine computes for
 * the same input with the same charts. Bad values are refused inline.
 * Screenshots of each page in the light and the dark style.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <adjutant-engine.h>

#include "adj-application.h"
#include "adj-combat-text.h"
#include "adj-modifier-list.h"
#include "adj-outcome-chart.h"
#include "adj-stack-editor.h"
#include "adj-unit-editor.h"
#include "adj-window.h"
#include "ui-test-util.h"

static AdjApplication *app;

/* Shows page @name and waits for its entry widgets (built on first map). */
static GtkWidget *
show_page (GtkWindow *window, const char *name, const char *type_name)
{
  GtkWidget *page = ui_test_show_page (window, name, type_name);
  GtkWidget *stack = gtk_widget_get_first_child (page);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "page");
  return page;
}

static void
set_unit (GtkWidget *unit, const char *strength, const char *cohesion)
{
  if (strength != NULL)
    ui_test_type_into (unit, "unit-strength", strength);
  if (cohesion != NULL)
    ui_test_type_into (unit, "unit-cohesion", cohesion);
}

static void
parse_charge (const char *quoted, AdjChargeInput *in)
{
  g_autofree char *json = g_strdelimit (g_strdup (quoted), "'", '"');
  g_autoptr (GError) error = NULL;
  g_assert_true (adj_charge_input_parse (json, strlen (json), "test.json", in, &error));
  g_assert_no_error (error);
}

/* The chart's model: one bar per engine outcome, the same chances, 100%. */
static void
assert_bars (AdjOutcomeChart *chart, const AdjChargeOutcome *outcomes, guint n)
{
  double sum = 0;

  g_assert_cmpuint (adj_outcome_chart_get_n_bars (chart), ==, n);
  for (guint i = 0; i < n; i++)
    {
      const AdjOutcomeBar *bar = adj_outcome_chart_get_bar (chart, i);
      g_assert_cmpfloat_with_epsilon (bar->probability, outcomes[i].probability, 1e-12);
      sum += bar->probability;
    }
  g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);
}

/* 10.2 example: Y (4 SP, cohesion 7) and Z (5 SP, 8) charge D (6 SP, 5):
 * 9 to 6 is 3-2 for +1, the cohesion differential +3; a roll of 5 is 9. */
static void
test_charge_example (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *page;

  ui_test_resize_from_outside (window, 1400, 1150);
  page = show_page (window, "charge", "AdjChargePage");
  ui_test_click (page, "add-attacker");
  GtkWidget *y = ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0);
  GtkWidget *z = ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1);
  GtkWidget *d = ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 2);
  set_unit (y, "4", "7");
  set_unit (z, "5", "8");
  set_unit (d, "6", "5");

  /* The engine's answer for the same charge. */
  g_autoptr (AdjCombatCharts) charts = ui_test_combat_charts (app);
  AdjChargeInput in;
  AdjChargeResult res;
  /* Named as the page names its units, so the effects read the same. */
  parse_charge ("{'roll':5,'attackers':["
                "{'hex':'1009','units':[{'name':'infantry in hex 1','type':'infantry','strength':4,'cohesion':7}]},"
                "{'hex':'1109','units':[{'name':'infantry in hex 2','type':'infantry','strength':5,'cohesion':8}]}],"
                "'defenders':[{'hex':'1010','units':[{'name':'infantry in hex A','type':'infantry',"
                "'strength':6,'cohesion':5}]}]}", &in);
  g_assert_true (adj_charge_resolve (&in, charts, &res, NULL));

  g_autofree char *strength = g_strdup_printf ("%d\u2009:\u2009%d", res.attack_strength, res.defense_strength);
  g_assert_cmpstr (ui_test_label_text (page, "charge-strength"), ==, strength);
  g_assert_cmpstr (ui_test_label_text (page, "charge-strength"), ==, "9\u2009:\u20096");
  g_assert_cmpstr (res.odds.odds->key, ==, "3-2");
  g_assert_cmpstr (ui_test_label_text (page, "charge-odds"), ==, "3-2 (+1)");
  g_autofree char *cohesion = adj_text_signed (res.cohesion_drm);
  g_assert_cmpstr (ui_test_label_text (page, "charge-cohesion"), ==, cohesion);
  g_assert_cmpstr (cohesion, ==, "+3");
  g_autofree char *total = adj_text_signed (res.total_drm);
  g_assert_cmpstr (ui_test_label_text (page, "charge-total"), ==, total);
  g_assert_cmpstr (total, ==, "+4");
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "charge-problem")));

  /* Every modifier with its rule; the total under them. */
  AdjModifierList *mods = ADJ_MODIFIER_LIST (ui_test_named (page, "charge-modifiers"));
  g_assert_cmpuint (adj_modifier_list_get_n_rows (mods), ==, res.modifiers->len);
  for (guint i = 0; i < res.modifiers->len; i++)
    {
      const AdjModifier *m = &g_array_index (res.modifiers, AdjModifier, i);
      g_autofree char *row_name = g_strdup_printf ("modifier-%u", i);
      GtkWidget *row = ui_test_named (GTK_WIDGET (mods), row_name);
      g_autofree char *value = adj_text_signed (m->value);
      g_assert_cmpstr (ui_test_label_text (row, "modifier-rule"), ==, m->rule);
      g_assert_cmpstr (ui_test_label_text (row, "modifier-value"), ==, value);
      g_assert_cmpstr (ui_test_label_text (row, "modifier-text"), ==, m->text);
    }
  g_assert_cmpstr (ui_test_label_text (GTK_WIDGET (mods), "modifier-total"), ==, "+4");

  /* The chances before the roll. */
  AdjOutcomeChart *chart = ADJ_OUTCOME_CHART (ui_test_named (page, "charge-chart"));
  assert_bars (chart, res.outcomes, res.n_outcomes);
  g_assert_nonnull (strstr (adj_outcome_chart_get_legend (chart), "Hatched"));
  g_assert_nonnull (strstr (adj_outcome_chart_get_legend (chart), "row 9"));

  /* The real die showed 5: adjusted 9, the defender retreats and checks. */
  GtkWidget *roll = ui_test_named (page, "charge-roll");
  ui_test_type_into (roll, "roll-entry", "5");
  g_autofree char *adjusted = g_strdup_printf ("%d", res.adjusted);
  g_assert_cmpstr (ui_test_label_text (roll, "roll-adjusted"), ==, adjusted);
  g_assert_cmpstr (adjusted, ==, "9");
  const AdjChargeOutcome *o = &res.outcomes[res.outcome];
  g_autofree char *result = adj_text_charge_outcome (o);
  g_assert_cmpstr (ui_test_label_text (roll, "roll-result"), ==, result);
  g_assert_cmpstr (result, ==, "Defender checks cohesion, retreats");
  /* Its provenance: the defender's cell is printed, the attacker's not. */
  const char *detail = ui_test_label_text (roll, "roll-detail");
  g_assert_nonnull (strstr (detail, "row 9"));
  g_assert_nonnull (strstr (detail, "printed in the rulebook"));
  g_assert_nonnull (strstr (detail, "provisional"));
  g_assert_true (adj_outcome_chart_get_bar (chart, res.outcome)->rolled);
  g_autoptr (GArray) effects = adj_effects_new ();
  adj_charge_effects (&in, res.active, o, effects);
  const char *said = ui_test_label_text (page, "charge-effects");
  g_assert_cmpuint (effects->len, ==, 3);
  for (guint i = 0; i < effects->len; i++)
    g_assert_nonnull (strstr (said, g_array_index (effects, AdjEffect, i).text));
  ui_test_page_screenshots (window, page, "charge-page");

  /* A d10 has no 10: refused under the field, no result shown. */
  ui_test_type_into (roll, "roll-entry", "10");
  g_assert_true (gtk_widget_get_visible (ui_test_named (roll, "roll-error")));
  g_assert_nonnull (strstr (ui_test_label_text (roll, "roll-error"), "0 to 9"));
  g_assert_true (gtk_widget_has_css_class (ui_test_named (roll, "roll-entry"), "error"));
  /* Its place is kept (issue 25), nothing shown in it. */
  g_assert_false (gtk_widget_get_mapped (gtk_widget_get_parent (gtk_widget_get_parent (ui_test_named (roll, "roll-adjusted")))));
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "charge-effects")));
  ui_test_scroll_page (page, TRUE);
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "charge-page-bad-roll.png");
  ui_test_scroll_page (page, FALSE);
  ui_test_type_into (roll, "roll-entry", "");
  g_assert_false (gtk_widget_get_visible (ui_test_named (roll, "roll-error")));

  /* Pressing Roll rolls a face the engine then answers for. */
  ui_test_click (roll, "roll-button");
  int face = atoi (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (roll, "roll-entry"))));
  g_assert_cmpint (face, >=, 0);
  g_assert_cmpint (face, <=, 9);
  g_autofree char *virtual_adjusted = g_strdup_printf ("%d", face + res.total_drm);
  g_assert_cmpstr (ui_test_label_text (roll, "roll-adjusted"), ==, virtual_adjusted);
  ui_test_type_into (roll, "roll-entry", "");

  /* Impossible unit values: said inline, and the answer waits for them. */
  ui_test_type_into (d, "unit-strength", "-1");
  g_assert_true (gtk_widget_get_visible (ui_test_named (d, "unit-error")));
  g_assert_nonnull (strstr (ui_test_label_text (d, "unit-error"), "1 to 99"));
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "charge-problem")));
  ui_test_type_into (d, "unit-strength", "6");
  ui_test_type_into (d, "unit-cohesion", "13");
  g_assert_nonnull (strstr (ui_test_label_text (d, "unit-error"), "0 to 12"));
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "charge-problem")));
  ui_test_type_into (d, "unit-cohesion", "5");
  g_assert_false (gtk_widget_get_visible (ui_test_named (d, "unit-error")));
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "charge-problem")));

  /* The player's own value from the Charts page is what the page uses:
   * 3-2 at +2, said to be his, once the page is shown again. */
  GPtrArray *app_chart_list = adj_application_get_charts (app, NULL);
  AdjChart *odds = adj_chart_find (app_chart_list, ADJ_CHART_ODDS);
  int col = adj_chart_find_column (odds, "3-2");
  g_assert_true (adj_chart_set_user_value (odds, 0, (guint) col, 2, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", "home");
  page = show_page (window, "charge", "AdjChargePage");
  g_assert_cmpstr (ui_test_label_text (page, "charge-odds"), ==, "3-2 (+2)");
  g_assert_cmpstr (ui_test_label_text (page, "charge-total"), ==, "+5");
  AdwActionRow *odds_row = ADW_ACTION_ROW (gtk_widget_get_ancestor (ui_test_named (page, "charge-odds"), ADW_TYPE_ACTION_ROW));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (odds_row), "your value"));
  adj_chart_clear_user (odds, 0, (guint) col);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", "home");
  page = show_page (window, "charge", "AdjChargePage");
  g_assert_cmpstr (ui_test_label_text (page, "charge-odds"), ==, "3-2 (+1)");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (odds_row), "printed in the rulebook"));

  /* Night: the rule 13 note; Fixed Glory: its bridge switch. */
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (page, "night")), TRUE);
  gboolean night_note = FALSE;
  for (GtkWidget *r = ui_test_named (page, "note-0"); r != NULL; r = gtk_widget_get_next_sibling (r))
    night_note |= strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (r)), "rule 13") != NULL;
  g_assert_true (night_note);
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (page, "night")), FALSE);
  g_assert_null (ui_test_find_named (y, "bridge"));
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (page, "fixed-glory")), TRUE);
  g_assert_nonnull (ui_test_find_named (ui_test_nth (page, ADJ_TYPE_STACK_EDITOR, 0), "bridge"));
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (page, "fixed-glory")), FALSE);

  /* A rule check: a disordered unit may not charge (10.11). */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_named (y, "unit-disordered")), TRUE);
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "charge-problem")));
  GtkWidget *note = ui_test_named (page, "note-0");
  g_assert_true (gtk_widget_has_css_class (note, "illegal"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (note)), "10.11"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_named (y, "unit-disordered")), FALSE);
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "charge-problem")));

  adj_charge_result_clear (&res);
  adj_charge_input_clear (&in);
}

/* 10.43 example: one unit charges two hexes at 1:1, cohesion equal: Clear
 * one level lower (+1) and Woods through a rear hexside (+0): +0 applies. */
static void
test_charge_terrain_example (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *page = show_page (window, "charge", "AdjChargePage");
  g_autoptr (GPtrArray) stacks = g_ptr_array_new ();

  /* Back to one charging hex, then a second defending hex. */
  ui_test_click (ui_test_nth (page, ADJ_TYPE_STACK_EDITOR, 1), "stack-remove");
  ui_test_click (page, "add-defender");
  ui_test_collect (page, ADJ_TYPE_STACK_EDITOR, stacks);
  g_assert_cmpuint (stacks->len, ==, 3);
  GtkWidget *att = stacks->pdata[0], *a = stacks->pdata[1], *b = stacks->pdata[2];
  /* A second unit makes a stack, top and bottom (6.43); it goes again. */
  ui_test_click (att, "stack-add-unit");
  g_assert_cmpuint (adj_stack_editor_get_n_units (ADJ_STACK_EDITOR (att)), ==, 2);
  g_assert_false (gtk_widget_get_visible (ui_test_named (att, "stack-add-unit")));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (
                     gtk_widget_get_first_child (ui_test_nth (att, ADJ_TYPE_UNIT_EDITOR, 1))))), ==, "Bottom unit");
  ui_test_click (ui_test_nth (att, ADJ_TYPE_UNIT_EDITOR, 1), "unit-remove");
  g_assert_cmpuint (adj_stack_editor_get_n_units (ADJ_STACK_EDITOR (att)), ==, 1);
  g_assert_true (gtk_widget_get_visible (ui_test_named (att, "stack-add-unit")));
  set_unit (ui_test_nth (att, ADJ_TYPE_UNIT_EDITOR, 0), "6", "6");
  set_unit (ui_test_nth (a, ADJ_TYPE_UNIT_EDITOR, 0), "3", "6");
  set_unit (ui_test_nth (b, ADJ_TYPE_UNIT_EDITOR, 0), "3", "6");
  adj_stack_editor_set_terrain_active (ADJ_STACK_EDITOR (a), "clear", TRUE);
  adj_stack_editor_set_terrain_active (ADJ_STACK_EDITOR (a), "charged-from-above", TRUE);
  /* Folded, the terrain rows wait (docs/design.md: made visible when
   * opened); ticked all the same, and shown once the row is opened. */
  GtkWidget *woods = gtk_widget_get_ancestor (ui_test_named (b, "terrain:woods"), ADW_TYPE_ACTION_ROW);
  g_assert_false (gtk_widget_get_visible (woods));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_test_named (b, "terrain:woods")), TRUE);
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (ui_test_named (b, "terrain"))), ==, "Woods");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (ui_test_named (b, "terrain")), TRUE);
  g_assert_true (gtk_widget_get_visible (woods));
  g_assert_true (gtk_widget_get_visible (ui_test_named (b, "terrain-custom")));
  ui_test_wait_for_named (b, "terrain:woods");
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (att, "rear-1")), TRUE);

  g_autoptr (AdjCombatCharts) charts = ui_test_combat_charts (app);
  AdjChargeInput in;
  AdjChargeResult res;
  parse_charge ("{'attackers':[{'hex':'1010','rear_of':['1111'],"
                "'units':[{'type':'infantry','strength':6,'cohesion':6}]}],"
                "'defenders':[{'hex':'1011','terrain':['clear','charged-from-above'],"
                "'units':[{'type':'infantry','strength':3,'cohesion':6}]},"
                "{'hex':'1111','terrain':['woods'],'units':[{'type':'infantry','strength':3,'cohesion':6}]}]}",
                &in);
  g_assert_true (adj_charge_resolve (&in, charts, &res, NULL));
  g_assert_cmpint (res.terrain_drm + res.rear_drm, ==, 0);
  g_assert_cmpuint (res.terrain_hex, ==, 1);
  g_autofree char *terrain = adj_text_signed (res.terrain_drm + res.rear_drm);
  g_assert_cmpstr (ui_test_label_text (page, "charge-terrain"), ==, terrain);
  g_autofree char *total = adj_text_signed (res.total_drm);
  g_assert_cmpstr (ui_test_label_text (page, "charge-total"), ==, total);
  AdwActionRow *row = ADW_ACTION_ROW (gtk_widget_get_ancestor (ui_test_named (page, "charge-terrain"), ADW_TYPE_ACTION_ROW));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (row), "hex B"));
  assert_bars (ADJ_OUTCOME_CHART (ui_test_named (page, "charge-chart")), res.outcomes, res.n_outcomes);
  /* 10.43 says which hex gave the DRM. */
  g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (ui_test_named (page, "note-0"))), "hex B"));

  /* A battle chart DRM out of range is refused inline. */
  ui_test_type_into (a, "terrain-custom", "12");
  g_assert_true (gtk_widget_has_css_class (ui_test_named (a, "terrain-custom"), "error"));
  /* The refusal opens the row, so the field shows. */
  g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (ui_test_named (a, "terrain"))));
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (ui_test_named (a, "terrain-custom"), ADW_TYPE_ACTION_ROW)));
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "charge-problem")));
  ui_test_type_into (a, "terrain-custom", "");
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "charge-problem")));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "charge-page-two-hexes.png");

  adj_charge_result_clear (&res);
  adj_charge_input_clear (&in);
}

static const AdjDfShot *
shot (const AdjDfResult *df, guint firing, guint target)
{
  for (guint i = 0; i < df->n_shots; i++)
    if (df->shots[i].firing == firing && df->shots[i].target == target)
      return &df->shots[i];
  g_error ("no shot from %u at %u", firing, target);
}

/* 10.3 example: D could fire at Y and Z at -1 each, which makes Z
 * (cohesion 8) impossible to hit; at Y alone it needs an 8 or 9. */
static void
test_df_example (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  /* A die left on the Charge page goes with New Charge: a new situation
   * starts empty. */
  GtkWidget *charge = show_page (window, "charge", "AdjChargePage");
  ui_test_type_into (ui_test_named (charge, "charge-roll"), "roll-entry", "5");
  GtkWidget *page = show_page (window, "deffire", "AdjDefFirePage");

  /* The Charge page's charge is this page's too: start a new one. */
  ui_test_click (page, "charge-reset");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_test_named (ui_test_named (charge, "charge-roll"),
                                                                       "roll-entry"))), ==, "");
  ui_test_click (page, "add-attacker");
  GtkWidget *def = ui_test_nth (page, ADJ_TYPE_STACK_EDITOR, 2);
  set_unit (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 0), "4", "7");
  set_unit (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 1), "5", "8");
  set_unit (ui_test_nth (page, ADJ_TYPE_UNIT_EDITOR, 2), "6", "5");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (ui_test_named (def, "df-0"))));
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (def, "df-1")), TRUE);

  g_autoptr (AdjCombatCharts) charts = ui_test_combat_charts (app);
  AdjChargeInput in;
  AdjDfResult df;
  parse_charge ("{'attackers':[{'hex':'1009','units':[{'type':'infantry','strength':4,'cohesion':7}]},"
                "{'hex':'1109','units':[{'type':'infantry','strength':5,'cohesion':8}]}],"
                "'defenders':[{'hex':'1010','df':['1009','1109'],"
                "'units':[{'type':'infantry','strength':6,'cohesion':5}]}]}", &in);
  g_assert_true (adj_deffire_resolve (&in, charts, &df, NULL));
  g_assert_cmpint (shot (&df, 0, 0)->needs, ==, 9);
  g_assert_cmpint (shot (&df, 0, 1)->needs, ==, 10);
  GtkWidget *at_y = ui_test_named (page, "df-shot-0"), *at_z = ui_test_named (page, "df-shot-1");
  g_assert_cmpstr (ui_test_label_text (at_y, "df-needs"), ==, "Needs 9 or more");
  g_assert_cmpstr (ui_test_label_text (at_z, "df-needs"), ==, "No roll disorders");
  g_assert_cmpstr (ui_test_label_text (at_y, "modifier-total"), ==, "\u22121");
  g_assert_cmpstr (ui_test_label_text (ui_test_named (at_y, "modifier-0"), "modifier-rule"), ==, "10.32");
  adj_df_result_clear (&df);
  adj_charge_input_clear (&in);

  /* So D fires at Y alone: an 8 or 9, and Z always charges. */
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (def, "df-1")), FALSE);
  parse_charge ("{'attackers':[{'hex':'1009','units':[{'type':'infantry','strength':4,'cohesion':7}]},"
                "{'hex':'1109','units':[{'type':'infantry','strength':5,'cohesion':8}]}],"
                "'defenders':[{'hex':'1010','df':['1009'],"
                "'units':[{'type':'infantry','strength':6,'cohesion':5}]}]}", &in);
  g_assert_true (adj_deffire_resolve (&in, charts, &df, NULL));
  g_assert_cmpint (shot (&df, 0, 0)->needs, ==, 8);
  g_assert_cmpstr (ui_test_label_text (ui_test_named (page, "df-shot-0"), "df-needs"), ==, "Needs 8 or more");
  g_assert_null (ui_test_find_named (page, "df-shot-1"));
  g_autofree char *stopped = adj_text_percent (df.p_disordered[0]);
  g_assert_cmpstr (ui_test_label_text (page, "df-stopped-0"), ==, stopped);
  g_assert_cmpstr (stopped, ==, "20%");
  g_autofree char *goes_in = adj_text_percent (df.charge_probability);
  g_assert_cmpstr (ui_test_label_text (page, "df-charge-probability"), ==, goes_in);
  g_assert_cmpstr (goes_in, ==, "100%");
  AdjOutcomeChart *chart = ADJ_OUTCOME_CHART (ui_test_named (page, "df-chart"));
  g_assert_cmpuint (adj_outcome_chart_get_n_bars (chart), ==, df.n_outcomes);
  double sum = 0;
  for (guint i = 0; i < adj_outcome_chart_get_n_bars (chart); i++)
    sum += adj_outcome_chart_get_bar (chart, i)->probability;
  g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);
  ui_test_page_screenshots (window, page, "deffire-page");
  adj_df_result_clear (&df);
  adj_charge_input_clear (&in);
}

/* 10.3 example: A, B and C each fire at X (cohesion 7) without DRMs: each
 * needs an 8 or 9; X still charges with 0.8³. */
static void
test_df_example_abc (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *page = show_page (window, "deffire", "AdjDefFirePage");

  /* One charging hex, three defending hexes, each firing at it. */
  ui_test_click (ui_test_nth (page, ADJ_TYPE_STACK_EDITOR, 1), "stack-remove");
  ui_test_click (page, "add-defender");
  ui_test_click (page, "add-defender");
  g_autoptr (GPtrArray) stacks = g_ptr_array_new ();
  ui_test_collect (page, ADJ_TYPE_STACK_EDITOR, stacks);
  g_assert_cmpuint (stacks->len, ==, 4);
  set_unit (ui_test_nth (stacks->pdata[0], ADJ_TYPE_UNIT_EDITOR, 0), "6", "7");
  for (guint d = 1; d < 4; d++)
    {
      set_unit (ui_test_nth (stacks->pdata[d], ADJ_TYPE_UNIT_EDITOR, 0), "3", "6");
      gtk_switch_set_active (GTK_SWITCH (ui_test_named (stacks->pdata[d], "df-0")), TRUE);
    }
  /* A second charging hex may not be added now (10.11). */
  g_assert_false (gtk_widget_get_sensitive (ui_test_named (page, "add-attacker")));

  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("df-shot-%u", i);
      g_assert_cmpstr (ui_test_label_text (ui_test_named (page, name), "df-needs"), ==, "Needs 8 or more");
    }
  g_assert_cmpstr (ui_test_label_text (page, "df-charge-probability"), ==, "51.2%");
  g_assert_cmpstr (ui_test_label_text (page, "df-stopped-0"), ==, "48.8%");
}

/* 9.3 example (Chancellorsville): an M and an L battery stacked fire at 5
 * hexes: +2 combined, and the M guns' -1 rather than the L guns' 0. */
static void
test_fire_example (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  GtkWidget *page = show_page (window, "fire", "AdjFirePage");

  GtkWidget *guns = ui_test_named (page, "fire-guns");
  ui_test_click (guns, "stack-add-unit");
  GtkWidget *m = ui_test_nth (guns, ADJ_TYPE_UNIT_EDITOR, 0), *l = ui_test_nth (guns, ADJ_TYPE_UNIT_EDITOR, 1);
  set_unit (m, "2", NULL);
  set_unit (l, "1", NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (m, "unit-gun")), ADJ_GUN_MEDIUM);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_test_named (l, "unit-gun")), ADJ_GUN_LONG);
  ui_test_type_into (page, "fire-range", "5");
  AdwComboRow *chart_row = ADW_COMBO_ROW (ui_test_named (page, "fire-range-chart"));
  GListModel *titles = adw_combo_row_get_model (chart_row);
  g_assert_cmpuint (g_list_model_get_n_items (titles), >=, 2);
  for (guint i = 0; i < g_list_model_get_n_items (titles); i++)
    if (strstr (gtk_string_list_get_string (GTK_STRING_LIST (titles), i), "Chancellorsville") != NULL)
      adw_combo_row_set_selected (chart_row, i);

  g_autoptr (AdjCombatCharts) charts = ui_test_combat_charts (app);
  AdjFireInput in;
  AdjFireResult res;
  const char *json = "{\"range\":5,\"los_clear\":true,"
                     "\"range_chart\":\"glory3-range-fredericksburg-chancellorsville\","
                     "\"guns\":[{\"type\":\"artillery\",\"strength\":2,\"gun\":\"M\"},"
                     "{\"type\":\"artillery\",\"strength\":1,\"gun\":\"L\"}],"
                     "\"target\":{\"units\":[{\"type\":\"infantry\",\"cohesion\":6}]}}";
  g_assert_true (adj_fire_input_parse (json, strlen (json), "fire.json", &in, NULL));
  g_assert_true (adj_fire_resolve (&in, charts, &res, NULL));
  g_assert_cmpint (res.range_drm, ==, -1);
  g_assert_cmpint (res.range_cell->source, ==, ADJ_CELL_RULEBOOK);

  g_assert_cmpstr (ui_test_label_text (page, "fire-strength"), ==, "+2");
  g_assert_cmpstr (ui_test_label_text (page, "fire-range-drm"), ==, "\u22121");
  g_autofree char *total = adj_text_signed (res.total_drm);
  g_assert_cmpstr (ui_test_label_text (page, "fire-total"), ==, total);
  g_assert_cmpstr (total, ==, "+3");
  AdwActionRow *range_row = ADW_ACTION_ROW (gtk_widget_get_ancestor (ui_test_named (page, "fire-range-drm"), ADW_TYPE_ACTION_ROW));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (range_row), "printed in the rulebook"));
  AdjModifierList *mods = ADJ_MODIFIER_LIST (ui_test_named (page, "fire-modifiers"));
  g_assert_cmpuint (adj_modifier_list_get_n_rows (mods), ==, res.modifiers->len);
  gboolean combined = FALSE, worse_range = FALSE;
  for (guint i = 0; i < res.modifiers->len; i++)
    {
      g_autofree char *row_name = g_strdup_printf ("modifier-%u", i);
      GtkWidget *row = ui_test_named (GTK_WIDGET (mods), row_name);
      combined |= g_str_equal (ui_test_label_text (row, "modifier-rule"), "9.3")
                  && g_str_equal (ui_test_label_text (row, "modifier-value"), "+2");
      worse_range |= g_str_equal (ui_test_label_text (row, "modifier-rule"), "9.3")
                     && g_str_equal (ui_test_label_text (row, "modifier-value"), "\u22121");
    }
  g_assert_true (combined);
  g_assert_true (worse_range);

  /* The chances, and a friend next to the target for 9.5. */
  AdjOutcomeChart *chart = ADJ_OUTCOME_CHART (ui_test_named (page, "fire-chart"));
  g_assert_cmpuint (adj_outcome_chart_get_n_bars (chart), ==, res.n_outcomes);
  double sum = 0;
  for (guint i = 0; i < res.n_outcomes; i++)
    {
      g_assert_cmpfloat_with_epsilon (adj_outcome_chart_get_bar (chart, i)->probability,
                                      res.outcomes[i].probability, 1e-12);
      sum += adj_outcome_chart_get_bar (chart, i)->probability;
    }
  g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);
  GtkWidget *friends = ui_test_named (page, "fire-friends");
  ui_test_click (friends, "stack-add-unit");
  set_unit (ui_test_nth (friends, ADJ_TYPE_UNIT_EDITOR, 0), NULL, "6");
  g_assert_nonnull (ui_test_find_named (page, "fire-friend-0"));
  gboolean misguided = FALSE;
  for (guint i = 0; i < adj_outcome_chart_get_n_bars (chart); i++)
    misguided |= strstr (adj_outcome_chart_get_bar (chart, i)->label, "9.52") != NULL;
  g_assert_true (misguided);

  /* A roll shows the adjusted roll. */
  GtkWidget *roll = ui_test_named (page, "fire-roll");
  ui_test_type_into (roll, "roll-entry", "7");
  g_autofree char *adjusted = g_strdup_printf ("%d", 7 + res.total_drm);
  g_assert_cmpstr (ui_test_label_text (roll, "roll-adjusted"), ==, adjusted);
  ui_test_page_screenshots (window, page, "fire-page");

  /* A range of 0 hexes is refused inline. */
  ui_test_type_into (page, "fire-range", "0");
  g_assert_true (gtk_widget_has_css_class (ui_test_named (page, "fire-range"), "error"));
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "fire-problem")));
  ui_test_type_into (page, "fire-range", "5");
  g_assert_false (gtk_widget_get_visible (ui_test_named (page, "fire-problem")));

  /* Fixed Glory's fire table for the same guns. */
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (page, "fire-fixed-glory")), TRUE);
  g_assert_true (gtk_widget_get_visible (ui_test_named (page, "fire-fp")));
  sum = 0;
  for (guint i = 0; i < adj_outcome_chart_get_n_bars (chart); i++)
    sum += adj_outcome_chart_get_bar (chart, i)->probability;
  g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);
  g_assert_nonnull (ui_test_find_named (page, "terrain:woods"));
  ui_test_wait_for_new_frame (window);
  ui_test_save_screenshot (window, "fire-page-fixed-glory.png");
  gtk_switch_set_active (GTK_SWITCH (ui_test_named (page, "fire-fixed-glory")), FALSE);
  ui_test_type_into (roll, "roll-entry", "");

  adj_fire_result_clear (&res);
  adj_fire_input_clear (&in);
}

/* The pages fit the narrowest window GNOME asks for. */
static void
test_narrow (void)
{
  GtkWindow *window = ui_test_main_window (&app);
  const char *pages[][2] = { { "charge", "AdjChargePage" }, { "deffire", "AdjDefFirePage" },
                             { "fire", "AdjFirePage" } };

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      GtkWidget *page = show_page (window, pages[i][0], pages[i][1]);
      int min;
      gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      if (min > 360)
        g_error ("the %s page needs %d px, more than 360", pages[i][0], min);
    }
  ui_test_resize_from_outside (window, 360, 700);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      GtkWidget *page = show_page (window, pages[i][0], pages[i][1]);
      g_autofree char *file = g_strdup_printf ("%s-page-narrow.png", pages[i][0]);
      g_autofree char *end = g_strdup_printf ("%s-page-narrow-end.png", pages[i][0]);
      ui_test_wait_for_new_frame (window);
      ui_test_save_screenshot (window, file);
      ui_test_scroll_page (page, TRUE);
      ui_test_wait_for_new_frame (window);
      ui_test_save_screenshot (window, end);
      ui_test_scroll_page (page, FALSE);
    }
}

int
main (int argc, char *argv[])
{
  int status;

  /* The player's data dir is a fresh temporary one, before anything reads it. */
  ui_test_user_dir_setup ("adj-ui-combat-XXXXXX");
  g_test_init (&argc, &argv, NULL);
  ui_test_init ();

  g_test_add_func ("/ui/combat/charge/rule-10.2/example-9-to-6", test_charge_example);
  g_test_add_func ("/ui/combat/charge/rule-10.43/example", test_charge_terrain_example);
  g_test_add_func ("/ui/combat/deffire/rule-10.3/example-d-at-y-and-z", test_df_example);
  g_test_add_func ("/ui/combat/deffire/rule-10.3/example-a-b-c", test_df_example_abc);
  g_test_add_func ("/ui/combat/fire/rule-9.3/example-combined-fire", test_fire_example);
  g_test_add_func ("/ui/combat/layout/narrow", test_narrow);
  status = g_test_run ();

  ui_test_app_quit (&app);
  ui_test_user_dir_cleanup ();
  return status;
}
