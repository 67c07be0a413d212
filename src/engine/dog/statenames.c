/* Ids and names of steps, orders, fates and a general's status (state.h). */
#include "dog/state.h"

#include "core/i18n.h"
#include "dog/names-private.h"

typedef AdjDogName Name;

static const Name steps[] = {
  { "setup", N_("Before the battle"), "15.1" },
  { "initiative", N_("Initiative Phase"), "18.1" },
  { "morale-first", N_("Morale Phase"), "18.2" },
  { "morale-second", N_("Morale Phase"), "18.2" },
  { "shooting", N_("Shooting Phase"), "18.3" },
  { "movement-first", N_("Movement Phase"), "18.4" },
  { "movement-second", N_("Movement Phase"), "18.4" },
  { "assault-first", N_("Close Assault Phase"), "18.5" },
  { "assault-second", N_("Close Assault Phase"), "18.5" },
  { "ended", N_("The game is over"), "19" },
};

static const Name orders[] = {
  { "good", N_("good order"), "18.2.8" },
  { "disordered", N_("disordered"), "18.2.8" },
  { "shaken", N_("shaken"), "18.2.8" },
};

static const Name fates[] = {
  { "in-play", N_("in play"), NULL },
  { "destroyed", N_("destroyed"), "19.2" },
  { "surrendered", N_("surrendered"), "19.1" },
  { "routed-off", N_("routed off the table"), "18.4.14" },
};

static const Name statuses[] = {
  { "active", N_("in command"), "15.2" },
  { "wounded", N_("wounded"), "15.3" },
  { "killed", N_("killed"), "15.3" },
  { "captured", N_("captured"), "15.5" },
};

#define ID(kind, type, table) \
  const char *adj_dog_##kind##_to_string (type v) \
  { return (guint) v < G_N_ELEMENTS (table) ? table[v].id : "unknown"; }

ID (step, AdjDogStep, steps)
ID (order, AdjDogOrder, orders)
ID (fate, AdjDogFate, fates)
ID (general_status, AdjDogGeneralStatus, statuses)

int adj_dog_order_from_string (const char *id) { return adj_dog_name_find (orders, G_N_ELEMENTS (orders), id); }
int adj_dog_fate_from_string (const char *id) { return adj_dog_name_find (fates, G_N_ELEMENTS (fates), id); }
int adj_dog_general_status_from_string (const char *id) { return adj_dog_name_find (statuses, G_N_ELEMENTS (statuses), id); }

const char *
adj_dog_step_name (AdjDogStep step)
{
  return (guint) step < G_N_ELEMENTS (steps) ? _(steps[step].name) : "?";
}

const char *
adj_dog_step_rule (AdjDogStep step)
{
  return (guint) step < G_N_ELEMENTS (steps) ? steps[step].rule : NULL;
}

const char *
adj_dog_order_name (AdjDogOrder order)
{
  return (guint) order < G_N_ELEMENTS (orders) ? _(orders[order].name) : "?";
}

const char *
adj_dog_fate_name (AdjDogFate fate)
{
  return (guint) fate < G_N_ELEMENTS (fates) ? _(fates[fate].name) : "?";
}

const char *
adj_dog_general_status_name (AdjDogGeneralStatus status)
{
  return (guint) status < G_N_ELEMENTS (statuses) ? _(statuses[status].name) : "?";
}
