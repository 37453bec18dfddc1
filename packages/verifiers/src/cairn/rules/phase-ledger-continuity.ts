import { CairnReason } from '@gauntlet/contracts/codes';
import { type ReconcileDecision, reconcileRule } from '../prepared.js';

/** Rule 5: the PHASE counter is the LEDGER tail's counter (a range line's high end) + 1; phase names are not compared. */
export const continuityOutcome: ReconcileDecision = (cairn, phase) => {
  const escalate = (reason: string, message: string) => ({ escalations: [{ rule: 'phase-ledger-continuity' as const, reason, message, line: phase.line }], notes: [] });
  const tail = cairn.ledger[cairn.ledger.length - 1];
  if (!tail) {
    if (phase.counter < 2) return { escalations: [], notes: [] };
    return escalate(CairnReason.cairn_phase_ledger_gap, `Rule 5: PHASE is ${phase.value} but LEDGER has no completion lines (phases 1..${phase.counter - 1} skipped).`);
  }
  const tailCounter = tail.high ?? tail.counter;
  if (phase.counter > tailCounter + 1) {
    return escalate(CairnReason.cairn_phase_ledger_gap, `Rule 5: PHASE counter ${phase.counter} skips completion lines after LEDGER tail ${tailCounter}.`);
  }
  if (phase.counter < tailCounter + 1) {
    return escalate(CairnReason.cairn_phase_counter_lagged, `Rule 5: PHASE counter ${phase.counter} lagged behind LEDGER tail ${tailCounter} (expected ${tailCounter + 1}).`);
  }
  return { escalations: [], notes: [] };
};

export const phaseLedgerContinuity = reconcileRule(
  'phase-ledger-continuity',
  {
    description: 'Reconciliation Rule 5: the PHASE counter is the LEDGER tail counter + 1 (no skipped completion line, no lag).',
    reasons: [CairnReason.cairn_phase_ledger_gap, CairnReason.cairn_phase_counter_lagged],
    hint: 'A phase transition writes the LEDGER completion line and the new PHASE in one Write: PHASE counter = LEDGER tail + 1.',
  },
  continuityOutcome,
);
