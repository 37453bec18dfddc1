import { ReceiptReason, TripwireReason } from '@gauntlet/contracts/codes';
import { defineRule } from '@gauntlet/core';
import type { SweepOutcome } from '../sweep.js';

/** docs/rules/tripwire/README.md#processing-one-receipt: the sweep's own parse (header version, Layer-2 lines present). */
export const sweepParse = defineRule<SweepOutcome>({
  id: 'tripwire/sweep-parse',
  description: 'The returned receipt starts with RCPT v1/v1.1 and, for v1.1, carries TRIPWIRE:, SUPERSEDES: (and TRIPWIRE-CHILD: when it dispatched).',
  severity: 'blocker',
  reasons: [TripwireReason.sweep_header_invalid, ReceiptReason.v11_tripwire_missing, ReceiptReason.v11_supersedes_missing, ReceiptReason.v11_tripwire_child_required],
  check(outcome, { report }) {
    const rejection = outcome.rejection;
    if (rejection?.stage === 'parse') report({ reason: rejection.reason, message: rejection.message, line: rejection.line, column: rejection.line === undefined ? undefined : 1 });
  },
});
