/* Before the battle: a general's quality from 1d6 (15.1, or by nation as
 * the option of 20.4), a field promotion (15.3), and the roll that settles
 * a dispute (4.1); each with the exact chance of every result. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "dog/rules.h"

G_BEGIN_DECLS

typedef struct {
  AdjDogStaffTable table;
  /* By AdjDogGrade (NONE stays 0): the faces that give it and the chance. */
  guint faces[4];   /* bit f-1 set when face f gives the grade */
  double chance[4];
} AdjDogStaffChances;

/* The table a general of @nation in @year is rolled on: 15.1 unless
 * @national (20.4); the Union uses the Confederate row after 1862. FALSE
 * with @error when the option needs a side or year the army does not give. */
gboolean    adj_dog_staff_table_for (const AdjDogRules *rules, gboolean national, int nation, int year,
                                     AdjDogStaffTable *out, GError **error);
const char *adj_dog_staff_table_rule (const AdjDogRules *rules, AdjDogStaffTable table);
/* The grade face @face (1-6) gives on @table. */
AdjDogGrade adj_dog_staff_grade (const AdjDogRules *rules, AdjDogStaffTable table, int face);
void        adj_dog_staff_chances (const AdjDogRules *rules, AdjDogStaffTable table, AdjDogStaffChances *out);
/* {"inept":p,"capable":p,"exceptional":p} (the CLI's contract). */
json_object *adj_dog_staff_chances_to_json (const AdjDogStaffChances *chances);

/* 4.1: 0 when face @face (1-6) decides as player A wishes, 1 for player B. */
int         adj_dog_dispute_side (const AdjDogRules *rules, int face);

/* 4.1 over every face: [player A, player B]. */
typedef struct {
  guint faces[2];   /* bit f-1 set when face f decides for that player */
  double chance[2];
} AdjDogDisputeChances;

void        adj_dog_dispute_chances (const AdjDogRules *rules, AdjDogDisputeChances *out);

G_END_DECLS
