import { ruleTester } from '../../rule-tester.test-helpers.js';
import { type Statuses, PIPELINE_ID, ledger } from '../fixtures.test-helpers.js';
import { ledgerVerifier } from '../index.js';

const phase1 = (status: string): Statuses => [status, 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'];
const phase3 = (status: string): Statuses => ['PASS', 'PASS', status, 'NOT_STARTED'];
const previous = (statuses: Statuses) => ({ previous: ledger(statuses) });
const illegal = (phase: number, from: string, to: string, line: number) =>
  ({ reason: 'ledger_transition_illegal', severity: 'blocker', line, message: `Phase ${phase} went ${from} → ${to}, which the phase state machine does not allow.` }) as const;

ruleTester.run(ledgerVerifier, 'ledger/transition', {
  valid: [
    { name: 'without --previous nothing is compared', input: ledger(phase1('PASS')), verdict: 'pass' },
    { name: 'NOT_STARTED → IN_PROGRESS', input: ledger(phase1('IN_PROGRESS')), options: previous(phase1('NOT_STARTED')), verdict: 'pass' },
    { name: 'IN_PROGRESS → PASS', input: ledger(phase1('PASS')), options: previous(phase1('IN_PROGRESS')), verdict: 'pass' },
    { name: 'IN_PROGRESS → FAIL → IN_PROGRESS', input: ledger(phase1('IN_PROGRESS')), options: previous(phase1('FAIL')), verdict: 'pass' },
    { name: 'Phase 3 IN_PROGRESS → COMPLETE', input: ledger(phase3('COMPLETE')), options: previous(phase3('IN_PROGRESS')), verdict: 'pass' },
    { name: 'anything → SKIPPED', input: ledger(phase1('SKIPPED'), { 1: ['Reason: r', 'Acknowledged: true'] }), options: previous(phase1('PASS')), verdict: 'pass' },
    { name: 'INFERRED → IN_PROGRESS', input: ledger(phase1('IN_PROGRESS')), options: previous(phase1('INFERRED')), verdict: 'pass' },
    { name: 'an unchanged status is no transition', input: ledger(phase1('PASS')), options: previous(phase1('PASS')), verdict: 'pass' },
    {
      name: 'a new PipelineID is a new run, not a transition',
      input: ledger(phase1('PASS')),
      options: { previous: ledger(phase1('NOT_STARTED')).replace(PIPELINE_ID, 'build-20260917-000000') },
      verdict: 'pass',
    },
    {
      name: 'a phase without Status on either side is not compared (phase-status reports it)',
      input: ledger(phase1('PASS')).replace('## Phase 2: Plan\nStatus: NOT_STARTED', '## Phase 2: Plan'),
      options: previous(phase1('PASS')),
      verdict: 'fail',
    },
  ],
  invalid: [
    {
      name: 'NOT_STARTED → PASS skips the work',
      input: ledger(phase1('PASS')),
      options: previous(phase1('NOT_STARTED')),
      errors: [illegal(1, 'NOT_STARTED', 'PASS', 9)],
      verdict: 'fail',
      repaired: { input: ledger(phase1('PASS')), options: previous(phase1('IN_PROGRESS')) },
    },
    {
      name: 'INFERRED → PASS needs a fresh gate',
      input: ledger(phase1('PASS')),
      options: previous(phase1('INFERRED')),
      errors: [illegal(1, 'INFERRED', 'PASS', 9)],
      verdict: 'fail',
      repaired: { input: ledger(phase1('IN_PROGRESS')), options: previous(phase1('INFERRED')) },
    },
    {
      name: 'Phase 3 IN_PROGRESS → PASS',
      input: ledger(phase3('PASS')),
      options: previous(phase3('IN_PROGRESS')),
      errors: [illegal(3, 'IN_PROGRESS', 'PASS', 15)],
      verdict: 'fail',
    },
    {
      name: 'Phase 2 IN_PROGRESS → COMPLETE',
      input: ledger(['PASS', 'COMPLETE', 'NOT_STARTED', 'NOT_STARTED']),
      options: previous(['PASS', 'IN_PROGRESS', 'NOT_STARTED', 'NOT_STARTED']),
      errors: [illegal(2, 'IN_PROGRESS', 'COMPLETE', 12)],
      verdict: 'fail',
    },
    {
      name: 'to INFERRED within one PipelineID',
      input: ledger(phase1('INFERRED')),
      options: previous(phase1('IN_PROGRESS')),
      errors: [illegal(1, 'IN_PROGRESS', 'INFERRED', 9)],
      verdict: 'fail',
    },
    {
      name: 'PASS back to IN_PROGRESS',
      input: ledger(phase1('IN_PROGRESS')),
      options: previous(phase1('PASS')),
      errors: [illegal(1, 'PASS', 'IN_PROGRESS', 9)],
      verdict: 'fail',
    },
    {
      name: 'from an unknown status',
      input: ledger(phase1('IN_PROGRESS')),
      options: previous(phase1('STARTED')),
      errors: [illegal(1, 'STARTED', 'IN_PROGRESS', 9)],
      verdict: 'fail',
    },
    {
      name: 'a missing PipelineID on one side still compares',
      input: ledger(phase1('PASS')),
      options: { previous: ledger(phase1('NOT_STARTED')).replace(`PipelineID: ${PIPELINE_ID}\n`, '') },
      errors: [illegal(1, 'NOT_STARTED', 'PASS', 9)],
      verdict: 'fail',
    },
    {
      name: 'two illegal changes, in phase order',
      input: ledger(['PASS', 'PASS', 'NOT_STARTED', 'NOT_STARTED']),
      options: previous(['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']),
      errors: [illegal(1, 'NOT_STARTED', 'PASS', 9), illegal(2, 'NOT_STARTED', 'PASS', 12)],
      verdict: 'fail',
    },
  ],
});
