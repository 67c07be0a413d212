/* What an army list shows beside it and prints on its one-page roster:
 * a line per entry with how its points are made (6, 7.1), the running
 * total against the agreed limit (7), what keeps it from the field, and
 * the troop-ratio guide of 8.5 for its year and side next to its own mix. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "dog/army.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_DOG_ROSTER_STAFF,
  ADJ_DOG_ROSTER_UNIT,
  ADJ_DOG_ROSTER_GUN,
  ADJ_DOG_ROSTER_WORKS,
} AdjDogRosterSection;

typedef struct {
  AdjDogRosterSection section;
  char *id;       /* the entry's id (NULL for works) */
  char *text;     /* "1st Minnesota: Infantry, class 3, 8 stands, rifled muskets" */
  char *working;  /* "8 × (3 + 1)" */
  int points;
  int running;    /* the total so far, this line included */
  const char *rule;
} AdjDogRosterLine;

/* 8.5 beside the list: the guide for the list's side and year, and the
 * share of its infantry and cavalry stands in each class. */
typedef struct {
  int klass;
  gboolean has_guide;  /* FALSE: side or year unknown, or the table prints "-" */
  int guide;           /* percent */
  int stands;
  double percent;      /* of all infantry and cavalry stands (0 when none) */
} AdjDogRatioRow;

typedef struct {
  char *title;
  GArray *lines;        /* AdjDogRosterLine */
  int total, limit;     /* limit 0: none agreed */
  GPtrArray *problems;  /* adj_dog_army_problems() */
  AdjDogRatioRow ratios[ADJ_DOG_N_CLASSES];
  gboolean ratios_known; /* side and year given */
} AdjDogRoster;

/* @limit: the agreed total (0: the list's own). */
AdjDogRoster *adj_dog_roster_new (const AdjDogRules *rules, const AdjDogArmy *army, int limit);
void          adj_dog_roster_free (AdjDogRoster *roster);
json_object  *adj_dog_roster_to_json (const AdjDogRoster *roster);

/* The 8.5 rows alone; FALSE (guides unset) when side or year is unknown. */
gboolean      adj_dog_army_ratios (const AdjDogRules *rules, const AdjDogArmy *army,
                                   AdjDogRatioRow out[ADJ_DOG_N_CLASSES]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjDogRoster, adj_dog_roster_free)

G_END_DECLS
