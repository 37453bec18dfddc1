import { defineRule } from '@gauntlet/core';
import { WarningsBaselineReason } from '@gauntlet/contracts/codes';
import type { WarningsComparison } from '../compare.js';

export const baselineCaptured = defineRule<WarningsComparison>({
  id: 'warnings-baseline/baseline-captured',
  description: 'The baseline holds at least one matching warning line (else it may not come from the same command).',
  severity: 'warning',
  reasons: [WarningsBaselineReason.baseline_empty],
  check(comparison, { report }) {
    if (!comparison.baselineEmpty) return;
    report({
      reason: WarningsBaselineReason.baseline_empty,
      message: 'The baseline has no matching warning line; was it captured with the same command and filter?',
      hint: 'Capture the baseline by running the same command, with the same filter, before the change.',
    });
  },
});
