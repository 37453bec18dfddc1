import { defineRule } from '@gauntlet/core';
import { TIER1_RULES } from '../../receipt/index.js';
import type { SweepOutcome } from '../sweep.js';

/** docs/rules/tripwire/README.md#processing-one-receipt: the full receipt Tier-1 (its first failure rejects the receipt; nothing is appended). */
export const receiptLint = defineRule<SweepOutcome>({
  id: 'tripwire/receipt-lint',
  description: 'The returned receipt passes the receipt linter Tier-1; a lint failure rejects it (no manifest entry, no firings).',
  severity: 'blocker',
  reasons: [...new Set(TIER1_RULES.flatMap((rule) => rule.reasons))],
  check(outcome, { report }) {
    const rejection = outcome.rejection;
    if (rejection?.stage !== 'lint') return;
    report({
      reason: rejection.reason,
      message: rejection.message,
      line: rejection.line,
      column: rejection.line === undefined ? undefined : 1,
      evidence: rejection.rule ? [`receipt rule ${rejection.rule}`] : undefined,
    });
  },
});
