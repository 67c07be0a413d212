/* The player's close assault result table (sheets.h), and the chance of
 * each of its results (combat.h). */
#include "dog/sheets-private.h"

#include "core/error.h"
#include "core/i18n.h"
#include "dog/combat.h"

gboolean
adj_dog_sheets_add_assault_row (AdjDogSheets *s, int margin, const char *text, GError **error)
{
  if (margin < 1 || margin > ADJ_DOG_MAX_MARGIN)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("a winning margin is 1 to %d"), ADJ_DOG_MAX_MARGIN);
      return FALSE;
    }
  if (!adj_dog_sheets_check_text (text, FALSE, error))
    return FALSE;
  if (s->assault_rows->len >= ADJ_DOG_MAX_ASSAULT_ROWS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE, _("a close assault table holds up to %d rows"),
                   ADJ_DOG_MAX_ASSAULT_ROWS);
      return FALSE;
    }
  guint at = 0;
  for (; at < s->assault_rows->len; at++)
    {
      int m = g_array_index (s->assault_rows, AdjDogAssaultRow, at).margin;
      if (m == margin)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("your close assault table has a row for %d already"),
                       margin);
          return FALSE;
        }
      if (m > margin)
        break;
    }
  AdjDogAssaultRow row = { margin, g_strdup (text) };
  g_array_insert_val (s->assault_rows, at, row);
  return TRUE;
}

void
adj_dog_sheets_remove_assault_row (AdjDogSheets *s, guint row)
{
  g_return_if_fail (row < s->assault_rows->len);
  g_array_remove_index (s->assault_rows, row);
}

gboolean
adj_dog_sheets_set_assault_tie (AdjDogSheets *s, const char *text, GError **error)
{
  if (text != NULL && !adj_dog_sheets_check_text (text, FALSE, error))
    return FALSE;
  g_free (s->assault_tie);
  s->assault_tie = g_strdup (text);
  return TRUE;
}

void
adj_dog_assault_results (const AdjDogAssault *a, const AdjDogSheets *s, AdjDogAssaultResults *out)
{
  *out = (AdjDogAssaultResults) { .n_rows = s->assault_rows->len, .tie = a->tie };
  for (int k = 0; k < 11; k++)
    {
      double diff = a->base + (k - 5), p = a->difference[k];
      if (diff == 0)
        continue;
      int side = diff > 0 ? 0 : 1;
      double margin = diff > 0 ? diff : -diff;
      /* The last row whose margin the win reaches. */
      int row = -1;
      for (guint r = 0; r < s->assault_rows->len; r++)
        if (margin >= g_array_index (s->assault_rows, AdjDogAssaultRow, r).margin)
          row = (int) r;
      if (row < 0)
        out->below[side] += p;
      else
        out->chance[side][row] += p;
    }
}

json_object *
adj_dog_assault_results_to_json (const AdjDogAssaultResults *r, const AdjDogSheets *s)
{
  json_object *o = json_object_new_object ();
  static const char *const who[2] = { "a", "b" };
  for (int side = 0; side < 2; side++)
    {
      json_object *rows = json_object_new_array ();
      for (guint i = 0; i < r->n_rows; i++)
        {
          const AdjDogAssaultRow *row = &g_array_index (s->assault_rows, AdjDogAssaultRow, i);
          json_object *e = json_object_new_object ();
          json_object_object_add (e, "margin", json_object_new_int (row->margin));
          json_object_object_add (e, "result", json_object_new_string (row->text));
          json_object_object_add (e, "chance", json_object_new_double (r->chance[side][i]));
          json_object_object_add (e, "source", json_object_new_string ("user"));
          json_object_array_add (rows, e);
        }
      g_autofree char *key = g_strdup_printf ("%s_wins", who[side]);
      g_autofree char *below = g_strdup_printf ("%s_wins_below_table", who[side]);
      json_object_object_add (o, key, rows);
      json_object_object_add (o, below, json_object_new_double (r->below[side]));
    }
  json_object *tie = json_object_new_object ();
  json_object_object_add (tie, "chance", json_object_new_double (r->tie));
  if (s->assault_tie != NULL)
    json_object_object_add (tie, "result", json_object_new_string (s->assault_tie));
  json_object_object_add (o, "tie", tie);
  json_object_object_add (o, "rule", json_object_new_string ("18.5"));
  return o;
}
