import { defineRule } from '@gauntlet/core';
import { TddReason } from '@gauntlet/contracts/codes';
import type { PreparedGate } from '../prepared.js';

export const redCommit = defineRule<PreparedGate>({
  id: 'tdd/red-commit',
  description: 'A test(<phase>-<plan>): commit that touches a test file exists before the implementation.',
  severity: 'blocker',
  reasons: [TddReason.missing_red_commit],
  check({ decision, facts }, { report }) {
    if (!decision.reasons.includes(TddReason.missing_red_commit)) return;
    report({
      reason: TddReason.missing_red_commit,
      message: `MVP+TDD gate tripped: no test(${facts.scope}): commit touches a test file.`,
      hint: `Write a failing test for the behaviour and commit it as: test(${facts.scope}): <short description>.`,
    });
  },
});
