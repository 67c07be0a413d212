/* Running the real adjutant-cli ($ADJUTANT_CLI) from contract tests. */
#pragma once

#include <adjutant-engine.h>

G_BEGIN_DECLS

typedef struct {
  int status;
  char *out;
  char *err;
} CliRun;

/* Runs adjutant-cli with the NULL-terminated arguments, feeding @input (may
 * be NULL) on standard input. */
CliRun       cli_run (const char *input, ...) G_GNUC_NULL_TERMINATED;
void         cli_run_clear (CliRun *r);
/* Exit 0, nothing on stderr, one line of JSON on stdout: returns it parsed. */
json_object *cli_run_json (CliRun *r);
/* Exit 2, nothing on stdout, one line on stderr that starts with @prefix
 * and contains @expect. */
void         cli_run_assert_bad (CliRun *r, const char *prefix, const char *expect);
/* Writes @quoted (JSON with single quotes for double) to @dir/@name and
 * returns the path (g_free it). */
char        *cli_input_file (const char *dir, const char *name, const char *quoted);
/* The member @key of @obj, failing the test when it is missing. */
json_object *cli_json_get (json_object *obj, const char *key);

G_END_DECLS
