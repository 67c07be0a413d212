/* Names of a game's units, commands, sides and AMs for the engine's
 * sentences. */
#include "glory/gamenames-private.h"

#include "core/i18n.h"

const char *
adj_unit_name (const AdjGameState *s, int unit)
{
  return unit >= 0 && (guint) unit < s->battle->n_units ? s->battle->units[unit].name : "?";
}

const char *
adj_group_name (const AdjGameState *s, int group)
{
  const AdjBattle *b = s->battle;
  if (group < 0 || (guint) group >= b->n_groups)
    return "?";
  if (b->groups[group].leader >= 0)
    return b->leaders[b->groups[group].leader].name;
  int unit = adj_battle_find_unit (b, b->groups[group].id);
  return unit >= 0 ? b->units[unit].name : b->groups[group].id;
}

const char *
adj_side_name (const AdjGameState *s, int side)
{
  return side >= 0 && side < ADJ_BATTLE_N_SIDES ? s->battle->sides[side].name : _("no one");
}

char *
adj_am_name (const AdjGameState *s, int am)
{
  if (am < 0 || (guint) am >= s->battle->n_ams)
    return g_strdup ("?");
  const AdjBattleAm *a = &s->battle->ams[am];
  return g_strdup_printf ("%s (%s)", adj_battle_am_marker (s->battle, (guint) am)->name, a->id);
}

gboolean
adj_check_unit (const AdjGameState *s, int unit, GError **error)
{
  if (unit < 0 || (guint) unit >= s->battle->n_units)
    return adj_game_state_refuse (error, _("no such unit"));
  return TRUE;
}
