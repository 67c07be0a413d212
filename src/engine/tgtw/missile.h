/* Missile fire (5.0-5.3): the potentials of every unit firing at one hex
 * after the PDT, summed, the TDT's shift (optional), and the MFT's result
 * for each face of the d6, with its exact chance. */
#pragma once

#include <glib.h>

#include "tgtw/charts.h"

G_BEGIN_DECLS

#define ADJ_TGTW_MAX_FIRERS 32

typedef struct {
  AdjTgtwWeapon weapon;
  int strength;      /* as printed, 1..99 */
  int range;         /* hexes to the target, 1.. */
  const char *name;  /* for the modifier texts; NULL: the weapon */
} AdjTgtwFirer;

typedef struct {
  const AdjTgtwFirer *firers;
  guint n_firers;
  int formation;           /* the target's TDT row (5.2, optional), or -1 */
  int plus;                /* 12.0 (1): +1 on the d6 per tactical point, at most the table's limit */
  gboolean target_routed;  /* 7.0: any D, R or E eliminates it */
} AdjTgtwMissileInput;

typedef struct {
  AdjTgtwPdtEffect pdt[ADJ_TGTW_MAX_FIRERS];
  int potentials[ADJ_TGTW_MAX_FIRERS];     /* each firer after the PDT */
  const AdjChartCell *pdt_cells[ADJ_TGTW_MAX_FIRERS];
  int potential;                           /* summed (5.0) */
  int shift;                               /* TDT columns, + to the right */
  const AdjChartCell *tdt_cell;            /* NULL without the TDT */
  int column;                              /* the MFT column read, 1..10 */
  GArray *modifiers;                       /* AdjModifier: PDT, TDT, column limits, die */
  AdjTgtwHit printed[ADJ_TGTW_MFT_DIE];    /* the cell each face reads */
  AdjTgtwHit effect[ADJ_TGTW_MFT_DIE];     /* what it does (7.0 on a routed target) */
  guint printed_counts[ADJ_TGTW_N_HITS];   /* faces of 6, by AdjTgtwHit */
  guint effect_counts[ADJ_TGTW_N_HITS];
} AdjTgtwMissileResult;

gboolean adj_tgtw_missile_resolve (const AdjTgtwCharts *charts, const AdjTgtwMissileInput *in,
                                   AdjTgtwMissileResult *out, GError **error);
/* The MFT row a rolled @face reads with @plus (an adjusted roll over 6 reads 6). */
int      adj_tgtw_missile_row (int face, int plus);
void     adj_tgtw_missile_result_clear (AdjTgtwMissileResult *result);

G_END_DECLS
