import { defineRule } from '@gauntlet/core';
import { WarningsBaselineReason } from '@gauntlet/contracts/codes';
import type { WarningsComparison } from '../compare.js';

export const noNewWarnings = defineRule<WarningsComparison>({
  id: 'warnings-baseline/no-new-warnings',
  description: 'Every warning line of the current output was already in the baseline captured with the same command.',
  severity: 'blocker',
  reasons: [WarningsBaselineReason.new_warning],
  check(comparison, { report }) {
    for (const warning of comparison.newWarnings) {
      report({
        reason: WarningsBaselineReason.new_warning,
        message: `New warning: ${warning.text}`,
        line: warning.line,
        column: 1,
        hint: 'Fix the warning this change introduced (pre-existing warnings in the baseline do not count).',
      });
    }
  },
});
