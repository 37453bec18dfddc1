import { defineRule } from '@gauntlet/core';
import { TddReason } from '@gauntlet/contracts/codes';
import type { PreparedGate } from '../prepared.js';

export const testBeforeFeat = defineRule<PreparedGate>({
  id: 'tdd/test-before-feat',
  description: 'No feat(<phase>-<plan>): commit is older than the oldest qualifying test commit.',
  severity: 'blocker',
  reasons: [TddReason.feat_before_test],
  check({ decision, facts }, { report }) {
    if (!decision.reasons.includes(TddReason.feat_before_test)) return;
    report({
      reason: TddReason.feat_before_test,
      message: `MVP+TDD gate tripped: a feat(${facts.scope}): commit precedes the first test(${facts.scope}): commit.`,
      hint: 'Tests first: the failing test commit must come before the implementation commit.',
    });
  },
});
