#include "core/hexgrid.h"

#include <stdlib.h>

#include "core/error.h"
#include "core/i18n.h"

/* Cube steps for N, NE, SE, S, SW, NW (x = column, z grows downwards). */
static const AdjCube cube_dirs[ADJ_HEX_DIRS] = {
  { 0, 1, -1 }, { 1, 0, -1 }, { 1, -1, 0 }, { 0, -1, 1 }, { -1, 0, 1 }, { -1, 1, 0 },
};

static const char *const dir_names[ADJ_HEX_DIRS] = { "N", "NE", "SE", "S", "SW", "NW" };

gboolean
adj_hex_parse (const char *text, AdjHex *out, GError **error)
{
  const char *t = text ? text : "";
  int digits = 0;

  /* Stop at the first non-digit: never read past a short string's NUL. */
  while (digits < 4 && g_ascii_isdigit (t[digits]))
    digits++;
  if (digits != 4 || t[4] != '\0')
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_PARSE,
                   _("'%s' is not a hex id: a hex id is 4 digits, column then row (e.g. 2312)"), t);
      return FALSE;
    }
  out->col = (t[0] - '0') * 10 + (t[1] - '0');
  out->row = (t[2] - '0') * 10 + (t[3] - '0');
  return TRUE;
}

const char *
adj_hex_format (AdjHex hex, char buf[ADJ_HEX_ID_SIZE])
{
  if (hex.col < 0 || hex.col > 99 || hex.row < 0 || hex.row > 99)
    g_strlcpy (buf, "????", ADJ_HEX_ID_SIZE);
  else
    g_snprintf (buf, ADJ_HEX_ID_SIZE, "%02d%02d", hex.col, hex.row);
  return buf;
}

gboolean
adj_hex_equal (AdjHex a, AdjHex b)
{
  return a.col == b.col && a.row == b.row;
}

int
adj_hex_compare (AdjHex a, AdjHex b)
{
  if (a.col != b.col)
    return a.col < b.col ? -1 : 1;
  if (a.row != b.row)
    return a.row < b.row ? -1 : 1;
  return 0;
}

gboolean
adj_column_shift_from_string (const char *text, AdjColumnShift *out, GError **error)
{
  if (g_strcmp0 (text, "odd") == 0)
    *out = ADJ_SHIFT_ODD;
  else if (g_strcmp0 (text, "even") == 0)
    *out = ADJ_SHIFT_EVEN;
  else
    {
      g_set_error (error, ADJ_ERROR, ADJ_ERROR_INVALID,
                   _("'%s' is not a column shift: say which columns sit lower, odd or even"),
                   text ? text : "");
      return FALSE;
    }
  return TRUE;
}

const char *
adj_column_shift_to_string (AdjColumnShift shift)
{
  return shift == ADJ_SHIFT_EVEN ? "even" : "odd";
}

const char *
adj_hex_dir_to_string (AdjHexDir dir)
{
  g_return_val_if_fail ((guint) dir < ADJ_HEX_DIRS, "?");
  return dir_names[dir];
}

void
adj_hexgrid_init (AdjHexGrid *grid, int first_col, int last_col, int first_row, int last_row,
                  AdjColumnShift shift)
{
  grid->first_col = first_col;
  grid->last_col = last_col;
  grid->first_row = first_row;
  grid->last_row = last_row;
  grid->shift = shift;
}

void
adj_hexgrid_init_unbounded (AdjHexGrid *grid, AdjColumnShift shift)
{
  adj_hexgrid_init (grid, 0, 99, 0, 99, shift);
}

gboolean
adj_hexgrid_contains (const AdjHexGrid *grid, AdjHex hex)
{
  return hex.col >= grid->first_col && hex.col <= grid->last_col
         && hex.row >= grid->first_row && hex.row <= grid->last_row;
}

gboolean
adj_hexgrid_check (const AdjHexGrid *grid, AdjHex hex, GError **error)
{
  if (adj_hexgrid_contains (grid, hex))
    return TRUE;
  char id[ADJ_HEX_ID_SIZE];
  g_set_error (error, ADJ_ERROR, ADJ_ERROR_NOT_FOUND,
               _("hex %s is not on this map (columns %02d-%02d, rows %02d-%02d)"),
               adj_hex_format (hex, id), grid->first_col, grid->last_col,
               grid->first_row, grid->last_row);
  return FALSE;
}

gboolean
adj_hexgrid_parse_hex (const AdjHexGrid *grid, const char *text, AdjHex *out, GError **error)
{
  AdjHex hex;
  if (!adj_hex_parse (text, &hex, error) || !adj_hexgrid_check (grid, hex, error))
    return FALSE;
  *out = hex;
  return TRUE;
}

guint
adj_hexgrid_size (const AdjHexGrid *grid)
{
  if (grid->last_col < grid->first_col || grid->last_row < grid->first_row)
    return 0;
  return (guint) (grid->last_col - grid->first_col + 1) * (guint) (grid->last_row - grid->first_row + 1);
}

/* Parity of the column, independent of the sign convention of '%'. */
static inline int
col_parity (int col)
{
  return col & 1;
}

AdjCube
adj_hexgrid_to_cube (const AdjHexGrid *grid, AdjHex hex)
{
  AdjCube c;
  int p = col_parity (hex.col);
  c.x = hex.col;
  /* A lower column's hex sits half a row further down, so its cube z is
   * computed as if its row were half a row larger. */
  if (grid->shift == ADJ_SHIFT_ODD)
    c.z = hex.row - (hex.col - p) / 2;
  else
    c.z = hex.row - (hex.col + p) / 2;
  c.y = -c.x - c.z;
  return c;
}

AdjHex
adj_hexgrid_from_cube (const AdjHexGrid *grid, AdjCube c)
{
  AdjHex hex;
  int p = col_parity (c.x);
  hex.col = c.x;
  if (grid->shift == ADJ_SHIFT_ODD)
    hex.row = c.z + (c.x - p) / 2;
  else
    hex.row = c.z + (c.x + p) / 2;
  return hex;
}

AdjHex
adj_hexgrid_neighbour (const AdjHexGrid *grid, AdjHex hex, AdjHexDir dir)
{
  g_return_val_if_fail ((guint) dir < ADJ_HEX_DIRS, hex);
  AdjCube c = adj_hexgrid_to_cube (grid, hex);
  c.x += cube_dirs[dir].x;
  c.y += cube_dirs[dir].y;
  c.z += cube_dirs[dir].z;
  return adj_hexgrid_from_cube (grid, c);
}

int
adj_hexgrid_direction (const AdjHexGrid *grid, AdjHex from, AdjHex to)
{
  AdjCube a = adj_hexgrid_to_cube (grid, from);
  AdjCube b = adj_hexgrid_to_cube (grid, to);
  for (int d = 0; d < ADJ_HEX_DIRS; d++)
    if (b.x - a.x == cube_dirs[d].x && b.y - a.y == cube_dirs[d].y
        && b.z - a.z == cube_dirs[d].z)
      return d;
  return -1;
}

int
adj_hexgrid_distance (const AdjHexGrid *grid, AdjHex a, AdjHex b)
{
  AdjCube ca = adj_hexgrid_to_cube (grid, a);
  AdjCube cb = adj_hexgrid_to_cube (grid, b);
  return MAX (abs (ca.x - cb.x), MAX (abs (ca.y - cb.y), abs (ca.z - cb.z)));
}

void
adj_hexgrid_frontal (const AdjHexGrid *grid, AdjHex hex, AdjHexDir facing, AdjHex out[3])
{
  for (int i = 0; i < 3; i++)
    out[i] = adj_hexgrid_neighbour (grid, hex, (AdjHexDir) ((facing + 5 + i) % ADJ_HEX_DIRS));
}

void
adj_hexgrid_rear (const AdjHexGrid *grid, AdjHex hex, AdjHexDir facing, AdjHex out[3])
{
  for (int i = 0; i < 3; i++)
    out[i] = adj_hexgrid_neighbour (grid, hex, (AdjHexDir) ((facing + 2 + i) % ADJ_HEX_DIRS));
}

gboolean
adj_hexgrid_is_frontal (const AdjHexGrid *grid, AdjHex hex, AdjHexDir facing, AdjHex other)
{
  int d = adj_hexgrid_direction (grid, hex, other);
  if (d < 0)
    return FALSE;
  int rel = (d - (int) facing + ADJ_HEX_DIRS) % ADJ_HEX_DIRS;
  return rel == 0 || rel == 1 || rel == 5;
}
