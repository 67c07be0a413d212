#include "glory/chargecheck.h"

#include "core/i18n.h"

#define ILLEGAL(rule, ...) adj_combat_notes_add (notes, ADJ_NOTE_ILLEGAL, rule, __VA_ARGS__)

gboolean
adj_charge_can_cover (const AdjCombatStack *stack, gboolean other_command,
                      gboolean combined_activation)
{
  /* Only the top unit may cover; not artillery, not a disordered unit, not
   * for another Leader's units outside a Combined Activation. */
  if (stack->n_units == 0)
    return FALSE;
  const AdjCombatUnit *top = &stack->units[0];
  return !adj_combat_kind_is_artillery (top->kind) && !top->disordered
         && (!other_command || combined_activation);
}

static gboolean
in_frontal (const AdjCombatStack *stack, AdjHex hex)
{
  for (guint i = 0; i < stack->n_frontal_enemies; i++)
    if (adj_hex_equal (stack->frontal_enemies[i], hex))
      return TRUE;
  return FALSE;
}

/* A frontal enemy as messages name it: its given name, else its hex id. */
static const char *
enemy_name (const AdjCombatStack *stack, guint i, char id[ADJ_HEX_ID_SIZE])
{
  if (stack->frontal_enemy_ids != NULL && i < g_strv_length (stack->frontal_enemy_ids))
    return stack->frontal_enemy_ids[i];
  return adj_hex_format (stack->frontal_enemies[i], id);
}

static void
check_covering (const AdjChargeInput *in, GArray *notes)
{
  for (guint a = 0; a < in->n_attackers; a++)
    {
      const AdjCombatStack *s = &in->attackers[a];
      for (guint i = 0; i < s->n_frontal_enemies; i++)
        {
          AdjHex enemy = s->frontal_enemies[i];
          gboolean ok = FALSE;
          char id[ADJ_HEX_ID_SIZE];
          for (guint d = 0; !ok && d < in->n_defenders; d++)
            ok = adj_hex_equal (in->defenders[d].hex, enemy);
          for (guint b = 0; !ok && b < in->n_attackers; b++)
            ok = b != a && in_frontal (&in->attackers[b], enemy)
                 && adj_charge_can_cover (&in->attackers[b], FALSE, in->combined_activation);
          for (guint c = 0; !ok && c < in->n_covering; c++)
            ok = in_frontal (&in->covering[c], enemy)
                 && adj_charge_can_cover (&in->covering[c], in->covering[c].other_command,
                                          in->combined_activation);
          if (!ok)
            ILLEGAL ("10.12", _("the charging units at %s also have the enemy at %s in their frontal "
                     "hexes and no other friendly unit covers it: charge it too, or cover it"),
                     s->hex_id, enemy_name (s, i, id));
        }
    }
}

static void
check_attackers (const AdjChargeInput *in, gboolean artillery_alone, GArray *notes)
{
  gboolean mounted = FALSE, foot = FALSE;
  guint charging = 0;
  AdjHexGrid grid;

  adj_hexgrid_init_unbounded (&grid, in->shift);
  for (guint a = 0; a < in->n_attackers; a++)
    {
      const AdjCombatStack *s = &in->attackers[a];
      gboolean near_friend = in->n_attackers == 1;
      for (guint u = 0; u < s->n_units; u++)
        {
          const AdjCombatUnit *unit = &s->units[u];
          if (!unit->charging)
            continue;
          if (adj_combat_kind_is_artillery (unit->kind))
            {
              ILLEGAL ("10.28", _("%s is artillery: artillery never charges"), adj_combat_unit_label (unit));
              continue;
            }
          mounted |= unit->kind == ADJ_COMBAT_MOUNTED_CAVALRY;
          foot |= adj_combat_kind_is_foot (unit->kind);
          charging++;
          if (unit->disordered && artillery_alone && unit->kind == ADJ_COMBAT_INFANTRY)
            adj_combat_notes_add (notes, ADJ_NOTE_INFO, "11.14",
                                  _("%s is disordered: it may charge artillery alone only if it began "
                                  "its activation adjacent to it and survives its Defensive Fire"),
                                  adj_combat_unit_label (unit));
          else if (unit->disordered)
            ILLEGAL ("10.11", _("%s is disordered and may not charge (11.12)"), adj_combat_unit_label (unit));
          if (unit->kind == ADJ_COMBAT_MOUNTED_CAVALRY && in->night)
            ILLEGAL ("13", _("%s is mounted cavalry: no mounted charges at night"), adj_combat_unit_label (unit));
          if (u > 0 && !s->units[0].charging && !adj_combat_kind_is_artillery (s->units[0].kind))
            ILLEGAL ("10.24", _("%s is at the bottom of its stack: it charges only together with %s above it"),
                     adj_combat_unit_label (unit), adj_combat_unit_label (&s->units[0]));
        }
      for (guint d = 0; d < in->n_defenders; d++)
        if (adj_hexgrid_distance (&grid, s->hex, in->defenders[d].hex) != 1)
          ILLEGAL ("10.11", _("%s is not adjacent to the defenders at %s"), s->hex_id, in->defenders[d].hex_id);
      for (guint b = 0; b < in->n_attackers; b++)
        near_friend |= b != a && adj_hexgrid_distance (&grid, s->hex, in->attackers[b].hex) == 1;
      if (!near_friend)
        ILLEGAL ("10.24", _("the stack at %s is not adjacent to any other charging stack: "
                 "resolve its charge separately"), s->hex_id);
    }
  if (mounted && foot)
    ILLEGAL ("10.24", _("mounted cavalry may not combine its charge with infantry or dismounted cavalry"));
  if (in->fixed_glory && charging > 2)
    /* TRANSLATORS: %u, 3 or more, is the number of units that charge */
    ILLEGAL ("Fixed Glory", _("no more than 2 units may melee one hex (%u charge)"), charging);
}

void
adj_charge_check (const AdjChargeInput *in, GArray *notes)
{
  gboolean artillery_alone = TRUE, mounted_attack = FALSE;

  for (guint d = 0; d < in->n_defenders; d++)
    for (guint u = 0; u < in->defenders[d].n_units; u++)
      artillery_alone &= adj_combat_kind_is_artillery (in->defenders[d].units[u].kind);
  for (guint a = 0; a < in->n_attackers; a++)
    for (guint u = 0; u < in->attackers[a].n_units; u++)
      mounted_attack |= in->attackers[a].units[u].charging
                        && in->attackers[a].units[u].kind == ADJ_COMBAT_MOUNTED_CAVALRY;

  if (in->n_attackers > 1 && in->n_defenders > 1)
    ILLEGAL ("10.11", _("only one side may have more than one stack in a charge (%u attacking, %u defending)"),
             in->n_attackers, in->n_defenders);
  check_attackers (in, artillery_alone, notes);
  check_covering (in, notes);

  if (artillery_alone && !in->fixed_glory)
    adj_combat_notes_add (notes, ADJ_NOTE_INFO, "10.28",
                          _("artillery defending alone is eliminated without a roll, unless Defensive "
                          "Fire disorders every charging hex (11.14)"));
  for (guint d = 0; d < in->n_defenders && !mounted_attack; d++)
    {
      gboolean can_go = in->defenders[d].n_units > 0;
      for (guint u = 0; u < in->defenders[d].n_units; u++)
        can_go &= in->defenders[d].units[u].kind == ADJ_COMBAT_MOUNTED_CAVALRY
                  || in->defenders[d].units[u].kind == ADJ_COMBAT_HORSE_ARTILLERY;
      if (can_go)
        adj_combat_notes_add (notes, ADJ_NOTE_OPTION, "10.27",
                              _("the defenders at %s may retreat one or two hexes before the charge; "
                              "the charging infantry may then advance into the hex"),
                              in->defenders[d].hex_id);
    }
  if (in->night)
    adj_combat_notes_add (notes, ADJ_NOTE_INFO, "13",
                          _("night: +2 to every cohesion check this charge causes, and units that "
                          "advance are disordered"));
  if (in->kind != ADJ_CHARGE_NORMAL)
    adj_combat_notes_add (notes, ADJ_NOTE_INFO, "11.33",
                          in->kind == ADJ_CHARGE_CONTINUED
                            ? _("a Continued Attack: only defenders new to the fight may use Defensive "
                                "Fire, and it brings no further Continued Attack")
                            : _("a Counter-Attack: only defenders new to the fight may use Defensive "
                                "Fire, and it brings no further Counter-Attack or Continued Attack"));
}
