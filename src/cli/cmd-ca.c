#include "cli.h"

#include <glory/calculators.h>

/* adjutant-cli ca RATING RATING... : a Combined Activation attempt (4.25). */
int
adj_cli_cmd_ca (int argc, char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  if (!adj_cli_parse_options ("ca", "RATING RATING...",
                              "The roll a Combined Activation needs: higher than the total of the "
                              "leaders' ratings (4.25).", entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc < 3)
    return adj_cli_failf ("ca", "expected two Combined Activation ratings or more (4.25), e.g. ca 2 2");
  g_autofree int *ratings = g_new (int, argc - 1);
  for (int i = 1; i < argc; i++)
    {
      guint64 v;
      if (!g_ascii_string_to_unsigned (argv[i], 10, 0, 9, &v, NULL))
        return adj_cli_failf ("ca", "'%s' is not a Combined Activation rating: a whole number from 0 to 9", argv[i]);
      ratings[i - 1] = (int) v;
    }
  AdjCaResult r;
  adj_ca_calculate (ratings, (guint) argc - 1, &r);
  return adj_cli_print (adj_ca_result_to_json (&r));
}
