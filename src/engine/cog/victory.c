/* Victory points (5.1, 5.2): enemy steps lost, hexes held, the battle
 * book's other points typed by the players, and an Automatic Victory
 * (6.3.6). */
#include "cog/state-private.h"

#include "core/i18n.h"

int
adj_cog_state_steps_lost (const AdjCogState *s, AdjCogSide side)
{
  return s->steps_lost[side];
}

int
adj_cog_state_control (const AdjCogState *s, guint hex)
{
  g_return_val_if_fail (hex < s->battle->n_hexes, -1);
  return s->control[hex];
}

void
adj_cog_state_vp_parts (const AdjCogState *s, AdjCogSide side, AdjCogVpParts *out)
{
  out->enemy_steps = s->steps_lost[ADJ_COG_OTHER (side)];
  out->steps = out->enemy_steps * s->battle->vp_per_step[side];
  out->hexes = 0;
  for (guint i = 0; i < s->battle->n_hexes; i++)
    if (s->control[i] == (int) side)
      out->hexes += s->battle->hexes[i].vp;
  out->other = s->vp_extra[side];
}

int
adj_cog_state_vp (const AdjCogState *s, AdjCogSide side)
{
  AdjCogVpParts parts;
  adj_cog_state_vp_parts (s, side, &parts);
  return parts.steps + parts.hexes + parts.other;
}

AdjCogState *
adj_cog_apply_victory (const AdjCogState *s, const AdjCogMove *m, GError **error)
{
  const char *why = NULL;
  if (s->step == ADJ_COG_STEP_GAME_OVER)
    why = _("6.3.6: the game is over");
  else if (m->type == ADJ_COG_MOVE_CONTROL && (m->index < 0 || (guint) m->index >= s->battle->n_hexes))
    why = _("5.2: that hex is not one the battle scores");
  else if (m->type == ADJ_COG_MOVE_CONTROL && s->control[m->index] == (int) m->side)
    why = _("5.2: that side controls the hex already");
  else if (m->type == ADJ_COG_MOVE_VP && (m->value == 0 || m->value < -99 || m->value > 99))
    why = _("5.1: victory points are a whole number from -99 to 99, not 0");
  else if (m->type == ADJ_COG_MOVE_AUTOMATIC_VICTORY && s->step != ADJ_COG_STEP_TURN_END)
    why = _("6.3.6: Automatic Victory is checked in the Game Turn End Phase");
  if (why != NULL)
    {
      adj_cog_refuse (error, "%s", why);
      return NULL;
    }
  AdjCogState *n = adj_cog_state_copy (s);
  switch (m->type)
    {
    case ADJ_COG_MOVE_CONTROL:
      n->control[m->index] = (gint8) m->side;
      break;
    case ADJ_COG_MOVE_VP:
      n->vp_extra[m->side] += m->value;
      break;
    default:
      n->automatic_victory = (int) m->side;
      n->step = ADJ_COG_STEP_GAME_OVER;
      break;
    }
  return n;
}
