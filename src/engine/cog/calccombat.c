/* Clash of Giants III's combat for a player's device (calccombat.h,
 * 12.9-12.12, 13.1): the phone names the attacking and defending units
 * and says whether each side adds an Artillery Marker; the game's own setup (adj_cog_combat_setup,
 * as the laptop's Combat page) fills their steps and TERs, checks the
 * combat as a move would be, and reads the column of the game's chart.
 * The answer is `adjutant-cli cog combat`'s for that column and those
 * units, with the odds' factors and each unit's name beside it. */
#include "cog/calccombat.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/modifier.h"
#include "cog/combatjson.h"
#include "cog/combatstate.h"
#include "cog/cups.h"

/* Units on the map, by name. */
static void
units_on_map (gconstpointer state, GArray *ids, GPtrArray *names)
{
  const AdjCogBattle *b = adj_cog_state_battle (state);
  for (guint i = 0; i < adj_cog_battle_n_units (b); i++)
    if (adj_cog_state_unit_status (state, i) == ADJ_COG_UNIT_ON_MAP)
      {
        int id = (int) i;
        g_array_append_val (ids, id);
        g_ptr_array_add (names, adj_cog_battle_unit (b, i)->name);
      }
}

/* 13.1: the Artillery Marker @side brings, when it says it brings one:
 * the first of its markers available now that the setup takes (one of
 * the formation of a unit in the fight); each adds the same 1, so which
 * does not change the odds. Which markers a side drew is its secret
 * (6.3.2; their count is not), so the phone only says whether, and a
 * refusal names none. FALSE with @error when none fits. */
static gboolean
pick_am (gconstpointer state, AdjCogCombatMove *cm, gboolean attacker, AdjCogSide side, GError **error)
{
  const AdjCogBattle *b = adj_cog_state_battle (state);
  int *am = attacker ? &cm->attacker_am : &cm->defender_am;
  gboolean any = FALSE;
  for (guint i = 0; i < adj_cog_battle_n_ams (b); i++)
    {
      if (!adj_cog_state_am_available (state, i, side))
        continue;
      any = TRUE;
      *am = (int) i;
      AdjCogCombatSetup st;
      gboolean ok = adj_cog_combat_setup (state, cm, &st, NULL);
      adj_cog_combat_setup_clear (&st);
      if (ok)
        return TRUE;
    }
  *am = -1;
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "%s",
               any ? _("13.1: no Artillery Marker that side holds now is of a formation in this combat")
                   : _("13.1: that side has no Artillery Marker available now"));
  return FALSE;
}

static void
add_names (json_object *list, const AdjCogBattle *b, const guint *units, guint n)
{
  for (guint i = 0; i < n && i < json_object_array_length (list); i++)
    json_object_object_add (json_object_array_get_idx (list, i), "name",
                            json_object_new_string (adj_cog_battle_unit (b, units[i])->name));
}

json_object *
adj_cog_calc_combat (gconstpointer state, const int *v, GError **error)
{
  /* v: the attackers, the defenders (-1: none), the two AMs, then the
   * higher ground, steep slope, town, flank and other terrain. */
  g_autoptr (AdjCogMove) m = adj_cog_move_new (ADJ_COG_MOVE_COMBAT);
  AdjCogCombatMove *cm = &m->combat;
  for (guint k = 0; k < ADJ_COG_CALC_ATTACKERS; k++)
    if (v[k] >= 0)
      cm->attackers[cm->n_attackers++] = (guint) v[k];
  for (guint k = 0; k < ADJ_COG_CALC_DEFENDERS; k++)
    if (v[ADJ_COG_CALC_ATTACKERS + k] >= 0)
      cm->defenders[cm->n_defenders++] = (guint) v[ADJ_COG_CALC_ATTACKERS + k];
  const int *o = v + ADJ_COG_CALC_ATTACKERS + ADJ_COG_CALC_DEFENDERS;
  cm->attacker_am = cm->defender_am = -1;
  cm->higher_ground = o[2];
  cm->steep_slope = o[3];
  cm->town = o[4];
  cm->flank = o[5];
  cm->terrain = o[6];

  gboolean special;
  guint index;
  AdjCogSide side;
  if ((o[0] || o[1]) && !adj_cog_state_active_marker (state, &special, &index, &side))
    side = ADJ_COG_UNION;  /* no activation: the setup refuses the combat (12.1) */
  /* The combat itself first, so its own refusal (12.x) comes before 13.1's. */
  AdjCogCombatSetup probe;
  gboolean fights = adj_cog_combat_setup (state, cm, &probe, error);
  adj_cog_combat_setup_clear (&probe);
  if (!fights || (o[0] && !pick_am (state, cm, TRUE, side, error))
      || (o[1] && !pick_am (state, cm, FALSE, ADJ_COG_OTHER (side), error)))
    return NULL;

  AdjCogCombatSetup st;
  AdjCogCombatChances c = { 0 };
  json_object *out = NULL;
  if (adj_cog_combat_setup (state, cm, &st, error) && adj_cog_combat_chances (&st.input, &c, error))
    {
      /* 14.3 as the CLI says it: a hex of cavalry only, attacked by none. */
      guint cav_def = 0, cav_att = 0;
      for (guint i = 0; i < st.input.n_defenders; i++)
        cav_def += st.input.defenders[i].cavalry;
      for (guint i = 0; i < st.input.n_attackers; i++)
        cav_att += st.input.attackers[i].cavalry;
      AdjCogCombatRequest req = { .input = st.input, .from_chart = TRUE, .entry = st.chart,
                                  .cavalry_may_retreat = cav_def == st.input.n_defenders && cav_att == 0,
                                  .steps_known = TRUE };
      json_object *answer = adj_cog_combat_answer_to_json (&req, &c);
      const AdjCogBattle *b = adj_cog_state_battle (state);
      guint staying[ADJ_COG_MAX_COMBAT_UNITS];
      for (guint i = 0; i < st.n_staying; i++)
        staying[i] = cm->defenders[st.staying[i]];
      add_names (json_object_object_get (answer, "defenders"), b, staying, st.n_staying);
      add_names (json_object_object_get (answer, "attackers"), b, cm->attackers, cm->n_attackers);
      /* The odds first (12.9.1), then the chart's row and the rolls. */
      json_object *mods = adj_modifiers_to_json (st.odds.factors), *drms = adj_modifiers_to_json (c.modifiers);
      for (size_t i = 0; i < json_object_array_length (drms); i++)
        json_object_array_add (mods, json_object_get (json_object_array_get_idx (drms, i)));
      json_object_put (drms);
      out = json_object_new_object ();
      json_object_object_add (out, "attack_strength", json_object_new_int (st.odds.attack));
      json_object_object_add (out, "defence_strength", json_object_new_int (st.odds.defence));
      json_object_object_foreach (answer, key, value)
        json_object_object_add (out, key, json_object_get (value));
      json_object_object_add (out, "modifiers", mods);
      json_object_put (answer);
    }
  adj_cog_combat_chances_clear (&c);
  adj_cog_combat_setup_clear (&st);
  return out;
}

const AdjCalcField adj_cog_combat_fields[ADJ_COG_COMBAT_N_FIELDS] = {
  { "attacker1", N_("An attacking unit"), ADJ_CALC_UNIT, 1, 0, 0, NULL, units_on_map },
  { "attacker2", N_("A second attacking unit"), ADJ_CALC_UNIT, 0, 0, 0, NULL, units_on_map },
  { "attacker3", N_("A third attacking unit"), ADJ_CALC_UNIT, 0, 0, 0, NULL, units_on_map },
  { "attacker4", N_("A fourth attacking unit"), ADJ_CALC_UNIT, 0, 0, 0, NULL, units_on_map },
  { "defender1", N_("A defending unit"), ADJ_CALC_UNIT, 1, 0, 0, NULL, units_on_map },
  { "defender2", N_("The other unit in its hex"), ADJ_CALC_UNIT, 0, 0, 0, NULL, units_on_map },
  { "attacker_am", N_("The attacker adds an Artillery Marker (13.1)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "defender_am", N_("The defender adds an Artillery Marker (13.1)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "higher_ground", N_("The defenders are above every attacking hex (12.11.4)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "steep_slope", N_("Attacked across a Steep Slope (12.11.1)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "town", N_("The defenders are in a town (12.11.5)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "flank", N_("A flank attack (12.12)"), ADJ_CALC_BOOL, 0, 1, 0, NULL },
  { "terrain", N_("Other terrain's defence factors (12.11.1)"), ADJ_CALC_INT, -3, 3, 0, NULL },
};
