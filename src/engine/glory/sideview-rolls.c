/* Glory III: the rolls a side owes now, as forms for its device
 * (sideview-rolls.h). Who rolls: the Rally step's rolls are the acting
 * side's (11.5), and its charges (10.22); Defensive Fire is the side
 * being charged (10.31). What
 * is offered comes from the engine's own checks (recovery.h, dfcheck.h);
 * a pairing of firers and charger they refuse is refused with the rule
 * when sent. */
#include "glory/sideview-rolls.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/procedure.h"
#include "glory/calcunit.h"
#include "glory/cohesioncheck-private.h"
#include "glory/combatunit.h"
#include "glory/dfcheck.h"
#include "glory/gamenames-private.h"
#include "glory/gamestate-private.h"
#include "glory/recovery.h"

#define DRM_MIN -9
#define DRM_MAX 9

static json_object *
unit_json (const AdjGameState *s, guint u)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "id", json_object_new_string (s->battle->units[u].id));
  json_object_object_add (o, "name", json_object_new_string (adj_unit_name (s, (int) u)));
  return o;
}

static json_object *
form_new (const char *kind, const char *rule, const char *title, const char *text)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "kind", json_object_new_string (kind));
  json_object_object_add (o, "rule", json_object_new_string (rule));
  json_object_object_add (o, "title", json_object_new_string (title));
  json_object_object_add (o, "text", json_object_new_string (text));
  return o;
}

static int
acting_side (const AdjGameState *s)
{
  return s->phase == ADJ_PHASE_ACTIVATION && s->drawn >= 0 ? (int) adj_battle_am_side (s->battle, (guint) s->drawn)
                                                           : -1;
}

/* 11.52: one form per unit the Rally step still owes a try. */
static void
rally_forms (json_object *out, const AdjGameState *s)
{
  g_autoptr (GArray) owed = adj_game_state_rally_owed (s);
  gboolean night = adj_game_state_is_night (s);
  for (guint i = 0; i < owed->len; i++)
    {
      guint u = g_array_index (owed, guint, i);
      if (!adj_rally_check (s, u, 0, NULL))
        continue;
      AdjCohesionRoll odds;
      adj_game_state_rally_odds (s, u, &odds);
      /* TRANSLATORS: a unit */
      g_autofree char *title = g_strdup_printf (_("Rally roll for %s"), adj_unit_name (s, (int) u));
      /* The laptop's Rally page says the same (adj-rally-page.c). */
      g_autofree char *text
        = night ? g_strdup (_("Did nothing this activation: rallies without a roll (13)"))
          : odds.drop > 0
          /* TRANSLATORS: the disordered cohesion, the printed one, the chance */
          ? g_strdup_printf (_("Rallies on %d or less (%d printed, 12.4): %.0f%% (11.52)"), odds.cohesion,
                             odds.rating, odds.probability * 100)
          /* TRANSLATORS: the disordered cohesion, then the chance */
          : g_strdup_printf (_("Rallies on %d or less: %.0f%% (11.52)"), odds.cohesion, odds.probability * 100);
      json_object *f = form_new ("rally", night ? "13" : "11.52", title, text);
      json_object *units = json_object_new_array ();
      json_object_array_add (units, unit_json (s, u));
      json_object_object_add (f, "units", units);
      json_object_object_add (f, "fields", json_object_new_array ());
      json_object_object_add (f, "die", json_object_new_boolean (!night));
      json_object_object_add (f, "chance", json_object_new_double (night ? 1.0 : odds.probability));
      json_object_object_add (f, "chance_label", json_object_new_string (_("Chance to rally")));
      json_object *move = json_object_new_object ();
      json_object_object_add (move, "type", json_object_new_string ("rally"));
      json_object_object_add (move, "unit", json_object_new_string (s->battle->units[u].id));
      json_object_object_add (f, "move", move);
      json_object_array_add (out, f);
    }
}

static gboolean
df_step (const AdjGameState *s)
{
  return s->phase == ADJ_PHASE_ACTIVATION && s->step == ADJ_STEP_DEFENSIVE_FIRE && !s->fixed_glory
         && s->procedure >= ADJ_PROCEDURE_DF && s->drawn >= 0;
}

/* 10.33: a roll + DRM higher than the rating disorders; the rating is the
 * one the check would meet (10.36 for a unit this fire disordered). */
static json_object *
df_chances (const AdjGameState *s, guint target)
{
  AdjAction a = { .type = ADJ_ACTION_CHECK, .target = (int) target, .cause = ADJ_CHECK_DEFENSIVE_FIRE,
                  .rating = -1 };
  int why;
  int rating = adj_check_rating (s, &a, &why);
  json_object *by_drm = json_object_new_object ();
  for (int drm = DRM_MIN; drm <= DRM_MAX; drm++)
    {
      int needs = CLAMP (rating - drm + 1, 0, 10);
      char key[8];
      g_snprintf (key, sizeof key, "%d", drm);
      json_object_object_add (by_drm, key, json_object_new_double ((10 - needs) / 10.0));
    }
  return by_drm;
}

static json_object *
field_new (const char *name, const char *kind, const char *label)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "name", json_object_new_string (name));
  json_object_object_add (o, "kind", json_object_new_string (kind));
  json_object_object_add (o, "label", json_object_new_string (label));
  return o;
}

/* A field of units ticked from @choices (taken), one to @max. */
static json_object *
units_field (const char *name, const char *label, json_object *choices, int max)
{
  json_object *o = field_new (name, "units", label);
  json_object_object_add (o, "choices", choices);
  json_object_object_add (o, "min", json_object_new_int (1));
  json_object_object_add (o, "max", json_object_new_int (max));
  return o;
}

/* 10.31-10.36: one form for the side being charged: which of its units
 * fire (one stack, 10.32), at which top charging unit, with the 10.34
 * total from the laptop's Defensive Fire page, and the die. A charger is
 * offered while some defender's fire may still fall on it, a defender
 * while it may still fire at some charger (dfcheck.h). */
static void
df_form (json_object *out, const AdjGameState *s)
{
  int acting = acting_side (s);
  g_autoptr (GArray) firers = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) targets = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint u = 0; u < s->battle->n_units; u++)
    if (s->units[u].status == ADJ_UNIT_ON_MAP && (int) adj_battle_unit_side (s->battle, u) == acting)
      g_array_append_val (targets, u);
  for (guint u = 0; u < s->battle->n_units; u++)
    if (s->units[u].status == ADJ_UNIT_ON_MAP && (int) adj_battle_unit_side (s->battle, u) != acting)
      for (guint t = 0; t < targets->len; t++)
        if (adj_game_state_df_check_allowed (s, g_array_index (targets, guint, t), &u, 1, NULL))
          {
            g_array_append_val (firers, u);
            break;
          }
  if (firers->len == 0)
    return;

  json_object *by_choices = json_object_new_array ();
  for (guint i = 0; i < firers->len; i++)
    json_object_array_add (by_choices, unit_json (s, g_array_index (firers, guint, i)));
  json_object *at_choices = json_object_new_array ();
  json_object *table = json_object_new_object ();
  for (guint t = 0; t < targets->len; t++)
    {
      guint target = g_array_index (targets, guint, t);
      gboolean open = FALSE;
      for (guint i = 0; i < firers->len && !open; i++)
        open = adj_game_state_df_check_allowed (s, target, &g_array_index (firers, guint, i), 1, NULL);
      if (!open)
        continue;
      json_object_array_add (at_choices, unit_json (s, target));
      json_object_object_add (table, s->battle->units[target].id, df_chances (s, target));
    }

  json_object *f = form_new ("check", "10.33", _("Defensive Fire roll"),
                             _("One roll from your stack at the top charging unit of a hex: "
                               "higher than its cohesion disorders it (10.32, 10.33)"));
  json_object_object_add (f, "units", json_object_new_array ());
  json_object *fields = json_object_new_array ();
  json_object_array_add (fields, units_field ("by", _("Your units that fire (one stack)"), by_choices,
                                             ADJ_STACK_MAX_UNITS));
  json_object *at = field_new ("unit", "choice", _("The top charging unit fired at"));
  json_object_object_add (at, "choices", at_choices);
  json_object_array_add (fields, at);
  json_object *drm = field_new ("drm", "int", _("DF DRM (10.34)"));
  json_object_object_add (drm, "min", json_object_new_int (DRM_MIN));
  json_object_object_add (drm, "max", json_object_new_int (DRM_MAX));
  json_object_object_add (drm, "default", json_object_new_int (0));
  json_object_array_add (fields, drm);
  json_object_object_add (f, "fields", fields);
  json_object_object_add (f, "die", json_object_new_boolean (TRUE));
  json_object *chance = json_object_new_object ();
  json_object *keys = json_object_new_array ();
  json_object_array_add (keys, json_object_new_string ("unit"));
  json_object_array_add (keys, json_object_new_string ("drm"));
  json_object_object_add (chance, "keys", keys);
  json_object_object_add (chance, "table", table);
  json_object_object_add (f, "chance", chance);
  json_object_object_add (f, "chance_label", json_object_new_string (_("Chance to disorder it")));
  json_object *move = json_object_new_object ();
  json_object_object_add (move, "type", json_object_new_string ("check"));
  json_object_object_add (move, "cause", json_object_new_string ("defensive-fire"));
  json_object_object_add (f, "move", move);
  json_object_array_add (out, f);
}

/* 10.22: the charge roll for the acting side, in step v: which of its
 * units charge, and the die. The odds and DRM (10.23, 10.25, 10.4) come
 * from where the units stand and what they charge, which only the
 * laptop's Charge page holds: the device sends the roll, the page adds
 * the DRM and records the result. A unit whose charge was rolled is
 * offered no more (10.21); none left, no form. */
static void
charge_form (json_object *out, const AdjGameState *s)
{
  if (s->step != ADJ_STEP_CHARGE || s->procedure < ADJ_PROCEDURE_CHARGE)
    return;
  json_object *choices = json_object_new_array ();
  for (guint u = 0; u < s->battle->n_units; u++)
    if (adj_game_unit_fits_role (s, u, ADJ_UNIT_ROLE_CHARGER) && !adj_game_charge_rolled (s, u)
        && adj_game_charger_check (s, u, NULL))
      json_object_array_add (choices, unit_json (s, u));
  if (json_object_array_length (choices) == 0)
    {
      json_object_put (choices);
      return;
    }
  json_object *f = form_new ("charge", "10.22", _("Charge roll"),
                             _("Roll for the units of one charge: the laptop's Charge page adds the DRM "
                               "and applies the result (10.22, 10.29)"));
  json_object_object_add (f, "units", json_object_new_array ());
  json_object *fields = json_object_new_array ();
  json_object_array_add (fields, units_field ("chargers", _("Your units that charge"), choices,
                                             ADJ_CHARGE_MAX_HEXES * ADJ_STACK_MAX_UNITS));
  json_object_object_add (f, "fields", fields);
  json_object_object_add (f, "die", json_object_new_boolean (TRUE));
  json_object *move = json_object_new_object ();
  json_object_object_add (move, "type", json_object_new_string ("charge"));
  json_object_object_add (f, "move", move);
  json_object_array_add (out, f);
}

json_object *
adj_glory_rolls_owed_by (const AdjGameState *s, int side)
{
  json_object *out = json_object_new_array ();
  int acting = acting_side (s);
  if (acting < 0 || (side != 0 && side != 1))
    return out;
  if (side == acting && s->step == ADJ_STEP_RALLY)
    rally_forms (out, s);
  if (side == acting && s->phase == ADJ_PHASE_ACTIVATION)
    charge_form (out, s);
  if (side == 1 - acting && df_step (s))
    df_form (out, s);
  return out;
}

json_object *
adj_glory_rolls_awaited_by (const AdjGameState *s, int side)
{
  json_object *out = json_object_new_array ();
  if (side != 0 && side != 1)
    return out;
  json_object *theirs = adj_glory_rolls_owed_by (s, 1 - side);
  for (size_t i = 0; i < json_object_array_length (theirs); i++)
    {
      json_object *f = json_object_array_get_idx (theirs, i), *v;
      json_object *o = json_object_new_object ();
      json_object_object_add (o, "side", json_object_new_string (s->battle->sides[1 - side].id));
      json_object_object_get_ex (f, "title", &v);
      json_object_object_add (o, "title", json_object_get (v));
      json_object_object_get_ex (f, "rule", &v);
      json_object_object_add (o, "rule", json_object_get (v));
      json_object_array_add (out, o);
    }
  json_object_put (theirs);
  return out;
}

AdjAction *
adj_glory_roll_virtual (const AdjGameState *s, const char *text, guint64 seed, GError **error)
{
  json_object *o = json_tokener_parse (text);
  json_object *type = NULL, *cause = NULL;
  const char *t = o != NULL && json_object_is_type (o, json_type_object)
                      && json_object_object_get_ex (o, "type", &type)
                    ? json_object_get_string (type) : NULL;
  gboolean df = g_strcmp0 (t, "check") == 0 && json_object_object_get_ex (o, "cause", &cause)
                && g_strcmp0 (json_object_get_string (cause), "defensive-fire") == 0;
  /* A charge roll only as the form sends it: without a DRM (10.22). */
  gboolean charge = g_strcmp0 (t, "charge") == 0 && !json_object_object_get_ex (o, "drm", NULL);
  if (g_strcmp0 (t, "rally") != 0 && !df && !charge)
    {
      json_object_put (o);
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("the app rolls only for a rally (11.52), a Defensive Fire check (10.33) or a charge (10.22)"));
      return NULL;
    }
  /* The save's reader wants a die: 0 stands in, and the host's roll
   * replaces it at once. */
  json_object *die = json_object_new_object ();
  json_object_object_add (die, "value", json_object_new_int (0));
  json_object_object_add (o, "roll", die);
  AdjAction *a = adj_action_from_json (o, s->battle, "roll", error);
  json_object_put (o);
  if (a == NULL)
    return NULL;
  a->has_roll = TRUE;
  a->roll[0] = adj_roll_virtual (seed);
  return a;
}
