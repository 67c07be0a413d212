/* adj-dog-ui.c: Days of Glory's pages, as the shell asks for them
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game pages in the order a battle needs them: the turn (the hub that
 * says what comes next), before the battle, the units, morale tests and
 * the winner; after the journal, the army lists and the player's own
 * sheets. The battle editor, two army builders side by side, is the
 * scenario editor.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "adj-dog-army-page.h"
#include "adj-dog-battle-editor.h"
#include "adj-dog-combat-page.h"
#include "adj-dog-common.h"
#include "adj-dog-morale-page.h"
#include "adj-dog-setup-page.h"
#include "adj-dog-sheets-page.h"
#include "adj-dog-turn-page.h"
#include "adj-dog-ui.h"
#include "adj-dog-units-page.h"
#include "adj-dog-winner-page.h"

static const AdjPageSpec pages[] = {
  { "dog-turn", N_("The Turn"), "view-list-ordered-symbolic", ADJ_PAGE_PLAY, adj_dog_turn_page_get_type },
  { "dog-setup", N_("Before the Battle"), "preferences-system-symbolic", ADJ_PAGE_PLAY, adj_dog_setup_page_get_type },
  { "dog-units", N_("Units"), "system-users-symbolic", ADJ_PAGE_PLAY, adj_dog_units_page_get_type },
  { "dog-morale", N_("Morale Test"), "adjutant-die-symbolic", ADJ_PAGE_PLAY, adj_dog_morale_page_get_type },
  { "dog-combat", N_("Shooting and Assault"), "adjutant-die-symbolic", ADJ_PAGE_PLAY, adj_dog_combat_page_get_type },
  { "dog-winner", N_("The Winner"), "starred-symbolic", ADJ_PAGE_PLAY, adj_dog_winner_page_get_type },
  { "dog-army", N_("Army Lists"), "x-office-document-symbolic", ADJ_PAGE_TOOL, adj_dog_army_page_get_type },
  { "dog-sheets", N_("Your Sheets"), "x-office-spreadsheet-symbolic", ADJ_PAGE_TOOL, adj_dog_sheets_page_get_type },
};

static GtkWindow *
edit_battle (GtkWindow *parent, gpointer scenario, const char *path)
{
  return GTK_WINDOW (adj_dog_battle_editor_new (parent, scenario, path));
}

static gboolean
editor_saved (GtkWindow *editor)
{
  return adj_dog_battle_editor_get_saved_path (ADJ_DOG_BATTLE_EDITOR (editor)) != NULL;
}

static const char * const designers[] = { "Adam Stone", NULL };

const AdjRulesetUi adj_dog_ui = {
  .ruleset = &adj_dog_ruleset,
  .icon_name = "system-users-symbolic",
  .accent = "blue",
  .pages = pages,
  .n_pages = G_N_ELEMENTS (pages),
  .first_page = "dog-turn",
  .edit_scenario = edit_battle,
  .editor_saved = editor_saved,
  .designers = designers,
  .copyright = N_("© 2005 Adam Stone"),
  .legal = N_("Days of Glory is a set of wargame rules by Adam Stone. Adjutant is an independent companion and is "
              "not endorsed by its author."),
};
