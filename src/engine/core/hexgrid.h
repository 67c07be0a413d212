/* The hex grid of a Glory map: 4-digit CCRR ids, flat-topped hexes standing
 * in vertical columns, every other column half a hex lower (a map setting).
 *
 * Rows grow downwards. Internally hexes convert to cube coordinates, where
 * distance and lines are simple; the offset layout only matters at the edges.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  int col;
  int row;
} AdjHex;

/* Which columns sit half a hex lower than their neighbours. The 9.4 Antietam
 * examples (2110..2707 is a straight line) imply odd columns: the default. */
typedef enum {
  ADJ_SHIFT_ODD = 0,
  ADJ_SHIFT_EVEN = 1,
} AdjColumnShift;

/* The six hexsides of a flat-topped hex, clockwise from the top. */
typedef enum {
  ADJ_DIR_N = 0,
  ADJ_DIR_NE,
  ADJ_DIR_SE,
  ADJ_DIR_S,
  ADJ_DIR_SW,
  ADJ_DIR_NW,
} AdjHexDir;

#define ADJ_HEX_DIRS 6
#define ADJ_HEX_ID_SIZE 5 /* "CCRR" and the NUL */

typedef struct {
  int first_col, last_col;
  int first_row, last_row;
  AdjColumnShift shift;
} AdjHexGrid;

gboolean    adj_hex_parse (const char *text, AdjHex *out, GError **error);
const char *adj_hex_format (AdjHex hex, char buf[ADJ_HEX_ID_SIZE]);
gboolean    adj_hex_equal (AdjHex a, AdjHex b);
int         adj_hex_compare (AdjHex a, AdjHex b);

gboolean       adj_column_shift_from_string (const char *text, AdjColumnShift *out, GError **error);
const char    *adj_column_shift_to_string (AdjColumnShift shift);
const char    *adj_hex_dir_to_string (AdjHexDir dir);

/* A grid with the whole 00..99 id space (no map bounds). */
void     adj_hexgrid_init_unbounded (AdjHexGrid *grid, AdjColumnShift shift);
void     adj_hexgrid_init (AdjHexGrid *grid, int first_col, int last_col,
                           int first_row, int last_row, AdjColumnShift shift);
gboolean adj_hexgrid_contains (const AdjHexGrid *grid, AdjHex hex);
/* Errors name the map's bounds, e.g. "hex 6101 is not on this map (columns 01-60, rows 01-45)". */
gboolean adj_hexgrid_check (const AdjHexGrid *grid, AdjHex hex, GError **error);
/* Parses and checks against the bounds in one go. */
gboolean adj_hexgrid_parse_hex (const AdjHexGrid *grid, const char *text, AdjHex *out,
                                GError **error);
guint    adj_hexgrid_size (const AdjHexGrid *grid);

/* The hex across @dir; may lie off the map (check with adj_hexgrid_contains). */
AdjHex adj_hexgrid_neighbour (const AdjHexGrid *grid, AdjHex hex, AdjHexDir dir);
/* The hexside of @from that @to lies across, or -1 when not adjacent. */
int    adj_hexgrid_direction (const AdjHexGrid *grid, AdjHex from, AdjHex to);
int    adj_hexgrid_distance (const AdjHexGrid *grid, AdjHex a, AdjHex b);

/* Rule 7.11: a unit faces a hexside; the three hexes ahead are frontal, the
 * three behind are rear. */
void adj_hexgrid_frontal (const AdjHexGrid *grid, AdjHex hex, AdjHexDir facing, AdjHex out[3]);
void adj_hexgrid_rear (const AdjHexGrid *grid, AdjHex hex, AdjHexDir facing, AdjHex out[3]);
gboolean adj_hexgrid_is_frontal (const AdjHexGrid *grid, AdjHex hex, AdjHexDir facing,
                                 AdjHex other);

/* Cube coordinates, for modules that do geometry (hex lines, LOS drawing). */
typedef struct {
  int x, y, z;
} AdjCube;

AdjCube adj_hexgrid_to_cube (const AdjHexGrid *grid, AdjHex hex);
AdjHex  adj_hexgrid_from_cube (const AdjHexGrid *grid, AdjCube cube);

G_END_DECLS
