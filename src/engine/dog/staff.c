/* Staff quality, field promotions and disputes (staff.h). */
#include "dog/staff.h"

#include "core/error.h"
#include "core/i18n.h"
#include "dog/json.h"

static const AdjDogTable table_of[ADJ_DOG_N_STAFF_TABLES] = {
  ADJ_DOG_TABLE_STAFF_QUALITY, ADJ_DOG_TABLE_STAFF_UNION, ADJ_DOG_TABLE_STAFF_CONFEDERATE,
  ADJ_DOG_TABLE_FIELD_PROMOTION,
};

gboolean
adj_dog_staff_table_for (const AdjDogRules *rules, gboolean national, int nation, int year,
                         AdjDogStaffTable *out, GError **error)
{
  if (!national)
    {
      *out = ADJ_DOG_STAFF_STANDARD;
      return TRUE;
    }
  if (nation == ADJ_DOG_CONFEDERATE)
    {
      *out = ADJ_DOG_STAFF_CONFEDERATE;
      return TRUE;
    }
  if (nation != ADJ_DOG_UNION || year == 0)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   nation != ADJ_DOG_UNION
                     ? _("national staff ratings (%s) need the army's side: union or confederate")
                     : _("national staff ratings (%s) need the year of a Union army: it rates its generals as "
                         "the Confederates do after 1862"),
                   adj_dog_rules_cite (rules, ADJ_DOG_TABLE_STAFF_UNION));
      return FALSE;
    }
  *out = year > rules->union_after ? ADJ_DOG_STAFF_CONFEDERATE : ADJ_DOG_STAFF_UNION;
  return TRUE;
}

const char *
adj_dog_staff_table_rule (const AdjDogRules *rules, AdjDogStaffTable table)
{
  return adj_dog_rules_cite (rules, table_of[table]);
}

AdjDogGrade
adj_dog_staff_grade (const AdjDogRules *rules, AdjDogStaffTable table, int face)
{
  g_return_val_if_fail (face >= 1 && face <= 6, ADJ_DOG_GRADE_NONE);
  return rules->staff_face[table][face - 1];
}

void
adj_dog_staff_chances (const AdjDogRules *rules, AdjDogStaffTable table, AdjDogStaffChances *out)
{
  *out = (AdjDogStaffChances) { .table = table };
  guint count[4] = { 0 };
  for (int face = 1; face <= 6; face++)
    {
      AdjDogGrade g = adj_dog_staff_grade (rules, table, face);
      out->faces[g] |= 1u << (face - 1);
      count[g]++;
    }
  /* Each face of a fair d6 is 1/6: a grade's chance is its faces over six. */
  for (int g = 0; g < 4; g++)
    out->chance[g] = count[g] / 6.0;
}

json_object *
adj_dog_staff_chances_to_json (const AdjDogStaffChances *c)
{
  json_object *o = json_object_new_object ();
  for (int g = ADJ_DOG_GRADE_INEPT; g <= ADJ_DOG_GRADE_EXCEPTIONAL; g++)
    json_object_object_add (o, adj_dog_grade_to_string (g), adj_dog_json_chance (c->chance[g]));
  return o;
}

int
adj_dog_dispute_side (const AdjDogRules *rules, int face)
{
  g_return_val_if_fail (face >= 1 && face <= 6, 0);
  return rules->dispute_face[face - 1];
}

void
adj_dog_dispute_chances (const AdjDogRules *rules, AdjDogDisputeChances *out)
{
  guint count[2] = { 0, 0 };
  *out = (AdjDogDisputeChances) { { 0, 0 }, { 0, 0 } };
  for (int face = 1; face <= 6; face++)
    {
      int side = adj_dog_dispute_side (rules, face);
      out->faces[side] |= 1u << (face - 1);
      count[side]++;
    }
  for (int side = 0; side < 2; side++)
    out->chance[side] = count[side] / 6.0;
}
