/* The Fixed Glory variant: one fire table for every fire, given
 * by a formula, and its melee changes.
 *
 * Firepower (FP) per firing SP: good-order infantry or dismounted cavalry 2
 * (1 from a town), disordered infantry and good-order mounted cavalry 1,
 * disordered mounted cavalry 1/2 (rounded up); artillery its SPs plus the
 * worst range DRM of its guns, never more than doubling them. At most 4 SP
 * fire from a hex and at most 24 FP hit a hex. The to-hit roll plus terrain
 * DRMs, pegged to 0-9: 9 misses, at most (FP-12)/3 rounded down disorders,
 * at most FP is a morale check, anything else misses.
 */
#pragma once

#include <glib.h>

#include "glory/chargeinput.h"
#include "glory/combatchart.h"

G_BEGIN_DECLS

#define ADJ_FIXED_MAX_HEX_SP 4
#define ADJ_FIXED_MAX_FP 24
#define ADJ_FIXED_MAX_HEXES 6

typedef enum {
  ADJ_FIXED_MISS,
  ADJ_FIXED_CHECK,      /* every unit in the hex checks morale on one die */
  ADJ_FIXED_DISORDER,   /* automatic disorder */
} AdjFixedResult;

const char    *adj_fixed_result_to_string (AdjFixedResult result);

/* The fire phase a shot belongs to, for its rule checks (the Fixed Glory house rules'
 * sequence): artillery bombards at the start of its activation, before it
 * moves; after movement the non-phasing side fires at adjacent activated
 * enemies, then the phasing infantry and cavalry at adjacent enemies. */
typedef enum {
  ADJ_FIXED_PHASE_ANY,          /* not said: no phase checks */
  ADJ_FIXED_PHASE_BOMBARDMENT,
  ADJ_FIXED_PHASE_DEFENSIVE,
  ADJ_FIXED_PHASE_OFFENSIVE,
} AdjFixedPhase;

const char    *adj_fixed_phase_to_string (AdjFixedPhase phase);
/* The highest pegged roll that disorders outright; below 0 when none does. */
int            adj_fixed_auto_max (int fp);
AdjFixedResult adj_fixed_fire_result (int fp, int drm, int face);

typedef struct {
  char *hex_id;
  AdjCombatUnit units[ADJ_STACK_MAX_UNITS];
  guint n_units;
  gboolean town;        /* infantry and dismounted cavalry fire as if disordered */
  int range;            /* hexes from this hex to the target */
  int height;           /* artillery: levels above the target (range 2 or more) */
} AdjFixedHex;

typedef struct {
  AdjFixedHex hexes[ADJ_FIXED_MAX_HEXES];
  guint n_hexes;
  char **terrain;       /* glory3-fixed-drm keys: "woods", "mounted-cavalry", ... */
  guint n_terrain;
  GArray *modifiers;    /* further to-hit DRMs (AdjModifier); may be NULL */
  int cohesion[ADJ_STACK_MAX_UNITS]; /* units in the target hex, for morale checks */
  gboolean disordered[ADJ_STACK_MAX_UNITS];
  guint n_targets;
  char *range_chart;    /* NULL: the default */
  gboolean has_roll, has_check_roll;
  int roll, check_roll;
  AdjFixedPhase phase;  /* ANY: no phase checks */
} AdjFixedFireInput;

typedef struct {
  int fp;               /* after the 24 cap */
  int raw_fp;
  int drm;
  GArray *firepower;    /* AdjModifier: the FP of each firing unit, with its reason */
  GArray *modifiers;    /* AdjModifier: to-hit DRMs */
  GArray *notes;        /* AdjCombatNote */
  AdjFixedResult face_result[10];
  double p_miss, p_check, p_disorder;
  double p_unit_disordered[ADJ_STACK_MAX_UNITS]; /* per target unit, checks included */
  gboolean has_roll;
  AdjFixedResult result;
  gboolean has_check_roll;
  int check_roll;       /* with has_check_roll: the check die, one for the hex */
  gboolean unit_fails[ADJ_STACK_MAX_UNITS];
} AdjFixedFireResult;

void     adj_fixed_fire_input_clear (AdjFixedFireInput *input);
void     adj_fixed_fire_result_clear (AdjFixedFireResult *result);

/* The table for a known FP and to-hit DRM (the CLI's fixed-fire). */
void     adj_fixed_fire_table (int fp, int drm, AdjFixedFireResult *result);
gboolean adj_fixed_fire_resolve (const AdjFixedFireInput *input, const AdjCombatCharts *charts,
                                 AdjFixedFireResult *result, GError **error);

/* The FP one hex puts out (4 SP at most), its parts added to @parts. */
gboolean adj_fixed_hex_firepower (const AdjFixedHex *hex, const AdjCombatCharts *charts,
                                  const char *range_chart, int *fp, GArray *parts,
                                  GArray *notes, GError **error);

/* Melee: artillery counts 1 SP when charged through a rear hexside or
 * disordered, else half its FP at one hex, rounded up. */
gboolean adj_fixed_artillery_melee (const AdjCombatCharts *charts, const char *range_chart,
                                    const AdjCombatUnit *gun, gboolean through_rear,
                                    int *strength, GError **error);
/* -1 when every charging hex is in the open, -1 when any crosses a bridge. */
gboolean adj_fixed_melee_drms (const AdjChargeInput *input, const AdjCombatCharts *charts,
                               guint active, GArray *mods, GError **error);

G_END_DECLS
