/* Helpers shared by Days of Glory's tests. */
#pragma once

#include <string.h>

#include <glib.h>

#include <dog/rules.h>

/* A refusal happened, and its message says @expect; frees it. */
static inline void
dogtest_assert_error (GError *error, const char *expect)
{
  g_assert_nonnull (error);
  if (strstr (error->message, expect) == NULL)
    g_error ("'%s' lacks '%s'", error->message, expect);
  g_error_free (error);
}

/* The shipped printed numbers (the test environment's data dir). */
static inline AdjDogRules *
dogtest_rules (void)
{
  GError *error = NULL;
  AdjDogRules *rules = adj_dog_rules_load_default (&error);
  g_assert_no_error (error);
  return rules;
}
