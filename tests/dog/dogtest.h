/* Helpers shared by Days of Glory's tests. */
#pragma once

#include <string.h>

#include <glib.h>

#include <adjutant-engine.h>
#include <dog/rules.h>
#include <dog/ruleset.h>

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

/* A new game of the shipped demonstration battle with @options (JSON, or
 * NULL for the defaults). */
static inline AdjJournal *
dogtest_new_game (const char *options)
{
  g_autofree char *path = adj_paths_data_file ("dog", "demonstration.json", NULL);
  GError *error = NULL;
  gpointer sc = adj_scenario_load_file (adj_rulesets (), &adj_dog_ruleset, path, NULL, &error);
  g_assert_no_error (error);
  json_object *o = options ? json_tokener_parse (options) : NULL;
  AdjJournal *j = adj_journal_new (&adj_dog_ruleset, sc, o, NULL, &error);
  g_assert_no_error (error);
  json_object_put (o);
  adj_dog_ruleset.scenario_unref (sc);
  return j;
}

/* A move of @j's game from its JSON text; the test fails if it does not
 * read. */
static inline gpointer
dogtest_move_of (AdjJournal *j, const char *text)
{
  json_object *o = json_tokener_parse (text);
  g_assert_nonnull (o);
  GError *error = NULL;
  gpointer m = adj_ruleset_move_from_object (&adj_dog_ruleset, o, adj_journal_get_scenario (j), "move", &error);
  g_assert_no_error (error);
  json_object_put (o);
  return m;
}

/* Applies the move @text; the test fails, naming it, if it is refused. */
static inline void
dogtest_play (AdjJournal *j, const char *text)
{
  gpointer m = dogtest_move_of (j, text);
  GError *error = NULL;
  if (!adj_journal_apply (j, m, &error))
    g_error ("%s: %s", text, error->message);
  adj_dog_ruleset.move_free (m);
}
