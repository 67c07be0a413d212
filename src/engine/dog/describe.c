/* One line per move for the journal, with names, results and rules (move.h). */
#include "dog/sideview.h"
#include "dog/move.h"

#include "core/i18n.h"
#include "core/procedure.h"

static const char *
unit_name (const AdjDogState *s, int unit)
{
  return adj_dog_battle_unit (adj_dog_state_get_battle (s), (guint) unit)->name;
}

static const char *
army (const AdjDogState *s, int side)
{
  return adj_dog_battle_army_name (adj_dog_state_get_battle (s), side);
}

static char *
roll_text (const AdjDogRoll *r)
{
  return r->is_virtual ? g_strdup_printf (_("rolled %d (virtual)"), r->value) : g_strdup_printf (_("rolled %d"), r->value);
}

/* The players ended a Morale Phase with units that had not tried to
 * rally (18.2): the line names them. */
static char *
describe_overrule (const AdjDogState *before)
{
  g_autoptr (GPtrArray) owed = adj_dog_state_owed (before);
  AdjDogBattle *b = adj_dog_state_get_battle (before);
  GString *names = g_string_new (NULL);
  for (guint i = 0; i < owed->len; i++)
    {
      const AdjStepItem *it = owed->pdata[i];
      for (guint j = 0; j < it->units->len; j++)
        g_string_append_printf (names, "%s%s", names->len ? ", " : "",
                                adj_dog_battle_unit (b, (guint) adj_dog_battle_find_unit (b, it->units->pdata[j]))->name);
    }
  g_autofree char *list = g_string_free (names, FALSE);
  if (adj_dog_state_get_step (before) == ADJ_DOG_STEP_SHOOTING)
    /* TRANSLATORS: the units that had not taken their test */
    return g_strdup_printf (_("Shooting Phase ended with %s not yet tested for casualties from shooting, by the "
                              "players' choice (18.3)"), list);
  /* TRANSLATORS: the phase, the units that had not tried to rally */
  return g_strdup_printf (_("%s ended with %s not yet tried to rally, by the players' choice (18.2)"),
                          adj_dog_step_name (adj_dog_state_get_step (before)), list);
}

static char *
describe_unit (const AdjDogMove *m, const AdjDogState *before, const AdjDogState *after)
{
  const char *name = unit_name (before, m->unit);
  const AdjDogUnitState *u = adj_dog_state_unit (after, (guint) m->unit);
  switch (m->type)
    {
    case ADJ_DOG_MOVE_ORDER:
      return g_strdup_printf (_("%s is now %s (18.2.8)"), name, adj_dog_order_name (m->value));
    case ADJ_DOG_MOVE_ROUTING:
      if (m->flag && u->order != adj_dog_state_unit (before, (guint) m->unit)->order)
        /* TRANSLATORS: a unit, its order now */
        return g_strdup_printf (_("%s routs (18.4.14) and is %s (18.2.8)"), name, adj_dog_order_name (u->order));
      return m->flag ? g_strdup_printf (_("%s routs (18.4.14)"), name)
                     : g_strdup_printf (_("%s rallies from its rout (18.2.10)"), name);
    case ADJ_DOG_MOVE_HALTED:
      return m->flag ? g_strdup_printf (_("%s is halted (18.2.9)"), name)
                     : g_strdup_printf (_("%s is no longer halted (18.2.9)"), name);
    case ADJ_DOG_MOVE_LOSE:
      if (u->shattered)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s loses %d stand: down to %d, shattered and removed from play (18.5.8)",
                                             "%s loses %d stands: down to %d, shattered and removed from play (18.5.8)",
                                             (gulong) m->value),
                                name, m->value, u->stands);
      if (u->fate == ADJ_DOG_FATE_DESTROYED)
        return g_strdup_printf (_("%s loses its last guns and is destroyed"), name);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s loses %d stand: %d left",
                                           "%s loses %d stands: %d left", (gulong) m->value),
                              name, m->value, u->stands);
    case ADJ_DOG_MOVE_SHOT:
      {
        /* TRANSLATORS: the firing unit, or "shooting" when the player did not say */
        g_autofree char *by = m->by >= 0 ? g_strdup_printf (_("fire of %s"), unit_name (before, m->by))
                                         : g_strdup (_("shooting"));
        if (u->shattered)
          /* TRANSLATORS: target, hits, what fired ("fire of 2nd Virginia"), stands left */
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "%s takes %d hit from %s (18.3): down to %d, shattered and removed from play (18.5.8)",
                                               "%s takes %d hits from %s (18.3): down to %d, shattered and removed from play (18.5.8)",
                                               (gulong) m->value),
                                  name, m->value, by, u->stands);
        if (u->fate == ADJ_DOG_FATE_DESTROYED)
          return g_strdup_printf (_("%s takes hits from %s and loses its last guns (18.3)"), name, by);
        /* TRANSLATORS: target, hits, what fired ("fire of 2nd Virginia"), stands left */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s takes %d hit from %s (18.3): %d stands left",
                                             "%s takes %d hits from %s (18.3): %d stands left", (gulong) m->value),
                                name, m->value, by, u->stands);
      }
    case ADJ_DOG_MOVE_REMOVE:
      return m->value == ADJ_DOG_FATE_SURRENDERED ? g_strdup_printf (_("%s surrenders (19.1)"), name)
             : m->value == ADJ_DOG_FATE_ROUTED_OFF ? g_strdup_printf (_("%s routs off the table (18.4.14)"), name)
             : g_strdup_printf (_("%s is destroyed"), name);
    case ADJ_DOG_MOVE_FIRST_FIRE:
      return g_strdup_printf (_("%s fires its first fire (18.3.2)"), name);
    case ADJ_DOG_MOVE_MORALE:
      {
        g_autofree char *roll = roll_text (&m->roll);
        gboolean pass = m->roll.value > m->total;
        /* TRANSLATORS: a unit, the test, the factors' total, "rolled 5", then passes or fails */
        return g_strdup_printf (_("%s, %s test: total %d, %s: %s (18.2)"), name, adj_dog_test_name (m->value),
                                m->total, roll, pass ? _("passes") : _("fails"));
      }
    default:
      return g_strdup ("?");
    }
}

static char *
describe_general (const AdjDogMove *m, const AdjDogState *before, const AdjDogState *after)
{
  AdjDogBattle *b = adj_dog_state_get_battle (before);
  const AdjDogGameGeneral *g = adj_dog_battle_general (b, (guint) m->general);
  const AdjDogGeneralState *gs = adj_dog_state_general (after, (guint) m->general);
  g_autofree char *roll = roll_text (&m->roll);
  switch (m->type)
    {
    case ADJ_DOG_MOVE_STAFF:
      {
        AdjDogStaffTable t = ADJ_DOG_STAFF_STANDARD;
        adj_dog_state_staff_table (before, g->side, &t, NULL);
        /* TRANSLATORS: a general, "rolled 4", his grade, then the rule */
        return g_strdup_printf (_("Staff quality of %s: %s, %s (%s)"), g->name, roll, adj_dog_grade_name (gs->grade),
                                adj_dog_staff_table_rule (adj_dog_battle_get_rules (b), t));
      }
    case ADJ_DOG_MOVE_PROMOTE:
      return g_strdup_printf (_("Field promotion to the post of %s: %s, %s (15.3)"), g->name, roll,
                              adj_dog_grade_name (gs->grade));
    default:
      return g_strdup_printf (_("%s is %s"), g->name, adj_dog_general_status_name (gs->status));
    }
}

static char *
names_of (const AdjDogMove *m, const AdjDogState *s)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < m->units->len; i++)
    g_string_append_printf (out, "%s%s", i ? ", " : "", unit_name (s, (int) g_array_index (m->units, guint, i)));
  return g_string_free (out, FALSE);
}

/* The shared screen's line: a side's scouts stay unnamed until both
 * sides have named theirs (sideview.h). */
char *
adj_dog_move_describe (const AdjDogMove *m, const AdjDogState *before, const AdjDogState *after)
{
  char *hidden = adj_dog_move_describe_hidden (m, after);
  return hidden != NULL ? hidden : adj_dog_move_describe_named (m, before, after);
}

char *
adj_dog_move_describe_named (const AdjDogMove *m, const AdjDogState *before, const AdjDogState *after)
{
  int a0 = m->rolls.value[0], a1 = m->rolls.value[1];
  switch (m->type)
    {
    case ADJ_DOG_MOVE_STAFF:
    case ADJ_DOG_MOVE_PROMOTE:
    case ADJ_DOG_MOVE_GENERAL:
      return describe_general (m, before, after);
    case ADJ_DOG_MOVE_SCOUTS:
      {
        g_autofree char *names = names_of (m, before);
        AdjDogScouting sc;
        if (m->units->len == 0)
          return g_strdup_printf (_("%s sends no cavalry scouting (20.1)"), army (before, m->side));
        if (!adj_dog_state_scouting (after, &sc))
          return g_strdup_printf (_("%s scouts with %s (20.1)"), army (before, m->side), names);
        const char *const armies[2] = { army (before, 0), army (before, 1) };
        g_autofree char *result = adj_dog_scouting_describe (&sc, armies);
        return g_strdup_printf (_("%s scouts with %s. %s"), army (before, m->side), names, result);
      }
    case ADJ_DOG_MOVE_DEPLOY_ROLL:
      /* TRANSLATORS: two armies and their dice, then the army that sets up first */
      return g_strdup_printf (_("Deployment roll: %s %d, %s %d: %s sets up a brigade first (17.1)"), army (before, 0),
                              a0, army (before, 1), a1, army (before, adj_dog_state_deploys_first (after)));
    case ADJ_DOG_MOVE_BEGIN:
      return g_strdup (_("The battle begins: turn 1"));
    case ADJ_DOG_MOVE_INITIATIVE:
      return g_strdup_printf (_("Turn %d initiative: %s %d, %s %d: %s has the initiative (18.1)"),
                              adj_dog_state_get_turn (after), army (before, 0), a0, army (before, 1), a1,
                              army (before, adj_dog_state_get_initiative (after)));
    case ADJ_DOG_MOVE_NEXT:
      {
        int side = adj_dog_state_acting_side (after);
        if (adj_dog_state_get_step (after) == ADJ_DOG_STEP_INITIATIVE)
          return g_strdup_printf (_("Turn %d begins (18)"), adj_dog_state_get_turn (after));
        if (side < 0)
          return g_strdup_printf ("%s (%s)", adj_dog_step_name (adj_dog_state_get_step (after)),
                                  adj_dog_step_rule (adj_dog_state_get_step (after)));
        /* TRANSLATORS: a phase, the army whose part it is, the rule */
        return g_strdup_printf (_("%s: %s (%s)"), adj_dog_step_name (adj_dog_state_get_step (after)), army (after, side),
                                adj_dog_step_rule (adj_dog_state_get_step (after)));
      }
    case ADJ_DOG_MOVE_OVERRULE:
      return describe_overrule (before);
    case ADJ_DOG_MOVE_END:
      {
        AdjDogVictory v;
        adj_dog_state_victory (after, &v);
        if (v.winner < 0)
          return g_strdup_printf (_("The game ends after turn %d: a draw (19.2)"), adj_dog_state_get_turn (after));
        /* TRANSLATORS: the turn, the winning army, the result ("Minor Victory") */
        return g_strdup_printf (_("The game ends after turn %d: %s wins, %s (19.2)"), adj_dog_state_get_turn (after),
                                army (after, v.winner), adj_dog_result_name (v.result));
      }
    case ADJ_DOG_MOVE_ASSAULT:
      {
        const char *a = unit_name (before, m->unit), *d = unit_name (before, m->by);
        /* TRANSLATORS: attacker, defender, stands each lost */
        g_autofree char *line = g_strdup_printf (_("Close assault, %s against %s: %s loses %d, %s loses %d (18.5)"),
                                                 a, d, a, m->lost[0], d, m->lost[1]);
        GString *out = g_string_new (line);
        if (m->text != NULL)
          /* TRANSLATORS: the compulsory movement as the player wrote it */
          g_string_append_printf (out, _("; compulsory movement: %s (18.5.1)"), m->text);
        for (int k = 0; k < 2; k++)
          {
            int who = k == 0 ? m->unit : m->by;
            const AdjDogUnitState *u = adj_dog_state_unit (after, (guint) who);
            if (m->lost[k] > 0 && u->fate == ADJ_DOG_FATE_DESTROYED)
              g_string_append_printf (out, _("; %s is removed from play (18.5.8)"), unit_name (before, who));
          }
        return g_string_free (out, FALSE);
      }
    case ADJ_DOG_MOVE_DISPUTE:
      {
        g_autofree char *roll = roll_text (&m->roll);
        const AdjDogRules *rules = adj_dog_battle_get_rules (adj_dog_state_get_battle (before));
        int decides = adj_dog_dispute_side (rules, m->roll.value) == 0 ? m->side : 1 - m->side;
        /* TRANSLATORS: the question, "rolled 2", then the army whose wish decides */
        return g_strdup_printf (_("Dispute \"%s\": %s: as %s wishes (4.1)"), m->text, roll, army (before, decides));
      }
    default:
      return describe_unit (m, before, after);
    }
}
