import { defineRule } from '@gauntlet/core';
import { LedgerReason } from '@gauntlet/contracts/codes';
import { checkTransition } from '../gate.js';
import type { PreparedLedger } from '../options.js';
import { fieldOf, phaseOf, statusOf } from '../parse.js';

export const transition = defineRule<PreparedLedger>({
  id: 'ledger/transition',
  description: 'With the previous ledger (`--previous`), every phase status change follows the state machine.',
  severity: 'blocker',
  reasons: [LedgerReason.ledger_transition_illegal],
  check({ ledger, previous }, { report }) {
    if (previous === null) return;
    const before = fieldOf(previous.header, 'PipelineID')?.value;
    const after = fieldOf(ledger.header, 'PipelineID')?.value;
    // A new PipelineID is a reconstruction or a fresh run, not a state transition.
    if (before !== undefined && after !== undefined && before !== after) return;
    for (const phase of ledger.phases) {
      const from = statusOf(phaseOf(previous, phase.number));
      const to = statusOf(phase);
      if (from === undefined || to === undefined || checkTransition(phase.number, from, to).legal) continue;
      report({
        reason: LedgerReason.ledger_transition_illegal,
        message: `Phase ${phase.number} went ${from} → ${to}, which the phase state machine does not allow.`,
        line: fieldOf(phase.fields, 'Status')?.line ?? phase.line,
        hint: transitionHint(phase.number, from, to),
      });
    }
  },
});

function transitionHint(phase: number, from: string, to: string): string {
  if (from === 'INFERRED' && to === 'PASS') return 'An inferred phase must be re-gated with a fresh marker: go IN_PROGRESS first.';
  if (to === 'INFERRED') return 'INFERRED is written only by compaction-recovery reconstruction (with a new PipelineID).';
  if (from === 'NOT_STARTED') return 'A phase starts (IN_PROGRESS) before it can pass, complete or fail.';
  if (phase === 3 && to === 'PASS') return 'Phase 3 ends COMPLETE, never PASS.';
  return 'Legal moves: NOT_STARTED→IN_PROGRESS→PASS/COMPLETE/FAIL, FAIL→IN_PROGRESS, *→SKIPPED, SKIPPED/INFERRED→IN_PROGRESS.';
}
