/* The winner (19.2): points lost, and the result from the difference.
 *
 * Points are counted in halves, since routing and under-half-strength
 * units count half. The table is printed for an 800-point game; for
 * another size its limits scale in proportion (docs/dog.md, "Rulings"). */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "dog/rules.h"

G_BEGIN_DECLS

typedef struct {
  int lost[2];        /* halves */
  int difference;     /* halves */
  int game_size;
  AdjDogResult result;
  int winner;         /* 0, 1, or -1 for a draw */
  /* The upper limit of each band but the last at this game size, in
   * points (150 x size / 800 ...). */
  double limit[ADJ_DOG_N_BANDS - 1];
  gboolean objectives; /* decided by objectives (19.2), not points */
} AdjDogVictory;

/* What a unit of @cost counts when the game ends, in halves: all of it
 * when it is out of play (destroyed, surrendered, routed off), half when
 * it is routing or under half its starting stands, else nothing. */
int      adj_dog_unit_lost_halves (int cost, gboolean removed, gboolean routing, int stands, int start);

/* @lost: each side's points lost in halves; @game_size > 0. */
gboolean adj_dog_victory_by_points (const AdjDogRules *rules, int lost_first, int lost_second, int game_size,
                                    AdjDogVictory *out, GError **error);
/* 19.2's objective battle: both or neither achieving theirs is a draw. */
void     adj_dog_victory_by_objectives (gboolean first, gboolean second, AdjDogVictory *out);

/* {"difference":D,"result":"Minor Victory","winner":"first"|"second"|null}
 * (the CLI's contract: the result in English). */
json_object *adj_dog_victory_to_json (const AdjDogVictory *v);

G_END_DECLS
