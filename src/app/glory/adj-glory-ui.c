/* adj-glory-ui.c: Glory III's pages, as the shell asks for them
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game pages (turn, markers, boxes) come before the journal in the
 * sidebar; the calculators, the charts and the map tools after it. The
 * battle editor is the scenario editor.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-glory-ui.h"
#include "adj-battle-editor.h"
#include "adj-boxes-page.h"
#include "adj-charge-page.h"
#include "adj-charts-page.h"
#include "adj-deffire-page.h"
#include "adj-fire-page.h"
#include "adj-los-page.h"
#include "adj-map-editor.h"
#include "adj-pool-page.h"
#include "adj-rally-page.h"
#include "adj-turn-page.h"

static const AdjPageSpec pages[] = {
  { "turn", N_("Turn & Phase"), "view-list-ordered-symbolic", ADJ_PAGE_PLAY, adj_turn_page_get_type },
  { "pool", N_("Activation Markers"), "media-playlist-shuffle-symbolic", ADJ_PAGE_PLAY, adj_pool_page_get_type },
  { "rally", N_("Rally"), "view-refresh-symbolic", ADJ_PAGE_PLAY, adj_rally_page_get_type },
  { "boxes", N_("Boxes"), "folder-symbolic", ADJ_PAGE_PLAY, adj_boxes_page_get_type },
  { "charts", N_("Charts"), "x-office-spreadsheet-symbolic", ADJ_PAGE_TOOL, adj_charts_page_get_type },
  { "charge", N_("Charge"), "media-seek-forward-symbolic", ADJ_PAGE_TOOL, adj_charge_page_get_type },
  { "deffire", N_("Defensive Fire"), "security-high-symbolic", ADJ_PAGE_TOOL, adj_deffire_page_get_type },
  { "fire", N_("Artillery Fire"), "find-location-symbolic", ADJ_PAGE_TOOL, adj_fire_page_get_type },
  { "los", N_("Line of Sight"), "view-reveal-symbolic", ADJ_PAGE_TOOL, adj_los_page_get_type },
  { "map-editor", N_("Map Editor"), "applications-graphics-symbolic", ADJ_PAGE_TOOL, adj_map_editor_get_type },
};

static GtkWindow *
edit_battle (GtkWindow *parent, gpointer scenario, const char *path)
{
  AdjBattleEditor *editor;

  if (scenario == NULL)
    editor = adj_battle_editor_new_empty (parent);
  else if (path != NULL)
    editor = adj_battle_editor_new_for_file (parent, scenario, path);
  else
    editor = adj_battle_editor_new (parent, scenario);
  return GTK_WINDOW (editor);
}

static gboolean
editor_saved (GtkWindow *editor)
{
  return adj_battle_editor_get_saved_path (ADJ_BATTLE_EDITOR (editor)) != NULL;
}

static const char * const designers[] = { "Richard H. Berg", NULL };

const AdjRulesetUi adj_glory_ui = {
  .ruleset = &adj_glory_ruleset,
  .icon_name = "media-playlist-shuffle-symbolic",
  .accent = "green",
  .pages = pages,
  .n_pages = G_N_ELEMENTS (pages),
  .first_page = "turn",
  .edit_scenario = edit_battle,
  .editor_saved = editor_saved,
  .designers = designers,
  .copyright = N_("© 2007 GMT Games, LLC"),
  .legal = N_("Glory III is a game by Richard H. Berg, published by GMT Games. "
              "Adjutant is an independent companion and is not endorsed by GMT Games."),
};
