/* adj-cog-ui.c: Clash of Giants III's pages, as the shell asks for them
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pages follow the turn (6.2): the turn itself, the reinforcements,
 * the Artillery Marker cup, the Command Marker cup with its activations,
 * combat, the units' steps and the victory points come before the
 * journal; the Combat Chart after it. The battle editor is the scenario
 * editor.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-cog-ui.h"
#include "adj-cog-artillery-page.h"
#include "adj-cog-battle-editor.h"
#include "adj-cog-chart-page.h"
#include "adj-cog-combat-page.h"
#include "adj-cog-command-page.h"
#include "adj-cog-forces-page.h"
#include "adj-cog-reinforce-page.h"
#include "adj-cog-turn-page.h"
#include "adj-cog-victory-page.h"

static const AdjPageSpec pages[] = {
  { "cog-turn", N_("Turn & Phase"), "view-list-ordered-symbolic", ADJ_PAGE_PLAY, adj_cog_turn_page_get_type },
  { "cog-reinforcements", N_("Reinforcements"), "list-add-symbolic", ADJ_PAGE_PLAY, adj_cog_reinforce_page_get_type },
  { "cog-artillery", N_("Artillery"), "weather-storm-symbolic", ADJ_PAGE_PLAY, adj_cog_artillery_page_get_type },
  { "cog-command", N_("Command Cup"), "media-playlist-shuffle-symbolic", ADJ_PAGE_PLAY, adj_cog_command_page_get_type },
  { "cog-combat", N_("Combat"), "adjutant-die-symbolic", ADJ_PAGE_PLAY, adj_cog_combat_page_get_type },
  { "cog-forces", N_("Forces"), "system-users-symbolic", ADJ_PAGE_PLAY, adj_cog_forces_page_get_type },
  { "cog-victory", N_("Victory Points"), "starred-symbolic", ADJ_PAGE_PLAY, adj_cog_victory_page_get_type },
  { "cog-chart", N_("Combat Chart"), "x-office-spreadsheet-symbolic", ADJ_PAGE_TOOL, adj_cog_chart_page_get_type },
};

static GtkWindow *
edit_battle (GtkWindow *parent, gpointer scenario, const char *path)
{
  return GTK_WINDOW (adj_cog_battle_editor_new (parent, scenario, path));
}

static gboolean
editor_saved (GtkWindow *editor)
{
  return adj_cog_battle_editor_get_saved_path (ADJ_COG_BATTLE_EDITOR (editor)) != NULL;
}

static const char * const designers[] = { "Ted Raicer", NULL };

const AdjRulesetUi adj_cog_ui = {
  .ruleset = &adj_cog_ruleset,
  .icon_name = "input-gaming-symbolic",
  .accent = "blue",
  .pages = pages,
  .n_pages = G_N_ELEMENTS (pages),
  .first_page = "cog-turn",
  .edit_scenario = edit_battle,
  .editor_saved = editor_saved,
  .designers = designers,
  .copyright = N_("© 2016 GMT Games, LLC"),
  .legal = N_("Clash of Giants III: The Civil War is a game by Ted Raicer, published by GMT Games. "
              "Adjutant is an independent companion and is not endorsed by GMT Games."),
};
