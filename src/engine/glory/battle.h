/* A Glory III battle: the data that never changes during a game (sides,
 * commands and their Activation Markers, leaders, combat units, the turn
 * record track). Loaded once, validated, then shared by reference between
 * every game state (docs/design.md principle 1): nothing here is ever copied or
 * modified after loading.
 *
 * The JSON format "adjutant-battle" v1 is described in docs/battle-format.md
 * and read and written by battlejson.c.
 */
#pragma once

#include <glib.h>

#include "glory/combatunit.h"

G_BEGIN_DECLS

#define ADJ_BATTLE_N_SIDES 2

typedef enum {
  ADJ_UNIT_INFANTRY,
  ADJ_UNIT_CAVALRY,          /* mounted or dismounted (12.1) */
  ADJ_UNIT_ARTILLERY,
  ADJ_UNIT_HORSE_ARTILLERY,
} AdjUnitType;

#define ADJ_UNIT_TYPE_COUNT 4

typedef enum {
  ADJ_RANGE_NONE,
  ADJ_RANGE_SHORT,
  ADJ_RANGE_MEDIUM,
  ADJ_RANGE_LONG,
} AdjArtilleryRange;

/* One face of a counter. */
typedef struct {
  int strength;
  int cohesion;
  int disordered_cohesion;
  int movement;
} AdjRatings;

typedef struct {
  char *id;
  char *name;
  gboolean combined_activation; /* FALSE where 4.25 is not used (14.31, 14.41) */
  gboolean has_army;            /* the file says which army it is */
  AdjArmy army;                 /* 12.4: dismounted Confederate cavalry */
} AdjBattleSide;

/* The battle's special rules ("options" in the file), each from the rule
 * that brings it. The defaults are Glory III's own battles. */
typedef struct {
  /* 12.4 play note: the cavalry counters have a disordered side (Antietam,
   * Cedar Creek). FALSE: Disorder markers, and disordered cavalry is one
   * lower than printed, two for dismounted Confederate cavalry (12.4). */
  gboolean cavalry_disordered_side;
  /* 14.11: an original Glory battle played with these rules: at night no
   * Extended Movement, +2 to all Defensive Fire, recovery as on a Night 2
   * turn; the Fredericksburg/Chancellorsville Artillery Range Chart. */
  gboolean refitted_glory1;
  /* 14.11, without the revised counters: artillery SPs halved rounding
   * down, Light artillery Short range, Field artillery Medium. */
  gboolean original_glory1_artillery;
  /* 14.31: no Combined Activation for either side. */
  gboolean no_combined_activation;
  /* 14.36, 14.47: the Victory Points for routed units go for the units in
   * the Withdrawn Box. */
  gboolean withdrawn_count_as_routed;
} AdjBattleOptions;

/* The level an AM activates: the Activation Indicator on a counter (4.11). */
typedef struct {
  char *id;
  char *name;
  guint side;
} AdjBattleCommand;

typedef struct {
  char *id;
  char *name;
  guint command;
  int ca_rating;       /* Combined Activation rating (4.25, 5.12) */
  int command_range;   /* in MP (5.13) */
  int movement;
  int arrives;         /* turn index, -1 when on the map at the start */
} AdjBattleLeader;

/* Who acts together in one Command Activation Sequence (4.24): a leader's
 * command, or an independent unit or brigade (14.34, 14.45, 14.46).
 * Groups 0..n_leaders-1 are the leaders, in the same order. */
typedef struct {
  char *id;
  guint command;
  int leader;          /* -1 for an independent group */
  char *name;          /* for people: the leader's, the unit's, or its command's (named on load) */
} AdjBattleGroup;

typedef struct {
  char *id;
  char *name;
  AdjUnitType type;
  guint command;
  guint group;                  /* activation group at the start */
  int leader;                   /* -1 when independent */
  char *brigade;                /* independent units: the brigade they share, or NULL */
  guint n_leader_options;       /* leaders it may be assigned to each turn (14.53) */
  guint *leader_options;
  AdjRatings ratings;           /* the counter; for cavalry its dismounted side */
  AdjRatings mounted;           /* cavalry only */
  gboolean starts_mounted;      /* cavalry only */
  AdjArtilleryRange range;      /* artillery only: the range type in force (14.11 maps Light, Field) */
  int fire_strength;            /* artillery only: the fire strength DRM in force (14.11 halves it) */
  int printed_fire_strength;    /* artillery only: as on the counter */
  int glory1_class;             /* 14.11: ADJ_GLORY1_LIGHT or _FIELD, else 0 */
  int arrives;                  /* turn index of a reinforcement (6.51), -1 on the map */
  char *entry;                  /* entry hex or area of a reinforcement, may be NULL */
  gboolean always_in_command;   /* 14.45, 14.46, 14.57 */
} AdjBattleUnit;

/* A kind of Activation Marker and how many of it a command has (4.12). */
typedef struct {
  char *id;
  char *name;
  guint command;
  guint count;
  int from_turn;        /* first turn it is available */
  int until_turn;       /* last turn it is available, -1 to the end */
  gboolean optional;    /* used only when the players choose it (14.35) */
  char *rule;           /* the battle rule it comes from ("14.32"), or NULL */
  gboolean all_groups;  /* activates every group of its command */
  guint n_activates;    /* otherwise these groups */
  guint *activates;
} AdjBattleMarker;

/* One physical AM counter: marker kind and its number ("vi-corps#2"). */
typedef struct {
  char *id;
  guint marker;
  guint number;
} AdjBattleAm;

/* On the listed turns the Nth AM of a command drawn activates exactly these
 * groups (14.42: the second Jackson AM drawn activates Hill and Ewell). */
typedef struct {
  guint command;
  guint draw;           /* 1 = the first of this command's AMs to be played */
  guint n_turns;
  guint *turns;
  guint n_activates;
  guint *activates;
} AdjBattleDrawRule;

typedef struct {
  char *label;               /* "0600", "8/29 1015" */
  gboolean night;            /* 13 */
  gboolean night2;           /* 13: recovery rolls only on these night turns */
  int initiative_drm[ADJ_BATTLE_N_SIDES];  /* 5.21 */
  int automatic_initiative;  /* 5.22: side index, or -1 */
} AdjBattleTurn;

/* The original Glory's artillery classes (14.11). */
enum {
  ADJ_GLORY1_LIGHT = 1,  /* treated as Short range */
  ADJ_GLORY1_FIELD = 2,  /* treated as Medium range */
};

typedef struct _AdjBattle AdjBattle;

AdjBattle   *adj_battle_ref (AdjBattle *battle);
void         adj_battle_unref (AdjBattle *battle);

const char  *adj_battle_get_id (const AdjBattle *battle);
const char  *adj_battle_get_title (const AdjBattle *battle);
const char  *adj_battle_get_notes (const AdjBattle *battle);
/* Lower-case hex SHA-256 of the battle's canonical JSON (adj_battle_to_json),
 * so a game saved by reference can tell whether the battle changed. */
const char  *adj_battle_get_hash (const AdjBattle *battle);

const AdjBattleOptions *adj_battle_get_options (const AdjBattle *battle);
/* The Artillery Range Chart the battle uses: "glory3-range-fredericksburg-
 * chancellorsville" for a refitted Glory I battle (14.11), else NULL (the
 * default chart, or one the players pick). */
const char  *adj_battle_range_chart (const AdjBattle *battle);
/* 12.4: how much lower @unit's cohesion is when disordered on @mounted's
 * face than printed, when its counter has no disordered side; 0 for
 * counters with one. */
int          adj_battle_unit_disorder_drop (const AdjBattle *battle, guint unit, gboolean mounted);

guint adj_battle_n_commands (const AdjBattle *battle);
guint adj_battle_n_leaders (const AdjBattle *battle);
guint adj_battle_n_groups (const AdjBattle *battle);
guint adj_battle_n_units (const AdjBattle *battle);
guint adj_battle_n_markers (const AdjBattle *battle);
guint adj_battle_n_ams (const AdjBattle *battle);
guint adj_battle_n_draw_rules (const AdjBattle *battle);
guint adj_battle_n_turns (const AdjBattle *battle);

const AdjBattleSide     *adj_battle_get_side (const AdjBattle *battle, guint i);
const AdjBattleCommand  *adj_battle_get_command (const AdjBattle *battle, guint i);
const AdjBattleLeader   *adj_battle_get_leader (const AdjBattle *battle, guint i);
const AdjBattleGroup    *adj_battle_get_group (const AdjBattle *battle, guint i);
const AdjBattleUnit     *adj_battle_get_unit (const AdjBattle *battle, guint i);
const AdjBattleMarker   *adj_battle_get_marker (const AdjBattle *battle, guint i);
const AdjBattleAm       *adj_battle_get_am (const AdjBattle *battle, guint i);
const AdjBattleDrawRule *adj_battle_get_draw_rule (const AdjBattle *battle, guint i);
const AdjBattleTurn     *adj_battle_get_turn (const AdjBattle *battle, guint i);

/* Index lookups by id; -1 when there is no such thing. */
int adj_battle_find_side (const AdjBattle *battle, const char *id);
int adj_battle_find_command (const AdjBattle *battle, const char *id);
int adj_battle_find_leader (const AdjBattle *battle, const char *id);
int adj_battle_find_group (const AdjBattle *battle, const char *id);
int adj_battle_find_unit (const AdjBattle *battle, const char *id);
int adj_battle_find_marker (const AdjBattle *battle, const char *id);
int adj_battle_find_am (const AdjBattle *battle, const char *id);
int adj_battle_find_turn (const AdjBattle *battle, const char *label);

/* Convenience: the side a unit, group or AM belongs to. */
guint adj_battle_unit_side (const AdjBattle *battle, guint unit);
guint adj_battle_group_side (const AdjBattle *battle, guint group);
guint adj_battle_am_side (const AdjBattle *battle, guint am);
const AdjBattleMarker *adj_battle_am_marker (const AdjBattle *battle, guint am);

/* An AM counter for people: its marker's name and number, "VI Corps #2"
 * (its id stays in files: a player reads this). */
char    *adj_battle_am_title (const AdjBattle *battle, guint am);

/* Whether the group may take part in a Combined Activation at all: leaders
 * only (independent units never combine, 14.34, 14.46) and only on a side
 * that uses 4.25 (14.31, 14.41). */
gboolean adj_battle_group_can_combine (const AdjBattle *battle, guint group);

const char *adj_unit_type_to_string (AdjUnitType type);
gboolean    adj_unit_type_from_string (const char *text, AdjUnitType *out);
const char *adj_artillery_range_to_string (AdjArtilleryRange range);
gboolean    adj_artillery_range_from_string (const char *text, AdjArtilleryRange *out);
gboolean    adj_unit_type_is_artillery (AdjUnitType type);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjBattle, adj_battle_unref)

G_END_DECLS
