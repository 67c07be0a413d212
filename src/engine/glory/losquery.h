/* Line of sight without a map (9.4): the players look at their own map and
 * answer a short list of questions about the hexes between firer and
 * target; the answers give the same verdict as the map-based LOS, because
 * they are turned into a small map and traced by the same code.
 *
 * The list depends on the firer's and target's levels, which come first:
 * every intervening hex is asked its level, and the other questions (woods,
 * a combat unit, a steep or sheer hexside) only matter for some levels of
 * their hex, which each question states as a level range.
 */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/hexgrid.h"
#include "glory/los.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_LOSQ_LEVEL, /* the hex's elevation level */
  ADJ_LOSQ_WOODS, /* does the hex hold woods (0 or 1) */
  ADJ_LOSQ_UNIT,  /* a combat unit in it: an AdjUnitPresence */
  ADJ_LOSQ_SLOPE, /* the hexside hex|other: 0, ADJ_SIDE_STEEP or ADJ_SIDE_SHEER */
} AdjLosQuestionKind;

typedef struct {
  AdjLosQuestionKind kind;
  guint step;          /* the step of the line its hex is in */
  AdjHex hex;
  AdjHex other;        /* ADJ_LOSQ_SLOPE: the hex across the hexside */
  /* Asked only when the level answered for one of these hexes lies in
   * [level_min, level_max]. Level questions have n_when == 0: always asked. */
  AdjHex when_hex[2];
  guint n_when;
  int level_min, level_max;
} AdjLosQuestion;

typedef struct {
  AdjHexGrid grid;     /* the whole 00..99 id space, with the map's column shift */
  AdjHex from, to;
  int from_level, to_level;
  AdjLosCase los_case;
  guint n_steps;
  GArray *questions;   /* AdjLosQuestion: by step; a hex's level question first */
} AdjLosQuery;

typedef struct {
  gboolean given;
  int value;
} AdjLosAnswer;

const char *adj_losquery_kind_to_string (AdjLosQuestionKind kind);

/* Builds the question list. Fails on equal hexes or levels out of range;
 * release @query with adj_losquery_clear either way. */
gboolean adj_losquery_init (AdjLosQuery *query, AdjColumnShift shift, AdjHex from, int from_level,
                            AdjHex to, int to_level, GError **error);
void     adj_losquery_clear (AdjLosQuery *query);

/* Index of the question of @kind about @hex (and @other for slopes), or -1. */
int      adj_losquery_find (const AdjLosQuery *query, AdjLosQuestionKind kind, AdjHex hex,
                            AdjHex other);
/* Whether question @i must be answered, given the level answers so far:
 * FALSE while none of its hexes' levels is known or all lie outside its range. */
gboolean adj_losquery_is_asked (const AdjLosQuery *query, const AdjLosAnswer *answers, guint i);

/* @answers: one per question. Every asked question needs an answer; the
 * others may be left out. Gives what adj_los_trace gives on a map that
 * holds these answers; @result is initialised either way (clear it). */
gboolean adj_losquery_solve (const AdjLosQuery *query, const AdjLosAnswer *answers,
                             AdjLosResult *result, GError **error);

/* {"from","to","from_level","to_level","case","shifted","questions":[...]} */
json_object *adj_losquery_to_json (const AdjLosQuery *query);

/* Reads answers in the "adjutant-los-answers" form (docs/cli.md, `los
 * --answers`): levels and column shift, then answers by hex and hexside.
 * Builds @query for FROM and TO and fills @answers (g_free it). */
gboolean adj_losquery_load_answers (const char *text, gsize len, const char *what,
                                    AdjHex from, AdjHex to, AdjLosQuery *query,
                                    AdjLosAnswer **answers, GError **error);

G_END_DECLS
