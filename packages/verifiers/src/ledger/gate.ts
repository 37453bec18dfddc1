import { type LedgerStatus, type ParsedLedger, STATUSES, isAcknowledged, phaseOf, statusOf } from './parse.js';

export type PhaseNumber = 1 | 2 | 3 | 4;

export interface GateIssue {
  reason: 'gate_predecessor_not_passed' | 'gate_skip_unacknowledged' | 'gate_skipped_phase_warning';
  /** The phase the issue is about. */
  phase: number;
  status: string | null;
}

export interface GateDecision {
  phase: number;
  allowed: boolean;
  /** The gate_* codes, in evaluation order (a code may repeat for several phases). */
  reasons: string[];
  issues: GateIssue[];
}

/** Does the status of phase `k` satisfy the gate of phase `k + 1` (docs/rules/ledger/README.md#may-phase-n-start)? */
export function unlocksNext(k: number, status: string | undefined, acknowledged: boolean): boolean {
  if (status === 'PASS') return k === 1 || k === 2 || k === 4;
  if (status === 'COMPLETE') return k === 3;
  return status === 'SKIPPED' && acknowledged;
}

/**
 * May phase `n` start (docs/rules/ledger/README.md#may-phase-n-start)? Every earlier SKIPPED phase must be
 * acknowledged; the predecessor must be PASS (phases 1, 2), COMPLETE (phase 3) or an
 * acknowledged SKIPPED. Phase 4 after acknowledged skips is allowed with a warning.
 */
export function canStartPhase(ledger: ParsedLedger, n: PhaseNumber): GateDecision {
  const issues: GateIssue[] = [];
  if (n > 1) {
    for (let k = 1; k < n; k++) {
      const phase = phaseOf(ledger, k);
      if (statusOf(phase) === 'SKIPPED' && !isAcknowledged(phase)) issues.push({ reason: 'gate_skip_unacknowledged', phase: k, status: 'SKIPPED' });
    }
    const predecessor = phaseOf(ledger, n - 1);
    const status = statusOf(predecessor);
    const unacknowledgedSkip = status === 'SKIPPED' && !isAcknowledged(predecessor);
    if (!unlocksNext(n - 1, status, isAcknowledged(predecessor)) && !unacknowledgedSkip) {
      issues.push({ reason: 'gate_predecessor_not_passed', phase: n - 1, status: status ?? null });
    }
  }
  const allowed = issues.length === 0;
  if (allowed && n === 4) {
    for (let k = 1; k < 4; k++) {
      if (statusOf(phaseOf(ledger, k)) === 'SKIPPED') issues.push({ reason: 'gate_skipped_phase_warning', phase: k, status: 'SKIPPED' });
    }
  }
  return { phase: n, allowed, reasons: issues.map((issue) => issue.reason), issues };
}

const isStatus = (value: string): value is LedgerStatus => (STATUSES as readonly string[]).includes(value);

/**
 * Is `from → to` a legal change of one phase's status (docs/rules/ledger/README.md#status-transitions)? An
 * unchanged status is not a transition and is legal.
 */
export function checkTransition(phase: number, from: string, to: string): { legal: boolean; reasons: string[] } {
  const legal = from === to || isLegalTransition(phase, from, to);
  return { legal, reasons: legal ? [] : ['ledger_transition_illegal'] };
}

function isLegalTransition(phase: number, from: string, to: string): boolean {
  if (!isStatus(from) || !isStatus(to) || to === 'INFERRED') return false;
  if (to === 'SKIPPED') return true;
  switch (from) {
    case 'NOT_STARTED':
      return to === 'IN_PROGRESS';
    case 'IN_PROGRESS':
      if (to === 'PASS') return phase !== 3;
      if (to === 'COMPLETE') return phase === 3;
      return to === 'FAIL';
    case 'FAIL':
    case 'SKIPPED':
    case 'INFERRED':
      return to === 'IN_PROGRESS';
    default:
      return false;
  }
}
