/* The game state and what can be read from it (state.h). */
#include "dog/state-private.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonutil.h"
#include "core/procedure.h"

AdjDogState *
adj_dog_state_new (AdjDogBattle *battle, json_object *options, const char *where, GError **error)
{
  static const char * const known[] = { ADJ_DOG_OPTION_NATIONAL_STAFF, ADJ_DOG_OPTION_SCOUTING,
                                        ADJ_DOG_OPTION_OBJECTIVES, ADJ_PROCEDURE_MEMBER, NULL };
  gboolean national = FALSE, scouting = FALSE, objectives = FALSE;
  int procedure = ADJ_PROCEDURE_CURRENT;
  if (!adj_procedure_from_options (options, ADJ_PROCEDURE_CURRENT, &procedure, where, error))
    return NULL;
  if (options != NULL)
    {
      if (!json_object_is_type (options, json_type_object))
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
          return NULL;
        }
      json_object_object_foreach (options, key, value)
        {
          (void) value;
          if (!g_strv_contains (known, key))
            {
              g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s: '%s' is not an option of Days of Glory"),
                           where, key);
              return NULL;
            }
        }
      if (!adj_json_get_bool_opt (options, ADJ_DOG_OPTION_NATIONAL_STAFF, &national, where, error)
          || !adj_json_get_bool_opt (options, ADJ_DOG_OPTION_SCOUTING, &scouting, where, error)
          || !adj_json_get_bool_opt (options, ADJ_DOG_OPTION_OBJECTIVES, &objectives, where, error))
        return NULL;
    }
  AdjDogState *s = g_new0 (AdjDogState, 1);
  g_atomic_ref_count_init (&s->ref);
  s->battle = adj_dog_battle_ref (battle);
  s->national_staff = national;
  s->scouting = scouting;
  s->objectives = objectives;
  s->procedure = procedure;
  s->step = ADJ_DOG_STEP_SETUP;
  s->initiative = -1;
  s->deploy_first = -1;
  s->last_test.unit = -1;
  guint nu = adj_dog_battle_n_units (battle), ng = adj_dog_battle_n_generals (battle);
  s->units = g_new0 (AdjDogUnitState, MAX (nu, 1));
  for (guint i = 0; i < nu; i++)
    s->units[i].stands = adj_dog_battle_unit (battle, i)->start;
  s->generals = g_new0 (AdjDogGeneralState, MAX (ng, 1));
  for (guint i = 0; i < ng; i++)
    if (adj_dog_battle_general (battle, i)->rank == ADJ_DOG_RANK_GENERAL)
      s->generals[i].grade = ADJ_DOG_GRADE_CAPABLE; /* not diced for (15.1) */
  /* A national table needs each army's side (and a Union army's year):
   * refuse the option now rather than at the first roll. */
  for (int side = 0; side < 2; side++)
    {
      AdjDogStaffTable t;
      GError *local = NULL;
      if (!adj_dog_state_staff_table (s, side, &t, &local))
        {
          g_set_error (error, local->domain, local->code, "%s.%s: %s: %s", where, ADJ_DOG_OPTION_NATIONAL_STAFF,
                       adj_dog_battle_army_name (battle, side), local->message);
          g_error_free (local);
          adj_dog_state_unref (s);
          return NULL;
        }
    }
  return s;
}

AdjDogState *
adj_dog_state_copy (const AdjDogState *s)
{
  AdjDogState *c = g_memdup2 (s, sizeof *s);
  g_atomic_ref_count_init (&c->ref);
  adj_dog_battle_ref (c->battle);
  guint nu = adj_dog_battle_n_units (s->battle), ng = adj_dog_battle_n_generals (s->battle);
  c->units = g_memdup2 (s->units, sizeof (AdjDogUnitState) * MAX (nu, 1));
  c->generals = g_memdup2 (s->generals, sizeof (AdjDogGeneralState) * MAX (ng, 1));
  return c;
}

AdjDogState *
adj_dog_state_ref (AdjDogState *s)
{
  g_atomic_ref_count_inc (&s->ref);
  return s;
}

void
adj_dog_state_unref (AdjDogState *s)
{
  if (s == NULL || !g_atomic_ref_count_dec (&s->ref))
    return;
  adj_dog_battle_unref (s->battle);
  g_free (s->units);
  g_free (s->generals);
  g_free (s);
}

gboolean
adj_dog_state_equal (const AdjDogState *a, const AdjDogState *b)
{
  /* The same battle, possibly loaded twice (a save and the game it came from). */
  if (a->battle != b->battle
      && g_strcmp0 (adj_dog_battle_get_hash (a->battle), adj_dog_battle_get_hash (b->battle)) != 0)
    return FALSE;
  guint nu = adj_dog_battle_n_units (a->battle), ng = adj_dog_battle_n_generals (a->battle);
  /* Every member is a plain value; the structs are zeroed before they are
   * filled, so their padding compares equal too. */
  return a->national_staff == b->national_staff && a->scouting == b->scouting && a->objectives == b->objectives
         && a->procedure == b->procedure
         && a->turn == b->turn && a->step == b->step && a->initiative == b->initiative
         && memcmp (a->initiative_rolls, b->initiative_rolls, sizeof a->initiative_rolls) == 0
         && memcmp (a->scouts_named, b->scouts_named, sizeof a->scouts_named) == 0
         && a->deploy_first == b->deploy_first
         && memcmp (a->deploy_rolls, b->deploy_rolls, sizeof a->deploy_rolls) == 0
         && memcmp (a->objectives_taken, b->objectives_taken, sizeof a->objectives_taken) == 0
         && memcmp (&a->last_test, &b->last_test, sizeof a->last_test) == 0
         && memcmp (a->units, b->units, sizeof (AdjDogUnitState) * nu) == 0
         && memcmp (a->generals, b->generals, sizeof (AdjDogGeneralState) * ng) == 0;
}

AdjDogBattle *adj_dog_state_get_battle (const AdjDogState *s) { return s->battle; }
int adj_dog_state_get_turn (const AdjDogState *s) { return s->turn; }
int adj_dog_state_procedure (const AdjDogState *s) { return s->procedure; }
AdjDogStep adj_dog_state_get_step (const AdjDogState *s) { return s->step; }
int adj_dog_state_get_initiative (const AdjDogState *s) { return s->initiative; }
const int *adj_dog_state_initiative_rolls (const AdjDogState *s) { return s->initiative_rolls; }
const AdjDogLastTest *adj_dog_state_last_test (const AdjDogState *s) { return &s->last_test; }
int adj_dog_state_deploys_first (const AdjDogState *s) { return s->deploy_first; }
gboolean adj_dog_state_scouts_named (const AdjDogState *s, int side) { return s->scouts_named[side != 0]; }

gboolean
adj_dog_state_option (const AdjDogState *s, const char *id)
{
  if (g_strcmp0 (id, ADJ_DOG_OPTION_NATIONAL_STAFF) == 0)
    return s->national_staff;
  if (g_strcmp0 (id, ADJ_DOG_OPTION_SCOUTING) == 0)
    return s->scouting;
  return g_strcmp0 (id, ADJ_DOG_OPTION_OBJECTIVES) == 0 && s->objectives;
}

int
adj_dog_step_side (AdjDogStep step, int initiative)
{
  if (initiative < 0 || initiative > 1)
    return -1;
  switch (step)
    {
    case ADJ_DOG_STEP_MORALE_FIRST:
    case ADJ_DOG_STEP_MOVEMENT_FIRST:
    case ADJ_DOG_STEP_ASSAULT_FIRST:
      return initiative;
    case ADJ_DOG_STEP_MORALE_SECOND:
    case ADJ_DOG_STEP_MOVEMENT_SECOND:
    case ADJ_DOG_STEP_ASSAULT_SECOND:
      return 1 - initiative;
    default:
      return -1;
    }
}

int
adj_dog_state_acting_side (const AdjDogState *s)
{
  return adj_dog_step_side (s->step, s->initiative);
}

const AdjDogUnitState *
adj_dog_state_unit (const AdjDogState *s, guint i)
{
  g_return_val_if_fail (i < adj_dog_battle_n_units (s->battle), NULL);
  return &s->units[i];
}

const AdjDogGeneralState *
adj_dog_state_general (const AdjDogState *s, guint i)
{
  g_return_val_if_fail (i < adj_dog_battle_n_generals (s->battle), NULL);
  return &s->generals[i];
}

gboolean
adj_dog_state_in_play (const AdjDogState *s, guint unit)
{
  return adj_dog_state_unit (s, unit)->fate == ADJ_DOG_FATE_IN_PLAY;
}

gboolean
adj_dog_state_under_half (const AdjDogState *s, guint unit)
{
  return 2 * s->units[unit].stands < adj_dog_battle_unit (s->battle, unit)->start;
}

gboolean
adj_dog_state_must_rally (const AdjDogState *s, guint unit)
{
  const AdjDogUnitState *u = adj_dog_state_unit (s, unit);
  return u->fate == ADJ_DOG_FATE_IN_PLAY && (u->order != ADJ_DOG_ORDER_GOOD || u->routing);
}

int
adj_dog_state_unit_lost (const AdjDogState *s, guint unit)
{
  const AdjDogUnitState *u = adj_dog_state_unit (s, unit);
  const AdjDogGameUnit *gu = adj_dog_battle_unit (s->battle, unit);
  return adj_dog_unit_lost_halves (gu->cost, u->fate != ADJ_DOG_FATE_IN_PLAY, u->routing, u->stands, gu->start);
}

gboolean
adj_dog_state_in_command (const AdjDogState *s, guint general)
{
  const AdjDogGeneralState *g = adj_dog_state_general (s, general);
  return g->status == ADJ_DOG_GENERAL_ACTIVE || g->promoted;
}

int
adj_dog_state_general_lost (const AdjDogState *s, guint general)
{
  return adj_dog_state_general (s, general)->counted ? 2 * adj_dog_battle_general (s->battle, general)->cost : 0;
}

int
adj_dog_state_lost (const AdjDogState *s, int side)
{
  int halves = 0;
  for (guint i = 0; i < adj_dog_battle_n_units (s->battle); i++)
    if (adj_dog_battle_unit (s->battle, i)->side == side)
      halves += adj_dog_state_unit_lost (s, i);
  for (guint i = 0; i < adj_dog_battle_n_generals (s->battle); i++)
    if (adj_dog_battle_general (s->battle, i)->side == side)
      halves += adj_dog_state_general_lost (s, i);
  return halves;
}

void
adj_dog_state_victory (const AdjDogState *s, AdjDogVictory *out)
{
  if (s->objectives)
    {
      adj_dog_victory_by_objectives (s->objectives_taken[0], s->objectives_taken[1], out);
      return;
    }
  adj_dog_victory_by_points (adj_dog_battle_get_rules (s->battle), adj_dog_state_lost (s, 0),
                             adj_dog_state_lost (s, 1), adj_dog_battle_get_size (s->battle), out, NULL);
}

gboolean
adj_dog_state_objectives (const AdjDogState *s, gboolean out[2])
{
  out[0] = s->objectives_taken[0];
  out[1] = s->objectives_taken[1];
  return s->step == ADJ_DOG_STEP_ENDED;
}

gboolean
adj_dog_state_staff_table (const AdjDogState *s, int side, AdjDogStaffTable *out, GError **error)
{
  const AdjDogArmy *a = adj_dog_battle_get_army (s->battle, side);
  return adj_dog_staff_table_for (adj_dog_battle_get_rules (s->battle), s->national_staff, a->side, a->year, out,
                                  error);
}

gboolean
adj_dog_state_needs_staff_roll (const AdjDogState *s, guint general)
{
  AdjDogRank rank = adj_dog_battle_general (s->battle, general)->rank;
  /* The player's General is Capable (15.1); an engineer is no general. */
  return rank != ADJ_DOG_RANK_GENERAL && rank != ADJ_DOG_RANK_ENGINEER
         && adj_dog_state_general (s, general)->grade == ADJ_DOG_GRADE_NONE;
}

gboolean
adj_dog_state_scouting (const AdjDogState *s, AdjDogScouting *out)
{
  if (!s->scouting || !s->scouts_named[0] || !s->scouts_named[1])
    return FALSE;
  int points[2] = { 0, 0 };
  for (guint i = 0; i < adj_dog_battle_n_units (s->battle); i++)
    if (s->units[i].scouting)
      points[adj_dog_battle_unit (s->battle, i)->side] += adj_dog_state_scouting_points (s, &i, 1);
  adj_dog_scouting_compare (adj_dog_battle_get_rules (s->battle), points[0], points[1], out);
  return TRUE;
}

int
adj_dog_state_scouting_points (const AdjDogState *s, const guint *units, guint n_units)
{
  const AdjDogRules *rules = adj_dog_battle_get_rules (s->battle);
  int points = 0;
  for (guint i = 0; i < n_units; i++)
    {
      g_return_val_if_fail (units[i] < adj_dog_battle_n_units (s->battle), 0);
      const AdjDogGameUnit *u = adj_dog_battle_unit (s->battle, units[i]);
      points += adj_dog_scouting_unit_points (rules, u->arm, u->klass, u->start);
    }
  return points;
}

char *
adj_dog_state_setup_missing (const AdjDogState *s)
{
  for (guint i = 0; i < adj_dog_battle_n_generals (s->battle); i++)
    if (adj_dog_state_needs_staff_roll (s, i))
      return g_strdup_printf (_("the staff quality of %s is not rolled yet (15.1)"),
                              adj_dog_battle_general (s->battle, i)->name);
  if (!s->scouting)
    return NULL;
  for (int side = 0; side < 2; side++)
    if (!s->scouts_named[side])
      return g_strdup_printf (_("%s has not named its scouting cavalry (20.1)"),
                              adj_dog_battle_army_name (s->battle, side));
  AdjDogScouting sc;
  adj_dog_state_scouting (s, &sc);
  if (sc.out_scouted < 0 && s->deploy_first < 0)
    return g_strdup (_("neither side is out-scouted: roll to see who places a brigade first (20.3)"));
  return NULL;
}
