#include "cli.h"

/* adjutant-cli roll d10|d6|d10x [--seed N] */
int
adj_cli_cmd_roll (int argc, char **argv)
{
  g_autofree char *seed_text = NULL;
  GOptionEntry entries[] = {
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text,
      "Seed the generator, to repeat a roll exactly", "N" },
    { NULL }
  };
  GError *error = NULL;
  AdjDie die;
  guint64 seed;
  AdjRng rng;

  if (!adj_cli_parse_options ("roll", "d10|d6|d10x",
                              "A virtual die roll. d10 reads 0-9 (Glory), d10x reads 1-10.",
                              entries, &argc, &argv))
    return ADJ_CLI_EXIT_BAD_INPUT;
  if (argc != 2)
    return adj_cli_failf ("roll", "expected one die: d10, d6 or d10x");
  if (!adj_die_from_string (argv[1], &die, &error))
    return adj_cli_fail ("roll", error);
  if (seed_text != NULL)
    {
      if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, NULL))
        return adj_cli_failf ("roll", "'%s' is not a seed: a seed is a whole number from 0 to %"
                              G_GUINT64_FORMAT, seed_text, G_MAXUINT64);
    }
  else
    seed = ((guint64) g_random_int () << 32) | g_random_int ();

  adj_rng_init (&rng, seed);
  json_object *out = json_object_new_object ();
  json_object_object_add (out, "die", json_object_new_string (adj_die_to_string (die)));
  json_object_object_add (out, "value", json_object_new_int (adj_rng_roll (&rng, die)));
  json_object_object_add (out, "seed", json_object_new_uint64 (seed));
  return adj_cli_print (out);
}
