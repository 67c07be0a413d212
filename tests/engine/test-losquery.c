/* LOS without a map (9.4): the question list and its answers, checked
 * against the map-based LOS on invented maps. */
#include <string.h>

#include <adjutant-engine.h>

static AdjHex
hx (const char *id)
{
  AdjHex h;
  g_assert_true (adj_hex_parse (id, &h, NULL));
  return h;
}

static AdjLosQuery
query (const char *from, int fl, const char *to, int tl)
{
  AdjLosQuery q;
  GError *error = NULL;
  g_assert_true (adj_losquery_init (&q, ADJ_SHIFT_ODD, hx (from), fl, hx (to), tl, &error));
  g_assert_no_error (error);
  return q;
}

static guint
count_kind (const AdjLosQuery *q, AdjLosQuestionKind kind)
{
  guint n = 0;
  for (guint i = 0; i < q->questions->len; i++)
    n += g_array_index (q->questions, AdjLosQuestion, i).kind == kind;
  return n;
}

static const AdjLosQuestion *
question (const AdjLosQuery *q, AdjLosQuestionKind kind, const char *hex, const char *other)
{
  AdjHex none = { -1, -1 };
  int i = adj_losquery_find (q, kind, hx (hex), other ? hx (other) : none);
  g_assert_cmpint (i, >=, 0);
  return &g_array_index (q->questions, AdjLosQuestion, i);
}

static void
assert_range (const AdjLosQuestion *x, int lo, int hi)
{
  g_assert_cmpint (x->level_min, ==, lo);
  g_assert_cmpint (x->level_max, ==, hi);
}

/* Same level: woods and units matter on that level only; a lower friendly
 * unit next to the target matters for 9.51. No slope questions. */
static void
test_questions_same_level (void)
{
  AdjLosQuery q = query ("0510", 1, "0505", 1);
  g_assert_cmpint (q.los_case, ==, ADJ_LOS_SAME_LEVEL);
  g_assert_cmpuint (q.questions->len, ==, 12);
  g_assert_cmpuint (count_kind (&q, ADJ_LOSQ_SLOPE), ==, 0);
  g_assert_cmpuint (question (&q, ADJ_LOSQ_LEVEL, "0509", NULL)->n_when, ==, 0);
  assert_range (question (&q, ADJ_LOSQ_WOODS, "0508", NULL), 1, 1);
  assert_range (question (&q, ADJ_LOSQ_UNIT, "0508", NULL), 1, 1);
  assert_range (question (&q, ADJ_LOSQ_UNIT, "0506", NULL), ADJ_HEXMAP_LEVEL_MIN, 1);
  adj_losquery_clear (&q);
}

static void
test_questions_firer_higher (void)
{
  AdjLosQuery q = query ("0510", 3, "0505", 0);
  /* Woods: one level below the firer, or from the target's level up when
   * halfway or closer to the target (0507 and 0506). */
  assert_range (question (&q, ADJ_LOSQ_WOODS, "0509", NULL), 2, 2);
  assert_range (question (&q, ADJ_LOSQ_WOODS, "0508", NULL), 2, 2);
  assert_range (question (&q, ADJ_LOSQ_WOODS, "0507", NULL), 0, 2);
  assert_range (question (&q, ADJ_LOSQ_WOODS, "0506", NULL), 0, 2);
  /* Units only for 9.51, next to the target. */
  g_assert_cmpuint (count_kind (&q, ADJ_LOSQ_UNIT), ==, 1);
  assert_range (question (&q, ADJ_LOSQ_UNIT, "0506", NULL), ADJ_HEXMAP_LEVEL_MIN, 2);
  /* Slopes on the way out, closer to the target than the firer: 0508|0507
   * is exactly midway and is not asked. */
  g_assert_cmpuint (count_kind (&q, ADJ_LOSQ_SLOPE), ==, 2);
  assert_range (question (&q, ADJ_LOSQ_SLOPE, "0507", "0506"), 1, 2);
  assert_range (question (&q, ADJ_LOSQ_SLOPE, "0506", "0505"), 1, 2);
  g_assert_cmpint (adj_losquery_find (&q, ADJ_LOSQ_SLOPE, hx ("0508"), hx ("0507")), ==, -1);
  adj_losquery_clear (&q);

  /* One level apart: no hex can be above the target and below the firer. */
  q = query ("0510", 1, "0505", 0);
  g_assert_cmpuint (count_kind (&q, ADJ_LOSQ_SLOPE), ==, 0);
  adj_losquery_clear (&q);
}

static void
test_questions_target_higher (void)
{
  AdjLosQuery q = query ("0510", 0, "0505", 2);
  assert_range (question (&q, ADJ_LOSQ_WOODS, "0509", NULL), 0, 1);
  assert_range (question (&q, ADJ_LOSQ_WOODS, "0506", NULL), 1, 1);
  g_assert_cmpuint (count_kind (&q, ADJ_LOSQ_SLOPE), ==, 2);
  assert_range (question (&q, ADJ_LOSQ_SLOPE, "0509", "0510"), 1, 1);
  assert_range (question (&q, ADJ_LOSQ_SLOPE, "0508", "0509"), 1, 1);
  adj_losquery_clear (&q);
}

/* A hexside the line runs along is the way out of both hexes beside it:
 * one question, asked when either hex is high enough. Through a vertex,
 * both hexsides that end there are asked. */
static void
test_questions_hexside (void)
{
  AdjLosQuery q = query ("2110", 3, "2510", 0);
  const AdjLosQuestion *x = question (&q, ADJ_LOSQ_SLOPE, "2411", "2410");
  g_assert_cmpuint (x->n_when, ==, 2);
  question (&q, ADJ_LOSQ_SLOPE, "2310", "2410");
  question (&q, ADJ_LOSQ_SLOPE, "2310", "2411");
  question (&q, ADJ_LOSQ_SLOPE, "2410", "2510");
  question (&q, ADJ_LOSQ_SLOPE, "2411", "2510");
  adj_losquery_clear (&q);

  q = query ("1010", 3, "1508", 0);
  question (&q, ADJ_LOSQ_SLOPE, "1309", "1308");
  question (&q, ADJ_LOSQ_SLOPE, "1309", "1409");
  adj_losquery_clear (&q);
}

static void
test_is_asked (void)
{
  AdjLosQuery q = query ("0510", 3, "0505", 0);
  g_autofree AdjLosAnswer *a = g_new0 (AdjLosAnswer, q.questions->len);
  AdjHex none = { -1, -1 };
  int level = adj_losquery_find (&q, ADJ_LOSQ_LEVEL, hx ("0506"), none);
  int woods = adj_losquery_find (&q, ADJ_LOSQ_WOODS, hx ("0506"), none);

  g_assert_true (adj_losquery_is_asked (&q, a, (guint) level));
  g_assert_false (adj_losquery_is_asked (&q, a, (guint) woods)); /* level unknown yet */
  a[level] = (AdjLosAnswer) { TRUE, 1 };
  g_assert_true (adj_losquery_is_asked (&q, a, (guint) woods));
  a[level] = (AdjLosAnswer) { TRUE, 3 }; /* as high as the firer: blocks anyway */
  g_assert_false (adj_losquery_is_asked (&q, a, (guint) woods));
  a[level] = (AdjLosAnswer) { TRUE, -1 };
  g_assert_false (adj_losquery_is_asked (&q, a, (guint) woods));
  adj_losquery_clear (&q);
}

static void
test_solve (void)
{
  AdjLosQuery q = query ("0510", 3, "0505", 0);
  g_autofree AdjLosAnswer *a = g_new0 (AdjLosAnswer, q.questions->len);
  AdjHex none = { -1, -1 };
  AdjLosResult r;
  GError *error = NULL;

  /* Every level is needed. */
  g_assert_false (adj_losquery_solve (&q, a, &r, &error));
  g_assert_nonnull (strstr (error->message, "the level of hex 0509 needs an answer"));
  g_clear_error (&error);
  adj_los_result_clear (&r);

  const char *hexes[] = { "0509", "0508", "0507", "0506" };
  for (guint i = 0; i < 4; i++)
    a[adj_losquery_find (&q, ADJ_LOSQ_LEVEL, hx (hexes[i]), none)] = (AdjLosAnswer) { TRUE, 0 };
  a[adj_losquery_find (&q, ADJ_LOSQ_LEVEL, hx ("0506"), none)].value = 1;
  /* Woods halfway or closer to the target matter from its level up. */
  g_assert_false (adj_losquery_solve (&q, a, &r, &error));
  g_assert_nonnull (strstr (error->message, "woods in hex 0507 needs an answer"));
  g_clear_error (&error);
  adj_los_result_clear (&r);
  a[adj_losquery_find (&q, ADJ_LOSQ_WOODS, hx ("0507"), none)] = (AdjLosAnswer) { TRUE, 0 };
  /* 0506, above the target: its woods, unit and slope towards the target. */
  g_assert_false (adj_losquery_solve (&q, a, &r, &error));
  g_assert_nonnull (strstr (error->message, "woods in hex 0506 needs an answer"));
  g_clear_error (&error);
  adj_los_result_clear (&r);

  a[adj_losquery_find (&q, ADJ_LOSQ_WOODS, hx ("0506"), none)] = (AdjLosAnswer) { TRUE, 0 };
  a[adj_losquery_find (&q, ADJ_LOSQ_UNIT, hx ("0506"), none)] = (AdjLosAnswer) { TRUE, ADJ_UNIT_FRIENDLY };
  int slope = adj_losquery_find (&q, ADJ_LOSQ_SLOPE, hx ("0506"), hx ("0505"));
  a[slope] = (AdjLosAnswer) { TRUE, 7 };
  g_assert_false (adj_losquery_solve (&q, a, &r, &error));
  g_assert_nonnull (strstr (error->message, "7 is no answer to a steep or sheer slope on hexside 0506-0505"));
  g_clear_error (&error);
  adj_los_result_clear (&r);

  a[slope] = (AdjLosAnswer) { TRUE, 0 };
  g_assert_true (adj_losquery_solve (&q, a, &r, &error));
  g_assert_no_error (error);
  g_assert_true (r.clear);
  g_assert_cmpuint (r.misguided->len, ==, 1); /* 9.51: the friendly unit in 0506 */
  adj_los_result_clear (&r);

  a[slope] = (AdjLosAnswer) { TRUE, ADJ_SIDE_SHEER };
  g_assert_true (adj_losquery_solve (&q, a, &r, NULL));
  g_assert_false (r.clear);
  g_assert_cmpint (r.rule, ==, ADJ_LOS_DOWN_SLOPE);
  g_assert_cmpint (adj_los_result_blocker (&r)->slope, ==, ADJ_SIDE_SHEER);
  adj_los_result_clear (&r);
  adj_losquery_clear (&q);

  g_assert_false (adj_losquery_init (&q, ADJ_SHIFT_ODD, hx ("0510"), 0, hx ("0510"), 0, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_INVALID);
  g_clear_error (&error);
  adj_losquery_clear (&q);
  g_assert_false (adj_losquery_init (&q, ADJ_SHIFT_ODD, hx ("0510"), 100, hx ("0505"), 0, &error));
  g_assert_nonnull (strstr (error->message, "firer's level 100"));
  g_clear_error (&error);
  adj_losquery_clear (&q);
}

/* The answers a player would give, read off @map: levels first, then
 * whatever those levels make worth asking. Hexes off the map are answered
 * as deep hollows (they never block, as off-map hexes do on a map). */
static AdjLosAnswer *
answer_from_map (const AdjLosQuery *q, const AdjHexMap *map, const guint8 *units)
{
  AdjLosAnswer *a = g_new0 (AdjLosAnswer, MAX (q->questions->len, 1));
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < q->questions->len; i++)
      {
        const AdjLosQuestion *x = &g_array_index (q->questions, AdjLosQuestion, i);
        int idx = adj_hexmap_index (map, x->hex);
        if ((pass == 0) != (x->kind == ADJ_LOSQ_LEVEL) || (pass == 1 && !adj_losquery_is_asked (q, a, i)))
          continue;
        a[i].given = TRUE;
        switch (x->kind)
          {
          case ADJ_LOSQ_LEVEL: a[i].value = idx < 0 ? ADJ_HEXMAP_LEVEL_MIN : adj_hexmap_get_level (map, x->hex); break;
          case ADJ_LOSQ_WOODS: a[i].value = adj_hexmap_get_terrain (map, x->hex) == ADJ_TERRAIN_WOODS; break;
          case ADJ_LOSQ_UNIT: a[i].value = idx < 0 ? 0 : units[idx]; break;
          case ADJ_LOSQ_SLOPE:
          default: a[i].value = (int) (adj_hexmap_get_hexside (map, x->hex, x->other) & ADJ_SIDE_SLOPE); break;
          }
      }
  return a;
}

static void
assert_same_verdict (const AdjLosResult *a, const AdjLosResult *b)
{
  g_assert_cmpint (a->clear, ==, b->clear);
  g_assert_cmpint (a->rule, ==, b->rule);
  g_assert_cmpint (a->blocked_step, ==, b->blocked_step);
  g_assert_cmpuint (a->blocked_hex, ==, b->blocked_hex);
  g_assert_cmpint (a->los_case, ==, b->los_case);
  g_assert_cmpuint (a->steps->len, ==, b->steps->len);
  for (guint i = 0; i < a->steps->len; i++)
    {
      const AdjLosStep *sa = &g_array_index (a->steps, AdjLosStep, i);
      const AdjLosStep *sb = &g_array_index (b->steps, AdjLosStep, i);
      g_assert_cmpuint (sa->n, ==, sb->n);
      for (guint k = 0; k < sa->n; k++)
        {
          g_assert_true (adj_hex_equal (sa->hex[k].hex, sb->hex[k].hex));
          g_assert_cmpint (sa->hex[k].blocks, ==, sb->hex[k].blocks);
          g_assert_cmpint (sa->hex[k].misguided, ==, sb->hex[k].misguided);
          g_assert_cmpint (sa->hex[k].slope, ==, sb->hex[k].slope);
        }
    }
  g_assert_cmpuint (a->misguided->len, ==, b->misguided->len);
  for (guint i = 0; i < a->misguided->len; i++)
    g_assert_true (adj_hex_equal (g_array_index (a->misguided, AdjHex, i),
                                  g_array_index (b->misguided, AdjHex, i)));
}

/* The map and the answers cannot disagree, and a question left unasked
 * cannot change the verdict whatever its answer. */
static void
test_agrees_with_map (void)
{
  GRand *rand = g_rand_new_with_seed (1863);
  guint lines = 0, asked = 0, total = 0;

  for (int round = 0; round < 40; round++)
    {
      AdjHexGrid grid;
      adj_hexgrid_init (&grid, 2, 14, 1, 12, round % 2 ? ADJ_SHIFT_EVEN : ADJ_SHIFT_ODD);
      g_autoptr (AdjHexMap) map = adj_hexmap_new ("random", &grid);
      guint size = adj_hexmap_size (map);
      g_autofree guint8 *units = g_new0 (guint8, size);
      for (guint i = 0; i < size; i++)
        {
          AdjHex h = adj_hexmap_hex_at (map, i);
          adj_hexmap_set_level (map, h, g_rand_int_range (rand, 0, 4), NULL);
          if (g_rand_int_range (rand, 0, 4) == 0)
            adj_hexmap_set_terrain (map, h, ADJ_TERRAIN_WOODS, NULL);
          if (g_rand_int_range (rand, 0, 4) == 0)
            units[i] = (guint8) g_rand_int_range (rand, 1, 3);
          for (int d = 0; d < 3; d++)
            {
              AdjHex n = adj_hexgrid_neighbour (&grid, h, (AdjHexDir) d);
              if (adj_hexgrid_contains (&grid, n) && g_rand_int_range (rand, 0, 3) == 0)
                adj_hexmap_set_hexside (map, h, n, g_rand_boolean (rand) ? ADJ_SIDE_STEEP : ADJ_SIDE_SHEER, NULL);
            }
        }
      for (int k = 0; k < 60; k++)
        {
          AdjHex from = adj_hexmap_hex_at (map, (guint) g_rand_int_range (rand, 0, (gint32) size));
          AdjHex to = adj_hexmap_hex_at (map, (guint) g_rand_int_range (rand, 0, (gint32) size));
          AdjLosResult on_map, answered;
          AdjLosQuery q;
          if (adj_hex_equal (from, to))
            continue;
          g_assert_true (adj_los_trace (map, units, from, to, &on_map, NULL));
          g_assert_true (adj_losquery_init (&q, grid.shift, from, adj_hexmap_get_level (map, from), to,
                                            adj_hexmap_get_level (map, to), NULL));
          g_autofree AdjLosAnswer *a = answer_from_map (&q, map, units);
          GError *error = NULL;
          g_assert_true (adj_losquery_solve (&q, a, &answered, &error));
          g_assert_no_error (error);
          assert_same_verdict (&on_map, &answered);
          adj_los_result_clear (&answered);

          for (guint i = 0; i < q.questions->len; i++)
            {
              const AdjLosQuestion *x = &g_array_index (q.questions, AdjLosQuestion, i);
              total++;
              if (adj_losquery_is_asked (&q, a, i))
                {
                  asked++;
                  continue;
                }
              AdjLosAnswer keep = a[i];
              a[i] = (AdjLosAnswer) { TRUE, x->kind == ADJ_LOSQ_SLOPE ? ADJ_SIDE_STEEP
                                            : x->kind == ADJ_LOSQ_UNIT ? ADJ_UNIT_FRIENDLY : 1 };
              g_assert_true (adj_losquery_solve (&q, a, &answered, NULL));
              assert_same_verdict (&on_map, &answered);
              adj_los_result_clear (&answered);
              a[i] = keep;
            }
          adj_los_result_clear (&on_map);
          adj_losquery_clear (&q);
          lines++;
        }
    }
  /* The form is shorter than asking everything. */
  g_assert_cmpuint (lines, >, 2000);
  g_assert_cmpuint (asked, <, total);
  g_test_message ("%u lines, %u of %u questions asked", lines, asked, total);
  g_rand_free (rand);
}

static void
test_load_answers (void)
{
  const char *text =
    "{\"format\":\"adjutant-los-answers\",\"version\":1,\"from_level\":3,\"to_level\":0,"
    "\"hexes\":[{\"hex\":\"0509\",\"level\":0},{\"hex\":\"0508\",\"level\":0},"
    "{\"hex\":\"0507\",\"level\":0,\"woods\":false},{\"hex\":\"0506\",\"level\":1,\"woods\":false,"
    "\"unit\":\"enemy\"}],\"hexsides\":[{\"between\":[\"0505\",\"0506\"],\"slope\":\"steep\"}]}";
  AdjLosQuery q;
  AdjLosAnswer *a = NULL;
  AdjLosResult r;
  GError *error = NULL;

  g_assert_true (adj_losquery_load_answers (text, strlen (text), "a.json", hx ("0510"), hx ("0505"),
                                            &q, &a, &error));
  g_assert_no_error (error);
  g_assert_true (adj_losquery_solve (&q, a, &r, &error));
  g_assert_false (r.clear);
  g_assert_cmpint (r.rule, ==, ADJ_LOS_DOWN_SLOPE);
  adj_los_result_clear (&r);
  adj_losquery_clear (&q);
  g_free (a);

#define HEAD "{\"format\":\"adjutant-los-answers\",\"version\":1,\"from_level\":3,\"to_level\":0,"
  static const struct {
    const char *text, *error;
  } bad[] = {
    { "[1]", "a.json: $: expected an object" },
    { "{\"format\":\"adjutant-map\"}", "a.json: $.format: 'adjutant-map' is not \"adjutant-los-answers\"" },
    { "{\"format\":\"adjutant-los-answers\",\"version\":1,\"from_level\":3}", "a.json: $.to_level: missing" },
    { HEAD "\"shifted\":\"up\"}", "a.json: $.shifted: 'up' is not a column shift" },
    { HEAD "\"hexes\":[{\"hex\":\"0609\",\"level\":1}]}", "a.json: $.hexes[0].hex: 0609 is not between 0510 and 0505" },
    { HEAD "\"hexes\":[{\"hex\":\"05\",\"level\":1}]}", "a.json: $.hexes[0].hex: '05' is not a hex id" },
    { HEAD "\"hexes\":[{\"hex\":\"0509\",\"level\":1},{\"hex\":\"0509\",\"level\":2}]}",
      "a.json: $.hexes[1].level: answered twice" },
    { HEAD "\"hexes\":[{\"hex\":\"0506\",\"unit\":\"ally\"}]}", "a.json: $.hexes[0].unit: 'ally' is not a unit presence" },
    { HEAD "\"hexes\":[{\"hex\":\"0506\",\"level\":\"high\"}]}", "a.json: $.hexes[0].level: expected an integer" },
    { HEAD "\"hexes\":[{\"hex\":\"0506\",\"woods\":1}]}", "a.json: $.hexes[0].woods: expected a boolean" },
    { HEAD "\"hexsides\":[{\"between\":[\"0506\",\"0504\"],\"slope\":\"steep\"}]}",
      "a.json: $.hexsides[0].between: the two hexes are not adjacent" },
    { HEAD "\"hexsides\":[{\"between\":[\"0506\",\"0505\"],\"slope\":\"cliff\"}]}",
      "a.json: $.hexsides[0].slope: 'cliff' is not none, steep or sheer" },
  };
#undef HEAD
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (adj_losquery_load_answers (bad[i].text, strlen (bad[i].text), "a.json", hx ("0510"),
                                                 hx ("0505"), &q, &a, &error));
      g_assert_null (a);
      g_assert_null (q.questions);
      if (!g_str_has_prefix (error->message, bad[i].error))
        g_error ("case %u: '%s' does not start with '%s'", i, error->message, bad[i].error);
      g_clear_error (&error);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/losquery/rule-9.4/questions/same-level", test_questions_same_level);
  g_test_add_func ("/losquery/rule-9.4/questions/firer-higher", test_questions_firer_higher);
  g_test_add_func ("/losquery/rule-9.4/questions/target-higher", test_questions_target_higher);
  g_test_add_func ("/losquery/rule-9.4/questions/hexside-and-vertex", test_questions_hexside);
  g_test_add_func ("/losquery/is-asked", test_is_asked);
  g_test_add_func ("/losquery/solve", test_solve);
  g_test_add_func ("/losquery/agrees-with-map", test_agrees_with_map);
  g_test_add_func ("/losquery/load-answers", test_load_answers);
  return g_test_run ();
}
