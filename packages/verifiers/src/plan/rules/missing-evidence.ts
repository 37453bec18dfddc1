import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, STATUS_MARKER, py, reportAt } from '../shared.js';

// Word boundary at the start only: "is deadline" and "we never importantly" trigger too.
const TRIGGER = py(
  "\\b(?:we\\s+(?:never|always|don't|do\\s+not)\\s+import|is\\s+unused|has\\s+(?:0|zero)\\s+(?:callers?|imports?|references?)|never\\s+imported|is\\s+(?:dead|orphan|orphaned))",
);
// No word boundaries: bare `rg` matches inside "target", "merge", "large" (a reference quirk).
const VERIFICATION_HINT = py('verified|verify|grep|rg|http://|https://|`\\$\\s*[A-Za-z]+`');
const WINDOW = 3;

export const missingEvidence = defineRule<PreparedPlan>({
  id: 'plan/missing-evidence',
  description: 'An "is unused / has 0 callers / is dead" claim with no verification hint or status marker within 3 lines.',
  severity: 'warning',
  reasons: [PlanReason.missing_evidence],
  check({ doc }, context) {
    const markers = doc.flags(STATUS_MARKER);
    const hints = doc.flags(VERIFICATION_HINT);
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '' || !TRIGGER.test(line)) continue;
      if (markers.within(i, WINDOW) || hints.within(i, WINDOW)) continue;
      reportAt(context, doc, i, {
        reason: PlanReason.missing_evidence,
        message: 'A claim that code is unused, dead or uncalled has no verification within 3 lines.',
        hint: 'Show how it was checked (the grep/rg command, a link, or a ✅ marker with the result).',
      });
    }
  },
});
