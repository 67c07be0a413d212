/* Optional scouting (20.1-20.3): points from each side's scouting cavalry
 * and who, if anyone, is out-scouted. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "dog/army.h"

G_BEGIN_DECLS

typedef struct {
  int points[2];
  int lead;          /* |points[0] - points[1]| */
  int out_scouted;   /* the side that is out-scouted, or -1 */
  int margin;        /* the lead that out-scouts (20.3) */
  int deploy_inches; /* how far from his rear edge the out-scouted side deploys its first brigade */
} AdjDogScouting;

/* 20.2: the points of the units of @army whose @scouting flag is set (one
 * per unit; NULL for none). Only cavalry scouts (20.1): other units add 0. */
int      adj_dog_scouting_points (const AdjDogRules *rules, const AdjDogArmy *army, const gboolean *scouting);
/* 20.2 for one unit: its stands times its class's value; 0 unless cavalry. */
int      adj_dog_scouting_unit_points (const AdjDogRules *rules, AdjDogArm arm, int klass, int stands);
/* 20.3 */
void     adj_dog_scouting_compare (const AdjDogRules *rules, int first, int second, AdjDogScouting *out);
json_object *adj_dog_scouting_to_json (const AdjDogScouting *s);
/* What the result means for deployment, one sentence (translated);
 * @names are the two armies' names. */
char    *adj_dog_scouting_describe (const AdjDogScouting *s, const char *const names[2]);

G_END_DECLS
