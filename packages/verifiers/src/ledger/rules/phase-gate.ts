import { defineRule } from '@gauntlet/core';
import { GateReason } from '@gauntlet/contracts/codes';
import { canStartPhase } from '../gate.js';
import type { PreparedLedger } from '../options.js';

export const phaseGate = defineRule<PreparedLedger>({
  id: 'ledger/phase-gate',
  description: 'With `--start-phase N`: phase N may start only when its predecessor passed and every earlier skip was acknowledged.',
  severity: 'blocker',
  reasons: [GateReason.gate_predecessor_not_passed, GateReason.gate_skip_unacknowledged, GateReason.gate_skipped_phase_warning],
  check({ ledger, startPhase }, { report }) {
    if (startPhase === null) return;
    const decision = canStartPhase(ledger, startPhase);
    for (const issue of decision.issues) {
      if (issue.reason === 'gate_skip_unacknowledged') {
        report({
          reason: GateReason.gate_skip_unacknowledged,
          message: `PHASE GATE BLOCKED: Cannot start Phase ${startPhase} — Phase ${issue.phase} was SKIPPED without Acknowledged: true.`,
          hint: 'Ask the user to confirm with the literal SKIP GATE in their next message, then write `Acknowledged: true`.',
        });
      } else if (issue.reason === 'gate_predecessor_not_passed') {
        report({
          reason: GateReason.gate_predecessor_not_passed,
          message: `PHASE GATE BLOCKED: Cannot start Phase ${startPhase} — Phase ${issue.phase} gate has not passed (Status: ${issue.status ?? 'missing'}).`,
          hint: issue.phase === 3 ? 'Phase 4 is unlocked by Phase 3 COMPLETE.' : `Pass the Phase ${issue.phase} gate (a verified PASS verdict marker) or skip it with SKIP GATE.`,
        });
      } else {
        report({
          reason: GateReason.gate_skipped_phase_warning,
          severity: 'warning',
          message: `Phase ${issue.phase} was skipped (acknowledged); Phase 4 must list every skipped gate prominently.`,
          hint: 'Name the skipped gates at the top of the completion report.',
        });
      }
    }
  },
});
