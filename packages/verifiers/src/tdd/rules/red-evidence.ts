import { defineRule } from '@gauntlet/core';
import { TddReason } from '@gauntlet/contracts/codes';
import type { PreparedGate } from '../prepared.js';

export const redEvidence = defineRule<PreparedGate>({
  id: 'tdd/red-evidence',
  description: 'The RED commit shows that its test failed: a "RED:" line, "(RED)", or terminal evidence of the failure.',
  severity: 'blocker',
  reasons: [TddReason.red_commit_not_failing],
  check({ decision }, { report }) {
    if (!decision.reasons.includes(TddReason.red_commit_not_failing)) return;
    report({
      reason: TddReason.red_commit_not_failing,
      message: `MVP+TDD gate tripped: the RED commit ${decision.redCommit} carries no evidence that its test failed.`,
      hint: 'Run the new test, see it fail, and record it in the commit: a "RED: <failure>" line or "(RED)" in the subject.',
    });
  },
});
