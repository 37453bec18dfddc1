import { TripwireReason } from '@gauntlet/contracts/codes';
import { defineRule } from '@gauntlet/core';
import type { SweepOutcome } from '../sweep.js';

/** docs/rules/tripwire/README.md#processing-one-receipt: every SUPERSEDES prefix names exactly one active manifest entry, justified by a claim. */
export const supersedes = defineRule<SweepOutcome>({
  id: 'tripwire/supersedes',
  description: 'Each SUPERSEDES prefix names one active manifest entry, is cited by a from=<prefix># claim, and a FAIL/high-suspicion predecessor is retired by a run exec/grep witness.',
  severity: 'blocker',
  reasons: [
    TripwireReason.sweep_supersedes_unknown_prefix,
    TripwireReason.sweep_supersedes_ambiguous_prefix,
    TripwireReason.sweep_supersedes_already_superseded,
    TripwireReason.sweep_supersedes_unjustified,
    TripwireReason.sweep_supersedes_lint_witness,
    TripwireReason.sweep_supersedes_deferred_ran,
  ],
  check(outcome, { report }) {
    const rejection = outcome.rejection;
    if (rejection?.stage === 'supersedes') report({ reason: rejection.reason, message: rejection.message, line: rejection.line, column: rejection.line === undefined ? undefined : 1 });
  },
});
