import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, reportAt } from '../shared.js';
import { tierVerdicts } from '../tier-sanity.js';

export const tierSanityJudgmentOnScript = defineRule<PreparedPlan>({
  id: 'plan/tier-sanity-judgment-on-script',
  description: 'dispatch_tier: script on work that needs judgment (decide, design, review, ...).',
  severity: 'warning',
  reasons: [PlanReason.tier_sanity_judgment_on_script],
  check({ doc }, context) {
    for (const { index, verdict } of tierVerdicts(doc)) {
      if (verdict !== 'judgment-on-script') continue;
      reportAt(context, doc, index, {
        reason: PlanReason.tier_sanity_judgment_on_script,
        message: 'dispatch_tier is script, but the work around it calls for judgment.',
        hint: 'Dispatch judgment work to a model tier (sonnet/opus), or split out the mechanical part.',
      });
    }
  },
});
