/* A calculator a player's device asks the host to run (adj-host-calc.h). */
#include "config.h"

#include "adj-host-calc.h"

json_object *
adj_host_calc (const AdjJournal *journal, const char *body, gsize len, guint *status)
{
  const AdjRuleset *rs = adj_journal_get_ruleset (journal);
  GError *error = NULL;
  json_object *request = adj_json_parse (body != NULL ? body : "", len, "calc", &error);
  json_object *result = request != NULL ? adj_calculator_run (rs->calculators, rs->n_calculators, request,
                                                              adj_journal_get_state (journal), &error)
                                        : NULL;
  json_object *o = json_object_new_object ();
  if (result == NULL)
    {
      /* A well-formed request the rules refuse is 422, as a move's. */
      *status = error->domain == ADJ_ERROR && error->code == ADJ_ERROR_INVALID ? 422 : 400;
      json_object_object_add (o, "error", json_object_new_string (error->message));
      g_error_free (error);
    }
  else
    {
      *status = 200;
      json_object_object_add (o, "calculator", json_object_get (json_object_object_get (request, "calculator")));
      json_object_object_add (o, "result", result);
    }
  json_object_put (request);
  return o;
}
