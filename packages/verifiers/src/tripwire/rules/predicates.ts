import { TripwireReason } from '@gauntlet/contracts/codes';
import { defineRule } from '@gauntlet/core';
import type { SweepOutcome } from '../sweep.js';

/**
 * docs/rules/tripwire/README.md#processing-one-receipt: the sweep's own predicate parser (peer dimension `\w+`). Its glob count is never
 * reached: the receipt's Tier-1 cap is stricter (docs/rules/tripwire/predicates.md).
 */
export const predicates = defineRule<SweepOutcome>({
  id: 'tripwire/predicates',
  description: "TRIPWIRE/TRIPWIRE-CHILD predicates parse with the sweep's own vocabulary (peer-dispatch-disagrees(same-file) does not).",
  severity: 'blocker',
  reasons: [TripwireReason.sweep_predicate_unknown],
  check(outcome, { report }) {
    const rejection = outcome.rejection;
    if (rejection?.stage === 'predicates') report({ reason: rejection.reason, message: rejection.message, line: rejection.line, column: rejection.line === undefined ? undefined : 1 });
  },
});
