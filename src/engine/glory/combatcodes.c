/* The codes of the roll tables: which adjusted rolls a row covers, and what
 * a result cell does to the units of one side. */
#include "glory/combatchart.h"

#include <stdlib.h>

#include "core/error.h"
#include "core/i18n.h"

gboolean
adj_roll_span_parse (const char *key, AdjRollSpan *out)
{
  const char *p = key;
  int op = 0; /* 0 "=", 1 "lt", 2 "le", 3 "ge", 4 "gt" */
  static const char *const ops[] = { "lt", "le", "ge", "gt" };
  char *end = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (ops); i++)
    if (g_str_has_prefix (key, ops[i]))
      {
        op = (int) i + 1;
        p = key + 2;
      }
  if (*p == '\0' || !(g_ascii_isdigit (*p) || (*p == '-' && g_ascii_isdigit (p[1]))))
    return FALSE;
  long n = strtol (p, &end, 10);
  if (*end != '\0' || n < -99 || n > 99)
    return FALSE;
  switch (op)
    {
    case 0: out->lo = out->hi = (int) n; break;
    case 1: out->lo = G_MININT; out->hi = (int) n - 1; break;
    case 2: out->lo = G_MININT; out->hi = (int) n; break;
    case 3: out->lo = (int) n; out->hi = G_MAXINT; break;
    default: out->lo = (int) n + 1; out->hi = G_MAXINT; break;
    }
  return TRUE;
}

static const struct {
  const char *code;
  guint flag;
  const char *text;
} result_codes[] = {
  { "D", ADJ_RESULT_DISORDER, "disordered" },
  { "CC", ADJ_RESULT_CHECK, "check cohesion" },
  { "R", ADJ_RESULT_RETREAT, "retreat" },
};

gboolean
adj_result_parse (const char *text, guint *out, GError **error)
{
  guint flags = 0;
  if (g_strcmp0 (text, "none") == 0)
    {
      *out = 0;
      return TRUE;
    }
  g_auto (GStrv) parts = g_strsplit (text ? text : "", ",", -1);
  if (parts[0] == NULL)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("an empty result: write none, or D, CC and R joined by commas"));
      return FALSE;
    }
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *part = g_strstrip (parts[i]);
      guint flag = 0;
      for (guint k = 0; k < G_N_ELEMENTS (result_codes); k++)
        if (g_str_equal (part, result_codes[k].code))
          flag = result_codes[k].flag;
      if (flag == 0 || (flags & flag) != 0)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                       _("'%s' is not a result: write none, or D, CC and R joined by commas"), text);
          return FALSE;
        }
      flags |= flag;
    }
  *out = flags;
  return TRUE;
}

const char *
adj_result_code (guint flags)
{
  static const char *const codes[8] = { "none", "D", "CC", "D,CC", "R", "D,R", "CC,R", "D,CC,R" };
  return codes[flags & 7];
}

const char *
adj_result_describe (guint flags)
{
  static const char *const texts[8] = {
    N_("no effect"), N_("disordered"), N_("check cohesion"), N_("disordered and check cohesion"),
    N_("retreat"), N_("disordered and retreat"), N_("check cohesion and retreat"),
    N_("disordered, check cohesion and retreat"),
  };
  return _(texts[flags & 7]);
}

const char *
adj_combat_cell_tag (const AdjChartCell *cell)
{
  /* The app looks for the translated "provisional" to flag a modifier. */
  switch (cell->source)
    {
    case ADJ_CELL_RULEBOOK: return C_("chart cell", "rulebook");
    case ADJ_CELL_USER: return C_("chart cell", "your chart");
    default: return C_("chart cell", "provisional");
    }
}
