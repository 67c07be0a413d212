/* Names of the kinds of things The Glory that Was names. */
#include "tgtw/types.h"

#include "core/i18n.h"

static const char *const type_ids[] = { "LI", "MI", "HI", "LC", "MC", "HC", "SK" };
static const char *const type_names[] = {
  N_("Light Infantry"), N_("Medium Infantry"), N_("Heavy Infantry"), N_("Light Cavalry"),
  N_("Medium Cavalry"), N_("Heavy Cavalry"), N_("Skirmishers"),
};
static const char *const weapon_ids[] = { "javelin", "shortbow", "longbow", "composite", "sling" };
static const char *const formation_ids[] = {
  "hoplitic_phalanx", "macedonian_phalanx", "early_legion", "roman_legion",
  "barbarian_tribe", "skirmishers", "cavalry",
};
static const char *const hit_ids[] = { "-", "D", "R", "E" };
static const char *const status_ids[] = { "ordered", "disordered", "routed", "eliminated" };
static const char *const status_names[] = { N_("ordered"), N_("disordered"), N_("routed"), N_("eliminated") };
static const char *const leader_ids[] = { "active", "wounded", "captured", "killed", "reserve" };
static const char *const leader_names[] = {
  N_("in play"), N_("wounded"), N_("captured"), N_("killed"), N_("not yet in play"),
};
static const char *const fate_ids[] = { "none", "wounded", "captured", "killed" };
static const char *const casualty_ids[] = { "Eng", "D", "R", "E" };

G_STATIC_ASSERT (G_N_ELEMENTS (type_ids) == ADJ_TGTW_N_UNIT_TYPES);
G_STATIC_ASSERT (G_N_ELEMENTS (weapon_ids) == ADJ_TGTW_N_WEAPONS);
G_STATIC_ASSERT (G_N_ELEMENTS (formation_ids) == ADJ_TGTW_N_FORMATIONS);

/* The id (or, @translate, the name) at @i, "?" out of range. */
static const char *
pick (const char *const *ids, guint n, guint i, gboolean translate)
{
  return i < n ? (translate ? _(ids[i]) : ids[i]) : "?";
}

static int
find (const char *const *ids, guint n, const char *id)
{
  for (guint i = 0; id != NULL && i < n; i++)
    if (g_str_equal (ids[i], id))
      return (int) i;
  return -1;
}

const char *
adj_tgtw_unit_type_to_string (AdjTgtwUnitType type)
{
  return pick (type_ids, ADJ_TGTW_N_UNIT_TYPES, type, FALSE);
}

const char *
adj_tgtw_unit_type_name (AdjTgtwUnitType type)
{
  return pick (type_names, ADJ_TGTW_N_UNIT_TYPES, type, TRUE);
}

gboolean
adj_tgtw_unit_type_from_string (const char *id, AdjTgtwUnitType *out)
{
  int i = find (type_ids, ADJ_TGTW_N_UNIT_TYPES, id);
  if (i >= 0)
    *out = (AdjTgtwUnitType) i;
  return i >= 0;
}

gboolean
adj_tgtw_unit_type_is_cavalry (AdjTgtwUnitType type)
{
  return type == ADJ_TGTW_LC || type == ADJ_TGTW_MC || type == ADJ_TGTW_HC;
}

gboolean
adj_tgtw_unit_type_is_infantry (AdjTgtwUnitType type)
{
  return type == ADJ_TGTW_LI || type == ADJ_TGTW_MI || type == ADJ_TGTW_HI;
}

const char *
adj_tgtw_weapon_to_string (AdjTgtwWeapon weapon)
{
  return pick (weapon_ids, ADJ_TGTW_N_WEAPONS, weapon, FALSE);
}

gboolean
adj_tgtw_weapon_from_string (const char *id, AdjTgtwWeapon *out)
{
  int i = find (weapon_ids, ADJ_TGTW_N_WEAPONS, id);
  if (i >= 0)
    *out = (AdjTgtwWeapon) i;
  return i >= 0;
}

const char *
adj_tgtw_formation_to_string (int formation)
{
  return formation >= 0 && formation < ADJ_TGTW_N_FORMATIONS ? formation_ids[formation] : NULL;
}

int
adj_tgtw_formation_from_string (const char *id)
{
  return find (formation_ids, ADJ_TGTW_N_FORMATIONS, id);
}

const char *
adj_tgtw_hit_to_string (AdjTgtwHit hit)
{
  return pick (hit_ids, ADJ_TGTW_N_HITS, hit, FALSE);
}

const char *
adj_tgtw_status_to_string (AdjTgtwStatus status)
{
  return pick (status_ids, G_N_ELEMENTS (status_ids), status, FALSE);
}

const char *
adj_tgtw_status_name (AdjTgtwStatus status)
{
  return pick (status_names, G_N_ELEMENTS (status_names), status, TRUE);
}

const char *
adj_tgtw_leader_status_to_string (AdjTgtwLeaderStatus status)
{
  return pick (leader_ids, G_N_ELEMENTS (leader_ids), status, FALSE);
}

const char *
adj_tgtw_leader_status_name (AdjTgtwLeaderStatus status)
{
  return pick (leader_names, G_N_ELEMENTS (leader_names), status, TRUE);
}

const char *
adj_tgtw_fate_to_string (AdjTgtwFate fate)
{
  return pick (fate_ids, ADJ_TGTW_N_FATES, fate, FALSE);
}

const char *
adj_tgtw_casualty_column_to_string (AdjTgtwCasualtyColumn col)
{
  return pick (casualty_ids, ADJ_TGTW_N_CASUALTY_COLUMNS, col, FALSE);
}

gboolean
adj_tgtw_casualty_column_from_string (const char *id, AdjTgtwCasualtyColumn *out)
{
  int i = find (casualty_ids, ADJ_TGTW_N_CASUALTY_COLUMNS, id);
  if (i >= 0)
    *out = (AdjTgtwCasualtyColumn) i;
  return i >= 0;
}

char
adj_tgtw_column_letter (int column)
{
  return column >= 0 && column < ADJ_TGTW_N_MCT2_COLUMNS ? (char) ('A' + column) : '?';
}
