import { defineRule } from '@gauntlet/core';
import { TddReason } from '@gauntlet/contracts/codes';
import { type ReviewOutcome, violationLine } from '../review.js';

export const reviewSequence = defineRule<ReviewOutcome>({
  id: 'tdd/review-sequence',
  description: 'Every TDD plan has a RED (test) commit and a GREEN (feat) commit, RED first; blocking under MVP+TDD, advisory otherwise.',
  severity: 'blocker',
  reasons: [TddReason.tdd_missing_red, TddReason.tdd_missing_green, TddReason.tdd_green_before_red],
  check(outcome, { report }) {
    const severity = outcome.blocking ? 'blocker' : 'warning';
    for (const row of outcome.rows) {
      for (const code of row.reasonCodes) {
        const message =
          code === TddReason.tdd_missing_red
            ? violationLine(row.plan, 'RED')
            : code === TddReason.tdd_missing_green
              ? violationLine(row.plan, 'GREEN')
              : `⚠ TDD gate violation: Plan ${row.plan} has its GREEN commit before its RED commit.`;
        report({
          reason: code,
          severity,
          message,
          hint: 'Commit the failing test as test(<scope>): before the implementation, feat(<scope>):.',
        });
      }
    }
  },
});
