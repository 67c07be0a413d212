/* A Clash of Giants III battle: what never changes during a game (the two
 * sides, the turn track with its night turns, formations with their
 * Command Tracks, units, the reinforcement schedule, the Command, Special
 * Command and Artillery Markers, the battle's Combat Chart and its victory
 * points). Loaded once, validated whole, shared read-only by every state.
 *
 * The JSON format "adjutant-cog-battle" v1 is described in docs/cog.md and
 * read by battlejson.c, written by battlesave.c. */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/chart.h"
#include "core/ratio.h"

G_BEGIN_DECLS

#define ADJ_COG_BATTLE_FORMAT "adjutant-cog-battle"
#define ADJ_COG_BATTLE_VERSION 1

/* What a battle file may hold. */
#define ADJ_COG_MAX_TURNS 100
#define ADJ_COG_MAX_ENTRY_HEXES 26
#define ADJ_COG_MAX_FORMATIONS 200
#define ADJ_COG_MAX_REINFORCEMENTS 500
#define ADJ_COG_MAX_UNITS 1000
#define ADJ_COG_MAX_CMS 200
#define ADJ_COG_MAX_SCMS 100
/* Every count of a 64-marker cup fits the 64-bit counting of core/cup. */
#define ADJ_COG_MAX_AMS 64
#define ADJ_COG_MAX_HEXES 200

/* The CSA acts first in every phase that has an order (6.2, 9.1). */
typedef enum {
  ADJ_COG_CSA = 0,
  ADJ_COG_UNION = 1,
} AdjCogSide;

#define ADJ_COG_N_SIDES 2
#define ADJ_COG_OTHER(side) (1 - (side))

typedef enum {
  ADJ_COG_INFANTRY,
  ADJ_COG_CAVALRY,
} AdjCogUnitType;

typedef struct {
  char *label;
  char *time;           /* may be NULL */
  gboolean night;       /* 15.0 */
} AdjCogTurn;

/* A Command Track (10.2): the movement allowance for each die roll 1..6.
 * A track may print a second range; the battle says on which turns it is
 * used. The tracks are in the battle books, so their source is the user. */
typedef struct {
  char *id;
  char *name;
  AdjCogSide side;
  int ma[6];
  gboolean has_second;
  int second_ma[6];
  guint *second_turns;  /* turn indexes that read the second range */
  guint n_second_turns;
} AdjCogFormation;

typedef struct {
  char *id;
  char *name;
  guint formation;
  AdjCogUnitType type;
  int steps;            /* full strength, 1..3 (3.2.6) */
  int start_steps;      /* at set-up or on arrival */
  int ter;              /* 1..6 (3.2.7) */
  int ma;               /* printed MA, cavalry only (3.2.5); 0 for infantry */
  gboolean may_attack;  /* FALSE: strength in parentheses (12.3) */
  int arrives;          /* reinforcement index, -1 when set up at the start */
} AdjCogUnit;

/* The units of one Formation due on one turn (3.2.3, 9.2). */
typedef struct {
  char *id;
  guint formation;
  guint turn;           /* printed turn of entry */
  guint entry;          /* entry hex index */
  int alternate;        /* entry hex index, -1 when none (9.2) */
  gboolean early_entry; /* 9.3 may be tried (never for the first turn) */
  gboolean variable;    /* 9.4 applies to it */
} AdjCogReinforcement;

typedef struct {
  char *id;
  char *name;
  AdjCogSide side;
  guint *formations;
  guint n_formations;
  /* In play from the start, from a turn, or with the first of some
   * reinforcements to arrive (9.3 note: a corps CM). */
  int turn;             /* -1 unless it comes on a fixed turn */
  guint *arrives;       /* reinforcement indexes */
  guint n_arrives;
} AdjCogCommandMarker;

typedef struct {
  char *id;
  char *name;
  AdjCogSide side;
  guint *formations;    /* what it activates */
  guint n_formations;
  guint from_turn;      /* never early, never delayed (9.2) */
  guint until_turn;
  int command_drm;      /* added to its Command Track roll (6.3.3) */
  guint8 available_on;  /* bit r-1 set: available on a roll of r; 0: always (6.3.2) */
  int replaces;         /* the CM that stays out of the cup while it is in play, or -1 */
} AdjCogSpecialMarker;

typedef struct {
  char *id;
  char *name;
  AdjCogSide side;
  int formation;        /* -1: any formation of its side (battle rule) */
  gboolean always_available; /* set apart from the cup (6.3.2) */
  int turn;             /* -1 unless it comes on a fixed turn */
  int arrives;          /* reinforcement index, or -1 */
} AdjCogArtilleryMarker;

typedef struct {
  char *hex;
  char *name;
  int vp;
  int control;          /* side at the start, or -1 */
} AdjCogVictoryHex;

typedef struct _AdjCogBattle AdjCogBattle;

AdjCogBattle *adj_cog_battle_ref (AdjCogBattle *b);
void          adj_cog_battle_unref (AdjCogBattle *b);

/* @where prefixes errors ("battle.json: $"); @root stays the caller's. */
AdjCogBattle *adj_cog_battle_from_json (json_object *root, const char *where, GError **error);
AdjCogBattle *adj_cog_battle_load_data (const char *text, gsize len, const char *what, GError **error);
AdjCogBattle *adj_cog_battle_load_file (const char *path, GError **error);
/* Canonical: the same battle always gives the same JSON, which the hash
 * digests (sha256 of its plain text). */
json_object  *adj_cog_battle_to_json (const AdjCogBattle *b);

const char   *adj_cog_battle_get_id (const AdjCogBattle *b);
const char   *adj_cog_battle_get_title (const AdjCogBattle *b);
const char   *adj_cog_battle_get_notes (const AdjCogBattle *b);
const char   *adj_cog_battle_get_hash (const AdjCogBattle *b);
/* Written for Adjutant, not a battle of the game. */
gboolean      adj_cog_battle_is_invented (const AdjCogBattle *b);
const char   *adj_cog_battle_side_name (const AdjCogBattle *b, AdjCogSide side);
const char   *adj_cog_side_id (AdjCogSide side);
gboolean      adj_cog_side_from_id (const char *id, AdjCogSide *out);
gboolean      adj_cog_battle_variable_reinforcements (const AdjCogBattle *b);
int           adj_cog_battle_vp_per_step (const AdjCogBattle *b, AdjCogSide side);

guint adj_cog_battle_n_turns (const AdjCogBattle *b);
const AdjCogTurn *adj_cog_battle_turn (const AdjCogBattle *b, guint i);
guint adj_cog_battle_n_entry_hexes (const AdjCogBattle *b);
const char *adj_cog_battle_entry_hex (const AdjCogBattle *b, guint i);
guint adj_cog_battle_n_formations (const AdjCogBattle *b);
const AdjCogFormation *adj_cog_battle_formation (const AdjCogBattle *b, guint i);
guint adj_cog_battle_n_units (const AdjCogBattle *b);
const AdjCogUnit *adj_cog_battle_unit (const AdjCogBattle *b, guint i);
guint adj_cog_battle_n_reinforcements (const AdjCogBattle *b);
const AdjCogReinforcement *adj_cog_battle_reinforcement (const AdjCogBattle *b, guint i);
guint adj_cog_battle_n_cms (const AdjCogBattle *b);
const AdjCogCommandMarker *adj_cog_battle_cm (const AdjCogBattle *b, guint i);
guint adj_cog_battle_n_scms (const AdjCogBattle *b);
const AdjCogSpecialMarker *adj_cog_battle_scm (const AdjCogBattle *b, guint i);
guint adj_cog_battle_n_ams (const AdjCogBattle *b);
const AdjCogArtilleryMarker *adj_cog_battle_am (const AdjCogBattle *b, guint i);
guint adj_cog_battle_n_victory_hexes (const AdjCogBattle *b);
const AdjCogVictoryHex *adj_cog_battle_victory_hex (const AdjCogBattle *b, guint i);

/* The Combat Chart (12.9): columns are odds in increasing order, rows
 * "attacker_drm", "defender_drm" and "loss_limit"; every cell carries its
 * source (the rulebook prints a few in its examples; the rest are the
 * player's, possibly still blank). */
const AdjChart *adj_cog_battle_chart (const AdjCogBattle *b);
const AdjRatio *adj_cog_battle_columns (const AdjCogBattle *b, guint *n_columns);

/* Lookups by id: the index, or -1. */
int adj_cog_battle_find_unit (const AdjCogBattle *b, const char *id);
int adj_cog_battle_find_formation (const AdjCogBattle *b, const char *id);
int adj_cog_battle_find_reinforcement (const AdjCogBattle *b, const char *id);
int adj_cog_battle_find_cm (const AdjCogBattle *b, const char *id);
int adj_cog_battle_find_scm (const AdjCogBattle *b, const char *id);
int adj_cog_battle_find_am (const AdjCogBattle *b, const char *id);
int adj_cog_battle_find_turn (const AdjCogBattle *b, const char *label);
int adj_cog_battle_find_victory_hex (const AdjCogBattle *b, const char *hex);

/* The movement allowance a formation's Command Track gives for a die roll
 * (modified rolls read the track's ends: 1 or 6) on turn @turn. */
int adj_cog_formation_ma (const AdjCogFormation *f, guint turn, int roll);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjCogBattle, adj_cog_battle_unref)

G_END_DECLS
