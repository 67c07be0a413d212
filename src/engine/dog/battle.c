/* The battle: two armies and the game size (battle.h). */
#include "dog/battle.h"

#include "core/error.h"
#include "core/i18n.h"
#include "core/jsonmembers.h"
#include "core/jsonutil.h"
#include "dog/json.h"

#define MAX_SIZE 100000

struct _AdjDogBattle {
  gatomicrefcount ref;
  char *id, *title, *note, *hash;
  int size;
  AdjDogArmy *armies[2];
  char *army_names[2];
  int totals[2];
  AdjDogRules *rules;
  GArray *units;    /* AdjDogGameUnit, strings owned by the armies */
  GArray *generals; /* AdjDogGameGeneral */
  GHashTable *unit_ids, *general_ids; /* id -> index + 1 */
  char *implied_ids[2];
};

static const char *const prefixes[2] = { "a-", "b-" };

AdjDogBattle *
adj_dog_battle_ref (AdjDogBattle *b)
{
  g_atomic_ref_count_inc (&b->ref);
  return b;
}

void
adj_dog_battle_unref (AdjDogBattle *b)
{
  if (b == NULL || !g_atomic_ref_count_dec (&b->ref))
    return;
  for (int s = 0; s < 2; s++)
    {
      adj_dog_army_free (b->armies[s]);
      g_free (b->army_names[s]);
      g_free (b->implied_ids[s]);
    }
  g_clear_pointer (&b->rules, adj_dog_rules_unref);
  g_clear_pointer (&b->units, g_array_unref);
  g_clear_pointer (&b->generals, g_array_unref);
  g_clear_pointer (&b->unit_ids, g_hash_table_unref);
  g_clear_pointer (&b->general_ids, g_hash_table_unref);
  g_free (b->id);
  g_free (b->title);
  g_free (b->note);
  g_free (b->hash);
  g_free (b);
}

static gboolean
add_id (AdjDogBattle *b, GHashTable *ids, const char *id, guint index, const char *where, GError **error)
{
  if (g_hash_table_contains (b->unit_ids, id) || g_hash_table_contains (b->general_ids, id))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, _("%s: the id '%s' is used twice in this battle"), where, id);
      return FALSE;
    }
  g_hash_table_insert (ids, (char *) id, GUINT_TO_POINTER (index + 1));
  return TRUE;
}

/* Flattens army @s into the battle's units and generals. */
static gboolean
take_army (AdjDogBattle *b, int s, const char *where, GError **error)
{
  const AdjDogArmy *a = b->armies[s];
  guint first_general = b->generals->len;
  gboolean has_general = FALSE;
  for (guint i = 0; i < a->staff->len; i++)
    {
      const AdjDogStaff *st = &g_array_index (a->staff, AdjDogStaff, i);
      AdjDogGameGeneral g = { st->id, st->name, s, st->rank, b->rules->staff_cost[st->rank], FALSE };
      has_general |= st->rank == ADJ_DOG_RANK_GENERAL;
      if (!add_id (b, b->general_ids, g.id, b->generals->len, where, error))
        return FALSE;
      g_array_append_val (b->generals, g);
    }
  if (!has_general)
    {
      /* 15.1: the General is the player; a list need not buy him (6.1: free). */
      b->implied_ids[s] = g_strdup_printf ("%sgeneral", prefixes[s]);
      AdjDogGameGeneral g = { b->implied_ids[s], _("General"), s, ADJ_DOG_RANK_GENERAL, 0, TRUE };
      if (!add_id (b, b->general_ids, g.id, b->generals->len, where, error))
        return FALSE;
      g_array_append_val (b->generals, g);
    }
  for (guint i = 0; i < a->units->len; i++)
    {
      const AdjDogUnit *u = &g_array_index (a->units, AdjDogUnit, i);
      AdjDogGameUnit gu = { u->id, u->name, s, u->arm, u->klass, u->stands, adj_dog_unit_cost (b->rules, u),
                            u->general >= 0 ? (int) first_general + u->general : -1, u->rifled };
      if (!add_id (b, b->unit_ids, gu.id, b->units->len, where, error))
        return FALSE;
      g_array_append_val (b->units, gu);
    }
  for (guint i = 0; i < a->guns->len; i++)
    {
      const AdjDogGunModel *g = &g_array_index (a->guns, AdjDogGunModel, i);
      AdjDogGameUnit gu = { g->id, g->name, s, ADJ_DOG_ARTILLERY, 3, 1, adj_dog_gun_model_cost (b->rules, g), -1,
                            FALSE };
      if (!add_id (b, b->unit_ids, gu.id, b->units->len, where, error))
        return FALSE;
      g_array_append_val (b->units, gu);
    }
  b->totals[s] = adj_dog_army_total (b->rules, a);
  b->army_names[s] = g_strdup (a->name ? a->name : s == 0 ? _("First army") : _("Second army"));
  return TRUE;
}

/* Takes @first and @second (owned); checks both against the size. */
static AdjDogBattle *
assemble (char *id, char *title, char *note, int size, AdjDogArmy *first, AdjDogArmy *second, const char *where,
          GError **error)
{
  g_autoptr (AdjDogBattle) b = g_new0 (AdjDogBattle, 1);
  g_atomic_ref_count_init (&b->ref);
  b->id = id;
  b->title = title;
  b->note = note;
  b->size = size;
  b->armies[0] = first;
  b->armies[1] = second;
  b->units = g_array_new (FALSE, TRUE, sizeof (AdjDogGameUnit));
  b->generals = g_array_new (FALSE, TRUE, sizeof (AdjDogGameGeneral));
  b->unit_ids = g_hash_table_new (g_str_hash, g_str_equal);
  b->general_ids = g_hash_table_new (g_str_hash, g_str_equal);
  if ((b->rules = adj_dog_rules_load_default (error)) == NULL)
    return NULL;
  for (int s = 0; s < 2; s++)
    {
      g_autofree char *w = g_strdup_printf ("%s.armies[%d]", where, s);
      if (!take_army (b, s, w, error))
        return NULL;
      g_autoptr (GPtrArray) problems = adj_dog_army_problems (b->rules, b->armies[s], size);
      if (problems->len > 0)
        {
          g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID, "%s: %s", w, (char *) problems->pdata[0]);
          return NULL;
        }
    }
  json_object *canon = adj_dog_battle_to_json (b);
  b->hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256,
                                           json_object_to_json_string_ext (canon, JSON_C_TO_STRING_PLAIN), -1);
  json_object_put (canon);
  return g_steal_pointer (&b);
}

AdjDogBattle *
adj_dog_battle_from_json (json_object *root, const char *where, GError **error)
{
  static const char * const known[] = { "format", "version", "id", "title", "note", "size", "armies", NULL };
  const char *format, *id, *title, *note = NULL;
  int version, size;
  GError *local = NULL;
  if (!adj_dog_json_only (root, known, where, error)
      || (format = adj_dog_json_string (root, "format", FALSE, 64, where, error)) == NULL)
    return NULL;
  if (!g_str_equal (format, ADJ_DOG_BATTLE_FORMAT))
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.format: '%s' is not \"%s\""), where, format,
                   ADJ_DOG_BATTLE_FORMAT);
      return NULL;
    }
  if (!adj_json_get_version (root, 1, 1, &version, where, error)
      || (id = adj_dog_json_string (root, "id", FALSE, 64, where, error)) == NULL
      || (title = adj_dog_json_string (root, "title", FALSE, ADJ_DOG_MAX_TEXT, where, error)) == NULL
      || !adj_json_get_int (root, "size", 1, MAX_SIZE, &size, where, error))
    return NULL;
  note = adj_dog_json_string (root, "note", TRUE, 2000, where, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return NULL;
    }
  json_object *armies = adj_dog_json_array (root, "armies", FALSE, 2, where, error);
  if (armies == NULL)
    return NULL;
  if (json_object_array_length (armies) != 2)
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_FORMAT, _("%s.armies: a battle has two armies"), where);
      return NULL;
    }
  AdjDogArmy *a[2] = { NULL, NULL };
  for (int s = 0; s < 2; s++)
    {
      g_autofree char *w = g_strdup_printf ("%s.armies[%d]", where, s);
      a[s] = adj_dog_army_from_json (json_object_array_get_idx (armies, (size_t) s), prefixes[s], w, error);
      if (a[s] == NULL)
        {
          adj_dog_army_free (a[0]);
          return NULL;
        }
    }
  return assemble (g_strdup (id), g_strdup (title), g_strdup (note), size, a[0], a[1], where, error);
}

AdjDogBattle *
adj_dog_battle_new (const char *id, const char *title, const char *note, int size, const AdjDogArmy *first,
                    const AdjDogArmy *second, GError **error)
{
  /* Through JSON, so that made-up ids take this battle's prefixes. */
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "format", json_object_new_string (ADJ_DOG_BATTLE_FORMAT));
  json_object_object_add (o, "version", json_object_new_int (1));
  json_object_object_add (o, "id", json_object_new_string (id));
  json_object_object_add (o, "title", json_object_new_string (title));
  if (note != NULL)
    json_object_object_add (o, "note", json_object_new_string (note));
  json_object_object_add (o, "size", json_object_new_int (size));
  json_object *armies = json_object_new_array ();
  json_object_array_add (armies, adj_dog_army_to_json (first));
  json_object_array_add (armies, adj_dog_army_to_json (second));
  json_object_object_add (o, "armies", armies);
  AdjDogBattle *b = adj_dog_battle_from_json (o, "battle: $", error);
  json_object_put (o);
  return b;
}

static AdjDogBattle *
from_root (json_object *root, const char *what, GError **error)
{
  if (root == NULL)
    return NULL;
  g_autofree char *where = g_strdup_printf ("%s: $", what);
  AdjDogBattle *b = adj_dog_battle_from_json (root, where, error);
  json_object_put (root);
  return b;
}

AdjDogBattle *
adj_dog_battle_load_data (const char *text, gsize len, const char *what, GError **error)
{
  return from_root (adj_json_parse (text, len, what, error), what, error);
}

AdjDogBattle *
adj_dog_battle_load_file (const char *path, GError **error)
{
  g_autofree char *base = g_path_get_basename (path);
  return from_root (adj_json_load_file (path, error), base, error);
}

json_object *
adj_dog_battle_to_json (const AdjDogBattle *b)
{
  json_object *o = json_object_new_object ();
  json_object_object_add (o, "format", json_object_new_string (ADJ_DOG_BATTLE_FORMAT));
  json_object_object_add (o, "version", json_object_new_int (1));
  json_object_object_add (o, "id", json_object_new_string (b->id));
  json_object_object_add (o, "title", json_object_new_string (b->title));
  if (b->note != NULL)
    json_object_object_add (o, "note", json_object_new_string (b->note));
  json_object_object_add (o, "size", json_object_new_int (b->size));
  json_object *armies = json_object_new_array ();
  for (int s = 0; s < 2; s++)
    json_object_array_add (armies, adj_dog_army_to_json (b->armies[s]));
  json_object_object_add (o, "armies", armies);
  return o;
}

const char *adj_dog_battle_get_id (const AdjDogBattle *b) { return b->id; }
const char *adj_dog_battle_get_title (const AdjDogBattle *b) { return b->title; }
const char *adj_dog_battle_get_note (const AdjDogBattle *b) { return b->note; }
const char *adj_dog_battle_get_hash (const AdjDogBattle *b) { return b->hash; }
int adj_dog_battle_get_size (const AdjDogBattle *b) { return b->size; }
const AdjDogRules *adj_dog_battle_get_rules (const AdjDogBattle *b) { return b->rules; }
const AdjDogArmy *adj_dog_battle_get_army (const AdjDogBattle *b, int side) { return b->armies[side != 0]; }
const char *adj_dog_battle_army_name (const AdjDogBattle *b, int side) { return b->army_names[side != 0]; }
int adj_dog_battle_army_total (const AdjDogBattle *b, int side) { return b->totals[side != 0]; }
guint adj_dog_battle_n_units (const AdjDogBattle *b) { return b->units->len; }
guint adj_dog_battle_n_generals (const AdjDogBattle *b) { return b->generals->len; }

const AdjDogGameUnit *
adj_dog_battle_unit (const AdjDogBattle *b, guint i)
{
  g_return_val_if_fail (i < b->units->len, NULL);
  return &g_array_index (b->units, AdjDogGameUnit, i);
}

const AdjDogGameGeneral *
adj_dog_battle_general (const AdjDogBattle *b, guint i)
{
  g_return_val_if_fail (i < b->generals->len, NULL);
  return &g_array_index (b->generals, AdjDogGameGeneral, i);
}

int
adj_dog_battle_find_unit (const AdjDogBattle *b, const char *id)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (b->unit_ids, id)) - 1;
}

int
adj_dog_battle_find_general (const AdjDogBattle *b, const char *id)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (b->general_ids, id)) - 1;
}
