/* The Adjutant engine's public API: what the app and the CLI may include. */
#pragma once

#include "core/error.h"
#include "core/jsonutil.h"
#include "core/dice.h"
#include "core/hexgrid.h"
#include "core/hexline.h"
#include "core/chart.h"
#include "core/chartoverrides.h"
#include "core/modifier.h"
#include "core/paths.h"
#include "core/hexmap.h"
#include "glory/los.h"
#include "glory/losquery.h"
#include "glory/combat.h"
