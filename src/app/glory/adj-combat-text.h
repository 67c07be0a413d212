/* adj-combat-text.h: the words and rows the combat pages share
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only presentation: signed numbers, the source of a chart value, what a
 * result does, rule notes as rows. The numbers come from the engine.
 */

#pragma once

#include <adwaita.h>

#include <adjutant-engine.h>

#include "adj-children.h"
#include "adj-numbers.h"
#include "adj-outcome-chart.h"

G_BEGIN_DECLS

/* "printed in the rulebook", "provisional", "your value". */
const char *adj_text_source         (const AdjChartCell *cell);
/* "printed in the rulebook (10.2 example)", "provisional: not printed in
 * the rulebook", "your value from the Charts page". */
char       *adj_text_provenance     (const AdjChartCell *cell);
/* "Infantry", "Mounted cavalry"…: a unit type as the unit rows name it. */
const char *adj_text_combat_kind    (AdjCombatKind kind);
/* "checks cohesion, retreats"; "no effect" for 0 (AdjResultFlags). */
char       *adj_text_result         (guint flags);
/* What a charge outcome does to both sides, with its offer:
 * "Defender checks cohesion, retreats". */
char       *adj_text_charge_outcome (const AdjChargeOutcome *outcome);
/* "die 5", "die 0–3", "dice 2, 5"; NULL when @faces is 0. */
char       *adj_text_faces          (guint faces);
/* TRUE when the charge outcome rests on a provisional chart cell. */
gboolean    adj_charge_outcome_is_provisional (const AdjCombatCharts *charts,
                                               const AdjChargeOutcome *outcome);

/* A row for a rule note (illegal, option, info) with its rule number. */
GtkWidget  *adj_note_row_new        (const AdjCombatNote *note);
/* Replaces the rows of @list with one per note; hides @group when none. */
void        adj_note_list_fill      (GtkListBox          *list,
                                     GtkWidget           *group,
                                     const GArray        *notes);
/* A title–value row for answers; the value label is named @name. */
GtkWidget  *adj_value_row_new       (const char          *title,
                                     const char          *name,
                                     GtkLabel           **value_out);
/* Sets a value row's value and subtitle (NULL hides it). */
void        adj_value_row_set       (GtkWidget           *row,
                                     GtkLabel            *value,
                                     const char          *text,
                                     const char          *subtitle);

/* A switch row added to @group; the switch is named @name. */
GtkSwitch  *adj_switch_row_add      (AdwPreferencesGroup *group,
                                     const char          *name,
                                     const char          *title,
                                     const char          *subtitle,
                                     gboolean             active);
/* A small centred field for a whole number, named @name. */
GtkEntry   *adj_number_entry_new    (const char          *name);
/* A row with a small number field; @error_text shows under the field
 * while it holds no whole number from @lo to @hi (checked by
 * adj_number_row_read). The entry is named @name. */
GtkWidget  *adj_number_row_new      (const char          *title,
                                     const char          *subtitle,
                                     const char          *name,
                                     const char          *error_text,
                                     GtkEntry           **entry);
/* Reads the field of a number row: TRUE with *value set, or FALSE with the
 * field marked and its message shown. An empty field is @empty_ok's. */
gboolean    adj_number_entry_read   (GtkEntry            *entry,
                                     int                  lo,
                                     int                  hi,
                                     gboolean             empty_ok,
                                     gboolean            *empty,
                                     int                 *value);

/* The bars of a charge's outcomes (@rolled: the index of the rolled one,
 * or -1). */
void        adj_outcome_chart_show_charge (AdjOutcomeChart         *chart,
                                           const AdjCombatCharts   *charts,
                                           const AdjChargeOutcome  *outcomes,
                                           guint                    n_outcomes,
                                           int                      rolled);

G_END_DECLS
