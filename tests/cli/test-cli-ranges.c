/* Every calculator refuses numbers the rules do not allow, through the real
 * adjutant-cli: exit 2, nothing on stdout, one line on stderr naming what is
 * wrong. Cohesion ratings are 0-9 (the die reads 0-9), strengths are never
 * negative, ranges are at least one hex. */
#include <glib/gstdio.h>
#include <string.h>

#include "cli-run.h"

static char *tmpdir;

static char *
input (const char *name, const char *quoted)
{
  return cli_write_input (tmpdir, name, quoted);
}

static void
bad (CliRun r, const char *expect)
{
  cli_run_assert_bad (&r, "adjutant-cli: ", expect);
  cli_run_clear (&r);
}

static void
test_arguments (void)
{
  bad (cli_run (NULL, "rally", "--cohesion", "-3", NULL), "rally: '-3' is not a cohesion rating: a whole number from 0 to 9");
  bad (cli_run (NULL, "rally", "--cohesion", "10", NULL), "rally: '10' is not a cohesion rating");
  bad (cli_run (NULL, "rally", "--cohesion=-1", NULL), "rally: '-1' is not a cohesion rating");
  bad (cli_run (NULL, "recover", "--cohesion", "-1", NULL), "recover: '-1' is not a cohesion rating");
  bad (cli_run (NULL, "recover", "--cohesion", "12", NULL), "recover: '12' is not a cohesion rating");
  bad (cli_run (NULL, "rally", "--cohesion", "5", "--disorder-marker", "infantry", NULL),
       "rally: --disorder-marker: 'infantry' is not mounted, dismounted-union or dismounted-confederate");
  bad (cli_run (NULL, "recover", "--cohesion", "5", "--disorder-marker", "dismounted-union", NULL),
       "recover: --disorder-marker: cavalry recovers with its mounted cohesion (11.63)");
  bad (cli_run (NULL, "ca", "-1", "2", NULL), "ca: '-1' is negative");
  bad (cli_run (NULL, "ca", "2", "-4", NULL), "ca: '-4' is negative");
  bad (cli_run (NULL, "odds", "-3", "4", NULL), "odds: '-3' is negative");
  bad (cli_run (NULL, "odds", "4", "-1", NULL), "odds: '-1' is negative");
  bad (cli_run (NULL, "odds", "0", "4", NULL), "odds: '0' is not a charging strength");
  bad (cli_run (NULL, "fixed-fire", "8", "--cohesion", "10", NULL), "fixed-fire: --cohesion: '10' is not a cohesion rating");
  bad (cli_run (NULL, "fixed-fire", "8", "--cohesion", "-2", NULL), "fixed-fire: --cohesion: '-2' is not a cohesion rating");
  bad (cli_run (NULL, "fixed-fire", "-8", NULL), "fixed-fire: '-8' is negative");

  /* The edges of what is allowed still answer. */
  CliRun r = cli_run (NULL, "rally", "--cohesion", "0", NULL);
  json_object_put (cli_run_json (&r));
  cli_run_clear (&r);
  r = cli_run (NULL, "recover", "--cohesion", "9", NULL);
  json_object_put (cli_run_json (&r));
  cli_run_clear (&r);
}

#define UNIT(type, strength, cohesion) "{'type':'" type "','strength':" strength ",'cohesion':" cohesion "}"
#define CHARGE(att, def) \
  "{'attackers':[{'hex':'1009','units':[" att "]}],'defenders':[{'hex':'1010','df':['1009'],'units':[" def "]}]}"

static void
test_files (void)
{
  static const struct {
    const char *cmd, *text, *expect;
  } cases[] = {
    { "charge", CHARGE (UNIT ("infantry", "-1", "5"), UNIT ("infantry", "4", "5")),
      "$.attackers[0].units[0].strength: -1 is outside 1..99" },
    { "charge", CHARGE (UNIT ("infantry", "4", "10"), UNIT ("infantry", "4", "5")),
      "$.attackers[0].units[0].cohesion: 10 is outside 0..9" },
    { "charge", CHARGE (UNIT ("infantry", "4", "5"), UNIT ("infantry", "4", "-3")),
      "$.defenders[0].units[0].cohesion: -3 is outside 0..9" },
    { "df", CHARGE (UNIT ("infantry", "4", "12"), UNIT ("infantry", "4", "5")),
      "$.attackers[0].units[0].cohesion: 12 is outside 0..9" },
    { "charge", CHARGE (UNIT ("infantry", "4", "5"), "{'type':'artillery','strength':-2,'cohesion':5}"),
      "$.defenders[0].units[0].strength: -2 is outside 0..99" },
    { "charge", CHARGE ("{'type':'dismounted-cavalry','strength':4,'cohesion':5,'disordered':true,'disorder_marker':true}",
                        UNIT ("infantry", "4", "5")),
      "$.attackers[0].units[0].army: missing: 12.4" },
    { "charge", CHARGE (UNIT ("infantry", "4", "5"),
                        "{'type':'infantry','strength':4,'cohesion':5,'disorder_marker':true}"),
      "$.defenders[0].units[0].disorder_marker: only cavalry" },
    { "fire", "{'guns':[{'type':'artillery','strength':2}],'range':0,'los_clear':true}", "$.range: 0 is outside 1..99" },
    { "fire", "{'guns':[{'type':'artillery','strength':2}],'range':-2}", "$.range: -2 is outside 1..99" },
    { "fire", "{'guns':[{'type':'artillery','strength':-1}],'range':1}", "$.guns[0].strength: -1 is outside 0..99" },
    { "fire", "{'guns':[{'type':'artillery','strength':2}],'range':1,'target':{'hex':'2311','units':[{'type':'infantry','cohesion':10}]}}",
      "$.target.units[0].cohesion: 10 is outside 0..9" },
    { "fixed-fire", "{'hexes':[{'range':0,'units':[{'type':'infantry','strength':4}]}]}",
      "$.hexes[0].range: 0 is outside 1..99" },
    { "fixed-fire", "{'hexes':[{'units':[{'type':'infantry','strength':4}]}],'targets':[{'cohesion':11}]}",
      "$.targets[0].cohesion: 11 is outside 0..9" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = input ("bad.json", cases[i].text);
      bad (cli_run (NULL, cases[i].cmd, path, NULL), cases[i].expect);
      bad (cli_run (NULL, cases[i].cmd, "-", NULL), "");  /* nothing on stdin: still refused */
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (g_getenv ("ADJUTANT_CLI"));
  tmpdir = g_dir_make_tmp ("adj-cli-ranges-XXXXXX", NULL);
  g_test_add_func ("/cli/ranges/arguments", test_arguments);
  g_test_add_func ("/cli/ranges/input-files", test_files);
  int status = g_test_run ();
  g_autofree char *bad_json = g_build_filename (tmpdir, "bad.json", NULL);
  g_remove (bad_json);
  g_rmdir (tmpdir);
  return status;
}
