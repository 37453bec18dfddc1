import { TripwireReason } from '@gauntlet/contracts/codes';
import { defineRule } from '@gauntlet/core';
import type { SweepOutcome } from '../sweep.js';

/** docs/rules/tripwire/README.md#processing-one-receipt: the sweep's own predicate parser (peer dimension `\w+`) and glob count. */
export const predicates = defineRule<SweepOutcome>({
  id: 'tripwire/predicates',
  description: "TRIPWIRE/TRIPWIRE-CHILD predicates parse with the sweep's own vocabulary and stay within 8 glob entries.",
  severity: 'blocker',
  reasons: [TripwireReason.sweep_predicate_unknown, TripwireReason.sweep_glob_cap_exceeded],
  check(outcome, { report }) {
    const rejection = outcome.rejection;
    if (rejection?.stage === 'predicates') report({ reason: rejection.reason, message: rejection.message, line: rejection.line, column: rejection.line === undefined ? undefined : 1 });
  },
});
