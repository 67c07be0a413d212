#include "glory/combateffects.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"

static void
effect_clear (gpointer data)
{
  g_free (((AdjEffect *) data)->text);
}

GArray *
adj_effects_new (void)
{
  GArray *effects = g_array_new (FALSE, TRUE, sizeof (AdjEffect));
  g_array_set_clear_func (effects, effect_clear);
  return effects;
}

const char *
adj_effect_kind_to_string (AdjEffectKind kind)
{
  static const char *const names[] = {
    "check", "disorder", "retreat", "displace", "withdraw", "eliminate", "advance",
    "continued-attack", "counter-attack",
  };
  return (guint) kind < G_N_ELEMENTS (names) ? names[kind] : "unknown";
}

const char *
adj_combat_side_to_string (AdjCombatSide side)
{
  return side == ADJ_SIDE_ATTACKER ? "attacker" : "defender";
}

const char *
adj_condition_to_string (AdjUnitCondition condition)
{
  static const char *const names[] = { "good-order", "disordered", "withdrawn", "eliminated" };
  return (guint) condition < G_N_ELEMENTS (names) ? names[condition] : "unknown";
}

static AdjEffect *
add (GArray *effects, AdjEffectKind kind, AdjCombatSide side, guint stack, guint unit,
     const char *rule, const char *format, ...) G_GNUC_PRINTF (7, 8);

static AdjEffect *
add (GArray *effects, AdjEffectKind kind, AdjCombatSide side, guint stack, guint unit,
     const char *rule, const char *format, ...)
{
  va_list args;
  AdjEffect e = { .kind = kind, .side = side, .stack = stack, .unit = unit, .rule = rule };
  va_start (args, format);
  e.text = g_strdup_vprintf (format, args);
  va_end (args);
  g_array_append_val (effects, e);
  return &g_array_index (effects, AdjEffect, effects->len - 1);
}

static void
add_check (GArray *effects, AdjCombatSide side, guint s, guint u, const AdjCombatUnit *unit,
           int drm, const char *rule)
{
  int cohesion = adj_combat_unit_cohesion (unit, NULL);
  gboolean lowered = cohesion != unit->cohesion;
  AdjEffect *e = add (effects, ADJ_EFFECT_CHECK, side, s, u, rule,
                      /* TRANSLATORS: a unit and its cohesion rating; 12.4 lowers it for
                       * disordered cavalry without a disordered side */
                      drm ? (lowered ? _("%s checks cohesion (%d by 12.4, +2 at night)")
                                     : _("%s checks cohesion (%d, +2 at night)"))
                          : (lowered ? _("%s checks cohesion (%d by 12.4)") : _("%s checks cohesion (%d)")),
                      adj_combat_unit_label (unit), cohesion);
  e->cohesion = cohesion;
  e->drm = drm;
  e->p_fail = adj_ccdr_fail_faces (cohesion, drm) / 10.0;
}

static void
add_retreat (GArray *effects, AdjCombatSide side, guint s, guint u, const AdjCombatUnit *unit,
             const char *rule)
{
  int max = adj_combat_kind_max_retreat (unit->kind);
  AdjEffect *e = add (effects, ADJ_EFFECT_RETREAT, side, s, u, rule,
                      max > 1 ? _("%s retreats one or two hexes") : _("%s retreats one hex"),
                      adj_combat_unit_label (unit));
  e->hexes_min = 1;
  e->hexes_max = max;
}

/* One side's units under @flags: checks, then Disorders, then retreats
 * (11.25: the result's checks come before any retreat Disorder). */
static void
side_effects (const AdjChargeInput *in, AdjCombatSide side, guint active, guint flags, GArray *effects)
{
  const AdjCombatStack *stacks = side == ADJ_SIDE_ATTACKER ? in->attackers : in->defenders;
  guint n = side == ADJ_SIDE_ATTACKER ? in->n_attackers : in->n_defenders;
  int night = in->night ? 2 : 0; /* 13: +2 to every check a charge causes */

  if (flags == 0)
    return;
  for (guint pass = 0; pass < 3; pass++)
    for (guint s = 0; s < n; s++)
      for (guint u = 0; (active & (1u << s)) && u < stacks[s].n_units; u++)
        {
          const AdjCombatUnit *unit = &stacks[s].units[u];
          gboolean gun = adj_combat_kind_is_artillery (unit->kind);
          if (side == ADJ_SIDE_ATTACKER && !gun && !unit->charging)
            continue;
          if (gun && in->fixed_glory)
            {
              if (pass == 0)
                add (effects, ADJ_EFFECT_ELIMINATE, side, s, u, "Fixed Glory",
                     _("%s loses a melee: artillery is eliminated"), adj_combat_unit_label (unit));
              continue;
            }
          if (pass == 0 && (gun ? side == ADJ_SIDE_DEFENDER : (flags & ADJ_RESULT_CHECK) != 0))
            add_check (effects, side, s, u, unit, night, gun ? "10.28" : "10.29");
          if (pass == 1 && (gun ? side == ADJ_SIDE_ATTACKER : (flags & ADJ_RESULT_DISORDER) != 0))
            add (effects, ADJ_EFFECT_DISORDER, side, s, u, gun ? "10.28" : "10.29", _("%s is disordered"),
                 adj_combat_unit_label (unit));
          /* 10.28: defending artillery retreats whenever its infantry loses. */
          if (pass == 2 && ((flags & ADJ_RESULT_RETREAT) || (gun && side == ADJ_SIDE_DEFENDER)))
            add_retreat (effects, side, s, u, unit, gun ? "10.28" : "11.21");
        }
}

static void
advance (const AdjChargeInput *in, guint active, guint into, gboolean if_vacated,
         gboolean continued, GArray *effects)
{
  int best = ADJ_COHESION_NONE;
  for (guint a = 0; a < in->n_attackers; a++)
    {
      const AdjCombatUnit *top = adj_combat_stack_top_fighter (&in->attackers[a]);
      if ((active & (1u << a)) && top && top->charging)
        best = MAX (best, adj_combat_unit_cohesion (top, NULL));
    }
  guint ties = 0;
  for (guint a = 0; a < in->n_attackers; a++)
    {
      const AdjCombatUnit *top = adj_combat_stack_top_fighter (&in->attackers[a]);
      if (!(active & (1u << a)) || !top || !top->charging || adj_combat_unit_cohesion (top, NULL) != best)
        continue;
      guint u = (guint) (top - in->attackers[a].units);
      AdjEffect *e = add (effects, ADJ_EFFECT_ADVANCE, ADJ_SIDE_ATTACKER, a, u, "11.31",
                          if_vacated ? _("%s, the top charging unit with the best cohesion, advances "
                                         "if the defenders' hex empties")
                                     : _("%s, the top charging unit with the best cohesion, advances"),
                          adj_combat_unit_label (top));
      e->into = into;
      e->if_vacated = if_vacated;
      e->choice = ++ties > 1;
      if (in->night)
        add (effects, ADJ_EFFECT_DISORDER, ADJ_SIDE_ATTACKER, a, u, "13",
             _("%s advanced at night and is disordered"), adj_combat_unit_label (top))->after_advance = TRUE;
      if (continued)
        add (effects, ADJ_EFFECT_CONTINUED_ATTACK, ADJ_SIDE_ATTACKER, a, u, "11.32",
             _("%s may charge again the enemy now in its frontal hexes"),
             adj_combat_unit_label (top))->after_advance = TRUE;
    }
  /* Mark every tied option as a choice once there are several. */
  for (guint i = effects->len; ties > 1 && i-- > 0;)
    {
      AdjEffect *e = &g_array_index (effects, AdjEffect, i);
      if (e->kind == ADJ_EFFECT_ADVANCE)
        e->choice = TRUE;
    }
}

void
adj_charge_effects (const AdjChargeInput *in, guint active, const AdjChargeOutcome *o, GArray *effects)
{
  guint all_def = (1u << in->n_defenders) - 1;

  if (o->row == ADJ_CHARGE_NO_CHARGE)
    return;
  if (o->eliminated)
    {
      for (guint d = 0; d < in->n_defenders; d++)
        for (guint u = 0; u < in->defenders[d].n_units; u++)
          add (effects, ADJ_EFFECT_ELIMINATE, ADJ_SIDE_DEFENDER, d, u, "10.28",
               _("%s, artillery defending alone, is eliminated"), adj_combat_unit_label (&in->defenders[d].units[u]));
      advance (in, active, all_def, FALSE, FALSE, effects);
      return;
    }
  side_effects (in, ADJ_SIDE_ATTACKER, active, o->attacker, effects);
  side_effects (in, ADJ_SIDE_DEFENDER, all_def, o->defender, effects);
  if (o->defender & ADJ_RESULT_RETREAT)
    advance (in, active, all_def, FALSE, o->offer == ADJ_OFFER_CONTINUED_ATTACK, effects);
  else if (o->defender != 0 && !(o->attacker & ADJ_RESULT_RETREAT))
    advance (in, active, all_def, TRUE, FALSE, effects);
  if (o->offer == ADJ_OFFER_COUNTER_ATTACK)
    for (guint d = 0; d < in->n_defenders; d++)
      for (guint u = 0; u < in->defenders[d].n_units; u++)
        if (!adj_combat_kind_is_artillery (in->defenders[d].units[u].kind))
          add (effects, ADJ_EFFECT_COUNTER_ATTACK, ADJ_SIDE_DEFENDER, d, u, "11.33",
               _("%s may advance into the vacated hex and counter-charge"),
               adj_combat_unit_label (&in->defenders[d].units[u]))->choice = TRUE;
}

static gboolean refuse (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
refuse (GError **error, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  if (error != NULL)
    *error = g_error_new_valist (ADJ_ERROR, ADJ_ERROR_INVALID, format, args);
  va_end (args);
  return FALSE;
}

gboolean
adj_retreat_path_check (const AdjRetreatPath *path, const AdjCombatUnit *unit, GError **error)
{
  const char *name = adj_combat_unit_label (unit);
  int max = adj_combat_kind_max_retreat (unit->kind);
  int hexes = MAX (path->hexes, 1);

  if (path->blocked && path->off_map)
    return refuse (error, _("a retreat with no path cannot also leave the map (11.27)"));
  if (path->blocked || path->off_map)
    return TRUE;
  if ((guint) path->crossing > ADJ_CROSS_STREAM_BRIDGE)
    return refuse (error, _("unknown crossing %d"), path->crossing);
  if (path->hexes < 0 || path->hexes > max)
    return refuse (error, max > 1 ? _("%s retreats one or two hexes (11.22)")
                                  : _("%s retreats one hex (11.22)"), name);
  if (path->enemy_frontal_hexes < 0 || path->enemy_frontal_hexes > hexes)
    /* TRANSLATORS: a unit, the hexes it retreats, the same number again */
    return refuse (error, g_dngettext (GETTEXT_PACKAGE,
                                       "%s retreats %d hex, so it enters at most %d enemy frontal hex (11.25)",
                                       "%s retreats %d hexes, so it enters at most %d enemy frontal hexes (11.25)",
                                       (gulong) hexes),
                   name, hexes, hexes);
  return TRUE;
}

void
adj_retreat_effects (AdjCombatSide side, guint s, guint u, const AdjCombatUnit *unit,
                     const AdjRetreatPath *path, GArray *effects)
{
  const char *name = adj_combat_unit_label (unit);
  gboolean gun = adj_combat_kind_is_artillery (unit->kind);

  if (path->blocked)
    {
      add (effects, ADJ_EFFECT_ELIMINATE, side, s, u, "11.27", _("%s has no retreat path and is eliminated"), name);
      return;
    }
  if (path->off_map)
    {
      add (effects, ADJ_EFFECT_WITHDRAW, side, s, u, "11.27", _("%s retreats off the map and is withdrawn"), name);
      return;
    }
  if (path->hexes > 0)
    {
      AdjEffect *e = add (effects, ADJ_EFFECT_RETREAT, side, s, u, "11.21",
                          path->hexes > 1 ? _("%s retreats two hexes") : _("%s retreats one hex"), name);
      e->hexes_min = e->hexes_max = path->hexes;
    }
  else
    add_retreat (effects, side, s, u, unit, "11.21");
  if (path->crossing == ADJ_CROSS_FORD || path->crossing == ADJ_CROSS_BRIDGE
      || (path->crossing == ADJ_CROSS_STREAM_BRIDGE && gun))
    add (effects, ADJ_EFFECT_DISORDER, side, s, u, "11.24",
         path->crossing == ADJ_CROSS_FORD ? _("%s retreated across a ford") : _("%s retreated across a bridge"),
         name);
  for (int i = 0; i < path->enemy_frontal_hexes; i++)
    add (effects, ADJ_EFFECT_DISORDER, side, s, u, "11.25", _("%s retreated into an enemy frontal hex"), name);
}

void
adj_displace_effects (AdjCombatSide side, const AdjCombatUnit *unit, gboolean night, GArray *effects)
{
  add (effects, ADJ_EFFECT_DISPLACE, side, ADJ_EFFECT_OTHER_UNIT, 0, "11.26",
       _("%s is displaced one hex to open the retreat"), adj_combat_unit_label (unit));
  add_check (effects, side, ADJ_EFFECT_OTHER_UNIT, 0, unit, night ? 2 : 0, "11.26");
}

void
adj_combat_state_init (AdjCombatState *state, const AdjChargeInput *in)
{
  memset (state, 0, sizeof *state);
  state->n_stacks[ADJ_SIDE_ATTACKER] = in->n_attackers;
  state->n_stacks[ADJ_SIDE_DEFENDER] = in->n_defenders;
  for (guint side = 0; side < 2; side++)
    for (guint s = 0; s < state->n_stacks[side]; s++)
      {
        const AdjCombatStack *st = side == ADJ_SIDE_ATTACKER ? &in->attackers[s] : &in->defenders[s];
        state->n_units[side][s] = st->n_units;
        for (guint u = 0; u < st->n_units; u++)
          {
            state->unit[side][s][u] = st->units[u].disordered ? ADJ_COND_DISORDERED : ADJ_COND_GOOD_ORDER;
            state->kind[side][s][u] = st->units[u].kind;
          }
      }
}

AdjUnitCondition
adj_condition_disorder (AdjUnitCondition condition, AdjCombatKind kind)
{
  if (condition == ADJ_COND_GOOD_ORDER)
    return ADJ_COND_DISORDERED;
  if (condition == ADJ_COND_DISORDERED)
    return adj_combat_kind_is_artillery (kind) ? ADJ_COND_ELIMINATED : ADJ_COND_WITHDRAWN;
  return condition;
}
