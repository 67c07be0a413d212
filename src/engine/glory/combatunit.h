/* What the Glory III combat calculators know about a unit, a hex of units
 * and the terrain: only the numbers the rules 9-13 read, nothing of the game
 * state (the game maps its units onto these when it asks a question).
 */
#pragma once

#include <glib.h>

#include "core/hexgrid.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_COMBAT_INFANTRY,
  ADJ_COMBAT_MOUNTED_CAVALRY,
  ADJ_COMBAT_DISMOUNTED_CAVALRY,   /* "infantry" for every chart and rule but 12.3's two */
  ADJ_COMBAT_ARTILLERY,
  ADJ_COMBAT_HORSE_ARTILLERY,      /* artillery that moves and retreats like cavalry (6.21, 10.27) */
} AdjCombatKind;

#define ADJ_COMBAT_KIND_COUNT 5

/* Which army a unit serves: 12.4 treats dismounted cavalry differently. */
typedef enum {
  ADJ_ARMY_UNION,
  ADJ_ARMY_CONFEDERATE,
} AdjArmy;

/* Artillery range types (9.11). */
typedef enum {
  ADJ_GUN_SHORT,
  ADJ_GUN_MEDIUM,
  ADJ_GUN_LONG,
} AdjGunRange;

/* The cohesion ratings a counter can print: the die reads 0-9, so a rating
 * is 0 to 9 (12.4 may lower a disordered cavalry unit's below that). */
#define ADJ_COHESION_MIN 0
#define ADJ_COHESION_MAX 9

/* Stacking (6.41) allows two combat units in a hex; a charge involves at
 * most the six hexes around one hex on the side with several stacks (10.11). */
#define ADJ_STACK_MAX_UNITS 2
#define ADJ_CHARGE_MAX_HEXES 6

typedef struct {
  char *name;            /* for messages; may be NULL */
  AdjCombatKind kind;
  int strength;          /* charge strength; for artillery the Fire Strength DRM (its SPs) */
  int cohesion;          /* the rating in force (the Disordered one when disordered);
                          * with @disorder_marker its printed rating */
  gboolean disordered;
  /* 12.4: a cavalry counter without a disordered side (its Disorder is a
   * marker): while disordered its cohesion is one lower than printed, two
   * for dismounted Confederate cavalry. The calculators lower it. */
  gboolean disorder_marker;
  AdjArmy army;
  /* Optional: the rating of its disordered side, for a unit in good order
   * that a chain of rolls may disorder before its cohesion is read again
   * (the Fixed Glory charge tree). */
  gboolean has_disordered_cohesion;
  int disordered_cohesion;
  gboolean charging;     /* attacking stacks: takes part in the charge (artillery never does) */
  int moved_hexes;       /* 10.26: hexes moved this phase */
  int max_hex_cost;      /* 10.26: the most MP paid for one hex this phase */
  AdjGunRange gun;       /* artillery only */
} AdjCombatUnit;

/* One terrain effect: a row of the Terrain Effects Chart, or a value the
 * player reads from his battle's own chart (@terrain NULL). */
typedef struct {
  char *terrain;
  int value;
  char *text;
} AdjTerrainPart;

/* Units in a hex, top unit first (6.43). */
typedef struct {
  char *hex_id;
  AdjHex hex;
  AdjCombatUnit units[ADJ_STACK_MAX_UNITS];
  guint n_units;
  AdjTerrainPart *terrain;  /* defenders: charge DRMs of the hex; attackers: DF DRMs */
  guint n_terrain;
  char **fixed_terrain;     /* Fixed Glory fire DRM rows of the hex (NULL-terminated); NULL: from @terrain */
  GArray *modifiers;        /* AdjModifier: battle rules (14.45, 14.57, ...); may be NULL */
  /* attacking stacks */
  guint rear_mask;          /* bit d: charges defending hex d through a rear hexside */
  gboolean across_stream;   /* 10.42 */
  gboolean across_bridge;   /* Fixed Glory melee DRM */
  AdjHex *frontal_enemies;  /* 10.12: enemy-occupied frontal hexes */
  guint n_frontal_enemies;
  char **frontal_enemy_ids; /* their names in messages, in the same order (NULL-terminated);
                             * NULL: the hex ids */
  /* defending stacks */
  guint df_mask;            /* bit a: uses Defensive Fire at attacking stack a (10.32) */
  /* covering stacks (10.12) */
  gboolean other_command;   /* another Command/Leader than the charging units */
} AdjCombatStack;

/* Notes a calculator attaches to its answer. */
typedef enum {
  ADJ_NOTE_ILLEGAL,   /* the rules forbid what was asked */
  ADJ_NOTE_OPTION,    /* a choice the rules give a player */
  ADJ_NOTE_INFO,      /* why a modifier is or is not there */
} AdjNoteKind;

typedef struct {
  AdjNoteKind kind;
  char *rule;
  char *text;
} AdjCombatNote;

const char *adj_combat_kind_to_string (AdjCombatKind kind);
gboolean    adj_combat_kind_from_string (const char *text, AdjCombatKind *out, GError **error);
const char *adj_gun_range_to_string (AdjGunRange gun);
gboolean    adj_gun_range_from_string (const char *text, AdjGunRange *out, GError **error);

gboolean adj_combat_kind_is_artillery (AdjCombatKind kind);
/* Infantry or dismounted cavalry: "infantry" for the charts (12.3). */
gboolean adj_combat_kind_is_foot (AdjCombatKind kind);
/* Mounted cavalry and horse artillery retreat 1 or 2 hexes (11.22). */
int      adj_combat_kind_max_retreat (AdjCombatKind kind);

/* The top infantry/cavalry unit of a stack (10.33), or NULL. */
const AdjCombatUnit *adj_combat_stack_top_fighter (const AdjCombatStack *stack);
void     adj_combat_stack_clear (AdjCombatStack *stack);

const char *adj_army_to_string (AdjArmy army);
gboolean    adj_army_from_string (const char *text, AdjArmy *out, GError **error);

/* 12.4: how much lower a disordered cavalry unit of @kind is than its
 * printed rating when its counter has no disordered side (0 for others). */
int      adj_cavalry_disorder_drop (AdjCombatKind kind, AdjArmy army);
/* The cohesion @unit has now: its rating, lowered by 12.4 when it is
 * disordered cavalry with a marker. When @mods is not NULL and 12.4
 * applies, the change is added to it as a cohesion modifier (value -1 or
 * -2, rule "12.4"). */
int      adj_combat_unit_cohesion (const AdjCombatUnit *unit, GArray *mods);

/* A cohesion check fails when the adjusted roll exceeds the rating (2.4):
 * how many of the ten faces 0-9 fail it with @drm added. */
int      adj_ccdr_fail_faces (int cohesion, int drm);

GArray  *adj_combat_notes_new (void);
void     adj_combat_notes_add (GArray *notes, AdjNoteKind kind, const char *rule,
                               const char *format, ...) G_GNUC_PRINTF (4, 5);
gboolean adj_combat_notes_any_illegal (const GArray *notes);
const char *adj_note_kind_to_string (AdjNoteKind kind);

/* How many bits of @mask are set (die faces, stacks). */
guint    adj_bits_count (guint mask);

/* The unit's name, else its type, for messages. */
const char *adj_combat_unit_label (const AdjCombatUnit *unit);

G_END_DECLS
