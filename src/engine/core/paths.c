#include "core/paths.h"

#include "config.h"

char *
adj_paths_data_dir (void)
{
  const char *env = g_getenv ("ADJUTANT_DATADIR");
  if (env != NULL && *env != '\0')
    return g_strdup (env);
  if (g_file_test (PKGDATADIR "/charts", G_FILE_TEST_IS_DIR))
    return g_strdup (PKGDATADIR);
  return g_strdup (SOURCE_DATADIR);
}

char *
adj_paths_data_file (const char *first, ...)
{
  g_autofree char *dir = adj_paths_data_dir ();
  GPtrArray *parts = g_ptr_array_new ();
  va_list args;

  g_ptr_array_add (parts, dir);
  va_start (args, first);
  for (const char *p = first; p != NULL; p = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) p);
  va_end (args);
  g_ptr_array_add (parts, NULL);

  char *path = g_build_filenamev ((char **) parts->pdata);
  g_ptr_array_unref (parts);
  return path;
}

char *
adj_paths_user_file (const char *name)
{
  /* Read XDG_DATA_HOME each time: g_get_user_data_dir() caches its answer. */
  const char *xdg = g_getenv ("XDG_DATA_HOME");
  if (xdg != NULL && g_path_is_absolute (xdg))
    return g_build_filename (xdg, "adjutant", name, NULL);
  return g_build_filename (g_get_home_dir (), ".local", "share", "adjutant", name, NULL);
}
