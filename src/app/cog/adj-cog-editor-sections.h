/* adj-cog-editor-sections.h: what each part of the battle editor holds
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "adj-cog-editor-fields.h"

G_BEGIN_DECLS

/* A list of the battle file (units, markers...) and its items' fields. */
typedef struct {
  const char        *member;    /* the array ("victory.hexes" inside an object) */
  const char        *title;     /* N_() */
  const char        *description;
  const AdjCogField *fields;
  guint              n_fields;
  const char        *prefix;    /* of new ids */
  const char        *template;  /* a new item; %s its id, %f the first formation, %t a turn, %h an Entry Hex */
} AdjCogEditorSection;

/* The battle's own members (id, title, sides, points per step). */
extern const AdjCogField adj_cog_editor_battle_fields[];
extern const guint adj_cog_editor_n_battle_fields;
/* The lists, in the order shown: the turn track first. */
extern const AdjCogEditorSection adj_cog_editor_sections[];
extern const guint adj_cog_editor_n_sections;

G_END_DECLS
