import { ruleTester } from '../../rule-tester.test-helpers.js';
import { type Statuses, ledger, lineOf } from '../fixtures.test-helpers.js';
import { ledgerVerifier } from '../index.js';

const at = (phase1: string): Statuses => [phase1, 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'];
const skipped = ledger(['SKIPPED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'], { 1: ['Reason: the design was settled in #400', 'Acknowledged: yes'] });

ruleTester.run(ledgerVerifier, 'ledger/phase-status', {
  valid: [
    { name: 'a fresh ledger', input: ledger(), verdict: 'pass' },
    {
      name: 'every status where it is legal',
      input: ledger(['PASS', 'SKIPPED', 'COMPLETE', 'IN_PROGRESS'], { 2: ['Reason: user requested skip', 'Acknowledged: true'] }),
      verdict: 'pass',
    },
    { name: 'FAIL and INFERRED', input: ledger(['INFERRED', 'FAIL', 'NOT_STARTED', 'NOT_STARTED']), verdict: 'pass' },
    { name: 'the first Status binds (a duplicate is line-grammar’s)', input: ledger(at('PASS'), { 1: ['Status: DONE'] }), verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'a phase without a Status line',
      input: ledger().replace('## Phase 2: Plan\nStatus: NOT_STARTED', '## Phase 2: Plan\nGate: 2026-09-18T10:00:00'),
      errors: [{ reason: 'ledger_status_missing', severity: 'blocker', line: 11, message: 'Phase 2 has no Status line.', hint: 'Every phase starts as `Status: NOT_STARTED`.' }],
      verdict: 'fail',
      repaired: { input: ledger() },
    },
    {
      name: 'an unknown status',
      input: ledger(at('DONE')),
      errors: [{ reason: 'ledger_status_unknown', severity: 'blocker', line: 9, message: 'Phase 1 Status "DONE" is not one of NOT_STARTED, IN_PROGRESS, PASS, COMPLETE, FAIL, SKIPPED, INFERRED.', hint: 'Statuses are upper-case and case-sensitive.' }],
      verdict: 'fail',
      repaired: { input: ledger(at('PASS')) },
    },
    {
      name: 'statuses are case-sensitive',
      input: ledger(at('pass')),
      errors: [{ reason: 'ledger_status_unknown', severity: 'blocker', line: 9 }],
      verdict: 'fail',
    },
    {
      name: 'an empty Status',
      input: ledger(at('')),
      errors: [{ reason: 'ledger_status_unknown', severity: 'blocker', line: 9, message: /^Phase 1 Status "" is not one of/ }],
      verdict: 'fail',
    },
    {
      name: 'Phase 3 PASS',
      input: ledger(['PASS', 'PASS', 'PASS', 'NOT_STARTED']),
      errors: [{ reason: 'ledger_phase3_pass', severity: 'blocker', line: 15, message: 'Phase 3 is marked PASS; Execute ends as COMPLETE (PASS is unreachable for Phase 3).', hint: 'Write `Status: COMPLETE` with `Tasks: N/N complete` once every task is done and verified.' }],
      verdict: 'fail',
      repaired: { input: ledger(['PASS', 'PASS', 'COMPLETE', 'NOT_STARTED']) },
    },
    {
      name: 'COMPLETE outside Phase 3',
      input: ledger(['PASS', 'COMPLETE', 'NOT_STARTED', 'NOT_STARTED']),
      errors: [{ reason: 'ledger_complete_outside_phase3', severity: 'blocker', line: 12, message: 'Phase 2 is marked COMPLETE; only Phase 3 completes, the others PASS their gate.', hint: 'Gate the phase and write PASS after the verdict marker is verified.' }],
      verdict: 'fail',
      repaired: { input: ledger(['PASS', 'PASS', 'NOT_STARTED', 'NOT_STARTED']) },
    },
    {
      name: 'Phase 4 COMPLETE',
      input: ledger(['PASS', 'PASS', 'COMPLETE', 'COMPLETE']),
      errors: [{ reason: 'ledger_complete_outside_phase3', severity: 'blocker', line: 18 }],
      verdict: 'fail',
    },
    {
      name: 'SKIPPED without a Reason',
      input: ledger(['PASS', 'SKIPPED', 'NOT_STARTED', 'NOT_STARTED'], { 2: ['Acknowledged: true'] }),
      errors: [{ reason: 'ledger_skip_missing_reason', severity: 'blocker', line: 12, message: 'Phase 2 is SKIPPED without a Reason.', hint: 'Record why the gate was skipped: `Reason: <why>`.' }],
      verdict: 'fail',
      repaired: { input: ledger(['PASS', 'SKIPPED', 'NOT_STARTED', 'NOT_STARTED'], { 2: ['Reason: user requested skip', 'Acknowledged: true'] }) },
    },
    {
      name: 'Acknowledged other than true is a warning',
      input: skipped,
      errors: [{ reason: 'ledger_acknowledged_invalid', severity: 'warning', line: lineOf(skipped, 'Acknowledged: yes'), message: 'Phase 1 Acknowledged is "yes"; only `true` acknowledges a skip.', hint: 'Write `Acknowledged: true` only after the user typed SKIP GATE; otherwise leave the key out.' }],
      verdict: 'pass',
      repaired: { input: skipped.replace('Acknowledged: yes', 'Acknowledged: true') },
    },
    {
      name: 'Acknowledged TRUE on a phase that also has an unknown status: both reported',
      input: ledger(at('DONE'), { 1: ['Acknowledged: TRUE'] }),
      errors: [
        { reason: 'ledger_status_unknown', severity: 'blocker', line: 9 },
        { reason: 'ledger_acknowledged_invalid', severity: 'warning', line: 10 },
      ],
      verdict: 'fail',
    },
  ],
});
