/* adj-charge-setup.h: a charge typed in hex by hex, for the Charge and
 * Defensive Fire pages
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

#include "adj-stack-editor.h"

G_BEGIN_DECLS

#define ADJ_TYPE_CHARGE_SETUP (adj_charge_setup_get_type ())

G_DECLARE_FINAL_TYPE (AdjChargeSetup, adj_charge_setup, ADJ, CHARGE_SETUP, GtkWidget)

/* What a page shows of the one situation: every part is always there. */
typedef enum {
  ADJ_CHARGE_SETUP_CHARGE,  /* + the kind of charge, Combined Activation and covering (10.12) */
  ADJ_CHARGE_SETUP_DF,      /* the stacks, terrain, hexsides and who fires at whom */
} AdjChargeSetupMode;

/* The window's one charge (made on first use): the Charge and Defensive
 * Fire pages show the same situation, entered once. */
AdjChargeSetup *adj_charge_setup_get_shared    (GtkWidget             *page);
/* Back to one charging and one defending hex of default units, the
 * defender firing at it; night and the variant stay. */
void            adj_charge_setup_reset         (AdjChargeSetup        *self);
/* Moves the setup into @box (a page's column) and shows what @mode's page
 * reads. */
void            adj_charge_setup_place         (AdjChargeSetup        *self,
                                                GtkBox                *box,
                                                AdjChargeSetupMode     mode);
/* The terrain rows to offer, from the charts in force. */
void            adj_charge_setup_set_charts    (AdjChargeSetup        *self,
                                                GPtrArray             *charts,
                                                const AdjCombatCharts *combat);
guint           adj_charge_setup_get_n_stacks  (AdjChargeSetup        *self,
                                                gboolean               attackers);
AdjStackEditor *adj_charge_setup_get_stack     (AdjChargeSetup        *self,
                                                gboolean               attackers,
                                                guint                  i);
AdjStackEditor *adj_charge_setup_add_stack     (AdjChargeSetup        *self,
                                                gboolean               attackers);
/* The engine's input; FALSE (and @input cleared) while a field holds an
 * impossible value. Hexes are laid out around one hex so that every
 * charging hex is adjacent to every defending one (10.11, 10.24). */
gboolean        adj_charge_setup_build_input   (AdjChargeSetup        *self,
                                                AdjChargeInput        *input);
/* The game's unit (battle index) each row was picked from, -1 for ad hoc
 * rows: [AdjCombatSide][stack][unit], as the engine's effects count; and
 * the player's own cohesion for those whose rating the player changed. */
void            adj_charge_setup_get_game_ids  (AdjChargeSetup        *self,
                                                AdjGameUnitIds         ids,
                                                AdjGameUnitRatings     ratings);
/* "hex 1" / "hex A": the names the engine's notes use. */
/* The game's conditions (adj_game_state_charge_context): night (13) and
 * the variant as the switches' new state, and the battle's special rules
 * (14.11's night Defensive Fire, its range chart) in every input built. */
void            adj_charge_setup_set_game      (AdjChargeSetup        *self,
                                                const AdjGameState    *state);
char           *adj_charge_setup_hex_name      (gboolean               attackers,
                                                guint                  i);

/* The defending hexes and the buttons under them are laid out after
 * @page's first frame (docs/design.md, "Every game within a frame"): on
 * the Charge page they are below the fold. */
void            adj_charge_setup_show_after    (AdjChargeSetup        *self,
                                                GtkWidget             *page);

G_END_DECLS
