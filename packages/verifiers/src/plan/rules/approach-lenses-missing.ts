import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { type PreparedPlan, py, reportAt } from '../shared.js';

const PRESENT = py('^\\s*(?:#{1,6}\\s*)?Approach Lenses\\b');
// Spaces here are literal single spaces (docs/rules/plan/README.md#reading-a-plan).
const TRIVIAL = py('\\b(?:single[- ]file|one[- ]line|typo|copy edit|pure config|config only|trivial|narrow fix)\\b');
const DECISION_WORD = py(
  '\\b(?:architecture|workflow|dependency|dependencies|interface|schema|migration|contract|refactor|recommendation|recommended|approach|Path A|Path B|modular|boundary|endpoint|API)\\b',
);

export const approachLensesMissing = defineRule<PreparedPlan>({
  id: 'plan/approach-lenses-missing',
  description: 'A plan with architecture/interface/API decisions and no "Approach Lenses" line (unless trivial).',
  severity: 'warning',
  reasons: [PlanReason.approach_lenses_missing],
  check({ doc }, context) {
    let first = -1;
    for (let i = 0; i < doc.lines.length; i++) {
      const line = doc.lines[i] as string;
      if (line === '') continue;
      if (PRESENT.test(line) || TRIVIAL.test(line)) return;
      if (first < 0 && DECISION_WORD.test(line)) first = i;
    }
    if (first < 0) return;
    reportAt(context, doc, first, {
      reason: PlanReason.approach_lenses_missing,
      message: 'The plan makes design decisions but has no Approach Lenses section.',
      hint: 'Add "## Approach Lenses" (clean-sheet, current-constraints, bridge, recommendation) or "Approach Lenses: n/a - <reason>".',
    });
  },
});
