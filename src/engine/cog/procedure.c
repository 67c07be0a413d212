/* The procedure of Clash of Giants III (docs/design.md, "The procedure is
 * the engine's"): what the current step still owes before it can end, and
 * what may be done now. Next refuses with the first thing owed
 * (sequence.c), so the list and the refusal never disagree; what may be
 * done is what the rules accept now, found by trying each candidate move
 * on the state, so it cannot drift from them either. */
#include "cog/state-private.h"

#include "cog/apply.h"
#include "cog/combatstate.h"
#include "core/i18n.h"

static void
add_pending (GPtrArray *items, const AdjCogState *s)
{
  AdjStepItem *it = adj_step_items_add (items, adj_step_item_new (NULL, "12.9", -1, "%s",
                                                                  _("apply the last combat's results first")));
  for (guint i = 0; i < s->n_pending; i++)
    adj_step_item_add_unit (it, s->battle->units[s->pending[i].unit].id);
}

static void
add_reinforcements (GPtrArray *items, const AdjCogState *s, AdjCogSide side)
{
  const AdjCogBattle *b = s->battle;
  for (guint r = 0; r < b->n_reinforcements; r++)
    {
      CogRollNeed need = adj_cog_group_needs (s, r);
      if (need == COG_ROLL_NONE || adj_cog_group_side (s, r) != side)
        continue;
      const char *name = b->formations[b->reinforcements[r].formation].name;
      AdjStepItem *it = need == COG_ROLL_VARIABLE
        ? adj_step_item_new ("variable_entry", "9.4", side, _("roll for the delay of %s first"), name)
        : adj_step_item_new ("entry_roll", "9.2", side, _("roll for the Entry Hex of %s first"), name);
      adj_step_item_add_unit (adj_step_items_add (items, it), b->reinforcements[r].id);
    }
}

static void
add_artillery (GPtrArray *items, const AdjCogState *s)
{
  const AdjCogBattle *b = s->battle;
  if (adj_cog_am_cup (s, NULL, NULL, ADJ_COG_CSA) / 2 > 0)
    adj_step_items_add (items, adj_step_item_new ("am_draw", "6.3.2", -1, "%s",
                                                  _("draw the Artillery Markers first")));
  for (guint i = 0; i < b->n_scms; i++)
    if (s->scms[i].status == ADJ_COG_CM_READY && b->scms[i].available_on != 0 && s->scm_roll[i] == 0)
      adj_step_item_add_unit (adj_step_items_add (items, adj_step_item_new ("scm_roll", "6.3.2", b->scms[i].side,
                                                                            _("roll for %s first"), b->scms[i].name)),
                              b->scms[i].id);
}

static void
add_command_rolls (GPtrArray *items, const AdjCogState *s)
{
  guint n;
  const guint *f = adj_cog_state_active_formations (s, &n);
  int side = s->active_special ? (int) s->battle->scms[s->active].side : (int) s->battle->cms[s->active].side;
  for (guint i = 0; i < n; i++)
    if (!s->rolled[f[i]] && adj_cog_formation_needs_roll (s, f[i]))
      adj_step_item_add_unit (
        adj_step_items_add (items, adj_step_item_new ("command_roll", "10.1", side,
                                                      _("roll on the Command Track of %s first"),
                                                      s->battle->formations[f[i]].name)),
        s->battle->formations[f[i]].id);
}

GPtrArray *
adj_cog_state_owed (const AdjCogState *s)
{
  GPtrArray *items = adj_step_items_new ();
  if (s->n_pending > 0)
    {
      add_pending (items, s);
      return items;
    }
  switch (s->step)
    {
    case ADJ_COG_STEP_REINFORCE_CSA:
      add_reinforcements (items, s, ADJ_COG_CSA);
      break;
    case ADJ_COG_STEP_REINFORCE_UNION:
      add_reinforcements (items, s, ADJ_COG_UNION);
      break;
    case ADJ_COG_STEP_ARTILLERY:
      add_artillery (items, s);
      break;
    case ADJ_COG_STEP_DRAW:
      adj_step_items_add (items, adj_step_item_new ("cm_draw", "6.3.3", adj_cog_state_drawer (s), "%s",
                                                    _("draw a marker from the cup")));
      break;
    case ADJ_COG_STEP_ACTIVATION:
      add_command_rolls (items, s);
      break;
    default:
      break;
    }
  return items;
}

/* What may be done */

static gboolean
accepted (const AdjCogState *s, AdjCogMove *m)
{
  AdjCogState *after = adj_cog_state_apply (s, m, NULL);
  adj_cog_move_free (m);
  if (after == NULL)
    return FALSE;
  adj_cog_state_unref (after);
  return TRUE;
}

/* One item per kind of move, side and text, gathering the ids it may name. */
static void
offer (GPtrArray *items, AdjCogMoveType type, const char *rule, int side, const char *text, const char *id)
{
  adj_step_items_offer (items, adj_cog_move_type_id (type), rule, side, text, id);
}

static const struct {
  AdjCogMoveType type;
  AdjCogLossReason reason;
  const char *rule;
  const char *text;
} unit_moves[] = {
  { ADJ_COG_MOVE_STEP_LOSS, ADJ_COG_LOSS_COMBAT, "12.9.5", N_("take a step loss the combat gave") },
  { ADJ_COG_MOVE_ELIMINATE, ADJ_COG_LOSS_RETREATED_IN, "12.10.5",
    N_("eliminate a unit that retreated into the defeated hex") },
  { ADJ_COG_MOVE_ELIMINATE, ADJ_COG_LOSS_RETREAT, "12.10", N_("eliminate a unit that cannot retreat in full") },
  { ADJ_COG_MOVE_ELIMINATE, ADJ_COG_LOSS_STACKING, "7.1", N_("eliminate an overstacked unit") },
  { ADJ_COG_MOVE_STEP_LOSS, ADJ_COG_LOSS_RETREAT_PHASE, "6.3.4", N_("a unit that cannot retreat loses a step") },
  { ADJ_COG_MOVE_ELIMINATE, ADJ_COG_LOSS_SURRENDER, "15.3", N_("a surrounded unit surrenders") },
  { ADJ_COG_MOVE_REPLACEMENT, 0, "9.6", N_("rebuild a unit of a formation whose CM was withheld") },
};

static void
offer_units (GPtrArray *items, const AdjCogState *s)
{
  const AdjCogBattle *b = s->battle;
  for (guint k = 0; k < G_N_ELEMENTS (unit_moves); k++)
    for (guint u = 0; u < b->n_units; u++)
      if (accepted (s, adj_cog_move_unit (unit_moves[k].type, u, unit_moves[k].reason)))
        offer (items, unit_moves[k].type, unit_moves[k].rule, (int) b->formations[b->units[u].formation].side,
               _(unit_moves[k].text), b->units[u].id);
}

static void
offer_markers (GPtrArray *items, const AdjCogState *s)
{
  const AdjCogBattle *b = s->battle;
  for (guint i = 0; i < b->n_cms; i++)
    {
      if (accepted (s, adj_cog_move_marker (ADJ_COG_MOVE_SET_ASIDE, i)))
        offer (items, ADJ_COG_MOVE_SET_ASIDE, "6.3.3", b->cms[i].side, _("set a newly arrived CM aside"),
               b->cms[i].id);
      if (accepted (s, adj_cog_move_marker (ADJ_COG_MOVE_WITHHOLD, i)))
        offer (items, ADJ_COG_MOVE_WITHHOLD, "15.1", b->cms[i].side, _("withhold a CM for replacements"),
               b->cms[i].id);
    }
  if (accepted (s, adj_cog_move_cm_draw_virtual (0)))
    offer (items, ADJ_COG_MOVE_CM_DRAW, "6.3.3", adj_cog_state_drawer (s), _("draw a marker from the cup"), NULL);
  if (accepted (s, adj_cog_move_am_draw_virtual (0)))
    offer (items, ADJ_COG_MOVE_AM_DRAW, "6.3.2", -1, _("draw half the Artillery Markers"), NULL);
  for (guint h = 0; h < b->n_hexes; h++)
    for (int side = 0; side < ADJ_COG_N_SIDES; side++)
      if (accepted (s, adj_cog_move_control (h, (AdjCogSide) side)))
        offer (items, ADJ_COG_MOVE_CONTROL, "5.2", side, _("take a victory hex"), b->hexes[h].hex);
  for (int side = 0; side < ADJ_COG_N_SIDES; side++)
    if (accepted (s, adj_cog_move_vp ((AdjCogSide) side, 1, "")))
      offer (items, ADJ_COG_MOVE_VP, "5.1", side, _("add the battle book's other victory points"), NULL);
}

static void
offer_rolls (GPtrArray *items, const AdjCogState *s)
{
  const AdjCogBattle *b = s->battle;
  for (guint r = 0; r < b->n_reinforcements; r++)
    {
      int side = adj_cog_group_side (s, r);
      if (accepted (s, adj_cog_move_roll (ADJ_COG_MOVE_EARLY_ENTRY, r, 1)))
        offer (items, ADJ_COG_MOVE_EARLY_ENTRY, "9.3", side, _("roll for early entry"), b->reinforcements[r].id);
      if (accepted (s, adj_cog_move_roll (ADJ_COG_MOVE_VARIABLE_ENTRY, r, 1)))
        offer (items, ADJ_COG_MOVE_VARIABLE_ENTRY, "9.4", side, _("roll for a delay"), b->reinforcements[r].id);
      if (accepted (s, adj_cog_move_roll (ADJ_COG_MOVE_ENTRY_ROLL, r, 1)))
        offer (items, ADJ_COG_MOVE_ENTRY_ROLL, "9.2", side, _("roll for the Entry Hex"), b->reinforcements[r].id);
    }
  for (guint i = 0; i < b->n_scms; i++)
    if (accepted (s, adj_cog_move_roll (ADJ_COG_MOVE_SCM_ROLL, i, 1)))
      offer (items, ADJ_COG_MOVE_SCM_ROLL, "6.3.2", b->scms[i].side, _("roll for an SCM's availability"),
             b->scms[i].id);
  for (guint f = 0; f < b->n_formations; f++)
    if (accepted (s, adj_cog_move_roll (ADJ_COG_MOVE_COMMAND_ROLL, f, 1)))
      offer (items, ADJ_COG_MOVE_COMMAND_ROLL, "10.1", b->formations[f].side, _("roll on the Command Track"),
             b->formations[f].id);
}

static void
offer_combat (GPtrArray *items, const AdjCogState *s)
{
  const AdjCogBattle *b = s->battle;
  for (int side = 0; side < ADJ_COG_N_SIDES; side++)
    {
      if (accepted (s, adj_cog_move_side (ADJ_COG_MOVE_COMBAT_ACTION, (AdjCogSide) side)))
        offer (items, ADJ_COG_MOVE_COMBAT_ACTION, "6.3.3", side, _("declare the side's Combat Action"), NULL);
      if (accepted (s, adj_cog_move_side (ADJ_COG_MOVE_AUTOMATIC_VICTORY, (AdjCogSide) side)))
        offer (items, ADJ_COG_MOVE_AUTOMATIC_VICTORY, "6.3.6", side, _("claim an Automatic Victory"), NULL);
    }
  gboolean special;
  guint index;
  AdjCogSide side;
  if (s->n_pending > 0 || !adj_cog_state_combat_open (s) || !adj_cog_state_active_marker (s, &special, &index, &side))
    return;
  /* Attackers: the units the engine would let attack now (9.5, 12.2, 12.3). */
  for (guint u = 0; u < b->n_units; u++)
    {
      if (b->formations[b->units[u].formation].side != side)
        continue;
      g_autofree char *why = adj_cog_combat_attacker_refusal (s, u);
      if (why == NULL)
        offer (items, ADJ_COG_MOVE_COMBAT, "12.9", side, _("attack a hex next to these units"), b->units[u].id);
    }
}

static gboolean
chart_has_blank (const AdjCogBattle *b)
{
  for (guint r = 0; r < 3; r++)
    for (guint c = 0; c < b->n_columns; c++)
      if (adj_chart_cell (b->chart, r, c)->blank)
        return TRUE;
  return FALSE;
}

GPtrArray *
adj_cog_state_legal (const AdjCogState *s)
{
  GPtrArray *items = adj_step_items_new ();
  if (s->step == ADJ_COG_STEP_GAME_OVER)
    return items;
  offer_rolls (items, s);
  offer_markers (items, s);
  offer_combat (items, s);
  offer_units (items, s);
  if (accepted (s, adj_cog_move_next ((int) s->step)))
    offer (items, ADJ_COG_MOVE_NEXT, "6.1", -1, _("end the step"), NULL);
  /* 12.9: a cell the battle leaves blank may be filled in at any time. */
  if (chart_has_blank (s->battle))
    offer (items, ADJ_COG_MOVE_CHART, "12.9", -1, _("fill in a blank cell of the Combat Chart"), NULL);
  return items;
}
