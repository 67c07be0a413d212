/* adj-fire-page-private.h: what the Fire page's two halves share
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * adj-fire-page.c builds the page and answers Glory III's Artillery Fire
 * (9); adj-fire-fixed.c answers Fixed Glory's fire.
 */

#pragma once

#include "adj-combat-apply.h"
#include "adj-fire-hexes.h"
#include "adj-fire-page.h"
#include "adj-modifier-list.h"
#include "adj-outcome-chart.h"
#include "adj-roll-entry.h"
#include "adj-stack-editor.h"

G_BEGIN_DECLS

enum { ROW_FP, ROW_STRENGTH, ROW_RANGE, ROW_TOTAL, N_ROWS };

struct _AdjFirePage
{
  AdjCombatPage         parent_instance;

  GPtrArray            *range_ids;
  AdjStackEditor       *guns, *target, *friends;
  AdjFireHexes         *hexes;
  GtkEntry             *range;
  GtkWidget            *range_row, *los_row, *night_row, *range_chart_row;
  AdwPreferencesGroup  *fire_group, *shot_group;
  AdwComboRow          *range_chart;
  AdwComboRow          *kind;
  GListModel           *kind_models[2];   /* [fixed] */
  guint                 kind_selected[2];
  gboolean              swapping_kinds;
  GtkSwitch            *los, *night, *fixed_glory;
  GArray               *fire_terrain, *fixed_terrain;
  GtkWidget            *rows[N_ROWS];
  GtkLabel             *values[N_ROWS];
  GPtrArray            *hit_rows;

  /* From ui/adj-fire-page.ui, loaded on first map */
  GtkLabel             *intro_label;
  GtkBox               *setup_box;
  AdwPreferencesGroup  *summary_group;
  AdwPreferencesGroup  *notes_group;
  GtkListBox           *notes_list;
  AdwPreferencesGroup  *firepower_group;
  AdwPreferencesGroup  *modifiers_group;
  AdjModifierList      *firepower;
  AdjModifierList      *modifiers;
  AdjOutcomeChart      *chart;
  AdwPreferencesGroup  *hits_group;
  AdwPreferencesGroup  *roll_group;
  GtkLabel             *roll_label;
  AdjRollEntry         *roll;
  GtkLabel             *check_label;
  AdjRollEntry         *check_roll;
  GtkLabel             *effects_label;
  AdjCombatApply       *apply;
};

void             adj_fire_page_set_row      (AdjFirePage *self,
                                             guint        row,
                                             const char  *value,
                                             const char  *subtitle);
void             adj_fire_page_clear_hits   (AdjFirePage *self);
void             adj_fire_page_add_hit      (AdjFirePage *self,
                                             const char  *name,
                                             const char  *title,
                                             double       p,
                                             const char  *subtitle);
/* The range chart chosen (NULL: the default). */
const char      *adj_fire_page_range_chart  (AdjFirePage *self);
/* The Fire selector's choice: how the units on the page fire. */
AdjFireOccasion  adj_fire_page_fire_occasion (AdjFirePage *self);
/* The firing game units' fire (9.12, 9.13; Fixed Glory's phases), offered
 * to the apply widget to record with the result; @target (the target hex
 * as read, NULL for Fixed Glory) names the battery return fire answers. */
void             adj_fire_page_offer_fire_record (AdjFirePage          *self,
                                                  const AdjCombatStack *target);
/* "Defensive fire by Iron Brigade, 2nd Wisconsin." */
char            *adj_fire_page_describe_fire (AdjFirePage *self);

void             adj_fire_page_recompute_fixed (AdjFirePage *self);

G_END_DECLS
