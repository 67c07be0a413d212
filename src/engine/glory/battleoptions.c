/* A battle's special rules ("options" in the file, docs/battle-format.md):
 * reading them, checking what they require of the rest of the file, and
 * writing back only those that differ from Glory III's own battles, so a
 * battle without options keeps its canonical text and its hash. */
#include <string.h>

#include "core/error.h"
#include "core/jsonutil.h"
#include "glory/battlejson-private.h"
#include "core/i18n.h"

static const struct {
  const char *key;
  gsize offset;
  gboolean dflt;
} options[] = {
  { "cavalry_disordered_side", G_STRUCT_OFFSET (AdjBattleOptions, cavalry_disordered_side), TRUE },       /* 12.4 */
  { "refitted_glory1", G_STRUCT_OFFSET (AdjBattleOptions, refitted_glory1), FALSE },                       /* 14.11 */
  { "original_glory1_artillery", G_STRUCT_OFFSET (AdjBattleOptions, original_glory1_artillery), FALSE },   /* 14.11 */
  { "no_combined_activation", G_STRUCT_OFFSET (AdjBattleOptions, no_combined_activation), FALSE },         /* 14.31 */
  { "withdrawn_count_as_routed", G_STRUCT_OFFSET (AdjBattleOptions, withdrawn_count_as_routed), FALSE },   /* 14.36 */
};

static gboolean *
option_at (AdjBattleOptions *o, guint i)
{
  return (gboolean *) (void *) ((char *) o + options[i].offset);
}

void
adj_bj_options_defaults (AdjBattleOptions *o)
{
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    *option_at (o, i) = options[i].dflt;
}

gboolean
adj_bj_load_options (Loader *L, json_object *root, GError **error)
{
  AdjBattleOptions *o = &L->b->options;
  json_object *obj = NULL;

  adj_bj_options_defaults (o);
  if (!json_object_object_get_ex (root, "options", &obj))
    return TRUE;
  g_autofree char *where = g_strdup_printf ("%s.options", L->root);
  if (!json_object_is_type (obj, json_type_object))
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s: expected an object"), where);
  json_object_object_foreach (obj, key, value)
    {
      guint i;
      (void) value;
      for (i = 0; i < G_N_ELEMENTS (options) && !g_str_equal (key, options[i].key); i++)
        ;
      if (i == G_N_ELEMENTS (options))
        return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.%s: not a battle option"), where, key);
      if (!adj_bj_bool (obj, key, options[i].dflt, option_at (o, i), where, error))
        return FALSE;
    }
  if (o->original_glory1_artillery && !o->refitted_glory1)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT,
                        _("%s.original_glory1_artillery: only for an original Glory battle "
                          "(refitted_glory1, 14.11)"), where);
  return TRUE;
}

gboolean
adj_bj_check_sides (Loader *L, json_object *sides, GError **error)
{
  AdjBattle *b = L->b;
  for (guint i = 0; i < ADJ_BATTLE_N_SIDES; i++)
    {
      g_autofree char *where = g_strdup_printf ("%s.sides[%u]", L->root, i);
      json_object *o = json_object_array_get_idx (sides, i);
      const char *army = NULL;
      if (!adj_bj_text_opt (o, "army", MAX_TEXT, &army, where, error))
        return FALSE;
      if (army != NULL && !adj_army_from_string (army, &b->sides[i].army, NULL))
        return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.army: '%s' is not union or confederate"), where, army);
      b->sides[i].has_army = army != NULL;
      /* 12.4 needs to know which side's dismounted cavalry drops by two. */
      if (!b->options.cavalry_disordered_side && army == NULL)
        return adj_bj_fail (error, ADJ_ERROR_FORMAT,
                            _("%s.army: missing: without a disordered side for cavalry, 12.4 "
                              "depends on the army (union or confederate)"), where);
      if (b->options.no_combined_activation)
        {
          if (json_object_object_get_ex (o, "combined_activation", NULL) && b->sides[i].combined_activation)
            return adj_bj_fail (error, ADJ_ERROR_FORMAT,
                                _("%s.combined_activation: the battle option no_combined_activation "
                                  "(14.31) takes it away from both sides"), where);
          b->sides[i].combined_activation = FALSE;
        }
    }
  if (b->sides[0].has_army && b->sides[1].has_army && b->sides[0].army == b->sides[1].army)
    return adj_bj_fail (error, ADJ_ERROR_FORMAT, _("%s.sides[1].army: both sides are '%s'"), L->root,
                        adj_army_to_string (b->sides[1].army));
  return TRUE;
}

json_object *
adj_bj_options_to_json (const AdjBattle *b)
{
  json_object *obj = NULL;
  AdjBattleOptions o = b->options;
  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      gboolean v = *option_at (&o, i);
      if (v == options[i].dflt)
        continue;
      if (obj == NULL)
        obj = json_object_new_object ();
      json_object_object_add (obj, options[i].key, json_object_new_boolean (v));
    }
  return obj;
}
