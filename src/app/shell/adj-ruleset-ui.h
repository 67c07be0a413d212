/* adj-ruleset-ui.h: what the shell asks of a game's pages
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each game the app hosts gives the shell one const table: its engine
 * ruleset, its pages, the page a new game opens on, and (if it has one)
 * its scenario editor. The window, the new-game dialog and the journal
 * reach a game only through this table (docs/design.md, "Rulesets").
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

G_BEGIN_DECLS

typedef enum {
  ADJ_PAGE_PLAY,  /* keeps the game: listed before the journal */
  ADJ_PAGE_TOOL,  /* calculators, charts, editors: listed after it */
} AdjPageKind;

/* A page with an undo and a file of its own (an editor) installs the
 * actions editor.undo, editor.redo, editor.save, editor.save-as and
 * editor.open: while it is shown or has focus, Ctrl+Z, Shift+Ctrl+Z,
 * Ctrl+S, Shift+Ctrl+S and Ctrl+O are its own, not the game's
 * (adj-window-keys.h). */

typedef struct {
  const char  *name;       /* the page's name for win.page */
  const char  *title;      /* N_(): translated by the shell */
  const char  *icon_name;
  AdjPageKind  kind;
  GType      (*get_type) (void);
} AdjPageSpec;

typedef struct {
  const AdjRuleset  *ruleset;
  /* The game's badge on the welcome page: a symbolic icon and the colour
   * class of style.css behind it ("green", "orange", "red", "blue"). */
  const char        *icon_name;
  const char        *accent;
  const AdjPageSpec *pages;
  guint              n_pages;
  /* Shown when a game starts or resumes. */
  const char        *first_page;
  /* The scenario editor, or NULL: @scenario NULL for a new scenario, else
   * one to start from; @path the player's own file it came from (saved
   * back there), or NULL for a copy. Returns the editor's window; the
   * new-game dialog comes back when it closes after a save. */
  GtkWindow       *(*edit_scenario) (GtkWindow  *parent,
                                     gpointer    scenario,
                                     const char *path);
  /* Whether the editor saved a scenario (asked when it closes). */
  gboolean         (*editor_saved) (GtkWindow *editor);
  /* Credit in About: the game's designers (NULL-terminated), its
   * copyright line and a sentence on who owns the rules (N_()). */
  const char * const *designers;
  const char        *copyright;
  const char        *legal;
} AdjRulesetUi;

/* Every game's table, in the order the app offers them; NULL-terminated
 * (adj-ruleset-uis.c names them all). */
const AdjRulesetUi * const *adj_ruleset_uis (void);
/* The table of @ruleset, or NULL. */
const AdjRulesetUi *adj_ruleset_ui_find      (const AdjRuleset *ruleset);
const AdjRulesetUi *adj_ruleset_ui_find_id   (const char       *id);
/* The folder of the player's own scenarios of @ruleset (the editor's). */
char               *adj_ruleset_ui_user_dir  (const AdjRuleset *ruleset);

typedef enum {
  ADJ_SCENARIO_SAVED,
  ADJ_SCENARIO_ID_SHIPPED,   /* the id of a scenario that comes with Adjutant */
  ADJ_SCENARIO_ID_TAKEN,     /* the id of another of the player's scenarios */
  ADJ_SCENARIO_NOT_WRITTEN,  /* the disk refused: @error says why */
} AdjScenarioSave;

/* Saves an edited @scenario of @ruleset as the player's own, in
 * adj_ruleset_ui_user_dir() under its id. A shipped scenario keeps its
 * id and another of the player's is never overwritten; the file it was
 * edited from (@original_path, or NULL) goes when the id changed. On
 * success *@saved_path is the file written. */
AdjScenarioSave     adj_ruleset_ui_save_scenario (const AdjRuleset *ruleset,
                                                  gconstpointer     scenario,
                                                  const char       *original_path,
                                                  char            **saved_path,
                                                  GError          **error);

G_END_DECLS
