/* The list of rulesets for the programs built to test the seam: Glory III
 * (whose saves and pages the shell falls back on) and the toy. Linked
 * before the engine's library, it takes the place of src/engine/rulesets.c. */
#include "toy-ruleset.h"

#include "glory/ruleset.h"

static const AdjRuleset * const rulesets[] = {
  &adj_glory_ruleset,
  &toy_ruleset,
  NULL,
};

const AdjRuleset * const *
adj_rulesets (void)
{
  return rulesets;
}
