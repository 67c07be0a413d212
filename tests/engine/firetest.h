/* Fire, Fixed Glory fire and Defensive Fire read from quoted JSON and
 * resolved, each distribution checked: the fixtures the fire tests share. */
#pragma once

#include "combattest.h"

typedef struct {
  AdjFireInput in;
  AdjFireResult res;
} FireTest;

/* Every face gives one outcome, and the outcomes sum to one. */
static inline FireTest *
firetest_fire (const AdjCombatCharts *charts, const char *quoted)
{
  FireTest *f = g_new0 (FireTest, 1);
  GError *error = NULL;
  g_autofree char *json = combattest_json (quoted);
  if (!adj_fire_input_parse (json, strlen (json), "fire.json", &f->in, &error))
    g_error ("%s", error->message);
  g_assert_true (adj_fire_resolve (&f->in, charts, &f->res, &error));
  g_assert_no_error (error);
  guint faces = 0;
  double sum = 0;
  for (guint i = 0; i < f->res.n_outcomes; i++)
    {
      g_assert_cmpuint (faces & f->res.outcomes[i].faces, ==, 0);
      faces |= f->res.outcomes[i].faces;
      sum += f->res.outcomes[i].probability;
    }
  g_assert_cmpuint (faces, ==, 0x3ff);
  combattest_sums_to_one (sum);
  return f;
}

static inline void
firetest_fire_free (FireTest *f)
{
  adj_fire_result_clear (&f->res);
  adj_fire_input_clear (&f->in);
  g_free (f);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FireTest, firetest_fire_free)

typedef struct {
  AdjFixedFireInput in;
  AdjFixedFireResult res;
} FixedTest;

static inline FixedTest *
firetest_fixed (const AdjCombatCharts *charts, const char *quoted)
{
  FixedTest *f = g_new0 (FixedTest, 1);
  GError *error = NULL;
  g_autofree char *json = combattest_json (quoted);
  if (!adj_fixed_fire_input_parse (json, strlen (json), "fg.json", &f->in, &error))
    g_error ("%s", error->message);
  g_assert_true (adj_fixed_fire_resolve (&f->in, charts, &f->res, &error));
  g_assert_no_error (error);
  combattest_sums_to_one (f->res.p_miss + f->res.p_check + f->res.p_disorder);
  return f;
}

static inline void
firetest_fixed_free (FixedTest *f)
{
  adj_fixed_fire_result_clear (&f->res);
  adj_fixed_fire_input_clear (&f->in);
  g_free (f);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FixedTest, firetest_fixed_free)

typedef struct {
  AdjChargeInput in;
  AdjDfResult df;
} DfTest;

static inline DfTest *
firetest_df (const AdjCombatCharts *charts, const char *quoted)
{
  DfTest *d = g_new0 (DfTest, 1);
  GError *error = NULL;
  combattest_charge (quoted, &d->in);
  g_assert_true (adj_deffire_resolve (&d->in, charts, &d->df, &error));
  g_assert_no_error (error);
  double sum = 0;
  for (guint i = 0; i < d->df.n_outcomes; i++)
    sum += d->df.outcomes[i].probability;
  combattest_sums_to_one (sum);
  return d;
}

static inline void
firetest_df_free (DfTest *d)
{
  adj_df_result_clear (&d->df);
  adj_charge_input_clear (&d->in);
  g_free (d);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DfTest, firetest_df_free)
