/* adj-tgtw-common.h: what The Glory that Was's pages share
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game in the window's session read as this game's state, moves
 * applied through the journal with the engine's refusal shown, the names
 * the pages print, the page that does each step, and the rows the pages
 * are made of (each interactive widget with its accessible name).
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

#include "adj-game-session.h"
#include "adj-outcome-chart.h"
#include "adj-roll-entry.h"

G_BEGIN_DECLS

/* NULL unless a game of The Glory that Was is in play. */
const AdjTgtwState *adj_tgtw_session_state (AdjGameSession *session);

/* Applies @moves (taken and freed) as one journal step: one move alone, or
 * a group undone together. The engine's refusal goes to @error_label
 * (adj_game_error_label_new), which is cleared on success. */
gboolean     adj_tgtw_apply_moves     (AdjGameSession *session,
                                       AdjTgtwMove   **moves,
                                       guint           n_moves,
                                       GtkWidget      *error_label);
gboolean     adj_tgtw_apply_move      (AdjGameSession *session,
                                       AdjTgtwMove    *move,
                                       GtkWidget      *error_label);

const char  *adj_tgtw_army_name       (const AdjTgtwState *state, int army);
const char  *adj_tgtw_sector_name     (const AdjTgtwState *state, int sector);
const char  *adj_tgtw_unit_name       (const AdjTgtwState *state, int unit);
const char  *adj_tgtw_leader_name     (const AdjTgtwState *state, int leader);
/* "HI 6, morale B (7), disordered, engaged with Blue Guard". */
char        *adj_tgtw_unit_summary    (const AdjTgtwState *state, guint unit);
/* "3 stars, initiative +2, MCT2 shift 1, 2 dice, rally dot; wounded, back on turn 5". */
char        *adj_tgtw_leader_summary  (const AdjTgtwState *state, guint leader);
/* "Rule 8.0" */
char        *adj_tgtw_rule_text       (const char *rule);

/* The page that does the step the game is at, and its title. */
void         adj_tgtw_step_page       (const AdjTgtwState *state,
                                       const char        **name,
                                       const char        **title);

/* A row of words: @title (plain text, not markup), @subtitle (may be
 * NULL) wrapping on as many lines as it needs, named @name (may be NULL). */
GtkWidget   *adj_tgtw_info_row_new    (const char      *title,
                                       const char      *subtitle,
                                       const char      *name);
/* A row with @control at its start (@prefix: a tick) or its end, titled
 * for assistive technology and named @name (may be NULL); activating the
 * row activates it. */
GtkWidget   *adj_tgtw_control_row_new (const char      *title,
                                       const char      *subtitle,
                                       const char      *name,
                                       GtkWidget       *control,
                                       gboolean         prefix);
/* Rows: an AdwActionRow titled @title (the accessible name of its control
 * too), named @name, with a spin button, a switch, or a drop-down. */
GtkWidget   *adj_tgtw_spin_row_new    (const char      *title,
                                       const char      *subtitle,
                                       const char      *name,
                                       int              lower,
                                       int              upper,
                                       GtkSpinButton  **spin);
GtkWidget   *adj_tgtw_switch_row_new  (const char      *title,
                                       const char      *subtitle,
                                       const char      *name,
                                       GtkSwitch      **sw);
/* An AdwComboRow on a GtkStringList. */
GtkWidget   *adj_tgtw_combo_row_new   (const char      *title,
                                       const char      *name);
GtkStringList *adj_tgtw_combo_row_strings (GtkWidget   *row);
/* Replaces the strings, keeping the choice at @selected when there is one. */
void         adj_tgtw_combo_row_set   (GtkWidget       *row,
                                       GPtrArray       *strings,
                                       guint            selected);
/* A check button in an action row, for lists of units and leaders. */
GtkWidget   *adj_tgtw_check_row_new   (const char      *title,
                                       const char      *subtitle,
                                       const char      *name,
                                       GtkCheckButton **check);
/* Removes every row added to @group with adj_tgtw_group_add. */
void         adj_tgtw_group_add       (AdwPreferencesGroup *group,
                                       GtkWidget           *row);
void         adj_tgtw_group_clear     (AdwPreferencesGroup *group);

/* A roll entry named @name reading @count dice of @die, its field and its
 * Roll button named for @what ("Red League's d10"). */
GtkWidget   *adj_tgtw_roll_entry_new  (const char      *name,
                                       const char      *what,
                                       AdjDie           die,
                                       guint            count);
void         adj_tgtw_roll_entry_name (GtkWidget       *roll,
                                       const char      *what);

/* A row of an army's or a sector's morale losses against its rout level
 * (10.0, 13.0): the points by kind, a level bar, and whether it routs. */
GtkWidget   *adj_tgtw_tally_row_new   (const AdjTgtwState *state,
                                       guint               army,
                                       int                 sector,
                                       const char         *name);
/* The same row brought up to @state in place: only what changed is set. */
void         adj_tgtw_tally_row_update (GtkWidget          *row,
                                        const AdjTgtwState *state,
                                        guint               army,
                                        int                 sector);
/* Sets an AdwActionRow's title and subtitle only where they differ: a
 * page that updates in place touches only the rows that changed. */
void         adj_tgtw_row_set_text    (GtkWidget          *row,
                                       const char         *title,
                                       const char         *subtitle);
/* Makes the children of @box the buttons of @want (@n of them, floating,
 * each named): a child already there under the same name at the same
 * place is kept, and takes the new one's label and its object data
 * @data_key; the others are replaced. The new buttons kept are sunk. */
void         adj_tgtw_box_sync_buttons (GtkBox             *box,
                                        GtkWidget         **want,
                                        guint               n,
                                        const char         *data_key);

/* A bar of the outcome chart. */
void         adj_tgtw_bar_set         (AdjOutcomeBar   *bar,
                                       const char      *label,
                                       char            *detail,
                                       double           probability,
                                       gboolean         rolled);
/* "58.3%" */
char        *adj_tgtw_percent         (double           p);

G_END_DECLS
