#include "glory/artillery.h"

#include <string.h>

#include "core/i18n.h"
#include "core/modifier.h"
#include "glory/charge.h"

#define ILLEGAL(rule, ...) adj_combat_notes_add (res->notes, ADJ_NOTE_ILLEGAL, rule, __VA_ARGS__)

void
adj_fire_input_clear (AdjFireInput *input)
{
  for (guint i = 0; i < input->n_guns; i++)
    g_free (input->guns[i].name);
  for (guint i = 0; i < input->n_friends; i++)
    g_free (input->friends[i].name);
  adj_combat_stack_clear (&input->target);
  g_clear_pointer (&input->modifiers, g_array_unref);
  g_free (input->range_chart);
  memset (input, 0, sizeof *input);
}

void
adj_fire_result_clear (AdjFireResult *result)
{
  g_clear_pointer (&result->modifiers, g_array_unref);
  g_clear_pointer (&result->cohesion_modifiers, g_array_unref);
  g_clear_pointer (&result->notes, g_array_unref);
  memset (result, 0, sizeof *result);
}

/* 9.3: the higher strength, +2, and the worst range DRM of the two. */
static gboolean
gun_drms (const AdjFireInput *in, const AdjCombatCharts *charts, AdjFireResult *res, GError **error)
{
  const AdjChart *range_chart = adj_combat_charts_range_chart (charts, in->range_chart);
  gboolean reach = TRUE;

  res->strength_drm = G_MININT;
  res->range_drm = G_MAXINT;
  for (guint g = 0; g < in->n_guns; g++)
    {
      const AdjCombatUnit *gun = &in->guns[g];
      const AdjChartCell *cell;
      gboolean in_range;
      int drm;
      if (gun->disordered)
        ILLEGAL ("9.12", _("%s is disordered: disordered artillery may not fire"), adj_combat_unit_label (gun));
      if (!adj_combat_charts_range (charts, in->range_chart, gun->gun, in->range, &in_range, &drm, &cell, error))
        return FALSE;
      if (!in_range)
        {
          /* TRANSLATORS: a battery, its range type (S, M or L), a distance */
          ILLEGAL ("9.11", g_dngettext (GETTEXT_PACKAGE, "%s (%s guns) cannot reach %d hex",
                                        "%s (%s guns) cannot reach %d hexes", (gulong) in->range),
                   adj_combat_unit_label (gun), adj_gun_range_to_string (gun->gun), in->range);
          reach = FALSE;
        }
      else if (drm < res->range_drm)
        {
          res->range_drm = drm;
          res->range_cell = cell;
        }
      res->strength_drm = MAX (res->strength_drm, gun->strength);
    }
  adj_modifiers_add (res->modifiers, res->strength_drm, "9.23", "%s",
                     in->n_guns > 1 ? _("fire strength (the higher of the two, 9.3)") : _("fire strength"));
  if (!reach || res->range_cell == NULL)
    res->range_drm = 0;
  else
    /* TRANSLATORS: a distance, the range chart's title, where the value comes
     * from ("rulebook", "provisional" or "your chart") */
    adj_modifiers_add (res->modifiers, res->range_drm, in->n_guns > 1 ? "9.3" : "9.23",
                       in->n_guns > 1
                         ? g_dngettext (GETTEXT_PACKAGE, "range %d hex, the worse of the two guns (%s, %s)",
                                        "range %d hexes, the worse of the two guns (%s, %s)", (gulong) in->range)
                         : g_dngettext (GETTEXT_PACKAGE, "range %d hex (%s, %s)", "range %d hexes (%s, %s)",
                                        (gulong) in->range),
                       in->range, range_chart ? adj_chart_get_title (range_chart) : _("range chart"),
                       adj_combat_cell_tag (res->range_cell));
  if (in->n_guns > 1)
    adj_modifiers_add (res->modifiers, 2, "9.3", _("combined fire of two stacked batteries"));
  return TRUE;
}

/* 9.22: one roll hits every unit in the hex, but adjacent fire at two
 * infantry units hits only the top one through a frontal hexside, the
 * bottom one through a rear hexside. */
static void
affected_units (const AdjFireInput *in, AdjFireResult *res)
{
  const AdjCombatStack *t = &in->target;
  gboolean two_foot = t->n_units == 2 && adj_combat_kind_is_foot (t->units[0].kind)
                      && adj_combat_kind_is_foot (t->units[1].kind);
  for (guint u = 0; u < t->n_units; u++)
    res->affected[u] = !(in->range == 1 && two_foot) || u == (in->through_rear ? 1u : 0u);
}

static void
add_face (AdjFireResult *res, const AdjFireOutcome *o, int face)
{
  guint i;
  for (i = 0; i < res->n_outcomes; i++)
    if (res->outcomes[i].row == o->row && res->outcomes[i].misguided == o->misguided)
      break;
  if (i == res->n_outcomes)
    res->outcomes[res->n_outcomes++] = *o;
  res->outcomes[i].faces |= 1u << face;
  res->outcomes[i].probability = adj_bits_count (res->outcomes[i].faces) / 10.0;
}

gboolean
adj_fire_resolve (const AdjFireInput *in, const AdjCombatCharts *charts, AdjFireResult *res,
                  GError **error)
{
  int terrain;

  memset (res, 0, sizeof *res);
  res->modifiers = adj_modifiers_new ();
  res->cohesion_modifiers = adj_modifiers_new ();
  res->notes = adj_combat_notes_new ();
  if (!gun_drms (in, charts, res, error))
    return FALSE;
  if (in->night && in->range > 1)
    ILLEGAL ("13", "%s", _("at night artillery fires at adjacent hexes only"));
  if (in->range > 1 && !in->los_clear)
    ILLEGAL ("9.21", g_dngettext (GETTEXT_PACKAGE, "at %d hex the guns must see the target (9.4)",
                                  "at %d hexes the guns must see the target (9.4)", (gulong) in->range),
             in->range);
  if (!adj_charge_terrain_sum (charts, &in->target, "fire", "9.23", res->modifiers, &terrain, error))
    return FALSE;
  for (guint i = 0; in->modifiers != NULL && i < in->modifiers->len; i++)
    {
      const AdjModifier *m = &g_array_index (in->modifiers, AdjModifier, i);
      adj_modifiers_add (res->modifiers, m->value, m->rule, "%s", m->text);
    }
  res->total_drm = adj_modifiers_total (res->modifiers);
  res->allowed = !adj_combat_notes_any_illegal (res->notes);
  if (in->n_friends > 0)
    adj_combat_notes_add (res->notes, ADJ_NOTE_INFO, "9.52",
                          "%s", _("an unmodified 0, 1 or 2 hits the friendly units next to the target instead: "
                                  "each checks cohesion at +2, and the target is unharmed"));

  for (int face = 0; face <= 9; face++)
    {
      AdjFireOutcome o = { 0 };
      if (in->n_friends > 0 && face <= 2)
        o.misguided = TRUE, o.row = G_MAXUINT;
      else
        {
          o.row = adj_combat_charts_fire_row (charts, face + res->total_drm);
          o.effect = adj_combat_charts_fire_row_at (charts, o.row)->effect;
        }
      add_face (res, &o, face);
    }

  affected_units (in, res);
  for (guint u = 0; u < in->target.n_units; u++)
    {
      const AdjCombatUnit *unit = &in->target.units[u];
      double fail = adj_ccdr_fail_faces (adj_combat_unit_cohesion (unit, res->cohesion_modifiers), 0) / 10.0;
      for (guint i = 0; res->affected[u] && i < res->n_outcomes; i++)
        {
          const AdjFireOutcome *o = &res->outcomes[i];
          gboolean d = (o->effect & ADJ_RESULT_DISORDER) != 0, cc = (o->effect & ADJ_RESULT_CHECK) != 0;
          if (o->misguided || !(d || cc))
            continue;
          res->p_disordered[u] += o->probability * (d ? 1.0 : fail);
          /* 11.11: a second Disorder withdraws the unit. */
          res->p_withdrawn[u] += o->probability * (unit->disordered ? (d ? 1.0 : fail) : (d && cc ? fail : 0));
        }
    }
  for (guint f = 0; f < in->n_friends; f++)
    res->p_friend_disordered[f]
      = 0.3 * adj_ccdr_fail_faces (adj_combat_unit_cohesion (&in->friends[f], res->cohesion_modifiers), 2) / 10.0;

  if (in->has_roll)
    {
      res->has_roll = TRUE;
      res->roll = in->roll;
      res->adjusted = in->roll + res->total_drm;
      for (guint i = 0; i < res->n_outcomes; i++)
        if (res->outcomes[i].faces & (1u << in->roll))
          res->outcome = i;
    }
  return TRUE;
}
