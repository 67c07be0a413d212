/* The list of rulesets. */
#include "rulesets.h"

#include "cog/ruleset.h"
#include "dog/ruleset.h"
#include "glory/ruleset.h"
#include "tgtw/ruleset.h"

static const AdjRuleset * const rulesets[] = {
  &adj_glory_ruleset,
  &adj_tgtw_ruleset,
  &adj_cog_ruleset,
  &adj_dog_ruleset,
  NULL,
};

const AdjRuleset * const *
adj_rulesets (void)
{
  return rulesets;
}
