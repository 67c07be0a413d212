#include "glory/los.h"

#include <string.h>

#include "core/error.h"
#include "core/hexline.h"
#include "glory/losgeom.h"
#include "core/i18n.h"

/* Longest line on a 00..99 grid is under 150 hexes (cube distance) and a
 * line has at most 4 steps per hex of distance (adj_hexline_max_steps). */
#define MAX_STEPS 600

static const struct {
  const char *key;
  const char *text;
} rules[ADJ_LOS_RULES] = {
  { "clear", N_("clear") },
  { "same-level-higher", N_("9.4 same level: an intervening hex higher than firer and target") },
  { "same-level-woods-or-unit",
    N_("9.4 same level: an intervening hex on that level with woods or a combat unit") },
  { "firer-higher-as-high", N_("9.4 firer higher: an intervening hex as high as the firer or higher") },
  { "firer-higher-woods-below-firer", N_("9.4 firer higher: woods one level below the firer") },
  { "firer-higher-woods-near-target",
    N_("9.4 firer higher: woods at or above the target's level, halfway or closer to the target") },
  { "firer-higher-slope",
    N_("9.4 firer higher: a hex above the target left through a steep or sheer hexside nearer the target") },
  { "target-higher-as-high", N_("9.4 target higher: an intervening hex as high as the target or higher") },
  { "target-higher-woods-below-target", N_("9.4 target higher: woods one level below the target") },
  { "target-higher-woods-near-firer",
    N_("9.4 target higher: woods at or above the firer's level, halfway or closer to the firer") },
  { "target-higher-slope",
    N_("9.4 target higher: a hex above the firer entered through a steep or sheer hexside nearer the firer") },
};

static const char *const unit_names[] = { "none", "friendly", "enemy" };

const char *
adj_los_rule_text (AdjLosRule rule)
{
  return (guint) rule < ADJ_LOS_RULES ? _(rules[rule].text) : "?";
}

const char *
adj_los_rule_key (AdjLosRule rule)
{
  return (guint) rule < ADJ_LOS_RULES ? rules[rule].key : "?";
}

const char *
adj_los_case_to_string (AdjLosCase los_case)
{
  switch (los_case)
    {
    case ADJ_LOS_SAME_LEVEL: return "same-level";
    case ADJ_LOS_FIRER_HIGHER: return "firer-higher";
    case ADJ_LOS_TARGET_HIGHER: return "target-higher";
    default: return "?";
    }
}

const char *
adj_unit_presence_to_string (AdjUnitPresence unit)
{
  return (guint) unit < G_N_ELEMENTS (unit_names) ? unit_names[unit] : "?";
}

gboolean
adj_unit_presence_from_string (const char *text, AdjUnitPresence *out, GError **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (unit_names); i++)
    if (g_strcmp0 (text, unit_names[i]) == 0)
      {
        *out = (AdjUnitPresence) i;
        return TRUE;
      }
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
               _("'%s' is not a unit presence: none, friendly (to the firer) or enemy"),
               text ? text : "");
  return FALSE;
}

typedef struct {
  const AdjHexMap *map;
  const AdjHexGrid *grid;
  const guint8 *units;
  AdjHex from, to;
  AdjCube fc, tc; /* their cube coordinates, for distances */
  int fl, tl;     /* firer's and target's levels */
  AdjLosCase los_case;
} Ctx;

static void
ctx_init (Ctx *x, const AdjHexMap *map, const guint8 *units, AdjHex from, AdjHex to)
{
  x->map = map;
  x->grid = adj_hexmap_get_grid (map);
  x->units = units;
  x->from = from;
  x->to = to;
  x->fc = adj_hexgrid_to_cube (x->grid, from);
  x->tc = adj_hexgrid_to_cube (x->grid, to);
  x->fl = adj_hexmap_get_level (map, from);
  x->tl = adj_hexmap_get_level (map, to);
  x->los_case = x->fl == x->tl ? ADJ_LOS_SAME_LEVEL
                : x->fl > x->tl ? ADJ_LOS_FIRER_HIGHER : ADJ_LOS_TARGET_HIGHER;
}

/* The slope bullets: a steep or sheer hexside among those the line leaves
 * (firer higher) or enters (target higher) the hex through. */
static gboolean
slope_blocks (const Ctx *x, AdjLosHex *h)
{
  guint sides = adj_losgeom_slope_sides (x->grid, x->from, x->to, h->hex, x->los_case);
  for (int dir = 0; dir < ADJ_HEX_DIRS; dir++)
    {
      guint f = (sides & (1u << dir)) ? adj_hexmap_get_side (x->map, h->hex, (AdjHexDir) dir) : 0;
      if (f & ADJ_SIDE_SLOPE)
        {
          h->slope = (AdjSideFeature) (f & ADJ_SIDE_SLOPE);
          h->slope_across = adj_hexgrid_neighbour (x->grid, h->hex, (AdjHexDir) dir);
          return TRUE;
        }
    }
  return FALSE;
}

/* Rule 9.4, one intervening hex; the bullets of each case in order. */
static AdjLosRule
judge_rule (const Ctx *x, AdjLosHex *h)
{
  int lv = h->level, fl = x->fl, tl = x->tl;
  gboolean woods = h->terrain == ADJ_TERRAIN_WOODS;

  switch (x->los_case)
    {
    case ADJ_LOS_SAME_LEVEL:
      if (lv > fl)
        return ADJ_LOS_SAME_HIGHER;
      /* 9.51: units lower than firer and target never block. */
      if (lv == fl && (woods || h->unit != ADJ_UNIT_NONE))
        return ADJ_LOS_SAME_WOODS_OR_UNIT;
      return ADJ_LOS_OK;
    case ADJ_LOS_FIRER_HIGHER:
      if (lv >= fl)
        return ADJ_LOS_DOWN_AS_HIGH;
      if (woods && lv == fl - 1)
        return ADJ_LOS_DOWN_WOODS_BELOW_FIRER;
      if (woods && lv >= tl && h->to_target <= h->to_firer)
        return ADJ_LOS_DOWN_WOODS_NEAR_TARGET;
      if (lv > tl && slope_blocks (x, h))
        return ADJ_LOS_DOWN_SLOPE;
      return ADJ_LOS_OK;
    case ADJ_LOS_TARGET_HIGHER:
      if (lv >= tl)
        return ADJ_LOS_UP_AS_HIGH;
      if (woods && lv == tl - 1)
        return ADJ_LOS_UP_WOODS_BELOW_TARGET;
      if (woods && lv >= fl && h->to_firer <= h->to_target)
        return ADJ_LOS_UP_WOODS_NEAR_FIRER;
      if (lv > fl && slope_blocks (x, h))
        return ADJ_LOS_UP_SLOPE;
      return ADJ_LOS_OK;
    default:
      g_return_val_if_reached (ADJ_LOS_OK);
    }
}

static int
cube_distance (AdjCube a, AdjCube b)
{
  return MAX (ABS (a.x - b.x), MAX (ABS (a.y - b.y), ABS (a.z - b.z)));
}

static void
judge (const Ctx *x, AdjHex hex, AdjLosHex *h)
{
  int idx = adj_hexmap_index (x->map, hex);
  AdjCube c = adj_hexgrid_to_cube (x->grid, hex);

  *h = (AdjLosHex) { .hex = hex, .on_map = idx >= 0 };
  h->to_firer = cube_distance (c, x->fc);
  h->to_target = cube_distance (c, x->tc);
  if (idx < 0)
    return; /* nothing is known of a hex off the map */
  h->level = adj_hexmap_level_at (x->map, (guint) idx);
  h->terrain = adj_hexmap_terrain_at (x->map, (guint) idx);
  h->unit = x->units ? (AdjUnitPresence) x->units[idx] : ADJ_UNIT_NONE;
  h->blocks = judge_rule (x, h);
  /* 9.51: friendly units next to the target may be hit instead. */
  h->misguided = h->blocks == ADJ_LOS_OK && h->unit == ADJ_UNIT_FRIENDLY && h->to_target == 1;
}

void
adj_los_result_init (AdjLosResult *result)
{
  *result = (AdjLosResult) { .clear = TRUE, .blocked_step = -1 };
  result->steps = g_array_new (FALSE, TRUE, sizeof (AdjLosStep));
  result->misguided = g_array_new (FALSE, TRUE, sizeof (AdjHex));
}

void
adj_los_result_clear (AdjLosResult *result)
{
  g_clear_pointer (&result->steps, g_array_unref);
  g_clear_pointer (&result->misguided, g_array_unref);
}

const AdjLosHex *
adj_los_result_blocker (const AdjLosResult *result)
{
  if (result->clear || result->blocked_step < 0 || (guint) result->blocked_step >= result->steps->len)
    return NULL;
  const AdjLosStep *step = &g_array_index (result->steps, AdjLosStep, result->blocked_step);
  return &step->hex[result->blocked_hex];
}

static gboolean
check_ends (const AdjHexMap *map, AdjHex from, AdjHex to, GError **error)
{
  const AdjHexGrid *grid = adj_hexmap_get_grid (map);
  if (!adj_hexgrid_check (grid, from, error) || !adj_hexgrid_check (grid, to, error))
    return FALSE;
  if (adj_hex_equal (from, to))
    {
      char id[ADJ_HEX_ID_SIZE];
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("firer and target are both in hex %s"), adj_hex_format (from, id));
      return FALSE;
    }
  return TRUE;
}

gboolean
adj_los_trace (const AdjHexMap *map, const guint8 *units, AdjHex from, AdjHex to,
               AdjLosResult *result, GError **error)
{
  Ctx x;
  AdjHexStep line[MAX_STEPS];

  adj_los_result_init (result);
  if (!check_ends (map, from, to, error))
    return FALSE;
  ctx_init (&x, map, units, from, to);
  result->from = from;
  result->to = to;
  result->from_level = x.fl;
  result->to_level = x.tl;
  result->los_case = x.los_case;
  result->distance = adj_hexgrid_distance (x.grid, from, to);
  result->needed = result->distance >= 2;

  guint n = adj_hexline_fill (x.grid, from, to, line, MAX_STEPS);
  for (guint i = 0; i < n; i++)
    {
      AdjLosStep step = { .n = line[i].n };
      for (guint k = 0; k < step.n; k++)
        {
          judge (&x, line[i].hex[k], &step.hex[k]);
          if (step.hex[k].blocks != ADJ_LOS_OK && result->blocked_step < 0)
            {
              result->blocked_step = (int) i;
              result->blocked_hex = k;
              result->rule = step.hex[k].blocks;
              result->clear = FALSE;
            }
        }
      g_array_append_val (result->steps, step);
    }
  /* 9.52 applies only to fire that happens. */
  for (guint i = 0; i < n && result->clear; i++)
    for (guint k = 0; k < line[i].n; k++)
      if (g_array_index (result->steps, AdjLosStep, i).hex[k].misguided)
        g_array_append_val (result->misguided, line[i].hex[k]);
  return TRUE;
}

guint
adj_los_visible (const AdjHexMap *map, const guint8 *units, AdjHex from, guint8 *visible,
                 GError **error)
{
  guint size = adj_hexmap_size (map);
  guint count = 0;
  AdjHexStep line[MAX_STEPS];

  memset (visible, 0, size);
  if (!adj_hexgrid_check (adj_hexmap_get_grid (map), from, error))
    return 0;
  for (guint t = 0; t < size; t++)
    {
      AdjHex to = adj_hexmap_hex_at (map, t);
      Ctx x;
      gboolean clear = TRUE;

      if (adj_hex_equal (to, from))
        continue;
      ctx_init (&x, map, units, from, to);
      guint n = adj_hexline_fill (x.grid, from, to, line, MAX_STEPS);
      for (guint i = 0; i < n && clear; i++)
        for (guint k = 0; k < line[i].n && clear; k++)
          {
            AdjLosHex h;
            judge (&x, line[i].hex[k], &h);
            clear = h.blocks == ADJ_LOS_OK;
          }
      visible[t] = (guint8) clear;
      count += clear;
    }
  return count;
}

static json_object *
los_adj_hex_to_json (const AdjLosHex *h)
{
  json_object *obj = json_object_new_object ();
  json_object_object_add (obj, "hex", adj_hex_to_json (h->hex));
  if (!h->on_map)
    json_object_object_add (obj, "off_map", json_object_new_boolean (TRUE));
  json_object_object_add (obj, "level", json_object_new_int (h->level));
  json_object_object_add (obj, "terrain", json_object_new_string (adj_terrain_to_string (h->terrain)));
  json_object_object_add (obj, "unit", json_object_new_string (adj_unit_presence_to_string (h->unit)));
  json_object_object_add (obj, "to_firer", json_object_new_int (h->to_firer));
  json_object_object_add (obj, "to_target", json_object_new_int (h->to_target));
  if (h->blocks != ADJ_LOS_OK)
    json_object_object_add (obj, "blocks", json_object_new_string (adj_los_rule_text (h->blocks)));
  if (h->slope)
    json_object_object_add (obj, "slope", adj_hexside_to_json (h->hex, h->slope_across));
  if (h->misguided)
    json_object_object_add (obj, "misguided", json_object_new_boolean (TRUE));
  return obj;
}

json_object *
adj_los_result_to_json (const AdjLosResult *r)
{
  json_object *out = json_object_new_object ();
  json_object *steps = json_object_new_array ();
  json_object *misguided = json_object_new_array ();
  const AdjLosHex *blocker = adj_los_result_blocker (r);

  json_object_object_add (out, "from", adj_hex_to_json (r->from));
  json_object_object_add (out, "to", adj_hex_to_json (r->to));
  json_object_object_add (out, "from_level", json_object_new_int (r->from_level));
  json_object_object_add (out, "to_level", json_object_new_int (r->to_level));
  json_object_object_add (out, "distance", json_object_new_int (r->distance));
  json_object_object_add (out, "case", json_object_new_string (adj_los_case_to_string (r->los_case)));
  json_object_object_add (out, "los_needed", json_object_new_boolean (r->needed));
  json_object_object_add (out, "clear", json_object_new_boolean (r->clear));
  if (blocker != NULL)
    {
      const AdjLosStep *step = &g_array_index (r->steps, AdjLosStep, r->blocked_step);
      json_object *by = json_object_new_object ();
      json_object_object_add (by, "hex", adj_hex_to_json (blocker->hex));
      if (step->n == 2)
        json_object_object_add (by, "hexside", adj_hexside_to_json (step->hex[0].hex, step->hex[1].hex));
      if (blocker->slope)
        {
          json_object_object_add (by, "slope", adj_hexside_to_json (blocker->hex, blocker->slope_across));
          json_object_object_add (by, "slope_kind", json_object_new_string (
                                      adj_side_feature_to_string (blocker->slope)));
        }
      json_object_object_add (by, "rule", json_object_new_string (adj_los_rule_text (r->rule)));
      json_object_object_add (by, "key", json_object_new_string (adj_los_rule_key (r->rule)));
      json_object_object_add (out, "blocked_by", by);
    }
  else
    json_object_object_add (out, "blocked_by", NULL);
  for (guint i = 0; i < r->steps->len; i++)
    {
      const AdjLosStep *step = &g_array_index (r->steps, AdjLosStep, i);
      json_object *pair = json_object_new_array ();
      for (guint k = 0; k < step->n; k++)
        json_object_array_add (pair, los_adj_hex_to_json (&step->hex[k]));
      json_object_array_add (steps, pair);
    }
  json_object_object_add (out, "steps", steps);
  for (guint i = 0; i < r->misguided->len; i++)
    json_object_array_add (misguided, adj_hex_to_json (g_array_index (r->misguided, AdjHex, i)));
  json_object_object_add (out, "misguided_fire", misguided);
  return out;
}
