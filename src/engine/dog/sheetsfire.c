/* The player's shooting charts (sheets.h): a block's dice and each target
 * class's hit number for a table and a range band (18.3, 14). */
#include "dog/sheets-private.h"

#include <string.h>

#include "core/error.h"
#include "core/i18n.h"

static const struct { const char *id, *name; } charts[ADJ_DOG_N_CHARTS] = {
  { "small-arms", N_("Small Arms") },
  { "artillery", N_("Artillery") },
};

static const struct { const char *id, *name; } targets[ADJ_DOG_N_TARGETS] = {
  { "dispersed", N_("Dispersed") },
  { "line", N_("Line") },
  { "dense", N_("Dense") },
  { "fast", N_("Fast") },
  { "light-cover", N_("Light cover") },
  { "heavy-cover", N_("Heavy cover") },
};

const char *
adj_dog_chart_to_string (AdjDogFireChart chart)
{
  return charts[chart].id;
}

int
adj_dog_chart_from_string (const char *id)
{
  for (int i = 0; i < ADJ_DOG_N_CHARTS; i++)
    if (g_strcmp0 (id, charts[i].id) == 0)
      return i;
  return -1;
}

const char *
adj_dog_chart_name (AdjDogFireChart chart)
{
  return _(charts[chart].name);
}

const char *
adj_dog_target_to_string (AdjDogTarget target)
{
  return targets[target].id;
}

int
adj_dog_target_from_string (const char *id)
{
  for (int i = 0; i < ADJ_DOG_N_TARGETS; i++)
    if (g_strcmp0 (id, targets[i].id) == 0)
      return i;
  return -1;
}

const char *
adj_dog_target_name (AdjDogTarget target)
{
  return _(targets[target].name);
}

int
adj_dog_sheets_find_fire_row (const AdjDogSheets *s, AdjDogFireChart chart, int stands, const char *range)
{
  for (guint i = 0; i < s->fire_rows->len; i++)
    {
      const AdjDogFireRow *r = &g_array_index (s->fire_rows, AdjDogFireRow, i);
      if (r->chart == chart && r->stands == stands && g_strcmp0 (r->range, range) == 0)
        return (int) i;
    }
  return -1;
}

/* The row of a table and band, made if @make; NULL with the reason. */
static AdjDogFireRow *
row_for (AdjDogSheets *s, AdjDogFireChart chart, int stands, const char *range, GError **error)
{
  if ((guint) chart >= ADJ_DOG_N_CHARTS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("a shooting chart is small-arms or artillery"));
      return NULL;
    }
  /* 18.3: line infantry fires in blocks of four, a remainder of 2 or 3 on
   * those tables; artillery per gun model. */
  if (chart == ADJ_DOG_CHART_SMALL_ARMS ? (stands < 2 || stands > 4) : stands != 1)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   chart == ADJ_DOG_CHART_SMALL_ARMS ? _("a Small Arms table is for 2, 3 or 4 stands (18.3)")
                                                     : _("the Artillery chart is per gun model: 1 (18.3)"));
      return NULL;
    }
  if (!adj_dog_sheets_check_text (range, FALSE, error))
    return NULL;
  int at = adj_dog_sheets_find_fire_row (s, chart, stands, range);
  if (at >= 0)
    return &g_array_index (s->fire_rows, AdjDogFireRow, at);
  if (s->fire_rows->len >= ADJ_DOG_MAX_FIRE_ROWS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_TOO_LARGE, _("your shooting charts hold up to %d rows"),
                   ADJ_DOG_MAX_FIRE_ROWS);
      return NULL;
    }
  AdjDogFireRow row = { chart, stands, g_strdup (range) };
  g_array_append_val (s->fire_rows, row);
  return &g_array_index (s->fire_rows, AdjDogFireRow, s->fire_rows->len - 1);
}

gboolean
adj_dog_sheets_set_fire_dice (AdjDogSheets *s, AdjDogFireChart chart, int stands, const char *range, int dice,
                              GError **error)
{
  if (dice < 0 || dice > ADJ_DOG_MAX_BLOCK_DICE)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("a block rolls 1 to %d dice"), ADJ_DOG_MAX_BLOCK_DICE);
      return FALSE;
    }
  AdjDogFireRow *r = row_for (s, chart, stands, range, error);
  if (r == NULL)
    return FALSE;
  r->dice = dice;
  return TRUE;
}

gboolean
adj_dog_sheets_set_fire_hit (AdjDogSheets *s, AdjDogFireChart chart, int stands, const char *range,
                             AdjDogTarget target, int hit, GError **error)
{
  if ((guint) target >= ADJ_DOG_N_TARGETS)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("not a target class (14)"));
      return FALSE;
    }
  if (hit < 0 || hit > 6)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%d is not a face of 1d6 to hit on: 1 to 6"), hit);
      return FALSE;
    }
  AdjDogFireRow *r = row_for (s, chart, stands, range, error);
  if (r == NULL)
    return FALSE;
  r->hit[target] = hit;
  return TRUE;
}

void
adj_dog_sheets_remove_fire_row (AdjDogSheets *s, guint row)
{
  g_return_if_fail (row < s->fire_rows->len);
  g_array_remove_index (s->fire_rows, row);
}

const char **
adj_dog_sheets_fire_ranges (const AdjDogSheets *s, AdjDogFireChart chart)
{
  GPtrArray *out = g_ptr_array_new ();
  for (guint i = 0; i < s->fire_rows->len; i++)
    {
      const AdjDogFireRow *r = &g_array_index (s->fire_rows, AdjDogFireRow, i);
      gboolean seen = r->chart != chart;
      for (guint k = 0; !seen && k < out->len; k++)
        seen = strcmp (out->pdata[k], r->range) == 0;
      if (!seen)
        g_ptr_array_add (out, r->range);
    }
  g_ptr_array_add (out, NULL);
  return (const char **) g_ptr_array_free (out, FALSE);
}
