import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, STATUS_MARKER, py, reportAt } from '../shared.js';

const TRIGGER = py(
  '\\b(?:308|301|307|302)\\s+redirect\\b|\\bremove\\s+route\\b|\\bdeprecate\\s+(?:the\\s+)?(?:path|route|endpoint)\\b|\\brewrite\\s+to\\b',
);
const REJECTION_HINT = py(
  '\\b(?:eliminated|eliminate|avoid|avoided|not\\s+chosen|not\\s+selected|instead\\s+of|rejected|drawback|con|considered|shared\\s+handler|dual\\s+mount|alias\\s+export|can\\s+break|could\\s+break|break\\s+clients|rationale)\\b',
);
const WINDOW = 5;

export const routeChangeEvidence = defineRule<PreparedPlan>({
  id: 'plan/route-change-evidence',
  description: 'A redirect, route removal, deprecation or rewrite with no status marker or rejected alternative within 5 lines.',
  severity: 'blocker',
  reasons: [PlanReason.route_change_evidence],
  check({ doc }, context) {
    const markers = doc.flags(STATUS_MARKER);
    const hints = doc.flags(REJECTION_HINT);
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '' || !TRIGGER.test(line)) continue;
      if (markers.within(i, WINDOW) || hints.within(i, WINDOW)) continue;
      reportAt(context, doc, i, {
        reason: PlanReason.route_change_evidence,
        message: 'A route change (redirect, removal, deprecation or rewrite) has no evidence within 5 lines.',
        hint: 'Add a status marker (✅/⚠️) with the verification, or record the alternatives considered and why they were rejected.',
      });
    }
  },
});
