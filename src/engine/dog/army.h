/* An army list (an Order of Battle, 7): the stands a player buys from an
 * agreed total (6), in units of N stands with class and equipment, his
 * staff, his guns and works; its points, its roster and the troop-ratio
 * guide of 8.5. docs/dog.md describes the file format ("adjutant-dog-army"). */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "dog/rules.h"

G_BEGIN_DECLS

#define ADJ_DOG_ARMY_FORMAT "adjutant-dog-army"
#define ADJ_DOG_MAX_UNITS 500
#define ADJ_DOG_MAX_STANDS 100
#define ADJ_DOG_MAX_STAFF 100
#define ADJ_DOG_MAX_WORKS 100
#define ADJ_DOG_MAX_LIMIT 1000000

typedef struct {
  char *id, *name;
  gboolean id_given;   /* FALSE: made up from the unit's place, not saved */
  gboolean name_given;
  AdjDogArm arm;
  int klass;           /* 1-4; artillery crews are class 3 (11.1) */
  int stands;          /* stands, or gun models for artillery */
  gboolean rifled;     /* armed with rifled muskets (6.4) */
  AdjDogGun gun;       /* artillery: the kind of its guns */
  gboolean horse;      /* horse artillery (6.4, 11.3) */
  int general;         /* the staff entry that commands it, or -1 */
} AdjDogUnit;

typedef struct {
  char *id, *name;
  gboolean id_given, name_given;
  AdjDogRank rank;
} AdjDogStaff;

/* A gun model bought on its own (the "guns" list), outside any battery. */
typedef struct {
  char *id, *name;
  gboolean id_given, name_given;
  AdjDogGun gun;
  gboolean horse;
} AdjDogGunModel;

typedef struct {
  char *prefix;        /* before made-up ids: "" alone, "a-" / "b-" in a battle */
  char *name;          /* NULL when the list has none */
  int side;            /* AdjDogNation, or -1 */
  int year;            /* 1861-1865, or 0 */
  int limit;           /* the agreed total, or 0 */
  GArray *units;       /* AdjDogUnit */
  GArray *staff;       /* AdjDogStaff */
  GArray *guns;        /* AdjDogGunModel */
  int pontoons;        /* 2" sections (6.2) */
  int earthworks;      /* 4" sections (6.2) */
} AdjDogArmy;

AdjDogArmy  *adj_dog_army_new (void);
void         adj_dog_army_free (AdjDogArmy *army);
AdjDogArmy  *adj_dog_army_copy (const AdjDogArmy *army);

/* Reads an army list; @prefix ("" or "a-") goes before the ids made up for
 * entries that have none, so two armies in one battle never share one.
 * @where names the object in errors ("army.json: $"). */
AdjDogArmy  *adj_dog_army_from_json (json_object *obj, const char *prefix, const char *where,
                                     GError **error);
AdjDogArmy  *adj_dog_army_load_data (const char *text, gsize len, const char *what, GError **error);
AdjDogArmy  *adj_dog_army_load_file (const char *path, GError **error);
/* Canonical: the same army always gives the same text; made-up ids are left out. */
json_object *adj_dog_army_to_json (const AdjDogArmy *army);
gboolean     adj_dog_army_save_file (const AdjDogArmy *army, const char *path, GError **error);

/* The rules every unit keeps (6.2, 6.4, 11.1, 15.2): stands 1-100, class
 * 1-4 (artillery 3), rifled muskets for infantry and cavalry, gun and horse
 * for artillery, a general of the army who is no engineer. On refusal
 * *member names the field at fault ("class"). */
gboolean     adj_dog_unit_check (const AdjDogArmy *army, const AdjDogUnit *unit, const char **member,
                                 GError **error);
/* Makes up the ids and names of the entries that have none, from their
 * place ("u3", "Infantry 3"), and checks that no id is used twice; @where
 * prefixes errors ("army.json: $"). The loader and every edit call it. */
gboolean     adj_dog_army_renumber (AdjDogArmy *army, const char *where, GError **error);

/* Editing (the app's army builder). Each edit is checked like the file;
 * on refusal the army is as it was. @id and @name may be NULL: made up.
 * A unit's strings are copied. */
gboolean     adj_dog_army_add_unit (AdjDogArmy *army, const AdjDogUnit *unit, GError **error);
gboolean     adj_dog_army_set_unit (AdjDogArmy *army, guint index, const AdjDogUnit *unit, GError **error);
gboolean     adj_dog_army_remove_unit (AdjDogArmy *army, guint index, GError **error);
gboolean     adj_dog_army_add_staff (AdjDogArmy *army, AdjDogRank rank, const char *id, const char *name,
                                     GError **error);
/* The units it commanded lose their general. */
gboolean     adj_dog_army_remove_staff (AdjDogArmy *army, guint index, GError **error);
gboolean     adj_dog_army_add_gun (AdjDogArmy *army, AdjDogGun gun, gboolean horse, const char *id,
                                   const char *name, GError **error);
gboolean     adj_dog_army_remove_gun (AdjDogArmy *army, guint index, GError **error);
/* @name NULL: made up again. The id stays. */
gboolean     adj_dog_army_set_staff_name (AdjDogArmy *army, guint index, const char *name, GError **error);
gboolean     adj_dog_army_set_gun (AdjDogArmy *army, guint index, AdjDogGun gun, gboolean horse, const char *name,
                                   GError **error);
/* The list's own members: @name may be NULL, @side -1, @year and @limit 0
 * for none. */
gboolean     adj_dog_army_set_details (AdjDogArmy *army, const char *name, int side, int year, int limit,
                                       GError **error);
/* 2" sections of pontoons and 4" sections of earthworks (6.2). */
gboolean     adj_dog_army_set_works (AdjDogArmy *army, int pontoons, int earthworks, GError **error);
/* What a unit keeps when its arm changes: artillery crews are class 3 and
 * carry no muskets (11.1, 6.4); only artillery is horse artillery. */
void         adj_dog_unit_fit_arm (AdjDogUnit *unit);

/* Points (6, 7.1). A unit: stands x (class value + modifiers). */
int          adj_dog_unit_cost (const AdjDogRules *rules, const AdjDogUnit *unit);
/* The cost of one stand of the unit, and the modifiers that make it. */
int          adj_dog_unit_stand_cost (const AdjDogRules *rules, const AdjDogUnit *unit);
int          adj_dog_gun_model_cost (const AdjDogRules *rules, const AdjDogGunModel *gun);
int          adj_dog_army_total (const AdjDogRules *rules, const AdjDogArmy *army);

/* What keeps a list from taking the field, one line each (translated):
 * over @limit (7; 0: the list's own limit, if any), units too small to
 * stay in play (18.5.8), works without an engineer officer (16.5, 16.10),
 * more than one General (6.1). Empty when none. */
GPtrArray   *adj_dog_army_problems (const AdjDogRules *rules, const AdjDogArmy *army, int limit);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjDogArmy, adj_dog_army_free)

G_END_DECLS
