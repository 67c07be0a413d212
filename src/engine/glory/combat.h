/* The Glory III combat calculators (rules 9-13) and the Fixed Glory
 * variant: one include for the app, the CLI and the tests. */
#pragma once

#include "glory/combatunit.h"
#include "glory/combatchart.h"
#include "glory/odds.h"
#include "glory/charge.h"
#include "glory/chargecheck.h"
#include "glory/deffire.h"
#include "glory/artillery.h"
#include "glory/fixedglory.h"
#include "glory/combateffects.h"
#include "glory/chargetree.h"
#include "glory/combatjson.h"
#include "glory/combatout.h"
