/* The points-difference table of 19.2 at any game size (victory.h). */
#include "dog/victory.h"

#include "core/error.h"
#include "core/i18n.h"
#include "dog/json.h"

int
adj_dog_unit_lost_halves (int cost, gboolean removed, gboolean routing, int stands, int start)
{
  if (removed)
    return 2 * cost;
  /* "Under half of their starting strength": 4 of 8 stands is half, not under. */
  if (routing || 2 * stands < start)
    return cost;
  return 0;
}

gboolean
adj_dog_victory_by_points (const AdjDogRules *rules, int lost_first, int lost_second, int game_size,
                           AdjDogVictory *out, GError **error)
{
  if (lost_first < 0 || lost_second < 0 || game_size <= 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("points lost are 0 or more and the game size more than 0 (19.2)"));
      return FALSE;
    }
  *out = (AdjDogVictory) { { lost_first, lost_second }, ABS (lost_first - lost_second), game_size,
                           ADJ_DOG_RESULT_MASSACRE, -1 };
  /* A difference D (in halves, d = D/2) is in band b when d <= to_b x size /
   * 800; in whole numbers: D x 800 <= 2 x to_b x size. At 800 points this is
   * the printed table, and 150.5 is past "0 to 150". */
  for (int b = 0; b < ADJ_DOG_N_BANDS - 1; b++)
    {
      gint64 to = rules->victory[b].to;
      out->limit[b] = (double) to * game_size / rules->victory_size;
      if (out->result == ADJ_DOG_RESULT_MASSACRE
          && (gint64) out->difference * rules->victory_size <= 2 * to * game_size)
        out->result = (AdjDogResult) b;
    }
  /* "The player who has lost the least number of points is the winner";
   * a draw has none. */
  if (out->result != ADJ_DOG_RESULT_DRAW)
    out->winner = lost_first < lost_second ? 0 : 1;
  return TRUE;
}

void
adj_dog_victory_by_objectives (gboolean first, gboolean second, AdjDogVictory *out)
{
  *out = (AdjDogVictory) { .result = ADJ_DOG_RESULT_DRAW, .winner = -1, .objectives = TRUE };
  if (first != second)
    {
      out->result = ADJ_DOG_RESULT_WIN;
      out->winner = first ? 0 : 1;
    }
}

json_object *
adj_dog_victory_to_json (const AdjDogVictory *v)
{
  static const char *const sides[] = { "first", "second" };
  json_object *o = json_object_new_object ();
  if (!v->objectives)
    json_object_object_add (o, "difference", adj_dog_json_halves (v->difference));
  json_object_object_add (o, "result", json_object_new_string (adj_dog_result_name_c (v->result)));
  json_object_object_add (o, "winner", v->winner >= 0 ? json_object_new_string (sides[v->winner]) : NULL);
  return o;
}
