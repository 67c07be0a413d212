/* The three cases of 9.4, shared by the map-based LOS (los.h) and its
 * geometry (losgeom.h). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The three cases of 9.4. */
typedef enum {
  ADJ_LOS_SAME_LEVEL,
  ADJ_LOS_FIRER_HIGHER,
  ADJ_LOS_TARGET_HIGHER,
} AdjLosCase;

G_END_DECLS
