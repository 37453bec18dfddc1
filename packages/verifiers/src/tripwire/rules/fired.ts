import { TripwireReason } from '@gauntlet/contracts/codes';
import { defineRule } from '@gauntlet/core';
import type { SweepOutcome } from '../sweep.js';

/** docs/rules/tripwire/README.md#processing-one-receipt: each firing is an outcome (info): the orchestrator must re-read that predecessor. */
export const fired = defineRule<SweepOutcome>({
  id: 'tripwire/fired',
  description: 'Reports every manifest entry whose tripwire predicate this receipt fired (info: re-read the predecessor).',
  severity: 'info',
  reasons: [TripwireReason.tripwire_fired],
  check(outcome, { report }) {
    for (const firing of outcome.fired) {
      report({
        reason: TripwireReason.tripwire_fired,
        message: `Tripwire ${firing.predicate} of manifest entry #${firing.manifestIndex} (${firing.prefix}) fired; re-read that receipt.`,
      });
    }
  },
});
