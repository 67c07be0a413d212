/* Helpers shared by the combat calculator tests. */
#pragma once

#include <math.h>
#include <string.h>

#include <adjutant-engine.h>
#include <glory/combat.h>

static inline AdjCombatCharts *
combattest_charts (void)
{
  GError *error = NULL;
  g_autofree char *dir = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "charts", NULL);
  AdjCombatCharts *charts = adj_combat_charts_load (dir, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (charts);
  return charts;
}

/* JSON written with single quotes, for readable tests. */
static inline char *
combattest_json (const char *quoted)
{
  char *text = g_strdup (quoted);
  g_strdelimit (text, "'", '"');
  return text;
}

static inline void
combattest_charge (const char *quoted, AdjChargeInput *in)
{
  GError *error = NULL;
  g_autofree char *json = combattest_json (quoted);
  if (!adj_charge_input_parse (json, strlen (json), "test.json", in, &error))
    g_error ("%s", error->message);
}

/* The error a reader gives for @quoted: it must contain @expect. */
static inline void
combattest_charge_error (const char *quoted, const char *expect)
{
  GError *error = NULL;
  AdjChargeInput in;
  g_autofree char *json = combattest_json (quoted);
  g_assert_false (adj_charge_input_parse (json, strlen (json), "c.json", &in, &error));
  g_assert_nonnull (error);
  if (strstr (error->message, expect) == NULL)
    g_error ("'%s' lacks '%s'", error->message, expect);
  g_assert_cmpuint (in.n_attackers + in.n_defenders, ==, 0); /* cleared */
  g_clear_error (&error);
}

/* Distributions are exact: they sum to 1 within 1e-12. */
static inline void
combattest_sums_to_one (double sum)
{
  if (fabs (sum - 1.0) > 1e-12)
    g_error ("the distribution sums to %.17g", sum);
}

static inline void
combattest_close (double a, double b)
{
  if (fabs (a - b) > 1e-12)
    g_error ("%.17g is not %.17g", a, b);
}

static inline const AdjModifier *
combattest_mod (const GArray *mods, const char *rule)
{
  const AdjModifier *m = adj_modifiers_find (mods, rule);
  if (m == NULL)
    g_error ("no modifier for rule %s", rule);
  return m;
}

static inline gboolean
combattest_has_note (const GArray *notes, AdjNoteKind kind, const char *rule)
{
  for (guint i = 0; i < notes->len; i++)
    {
      const AdjCombatNote *n = &g_array_index (notes, AdjCombatNote, i);
      if (n->kind == kind && g_str_equal (n->rule, rule))
        return TRUE;
    }
  return FALSE;
}
