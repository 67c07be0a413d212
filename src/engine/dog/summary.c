/* Where a game stands: the summary (adjutant-cli dog replay), the one-line
 * headline and the prompt of the current step (state.h). */
#include "dog/state-private.h"

#include "core/i18n.h"
#include "dog/json.h"

static const char *const side_ids[] = { "first", "second" };

static json_object *
side_or_null (int side)
{
  return side >= 0 ? json_object_new_string (side_ids[side]) : NULL;
}

static json_object *
unit_json (const AdjDogState *s, guint i)
{
  const AdjDogGameUnit *gu = adj_dog_battle_unit (s->battle, i);
  const AdjDogUnitState *u = &s->units[i];
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "id", json_object_new_string (gu->id));
  json_object_object_add (o, "name", json_object_new_string (gu->name));
  json_object_object_add (o, "arm", json_object_new_string (adj_dog_arm_to_string (gu->arm)));
  json_object_object_add (o, "class", json_object_new_int (gu->klass));
  json_object_object_add (o, "stands", json_object_new_int (u->stands));
  json_object_object_add (o, "start", json_object_new_int (gu->start));
  json_object_object_add (o, "order", json_object_new_string (adj_dog_order_to_string (u->order)));
  json_object_object_add (o, "routing", json_object_new_boolean (u->routing));
  json_object_object_add (o, "halted", json_object_new_boolean (u->halted));
  json_object_object_add (o, "under_half", json_object_new_boolean (adj_dog_state_under_half (s, i)));
  json_object_object_add (o, "first_fire_used", json_object_new_boolean (u->first_fire_used));
  json_object_object_add (o, "fate", json_object_new_string (adj_dog_fate_to_string (u->fate)));
  json_object_object_add (o, "points", json_object_new_int (gu->cost));
  json_object_object_add (o, "lost", adj_dog_json_halves (adj_dog_state_unit_lost (s, i)));
  return o;
}

static json_object *
general_json (const AdjDogState *s, guint i)
{
  const AdjDogGameGeneral *g = adj_dog_battle_general (s->battle, i);
  const AdjDogGeneralState *gs = &s->generals[i];
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "id", json_object_new_string (g->id));
  json_object_object_add (o, "name", json_object_new_string (g->name));
  json_object_object_add (o, "rank", json_object_new_string (adj_dog_rank_to_string (g->rank)));
  json_object_object_add (o, "grade", g->rank == ADJ_DOG_RANK_ENGINEER
                                        ? NULL : json_object_new_string (adj_dog_grade_to_string (gs->grade)));
  json_object_object_add (o, "status", json_object_new_string (adj_dog_general_status_to_string (gs->status)));
  json_object_object_add (o, "in_command", json_object_new_boolean (adj_dog_state_in_command (s, i)));
  if (gs->promoted)
    json_object_object_add (o, "promoted", json_object_new_boolean (TRUE));
  return o;
}

json_object *
adj_dog_state_summary (const AdjDogState *s)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "battle", json_object_new_string (adj_dog_battle_get_id (s->battle)));
  json_object_object_add (o, "turn", json_object_new_int (s->turn));
  json_object_object_add (o, "step", json_object_new_string (adj_dog_step_to_string (s->step)));
  json_object_object_add (o, "initiative", side_or_null (s->initiative));
  json_object_object_add (o, "acting", side_or_null (adj_dog_state_acting_side (s)));
  json_object_object_add (o, "game_size", json_object_new_int (adj_dog_battle_get_size (s->battle)));
  json_object *armies = json_object_new_array ();
  for (int side = 0; side < 2; side++)
    {
      json_object *a = json_object_new_object ();
      json_object_object_add (a, "name", json_object_new_string (adj_dog_battle_army_name (s->battle, side)));
      json_object_object_add (a, "points", json_object_new_int (adj_dog_battle_army_total (s->battle, side)));
      json_object_object_add (a, "lost", adj_dog_json_halves (adj_dog_state_lost (s, side)));
      json_object *gens = json_object_new_array ();
      for (guint i = 0; i < adj_dog_battle_n_generals (s->battle); i++)
        if (adj_dog_battle_general (s->battle, i)->side == side)
          json_object_array_add (gens, general_json (s, i));
      json_object_object_add (a, "generals", gens);
      json_object *units = json_object_new_array ();
      for (guint i = 0; i < adj_dog_battle_n_units (s->battle); i++)
        if (adj_dog_battle_unit (s->battle, i)->side == side)
          json_object_array_add (units, unit_json (s, i));
      json_object_object_add (a, "units", units);
      json_object_array_add (armies, a);
    }
  json_object_object_add (o, "armies", armies);
  AdjDogScouting sc;
  json_object_object_add (o, "scouting", adj_dog_state_scouting (s, &sc) ? adj_dog_scouting_to_json (&sc) : NULL);
  json_object_object_add (o, "deploys_first", side_or_null (s->deploy_first));
  AdjDogVictory v;
  adj_dog_state_victory (s, &v);
  json_object_object_add (o, "victory", adj_dog_victory_to_json (&v));
  json_object_object_add (o, "ended", json_object_new_boolean (s->step == ADJ_DOG_STEP_ENDED));
  return o;
}

char *
adj_dog_state_headline (const AdjDogState *s)
{
  int side = adj_dog_state_acting_side (s);
  if (s->step == ADJ_DOG_STEP_SETUP)
    /* TRANSLATORS: the battle's title */
    return g_strdup_printf (_("%s: before the battle"), adj_dog_battle_get_title (s->battle));
  if (s->step == ADJ_DOG_STEP_ENDED)
    {
      AdjDogVictory v;
      adj_dog_state_victory (s, &v);
      if (v.winner < 0)
        return g_strdup_printf (_("Game over after turn %d: a draw"), s->turn);
      return g_strdup_printf (_("Game over after turn %d: %s wins, %s"), s->turn,
                              adj_dog_battle_army_name (s->battle, v.winner), adj_dog_result_name (v.result));
    }
  if (side < 0)
    /* TRANSLATORS: the turn and a phase */
    return g_strdup_printf (_("Turn %d, %s"), s->turn, adj_dog_step_name (s->step));
  /* TRANSLATORS: the turn, a phase, and the army whose part of it this is */
  return g_strdup_printf (_("Turn %d, %s (%s)"), s->turn, adj_dog_step_name (s->step),
                          adj_dog_battle_army_name (s->battle, side));
}

void
adj_dog_state_prompt (const AdjDogState *s, const char **text, const char **rule, int *side)
{
  *side = adj_dog_state_acting_side (s);
  switch (s->step)
    {
    case ADJ_DOG_STEP_SETUP:
      {
        gboolean staff = FALSE;
        AdjDogScouting sc;
        for (guint i = 0; i < adj_dog_battle_n_generals (s->battle); i++)
          staff |= adj_dog_state_needs_staff_roll (s, i);
        if (staff)
          *text = _("Roll 1d6 for the quality of each general"), *rule = "15.1";
        else if (s->scouting && (!s->scouts_named[0] || !s->scouts_named[1]))
          *text = _("Each side names the cavalry it sends scouting"), *rule = "20.1";
        else if (s->scouting && adj_dog_state_scouting (s, &sc) && sc.out_scouted < 0 && s->deploy_first < 0)
          *text = _("Roll 1d6 each: the lowest places a brigade first"), *rule = "20.3";
        else
          *text = _("Deploy brigade by brigade, then begin the battle"), *rule = "17.1";
        return;
      }
    case ADJ_DOG_STEP_INITIATIVE:
      *text = _("Both players roll 1d6 for the initiative; a draw is rolled again"), *rule = "18.1";
      return;
    case ADJ_DOG_STEP_MORALE_FIRST:
    case ADJ_DOG_STEP_MORALE_SECOND:
      *text = _("Declare charges, then test morale: charging, being charged, routing; units not in good order "
                "try to rally"), *rule = "18.2";
      return;
    case ADJ_DOG_STEP_SHOOTING:
      *text = _("Shoot, the initiative player rolling first; remove casualties at the end of the phase, then "
                "test morale"), *rule = "18.3";
      return;
    case ADJ_DOG_STEP_MOVEMENT_FIRST:
    case ADJ_DOG_STEP_MOVEMENT_SECOND:
      *text = _("Move routers, then 2nd impulse charges, then normal movement"), *rule = "18.4.1";
      return;
    case ADJ_DOG_STEP_ASSAULT_FIRST:
      *text = _("Resolve close assaults"), *rule = "18.5";
      return;
    case ADJ_DOG_STEP_ASSAULT_SECOND:
      *text = _("Resolve close assaults; units may surrender, and the game may end after this phase"),
      *rule = "19";
      return;
    default:
      *text = _("Count the points each side lost; the winner follows from the difference"), *rule = "19.2";
      return;
    }
}
