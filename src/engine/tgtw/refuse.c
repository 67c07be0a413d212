/* Refusals (refuse.h). */
#include "tgtw/refuse.h"

#include "core/error.h"

static gboolean
set (GError **error, int code, const char *format, va_list args)
{
  g_autofree char *msg = g_strdup_vprintf (format, args);
  g_set_error_literal (error, ADJ_ERROR, code, msg);
  return FALSE;
}

gboolean
adj_tgtw_refuse (GError **error, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  set (error, ADJ_ERROR_INVALID, format, args);
  va_end (args);
  return FALSE;
}

gboolean
adj_tgtw_bad_format (GError **error, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  set (error, ADJ_ERROR_FORMAT, format, args);
  va_end (args);
  return FALSE;
}
