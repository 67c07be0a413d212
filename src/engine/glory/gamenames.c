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
  return b->groups[group].name;
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
  return adj_battle_am_title (s->battle, (guint) am);
}

gboolean
adj_check_unit (const AdjGameState *s, int unit, GError **error)
{
  if (unit < 0 || (guint) unit >= s->battle->n_units)
    return adj_game_state_refuse (error, _("no such unit"));
  return TRUE;
}
