/* Every printed cell of The Glory that Was's tables, typed here again from
 * the rulebook and checked three ways: the shipped file (value, source
 * "rulebook", the table's name as cite), the copy built into the engine,
 * and the engine's typed reading of it. One test per cell, named after
 * its table, row and column. */
#include <stdlib.h>
#include <string.h>

#include <adjutant-engine.h>

static GPtrArray *shipped;        /* data/tgtw/charts */
static AdjTgtwCharts *builtin;

typedef struct {
  const char *chart, *cite, *row, *col;
  char *expect;   /* as printed; "" for a blank cell */
  int r, c;       /* indexes in the engine's typed tables */
} Cell;

static void
cell_free (gpointer p)
{
  g_free (((Cell *) p)->expect);
  g_free (p);
}

static char *
cell_text (const AdjChartCell *cell)
{
  return cell->is_text ? g_strdup (cell->text) : g_strdup_printf (cell->value > 0 ? "%+d" : "%d", cell->value);
}

/* A number printed as "5" reads back as "+5" from a signed chart: compare numbers as numbers. */
static gboolean
same_value (const AdjChartCell *cell, const char *expect)
{
  if (cell->is_text)
    return g_str_equal (cell->text, expect);
  char *end;
  long v = strtol (expect, &end, 10);
  return *expect != '\0' && *end == '\0' && v == cell->value;
}

static const AdjChartCell *
find_cell (GPtrArray *charts, const Cell *t)
{
  AdjChart *chart = adj_chart_find (charts, t->chart);
  g_assert_nonnull (chart);
  int r = adj_chart_find_row (chart, t->row), c = adj_chart_find_column (chart, t->col);
  if (r < 0 || c < 0)
    g_error ("%s has no cell %s / %s", t->chart, t->row, t->col);
  return adj_chart_cell (chart, (guint) r, (guint) c);
}

static void
typed_check (const Cell *t)
{
  const char *e = t->expect;
  if (g_str_equal (t->chart, "tgtw-pdt"))
    {
      AdjTgtwPdtEffect eff = adj_tgtw_charts_pdt (builtin, t->r, t->c + 1, NULL);
      g_assert_cmpstr (adj_tgtw_pdt_effect_to_string (eff), ==, *e == '\0' ? "P" : e);
    }
  else if (g_str_equal (t->chart, "tgtw-tdt"))
    g_assert_cmpint (adj_tgtw_charts_tdt (builtin, t->r, NULL), ==, atoi (e) * (strstr (e, "left") ? -1 : 1));
  else if (g_str_equal (t->chart, "tgtw-mft"))
    g_assert_cmpstr (adj_tgtw_hit_to_string (adj_tgtw_charts_mft (builtin, t->r + 1, t->c + 1, NULL)), ==,
                     *e == '\0' ? "-" : e);
  else if (g_str_equal (t->chart, "tgtw-mct1"))
    g_assert_cmpint (adj_tgtw_charts_mct1 (builtin, t->r, t->c, NULL), ==, e[0] - 'A');
  else if (g_str_equal (t->chart, "tgtw-mct2"))
    {
      const AdjTgtwMct2Result *m = adj_tgtw_charts_mct2 (builtin, t->r, t->c, NULL);
      g_autofree char *typed = m->engaged ? g_strdup ("Eng.")
                                          : g_strdup_printf ("%s/%s", adj_tgtw_hit_to_string (m->attacker),
                                                             adj_tgtw_hit_to_string (m->defender));
      g_assert_cmpstr (typed, ==, e);
      g_assert_cmpstr (adj_tgtw_charts_mct2_text (builtin, t->r, t->c), ==, e);
    }
  else if (g_str_equal (t->chart, "tgtw-mct1-types"))
    g_assert_cmpint (adj_tgtw_charts_type_shift (builtin, t->r, t->c, NULL), ==, g_str_equal (e, "-") ? 0 : atoi (e));
  else if (g_str_equal (t->chart, "tgtw-tec"))
    {
      if (t->c == 0)
        {
          g_assert_cmpint (adj_tgtw_charts_tec_movement (builtin, t->r, NULL), ==, atoi (e));
          return;
        }
      AdjTgtwTecEntry x = adj_tgtw_charts_tec (builtin, t->r, (guint) t->c - 1, NULL);
      gboolean extra_col = t->c >= 4 && t->c <= 6;  /* uphill, downhill, river */
      if (g_str_equal (e, "P"))
        g_assert_cmpint (x.kind, ==, ADJ_TGTW_TEC_PROHIBITED);
      else if (g_str_equal (e, "A"))
        g_assert_cmpint (x.kind, ==, ADJ_TGTW_TEC_ALL_MP);
      else
        {
          g_assert_cmpint (x.kind, ==, e[0] == '+' || extra_col ? ADJ_TGTW_TEC_EXTRA : ADJ_TGTW_TEC_COST);
          g_assert_cmpint (x.mp, ==, atoi (e));
        }
    }
  else if (g_str_equal (t->chart, "tgtw-leader-melee") || g_str_equal (t->chart, "tgtw-leader-missile"))
    {
      static const AdjTgtwFate melee[] = { ADJ_TGTW_FATE_WOUNDED, ADJ_TGTW_FATE_CAPTURED, ADJ_TGTW_FATE_KILLED };
      static const AdjTgtwFate missile[] = { ADJ_TGTW_FATE_WOUNDED, ADJ_TGTW_FATE_KILLED };
      gboolean is_missile = g_str_equal (t->chart, "tgtw-leader-missile");
      int lo = 1, hi = 0;
      if (!g_str_equal (e, "-"))
        {
          lo = atoi (e);
          hi = strchr (e, '-') ? atoi (strchr (e, '-') + 1) : lo;
        }
      for (int f = lo; f <= hi; f++)
        g_assert_cmpint (is_missile ? adj_tgtw_charts_leader_missile (builtin, f, NULL)
                                    : adj_tgtw_charts_leader_melee (builtin, t->c, f, NULL),
                         ==, is_missile ? missile[t->r] : melee[t->r]);
    }
  else if (g_str_equal (t->chart, "tgtw-tactical-cards"))
    {
      const AdjTgtwCard *card = adj_tgtw_charts_card (builtin, t->r + 1);
      if (t->c == 0)
        g_assert_cmpstr (card->name, ==, e);
      else if (t->c == 1)
        g_assert_cmpint (card->morale, ==, atoi (e));
    }
  else if (g_str_equal (t->chart, "tgtw-tactical-points") && t->c == 0)
    g_assert_cmpint (adj_tgtw_charts_tp_cost (builtin, t->r), ==, atoi (e));
}

static void
test_cell (gconstpointer data)
{
  const Cell *t = data;
  const AdjChartCell *cell = find_cell (shipped, t);
  g_autofree char *got = cell_text (cell);
  if (!same_value (cell, t->expect))
    g_error ("%s %s / %s: the file says '%s', the rulebook '%s'", t->chart, t->row, t->col, got, t->expect);
  g_assert_cmpint (cell->source, ==, ADJ_CELL_RULEBOOK);
  g_assert_cmpstr (cell->cite, ==, t->cite);
  /* The engine's own copy holds the same cell. */
  GPtrArray *list = g_ptr_array_new ();
  for (guint i = 0; i < ADJ_TGTW_N_CHARTS; i++)
    g_ptr_array_add (list, (gpointer) adj_tgtw_charts_get (builtin, i));
  const AdjChartCell *in_engine = find_cell (list, t);
  g_ptr_array_unref (list);
  g_assert_true (same_value (in_engine, t->expect));
  g_assert_cmpint (in_engine->source, ==, ADJ_CELL_RULEBOOK);
  typed_check (t);
}

static void
add (const char *chart, const char *cite, const char *rule, const char *row, const char *col, int r, int c,
     const char *expect)
{
  Cell *t = g_new0 (Cell, 1);
  *t = (Cell) { chart, cite, row, col, g_strdup (expect), r, c };
  g_autofree char *path = g_strdup_printf ("/tgtw/rule-%s/%s/%s", rule, row, col);
  g_test_add_data_func_full (path, t, test_cell, cell_free);
}

static const char *const numbers[] = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10" };
static const char *const types[] = { "LI", "MI", "HI", "LC", "MC", "HC", "SK" };

static void
add_missile_cells (void)
{
  static const char *const weapons[] = { "javelin", "shortbow", "longbow", "composite", "sling" };
  static const char *const pdt[5][5] = {
    { "Normal", "Halved", "P", "P", "P" },
    { "Normal", "Halved", "1/3", "P", "P" },
    { "Double", "Normal", "Halved", "1/3", "" },
    { "Double", "Normal", "Normal", "Halved", "1/3" },
    { "Normal", "P", "P", "P", "P" },
  };
  for (int w = 0; w < 5; w++)
    for (int r = 0; r < 5; r++)
      add ("tgtw-pdt", "PDT", "PDT", weapons[w], numbers[r], w, r, pdt[w][r]);

  static const char *const formations[] = {
    "hoplitic_phalanx", "macedonian_phalanx", "early_legion", "roman_legion", "barbarian_tribe", "skirmishers", "cavalry",
  };
  static const char *const tdt[] = { "1 left", "3 left", "1 right", "2 left", "3 right", "2 right", "2 right" };
  for (int f = 0; f < 7; f++)
    add ("tgtw-tdt", "TDT", "TDT", formations[f], "shift", f, 0, tdt[f]);

  /* d6 rows, potential 1..10; '.' is a blank cell. */
  static const char *const mft[] = {
    ".....DDDRR", "....DDDRRR", "...DDDRRRR", "..DDDRRRRE", ".DDDRRRREE", "DDDRRRREEE",
  };
  for (int d = 0; d < 6; d++)
    for (int p = 0; p < 10; p++)
      {
        char v[2] = { mft[d][p] == '.' ? '\0' : mft[d][p], '\0' };
        add ("tgtw-mft", "MFT", "MFT", numbers[d], numbers[p], d, p, v);
      }
}

static void
add_tec_cells (void)
{
  static const char *const cols[] = { "basic", "clear", "rough", "swamp", "uphill", "downhill", "river", "wood" };
  static const char *const tec[7][8] = {
    { "5", "1", "1", "3", "+1", "0", "+2", "1" },
    { "4", "1", "2", "3", "+2", "+1", "A", "2" },
    { "3", "1", "2", "P", "P", "P", "A", "P" },
    { "9", "1", "1", "5", "+1", "+2", "+2", "2" },
    { "8", "1", "2", "6", "+2", "+3", "+2", "4" },
    { "7", "1", "3", "P", "+3", "+4", "+4", "P" },
    { "5", "1", "1", "3", "+1", "0", "+1", "1" },
  };
  for (int t = 0; t < 7; t++)
    for (int c = 0; c < 8; c++)
      add ("tgtw-tec", "TEC", "TEC", types[t], cols[c], t, c, tec[t][c]);
}

static void
add_melee_cells (void)
{
  static const char *const strengths[] = { "1-3", "1-2", "1-1", "3-2", "2-1", "5-2", "3-1", "4-1", "5-1" };
  static const char *const morales[] = {
    "1-4", "1-3", "1-2", "2-3", "1-1", "3-2", "2-1", "5-2", "3-1", "4-1", "5-1", "6-1", "7-1", "8-1",
  };
  static const char *const mct1[] = {
    "AAAAABBBCCCDDD", "AAAABBBCCCDDDE", "AAABBBCCCDDDEE", "AABBBCCCDDDEEE", "ABBBCCCDDDEEEF",
    "BBBCCCDDDEEEFF", "BBCCCDDDEEEFFF", "BCCCDDDEEEFFFG", "CCCDDDEEEFFFGG",
  };
  for (int r = 0; r < 9; r++)
    for (int c = 0; c < 14; c++)
      {
        char v[2] = { mct1[r][c], '\0' };
        g_autofree char *row = g_strdup_printf ("strength-%s", strengths[r]);
        g_autofree char *col = g_strdup_printf ("morale-%s", morales[c]);
        Cell *t = g_new0 (Cell, 1);
        *t = (Cell) { "tgtw-mct1", "MCT1", strengths[r], morales[c], g_strdup (v), r, c };
        g_autofree char *path = g_strdup_printf ("/tgtw/rule-MCT1/%s/%s", row, col);
        g_test_add_data_func_full (path, t, test_cell, cell_free);
      }

  static const char *const rows[] = {
    "le1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "ge15",
  };
  static const char *const mct2[15][7] = {
    { "E/-", "R/-", "D/-", "D/-", "-/D", "-/D", "-/D" },
    { "R/-", "D/-", "D/-", "D/D", "-/D", "-/D", "D/R" },
    { "D/-", "D/D", "D/D", "-/D", "-/D", "D/R", "Eng." },
    { "D/D", "D/R", "D/R", "-/R", "Eng.", "Eng.", "-/R" },
    { "-/D", "-/D", "D/R", "D/R", "Eng.", "-/R", "-/E" },
    { "-/D", "-/D", "-/D", "Eng.", "Eng.", "-/R", "-/E" },
    { "-/D", "D/R", "-/D", "Eng.", "D/R", "Eng.", "Eng." },
    { "-/R", "-/R", "Eng.", "-/R", "D/R", "Eng.", "Eng." },
    { "-/R", "Eng.", "Eng.", "D/R", "-/R", "D/R", "D/E" },
    { "-/R", "Eng.", "-/R", "-/E", "-/E", "-/E", "D/E" },
    { "Eng.", "Eng.", "-/R", "-/E", "-/E", "D/E", "-/R" },
    { "Eng.", "D/R", "-/R", "-/E", "D/E", "D/E", "-/R" },
    { "Eng.", "-/E", "-/E", "D/E", "D/E", "D/E", "-/R" },
    { "-/E", "-/E", "D/E", "D/E", "D/E", "-/E", "-/E" },
    { "-/E", "-/E", "D/E", "D/E", "-/E", "-/E", "-/E" },
  };
  static const char *const letters[] = { "A", "B", "C", "D", "E", "F", "G" };
  for (int c = 0; c < 7; c++)
    for (int r = 0; r < 15; r++)
      {
        Cell *t = g_new0 (Cell, 1);
        *t = (Cell) { "tgtw-mct2", "MCT2", rows[r], letters[c], g_strdup (mct2[r][c]), r, c };
        g_autofree char *path = g_strdup_printf ("/tgtw/rule-MCT2/column-%s/roll-%s", letters[c],
                                                 r == 0 ? "1-" : r == 14 ? "15+" : rows[r]);
        g_test_add_data_func_full (path, t, test_cell, cell_free);
      }

  static const char *const shifts[6][6] = {
    { "-", "-", "-3", "-1", "-2", "-3" },
    { "+1", "-", "-1", "-", "-1", "-2" },
    { "+3", "+1", "-", "-2", "-1", "-1" },
    { "+2", "-", "-1", "-", "-", "+1" },
    { "+2", "+2", "+2", "-", "-", "-1" },
    { "+2", "-", "-1", "-1", "+1", "-" },
  };
  for (int a = 0; a < 6; a++)
    for (int d = 0; d < 6; d++)
      add ("tgtw-mct1-types", "MCT1 tactical differential", "MCT1-tactical-differential", types[a], types[d], a, d,
           shifts[a][d]);
}

static void
add_other_cells (void)
{
  static const char *const fates[] = { "wounded", "captured", "killed" };
  static const char *const cols[] = { "Eng", "D", "R", "E" };
  static const char *const melee[3][4] = {
    { "9", "7", "6", "7-8" }, { "-", "8-9", "7-8", "4-6" }, { "10", "10", "9-10", "9-10" },
  };
  for (int f = 0; f < 3; f++)
    for (int c = 0; c < 4; c++)
      add ("tgtw-leader-melee", "Leader casualties (melee)", "9.0-melee", fates[f], cols[c], f, c, melee[f][c]);
  add ("tgtw-leader-missile", "Leader casualties (missile)", "9.0-missile", "wounded", "E", 0, 0, "8-9");
  add ("tgtw-leader-missile", "Leader casualties (missile)", "9.0-missile", "killed", "E", 1, 0, "10");

  static const char *const cards[7][3] = {
    { "Furious Assault", "+3", "LI MI LC MC HC SK" }, { "Controlled Assault", "+1", "LI MI HI LC MC HC SK" },
    { "Stalled", "0", "LI MI HI LC MC HC SK" }, { "Controlled Retreat", "-2", "LI MI HI LC MC HC SK" },
    { "Hit and Run", "-1", "LI LC" }, { "Charge", "+3", "LC MC HC" }, { "Encirclement", "0", "LC MC" },
  };
  static const char *const card_cols[] = { "name", "morale", "types" };
  for (int k = 0; k < 7; k++)
    for (int c = 0; c < 3; c++)
      add ("tgtw-tactical-cards", "Tactical cards", "11.0", numbers[k], card_cols[c], k, c, cards[k][c]);

  static const char *const tp_rows[] = { "die", "mct1", "mct2_shift", "mct2_die" };
  static const char *const tp[4][2] = { { "1", "3" }, { "2", "-" }, { "5", "-" }, { "5", "-" } };
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 2; c++)
      add ("tgtw-tactical-points", "Tactical points", "12.0", tp_rows[r], c ? "limit" : "cost", r, c, tp[r][c]);
}

/* 10.0: the morale loss points as the rule words them, for every strength
 * and every number of stars. */
static void
test_morale_loss (void)
{
  for (int s = 1; s <= 12; s++)
    {
      g_assert_cmpint (adj_tgtw_charts_loss (builtin, ADJ_TGTW_LOSS_ELIMINATED, s), ==, s);
      g_assert_cmpint (adj_tgtw_charts_loss (builtin, ADJ_TGTW_LOSS_ROUTED, s), ==, MAX (s - 2, 1));
      g_assert_cmpint (adj_tgtw_charts_loss (builtin, ADJ_TGTW_LOSS_DISORDERED, s), ==, 1);
    }
  static const int captured[] = { 3, 4, 8, 12 }, wounded[] = { 1, 2, 4, 6 }, killed[] = { 4, 5, 10, 15 };
  for (int k = 0; k <= 3; k++)
    {
      g_assert_cmpint (adj_tgtw_charts_loss (builtin, ADJ_TGTW_LOSS_CAPTURED, k), ==, captured[k]);
      g_assert_cmpint (adj_tgtw_charts_loss (builtin, ADJ_TGTW_LOSS_WOUNDED, k), ==, wounded[k]);
      g_assert_cmpint (adj_tgtw_charts_loss (builtin, ADJ_TGTW_LOSS_KILLED, k), ==, killed[k]);
    }
  /* Every cell of the chart is printed (its encoding is in docs/tgtw.md). */
  const AdjChart *c = adj_tgtw_charts_get (builtin, ADJ_TGTW_CHART_MORALE_LOSS);
  g_assert_cmpuint (adj_chart_count_source (c, ADJ_CELL_RULEBOOK), ==, 24);
}

/* 11.0: the unit types each card is for. */
static void
test_card_types (void)
{
  const guint all = 0x7f, hi = ADJ_TGTW_TYPE_BIT (ADJ_TGTW_HI);
  const guint expect[] = {
    all & ~hi, all, all, all, ADJ_TGTW_TYPE_BIT (ADJ_TGTW_LI) | ADJ_TGTW_TYPE_BIT (ADJ_TGTW_LC),
    ADJ_TGTW_TYPE_BIT (ADJ_TGTW_LC) | ADJ_TGTW_TYPE_BIT (ADJ_TGTW_MC) | ADJ_TGTW_TYPE_BIT (ADJ_TGTW_HC),
    ADJ_TGTW_TYPE_BIT (ADJ_TGTW_LC) | ADJ_TGTW_TYPE_BIT (ADJ_TGTW_MC),
  };
  for (int k = 1; k <= 7; k++)
    g_assert_cmpuint (adj_tgtw_charts_card (builtin, k)->types, ==, expect[k - 1]);
  g_assert_null (adj_tgtw_charts_card (builtin, 0));
  g_assert_null (adj_tgtw_charts_card (builtin, 8));
  g_assert_cmpint (adj_tgtw_charts_tp_die_limit (builtin), ==, 3);
}

/* The installed files and the engine's copy are the same, cell by cell;
 * every cell is printed and cites its table. */
static void
test_builtin_is_shipped (void)
{
  g_assert_cmpuint (shipped->len, ==, ADJ_TGTW_N_CHARTS);
  for (guint i = 0; i < ADJ_TGTW_N_CHARTS; i++)
    {
      const AdjChart *a = adj_tgtw_charts_get (builtin, i);
      const AdjChart *b = adj_chart_find (shipped, adj_tgtw_chart_id_to_string (i));
      g_assert_nonnull (b);
      g_assert_cmpstr (adj_chart_get_title (a), ==, adj_chart_get_title (b));
      g_assert_cmpstr (adj_chart_get_rule (a), ==, adj_chart_get_rule (b));
      g_assert_cmpuint (adj_chart_n_rows (a), ==, adj_chart_n_rows (b));
      g_assert_cmpuint (adj_chart_n_columns (a), ==, adj_chart_n_columns (b));
      for (guint r = 0; r < adj_chart_n_rows (a); r++)
        for (guint c = 0; c < adj_chart_n_columns (a); c++)
          {
            const AdjChartCell *x = adj_chart_cell (a, r, c), *y = adj_chart_cell (b, r, c);
            g_autofree char *tx = cell_text (x), *ty = cell_text (y);
            g_assert_cmpstr (tx, ==, ty);
            g_assert_cmpint (x->source, ==, ADJ_CELL_RULEBOOK);
            g_assert_cmpint (y->source, ==, ADJ_CELL_RULEBOOK);
            g_assert_cmpstr (x->cite, ==, y->cite);
          }
      g_assert_cmpuint (adj_chart_count_source (a, ADJ_CELL_PROVISIONAL), ==, 0);
    }
  GError *error = NULL;
  g_autofree char *dir = adj_paths_data_file ("tgtw", "charts", NULL);
  g_autoptr (AdjTgtwCharts) loaded = adj_tgtw_charts_load_dir (dir, &error);
  g_assert_no_error (error);
  g_assert_cmpint (adj_tgtw_charts_mct1 (loaded, 3, 4, NULL), ==, adj_tgtw_charts_mct1 (builtin, 3, 4, NULL));
}

/* A table that does not read is refused with its name, row and column. */
static void
test_bad_tables (void)
{
  static const struct {
    const char *id, *from, *to, *expect;
  } cases[] = {
    { "tgtw-mct2", "\"D/R\"", "\"D/X\"", "'D/X' is not \"Eng.\" or two of" },
    { "tgtw-mct1", "\"G\"", "\"H\"", "is not an MCT2 column A to G" },
    { "tgtw-mft", "\"E\"", "\"X\"", "is none of D, R, E or blank" },
    { "tgtw-pdt", "\"1/3\"", "\"1/4\"", "is none of Double, Normal, Halved, 1/3, P or blank" },
    { "tgtw-tdt", "\"1 left\"", "\"1 up\"", "is not a shift" },
    { "tgtw-leader-melee", "\"4-6\"", "\"4-8\"", "the face 7 is in two rows" },
    { "tgtw-tec", "\"+4\"", "\"x4\"", "is not a number" },
    { "tgtw-tactical-cards", "\"LC MC\"", "\"LC XX\"", "is not a unit type" },
    { "tgtw-mct1", "{\"key\": \"5-1\", \"label\": \"5-1\"}],", "{\"key\": \"9-1\", \"label\": \"5-1\"}],",
      "row 9 should be '5-1', found '9-1'" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GError *error = NULL;
      g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) adj_chart_unref);
      for (guint k = 0; k < ADJ_TGTW_N_CHARTS; k++)
        {
          const char *id = adj_tgtw_chart_id_to_string (k);
          g_autofree char *path = adj_paths_data_file ("tgtw", "charts", NULL);
          g_autofree char *file = g_strdup_printf ("%s/%s.json", path, id);
          g_autofree char *text = NULL;
          g_assert_true (g_file_get_contents (file, &text, NULL, NULL));
          if (g_str_equal (id, cases[i].id))
            {
              char *at = g_strrstr (text, cases[i].from);
              g_assert_nonnull (at);
              g_autofree char *head = g_strndup (text, (gsize) (at - text));
              char *changed = g_strconcat (head, cases[i].to, at + strlen (cases[i].from), NULL);
              g_free (text);
              text = changed;
            }
          AdjChart *c = adj_chart_load_data (text, strlen (text), id, &error);
          g_assert_no_error (error);
          g_ptr_array_add (list, c);
        }
      g_assert_null (adj_tgtw_charts_new_from_list (list, &error));
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].expect) == NULL)
        g_error ("%s: '%s' does not say '%s'", cases[i].id, error->message, cases[i].expect);
      g_clear_error (&error);
    }
  /* A table missing. */
  g_autoptr (GPtrArray) none = g_ptr_array_new ();
  GError *error = NULL;
  g_assert_null (adj_tgtw_charts_new_from_list (none, &error));
  g_assert_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND);
  g_clear_error (&error);
}

int
main (int argc, char **argv)
{
  GError *error = NULL;
  g_test_init (&argc, &argv, NULL);
  g_autofree char *dir = adj_paths_data_file ("tgtw", "charts", NULL);
  shipped = adj_chart_load_dir (dir, &error);
  g_assert_no_error (error);
  builtin = adj_tgtw_charts_new (&error);
  g_assert_no_error (error);
  add_missile_cells ();
  add_tec_cells ();
  add_melee_cells ();
  add_other_cells ();
  g_test_add_func ("/tgtw/rule-10.0/morale-loss-points", test_morale_loss);
  g_test_add_func ("/tgtw/rule-11.0/card-types", test_card_types);
  g_test_add_func ("/tgtw/charts/builtin-is-shipped", test_builtin_is_shipped);
  g_test_add_func ("/tgtw/charts/bad-tables", test_bad_tables);
  int status = g_test_run ();
  g_ptr_array_unref (shipped);
  adj_tgtw_charts_unref (builtin);
  return status;
}
