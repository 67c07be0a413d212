/* test-mime.c: what the desktop makes of Adjutant's files
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The MIME database built from data/io.github.adjutant.Adjutant.mime.xml.in
 * alone (update-mime-database into a temporary data dir, the system's for
 * the base types) and GIO's guess on real files: a saved game and a
 * scenario by their name ending, the same named *.json by their format
 * member, the saves of earlier versions, and plain JSON left as JSON.
 */

#include <string.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

#define GAME "application/x-adjutant-game"
#define SCENARIO "application/x-adjutant-scenario"

static char *mime_xml;

static char *
guess (const char *name, const char *path)
{
  g_autofree char *text = NULL;
  gsize len = 0;

  if (path != NULL)
    g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  return g_content_type_guess (name, (const guchar *) text, MIN (len, 4096), NULL);
}

static void
test_database_builds (void)
{
  /* Built in main(); here its warnings, if any, fail the test. */
  g_assert_nonnull (mime_xml);
}

static void
test_by_name (void)
{
  g_autofree char *game = guess ("cedar-creek.adjutant", NULL);
  g_autofree char *scenario = guess ("cedar-creek.adjutant-scenario", NULL);

  g_assert_cmpstr (game, ==, GAME);
  g_assert_cmpstr (scenario, ==, SCENARIO);
  g_assert_true (g_content_type_is_a (GAME, "application/json"));
  g_assert_true (g_content_type_is_a (SCENARIO, "application/json"));
}

static void
test_by_format (void)
{
  g_autofree char *battle = g_build_filename (g_getenv ("ADJUTANT_DATADIR"), "battles", "sample-cedar-creek.json", NULL);
  g_autofree char *save = g_test_build_filename (G_TEST_DIST, "data", "saves-v1", "sample-random-embedded.json", NULL);
  g_autofree char *as_scenario = guess ("sample-cedar-creek.json", battle);
  g_autofree char *as_game = guess ("game.json", save);

  g_assert_cmpstr (as_scenario, ==, SCENARIO);
  g_assert_cmpstr (as_game, ==, GAME);
}

/* Every save an earlier version wrote is a game to the desktop too. */
static void
test_older_saves (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "saves-v1", NULL);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *type = NULL;

      if (g_str_has_suffix (name, ".expected.json"))
        continue;
      type = guess (name, path);
      if (g_strcmp0 (type, GAME) != 0)
        g_error ("%s is %s, not a game", name, type);
      n++;
    }
  g_assert_cmpuint (n, >=, 4);
}

static void
test_plain_json_stays_json (void)
{
  g_autofree char *dir = g_dir_make_tmp ("adj-mime-json-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "other.json", NULL);
  g_autofree char *type = NULL;

  g_assert_true (g_file_set_contents (path, "{\"format\": \"something-else\", \"a\": 1}\n", -1, NULL));
  type = guess ("other.json", path);
  g_assert_cmpstr (type, ==, "application/json");
  g_unlink (path);
  g_rmdir (dir);
}

/* The database in a data dir of our own: GIO reads it at its first guess. */
static char *
build_database (const char *xml)
{
  g_autoptr (GError) error = NULL;
  char *home = g_dir_make_tmp ("adj-mime-XXXXXX", &error);
  g_autofree char *packages = g_build_filename (home, "mime", "packages", NULL);
  g_autofree char *dest = g_build_filename (packages, "io.github.adjutant.Adjutant.xml", NULL);
  g_autofree char *mime = g_build_filename (home, "mime", NULL);
  g_autofree char *text = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *argv[] = { "update-mime-database", mime, NULL };
  int status = 0;

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (packages, 0700), ==, 0);
  g_assert_true (g_file_get_contents (xml, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (dest, text, -1, NULL));
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_setenv ("XDG_DATA_DIRS", "/usr/local/share:/usr/share", TRUE);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, &err,
                               &status, &error));
  g_assert_no_error (error);
  /* A warning about the XML fails as an error would. */
  if (!g_spawn_check_wait_status (status, NULL) || (err != NULL && *err != '\0'))
    g_error ("update-mime-database (status %d): %s%s", status, out, err);
  return home;
}

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) d = g_dir_open (path, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

int
main (int argc, char *argv[])
{
  g_autofree char *home = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 2);
  mime_xml = argv[1];
  home = build_database (mime_xml);
  g_test_add_func ("/mime/database-builds", test_database_builds);
  g_test_add_func ("/mime/by-name", test_by_name);
  g_test_add_func ("/mime/by-format", test_by_format);
  g_test_add_func ("/mime/older-saves", test_older_saves);
  g_test_add_func ("/mime/plain-json-stays-json", test_plain_json_stays_json);
  status = g_test_run ();
  remove_tree (home);
  return status;
}
