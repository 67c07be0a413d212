/* Rule 6.13 (Extended Movement) and what night changes about movement (13,
 * 14.11), for the units and leaders acting now: each one's Movement
 * Allowance, whether it may use Extended Movement and its bonus. Whether a
 * unit starts or would move within two hexes of the enemy is the players'
 * to see on the map: it is one of the notes. */
#pragma once

#include <glib.h>

#include "glory/combatunit.h"
#include "glory/gamestate.h"

G_BEGIN_DECLS

typedef struct {
  gboolean leader;          /* @index is a leader, else a unit */
  guint index;
  int movement;             /* the printed MA of the face it is on (6.11) */
  gboolean may_move;        /* FALSE: artillery that fired this activation (6.31) */
  int extended_bonus;       /* 6.13: +2 infantry, +3 artillery, +4 cavalry, horse artillery, leaders */
  gboolean extended;        /* Extended Movement allowed now */
  int extended_movement;    /* movement + bonus when allowed, else movement */
  const char *rule;         /* why not, when it may not: "6.13", "11.12", "14.11", "6.31"; else "6.13" */
  const char *text;         /* in our words (translated) */
} AdjMoveInfo;

typedef struct {
  gboolean night;           /* a night turn (13) */
  GArray *moves;            /* AdjMoveInfo: units of the acting groups on the map, then their leaders */
  GArray *notes;            /* AdjCombatNote: the conditions of 6.13, and night's changes (13, 14.11) */
} AdjMovement;

/* 6.13's bonus for a unit of @kind (leaders: use ADJ_MOVE_LEADER_BONUS). */
int  adj_extended_bonus (AdjCombatKind kind);
#define ADJ_MOVE_LEADER_BONUS 4

/* The movement of @unit now, whether or not its command acts. */
void adj_game_state_unit_movement (const AdjGameState *state, guint unit, AdjMoveInfo *out);
void adj_game_state_leader_movement (const AdjGameState *state, guint leader, AdjMoveInfo *out);

/* Every unit and leader of the groups acting now; @out is cleared by
 * adj_movement_clear. */
void adj_game_state_movement (const AdjGameState *state, AdjMovement *out);
void adj_movement_clear (AdjMovement *movement);

G_END_DECLS
