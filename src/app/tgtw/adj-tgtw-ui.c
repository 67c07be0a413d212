/* adj-tgtw-ui.c: The Glory that Was's pages, as the shell asks for them
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pages that keep the game (the turn and initiative, the tactical
 * cards, the armies and sectors, rally and morale, the Victory Check) come
 * before the journal; the combat calculators and the printed tables after
 * it. The scenario editor edits the "adjutant-tgtw-scenario" files.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-tgtw-ui.h"
#include "adj-tgtw-armies-page.h"
#include "adj-tgtw-cards-page.h"
#include "adj-tgtw-charts-page.h"
#include "adj-tgtw-checks-page.h"
#include "adj-tgtw-melee-page.h"
#include "adj-tgtw-missile-page.h"
#include "adj-tgtw-scenario-editor.h"
#include "adj-tgtw-turn-page.h"
#include "adj-tgtw-victory-page.h"

static const AdjPageSpec pages[] = {
  { "turn", N_("Turn & Initiative"), "view-list-ordered-symbolic", ADJ_PAGE_PLAY, adj_tgtw_turn_page_get_type },
  { "cards", N_("Tactical Cards"), "view-grid-symbolic", ADJ_PAGE_PLAY, adj_tgtw_cards_page_get_type },
  { "armies", N_("Armies & Sectors"), "system-users-symbolic", ADJ_PAGE_PLAY, adj_tgtw_armies_page_get_type },
  { "checks", N_("Rally & Morale"), "emblem-synchronizing-symbolic", ADJ_PAGE_PLAY, adj_tgtw_checks_page_get_type },
  { "victory", N_("Victory Check"), "emblem-ok-symbolic", ADJ_PAGE_PLAY, adj_tgtw_victory_page_get_type },
  { "missile", N_("Missile Fire"), "find-location-symbolic", ADJ_PAGE_TOOL, adj_tgtw_missile_page_get_type },
  { "melee", N_("Melee"), "media-seek-forward-symbolic", ADJ_PAGE_TOOL, adj_tgtw_melee_page_get_type },
  { "charts", N_("Charts"), "x-office-spreadsheet-symbolic", ADJ_PAGE_TOOL, adj_tgtw_charts_page_get_type },
};

static GtkWindow *
edit_scenario (GtkWindow *parent, gpointer scenario, const char *path)
{
  AdjTgtwScenarioEditor *editor;

  if (scenario == NULL)
    editor = adj_tgtw_scenario_editor_new_empty (parent);
  else if (path != NULL)
    editor = adj_tgtw_scenario_editor_new_for_file (parent, scenario, path);
  else
    editor = adj_tgtw_scenario_editor_new (parent, scenario);
  return GTK_WINDOW (editor);
}

static gboolean
editor_saved (GtkWindow *editor)
{
  return adj_tgtw_scenario_editor_get_saved_path (ADJ_TGTW_SCENARIO_EDITOR (editor)) != NULL;
}

const AdjRulesetUi adj_tgtw_ui = {
  .ruleset = &adj_tgtw_ruleset,
  .icon_name = "security-medium-symbolic",
  .accent = "orange",
  .pages = pages,
  .n_pages = G_N_ELEMENTS (pages),
  .first_page = "turn",
  .edit_scenario = edit_scenario,
  .editor_saved = editor_saved,
  /* The rulebook names no designer or publisher: none is made up here. */
  .designers = NULL,
  .copyright = NULL,
  .legal = N_("The Glory that Was (Vol. I: Greece, rulebook version 2.0) belongs to its authors and publisher. "
              "Adjutant is an independent companion and is not endorsed by them."),
};
