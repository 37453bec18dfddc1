import { defineRule } from '@gauntlet/core';
import { ReviewReason } from '@gauntlet/contracts/codes';
import { isEscalation, reasonOfDecision } from '../first-pass.js';
import type { ReviewPrepared } from '../parse.js';

export const issueCountLoop = defineRule<ReviewPrepared>({
  id: 'review/issue-count-loop',
  description: 'Build review loops (raw issue counts): each round after the first has strictly fewer issues than the one before.',
  severity: 'blocker',
  reasons: [ReviewReason.qg_escalate_stagnation],
  check({ input, decisions }, { report }) {
    if (input.form !== 'issue-counts') return;
    for (const [i, decision] of decisions.entries()) {
      if (!isEscalation(decision)) continue;
      report({
        reason: reasonOfDecision(decision),
        message: `Round ${i + 1}: ${input.counts[i]} issues, not fewer than round ${i}'s ${input.counts[i - 1]}: stagnation.`,
        hint: 'Escalate to the user with both rounds\' findings.',
      });
    }
  },
});
