import { TripwireReason } from '@gauntlet/contracts/codes';
import { defineRule } from '@gauntlet/core';
import type { SweepOutcome } from '../sweep.js';

/**
 * docs/rules/tripwire/README.md#processing-one-receipt: every SUPERSEDES prefix names exactly one active manifest entry. Its justification
 * and witness are the receipt's Tier-1 checks, reported by tripwire/receipt-lint
 * (docs/rules/tripwire/supersedes.md).
 */
export const supersedes = defineRule<SweepOutcome>({
  id: 'tripwire/supersedes',
  description: 'Each SUPERSEDES prefix names exactly one manifest entry that is not superseded yet.',
  severity: 'blocker',
  reasons: [
    TripwireReason.sweep_supersedes_unknown_prefix,
    TripwireReason.sweep_supersedes_ambiguous_prefix,
    TripwireReason.sweep_supersedes_already_superseded,
  ],
  check(outcome, { report }) {
    const rejection = outcome.rejection;
    if (rejection?.stage === 'supersedes') report({ reason: rejection.reason, message: rejection.message, line: rejection.line, column: rejection.line === undefined ? undefined : 1 });
  },
});
