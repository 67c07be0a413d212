/* The printed tables of The Glory that Was, typed (docs/tgtw.md).
 *
 * The tables are data: data/tgtw/charts/tgtw-*.json, every cell printed in
 * the rulebook ("rulebook" with the table's name as cite). The engine has
 * the same files built in (adj_tgtw_charts_new), so a scenario and its
 * game state need no file at run time; adj_tgtw_charts_load_dir reads the
 * installed copies, which the tests hold to the built-in ones.
 *
 * Loading checks each table's shape (its rows and columns, in order) and
 * reads every cell into the calculators' terms; the error names the
 * table, the row and the column. Every lookup can give back the cell it
 * read, so a caller can always show where a number comes from.
 */
#pragma once

#include <glib.h>

#include "core/chart.h"
#include "core/ratio.h"
#include "tgtw/types.h"

G_BEGIN_DECLS

typedef enum {
  ADJ_TGTW_CHART_PDT,             /* 5.1 */
  ADJ_TGTW_CHART_TDT,             /* 5.2 */
  ADJ_TGTW_CHART_MFT,             /* 5.3 */
  ADJ_TGTW_CHART_TEC,             /* 6.3 */
  ADJ_TGTW_CHART_MCT1,            /* 7.0 */
  ADJ_TGTW_CHART_MCT2,            /* 7.0 */
  ADJ_TGTW_CHART_MCT1_TYPES,      /* 7.0, optional */
  ADJ_TGTW_CHART_LEADER_MELEE,    /* 9.0 */
  ADJ_TGTW_CHART_LEADER_MISSILE,  /* 9.0 */
  ADJ_TGTW_CHART_MORALE_LOSS,     /* 10.0 */
  ADJ_TGTW_CHART_CARDS,           /* 11.0 */
  ADJ_TGTW_CHART_TACTICAL_POINTS, /* 12.0 */
} AdjTgtwChartId;

#define ADJ_TGTW_N_CHARTS 12

/* "tgtw-pdt": the chart's id and file name (without ".json"). */
const char *adj_tgtw_chart_id_to_string (AdjTgtwChartId id);

/* 5.1: what the range does to a firer's printed strength. */
typedef enum {
  ADJ_TGTW_PDT_PROHIBITED,  /* "P", or a blank cell: no fire at that range */
  ADJ_TGTW_PDT_DOUBLE,
  ADJ_TGTW_PDT_NORMAL,
  ADJ_TGTW_PDT_HALVED,      /* rounded down, at least 1 */
  ADJ_TGTW_PDT_THIRD,       /* rounded down, at least 1 */
} AdjTgtwPdtEffect;

#define ADJ_TGTW_PDT_RANGES 5
#define ADJ_TGTW_MFT_DIE 6
#define ADJ_TGTW_MFT_COLUMNS 10
#define ADJ_TGTW_MCT1_ROWS 9
#define ADJ_TGTW_MCT1_COLUMNS 14
#define ADJ_TGTW_MCT2_ROWS 15      /* "1-", 2..14, "15+" */
#define ADJ_TGTW_N_CARDS 7
#define ADJ_TGTW_N_TERRAINS 7      /* TEC columns after Basic Movement */

/* One MCT2 cell: the attacker's result / the defender's, or Eng. */
typedef struct {
  AdjTgtwHit attacker, defender;
  gboolean engaged;
} AdjTgtwMct2Result;

/* One TEC cell. */
typedef enum {
  ADJ_TGTW_TEC_COST,        /* a number: the MPs to enter */
  ADJ_TGTW_TEC_EXTRA,       /* "+N" (or a plain number in the uphill, downhill, river columns): N more MPs */
  ADJ_TGTW_TEC_PROHIBITED,  /* "P" */
  ADJ_TGTW_TEC_ALL_MP,      /* "A": all its MPs to cross */
} AdjTgtwTecKind;

typedef struct {
  AdjTgtwTecKind kind;
  int mp;
} AdjTgtwTecEntry;

/* 10.0: the rows of the morale loss points. */
typedef enum {
  ADJ_TGTW_LOSS_ELIMINATED,
  ADJ_TGTW_LOSS_ROUTED,
  ADJ_TGTW_LOSS_DISORDERED,
  ADJ_TGTW_LOSS_CAPTURED,
  ADJ_TGTW_LOSS_WOUNDED,
  ADJ_TGTW_LOSS_KILLED,
} AdjTgtwLoss;

#define ADJ_TGTW_N_LOSSES 6

/* 11.0: a tactical card. */
typedef struct {
  const char *name;  /* as printed: "Furious Assault" */
  int morale;        /* the card's morale differential */
  guint types;       /* ADJ_TGTW_TYPE_BIT of the unit types it is for */
} AdjTgtwCard;

/* 12.0: what tactical points buy. */
typedef enum {
  ADJ_TGTW_TP_DIE,         /* +1 to a die roll, before it */
  ADJ_TGTW_TP_MCT1,        /* one MCT1 column in one's favour */
  ADJ_TGTW_TP_MCT2_SHIFT,  /* one MCT2 column in one's favour, after the roll */
  ADJ_TGTW_TP_MCT2_DIE,    /* one more MCT2 die, before the roll */
} AdjTgtwTpOption;

#define ADJ_TGTW_N_TP_OPTIONS 4

typedef struct _AdjTgtwCharts AdjTgtwCharts;

/* The built-in printed tables. */
AdjTgtwCharts *adj_tgtw_charts_new (GError **error);
/* The tables among @charts (adj_chart_load_dir); each must be there. */
AdjTgtwCharts *adj_tgtw_charts_new_from_list (GPtrArray *charts, GError **error);
/* The tgtw-*.json files in @dir (the installed data/tgtw/charts). */
AdjTgtwCharts *adj_tgtw_charts_load_dir (const char *dir, GError **error);
AdjTgtwCharts *adj_tgtw_charts_ref (AdjTgtwCharts *charts);
void           adj_tgtw_charts_unref (AdjTgtwCharts *charts);

const AdjChart *adj_tgtw_charts_get (const AdjTgtwCharts *charts, AdjTgtwChartId id);

/* 5.1. @range outside 1..5 is prohibited (with *cell NULL). */
AdjTgtwPdtEffect adj_tgtw_charts_pdt (const AdjTgtwCharts *charts, AdjTgtwWeapon weapon, int range,
                                      const AdjChartCell **cell);
/* A printed strength after the PDT (0 when prohibited). */
int              adj_tgtw_pdt_apply (AdjTgtwPdtEffect effect, int strength);
const char      *adj_tgtw_pdt_effect_to_string (AdjTgtwPdtEffect effect);  /* "Halved" */
/* 5.2: columns to the right (negative: left). */
int              adj_tgtw_charts_tdt (const AdjTgtwCharts *charts, int formation, const AdjChartCell **cell);
/* 5.3: @die 1..6, @column 1..10. */
AdjTgtwHit       adj_tgtw_charts_mft (const AdjTgtwCharts *charts, int die, int column,
                                      const AdjChartCell **cell);
/* 6.3: @terrain 0..6 = clear, rough, swamp, uphill, downhill, river, wood. */
int              adj_tgtw_charts_tec_movement (const AdjTgtwCharts *charts, AdjTgtwUnitType type,
                                               const AdjChartCell **cell);
AdjTgtwTecEntry  adj_tgtw_charts_tec (const AdjTgtwCharts *charts, AdjTgtwUnitType type, guint terrain,
                                      const AdjChartCell **cell);
const char      *adj_tgtw_terrain_to_string (guint terrain);  /* "clear" */

/* MCT1's strength ratios (rows) and morale ratios (columns), ascending. */
const AdjRatio  *adj_tgtw_charts_mct1_strengths (const AdjTgtwCharts *charts);
const AdjRatio  *adj_tgtw_charts_mct1_morales (const AdjTgtwCharts *charts);
/* The MCT2 column (0..6 = A..G) at strength row @row, morale column @col. */
int              adj_tgtw_charts_mct1 (const AdjTgtwCharts *charts, guint row, guint col,
                                       const AdjChartCell **cell);
/* MCT2 row of a dice total: "1-" for 1 or less, "15+" for 15 or more. */
guint            adj_tgtw_mct2_row (int total);
const AdjTgtwMct2Result *adj_tgtw_charts_mct2 (const AdjTgtwCharts *charts, guint row, guint col,
                                               const AdjChartCell **cell);
/* The printed text of an MCT2 cell ("D/R", "Eng."). */
const char      *adj_tgtw_charts_mct2_text (const AdjTgtwCharts *charts, guint row, guint col);
/* The optional MCT1 tactical differential: strength-ratio rows to shift
 * ("-" reads 0). Skirmishers have no row or column: 0 and *cell NULL. */
int              adj_tgtw_charts_type_shift (const AdjTgtwCharts *charts, AdjTgtwUnitType attacker,
                                             AdjTgtwUnitType defender, const AdjChartCell **cell);

/* 9.0: the leader's fate on a d10 @roll (1..10). */
AdjTgtwFate      adj_tgtw_charts_leader_melee (const AdjTgtwCharts *charts, AdjTgtwCasualtyColumn column,
                                               int roll, const AdjChartCell **cell);
AdjTgtwFate      adj_tgtw_charts_leader_missile (const AdjTgtwCharts *charts, int roll,
                                                 const AdjChartCell **cell);

/* 10.0: morale loss points of a unit of @strength (ELIMINATED, ROUTED,
 * DISORDERED) or a leader of @stars (CAPTURED, WOUNDED, KILLED). */
int              adj_tgtw_charts_loss (const AdjTgtwCharts *charts, AdjTgtwLoss loss, int strength_or_stars);

/* 11.0: card @n (1..7), or NULL. */
const AdjTgtwCard *adj_tgtw_charts_card (const AdjTgtwCharts *charts, int n);

/* 12.0: the points an option costs; the most +1s on one roll. */
int              adj_tgtw_charts_tp_cost (const AdjTgtwCharts *charts, AdjTgtwTpOption option);
int              adj_tgtw_charts_tp_die_limit (const AdjTgtwCharts *charts);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjTgtwCharts, adj_tgtw_charts_unref)

G_END_DECLS
