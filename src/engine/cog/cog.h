/* Clash of Giants III: everything the app and the CLI may include. */
#pragma once

#include "cog/apply.h"
#include "cog/battle.h"
#include "cog/combat.h"
#include "cog/chartvalues.h"
#include "cog/combatchart.h"
#include "cog/combatjson.h"
#include "cog/combatstate.h"
#include "cog/cups.h"
#include "cog/move.h"
#include "cog/ruleset.h"
#include "cog/state.h"
