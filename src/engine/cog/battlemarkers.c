/* The "adjutant-cog-battle" loader, part two: Command Markers, Special
 * Command Markers, Artillery Markers, the Combat Chart and victory points. */
#include "cog/battlejson-private.h"

#include "cog/combatchart.h"
#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonutil.h"

/* The reinforcements a CM comes with: it enters with the first of them
 * (9.3 note), and one of its formations must be theirs. */
static gboolean
cm_arrives (CogLoader *L, json_object *co, AdjCogCommandMarker *cm, const char *w, GError **error)
{
  json_object *arr;
  if (!adj_cog_json_opt_array (co, "arrives", ADJ_COG_MAX_REINFORCEMENTS, &arr, w, error))
    return FALSE;
  if (arr == NULL)
    return TRUE;
  if (cm->turn >= 0)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: a marker comes on a \"turn\" or with "
                                                         "reinforcements (\"arrives\"), not both"), w);
  cm->n_arrives = (guint) json_object_array_length (arr);
  cm->arrives = g_new0 (guint, cm->n_arrives + 1);
  for (guint i = 0; i < cm->n_arrives; i++)
    {
      g_autofree char *wi = g_strdup_printf ("%s.arrives[%u]", w, i);
      int r;
      gboolean ours = FALSE;
      if (!adj_cog_bj_ref (L->b->reinforcement_ids, "reinforcement", json_object_array_get_idx (arr, i), &r, wi,
                           error))
        return FALSE;
      for (guint k = 0; k < cm->n_formations; k++)
        ours |= cm->formations[k] == L->b->reinforcements[r].formation;
      if (!ours)
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: '%s' brings no formation this marker commands"),
                                  wi, L->b->reinforcements[r].id);
      cm->arrives[i] = (guint) r;
    }
  return TRUE;
}

static gboolean
load_cms (CogLoader *L, json_object *root, GError **error)
{
  json_object *arr = adj_cog_json_array (root, "command_markers", FALSE, ADJ_COG_MAX_CMS, L->root, error);
  if (arr == NULL)
    return FALSE;
  L->b->n_cms = (guint) json_object_array_length (arr);
  L->b->cms = g_new0 (AdjCogCommandMarker, L->b->n_cms);
  for (guint i = 0; i < L->b->n_cms; i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.command_markers[%u]", L->root, i);
      json_object *co = json_object_array_get_idx (arr, i);
      AdjCogCommandMarker *cm = &L->b->cms[i];
      const char *id, *name;
      if (!adj_cog_json_id (co, "id", L->seen, &id, w, error)
          || !adj_cog_json_text (co, "name", FALSE, ADJ_COG_MAX_TEXT, &name, w, error)
          || !adj_cog_bj_side (co, "side", &cm->side, w, error))
        return FALSE;
      cm->id = g_strdup (id);
      cm->name = g_strdup (name);
      if (!adj_cog_bj_formations (L, co, cm->side, &cm->formations, &cm->n_formations, w, error)
          || !adj_cog_bj_turn (L, co, "turn", TRUE, &cm->turn, w, error) || !cm_arrives (L, co, cm, w, error))
        return FALSE;
      g_hash_table_insert (L->b->cm_ids, cm->id, GINT_TO_POINTER (i + 1));
    }
  return TRUE;
}

static gboolean
scm_rolls (json_object *so, AdjCogSpecialMarker *scm, const char *w, GError **error)
{
  json_object *arr;
  if (!adj_cog_json_opt_array (so, "available_on", 6, &arr, w, error))
    return FALSE;
  for (guint i = 0; arr != NULL && i < json_object_array_length (arr); i++)
    {
      g_autofree char *wi = g_strdup_printf ("%s.available_on[%u]", w, i);
      int roll;
      if (!adj_json_check_int (json_object_array_get_idx (arr, i), 1, 6, &roll, wi, error))
        return FALSE;
      scm->available_on |= (guint8) (1u << (roll - 1));
    }
  if (arr != NULL && scm->available_on == 0)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.available_on: names no die roll"), w);
  return TRUE;
}

static gboolean
load_scm (CogLoader *L, json_object *so, AdjCogSpecialMarker *scm, const char *w, GError **error)
{
  const char *id, *name;
  int from, until;
  if (!adj_cog_json_id (so, "id", L->seen, &id, w, error)
      || !adj_cog_json_text (so, "name", FALSE, ADJ_COG_MAX_TEXT, &name, w, error)
      || !adj_cog_bj_side (so, "side", &scm->side, w, error))
    return FALSE;
  scm->id = g_strdup (id);
  scm->name = g_strdup (name);
  scm->replaces = -1;
  if (!adj_cog_bj_formations (L, so, scm->side, &scm->formations, &scm->n_formations, w, error)
      || !adj_cog_bj_turn (L, so, "from", TRUE, &from, w, error)
      || !adj_cog_bj_turn (L, so, "until", TRUE, &until, w, error)
      || !adj_cog_json_int (so, "command_drm", -5, 5, 0, &scm->command_drm, w, error)
      || !scm_rolls (so, scm, w, error))
    return FALSE;
  scm->from_turn = from < 0 ? 0 : (guint) from;
  scm->until_turn = until < 0 ? L->b->n_turns - 1 : (guint) until;
  if (scm->until_turn < scm->from_turn)
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.until: before its \"from\" turn"), w);
  json_object *rep = NULL;
  if (json_object_object_get_ex (so, "replaces", &rep))
    {
      g_autofree char *wr = g_strdup_printf ("%s.replaces", w);
      if (!adj_cog_bj_ref (L->b->cm_ids, "Command Marker", rep, &scm->replaces, wr, error))
        return FALSE;
      if (L->b->cms[scm->replaces].side != scm->side)
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: '%s' is a marker of the other side"), wr,
                                  L->b->cms[scm->replaces].id);
    }
  return TRUE;
}

static gboolean
load_scms (CogLoader *L, json_object *root, GError **error)
{
  json_object *arr;
  if (!adj_cog_json_opt_array (root, "special_command_markers", ADJ_COG_MAX_SCMS, &arr, L->root, error))
    return FALSE;
  L->b->n_scms = arr ? (guint) json_object_array_length (arr) : 0;
  L->b->scms = g_new0 (AdjCogSpecialMarker, L->b->n_scms + 1);
  for (guint i = 0; i < L->b->n_scms; i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.special_command_markers[%u]", L->root, i);
      if (!load_scm (L, json_object_array_get_idx (arr, i), &L->b->scms[i], w, error))
        return FALSE;
      g_hash_table_insert (L->b->scm_ids, L->b->scms[i].id, GINT_TO_POINTER (i + 1));
    }
  return TRUE;
}

static gboolean
load_am (CogLoader *L, json_object *ao, AdjCogArtilleryMarker *am, const char *w, GError **error)
{
  const char *id, *name;
  json_object *ref = NULL;
  if (!adj_cog_json_id (ao, "id", L->seen, &id, w, error)
      || !adj_cog_json_text (ao, "name", FALSE, ADJ_COG_MAX_TEXT, &name, w, error)
      || !adj_cog_bj_side (ao, "side", &am->side, w, error)
      || !adj_cog_json_bool (ao, "always_available", FALSE, &am->always_available, w, error)
      || !adj_cog_bj_turn (L, ao, "turn", TRUE, &am->turn, w, error))
    return FALSE;
  am->id = g_strdup (id);
  am->name = g_strdup (name);
  am->formation = am->arrives = -1;
  if (json_object_object_get_ex (ao, "formation", &ref))
    {
      g_autofree char *wf = g_strdup_printf ("%s.formation", w);
      if (!adj_cog_bj_ref (L->b->formation_ids, "formation", ref, &am->formation, wf, error))
        return FALSE;
      if (L->b->formations[am->formation].side != am->side)
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: '%s' is a formation of the other side"), wf,
                                  L->b->formations[am->formation].id);
    }
  if (json_object_object_get_ex (ao, "arrives", &ref))
    {
      g_autofree char *wa = g_strdup_printf ("%s.arrives", w);
      if (am->turn >= 0)
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: a marker comes on a \"turn\" or with "
                                                             "reinforcements (\"arrives\"), not both"), w);
      if (!adj_cog_bj_ref (L->b->reinforcement_ids, "reinforcement", ref, &am->arrives, wa, error))
        return FALSE;
      if (L->b->formations[L->b->reinforcements[am->arrives].formation].side != am->side)
        return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s: '%s' brings units of the other side"), wa,
                                  L->b->reinforcements[am->arrives].id);
    }
  return TRUE;
}

static gboolean
load_ams (CogLoader *L, json_object *root, GError **error)
{
  json_object *arr;
  if (!adj_cog_json_opt_array (root, "artillery_markers", ADJ_COG_MAX_AMS, &arr, L->root, error))
    return FALSE;
  L->b->n_ams = arr ? (guint) json_object_array_length (arr) : 0;
  L->b->ams = g_new0 (AdjCogArtilleryMarker, L->b->n_ams + 1);
  for (guint i = 0; i < L->b->n_ams; i++)
    {
      g_autofree char *w = g_strdup_printf ("%s.artillery_markers[%u]", L->root, i);
      if (!load_am (L, json_object_array_get_idx (arr, i), &L->b->ams[i], w, error))
        return FALSE;
      g_hash_table_insert (L->b->am_ids, L->b->ams[i].id, GINT_TO_POINTER (i + 1));
    }
  return TRUE;
}

gboolean
adj_cog_bj_load_markers (CogLoader *L, json_object *root, GError **error)
{
  return load_cms (L, root, error) && load_scms (L, root, error) && load_ams (L, root, error);
}

gboolean
adj_cog_bj_load_chart (CogLoader *L, json_object *root, GError **error)
{
  g_autofree char *w = g_strdup_printf ("%s.combat_chart", L->root);
  json_object *co = adj_json_member (root, "combat_chart", json_type_object, L->root, error);
  if (co == NULL || (L->b->chart = adj_chart_from_json (co, w, error)) == NULL)
    return FALSE;
  return adj_cog_chart_check (L->b->chart, &L->b->columns, &L->b->n_columns, w, error);
}

static gboolean
load_hex (CogLoader *L, json_object *ho, AdjCogVictoryHex *h, GHashTable *seen, const char *w, GError **error)
{
  const char *hex, *name, *side;
  AdjCogSide s;
  if (!adj_cog_json_id (ho, "hex", seen, &hex, w, error)
      || !adj_cog_json_text (ho, "name", FALSE, ADJ_COG_MAX_TEXT, &name, w, error)
      || !adj_json_get_int (ho, "vp", 0, 99, &h->vp, w, error)
      || !adj_cog_json_text (ho, "control", TRUE, ADJ_COG_MAX_ID, &side, w, error))
    return FALSE;
  if (side != NULL && !adj_cog_side_from_id (side, &s))
    return adj_cog_json_fail (error, ADJ_ERROR_FORMAT, _("%s.control: '%s' is neither \"csa\" nor \"union\""), w,
                              side);
  h->hex = g_strdup (hex);
  h->name = g_strdup (name);
  h->control = side ? (int) s : -1;
  return TRUE;
}

/* "victory": {"vp_per_step": {"csa": n, "union": n}, "hexes": [...]} (5.1):
 * what a side earns for each enemy step, and the hexes worth holding. */
gboolean
adj_cog_bj_load_victory (CogLoader *L, json_object *root, GError **error)
{
  g_autofree char *w = g_strdup_printf ("%s.victory", L->root);
  g_autofree char *wp = g_strdup_printf ("%s.vp_per_step", w);
  json_object *vo = adj_json_member (root, "victory", json_type_object, L->root, error);
  json_object *per = vo ? adj_json_member (vo, "vp_per_step", json_type_object, w, error) : NULL;
  json_object *arr;
  if (per == NULL)
    return FALSE;
  for (guint s = 0; s < ADJ_COG_N_SIDES; s++)
    if (!adj_json_get_int (per, adj_cog_side_id (s), 0, 99, &L->b->vp_per_step[s], wp, error))
      return FALSE;
  if (!adj_cog_json_opt_array (vo, "hexes", ADJ_COG_MAX_HEXES, &arr, w, error))
    return FALSE;
  L->b->n_hexes = arr ? (guint) json_object_array_length (arr) : 0;
  L->b->hexes = g_new0 (AdjCogVictoryHex, L->b->n_hexes + 1);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < L->b->n_hexes; i++)
    {
      g_autofree char *wi = g_strdup_printf ("%s.hexes[%u]", w, i);
      if (!load_hex (L, json_object_array_get_idx (arr, i), &L->b->hexes[i], seen, wi, error))
        return FALSE;
      g_hash_table_insert (L->b->hex_ids, L->b->hexes[i].hex, GINT_TO_POINTER (i + 1));
    }
  return TRUE;
}
