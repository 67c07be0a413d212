/* The Sequence of Play (3) as a state machine: initiative (5.2), the
 * held-out AM, marker selection, drawing, and stepping on; the prompt says
 * what each step asks of the players and which rule it follows. */
#include <string.h>

#include "core/cup.h"
#include "core/dice.h"
#include "core/i18n.h"
#include "core/modifier.h"
#include "glory/activation-private.h"
#include "glory/gamenames-private.h"
#include "glory/recovery-private.h"
#include "glory/sequence-private.h"
#include "glory/sequence.h"
#include "glory/gamecombat.h"
#include "glory/recovery.h"
#include "glory/activation.h"
#include "glory/initiative.h"

static gboolean
expect_phase (const AdjGameState *s, AdjPhase phase, const char *what, GError **error)
{
  if (s->phase == phase)
    return TRUE;
  AdjPrompt p;
  adj_game_state_prompt (s, &p);
  /* TRANSLATORS: %1$s names a move ("an initiative roll"), %2$s is what
   * the game asks for now, %3$s its rule numbers. */
  return adj_game_state_refuse (error, _("%s is not done now: %s (%s)"), what, p.text, p.rule);
}

gboolean
adj_apply_initiative (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (!expect_phase (s, ADJ_PHASE_INITIATIVE, _("an initiative roll"), error))
    return FALSE;
  if (!a->has_roll)
    return adj_game_state_refuse (error, _("each player rolls for the initiative (5.21)"));
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    if (!adj_roll_check (&a->roll[side], error))
      return FALSE;
  const AdjBattleTurn *t = &s->battle->turns[s->turn];
  int total[ADJ_BATTLE_N_SIDES];
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    {
      s->init_roll[side] = (gint8) a->roll[side].value;
      total[side] = a->roll[side].value + t->initiative_drm[side];
    }
  if (total[0] == total[1])
    {
      /* 5.21: a tie gives no one the initiative and skips 3.A.2. */
      s->initiative = -1;
      s->outcome = ADJ_OUTCOME_NO_INITIATIVE;
      s->phase = ADJ_PHASE_SELECTION;
      return TRUE;
    }
  s->initiative = total[0] > total[1] ? 0 : 1;
  s->outcome = ADJ_OUTCOME_INITIATIVE;
  s->outcome_side = s->initiative;
  s->phase = ADJ_PHASE_HOLD_OUT;
  return TRUE;
}

static gboolean
check_am (const AdjGameState *s, int am, int side, GError **error)
{
  if (am < 0 || (guint) am >= s->battle->n_ams)
    return adj_game_state_refuse (error, _("no such AM"));
  gboolean ours = (int) adj_battle_am_side (s->battle, (guint) am) == side;
  if (ours && adj_game_state_am_available (s, (guint) am))
    return TRUE;
  /* The name only for a refusal: a replay checks every AM chosen. */
  g_autofree char *name = adj_am_name (s, am);
  if (!ours)
    return adj_game_state_refuse (error, _("%s is not an AM of %s"), name, adj_side_name (s, side));
  return adj_game_state_refuse (error, _("%s is not available: an AM is played once a turn, on "
                                "the turns the Battle Book gives it, while its command has a "
                                "unit on the map or arriving (4.21)"), name);
}

gboolean
adj_apply_hold_out (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (!expect_phase (s, ADJ_PHASE_HOLD_OUT, _("holding out an AM"), error))
    return FALSE;
  if (a->side != s->initiative)
    return adj_game_state_refuse (error, _("only the Initiative Player, %s, holds out an AM (3.A.2)"),
                                  adj_side_name (s, s->initiative));
  /* 5.23: he may pre-select; -1 means he lets the pool decide. */
  if (a->target >= 0)
    {
      if (!check_am (s, a->target, a->side, error))
        return FALSE;
      s->am_loc[a->target] = ADJ_AM_HELD_OUT;
    }
  s->phase = ADJ_PHASE_SELECTION;
  return TRUE;
}

/* The Activation Phase starts with the held-out AM (3.C.1 exception), else a draw. */
static void
begin_activation_phase (AdjGameState *s)
{
  int held = adj_game_state_held_out (s);
  if (held >= 0)
    {
      s->am_loc[held] = ADJ_AM_DRAWN;
      s->drawn = (gint16) held;
      adj_activation_begin (s);
    }
  else if (adj_game_state_pool_count (s) > 0)
    s->phase = ADJ_PHASE_DRAW;
  else
    s->phase = ADJ_PHASE_RECOVERY;
}

gboolean
adj_apply_select (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (!expect_phase (s, ADJ_PHASE_SELECTION, _("choosing AMs for the pool"), error))
    return FALSE;
  if (a->side < 0 || a->side >= ADJ_BATTLE_N_SIDES)
    return adj_game_state_refuse (error, _("no such side"));
  if (s->selected[a->side])
    return adj_game_state_refuse (error, _("%s has already chosen his AMs this turn (3.B)"),
                                  adj_side_name (s, a->side));
  for (guint i = 0; i < a->n_items; i++)
    {
      int am = (int) a->items[i];
      if (am >= 0 && (guint) am < s->battle->n_ams && s->am_loc[am] == ADJ_AM_POOL)
        {
          g_autofree char *name = adj_am_name (s, am);
          return adj_game_state_refuse (error, _("%s is chosen twice"), name);
        }
      if (!check_am (s, am, a->side, error))
        return FALSE;
      s->am_loc[am] = ADJ_AM_POOL;
    }
  s->selected[a->side] = 1;
  if (s->selected[0] && s->selected[1])
    begin_activation_phase (s);
  return TRUE;
}

gboolean
adj_apply_draw (AdjGameState *s, const AdjAction *a, GError **error)
{
  if (!expect_phase (s, ADJ_PHASE_DRAW, _("a draw"), error))
    return FALSE;
  if (a->target < 0 || (guint) a->target >= s->battle->n_ams)
    return adj_game_state_refuse (error, _("no such AM"));
  if (s->am_loc[a->target] != ADJ_AM_POOL)
    {
      g_autofree char *name = adj_am_name (s, a->target);
      /* A real cup's draw: the AM that came out must be in the pool. What
       * was played is seen by all; whether the other side put an AM in is
       * its secret (4.21), so the refusal says nothing of the cup. */
      if (s->am_loc[a->target] == ADJ_AM_SET_ASIDE)
        return adj_game_state_refuse (error, _("%s has been played this turn and is set aside (3.C.2.c)"), name);
      return adj_game_state_refuse (error, _("%s cannot be recorded as drawn: check the counter that came out "
                                    "of the cup (3.C.1)"), name);
    }
  if (a->draw_virtual)
    {
      /* The app's blind draw: the seed must give the AM recorded. */
      g_autoptr (GArray) pool = adj_game_state_pool (s);
      guint slot;
      adj_cup_draw (pool->len, 1, a->draw_seed, &slot);
      guint pick = g_array_index (pool, guint, slot);
      if (pick != (guint) a->target)
        {
          g_autofree char *got = adj_am_name (s, (int) pick);
          g_autofree char *want = adj_am_name (s, a->target);
          return adj_game_state_refuse (error, _("the virtual draw with seed %llu gives %s, not %s"),
                                        (unsigned long long) a->draw_seed, got, want);
        }
    }
  s->am_loc[a->target] = ADJ_AM_DRAWN;
  s->drawn = (gint16) a->target;
  adj_activation_begin (s);
  return TRUE;
}

gboolean
adj_apply_advance (AdjGameState *s, const AdjAction *a, GError **error)
{
  AdjPrompt p;
  switch ((AdjPhase) s->phase)
    {
    case ADJ_PHASE_ACTIVATION:
      switch ((AdjStep) s->step)
        {
        case ADJ_STEP_DEFENSIVE_FIRE:
          /* Only Fixed Glory has an offensive fire phase before melee. */
          s->step = s->fixed_glory ? ADJ_STEP_OFFENSIVE_FIRE : ADJ_STEP_CHARGE;
          return TRUE;
        case ADJ_STEP_ARTILLERY_FIRE:
        case ADJ_STEP_MOVEMENT:
        case ADJ_STEP_OFFENSIVE_FIRE:
        case ADJ_STEP_CHARGE:
          s->step++;
          return TRUE;
        case ADJ_STEP_RALLY:
          if (adj_rally_still_owed (s, FALSE, error))
            return FALSE;
          s->step++;
          return TRUE;
        case ADJ_STEP_REMOVE_MARKERS:
          adj_activation_end_step (s);
          return TRUE;
        case ADJ_STEP_END:
          adj_activation_set_aside (s);
          s->phase = adj_game_state_pool_count (s) > 0 ? ADJ_PHASE_DRAW : ADJ_PHASE_RECOVERY;
          return TRUE;
        default:
          break;
        }
      break;
    case ADJ_PHASE_RECOVERY:
      adj_recovery_phase_end (s);
      return TRUE;
    default:
      break;
    }
  adj_game_state_prompt (s, &p);
  /* TRANSLATORS: %1$s is what the game asks for now, %2$s its rule numbers. */
  return adj_game_state_refuse (error, _("cannot go on yet: %s (%s)"), p.text, p.rule);
}

typedef struct {
  const char *rule;
  const char *text;
} StepText;

static const StepText steps[] = {
  [ADJ_STEP_CHOOSE] = { "4.24, 4.25", N_("choose the next command to act, or try a Combined Activation") },
  [ADJ_STEP_ARTILLERY_FIRE] = { "3.C.2.a.ii, 9", N_("artillery fire") },
  [ADJ_STEP_MOVEMENT] = { "3.C.2.a.iii, 6", N_("movement (artillery that fired stays)") },
  [ADJ_STEP_DEFENSIVE_FIRE] = { "3.C.2.a.iv, 10.3", N_("defensive fire by the infantry and artillery being charged") },
  [ADJ_STEP_OFFENSIVE_FIRE] = { "Fixed Glory", N_("offensive fire (Fixed Glory only)") },
  [ADJ_STEP_CHARGE] = { "3.C.2.a.v, 10.2", N_("infantry and cavalry charges") },
  [ADJ_STEP_RALLY] = { "3.C.2.a.vi, 11.5", N_("rally disordered units that did nothing else") },
  [ADJ_STEP_REMOVE_MARKERS] = { "3.C.2.a.vii", N_("remove Artillery Fired-No Move and No Rally markers") },
  [ADJ_STEP_END] = { "3.C.2.b-c", N_("remove Artillery Return Fired markers and set the AM aside") },
};

/* The Fixed Glory variant reorders the fire: the acting artillery
 * fires first, the other side fires after movement, then the acting
 * infantry and cavalry, then melee without defensive fire; no return fire. */
static const StepText fixed_steps[] = {
  [ADJ_STEP_ARTILLERY_FIRE] = { "Fixed Glory, 9.12", N_("the acting artillery fires now or not at all "
                                                     "(artillery that fires does not move)") },
  [ADJ_STEP_DEFENSIVE_FIRE] = { "Fixed Glory", N_("defensive fire: units next to acting units "
                                               "may fire at them") },
  [ADJ_STEP_OFFENSIVE_FIRE] = { "Fixed Glory", N_("offensive fire: the acting infantry and cavalry may "
                                               "fire at adjacent enemies") },
  [ADJ_STEP_CHARGE] = { "Fixed Glory, 10.2", N_("melee: the acting side may attack with adjacent "
                                             "good-order units; no defensive fire") },
  [ADJ_STEP_END] = { "Fixed Glory, 3.C.2.c", N_("set the AM aside (no return fire to clear)") },
};

void
adj_game_state_prompt (const AdjGameState *s, AdjPrompt *out)
{
  out->phase = (AdjPhase) s->phase;
  out->step = (AdjStep) s->step;
  out->side = -1;
  switch ((AdjPhase) s->phase)
    {
    case ADJ_PHASE_INITIATIVE:
      out->rule = "3.A.1, 5.21";
      out->text = _("both players roll for the initiative");
      break;
    case ADJ_PHASE_HOLD_OUT:
      out->side = s->initiative;
      out->rule = s->automatic ? "3.A.2, 5.22, 5.23" : "3.A.2, 5.23";
      out->text = _("the Initiative Player may hold out one of his available AMs to start the turn");
      break;
    case ADJ_PHASE_SELECTION:
      out->side = s->selected[0] ? 1 : s->selected[1] ? 0 : -1;
      out->rule = "3.B, 4.21";
      out->text = _("each player chooses which of his available AMs go into the pool");
      break;
    case ADJ_PHASE_DRAW:
      out->rule = "3.C.1, 4.22";
      out->text = _("draw an AM from the pool");
      break;
    case ADJ_PHASE_ACTIVATION:
      out->side = s->drawn >= 0 ? (int) adj_battle_am_side (s->battle, (guint) s->drawn) : -1;
      /* 10.31: the side being charged fires, not the acting one. */
      if (s->step == ADJ_STEP_DEFENSIVE_FIRE && out->side >= 0)
        out->side = 1 - out->side;
      {
        const StepText *t = &steps[s->step];
        if (s->fixed_glory && s->step < G_N_ELEMENTS (fixed_steps) && fixed_steps[s->step].rule)
          t = &fixed_steps[s->step];
        out->rule = t->rule;
        out->text = _(t->text);
      }
      break;
    case ADJ_PHASE_RECOVERY:
      {
        const AdjBattleTurn *t = &s->battle->turns[s->turn];
        /* 14.11: a refitted Glory I battle recovers at night as on Night 2. */
        gboolean no_rolls = t->night && !adj_game_state_recovery_as_night2 (s);
        out->rule = no_rolls ? "3.D, 13" : t->night && !t->night2 ? "3.D, 11.6, 14.11" : "3.D, 11.6";
        out->text = no_rolls ? _("no recovery rolls on this night turn; Withdrawn units then move to the Recovery Box")
                             : _("roll for the units in the Recovery Box; Withdrawn units then move to the Recovery Box");
      }
      break;
    case ADJ_PHASE_GAME_OVER:
    default:
      out->rule = "3";
      out->text = _("the game is over: the turn record track has no more turns");
      break;
    }
}

void
adj_initiative_calculate (const AdjBattle *b, guint turn, AdjInitiativeResult *out)
{
  g_return_if_fail (turn < b->n_turns);
  const AdjBattleTurn *t = &b->turns[turn];
  memset (out, 0, sizeof *out);
  out->automatic = t->automatic_initiative;
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    {
      out->modifiers[side] = adj_modifiers_new ();
      if (t->initiative_drm[side] != 0)
        adj_modifiers_add (out->modifiers[side], t->initiative_drm[side], "5.21",
                           /* TRANSLATORS: %s is the turn's label, e.g. "1300" */
                           _("turn record track, %s"), t->label);
    }
  if (out->automatic >= 0)
    {
      out->win[out->automatic] = 1.0;
      return;
    }
  int n[3] = { 0 };
  for (int r0 = 0; r0 < ADJ_D10_FACES; r0++)
    for (int r1 = 0; r1 < ADJ_D10_FACES; r1++)
      {
        int a = r0 + t->initiative_drm[0], c = r1 + t->initiative_drm[1];
        n[a > c ? 0 : a < c ? 1 : 2]++;
      }
  out->win[0] = n[0] / 100.0;
  out->win[1] = n[1] / 100.0;
  out->tie = n[2] / 100.0;
}

void
adj_initiative_result_clear (AdjInitiativeResult *r)
{
  for (guint side = 0; side < ADJ_BATTLE_N_SIDES; side++)
    g_clear_pointer (&r->modifiers[side], g_array_unref);
}

/* 9.13: some artillery fired during this AM and could be answered. */
static gboolean
return_fire_open (const AdjGameState *s)
{
  if (s->fixed_glory)
    return FALSE;
  for (guint i = 0; i < s->battle->n_units; i++)
    if (s->units[i].fired & UNIT_FIRED (ADJ_FIRE_ACTIVATION))
      return TRUE;
  return FALSE;
}

gboolean
adj_action_type_expected (const AdjGameState *s, AdjActionType type)
{
  switch ((AdjPhase) s->phase)
    {
    case ADJ_PHASE_INITIATIVE:
      return type == ADJ_ACTION_INITIATIVE || type == ADJ_ACTION_ASSIGN;
    case ADJ_PHASE_HOLD_OUT:
      return type == ADJ_ACTION_HOLD_OUT || type == ADJ_ACTION_ASSIGN;
    case ADJ_PHASE_SELECTION:
      return type == ADJ_ACTION_SELECT || type == ADJ_ACTION_ASSIGN;
    case ADJ_PHASE_DRAW:
      return type == ADJ_ACTION_DRAW;
    case ADJ_PHASE_RECOVERY:
      {
        const AdjBattleTurn *t = &s->battle->turns[s->turn];
        return type == ADJ_ACTION_ADVANCE
               || (type == ADJ_ACTION_RECOVER && (!t->night || adj_game_state_recovery_as_night2 (s)));
      }
    case ADJ_PHASE_ACTIVATION:
      break;
    default:
      return FALSE;
    }
  switch ((AdjStep) s->step)
    {
    case ADJ_STEP_CHOOSE:
      return type == ADJ_ACTION_START || (type == ADJ_ACTION_COMBINE && !adj_game_state_is_night (s))
             || (type == ADJ_ACTION_FIRE && return_fire_open (s));
    case ADJ_STEP_END:
      return type == ADJ_ACTION_ADVANCE || (type == ADJ_ACTION_FIRE && return_fire_open (s));
    case ADJ_STEP_RALLY:
      return type == ADJ_ACTION_ADVANCE || type == ADJ_ACTION_FINISH || type == ADJ_ACTION_RALLY
             || (type == ADJ_ACTION_FIRE && return_fire_open (s))
             || (type == ADJ_ACTION_OVERRULE && adj_rally_still_owed (s, FALSE, NULL));
    case ADJ_STEP_REMOVE_MARKERS:
      return type == ADJ_ACTION_ADVANCE || type == ADJ_ACTION_FINISH
             || (type == ADJ_ACTION_FIRE && return_fire_open (s));
    default:
      break;
    }
  switch (type)
    {
    case ADJ_ACTION_ADVANCE:
    case ADJ_ACTION_FINISH:
    case ADJ_ACTION_DISORDER:
    case ADJ_ACTION_WITHDRAW:
    case ADJ_ACTION_ELIMINATE:
    case ADJ_ACTION_RETREAT:
    case ADJ_ACTION_CHECK:
      return TRUE;
    case ADJ_ACTION_CHARGE:
      return s->step == ADJ_STEP_CHARGE;
    case ADJ_ACTION_MOUNT:
    case ADJ_ACTION_ENTER:
      return s->step == ADJ_STEP_MOVEMENT;
    case ADJ_ACTION_FIRE:
      return s->step == ADJ_STEP_ARTILLERY_FIRE || s->step == ADJ_STEP_DEFENSIVE_FIRE
             || s->step == ADJ_STEP_OFFENSIVE_FIRE || return_fire_open (s);
    default:
      return FALSE;
    }
}
