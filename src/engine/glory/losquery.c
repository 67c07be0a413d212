#include "glory/losquery.h"

#include "core/error.h"
#include "core/hexline.h"
#include "core/hexmap.h"
#include "glory/losgeom.h"
#include "core/i18n.h"

const char *
adj_losquery_kind_to_string (AdjLosQuestionKind kind)
{
  switch (kind)
    {
    case ADJ_LOSQ_LEVEL: return "level";
    case ADJ_LOSQ_WOODS: return "woods";
    case ADJ_LOSQ_UNIT: return "unit";
    case ADJ_LOSQ_SLOPE: return "slope";
    default: return "?";
    }
}

static void
add_question (AdjLosQuery *q, AdjLosQuestionKind kind, guint step, AdjHex hex, AdjHex other,
              int level_min, int level_max)
{
  AdjLosQuestion question = {
    .kind = kind, .step = step, .hex = hex, .other = other,
    .level_min = level_min, .level_max = level_max,
  };
  if (kind != ADJ_LOSQ_LEVEL)
    question.when_hex[question.n_when++] = hex;
  g_array_append_val (q->questions, question);
}

/* A hexside may be the way out of both hexes beside a line that runs
 * along it: one question, asked when either hex is in range. */
static void
add_slope (AdjLosQuery *q, guint step, AdjHex hex, AdjHex other, int lo, int hi)
{
  int i = adj_losquery_find (q, ADJ_LOSQ_SLOPE, hex, other);
  if (i < 0)
    {
      add_question (q, ADJ_LOSQ_SLOPE, step, hex, other, lo, hi);
      return;
    }
  AdjLosQuestion *known = &g_array_index (q->questions, AdjLosQuestion, i);
  for (guint k = 0; k < known->n_when; k++)
    if (adj_hex_equal (known->when_hex[k], hex))
      return;
  g_assert (known->n_when < 2);
  known->when_hex[known->n_when++] = hex;
}

/* What can matter about one intervening hex (rule 9.4 bullets, 9.51). */
static void
add_hex_questions (AdjLosQuery *q, guint step, AdjHex hex)
{
  int fl = q->from_level, tl = q->to_level;
  int df = adj_hexgrid_distance (&q->grid, hex, q->from);
  int dt = adj_hexgrid_distance (&q->grid, hex, q->to);
  int slope_lo = 0, slope_hi = -1;
  AdjHex none = { -1, -1 };

  add_question (q, ADJ_LOSQ_LEVEL, step, hex, none, ADJ_HEXMAP_LEVEL_MIN, ADJ_HEXMAP_LEVEL_MAX);
  switch (q->los_case)
    {
    case ADJ_LOS_SAME_LEVEL:
      add_question (q, ADJ_LOSQ_WOODS, step, hex, none, fl, fl);
      /* A unit on that level blocks; a lower friendly one next to the target
       * is a 9.51 candidate. */
      add_question (q, ADJ_LOSQ_UNIT, step, hex, none, dt == 1 ? ADJ_HEXMAP_LEVEL_MIN : fl, fl);
      break;
    case ADJ_LOS_FIRER_HIGHER:
      add_question (q, ADJ_LOSQ_WOODS, step, hex, none, dt <= df ? tl : fl - 1, fl - 1);
      if (dt == 1)
        add_question (q, ADJ_LOSQ_UNIT, step, hex, none, ADJ_HEXMAP_LEVEL_MIN, fl - 1);
      slope_lo = tl + 1;
      slope_hi = fl - 1;
      break;
    case ADJ_LOS_TARGET_HIGHER:
      add_question (q, ADJ_LOSQ_WOODS, step, hex, none, df <= dt ? fl : tl - 1, tl - 1);
      if (dt == 1)
        add_question (q, ADJ_LOSQ_UNIT, step, hex, none, ADJ_HEXMAP_LEVEL_MIN, tl - 1);
      slope_lo = fl + 1;
      slope_hi = tl - 1;
      break;
    default:
      g_return_if_reached ();
    }
  if (slope_lo > slope_hi)
    return;
  guint sides = adj_losgeom_slope_sides (&q->grid, q->from, q->to, hex, q->los_case);
  for (int dir = 0; dir < ADJ_HEX_DIRS; dir++)
    {
      AdjHex other = adj_hexgrid_neighbour (&q->grid, hex, (AdjHexDir) dir);
      if ((sides & (1u << dir)) && adj_hexgrid_contains (&q->grid, other))
        add_slope (q, step, hex, other, slope_lo, slope_hi);
    }
}

static gboolean
check_level (int level, gboolean firer, GError **error)
{
  if (level >= ADJ_HEXMAP_LEVEL_MIN && level <= ADJ_HEXMAP_LEVEL_MAX)
    return TRUE;
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
               firer ? _("the firer's level %d is outside %d..%d") : _("the target's level %d is outside %d..%d"),
               level, ADJ_HEXMAP_LEVEL_MIN, ADJ_HEXMAP_LEVEL_MAX);
  return FALSE;
}

gboolean
adj_losquery_init (AdjLosQuery *q, AdjColumnShift shift, AdjHex from, int from_level,
                   AdjHex to, int to_level, GError **error)
{
  *q = (AdjLosQuery) { .from = from, .to = to, .from_level = from_level, .to_level = to_level };
  q->questions = g_array_new (FALSE, TRUE, sizeof (AdjLosQuestion));
  adj_hexgrid_init_unbounded (&q->grid, shift);
  if (!adj_hexgrid_check (&q->grid, from, error) || !adj_hexgrid_check (&q->grid, to, error)
      || !check_level (from_level, TRUE, error) || !check_level (to_level, FALSE, error))
    return FALSE;
  if (adj_hex_equal (from, to))
    {
      char id[ADJ_HEX_ID_SIZE];
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("firer and target are both in hex %s"),
                   adj_hex_format (from, id));
      return FALSE;
    }
  q->los_case = from_level == to_level ? ADJ_LOS_SAME_LEVEL
                : from_level > to_level ? ADJ_LOS_FIRER_HIGHER : ADJ_LOS_TARGET_HIGHER;

  g_autoptr (GArray) steps = adj_hexline_steps (&q->grid, from, to);
  q->n_steps = steps->len;
  for (guint i = 0; i < steps->len; i++)
    {
      const AdjHexStep *step = &g_array_index (steps, AdjHexStep, i);
      /* Hexes beyond the 00..99 ids exist on no map: nothing to ask. */
      for (guint k = 0; k < step->n; k++)
        if (adj_hexgrid_contains (&q->grid, step->hex[k]))
          add_hex_questions (q, i, step->hex[k]);
    }
  return TRUE;
}

void
adj_losquery_clear (AdjLosQuery *q)
{
  g_clear_pointer (&q->questions, g_array_unref);
}

int
adj_losquery_find (const AdjLosQuery *q, AdjLosQuestionKind kind, AdjHex hex, AdjHex other)
{
  for (guint i = 0; i < q->questions->len; i++)
    {
      const AdjLosQuestion *x = &g_array_index (q->questions, AdjLosQuestion, i);
      if (x->kind != kind)
        continue;
      if (kind != ADJ_LOSQ_SLOPE && adj_hex_equal (x->hex, hex))
        return (int) i;
      if (kind == ADJ_LOSQ_SLOPE
          && ((adj_hex_equal (x->hex, hex) && adj_hex_equal (x->other, other))
              || (adj_hex_equal (x->hex, other) && adj_hex_equal (x->other, hex))))
        return (int) i;
    }
  return -1;
}

gboolean
adj_losquery_is_asked (const AdjLosQuery *q, const AdjLosAnswer *answers, guint i)
{
  g_return_val_if_fail (i < q->questions->len, FALSE);
  const AdjLosQuestion *x = &g_array_index (q->questions, AdjLosQuestion, i);
  AdjHex none = { -1, -1 };

  if (x->n_when == 0)
    return TRUE;
  for (guint k = 0; k < x->n_when; k++)
    {
      int lq = adj_losquery_find (q, ADJ_LOSQ_LEVEL, x->when_hex[k], none);
      if (lq >= 0 && answers[lq].given && answers[lq].value >= x->level_min
          && answers[lq].value <= x->level_max)
        return TRUE;
    }
  return FALSE;
}

static char *
describe (const AdjLosQuestion *x)
{
  char a[ADJ_HEX_ID_SIZE], b[ADJ_HEX_ID_SIZE];
  switch (x->kind)
    {
    case ADJ_LOSQ_LEVEL: return g_strdup_printf (_("the level of hex %s"), adj_hex_format (x->hex, a));
    case ADJ_LOSQ_WOODS: return g_strdup_printf (_("woods in hex %s"), adj_hex_format (x->hex, a));
    case ADJ_LOSQ_UNIT: return g_strdup_printf (_("a combat unit in hex %s"), adj_hex_format (x->hex, a));
    case ADJ_LOSQ_SLOPE:
    default:
      return g_strdup_printf (_("a steep or sheer slope on hexside %s-%s"), adj_hex_format (x->hex, a),
                              adj_hex_format (x->other, b));
    }
}

static gboolean
check_answer (const AdjLosQuestion *x, int v, GError **error)
{
  gboolean ok;
  switch (x->kind)
    {
    case ADJ_LOSQ_LEVEL: ok = v >= ADJ_HEXMAP_LEVEL_MIN && v <= ADJ_HEXMAP_LEVEL_MAX; break;
    case ADJ_LOSQ_WOODS: ok = v == 0 || v == 1; break;
    case ADJ_LOSQ_UNIT: ok = v >= ADJ_UNIT_NONE && v <= ADJ_UNIT_ENEMY; break;
    case ADJ_LOSQ_SLOPE:
    default: ok = v == 0 || v == ADJ_SIDE_STEEP || v == ADJ_SIDE_SHEER; break;
    }
  if (!ok)
    {
      g_autofree char *what = describe (x);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%d is no answer to %s"), v, what);
    }
  return ok;
}

static void
grow (AdjHexGrid *g, AdjHex h)
{
  g->first_col = MIN (g->first_col, h.col);
  g->last_col = MAX (g->last_col, h.col);
  g->first_row = MIN (g->first_row, h.row);
  g->last_row = MAX (g->last_row, h.row);
}

gboolean
adj_losquery_solve (const AdjLosQuery *q, const AdjLosAnswer *answers, AdjLosResult *result,
                    GError **error)
{
  const AdjLosQuestion *qs = (const AdjLosQuestion *) (void *) q->questions->data;
  guint n = q->questions->len;
  AdjHexGrid grid;

  adj_los_result_init (result);
  adj_hexgrid_init (&grid, q->from.col, q->from.col, q->from.row, q->from.row, q->grid.shift);
  grow (&grid, q->to);
  for (guint i = 0; i < n; i++)
    {
      if (answers[i].given ? !check_answer (&qs[i], answers[i].value, error)
                           : adj_losquery_is_asked (q, answers, i))
        {
          if (!answers[i].given)
            {
              g_autofree char *what = describe (&qs[i]);
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s needs an answer"), what);
            }
          return FALSE;
        }
      grow (&grid, qs[i].hex);
      if (qs[i].kind == ADJ_LOSQ_SLOPE)
        grow (&grid, qs[i].other);
    }

  /* The answers as a small map, traced by the map-based code. */
  g_autoptr (AdjHexMap) map = adj_hexmap_new ("answers", &grid);
  g_autofree guint8 *units = g_new0 (guint8, adj_hexmap_size (map));
  gboolean ok = adj_hexmap_set_level (map, q->from, q->from_level, error)
                && adj_hexmap_set_level (map, q->to, q->to_level, error);
  for (guint i = 0; i < n && ok; i++)
    {
      int v = answers[i].value;
      if (!answers[i].given)
        continue;
      switch (qs[i].kind)
        {
        case ADJ_LOSQ_LEVEL: ok = adj_hexmap_set_level (map, qs[i].hex, v, error); break;
        case ADJ_LOSQ_WOODS:
          ok = adj_hexmap_set_terrain (map, qs[i].hex, v ? ADJ_TERRAIN_WOODS : ADJ_TERRAIN_CLEAR,
                                       error);
          break;
        case ADJ_LOSQ_UNIT: units[adj_hexmap_index (map, qs[i].hex)] = (guint8) v; break;
        case ADJ_LOSQ_SLOPE:
        default: ok = adj_hexmap_set_hexside (map, qs[i].hex, qs[i].other, (guint) v, error); break;
        }
    }
  if (!ok)
    return FALSE;
  adj_los_result_clear (result);
  return adj_los_trace (map, units, q->from, q->to, result, error);
}
