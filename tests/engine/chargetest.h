/* chargetest.h: one charge resolved from quoted JSON, for the charge tests
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "combattest.h"

#define UNIT(name, type, s, c) "{'name':'" name "','type':'" type "','strength':" #s ",'cohesion':" #c
#define INF(name, s, c) UNIT (name, "infantry", s, c) "}"
#define CAV(name, s, c) UNIT (name, "mounted-cavalry", s, c) ",'moved_hexes':2,'max_hex_cost':2}"
#define GUN(name, s, c) UNIT (name, "artillery", s, c) "}"

/* Glory III's combat charts, loaded once by main (). */
extern AdjCombatCharts *chargetest_charts;

typedef struct {
  AdjChargeInput in;
  AdjChargeResult res;
} Charge;

static inline Charge *
charge (const char *quoted)
{
  Charge *c = g_new0 (Charge, 1);
  GError *error = NULL;
  combattest_charge (quoted, &c->in);
  g_assert_true (adj_charge_resolve (&c->in, chargetest_charts, &c->res, &error));
  g_assert_no_error (error);
  /* Every result: the ten faces once each, probabilities summing to 1. */
  guint faces = 0;
  double sum = 0;
  for (guint i = 0; i < c->res.n_outcomes; i++)
    {
      g_assert_cmpuint (faces & c->res.outcomes[i].faces, ==, 0);
      faces |= c->res.outcomes[i].faces;
      sum += c->res.outcomes[i].probability;
    }
  g_assert_cmpuint (faces, ==, 0x3ff);
  combattest_sums_to_one (sum);
  return c;
}

static inline void
charge_free (Charge *c)
{
  adj_charge_result_clear (&c->res);
  adj_charge_input_clear (&c->in);
  g_free (c);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Charge, charge_free)

static inline const AdjChargeOutcome *
rolled (const Charge *c)
{
  g_assert_true (c->res.has_roll);
  return &c->res.outcomes[c->res.outcome];
}

static inline GArray *
effects_of (const Charge *c, const AdjChargeOutcome *o)
{
  GArray *fx = adj_effects_new ();
  adj_charge_effects (&c->in, c->res.active, o, fx);
  return fx;
}

static inline const AdjEffect *
fx (const GArray *effects, guint i, AdjEffectKind kind)
{
  g_assert_cmpuint (i, <, effects->len);
  const AdjEffect *e = &g_array_index (effects, AdjEffect, i);
  if (e->kind != kind)
    g_error ("effect %u is %s, not %s (%s)", i, adj_effect_kind_to_string (e->kind),
             adj_effect_kind_to_string (kind), e->text);
  return e;
}

/* charge-results.c: the combat results (11.1-11.4). */
void charge_test_counter_attack (void);
void charge_test_continued_attack (void);
void charge_test_second_disorder (void);
void charge_test_retreats (void);
void charge_test_retreat_path_check (void);
void charge_test_advance_ties (void);
