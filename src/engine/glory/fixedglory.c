#include "glory/fixedglory.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/modifier.h"

#define FG "Fixed Glory"

const char *
adj_fixed_result_to_string (AdjFixedResult result)
{
  switch (result)
    {
    case ADJ_FIXED_CHECK: return "morale-check";
    case ADJ_FIXED_DISORDER: return "disorder";
    default: return "miss";
    }
}

const char *
adj_fixed_phase_to_string (AdjFixedPhase phase)
{
  switch (phase)
    {
    case ADJ_FIXED_PHASE_BOMBARDMENT: return "bombardment";
    case ADJ_FIXED_PHASE_DEFENSIVE: return "defensive";
    case ADJ_FIXED_PHASE_OFFENSIVE: return "offensive";
    default: return "any";
    }
}

int
adj_fixed_auto_max (int fp)
{
  /* (FP - 12) / 3 rounded down, also below zero. */
  int n = fp - 12;
  return n >= 0 ? n / 3 : -((-n + 2) / 3);
}

AdjFixedResult
adj_fixed_fire_result (int fp, int drm, int face)
{
  int m = CLAMP (face + drm, 0, 9); /* the DRMs peg at the table's rows */
  if (m == 9)
    return ADJ_FIXED_MISS;
  if (m <= adj_fixed_auto_max (fp))
    return ADJ_FIXED_DISORDER;
  return m <= fp ? ADJ_FIXED_CHECK : ADJ_FIXED_MISS;
}

void
adj_fixed_fire_input_clear (AdjFixedFireInput *input)
{
  for (guint h = 0; h < input->n_hexes; h++)
    {
      g_free (input->hexes[h].hex_id);
      for (guint u = 0; u < input->hexes[h].n_units; u++)
        g_free (input->hexes[h].units[u].name);
    }
  for (guint i = 0; i < input->n_terrain; i++)
    g_free (input->terrain[i]);
  g_free (input->terrain);
  g_clear_pointer (&input->modifiers, g_array_unref);
  g_free (input->range_chart);
  memset (input, 0, sizeof *input);
}

void
adj_fixed_fire_result_clear (AdjFixedFireResult *result)
{
  g_clear_pointer (&result->firepower, g_array_unref);
  g_clear_pointer (&result->modifiers, g_array_unref);
  g_clear_pointer (&result->notes, g_array_unref);
  memset (result, 0, sizeof *result);
}

void
adj_fixed_fire_table (int fp, int drm, AdjFixedFireResult *res)
{
  if (res->firepower == NULL)
    res->firepower = adj_modifiers_new ();
  if (res->modifiers == NULL)
    res->modifiers = adj_modifiers_new ();
  if (res->notes == NULL)
    res->notes = adj_combat_notes_new ();
  res->fp = fp;
  res->drm = drm;
  res->p_miss = res->p_check = res->p_disorder = 0;
  for (int face = 0; face <= 9; face++)
    {
      res->face_result[face] = adj_fixed_fire_result (fp, drm, face);
      switch (res->face_result[face])
        {
        case ADJ_FIXED_MISS: res->p_miss += 0.1; break;
        case ADJ_FIXED_CHECK: res->p_check += 0.1; break;
        default: res->p_disorder += 0.1; break;
        }
    }
}

typedef struct {
  double rate;           /* FP per SP, to fire the best 4 SP */
  int sp;
  int mod;               /* artillery: range DRM, capped at its SPs */
  const char *what;
  const char *name;
  gboolean artillery, halve;
} Share;

static int
share_fp (const Share *s, int k)
{
  if (s->artillery)
    return MAX (0, k + MIN (s->mod, k));
  if (s->halve)
    return (k + 1) / 2;
  return (int) (s->rate * k);
}

static int
compare_shares (const void *a, const void *b)
{
  double ra = ((const Share *) a)->rate, rb = ((const Share *) b)->rate;
  return ra < rb ? 1 : ra > rb ? -1 : 0;
}

gboolean
adj_fixed_hex_firepower (const AdjFixedHex *hex, const AdjCombatCharts *charts,
                         const char *range_chart, int *fp, GArray *parts, GArray *notes,
                         GError **error)
{
  Share shares[ADJ_STACK_MAX_UNITS + 1];
  guint n = 0;
  int art_sp = 0, worst = G_MAXINT, total_sp = 0;
  /* Guns above the target shorten the range, to no less than 2 hexes. */
  int range = hex->range >= 2 ? MAX (2, hex->range - MAX (hex->height, 0)) : hex->range;

  *fp = 0;
  for (guint u = 0; u < hex->n_units; u++)
    {
      const AdjCombatUnit *unit = &hex->units[u];
      const char *label = adj_combat_unit_label (unit);
      if (adj_combat_kind_is_artillery (unit->kind))
        {
          gboolean in_range;
          int drm;
          if (unit->disordered)
            {
              adj_combat_notes_add (notes, ADJ_NOTE_INFO, "9.12", _("%s at %s is disordered and may not fire"), label,
                                    hex->hex_id);
              continue;
            }
          if (!adj_combat_charts_range (charts, range_chart, unit->gun, range, &in_range, &drm, NULL, error))
            return FALSE;
          if (!in_range)
            {
              adj_combat_notes_add (notes, ADJ_NOTE_INFO, "9.11", 
                                    /* TRANSLATORS: a battery, its hex, its range type (S, M or L), a distance */
                                    g_dngettext (GETTEXT_PACKAGE, "%s at %s (%s guns) cannot reach %d hex",
                                                 "%s at %s (%s guns) cannot reach %d hexes", (gulong) range),
                                    label, hex->hex_id, adj_gun_range_to_string (unit->gun), range);
              continue;
            }
          art_sp += unit->strength;
          worst = MIN (worst, drm);
          continue;
        }
      if (hex->range > 1)
        {
          adj_combat_notes_add (notes, ADJ_NOTE_INFO, FG, _("%s at %s fires only at an adjacent hex"), label,
                                hex->hex_id);
          continue;
        }
      Share s = { 1.0, unit->strength, 0, NULL, label, FALSE, FALSE };
      if (adj_combat_kind_is_foot (unit->kind))
        {
          gboolean as_disordered = unit->disordered || hex->town;
          s.rate = as_disordered ? 1.0 : 2.0;
          s.what = unit->disordered ? _("disordered infantry")
                   : hex->town ? _("infantry in a town, as if disordered") : _("good-order infantry");
        }
      else if (unit->disordered)
        {
          s.rate = 0.5;
          s.halve = TRUE;
          s.what = _("disordered mounted cavalry, half an FP per SP rounded up");
        }
      else
        s.what = _("good-order mounted cavalry");
      total_sp += s.sp;
      shares[n++] = s;
    }
  if (art_sp > 0)
    {
      /* 4 SP of guns at most, and the range never more than doubles them. */
      int sp = MIN (art_sp, ADJ_FIXED_MAX_HEX_SP);
      Share s = { (double) (sp + MIN (worst, sp)) / sp, art_sp, worst, _("artillery SPs plus the worst range DRM"),
                  _("guns"), TRUE, FALSE };
      total_sp += art_sp;
      shares[n++] = s;
    }
  qsort (shares, n, sizeof (Share), compare_shares);
  int left = ADJ_FIXED_MAX_HEX_SP;
  for (guint i = 0; i < n && left > 0; i++)
    {
      int k = MIN (left, shares[i].sp);
      int f = share_fp (&shares[i], k);
      left -= k;
      *fp += f;
      if (shares[i].artillery)
        /* TRANSLATORS: "artillery SPs plus the worst range DRM", a hex, then numbers */
        adj_modifiers_add (parts, f, FG, _("%s at %s: %d SP %+d range DRM (at most doubled) = %d FP"),
                           shares[i].what, hex->hex_id, k, MIN (shares[i].mod, k), f);
      else
        /* TRANSLATORS: a unit, its hex, its strength points, how they count (e.g.
         * "good-order infantry"), the fire points */
        adj_modifiers_add (parts, f, FG, _("%s at %s: %d SP, %s = %d FP"), shares[i].name, hex->hex_id, k,
                           shares[i].what, f);
    }
  if (total_sp > ADJ_FIXED_MAX_HEX_SP)
    adj_combat_notes_add (notes, ADJ_NOTE_INFO, FG, _("%s has %d SP: at most %d fire from a hex"),
                          hex->hex_id, total_sp, ADJ_FIXED_MAX_HEX_SP);
  return TRUE;
}

/* Who may fire in the phase (Fixed Glory house rules): only artillery bombards; defensive
 * and offensive fire are at adjacent enemies; phasing artillery does not
 * take part in offensive fire. The FP still counts what was entered. */
static void
phase_notes (const AdjFixedFireInput *in, GArray *notes)
{
  for (guint h = 0; h < in->n_hexes && in->phase != ADJ_FIXED_PHASE_ANY; h++)
    {
      const AdjFixedHex *hex = &in->hexes[h];
      if (in->phase != ADJ_FIXED_PHASE_BOMBARDMENT && hex->range > 1)
        adj_combat_notes_add (notes, ADJ_NOTE_ILLEGAL, FG,
                              /* TRANSLATORS: a hex and its distance */
                              in->phase == ADJ_FIXED_PHASE_DEFENSIVE
                                ? g_dngettext (GETTEXT_PACKAGE, "%s is %d hex away: defensive fire is at adjacent enemies only",
                                               "%s is %d hexes away: defensive fire is at adjacent enemies only",
                                               (gulong) hex->range)
                                : g_dngettext (GETTEXT_PACKAGE, "%s is %d hex away: offensive fire is at adjacent enemies only",
                                               "%s is %d hexes away: offensive fire is at adjacent enemies only",
                                               (gulong) hex->range),
                              hex->hex_id, hex->range);
      for (guint u = 0; u < hex->n_units; u++)
        {
          const AdjCombatUnit *unit = &hex->units[u];
          gboolean gun = adj_combat_kind_is_artillery (unit->kind);
          if (in->phase == ADJ_FIXED_PHASE_BOMBARDMENT && !gun)
            adj_combat_notes_add (notes, ADJ_NOTE_ILLEGAL, FG, _("%s at %s: only artillery bombards"),
                                  adj_combat_unit_label (unit), hex->hex_id);
          else if (in->phase == ADJ_FIXED_PHASE_OFFENSIVE && gun)
            adj_combat_notes_add (notes, ADJ_NOTE_ILLEGAL, FG,
                                  _("%s at %s: the phasing artillery fires only when it bombards, before moving"),
                                  adj_combat_unit_label (unit), hex->hex_id);
        }
    }
}

gboolean
adj_fixed_fire_resolve (const AdjFixedFireInput *in, const AdjCombatCharts *charts,
                        AdjFixedFireResult *res, GError **error)
{
  int raw = 0, drm;

  memset (res, 0, sizeof *res);
  res->firepower = adj_modifiers_new ();
  res->modifiers = adj_modifiers_new ();
  res->notes = adj_combat_notes_new ();
  for (guint h = 0; h < in->n_hexes; h++)
    {
      int fp;
      if (!adj_fixed_hex_firepower (&in->hexes[h], charts, in->range_chart, &fp, res->firepower,
                                    res->notes, error))
        return FALSE;
      raw += fp;
    }
  res->raw_fp = raw;
  phase_notes (in, res->notes);
  if (raw > ADJ_FIXED_MAX_FP)
    adj_combat_notes_add (res->notes, ADJ_NOTE_INFO, FG, _("%d FP: at most %d hit a hex"), raw, ADJ_FIXED_MAX_FP);
  for (guint i = 0; i < in->n_terrain; i++)
    {
      const AdjChartCell *cell;
      if (!adj_combat_charts_fixed (charts, in->terrain[i], &drm, &cell, error))
        return FALSE;
      adj_modifiers_add (res->modifiers, drm, FG, "%s (%s)", in->terrain[i], adj_combat_cell_tag (cell));
    }
  for (guint i = 0; in->modifiers != NULL && i < in->modifiers->len; i++)
    {
      const AdjModifier *m = &g_array_index (in->modifiers, AdjModifier, i);
      adj_modifiers_add (res->modifiers, m->value, m->rule, "%s", m->text);
    }
  adj_fixed_fire_table (MIN (raw, ADJ_FIXED_MAX_FP), adj_modifiers_total (res->modifiers), res);

  for (guint t = 0; t < in->n_targets; t++)
    res->p_unit_disordered[t] = res->p_disorder
                                + res->p_check * adj_ccdr_fail_faces (in->cohesion[t], 0) / 10.0;
  if (in->has_roll)
    {
      res->has_roll = TRUE;
      res->result = res->face_result[in->roll];
    }
  if (in->has_roll && in->has_check_roll)
    {
      res->has_check_roll = TRUE;
      res->check_roll = in->check_roll;
      for (guint t = 0; t < in->n_targets; t++)
        res->unit_fails[t] = res->result == ADJ_FIXED_DISORDER
                             || (res->result == ADJ_FIXED_CHECK && in->check_roll > in->cohesion[t]);
    }
  return TRUE;
}

gboolean
adj_fixed_artillery_melee (const AdjCombatCharts *charts, const char *range_chart,
                           const AdjCombatUnit *gun, gboolean through_rear, int *strength,
                           GError **error)
{
  gboolean in_range;
  int drm;

  if (through_rear || gun->disordered)
    {
      *strength = 1;
      return TRUE;
    }
  if (!adj_combat_charts_range (charts, range_chart, gun->gun, 1, &in_range, &drm, NULL, error))
    return FALSE;
  int fp = gun->strength + (in_range ? MIN (drm, gun->strength) : 0);
  *strength = MAX (1, (fp + 1) / 2);
  return TRUE;
}

gboolean
adj_fixed_melee_drms (const AdjChargeInput *in, const AdjCombatCharts *charts, guint active,
                      GArray *mods, GError **error)
{
  gboolean open = TRUE, bridge = FALSE;
  int drm;
  const AdjChartCell *cell;

  for (guint a = 0; a < in->n_attackers; a++)
    {
      gboolean clear = FALSE;
      if (!(active & (1u << a)))
        continue;
      for (guint i = 0; i < in->attackers[a].n_terrain; i++)
        clear |= g_strcmp0 (in->attackers[a].terrain[i].terrain, "clear") == 0;
      open &= clear;
      bridge |= in->attackers[a].across_bridge;
    }
  if (open)
    {
      if (!adj_combat_charts_fixed (charts, "melee-open-ground", &drm, &cell, error))
        return FALSE;
      adj_modifiers_add (mods, drm, FG, _("every charging hex is in the open (%s)"), adj_combat_cell_tag (cell));
    }
  if (bridge)
    {
      if (!adj_combat_charts_fixed (charts, "melee-bridge", &drm, &cell, error))
        return FALSE;
      adj_modifiers_add (mods, drm, FG, _("a charging unit crosses a bridge (%s)"), adj_combat_cell_tag (cell));
    }
  return TRUE;
}
