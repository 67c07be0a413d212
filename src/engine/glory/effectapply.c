/* Applying a list of combat effects to the units' conditions, with the
 * rolls of its cohesion checks: the pure step the game's journal replays. */
#include "glory/combateffects.h"

#include "core/error.h"
#include "core/i18n.h"

/* The texts are for people; enumerations that only count go without. */
typedef struct {
  GArray *applied;
  gboolean texts;
} Run;

static char *fmt (const Run *run, const char *format, ...) G_GNUC_PRINTF (2, 3);

static char *
fmt (const Run *run, const char *format, ...)
{
  va_list args;
  char *text;
  if (!run->texts)
    return NULL;
  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  return text;
}

static void
record (GArray *applied, const AdjEffect *e, AdjEffectKind kind, const char *rule, char *text)
{
  AdjEffect r = *e;
  r.kind = kind;
  r.rule = rule;
  r.text = text;
  g_array_append_val (applied, r);
}

static gboolean
tracked (const AdjCombatState *st, const AdjEffect *e)
{
  return e->stack != ADJ_EFFECT_OTHER_UNIT && e->stack < st->n_stacks[e->side]
         && e->unit < st->n_units[e->side][e->stack];
}

static gboolean
gone (AdjUnitCondition c)
{
  return c == ADJ_COND_WITHDRAWN || c == ADJ_COND_ELIMINATED;
}

/* A Disorder: 11.11 flips the unit, 11.41 withdraws a disordered one (and
 * eliminates artillery). */
static void
disorder (AdjCombatState *st, const AdjEffect *e, const Run *run, const char *why)
{
  AdjUnitCondition *c = &st->unit[e->side][e->stack][e->unit];
  AdjUnitCondition next = adj_condition_disorder (*c, st->kind[e->side][e->stack][e->unit]);
  AdjEffectKind kind = next == ADJ_COND_DISORDERED ? ADJ_EFFECT_DISORDER
                       : next == ADJ_COND_WITHDRAWN ? ADJ_EFFECT_WITHDRAW : ADJ_EFFECT_ELIMINATE;
  *c = next;
  /* TRANSLATORS: %s is why, e.g. "failed cohesion check" */
  record (run->applied, e, kind, kind == ADJ_EFFECT_DISORDER ? e->rule : "11.41",
          fmt (run, next == ADJ_COND_DISORDERED ? _("%s: disordered")
                    : next == ADJ_COND_WITHDRAWN ? _("%s: withdrawn") : _("%s: eliminated"), why));
}

static gboolean
hex_emptied (const AdjCombatState *st, guint into)
{
  for (guint d = 0; d < st->n_stacks[ADJ_SIDE_DEFENDER]; d++)
    {
      gboolean empty = TRUE;
      for (guint u = 0; u < st->n_units[ADJ_SIDE_DEFENDER][d]; u++)
        empty &= gone (st->unit[ADJ_SIDE_DEFENDER][d][u]);
      if ((into & (1u << d)) && empty)
        return TRUE;
    }
  return FALSE;
}

static gboolean
play (AdjCombatState *st, const GArray *effects, const int *rolls, guint n_rolls, const Run *run,
      GError **error)
{
  GArray *applied = run->applied;
  guint next_roll = 0;
  gboolean advanced = FALSE, chose[ADJ_EFFECT_COUNTER_ATTACK + 1] = { FALSE };

  for (guint i = 0; i < effects->len; i++)
    {
      const AdjEffect *e = &g_array_index (effects, AdjEffect, i);
      gboolean known = tracked (st, e);
      if (known && gone (st->unit[e->side][e->stack][e->unit]))
        {
          /* Withdrawn or eliminated units take no further effects. */
          if (e->kind == ADJ_EFFECT_ADVANCE)
            advanced = FALSE;
          continue;
        }
      if (e->kind == ADJ_EFFECT_ADVANCE)
        {
          /* A tied option not taken, or a hex that did not empty: no advance,
           * and none of the effects that follow from it. */
          advanced = !(e->choice && chose[e->kind]) && (!e->if_vacated || hex_emptied (st, e->into));
          if (!advanced)
            continue;
        }
      else if ((e->choice && chose[e->kind]) || (e->after_advance && !advanced))
        continue;
      chose[e->kind] |= e->choice;

      switch (e->kind)
        {
        case ADJ_EFFECT_CHECK:
          {
            if (!e->rolled && next_roll >= n_rolls)
              {
                g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                             g_dngettext (GETTEXT_PACKAGE, "%u cohesion check roll given, the result needs more",
                                          "%u cohesion check rolls given, the result needs more", n_rolls),
                             n_rolls);
                return FALSE;
              }
            int roll = e->rolled ? e->roll : rolls[next_roll++];
            if (roll < 0 || roll > 9)
              {
                g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%d is not a roll: the die reads 0 to 9"), roll);
                return FALSE;
              }
            gboolean fails = roll + e->drm > e->cohesion;
            guint at = applied->len;
            record (applied, e, ADJ_EFFECT_CHECK, e->rule,
                    /* TRANSLATORS: a cohesion check (e.g. "X checks cohesion (5)"), then the roll
                     * and its DRM ("+2") */
                    e->drm ? fmt (run, fails ? _("%s: rolled %d %+d, fails") : _("%s: rolled %d %+d, passes"),
                                  e->text, roll, e->drm)
                           : fmt (run, fails ? _("%s: rolled %d, fails") : _("%s: rolled %d, passes"), e->text, roll));
            g_array_index (applied, AdjEffect, at).roll = roll;
            if (fails && known)
              disorder (st, e, run, _("failed cohesion check"));
            else if (fails)
              record (applied, e, ADJ_EFFECT_DISORDER, e->rule, fmt (run, "%s", _("failed cohesion check: disordered")));
            if (fails)
              g_array_index (applied, AdjEffect, applied->len - 1).from_check = TRUE;
            break;
          }
        case ADJ_EFFECT_DISORDER:
          if (known)
            disorder (st, e, run, e->text);
          else
            record (applied, e, e->kind, e->rule, fmt (run, "%s", e->text));
          break;
        case ADJ_EFFECT_WITHDRAW:
        case ADJ_EFFECT_ELIMINATE:
          if (known)
            st->unit[e->side][e->stack][e->unit] = e->kind == ADJ_EFFECT_WITHDRAW
                                                     && !adj_combat_kind_is_artillery (st->kind[e->side][e->stack][e->unit])
                                                     ? ADJ_COND_WITHDRAWN : ADJ_COND_ELIMINATED;
          record (applied, e, e->kind, e->rule, fmt (run, "%s", e->text));
          break;
        default:
          record (applied, e, e->kind, e->rule, fmt (run, "%s", e->text));
          break;
        }
    }
  return TRUE;
}

gboolean
adj_effects_apply (AdjCombatState *st, const GArray *effects, const int *rolls, guint n_rolls,
                   GArray *applied, GError **error)
{
  Run run = { applied, TRUE };
  return play (st, effects, rolls, n_rolls, &run, error);
}

gboolean
adj_effects_apply_bare (AdjCombatState *st, const GArray *effects, const int *rolls, guint n_rolls,
                        GArray *applied, GError **error)
{
  Run run = { applied, FALSE };
  return play (st, effects, rolls, n_rolls, &run, error);
}
