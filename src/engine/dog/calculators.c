/* Days of Glory's calculators for the devices (calculators.h). */
#include "dog/calculators.h"

#include "core/i18n.h"
#include "dog/combat.h"

static json_object *
fire (gconstpointer state, const int *v, GError **error)
{
  AdjDogFire f;
  if (!adj_dog_fire_chances (v[0], v[1], v[2], v[3], &f, error))
    return NULL;
  return adj_dog_fire_to_json (&f);
}

/* A class, or the average of the units' kept as a fraction (ruling 25):
 * halves cover two units; the choice's id is what the phone shows. */
static const char *const classes[] = { "1", "1.5", "2", "2.5", "3", "3.5", "4", NULL };

static json_object *
assault (gconstpointer state, const int *v, GError **error)
{
  AdjDogAssault a;
  if (!adj_dog_assault_chances (v[0], 1.0 + v[1] / 2.0, v[2], 1.0 + v[3] / 2.0, &a, error))
    return NULL;
  return adj_dog_assault_to_json (&a);
}

static const AdjCalcField fire_fields[] = {
  { "dice", N_("Dice the firing stands roll (your chart)"), ADJ_CALC_INT, 1, ADJ_DOG_MAX_FIRE_DICE, 2, NULL },
  { "hit", N_("Lowest face that hits (your chart)"), ADJ_CALC_INT, 1, 6, 4, NULL },
  { "first_fire", N_("First Fire: one missed die again (18.3.2)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "class4", N_("Class 4 in line, 8 stands or more: one missed die again (8.4)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
};

static const AdjCalcField assault_fields[] = {
  { "a_factors", N_("Attacker's tactical factors"), ADJ_CALC_INT, -ADJ_DOG_ASSAULT_MAX_FACTORS,
    ADJ_DOG_ASSAULT_MAX_FACTORS, 0, NULL },
  { "a_class", N_("Attacker's class (average of the units)"), ADJ_CALC_CHOICE, 0, 6, 2, classes },
  { "b_factors", N_("Defender's tactical factors"), ADJ_CALC_INT, -ADJ_DOG_ASSAULT_MAX_FACTORS,
    ADJ_DOG_ASSAULT_MAX_FACTORS, 0, NULL },
  { "b_class", N_("Defender's class (average of the units)"), ADJ_CALC_CHOICE, 0, 6, 2, classes },
};

const AdjCalculator adj_dog_calculators[ADJ_DOG_N_CALCULATORS] = {
  { "fire", N_("Shooting"), "18.3", fire_fields, G_N_ELEMENTS (fire_fields), fire },
  { "assault", N_("Close Assault"), "18.5", assault_fields, G_N_ELEMENTS (assault_fields), assault },
};
