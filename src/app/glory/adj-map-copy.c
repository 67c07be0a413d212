/* adj-map-copy.c: a map's ground, copied or cut to other bounds
 *
 * Copyright 2026 The Adjutant authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "adj-map-copy.h"

AdjHexMap *
adj_map_copy_to_grid (const AdjHexMap *src, const AdjHexGrid *grid)
{
  AdjHexMap *map = adj_hexmap_new (adj_hexmap_get_name (src), grid);
  const AdjHexGrid *sg = adj_hexmap_get_grid (src);

  adj_hexmap_set_note (map, adj_hexmap_get_note (src));
  for (guint i = 0; i < adj_hexmap_size (src); i++)
    {
      AdjHex hex = adj_hexmap_hex_at (src, i);
      if (!adj_hexgrid_contains (grid, hex))
        continue;
      adj_hexmap_set_level (map, hex, adj_hexmap_level_at (src, i), NULL);
      adj_hexmap_set_terrain (map, hex, adj_hexmap_terrain_at (src, i), NULL);
      for (int dir = ADJ_DIR_N; dir <= ADJ_DIR_SE; dir++)
        {
          guint features = adj_hexmap_get_side (src, hex, (AdjHexDir) dir);
          AdjHex other = adj_hexgrid_neighbour (sg, hex, (AdjHexDir) dir);
          if (features != 0 && adj_hexgrid_contains (grid, other))
            adj_hexmap_set_hexside (map, hex, other, features, NULL);
        }
    }
  return map;
}

AdjHexMap *
adj_map_copy (const AdjHexMap *src)
{
  return adj_map_copy_to_grid (src, adj_hexmap_get_grid (src));
}
