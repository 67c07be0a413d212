/* Ratio columns: cross-multiplied comparisons, no division. */
#include "core/ratio.h"

#include <stdlib.h>

#include "core/error.h"
#include "core/i18n.h"

int
adj_ratio_compare (gint64 a, gint64 b, const AdjRatio *col)
{
  gint64 l = a * col->den, r = (gint64) col->num * b;
  return l < r ? -1 : l > r ? 1 : 0;
}

guint
adj_ratio_place (const AdjRatio *cols, guint n, gint64 a, gint64 b, gboolean attacker_favoured,
                 AdjRatioPlacement *placement)
{
  guint col;
  AdjRatioPlacement p = ADJ_RATIO_ROUNDED;

  g_return_val_if_fail (n > 0 && a > 0 && b > 0, 0);
  if (adj_ratio_compare (a, b, &cols[0]) < 0)
    {
      col = 0;
      p = ADJ_RATIO_CLAMPED;
    }
  else if (adj_ratio_compare (a, b, &cols[n - 1]) > 0)
    {
      col = n - 1;
      p = ADJ_RATIO_CLAMPED;
    }
  else if (attacker_favoured)
    for (col = 0; adj_ratio_compare (a, b, &cols[col]) > 0; col++)
      ;
  else
    for (col = n - 1; adj_ratio_compare (a, b, &cols[col]) < 0; col--)
      ;
  if (adj_ratio_compare (a, b, &cols[col]) == 0)
    p = ADJ_RATIO_EXACT;
  if (placement != NULL)
    *placement = p;
  return col;
}

gboolean
adj_ratio_parse (const char *text, AdjRatio *out, GError **error)
{
  const char *p = text ? text : "";
  char *end = NULL;
  long num = g_ascii_isdigit (*p) ? strtol (p, &end, 10) : 0;
  if (num > 0 && num < 10000 && (*end == '-' || *end == ':') && g_ascii_isdigit (end[1]))
    {
      const char *q = end + 1;
      long den = strtol (q, &end, 10);
      if (den > 0 && den < 10000 && *end == '\0')
        {
          out->num = (int) num;
          out->den = (int) den;
          return TRUE;
        }
    }
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_PARSE, _("'%s' is not a ratio such as 3-2"), text ? text : "");
  return FALSE;
}
