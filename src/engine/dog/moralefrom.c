/* A morale test's factors filled from the unit (issue 26): what the state
 * knows of the testing unit, counted against the factors of the player's
 * table that say what they count (sheets.h). */
#include "dog/morale.h"

#include "core/i18n.h"

static const struct {
  const char *id;
  const char *name;
} froms[ADJ_DOG_N_FROM] = {
  { "none", N_("Counted by you") },
  { "class-1", N_("Class 1") },
  { "class-2", N_("Class 2") },
  { "class-3", N_("Class 3") },
  { "class-4", N_("Class 4") },
  { "disordered", N_("Disordered") },
  { "shaken", N_("Shaken") },
  { "routing", N_("Routing") },
  { "halted", N_("Halted") },
  { "stands-lost", N_("Each stand lost in the battle") },
  { "stands-lost-phase", N_("Each stand lost this phase") },
  { "under-half", N_("Under half strength") },
  { "cavalry", N_("Cavalry") },
  { "general-inept", N_("Its general is Inept") },
  { "general-capable", N_("Its general is Capable") },
  { "general-exceptional", N_("Its general is Exceptional") },
  { "no-general", N_("Its general is lost, or it has none") },
};

const char *
adj_dog_from_to_string (AdjDogFactorFrom from)
{
  return (guint) from < ADJ_DOG_N_FROM ? froms[from].id : "none";
}

int
adj_dog_from_from_string (const char *id)
{
  for (int i = 0; id != NULL && i < ADJ_DOG_N_FROM; i++)
    if (g_str_equal (froms[i].id, id))
      return i;
  return -1;
}

const char *
adj_dog_from_name (AdjDogFactorFrom from)
{
  return _(froms[(guint) from < ADJ_DOG_N_FROM ? from : 0].name);
}

/* How many times @from counts for @unit now. */
static int
count (const AdjDogState *s, guint unit, AdjDogFactorFrom from, int phase_stands)
{
  AdjDogBattle *b = adj_dog_state_get_battle (s);
  const AdjDogGameUnit *gu = adj_dog_battle_unit (b, unit);
  const AdjDogUnitState *u = adj_dog_state_unit (s, unit);
  const AdjDogGeneralState *g = gu->general >= 0 ? adj_dog_state_general (s, (guint) gu->general) : NULL;
  gboolean commands = g != NULL && adj_dog_state_in_command (s, (guint) gu->general);
  switch (from)
    {
    case ADJ_DOG_FROM_CLASS_1:
    case ADJ_DOG_FROM_CLASS_2:
    case ADJ_DOG_FROM_CLASS_3:
    case ADJ_DOG_FROM_CLASS_4:
      return gu->klass == (int) (from - ADJ_DOG_FROM_CLASS_1) + 1;
    case ADJ_DOG_FROM_DISORDERED:
      return u->order == ADJ_DOG_ORDER_DISORDERED;
    case ADJ_DOG_FROM_SHAKEN:
      return u->order == ADJ_DOG_ORDER_SHAKEN;
    case ADJ_DOG_FROM_ROUTING:
      return u->routing;
    case ADJ_DOG_FROM_HALTED:
      return u->halted;
    case ADJ_DOG_FROM_STANDS_LOST:
      return MIN (gu->start - u->stands, ADJ_DOG_MAX_FACTOR_TIMES);
    case ADJ_DOG_FROM_STANDS_LOST_PHASE:
      return phase_stands < 0 ? 0 : CLAMP (phase_stands - u->stands, 0, ADJ_DOG_MAX_FACTOR_TIMES);
    case ADJ_DOG_FROM_UNDER_HALF:
      return adj_dog_state_under_half (s, unit);
    case ADJ_DOG_FROM_CAVALRY:
      return gu->arm == ADJ_DOG_CAVALRY;
    case ADJ_DOG_FROM_GENERAL_INEPT:
      return commands && g->grade == ADJ_DOG_GRADE_INEPT;
    case ADJ_DOG_FROM_GENERAL_CAPABLE:
      return commands && g->grade == ADJ_DOG_GRADE_CAPABLE;
    case ADJ_DOG_FROM_GENERAL_EXCEPTIONAL:
      return commands && g->grade == ADJ_DOG_GRADE_EXCEPTIONAL;
    case ADJ_DOG_FROM_NO_GENERAL:
      return !commands;
    default:
      return 0;
    }
}

GArray *
adj_dog_morale_from_unit (const AdjDogSheets *sheets, const AdjDogState *state, guint unit, AdjDogTest test,
                          int phase_stands)
{
  GArray *uses = g_array_new (FALSE, FALSE, sizeof (AdjDogFactorUse));
  for (guint i = 0; i < sheets->factors->len; i++)
    {
      const AdjDogFactor *f = &g_array_index (sheets->factors, AdjDogFactor, i);
      if (f->from == ADJ_DOG_FROM_NONE || !f->applies[test])
        continue;
      AdjDogFactorUse use = { i, count (state, unit, f->from, phase_stands) };
      g_array_append_val (uses, use);
    }
  return uses;
}

int
adj_dog_morale_cause (const AdjDogState *state, guint unit, int phase_stands)
{
  const AdjDogUnitState *u = adj_dog_state_unit (state, unit);
  if (u->owes_rally && adj_dog_state_must_rally (state, unit))
    return ADJ_DOG_TEST_RALLY;
  if (adj_dog_state_get_step (state) == ADJ_DOG_STEP_SHOOTING && (u->owes_shooting || phase_stands > u->stands))
    return ADJ_DOG_TEST_SHOOTING;
  return -1;
}
