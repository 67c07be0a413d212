/* Extended Movement (6.13) and night (13, 14.11). */
#include "glory/movement.h"

#include "glory/gamecombat.h"
#include "glory/gamestate-private.h"
#include "core/i18n.h"

int
adj_extended_bonus (AdjCombatKind kind)
{
  switch (kind)
    {
    case ADJ_COMBAT_INFANTRY: return 2;
    case ADJ_COMBAT_ARTILLERY: return 3;
    case ADJ_COMBAT_MOUNTED_CAVALRY:
    case ADJ_COMBAT_HORSE_ARTILLERY: return 4;
    case ADJ_COMBAT_DISMOUNTED_CAVALRY:
    default: return 0; /* 6.13: dismounted cavalry has none */
    }
}

/* 14.11: a refitted Glory I battle has no Extended Movement at night. */
static gboolean
night_forbids (const AdjGameState *s)
{
  return adj_game_state_is_night (s) && s->battle->options.refitted_glory1;
}

static void
allow (AdjMoveInfo *m, int bonus)
{
  m->extended_bonus = bonus;
  m->extended = TRUE;
  m->extended_movement = m->movement + bonus;
  m->rule = "6.13";
  m->text = _("Extended Movement allowed, if it neither starts nor moves within two hexes of an enemy combat unit");
}

static void
forbid (AdjMoveInfo *m, int bonus, const char *rule, const char *text)
{
  m->extended_bonus = bonus;
  m->extended = FALSE;
  m->extended_movement = m->movement;
  m->rule = rule;
  m->text = text;
}

void
adj_game_state_unit_movement (const AdjGameState *s, guint unit, AdjMoveInfo *out)
{
  AdjCombatUnit c;
  const AdjBattleUnit *u = &s->battle->units[unit];
  gboolean mounted = u->type == ADJ_UNIT_CAVALRY && (s->units[unit].flags & UNIT_MOUNTED);

  adj_game_state_combat_unit (s, unit, &c);
  *out = (AdjMoveInfo) { .index = unit, .may_move = TRUE };
  out->movement = mounted ? u->mounted.movement : u->ratings.movement;
  int bonus = adj_extended_bonus (c.kind);

  if (adj_combat_kind_is_artillery (c.kind) && adj_game_state_unit_fired (s, unit, ADJ_FIRE_ACTIVATION))
    {
      out->may_move = FALSE;
      forbid (out, bonus, "6.31", _("fired in this activation: artillery moves or fires, not both"));
      out->extended_movement = 0;
    }
  else if (c.kind == ADJ_COMBAT_DISMOUNTED_CAVALRY)
    forbid (out, 0, "6.13", _("dismounted cavalry may not use Extended Movement"));
  else if (c.disordered)
    forbid (out, bonus, "11.12", _("disordered units may not use Extended Movement"));
  else if (night_forbids (s))
    forbid (out, bonus, "14.11", _("no Extended Movement at night in an original Glory battle"));
  else
    allow (out, bonus);
}

void
adj_game_state_leader_movement (const AdjGameState *s, guint leader, AdjMoveInfo *out)
{
  *out = (AdjMoveInfo) { .leader = TRUE, .index = leader, .may_move = TRUE };
  out->movement = s->battle->leaders[leader].movement;
  if (night_forbids (s))
    forbid (out, ADJ_MOVE_LEADER_BONUS, "14.11", _("no Extended Movement at night in an original Glory battle"));
  else
    allow (out, ADJ_MOVE_LEADER_BONUS);
}

void
adj_game_state_movement (const AdjGameState *s, AdjMovement *out)
{
  const AdjBattle *b = s->battle;
  g_autoptr (GArray) groups = adj_game_state_active_groups (s);

  out->night = adj_game_state_is_night (s);
  out->moves = g_array_new (FALSE, TRUE, sizeof (AdjMoveInfo));
  out->notes = adj_combat_notes_new ();
  for (guint i = 0; i < b->n_units; i++)
    {
      AdjMoveInfo m;
      gboolean acting = FALSE;
      for (guint g = 0; g < groups->len; g++)
        acting |= s->units[i].group == g_array_index (groups, guint, g);
      if (!acting || !adj_game_state_unit_live (s, i))
        continue;
      adj_game_state_unit_movement (s, i, &m);
      g_array_append_val (out->moves, m);
    }
  for (guint g = 0; g < groups->len; g++)
    {
      int leader = b->groups[g_array_index (groups, guint, g)].leader;
      AdjMoveInfo m;
      if (leader < 0)
        continue;
      adj_game_state_leader_movement (s, (guint) leader, &m);
      g_array_append_val (out->moves, m);
    }

  adj_combat_notes_add (out->notes, ADJ_NOTE_INFO, "6.13",
                        "%s", _("Extended Movement: only a unit that neither starts nor moves within two hexes "
                                "of an enemy combat unit; closer, it uses its normal MA. One kind of movement "
                                "per AM"));
  if (out->night)
    {
      adj_combat_notes_add (out->notes, ADJ_NOTE_INFO, "13",
                            "%s", _("night: moving adjacent to an enemy combat unit costs +1 MP"));
      if (b->options.refitted_glory1)
        adj_combat_notes_add (out->notes, ADJ_NOTE_INFO, "14.11",
                              "%s", _("night in an original Glory battle: no Extended Movement"));
    }
}

void
adj_movement_clear (AdjMovement *m)
{
  g_clear_pointer (&m->moves, g_array_unref);
  g_clear_pointer (&m->notes, g_array_unref);
}
