/* The map's storage, shared by hexmap.c (the model) and hexmapfile.c (the
 * file format). Not for the app or the CLI. */
#pragma once

#include "core/hexmap.h"

struct _AdjHexMap {
  gatomicrefcount ref;
  char *name;
  char *note;
  AdjHexGrid grid;
  guint height; /* rows per column */
  guint size;   /* hexes */
  gint8 *level;     /* per hex, adj_hexmap_index order */
  guint8 *terrain;  /* per hex, AdjTerrain */
  guint16 *sides;   /* per hex, its N, NE and SE hexsides' feature masks */
};

/* Where the features of the hexside of @hex across @dir are kept; NULL when
 * either hex is off the map. */
guint16 *adj_hexmap_side_slot (const AdjHexMap *map, AdjHex hex, AdjHexDir dir);
