import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, reportAt } from '../shared.js';
import { tierVerdicts } from '../tier-sanity.js';

export const tierSanityMechanicalOnOpus = defineRule<PreparedPlan>({
  id: 'plan/tier-sanity-mechanical-on-opus',
  description: 'dispatch_tier: opus on purely mechanical work (rename, move, bump, reformat, ...).',
  severity: 'warning',
  reasons: [PlanReason.tier_sanity_mechanical_on_opus],
  check({ doc }, context) {
    for (const { index, verdict } of tierVerdicts(doc)) {
      if (verdict !== 'mechanical-on-opus') continue;
      reportAt(context, doc, index, {
        reason: PlanReason.tier_sanity_mechanical_on_opus,
        message: 'dispatch_tier is opus for mechanical work with no judgment involved.',
        hint: 'Dispatch mechanical edits to a script or a small model tier.',
      });
    }
  },
});
