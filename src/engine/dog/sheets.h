/* The player's own reference sheets. Days of Glory prints its morale test
 * factors and results, shooting, close assault and movement charts on
 * reference sheets, not in the rules; the player types them in once, they
 * are kept across games in his data dir (core/paths.h), and every value
 * from them is shown as his (ADJ_CELL_USER), never as printed.
 *
 * File format "adjutant-dog-sheets" (docs/dog.md). */
#pragma once

#include <glib.h>
#include <json-c/json.h>

#include "core/chart.h"
#include "dog/types.h"

G_BEGIN_DECLS

#define ADJ_DOG_SHEETS_FORMAT "adjutant-dog-sheets"
#define ADJ_DOG_SHEETS_FILE "dog-sheets.json"
#define ADJ_DOG_MAX_FACTORS 200
#define ADJ_DOG_MAX_SHEET_TABLES 50
#define ADJ_DOG_MAX_SHEET_COLUMNS 30
#define ADJ_DOG_MAX_SHEET_ROWS 100
#define ADJ_DOG_MAX_FACTOR 99

/* What of the testing unit a factor of the player's table counts, so the
 * app fills its count from the unit (moralefrom.c); NONE: the player
 * counts it himself (a factor the app cannot know, as terrain). */
typedef enum {
  ADJ_DOG_FROM_NONE,
  ADJ_DOG_FROM_CLASS_1,          /* 8: the unit's class rating */
  ADJ_DOG_FROM_CLASS_2,
  ADJ_DOG_FROM_CLASS_3,
  ADJ_DOG_FROM_CLASS_4,
  ADJ_DOG_FROM_DISORDERED,       /* 18.2.8 */
  ADJ_DOG_FROM_SHAKEN,           /* 18.2.8 */
  ADJ_DOG_FROM_ROUTING,          /* 18.4.14 */
  ADJ_DOG_FROM_HALTED,           /* 18.2.9 */
  ADJ_DOG_FROM_STANDS_LOST,      /* once per stand lost in the battle */
  ADJ_DOG_FROM_STANDS_LOST_PHASE,/* once per stand lost this phase (18.3) */
  ADJ_DOG_FROM_UNDER_HALF,       /* under half its starting stands */
  ADJ_DOG_FROM_CAVALRY,          /* the unit's arm */
  ADJ_DOG_FROM_GENERAL_INEPT,    /* 15.1: its commanding general's quality */
  ADJ_DOG_FROM_GENERAL_CAPABLE,
  ADJ_DOG_FROM_GENERAL_EXCEPTIONAL,
  ADJ_DOG_FROM_NO_GENERAL,       /* 15.3: its general lost, or none */
} AdjDogFactorFrom;
#define ADJ_DOG_N_FROM 17

/* A row of the morale test factors table: its value for each test it
 * applies to (18.2: to charge, being charged, casualties from shooting,
 * charge home, rally), and what of the unit it counts. */
typedef struct {
  char *text;
  gboolean applies[ADJ_DOG_N_TESTS];
  int value[ADJ_DOG_N_TESTS];
  AdjDogFactorFrom from;
} AdjDogFactor;

/* Which part of the game a chart is for. */
typedef enum {
  ADJ_DOG_AREA_MORALE,
  ADJ_DOG_AREA_SHOOTING,
  ADJ_DOG_AREA_CLOSE_ASSAULT,
  ADJ_DOG_AREA_MOVEMENT,
  ADJ_DOG_AREA_OTHER,
} AdjDogSheetArea;
#define ADJ_DOG_N_AREAS 5

/* Any other chart, as the sheet lays it out: column heads and rows of
 * text cells (a cell may be empty). Shown, not computed with. */
typedef struct {
  char *title;
  AdjDogSheetArea area;
  GPtrArray *columns;  /* char * */
  GPtrArray *rows;     /* GPtrArray of char *, each as long as columns */
} AdjDogSheetTable;

/* A row of the player's close assault result table (18.5, 18.5.1): what
 * winning by @margin or more (up to the next row's margin) does. */
typedef struct {
  int margin;   /* 1 .. ADJ_DOG_MAX_MARGIN */
  char *text;
} AdjDogAssaultRow;
#define ADJ_DOG_MAX_MARGIN 30
#define ADJ_DOG_MAX_ASSAULT_ROWS 30

/* The player's shooting charts (18.3), typed from his Small Arms and
 * Artillery charts: for a table (small arms: a block of 4, 3 or 2 stands;
 * artillery: one gun model) and a range band, the dice a block rolls and
 * the lowest face that hits each target class (14). 0: not typed yet, so
 * asked for, never invented. sheetsfire.c. */
typedef enum {
  ADJ_DOG_CHART_SMALL_ARMS,
  ADJ_DOG_CHART_ARTILLERY,
} AdjDogFireChart;
#define ADJ_DOG_N_CHARTS 2

typedef enum {
  ADJ_DOG_TARGET_DISPERSED,   /* 14.1 */
  ADJ_DOG_TARGET_LINE,        /* 14.2 */
  ADJ_DOG_TARGET_DENSE,       /* 14.3 */
  ADJ_DOG_TARGET_FAST,        /* 14.4 */
  ADJ_DOG_TARGET_LIGHT_COVER, /* 14.5 */
  ADJ_DOG_TARGET_HEAVY_COVER, /* 14.6 */
} AdjDogTarget;
#define ADJ_DOG_N_TARGETS 6

typedef struct {
  AdjDogFireChart chart;
  int stands;                 /* small arms 2-4; artillery 1 (a gun) */
  char *range;                /* the band as the sheet words it */
  int dice;                   /* a block's dice, 1..ADJ_DOG_MAX_BLOCK_DICE; 0: not typed */
  int hit[ADJ_DOG_N_TARGETS]; /* 1-6; 0: not typed */
} AdjDogFireRow;
#define ADJ_DOG_MAX_FIRE_ROWS 200
#define ADJ_DOG_MAX_BLOCK_DICE 12

typedef struct {
  GArray *factors;                      /* AdjDogFactor */
  GArray *fire_rows;                    /* AdjDogFireRow, in the order typed */
  GArray *assault_rows;                 /* AdjDogAssaultRow, by margin */
  char *assault_tie;                    /* what a tie does; NULL: not entered */
  char *pass_text[ADJ_DOG_N_TESTS];     /* the morale test results table; NULL: not entered */
  char *fail_text[ADJ_DOG_N_TESTS];
  GPtrArray *tables;                    /* AdjDogSheetTable * */
} AdjDogSheets;

AdjDogSheets *adj_dog_sheets_new (void);
void          adj_dog_sheets_free (AdjDogSheets *sheets);

/* Nothing is kept unless the whole file is valid. */
AdjDogSheets *adj_dog_sheets_load_data (const char *text, gsize len, const char *what, GError **error);
/* A missing file gives empty sheets, not an error. */
AdjDogSheets *adj_dog_sheets_load_file (const char *path, GError **error);
json_object  *adj_dog_sheets_to_json (const AdjDogSheets *sheets);
gboolean      adj_dog_sheets_save_file (const AdjDogSheets *sheets, const char *path, GError **error);
/* The player's own file: $XDG_DATA_HOME/adjutant/dog-sheets.json. */
char         *adj_dog_sheets_user_path (void);

/* Every value in the sheets is the player's. */
static inline AdjCellSource
adj_dog_sheets_source (void)
{
  return ADJ_CELL_USER;
}

/* Editing, each checked as the loader checks (the app's sheet editor). */
gboolean      adj_dog_sheets_add_factor (AdjDogSheets *sheets, const char *text, GError **error);
gboolean      adj_dog_sheets_set_factor (AdjDogSheets *sheets, guint factor, AdjDogTest test, gboolean applies,
                                         int value, GError **error);
/* The factor's text as the sheet words it. */
gboolean      adj_dog_sheets_set_factor_text (AdjDogSheets *sheets, guint factor, const char *text, GError **error);
void          adj_dog_sheets_remove_factor (AdjDogSheets *sheets, guint factor);
/* What of the unit the factor counts (ADJ_DOG_FROM_NONE: the player's count). */
gboolean      adj_dog_sheets_set_factor_from (AdjDogSheets *sheets, guint factor, AdjDogFactorFrom from,
                                              GError **error);
/* @pass, @fail: the sheet's result texts (NULL clears one). */
gboolean      adj_dog_sheets_set_result (AdjDogSheets *sheets, AdjDogTest test, const char *pass, const char *fail,
                                         GError **error);
/* The close assault result table (sheetsassault.c): a row for a margin
 * not yet in it (kept in order of margin), its removal, the tie's text
 * (NULL clears it). */
gboolean      adj_dog_sheets_add_assault_row (AdjDogSheets *sheets, int margin, const char *text, GError **error);
void          adj_dog_sheets_remove_assault_row (AdjDogSheets *sheets, guint row);
gboolean      adj_dog_sheets_set_assault_tie (AdjDogSheets *sheets, const char *text, GError **error);

/* The shooting charts (sheetsfire.c): the row of a table and band, or
 * -1; a block's dice and a target class's hit number, the row made when
 * the first of its values is typed; 0 clears a value. */
int           adj_dog_sheets_find_fire_row (const AdjDogSheets *sheets, AdjDogFireChart chart, int stands,
                                            const char *range);
gboolean      adj_dog_sheets_set_fire_dice (AdjDogSheets *sheets, AdjDogFireChart chart, int stands,
                                            const char *range, int dice, GError **error);
gboolean      adj_dog_sheets_set_fire_hit (AdjDogSheets *sheets, AdjDogFireChart chart, int stands,
                                           const char *range, AdjDogTarget target, int hit, GError **error);
void          adj_dog_sheets_remove_fire_row (AdjDogSheets *sheets, guint row);
/* The range bands of a chart, each once, in the order typed (NULL-ended;
 * the strings are the sheet's). */
const char  **adj_dog_sheets_fire_ranges (const AdjDogSheets *sheets, AdjDogFireChart chart);

/* "small-arms", "line", "light-cover"; -1 unknown; names translated. */
const char   *adj_dog_chart_to_string (AdjDogFireChart chart);
int           adj_dog_chart_from_string (const char *id);
const char   *adj_dog_chart_name (AdjDogFireChart chart);
const char   *adj_dog_target_to_string (AdjDogTarget target);
int           adj_dog_target_from_string (const char *id);
const char   *adj_dog_target_name (AdjDogTarget target);

/* A new chart with @n_columns heads; returns its index. */
gboolean      adj_dog_sheets_add_table (AdjDogSheets *sheets, const char *title, AdjDogSheetArea area,
                                        const char *const *columns, guint *index, GError **error);
gboolean      adj_dog_sheets_add_row (AdjDogSheets *sheets, guint table, const char *const *cells, GError **error);
gboolean      adj_dog_sheets_set_cell (AdjDogSheets *sheets, guint table, guint row, guint column, const char *text,
                                       GError **error);
gboolean      adj_dog_sheets_set_table (AdjDogSheets *sheets, guint table, const char *title, AdjDogSheetArea area,
                                        GError **error);
gboolean      adj_dog_sheets_set_column (AdjDogSheets *sheets, guint table, guint column, const char *text,
                                         GError **error);
void          adj_dog_sheets_remove_row (AdjDogSheets *sheets, guint table, guint row);
void          adj_dog_sheets_remove_table (AdjDogSheets *sheets, guint table);

/* "class-3", "stands-lost": as the sheets file names them; -1 unknown. */
const char   *adj_dog_from_to_string (AdjDogFactorFrom from);
int           adj_dog_from_from_string (const char *id);
/* "Class 3", "Each stand lost this phase" (translated). */
const char   *adj_dog_from_name (AdjDogFactorFrom from);

const char   *adj_dog_area_to_string (AdjDogSheetArea area);
const char   *adj_dog_area_name (AdjDogSheetArea area);
int           adj_dog_area_from_string (const char *id);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AdjDogSheets, adj_dog_sheets_free)

G_END_DECLS
