/* adj-cover-layout.h: covering (10.12) for a charge typed in without a map
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

/* A hex has three frontal hexes (7.13) and the defending hexes are among
 * them, so at most two others hold enemies a charging hex leaves alone. */
#define ADJ_COVER_MAX_ENEMIES 2

typedef enum {
  ADJ_COVER_NOBODY,     /* nobody: 10.12 wants it charged too */
  ADJ_COVER_CHARGING,   /* another charging hex has it in front as well */
  ADJ_COVER_STACK,      /* a friendly stack that is not in this charge */
} AdjCoverBy;

/* Who covers one enemy hex in front of a charging hex. */
typedef struct {
  AdjCoverBy     by;
  guint          hex;            /* ADJ_COVER_CHARGING: that charging hex's index */
  AdjCombatKind  kind;           /* ADJ_COVER_STACK: its top unit (only it covers) */
  gboolean       disordered;
  gboolean       other_command;  /* of another Leader's command (4.25) */
} AdjCoverChoice;

/* The enemy hexes in front of one charging hex that it does not charge. */
typedef struct {
  guint          n_enemies;
  AdjCoverChoice enemies[ADJ_COVER_MAX_ENEMIES];
} AdjCoverHex;

/* "hex 1a": enemy hex @i in front of charging hex @hex, as notes name it. */
char *adj_cover_enemy_name (guint hex, guint i);

/* Adds to @in, whose charging and defending hexes are placed, the frontal
 * enemies of each charging hex (@hexes[a] for attacker a) and the covering
 * stacks, so that the engine checks 10.12. Each enemy hex gets coordinates
 * next to its charging hex, clear of the other hexes; one a charging hex
 * shares with another is placed next to both where the placement allows,
 * and is listed in front of both either way. */
void  adj_cover_layout     (const AdjCoverHex *hexes,
                            AdjChargeInput    *in);

G_END_DECLS
