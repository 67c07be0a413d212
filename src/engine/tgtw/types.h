/* The Glory that Was: the kinds of things its rules name (2.1, 5.1, 5.2,
 * 7.0), with the ids files and the CLI use for them. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define ADJ_TGTW_N_ARMIES 2
#define ADJ_TGTW_MAX_SECTORS 3

/* 2.1: unit types, as the counters and the TEC name them. */
typedef enum {
  ADJ_TGTW_LI,
  ADJ_TGTW_MI,
  ADJ_TGTW_HI,
  ADJ_TGTW_LC,
  ADJ_TGTW_MC,
  ADJ_TGTW_HC,
  ADJ_TGTW_SK,
} AdjTgtwUnitType;

#define ADJ_TGTW_N_UNIT_TYPES 7
/* A set of unit types, one bit per AdjTgtwUnitType. */
#define ADJ_TGTW_TYPE_BIT(t) (1u << (t))

const char *adj_tgtw_unit_type_to_string (AdjTgtwUnitType type);   /* "LI" */
const char *adj_tgtw_unit_type_name (AdjTgtwUnitType type);        /* "Light Infantry", translated */
gboolean    adj_tgtw_unit_type_from_string (const char *id, AdjTgtwUnitType *out);
gboolean    adj_tgtw_unit_type_is_cavalry (AdjTgtwUnitType type);
gboolean    adj_tgtw_unit_type_is_infantry (AdjTgtwUnitType type);

/* 5.1: missile weapons (the PDT's rows). */
typedef enum {
  ADJ_TGTW_JAVELIN,
  ADJ_TGTW_SHORTBOW,
  ADJ_TGTW_LONGBOW,
  ADJ_TGTW_COMPOSITE,
  ADJ_TGTW_SLING,
} AdjTgtwWeapon;

#define ADJ_TGTW_N_WEAPONS 5

const char *adj_tgtw_weapon_to_string (AdjTgtwWeapon weapon);      /* "shortbow" */
gboolean    adj_tgtw_weapon_from_string (const char *id, AdjTgtwWeapon *out);

/* 5.2: target formations (the TDT's rows). */
#define ADJ_TGTW_N_FORMATIONS 7
const char *adj_tgtw_formation_to_string (int formation);          /* "hoplitic_phalanx" */
int         adj_tgtw_formation_from_string (const char *id);       /* -1 when unknown */

/* What a missile or melee result does to one unit (5.3, MCT2): the
 * letters of the printed cells. Eng. is apart (both units at once). */
typedef enum {
  ADJ_TGTW_HIT_NONE,   /* "-" (or a blank MFT cell) */
  ADJ_TGTW_HIT_D,      /* disordered */
  ADJ_TGTW_HIT_R,      /* routed unless it passes a morale check */
  ADJ_TGTW_HIT_E,      /* eliminated */
} AdjTgtwHit;

#define ADJ_TGTW_N_HITS 4
const char *adj_tgtw_hit_to_string (AdjTgtwHit hit);               /* "-", "D", "R", "E" */

/* A unit's state (3.0, 7.0, 8.0). */
typedef enum {
  ADJ_TGTW_ORDERED,
  ADJ_TGTW_DISORDERED,
  ADJ_TGTW_ROUTED,
  ADJ_TGTW_ELIMINATED,
} AdjTgtwStatus;

const char *adj_tgtw_status_to_string (AdjTgtwStatus status);      /* "ordered" */
const char *adj_tgtw_status_name (AdjTgtwStatus status);           /* translated */

/* A leader's state (9.0). */
typedef enum {
  ADJ_TGTW_LEADER_ACTIVE,
  ADJ_TGTW_LEADER_WOUNDED,
  ADJ_TGTW_LEADER_CAPTURED,
  ADJ_TGTW_LEADER_KILLED,
  ADJ_TGTW_LEADER_RESERVE,   /* a replacement not yet in play */
} AdjTgtwLeaderStatus;

const char *adj_tgtw_leader_status_to_string (AdjTgtwLeaderStatus status);
const char *adj_tgtw_leader_status_name (AdjTgtwLeaderStatus status);

/* 9.0: what a leader casualty roll gives. */
typedef enum {
  ADJ_TGTW_FATE_NONE,
  ADJ_TGTW_FATE_WOUNDED,
  ADJ_TGTW_FATE_CAPTURED,
  ADJ_TGTW_FATE_KILLED,
} AdjTgtwFate;

#define ADJ_TGTW_N_FATES 4
const char *adj_tgtw_fate_to_string (AdjTgtwFate fate);            /* "none", "wounded", ... */

/* The columns of the melee leader casualty table (9.0). */
typedef enum {
  ADJ_TGTW_CASUALTY_ENG,
  ADJ_TGTW_CASUALTY_D,
  ADJ_TGTW_CASUALTY_R,
  ADJ_TGTW_CASUALTY_E,
} AdjTgtwCasualtyColumn;

#define ADJ_TGTW_N_CASUALTY_COLUMNS 4
const char *adj_tgtw_casualty_column_to_string (AdjTgtwCasualtyColumn col);  /* "Eng", "D", "R", "E" */
gboolean    adj_tgtw_casualty_column_from_string (const char *id, AdjTgtwCasualtyColumn *out);

/* MCT2 columns A..G as 0..6. */
#define ADJ_TGTW_N_MCT2_COLUMNS 7
char adj_tgtw_column_letter (int column);

G_END_DECLS
