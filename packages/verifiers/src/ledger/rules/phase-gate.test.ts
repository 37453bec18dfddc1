import { ruleTester } from '../../rule-tester.test-helpers.js';
import { type Statuses, ledger } from '../fixtures.test-helpers.js';
import { ledgerVerifier } from '../index.js';

const skip = (acknowledged: boolean) => ['Reason: user requested skip', ...(acknowledged ? ['Acknowledged: true'] : [])];
const start = (phase: number) => ({ startPhase: phase });
const notPassed = (n: number, k: number, status: string) =>
  ({
    reason: 'gate_predecessor_not_passed',
    severity: 'blocker',
    line: null,
    message: `PHASE GATE BLOCKED: Cannot start Phase ${n} — Phase ${k} gate has not passed (Status: ${status}).`,
    hint: k === 3 ? 'Phase 4 is unlocked by Phase 3 COMPLETE.' : `Pass the Phase ${k} gate (a verified PASS verdict marker) or skip it with SKIP GATE.`,
  }) as const;
const unacknowledged = (n: number, k: number) =>
  ({
    reason: 'gate_skip_unacknowledged',
    severity: 'blocker',
    line: null,
    message: `PHASE GATE BLOCKED: Cannot start Phase ${n} — Phase ${k} was SKIPPED without Acknowledged: true.`,
    hint: 'Ask the user to confirm with the literal SKIP GATE in their next message, then write `Acknowledged: true`.',
  }) as const;
const skippedWarning = (k: number) =>
  ({
    reason: 'gate_skipped_phase_warning',
    severity: 'warning',
    line: null,
    message: `Phase ${k} was skipped (acknowledged); Phase 4 must list every skipped gate prominently.`,
    hint: 'Name the skipped gates at the top of the completion report.',
  }) as const;
const phase1: (status: string) => Statuses = (status) => [status, 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'];
const done: Statuses = ['PASS', 'PASS', 'COMPLETE', 'NOT_STARTED'];

ruleTester.run(ledgerVerifier, 'ledger/phase-gate', {
  valid: [
    { name: 'without --start-phase nothing is decided', input: ledger(phase1('FAIL')), verdict: 'pass' },
    { name: 'phase 1 may always start', input: ledger(phase1('FAIL')), options: start(1), verdict: 'pass' },
    { name: 'phase 2 after a Phase 1 PASS', input: ledger(phase1('PASS')), options: start(2), verdict: 'pass' },
    { name: 'phase 3 after a Phase 2 PASS', input: ledger(['PASS', 'PASS', 'NOT_STARTED', 'NOT_STARTED']), options: start(3), verdict: 'pass' },
    { name: 'phase 4 after a Phase 3 COMPLETE', input: ledger(done), options: start(4), verdict: 'pass' },
    { name: 'phase 2 after an acknowledged skip of phase 1', input: ledger(phase1('SKIPPED'), { 1: skip(true) }), options: start(2), verdict: 'pass' },
    { name: 'the phase to start is not an earlier phase: its own unacknowledged skip is not checked', input: ledger(['PASS', 'SKIPPED', 'NOT_STARTED', 'NOT_STARTED'], { 2: skip(false) }), options: start(2), verdict: 'pass' },
    { name: 'phase 4 itself skipped gives no warning for phase 4', input: ledger(['PASS', 'PASS', 'COMPLETE', 'SKIPPED'], { 4: skip(true) }), options: start(4), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'phase 2 after an INFERRED phase 1',
      input: ledger(phase1('INFERRED')),
      options: start(2),
      errors: [notPassed(2, 1, 'INFERRED')],
      verdict: 'fail',
      repaired: { input: ledger(phase1('PASS')), options: start(2) },
    },
    { name: 'phase 2 after an IN_PROGRESS phase 1', input: ledger(phase1('IN_PROGRESS')), options: start(2), errors: [notPassed(2, 1, 'IN_PROGRESS')], verdict: 'fail' },
    { name: 'phase 2 after a FAIL', input: ledger(phase1('FAIL')), options: start(2), errors: [notPassed(2, 1, 'FAIL')], verdict: 'fail' },
    {
      name: 'Acknowledged: true on a phase that was not skipped unlocks nothing',
      input: ledger(phase1('INFERRED'), { 1: ['Acknowledged: true'] }),
      options: start(2),
      errors: [notPassed(2, 1, 'INFERRED')],
      verdict: 'fail',
      repaired: { input: ledger(phase1('SKIPPED'), { 1: skip(true) }), options: start(2) },
    },
    { name: 'an acknowledged FAIL unlocks nothing either', input: ledger(phase1('FAIL'), { 1: ['Acknowledged: true'] }), options: start(2), errors: [notPassed(2, 1, 'FAIL')], verdict: 'fail' },
    {
      name: 'phase 4 after a Phase 3 PASS (Phase 3 completes, it does not pass)',
      input: ledger(['PASS', 'PASS', 'PASS', 'NOT_STARTED']),
      options: start(4),
      errors: [{ rule: 'ledger/phase-status', reason: 'ledger_phase3_pass', severity: 'blocker', line: 15 }, notPassed(4, 3, 'PASS')],
      verdict: 'fail',
      repaired: { input: ledger(done), options: start(4) },
    },
    { name: 'phase 3 after a Phase 2 COMPLETE', input: ledger(['PASS', 'COMPLETE', 'NOT_STARTED', 'NOT_STARTED']), options: start(3), errors: [notPassed(3, 2, 'COMPLETE')], verdict: 'fail' },
    {
      name: 'a predecessor without a Status line',
      input: ledger(phase1('PASS')).replace('## Phase 1: Design\nStatus: PASS', '## Phase 1: Design'),
      options: start(2),
      errors: [notPassed(2, 1, 'missing')],
      verdict: 'fail',
    },
    {
      name: 'an unacknowledged skip two phases back blocks phase 4',
      input: ledger(['SKIPPED', 'PASS', 'COMPLETE', 'NOT_STARTED'], { 1: skip(false) }),
      options: start(4),
      errors: [unacknowledged(4, 1)],
      verdict: 'fail',
      repaired: { input: ledger(['SKIPPED', 'PASS', 'COMPLETE', 'NOT_STARTED'], { 1: skip(true) }), options: start(4), errors: [skippedWarning(1)] },
    },
    {
      name: 'an unacknowledged skip of the predecessor: only the skip is reported',
      input: ledger(phase1('SKIPPED'), { 1: skip(false) }),
      options: start(2),
      errors: [unacknowledged(2, 1)],
      verdict: 'fail',
      repaired: { input: ledger(phase1('SKIPPED'), { 1: skip(true) }), options: start(2) },
    },
    {
      name: 'two unacknowledged skips, in phase order',
      input: ledger(['SKIPPED', 'SKIPPED', 'NOT_STARTED', 'NOT_STARTED'], { 1: skip(false), 2: skip(false) }),
      options: start(3),
      errors: [unacknowledged(3, 1), unacknowledged(3, 2)],
      verdict: 'fail',
    },
    {
      name: 'phase 4 after acknowledged skips passes with a warning per skip',
      input: ledger(['SKIPPED', 'SKIPPED', 'COMPLETE', 'NOT_STARTED'], { 1: skip(true), 2: skip(true) }),
      options: start(4),
      errors: [skippedWarning(1), skippedWarning(2)],
      verdict: 'pass',
    },
  ],
});
