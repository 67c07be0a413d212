/* 18.5.2: a close assault's casualties split between the units involved
 * (combat.h). */
#include "dog/combat.h"

#include "core/error.h"
#include "core/i18n.h"

#define MAX_LOST 99

static gboolean G_GNUC_PRINTF (2, 3)
refuse (GError **error, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, ADJ_ERROR, ADJ_ERROR_INVALID, msg);
  return FALSE;
}

/* Whether unit @a takes a spare before unit @b: the lowest class, then
 * the most stands in contact (18.5.2). */
static int
before (const AdjDogSplitUnit *a, const AdjDogSplitUnit *b)
{
  if (a->klass != b->klass)
    return a->klass < b->klass ? -1 : 1;
  if (a->contact != b->contact)
    return a->contact > b->contact ? -1 : 1;
  return 0;
}

gboolean
adj_dog_assault_split (int lost, const AdjDogSplitUnit *units, guint n, const int *dice, guint n_dice,
                       AdjDogSplit *out, GError **error)
{
  *out = (AdjDogSplit) { .n = n };
  if (n < 1 || n > ADJ_DOG_MAX_SPLIT_UNITS)
    return refuse (error, _("a side has 1 to %d units in a close assault here (18.5.2)"), ADJ_DOG_MAX_SPLIT_UNITS);
  if (lost < 0 || lost > MAX_LOST)
    return refuse (error, _("stands lost: 0 to %d"), MAX_LOST);
  for (guint i = 0; i < n; i++)
    if (units[i].klass < 1 || units[i].klass > 4 || units[i].contact < 1 || units[i].contact > MAX_LOST)
      return refuse (error, _("unit %u: a class 1 to 4 and 1 to %d stands in contact"), i + 1, MAX_LOST);
  out->even = lost / (int) n;
  out->spare = lost % (int) n;
  for (guint i = 0; i < n; i++)
    out->lost[i] = out->even;
  /* The spares: to the units that come before the others, each once. */
  guint given = 0;
  gboolean taken[ADJ_DOG_MAX_SPLIT_UNITS] = { FALSE };
  while ((int) given < out->spare)
    {
      /* The best of the units left, and those tied with it. */
      int best = -1;
      for (guint i = 0; i < n; i++)
        if (!taken[i] && (best < 0 || before (&units[i], &units[best]) < 0))
          best = (int) i;
      guint tied = 0, k = 0;
      for (guint i = 0; i < n; i++)
        if (!taken[i] && before (&units[i], &units[best]) == 0)
          {
            tied |= 1u << i;
            k++;
          }
      guint want = (guint) out->spare - given;
      if (k <= want)
        {
          /* All of them take one: no die. */
          for (guint i = 0; i < n; i++)
            if (tied & (1u << i))
              {
                taken[i] = TRUE;
                out->lost[i]++;
                given++;
              }
          continue;
        }
      /* A die per spare left picks among the tied, in turn. */
      out->tied = tied;
      guint used = 0;
      while (want > 0)
        {
          if (used >= n_dice)
            {
              out->dice_needed = want;
              return TRUE;
            }
          int face = dice[used++];
          guint share = 6 / k;
          if (face < 1 || face > 6)
            return refuse (error, _("a die shows 1 to 6"));
          if ((guint) face > share * k)
            return refuse (error, _("a %d does not pick among %u units: roll again (18.5.2)"), face, k);
          guint pick = (guint) (face - 1) / share, seen = 0;
          for (guint i = 0; i < n; i++)
            if ((tied & (1u << i)) && !taken[i] && seen++ == pick)
              {
                taken[i] = TRUE;
                out->lost[i]++;
                tied &= ~(1u << i);
              }
          k--;
          want--;
          given++;
        }
      if (used < n_dice)
        return refuse (error, _("%u dice given, %u needed (18.5.2)"), n_dice, used);
      return TRUE;
    }
  if (n_dice > 0)
    return refuse (error, _("no die is needed: the spare casualties fall by class and stands in contact (18.5.2)"));
  return TRUE;
}

json_object *
adj_dog_split_to_json (const AdjDogSplit *s)
{
  json_object *o = json_object_new_object ();
  json_object *lost = json_object_new_array ();
  json_object *tied = json_object_new_array ();
  for (guint i = 0; i < s->n; i++)
    {
      json_object_array_add (lost, json_object_new_int (s->lost[i]));
      if (s->tied & (1u << i))
        json_object_array_add (tied, json_object_new_int ((int) i + 1));
    }
  json_object_object_add (o, "lost", lost);
  json_object_object_add (o, "even", json_object_new_int (s->even));
  json_object_object_add (o, "spare", json_object_new_int (s->spare));
  json_object_object_add (o, "tied", tied);
  json_object_object_add (o, "dice_needed", json_object_new_int ((int) s->dice_needed));
  json_object_object_add (o, "decided", json_object_new_boolean (s->dice_needed == 0));
  json_object_object_add (o, "rule", json_object_new_string ("18.5.2"));
  return o;
}
