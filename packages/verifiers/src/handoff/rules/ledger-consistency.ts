import { defineRule } from '@gauntlet/core';
import { HandoffReason } from '@gauntlet/contracts/codes';
import { ledgerFieldOf as fieldOf, ledgerPhaseOf as phaseOf, ledgerStatusOf as statusOf } from '../../ledger/index.js';
import { boundaryOf, type PreparedHandoff } from '../prepared.js';

export const ledgerConsistency = defineRule<PreparedHandoff>({
  id: 'handoff/ledger-consistency',
  description: 'With `--ledger`: phase N already PASSed (COMPLETE for N = 3) and the Goal is the ledger Goal, verbatim.',
  severity: 'blocker',
  reasons: [HandoffReason.handoff_before_gate_pass, HandoffReason.handoff_goal_drift],
  check(prepared, { report }) {
    const boundary = boundaryOf(prepared);
    const { ledger, handoff } = prepared;
    if (boundary === null || ledger === null) return;
    const status = statusOf(phaseOf(ledger, boundary.from));
    const needed = boundary.from === 3 ? 'COMPLETE' : 'PASS';
    if (status !== needed) {
      report({
        reason: HandoffReason.handoff_before_gate_pass,
        message: `The ${boundary.from} → ${boundary.to} manifest was written while Phase ${boundary.from} is ${status ?? 'missing'} in the ledger (needs ${needed}).`,
        line: handoff.header?.line,
        hint: `Write the manifest only after the ledger records Phase ${boundary.from} as ${needed}.`,
      });
    }
    const ledgerGoal = fieldOf(ledger.header, 'Goal')?.value;
    const goal = handoff.fields.get('Goal');
    if (ledgerGoal !== undefined && goal?.value.trim() !== ledgerGoal.trim()) {
      report({
        reason: HandoffReason.handoff_goal_drift,
        severity: 'warning',
        message: goal ? 'The manifest Goal differs from the ledger Goal.' : 'The manifest has no **Goal:** line.',
        ...(goal ? { line: goal.line } : {}),
        evidence: [`ledger: ${ledgerGoal}`, `manifest: ${goal?.value ?? '(none)'}`],
        hint: 'Carry the original user request verbatim; a paraphrase drifts a little at every boundary.',
      });
    }
  },
});
