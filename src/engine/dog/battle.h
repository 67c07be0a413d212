/* A Days of Glory battle, the ruleset's scenario: the two armies (army
 * lists) and the agreed game size (6, 7). Every unit and general of both
 * armies gets an id unique in the battle; loose gun models (the "guns"
 * list) take the field as one-gun units. Format "adjutant-dog-battle"
 * (docs/dog.md). Immutable once loaded; refcounted. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "dog/army.h"
#include "dog/rules.h"

G_BEGIN_DECLS

#define ADJ_DOG_BATTLE_FORMAT "adjutant-dog-battle"

typedef struct {
  const char *id, *name;
  int side;        /* 0: the first army, 1: the second */
  AdjDogArm arm;
  int klass;
  int start;       /* stands, or gun models */
  int cost;        /* its points (7.1) */
  int general;     /* the battle's general that commands it, or -1 */
  gboolean rifled; /* for the roster and the morale table */
} AdjDogGameUnit;

typedef struct {
  const char *id, *name;
  int side;
  AdjDogRank rank;
  int cost;
  gboolean implied; /* the player's General, added when the list names none (15.1) */
} AdjDogGameGeneral;

typedef struct _AdjDogBattle AdjDogBattle;

/* @where prefixes errors ("battle.json: $"). The printed numbers are read
 * from the data dir (dog/rules.h). */
AdjDogBattle *adj_dog_battle_from_json (json_object *root, const char *where, GError **error);
AdjDogBattle *adj_dog_battle_load_data (const char *text, gsize len, const char *what, GError **error);
AdjDogBattle *adj_dog_battle_load_file (const char *path, GError **error);
/* Builds a battle from two army lists (copied) and a game size; @id and
 * @title name it, @note (may be NULL) says where it comes from. The same
 * checks as the loader; errors name the battle "battle: $". */
AdjDogBattle *adj_dog_battle_new (const char *id, const char *title, const char *note, int size,
                                  const AdjDogArmy *first, const AdjDogArmy *second, GError **error);
/* Canonical (what the hash digests). */
json_object  *adj_dog_battle_to_json (const AdjDogBattle *battle);
AdjDogBattle *adj_dog_battle_ref (AdjDogBattle *battle);
void          adj_dog_battle_unref (AdjDogBattle *battle);

const char   *adj_dog_battle_get_id (const AdjDogBattle *battle);
const char   *adj_dog_battle_get_title (const AdjDogBattle *battle);
const char   *adj_dog_battle_get_note (const AdjDogBattle *battle);
const char   *adj_dog_battle_get_hash (const AdjDogBattle *battle);
int           adj_dog_battle_get_size (const AdjDogBattle *battle);
const AdjDogRules *adj_dog_battle_get_rules (const AdjDogBattle *battle);
const AdjDogArmy  *adj_dog_battle_get_army (const AdjDogBattle *battle, int side);
/* The army's name, or "First army" / "Second army". */
const char   *adj_dog_battle_army_name (const AdjDogBattle *battle, int side);
int           adj_dog_battle_army_total (const AdjDogBattle *battle, int side);

guint         adj_dog_battle_n_units (const AdjDogBattle *battle);
const AdjDogGameUnit *adj_dog_battle_unit (const AdjDogBattle *battle, guint i);
int           adj_dog_battle_find_unit (const AdjDogBattle *battle, const char *id);
guint         adj_dog_battle_n_generals (const AdjDogBattle *battle);
const AdjDogGameGeneral *adj_dog_battle_general (const AdjDogBattle *battle, guint i);
int           adj_dog_battle_find_general (const AdjDogBattle *battle, const char *id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjDogBattle, adj_dog_battle_unref)

G_END_DECLS
