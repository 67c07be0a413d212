/* The queries the app's pages ask of the engine: whose part of a phase a
 * step is, the scouting points of cavalry not yet named, the chances of a
 * dispute, what each side has lost and why, and the sheet edits of the
 * player's own charts. */
#include <adjutant-engine.h>
#include <dog/move.h>
#include <dog/sheets.h>
#include <dog/staff.h>

#include "dogtest.h"

static AdjDogState *
demonstration (void)
{
  g_autofree char *path = adj_paths_data_file ("dog", "demonstration.json", NULL);
  GError *error = NULL;
  g_autoptr (AdjDogBattle) battle = adj_dog_battle_load_file (path, &error);
  g_assert_no_error (error);
  AdjDogState *s = adj_dog_state_new (battle, NULL, "options", &error);
  g_assert_no_error (error);
  return s;
}

/* Applies @move (freed) to *s, which it replaces. */
static void
play (AdjDogState **s, AdjDogMove *move)
{
  GError *error = NULL;
  AdjDogState *next = adj_dog_move_apply (*s, move, &error);
  g_assert_no_error (error);
  adj_dog_move_free (move);
  adj_dog_state_unref (*s);
  *s = next;
}

static int
unit (AdjDogState *s, const char *id)
{
  int i = adj_dog_battle_find_unit (adj_dog_state_get_battle (s), id);
  g_assert_cmpint (i, >=, 0);
  return i;
}

/* 18: the initiative player's part of each phase first; shooting together. */
static void
test_step_side (void)
{
  static const struct { AdjDogStep step; int side; } want[] = {
    { ADJ_DOG_STEP_SETUP, -1 }, { ADJ_DOG_STEP_INITIATIVE, -1 }, { ADJ_DOG_STEP_MORALE_FIRST, 1 },
    { ADJ_DOG_STEP_MORALE_SECOND, 0 }, { ADJ_DOG_STEP_SHOOTING, -1 }, { ADJ_DOG_STEP_MOVEMENT_FIRST, 1 },
    { ADJ_DOG_STEP_MOVEMENT_SECOND, 0 }, { ADJ_DOG_STEP_ASSAULT_FIRST, 1 }, { ADJ_DOG_STEP_ASSAULT_SECOND, 0 },
    { ADJ_DOG_STEP_ENDED, -1 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_assert_cmpint (adj_dog_step_side (want[i].step, 1), ==, want[i].side);
      g_assert_cmpint (adj_dog_step_side (want[i].step, 0), ==, want[i].side < 0 ? -1 : 1 - want[i].side);
      g_assert_cmpint (adj_dog_step_side (want[i].step, -1), ==, -1);
    }
}

/* 20.2: 8 class-3 stands at 2 and 6 class-2 stands at 1 make 22; infantry
 * scouts for nothing. */
static void
test_scouting_points (void)
{
  AdjDogState *s = demonstration ();
  guint units[] = { unit (s, "n-1cav"), unit (s, "n-2cav"), unit (s, "n-1inf") };
  g_assert_cmpint (adj_dog_state_scouting_points (s, units, 1), ==, 16);
  g_assert_cmpint (adj_dog_state_scouting_points (s, units, 2), ==, 22);
  g_assert_cmpint (adj_dog_state_scouting_points (s, units, 3), ==, 22);
  g_assert_cmpint (adj_dog_state_scouting_points (s, NULL, 0), ==, 0);
  adj_dog_state_unref (s);
}

/* 4.1: 1-3 as player A wishes, 4-6 as player B: even chances. */
static void
test_dispute_chances (void)
{
  g_autoptr (AdjDogRules) rules = dogtest_rules ();
  AdjDogDisputeChances c;
  adj_dog_dispute_chances (rules, &c);
  g_assert_cmphex (c.faces[0], ==, 0x07);
  g_assert_cmphex (c.faces[1], ==, 0x38);
  g_assert_cmpfloat_with_epsilon (c.chance[0], 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (c.chance[1], 0.5, 1e-12);
}

static const AdjDogLoss *
find_loss (GArray *losses, gboolean general, guint index)
{
  for (guint i = 0; i < losses->len; i++)
    {
      const AdjDogLoss *l = &g_array_index (losses, AdjDogLoss, i);
      if (l->general == general && l->index == index)
        return l;
    }
  return NULL;
}

/* 19.2 thing by thing: routed off counts in full, routing or under half
 * strength half, a captured general his post's cost (15.5); a unit that
 * lost a stand or two and a wounded general count nothing. */
static void
test_losses (void)
{
  AdjDogState *s = demonstration ();
  AdjDogBattle *b = adj_dog_state_get_battle (s);
  for (guint g = 0; g < adj_dog_battle_n_generals (b); g++)
    if (adj_dog_state_needs_staff_roll (s, g))
      play (&s, adj_dog_move_staff ((int) g, adj_dog_roll_typed (3)));
  play (&s, adj_dog_move_simple (ADJ_DOG_MOVE_BEGIN));
  play (&s, adj_dog_move_roll_off (ADJ_DOG_MOVE_INITIATIVE, adj_dog_roll_off_typed (5, 2)));
  play (&s, adj_dog_move_unit (ADJ_DOG_MOVE_ROUTING, unit (s, "n-1inf"), 0, TRUE));
  play (&s, adj_dog_move_unit (ADJ_DOG_MOVE_LOSE, unit (s, "n-2inf"), 7, FALSE));
  play (&s, adj_dog_move_unit (ADJ_DOG_MOVE_LOSE, unit (s, "n-3inf"), 1, FALSE));
  play (&s, adj_dog_move_unit (ADJ_DOG_MOVE_ROUTING, unit (s, "n-5inf"), 0, TRUE));
  play (&s, adj_dog_move_unit (ADJ_DOG_MOVE_LOSE, unit (s, "n-5inf"), 6, FALSE));
  play (&s, adj_dog_move_unit (ADJ_DOG_MOVE_REMOVE, unit (s, "n-1inf"), ADJ_DOG_FATE_ROUTED_OFF, FALSE));
  play (&s, adj_dog_move_general (adj_dog_battle_find_general (b, "n-bde1"), ADJ_DOG_GENERAL_CAPTURED));
  play (&s, adj_dog_move_general (adj_dog_battle_find_general (b, "s-bde1"), ADJ_DOG_GENERAL_WOUNDED));

  g_autoptr (GArray) north = adj_dog_state_losses (s, 0);
  g_autoptr (GArray) south = adj_dog_state_losses (s, 1);
  g_assert_cmpuint (north->len, ==, 4);
  g_assert_cmpuint (south->len, ==, 0);
  const AdjDogLoss *l = find_loss (north, FALSE, unit (s, "n-1inf"));
  g_assert_nonnull (l);
  g_assert_true (l->full);
  g_assert_cmpint (l->halves, ==, 2 * 48);
  g_assert_cmpstr (l->why, ==, "routed off the table");
  l = find_loss (north, FALSE, unit (s, "n-2inf"));
  g_assert_false (l->full);
  g_assert_cmpint (l->halves, ==, 36);
  g_assert_cmpstr (l->why, ==, "under half strength");
  g_assert_cmpstr (l->rule, ==, "19.2");
  l = find_loss (north, FALSE, unit (s, "n-5inf"));
  g_assert_cmpint (l->halves, ==, 40);
  g_assert_cmpstr (l->why, ==, "routing and under half strength");
  g_assert_null (find_loss (north, FALSE, unit (s, "n-3inf")));
  l = find_loss (north, TRUE, adj_dog_battle_find_general (b, "n-bde1"));
  g_assert_true (l->full);
  g_assert_cmpint (l->halves, ==, 60);
  g_assert_cmpstr (l->why, ==, "captured");
  g_assert_cmpstr (l->rule, ==, "15.5");
  /* The list adds up to the side's total. */
  int sum = 0;
  for (guint i = 0; i < north->len; i++)
    sum += g_array_index (north, AdjDogLoss, i).halves;
  g_assert_cmpint (sum, ==, adj_dog_state_lost (s, 0));
  adj_dog_state_unref (s);
}

static void
test_sheet_edits (void)
{
  g_autoptr (AdjDogSheets) sheets = adj_dog_sheets_new ();
  const char *columns[] = { "Range", "Line", NULL };
  const char *row[] = { "0-6\"", "4+", NULL };
  guint t;
  GError *error = NULL;

  g_assert_true (adj_dog_sheets_add_factor (sheets, "Class 1", &error));
  g_assert_true (adj_dog_sheets_set_factor_text (sheets, 0, "Class 1 troops", &error));
  g_assert_cmpstr (g_array_index (sheets->factors, AdjDogFactor, 0).text, ==, "Class 1 troops");
  g_assert_false (adj_dog_sheets_set_factor_text (sheets, 0, "", &error));
  dogtest_assert_error (error, "1 to 200 bytes");
  error = NULL;
  g_assert_false (adj_dog_sheets_set_factor_text (sheets, 3, "x", &error));
  dogtest_assert_error (error, "no factor 3");
  error = NULL;

  g_assert_true (adj_dog_sheets_add_table (sheets, "Small arms", ADJ_DOG_AREA_SHOOTING, columns, &t, &error));
  g_assert_true (adj_dog_sheets_add_row (sheets, t, row, &error));
  g_assert_true (adj_dog_sheets_add_row (sheets, t, row, &error));
  g_assert_true (adj_dog_sheets_set_table (sheets, t, "Musketry", ADJ_DOG_AREA_CLOSE_ASSAULT, &error));
  g_assert_true (adj_dog_sheets_set_column (sheets, t, 1, "Target in line", &error));
  g_assert_no_error (error);
  AdjDogSheetTable *table = sheets->tables->pdata[t];
  g_assert_cmpstr (table->title, ==, "Musketry");
  g_assert_cmpint (table->area, ==, ADJ_DOG_AREA_CLOSE_ASSAULT);
  g_assert_cmpstr (table->columns->pdata[1], ==, "Target in line");
  g_assert_false (adj_dog_sheets_set_column (sheets, t, 2, "x", &error));
  dogtest_assert_error (error, "no column 2");
  error = NULL;
  g_assert_false (adj_dog_sheets_set_column (sheets, t, 0, "", &error));
  dogtest_assert_error (error, "1 to 200 bytes");
  error = NULL;
  g_assert_false (adj_dog_sheets_set_table (sheets, t, "Musketry", ADJ_DOG_N_AREAS, &error));
  dogtest_assert_error (error, "a chart is for");
  error = NULL;
  adj_dog_sheets_remove_row (sheets, t, 0);
  g_assert_cmpuint (table->rows->len, ==, 1);

  /* What was edited saves and loads the same. */
  json_object *o = adj_dog_sheets_to_json (sheets);
  const char *text = json_object_to_json_string (o);
  g_autoptr (AdjDogSheets) back = adj_dog_sheets_load_data (text, strlen (text), "sheets", &error);
  g_assert_no_error (error);
  json_object *o2 = adj_dog_sheets_to_json (back);
  g_assert_true (json_object_equal (o, o2));
  json_object_put (o);
  json_object_put (o2);
}

/* The builder's edits of the list itself, its staff names and its guns,
 * each checked and refused whole. */
static void
test_builder_edits (void)
{
  g_autoptr (AdjDogRules) rules = dogtest_rules ();
  g_autoptr (AdjDogArmy) army = adj_dog_army_new ();
  GError *error = NULL;

  g_assert_true (adj_dog_army_set_details (army, "First Corps", ADJ_DOG_UNION, 1863, 800, &error));
  g_assert_cmpstr (army->name, ==, "First Corps");
  g_assert_cmpint (army->side, ==, ADJ_DOG_UNION);
  g_assert_cmpint (army->year, ==, 1863);
  g_assert_cmpint (army->limit, ==, 800);
  g_assert_false (adj_dog_army_set_details (army, "X", ADJ_DOG_UNION, 1866, 800, &error));
  dogtest_assert_error (error, "1861 to 1865 (8.5)");
  error = NULL;
  g_assert_false (adj_dog_army_set_details (army, "", -1, 0, 0, &error));
  dogtest_assert_error (error, "1 to 200 bytes");
  error = NULL;
  g_assert_cmpstr (army->name, ==, "First Corps");
  g_assert_true (adj_dog_army_set_details (army, NULL, -1, 0, 0, &error));
  g_assert_null (army->name);

  g_assert_true (adj_dog_army_add_staff (army, ADJ_DOG_RANK_BRIGADE, NULL, NULL, &error));
  g_assert_cmpstr (g_array_index (army->staff, AdjDogStaff, 0).name, ==, "Brigade General 1");
  g_assert_true (adj_dog_army_set_staff_name (army, 0, "Brigade General Ames", &error));
  g_assert_cmpstr (g_array_index (army->staff, AdjDogStaff, 0).name, ==, "Brigade General Ames");
  g_assert_true (adj_dog_army_set_staff_name (army, 0, NULL, &error));
  g_assert_cmpstr (g_array_index (army->staff, AdjDogStaff, 0).name, ==, "Brigade General 1");

  /* 6.2: a rifled field gun 40, horse artillery +10 (6.4). */
  g_assert_true (adj_dog_army_add_gun (army, ADJ_DOG_GUN_SMOOTHBORE, FALSE, NULL, NULL, &error));
  g_assert_cmpint (adj_dog_army_total (rules, army), ==, 30 + 30);
  g_assert_true (adj_dog_army_set_gun (army, 0, ADJ_DOG_GUN_RIFLED, TRUE, "Long Tom", &error));
  g_assert_cmpint (adj_dog_army_total (rules, army), ==, 30 + 50);
  g_assert_cmpstr (g_array_index (army->guns, AdjDogGunModel, 0).name, ==, "Long Tom");
  g_assert_false (adj_dog_army_set_gun (army, 0, ADJ_DOG_N_GUNS, FALSE, NULL, &error));
  dogtest_assert_error (error, "not a gun");
  error = NULL;

  /* 6.2: pontoons 10 per 2", earthworks 10 per 4". */
  g_assert_true (adj_dog_army_set_works (army, 2, 1, &error));
  g_assert_cmpint (adj_dog_army_total (rules, army), ==, 30 + 50 + 20 + 10);
  g_assert_false (adj_dog_army_set_works (army, -1, 0, &error));
  dogtest_assert_error (error, "(6.2)");
  error = NULL;
  g_assert_cmpint (army->pontoons, ==, 2);
}

/* The builder edits a unit from itself: its strings may be the slot's own. */
static void
test_set_unit_from_itself (void)
{
  g_autoptr (AdjDogArmy) army = adj_dog_army_new ();
  AdjDogUnit u = { .id = (char *) "1st", .name = (char *) "First", .arm = ADJ_DOG_INFANTRY, .klass = 2, .stands = 8,
                   .general = -1 };
  GError *error = NULL;

  g_assert_true (adj_dog_army_add_unit (army, &u, &error));
  AdjDogUnit same = g_array_index (army->units, AdjDogUnit, 0);
  same.stands = 10;
  g_assert_true (adj_dog_army_set_unit (army, 0, &same, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (g_array_index (army->units, AdjDogUnit, 0).id, ==, "1st");
  g_assert_cmpstr (g_array_index (army->units, AdjDogUnit, 0).name, ==, "First");
  g_assert_cmpint (g_array_index (army->units, AdjDogUnit, 0).stands, ==, 10);
}

/* A unit that becomes artillery takes class 3 and drops its muskets (11.1,
 * 6.4); one that leaves the guns is no horse artillery. */
static void
test_fit_arm (void)
{
  AdjDogUnit u = { .arm = ADJ_DOG_ARTILLERY, .klass = 2, .stands = 4, .rifled = TRUE, .horse = TRUE };
  adj_dog_unit_fit_arm (&u);
  g_assert_cmpint (u.klass, ==, 3);
  g_assert_false (u.rifled);
  g_assert_true (u.horse);
  u.arm = ADJ_DOG_CAVALRY;
  adj_dog_unit_fit_arm (&u);
  g_assert_false (u.horse);
  g_assert_cmpint (u.klass, ==, 3);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dog/rule-18/step-side", test_step_side);
  g_test_add_func ("/dog/rule-20.2/points-before-naming", test_scouting_points);
  g_test_add_func ("/dog/rule-4.1/chances", test_dispute_chances);
  g_test_add_func ("/dog/rule-19.2/losses-by-unit", test_losses);
  g_test_add_func ("/dog/sheets/more-edits", test_sheet_edits);
  g_test_add_func ("/dog/army/builder-edits", test_builder_edits);
  g_test_add_func ("/dog/rule-11.1/fit-arm", test_fit_arm);
  g_test_add_func ("/dog/army/set-unit-from-itself", test_set_unit_from_itself);
  return g_test_run ();
}
