/* Ids and names of the kinds Days of Glory names (types.h). */
#include "dog/types.h"

#include "core/i18n.h"
#include "dog/names-private.h"

typedef AdjDogName Name;

static const Name arms[] = {
  { "infantry", N_("Infantry") },
  { "cavalry", N_("Cavalry") },
  { "artillery", N_("Artillery") },
};

static const Name ranks[] = {
  { "general", N_("General") },
  { "division", N_("Division General") },
  { "brigade", N_("Brigade General") },
  { "engineer", N_("Engineer officer") },
};

static const Name guns[] = {
  { "smoothbore-field", N_("Smoothbore field gun") },
  { "rifled-field", N_("Rifled field gun") },
  { "siege", N_("Siege gun") },
};

static const Name nations[] = {
  { "union", N_("Union") },
  { "confederate", N_("Confederate") },
};

static const Name grades[] = {
  { "none", N_("Not yet rolled") },
  { "inept", N_("Inept") },
  { "capable", N_("Capable") },
  { "exceptional", N_("Exceptional") },
};

static const Name tests[] = {
  { "charge", N_("To charge") },
  { "being-charged", N_("Being charged") },
  { "shooting", N_("Casualties from shooting") },
  { "charge-home", N_("Charge home") },
  { "rally", N_("Rally") },
};

/* 19.2 prints these names; WIN is the objective game's (19.2). */
static const Name results[] = {
  { "draw", "Draw" },
  { "minor", "Minor Victory" },
  { "major", "Major Victory" },
  { "massacre", "Massacre" },
  { "win", "Win" },
};

/* Translation marks for the result names, kept C in the table above for the CLI. */
G_GNUC_UNUSED static const char *result_names[] = {
  N_("Draw"), N_("Minor Victory"), N_("Major Victory"), N_("Massacre"), N_("Win"),
};

int
adj_dog_name_find (const AdjDogName *names, guint n, const char *id)
{
  for (guint i = 0; id != NULL && i < n; i++)
    if (g_str_equal (names[i].id, id))
      return (int) i;
  return -1;
}

static const char *
id_of (const Name *names, guint n, int i)
{
  return i >= 0 && (guint) i < n ? names[i].id : "unknown";
}

static const char *
name_of (const Name *names, guint n, int i)
{
  return i >= 0 && (guint) i < n ? _(names[i].name) : "?";
}

#define KIND(kind, type, table) \
  const char *adj_dog_##kind##_to_string (type v) { return id_of (table, G_N_ELEMENTS (table), (int) v); } \
  int adj_dog_##kind##_from_string (const char *id) { return adj_dog_name_find (table, G_N_ELEMENTS (table), id); } \
  const char *adj_dog_##kind##_name (type v) { return name_of (table, G_N_ELEMENTS (table), (int) v); }

KIND (arm, AdjDogArm, arms)
KIND (rank, AdjDogRank, ranks)
KIND (gun, AdjDogGun, guns)
KIND (nation, AdjDogNation, nations)
KIND (grade, AdjDogGrade, grades)
KIND (test, AdjDogTest, tests)
KIND (result, AdjDogResult, results)

const char *
adj_dog_result_name_c (AdjDogResult result)
{
  return (guint) result < G_N_ELEMENTS (results) ? results[result].name : "?";
}
