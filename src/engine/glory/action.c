/* Actions: constructors, equality and the types' names. The pure apply is
 * in actionapply.c, the one-line descriptions in actiondescribe.c. */
#include "glory/action.h"

#include <string.h>

#include "core/cup.h"
#include "core/dice.h"
#include "core/i18n.h"
#include "glory/gamestate-private.h"

AdjRoll
adj_roll_typed (int value)
{
  return (AdjRoll) { value, FALSE, 0 };
}

AdjRoll
adj_roll_virtual (guint64 seed)
{
  AdjRng rng;
  adj_rng_init (&rng, seed);
  return (AdjRoll) { adj_rng_roll (&rng, ADJ_DIE_D10), TRUE, seed };
}

gboolean
adj_roll_check (const AdjRoll *roll, GError **error)
{
  if (!adj_die_validate (ADJ_DIE_D10, roll->value, error))
    return FALSE;
  if (roll->is_virtual && adj_roll_virtual (roll->seed).value != roll->value)
    return adj_game_state_refuse (error, _("the virtual roll %d does not follow from its seed %llu"),
                                  roll->value, (unsigned long long) roll->seed);
  return TRUE;
}

AdjAction *
adj_action_new (AdjActionType type)
{
  AdjAction *a = g_new0 (AdjAction, 1);
  a->type = type;
  a->side = -1;
  a->target = -1;
  a->leader = -1;
  a->fire_target = -1;
  a->rating = -1;
  return a;
}

AdjAction *
adj_action_copy (const AdjAction *action)
{
  AdjAction *a = g_memdup2 (action, sizeof *action);
  a->items = action->n_items ? g_memdup2 (action->items, action->n_items * sizeof (guint)) : NULL;
  return a;
}

void
adj_action_free (AdjAction *action)
{
  if (action == NULL)
    return;
  g_free (action->items);
  g_free (action);
}

static gboolean
roll_equal (const AdjRoll *a, const AdjRoll *b)
{
  return a->value == b->value && a->is_virtual == b->is_virtual && (!a->is_virtual || a->seed == b->seed);
}

gboolean
adj_action_equal (const AdjAction *a, const AdjAction *b)
{
  if (a->type != b->type || a->side != b->side || a->target != b->target || a->leader != b->leader
      || a->n_items != b->n_items || a->has_roll != b->has_roll || a->facts != b->facts
      || a->hexes != b->hexes || a->mounted != b->mounted || a->draw_virtual != b->draw_virtual
      || a->fire_kind != b->fire_kind || a->fire_target != b->fire_target
      || a->drm != b->drm || a->drm_open != b->drm_open || a->cause != b->cause || a->rating != b->rating
      || (a->draw_virtual && a->draw_seed != b->draw_seed))
    return FALSE;
  if (a->n_items && memcmp (a->items, b->items, a->n_items * sizeof (guint)) != 0)
    return FALSE;
  guint n_rolls = a->type == ADJ_ACTION_INITIATIVE ? 2 : 1;
  for (guint i = 0; a->has_roll && i < n_rolls; i++)
    if (!roll_equal (&a->roll[i], &b->roll[i]))
      return FALSE;
  return TRUE;
}

AdjAction *
adj_action_initiative (AdjRoll first_side, AdjRoll second_side)
{
  AdjAction *a = adj_action_new (ADJ_ACTION_INITIATIVE);
  a->has_roll = TRUE;
  a->roll[0] = first_side;
  a->roll[1] = second_side;
  return a;
}

AdjAction *
adj_action_hold_out (guint side, int am)
{
  AdjAction *a = adj_action_new (ADJ_ACTION_HOLD_OUT);
  a->side = (int) side;
  a->target = am;
  return a;
}

static void
set_items (AdjAction *a, const guint *items, guint n)
{
  a->n_items = n;
  a->items = n ? g_memdup2 (items, n * sizeof (guint)) : NULL;
}

AdjAction *
adj_action_select (guint side, const guint *ams, guint n_ams)
{
  AdjAction *a = adj_action_new (ADJ_ACTION_SELECT);
  a->side = (int) side;
  set_items (a, ams, n_ams);
  return a;
}

AdjAction *
adj_action_draw (guint am)
{
  AdjAction *a = adj_action_new (ADJ_ACTION_DRAW);
  a->target = (int) am;
  return a;
}

AdjAction *
adj_action_draw_virtual (const AdjGameState *state, guint64 seed, GError **error)
{
  g_autoptr (GArray) pool = adj_game_state_pool (state);
  if (adj_game_state_get_phase (state) != ADJ_PHASE_DRAW || pool->len == 0)
    {
      adj_game_state_refuse (error, _("there is nothing to draw now: the pool is drawn from in the "
                             "Activation Phase (3.C.1)"));
      return NULL;
    }
  guint pick;
  adj_cup_draw (pool->len, 1, seed, &pick);
  AdjAction *a = adj_action_draw (g_array_index (pool, guint, pick));
  a->draw_virtual = TRUE;
  a->draw_seed = seed;
  return a;
}

AdjAction *
adj_action_combine (const guint *groups, guint n_groups, AdjRoll roll, guint facts)
{
  AdjAction *a = adj_action_new (ADJ_ACTION_COMBINE);
  set_items (a, groups, n_groups);
  a->has_roll = TRUE;
  a->roll[0] = roll;
  a->facts = facts;
  return a;
}

AdjAction *
adj_action_start (guint group)
{
  AdjAction *a = adj_action_new (ADJ_ACTION_START);
  a->target = (int) group;
  return a;
}

AdjAction *adj_action_advance (void) { return adj_action_new (ADJ_ACTION_ADVANCE); }
AdjAction *adj_action_finish (void) { return adj_action_new (ADJ_ACTION_FINISH); }
AdjAction *adj_action_overrule (void) { return adj_action_new (ADJ_ACTION_OVERRULE); }

AdjAction *
adj_action_rally (guint unit, const AdjRoll *roll, guint facts)
{
  AdjAction *a = adj_action_unit (ADJ_ACTION_RALLY, unit);
  a->has_roll = roll != NULL;
  if (roll)
    a->roll[0] = *roll;
  a->facts = facts;
  return a;
}

AdjAction *
adj_action_recover (guint unit, AdjRoll roll)
{
  AdjAction *a = adj_action_unit (ADJ_ACTION_RECOVER, unit);
  a->has_roll = TRUE;
  a->roll[0] = roll;
  return a;
}

AdjAction *
adj_action_unit (AdjActionType type, guint unit)
{
  AdjAction *a = adj_action_new (type);
  a->target = (int) unit;
  return a;
}

AdjAction *
adj_action_retreat (guint unit, int hexes)
{
  AdjAction *a = adj_action_unit (ADJ_ACTION_RETREAT, unit);
  a->hexes = hexes;
  return a;
}

AdjAction *
adj_action_mount (guint unit, gboolean mounted, guint facts)
{
  AdjAction *a = adj_action_unit (ADJ_ACTION_MOUNT, unit);
  a->mounted = mounted;
  a->facts = facts;
  return a;
}

AdjAction *
adj_action_assign (guint unit, guint leader)
{
  AdjAction *a = adj_action_unit (ADJ_ACTION_ASSIGN, unit);
  a->leader = (int) leader;
  return a;
}

AdjAction *
adj_action_fire (guint unit, AdjFireKind kind, int target)
{
  AdjAction *a = adj_action_unit (ADJ_ACTION_FIRE, unit);
  a->fire_kind = (int) kind;
  a->fire_target = target;
  return a;
}

AdjAction *
adj_action_check (guint unit, AdjRoll roll, int drm, AdjCheckCause cause)
{
  AdjAction *a = adj_action_unit (ADJ_ACTION_CHECK, unit);
  a->has_roll = TRUE;
  a->roll[0] = roll;
  a->drm = drm;
  a->cause = (int) cause;
  return a;
}

AdjAction *
adj_action_check_against (guint unit, AdjRoll roll, int drm, AdjCheckCause cause, int rating)
{
  AdjAction *a = adj_action_check (unit, roll, drm, cause);
  a->rating = rating;
  return a;
}

AdjAction *
adj_action_df_check (guint unit, AdjRoll roll, int drm, const guint *firers, guint n_firers, int rating)
{
  AdjAction *a = adj_action_check_against (unit, roll, drm, ADJ_CHECK_DEFENSIVE_FIRE, rating);
  set_items (a, firers, n_firers);
  return a;
}

AdjAction *
adj_action_charge (AdjRoll roll, int drm)
{
  AdjAction *a = adj_action_new (ADJ_ACTION_CHARGE);
  a->has_roll = TRUE;
  a->roll[0] = roll;
  a->drm = drm;
  return a;
}

AdjAction *
adj_action_charge_by (AdjRoll roll, int drm, const guint *chargers, guint n_chargers)
{
  AdjAction *a = adj_action_charge (roll, drm);
  set_items (a, chargers, n_chargers);
  return a;
}

AdjAction *
adj_action_charge_roll (AdjRoll roll, const guint *chargers, guint n_chargers)
{
  AdjAction *a = adj_action_charge_by (roll, 0, chargers, n_chargers);
  a->drm_open = TRUE;
  return a;
}

/* The types' names in saves and on the CLI. */
static const char *const names[ADJ_ACTION_TYPE_COUNT] = {
  [ADJ_ACTION_INITIATIVE] = "initiative",
  [ADJ_ACTION_HOLD_OUT] = "hold-out",
  [ADJ_ACTION_SELECT] = "select",
  [ADJ_ACTION_DRAW] = "draw",
  [ADJ_ACTION_COMBINE] = "combine",
  [ADJ_ACTION_START] = "start",
  [ADJ_ACTION_ADVANCE] = "advance",
  [ADJ_ACTION_FINISH] = "finish",
  [ADJ_ACTION_RALLY] = "rally",
  [ADJ_ACTION_RECOVER] = "recover",
  [ADJ_ACTION_DISORDER] = "disorder",
  [ADJ_ACTION_WITHDRAW] = "withdraw",
  [ADJ_ACTION_ELIMINATE] = "eliminate",
  [ADJ_ACTION_RETREAT] = "retreat",
  [ADJ_ACTION_MOUNT] = "mount",
  [ADJ_ACTION_ENTER] = "enter",
  [ADJ_ACTION_ASSIGN] = "assign",
  [ADJ_ACTION_FIRE] = "fire",
  [ADJ_ACTION_CHECK] = "check",
  [ADJ_ACTION_CHARGE] = "charge",
  [ADJ_ACTION_OVERRULE] = "overrule",
};

const char *
adj_action_type_to_string (AdjActionType type)
{
  return (guint) type < ADJ_ACTION_TYPE_COUNT ? names[type] : "unknown";
}

gboolean
adj_action_type_from_string (const char *name, AdjActionType *out)
{
  /* Read for every action of a save: the first letter before the rest. */
  for (guint i = 0; name != NULL && i < ADJ_ACTION_TYPE_COUNT; i++)
    if (names[i][0] == name[0] && strcmp (name, names[i]) == 0)
      {
        *out = (AdjActionType) i;
        return TRUE;
      }
  return FALSE;
}
