/* The typed chart set and the readers of its cells (charts.c, chartread.c). */
#pragma once

#include "tgtw/charts.h"

G_BEGIN_DECLS

typedef struct {
  int per, plus;
  int minimum;     /* G_MININT: none */
  int zero_stars;  /* -1: not a leader row */
} AdjTgtwLossRow;

struct _AdjTgtwCharts {
  gatomicrefcount ref;
  AdjChart *charts[ADJ_TGTW_N_CHARTS];
  AdjTgtwPdtEffect pdt[ADJ_TGTW_N_WEAPONS][ADJ_TGTW_PDT_RANGES];
  int tdt[ADJ_TGTW_N_FORMATIONS];
  AdjTgtwHit mft[ADJ_TGTW_MFT_DIE][ADJ_TGTW_MFT_COLUMNS];
  int tec_basic[ADJ_TGTW_N_UNIT_TYPES];
  AdjTgtwTecEntry tec[ADJ_TGTW_N_UNIT_TYPES][ADJ_TGTW_N_TERRAINS];
  AdjRatio strengths[ADJ_TGTW_MCT1_ROWS], morales[ADJ_TGTW_MCT1_COLUMNS];
  int mct1[ADJ_TGTW_MCT1_ROWS][ADJ_TGTW_MCT1_COLUMNS];
  AdjTgtwMct2Result mct2[ADJ_TGTW_MCT2_ROWS][ADJ_TGTW_N_MCT2_COLUMNS];
  int types[6][6];
  guint8 types_cell[6][6];          /* the cell read (for provenance) is always [r][c] */
  AdjTgtwFate leader_melee[ADJ_TGTW_N_CASUALTY_COLUMNS][11];  /* by roll 1..10 */
  guint8 leader_melee_row[ADJ_TGTW_N_CASUALTY_COLUMNS][11];   /* the row that gave it */
  AdjTgtwFate leader_missile[11];
  guint8 leader_missile_row[11];
  AdjTgtwLossRow loss[ADJ_TGTW_N_LOSSES];
  AdjTgtwCard cards[ADJ_TGTW_N_CARDS];
  int tp_cost[ADJ_TGTW_N_TP_OPTIONS];
  int tp_die_limit;
};

/* The keys a table must have, in order. */
gboolean adj_tgtw_chart_check_shape (const AdjChart *chart, const char *const *rows, guint n_rows,
                                     const char *const *cols, guint n_cols, GError **error);
/* A refusal that names the table, the row and the column. */
gboolean adj_tgtw_chart_cell_error (const AdjChart *chart, guint r, guint c, GError **error,
                                    const char *format, ...) G_GNUC_PRINTF (5, 6);

/* Cell readers: each refuses a cell of the wrong kind with the cell named. */
const char *adj_tgtw_read_text (const AdjChart *chart, guint r, guint c, GError **error);
gboolean    adj_tgtw_read_int (const AdjChart *chart, guint r, guint c, int min, int max, int *out,
                               GError **error);
/* A number, or the text "-" (*out = @dash). */
gboolean    adj_tgtw_read_int_or_dash (const AdjChart *chart, guint r, guint c, int min, int max,
                                       int dash, int *out, GError **error);
/* "7", "7-8" (d10 faces 1..10), or "-" (none: *lo > *hi). */
gboolean    adj_tgtw_read_faces (const AdjChart *chart, guint r, guint c, int *lo, int *hi,
                                 GError **error);
gboolean    adj_tgtw_read_pdt (const AdjChart *chart, guint r, guint c, AdjTgtwPdtEffect *out,
                               GError **error);
/* "1 left" = -1, "2 right" = +2. */
gboolean    adj_tgtw_read_shift (const AdjChart *chart, guint r, guint c, int *out, GError **error);
/* "" (blank), "D", "R" or "E". */
gboolean    adj_tgtw_read_mft (const AdjChart *chart, guint r, guint c, AdjTgtwHit *out, GError **error);
/* "D/R", "-/E", "Eng.". */
gboolean    adj_tgtw_read_mct2 (const AdjChart *chart, guint r, guint c, AdjTgtwMct2Result *out,
                                GError **error);
/* A letter A..G. */
gboolean    adj_tgtw_read_letter (const AdjChart *chart, guint r, guint c, int *out, GError **error);
gboolean    adj_tgtw_read_tec (const AdjChart *chart, guint r, guint c, gboolean extra_column,
                               AdjTgtwTecEntry *out, GError **error);
/* "LI LC": unit type ids separated by spaces. */
gboolean    adj_tgtw_read_types (const AdjChart *chart, guint r, guint c, guint *out, GError **error);

G_END_DECLS
