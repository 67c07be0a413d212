/* What a unit's casualties call for besides the stands (combat.h): damage
 * to artillery (18.3.8) and the attached staff's risk (15.4, 18.5.7). */
#include "dog/combat.h"

#include "core/i18n.h"

static void
check_clear (gpointer p)
{
  g_free (((AdjDogCasualtyCheck *) p)->text);
}

GArray *
adj_dog_casualty_checks (const AdjDogState *state, guint unit, gboolean assault)
{
  GArray *out = g_array_new (FALSE, TRUE, sizeof (AdjDogCasualtyCheck));
  g_array_set_clear_func (out, check_clear);
  const AdjDogGameUnit *gu = adj_dog_battle_unit (adj_dog_state_get_battle (state), unit);
  if (gu->arm == ADJ_DOG_ARTILLERY && !assault)
    {
      AdjDogCasualtyCheck c = { "18.3.8", 0,
                                /* TRANSLATORS: a battery */
                                g_strdup_printf (_("%s was hit: roll on your Damage to Artillery table; small arms "
                                                   "only take crew or horses (18.3.8)."), gu->name) };
      g_array_append_val (out, c);
    }
  AdjDogCasualtyCheck staff = { assault ? "18.5.7" : "15.4", 1.0 / 6,
                                assault
                                  /* TRANSLATORS: a unit */
                                  ? g_strdup_printf (_("A general or engineer attached to %s rolls 1d6: a 6 is a "
                                                       "casualty, then your Casualties to Staff table (18.5.7)."),
                                                     gu->name)
                                  /* TRANSLATORS: a unit */
                                  : g_strdup_printf (_("A general attached to %s: the opponent rolls 1d6, a 6 hits "
                                                       "him, then your Casualties to Staff table; not a second hit "
                                                       "on the unit (15.4, 18.3.8)."),
                                                     gu->name) };
  g_array_append_val (out, staff);
  return out;
}
