import { defineRule } from '@gauntlet/core';
import { TddReason } from '@gauntlet/contracts/codes';
import type { ReviewOutcome } from '../review.js';

const MESSAGES = {
  gate_inactive_tdd_off: 'The TDD review does not apply: TDD mode is off.',
  review_no_tdd_plans: 'The TDD review does not apply: no plan of the phase is a TDD plan.',
} as const;

export const reviewApplies = defineRule<ReviewOutcome>({
  id: 'tdd/review-applies',
  description: 'The end-of-phase TDD review runs only with TDD mode on and at least one TDD plan.',
  severity: 'info',
  reasons: [TddReason.gate_inactive_tdd_off, TddReason.review_no_tdd_plans],
  check(outcome, { report }) {
    if (outcome.inactive) report({ reason: outcome.inactive, message: MESSAGES[outcome.inactive] });
  },
});
