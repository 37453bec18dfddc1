import { ruleTester } from '../../rule-tester.test-helpers.js';
import { type Statuses, PIPELINE_ID, ledger } from '../fixtures.test-helpers.js';
import { ledgerVerifier } from '../index.js';

const phase1 = (status: string): Statuses => [status, 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED'];
const phase3 = (status: string): Statuses => ['PASS', 'PASS', status, 'NOT_STARTED'];
const previous = (statuses: Statuses) => ({ previous: ledger(statuses) });
const LEGAL_MOVES = 'Legal moves: NOT_STARTED→IN_PROGRESS→PASS/COMPLETE/FAIL, FAIL→IN_PROGRESS, *→SKIPPED, SKIPPED/INFERRED→IN_PROGRESS.';
const illegal = (phase: number, from: string, to: string, line: number, hint = LEGAL_MOVES) =>
  ({ reason: 'ledger_transition_illegal', severity: 'blocker', line, message: `Phase ${phase} went ${from} → ${to}, which the phase state machine does not allow.`, hint }) as const;
const NOT_STARTED_HINT = 'A phase starts (IN_PROGRESS) before it can pass, complete or fail.';

ruleTester.run(ledgerVerifier, 'ledger/transition', {
  valid: [
    { name: 'without --previous nothing is compared', input: ledger(phase1('PASS')), verdict: 'pass' },
    { name: 'NOT_STARTED → IN_PROGRESS', input: ledger(phase1('IN_PROGRESS')), options: previous(phase1('NOT_STARTED')), verdict: 'pass' },
    { name: 'IN_PROGRESS → PASS', input: ledger(phase1('PASS')), options: previous(phase1('IN_PROGRESS')), verdict: 'pass' },
    { name: 'IN_PROGRESS → FAIL', input: ledger(phase1('FAIL')), options: previous(phase1('IN_PROGRESS')), verdict: 'pass' },
    { name: 'FAIL → IN_PROGRESS', input: ledger(phase1('IN_PROGRESS')), options: previous(phase1('FAIL')), verdict: 'pass' },
    { name: 'SKIPPED → IN_PROGRESS', input: ledger(phase1('IN_PROGRESS')), options: { previous: ledger(phase1('SKIPPED'), { 1: ['Reason: r', 'Acknowledged: true'] }) }, verdict: 'pass' },
    {
      name: 'a phase the previous ledger lacks is not compared',
      input: ledger(['PASS', 'PASS', 'COMPLETE', 'PASS']),
      options: { previous: ledger(['PASS', 'PASS', 'COMPLETE', 'PASS']).replace('\n## Phase 4: Completion\nStatus: PASS\n', '') },
      verdict: 'pass',
    },
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
      errors: [illegal(1, 'NOT_STARTED', 'PASS', 9, NOT_STARTED_HINT)],
      verdict: 'fail',
      repaired: { input: ledger(phase1('PASS')), options: previous(phase1('IN_PROGRESS')) },
    },
    {
      name: 'INFERRED → PASS needs a fresh gate',
      input: ledger(phase1('PASS')),
      options: previous(phase1('INFERRED')),
      errors: [illegal(1, 'INFERRED', 'PASS', 9, 'An inferred phase must be re-gated with a fresh marker: go IN_PROGRESS first.')],
      verdict: 'fail',
      repaired: { input: ledger(phase1('IN_PROGRESS')), options: previous(phase1('INFERRED')) },
    },
    {
      name: 'Phase 3 IN_PROGRESS → PASS',
      input: ledger(phase3('PASS')),
      options: previous(phase3('IN_PROGRESS')),
      errors: [illegal(3, 'IN_PROGRESS', 'PASS', 15, 'Phase 3 ends COMPLETE, never PASS.')],
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
      errors: [illegal(1, 'IN_PROGRESS', 'INFERRED', 9, 'INFERRED is written only by compaction-recovery reconstruction (with a new PipelineID).')],
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
      name: 'a missing PipelineID in the previous ledger still compares',
      input: ledger(phase1('PASS')),
      options: { previous: ledger(phase1('NOT_STARTED')).replace(`PipelineID: ${PIPELINE_ID}\n`, '') },
      errors: [illegal(1, 'NOT_STARTED', 'PASS', 9, NOT_STARTED_HINT)],
      verdict: 'fail',
    },
    {
      name: 'a PipelineID dropped from the new ledger does not hide the transition',
      input: ledger(phase1('PASS')).replace(`PipelineID: ${PIPELINE_ID}\n`, ''),
      options: previous(phase1('NOT_STARTED')),
      errors: [
        { rule: 'ledger/header-fields', reason: 'ledger_header_field_missing', severity: 'blocker', line: null },
        illegal(1, 'NOT_STARTED', 'PASS', 8, NOT_STARTED_HINT),
      ],
      verdict: 'fail',
    },
    {
      name: 'Phase 3 NOT_STARTED → PASS: the earlier hint wins',
      input: ledger(phase3('PASS')),
      options: previous(phase3('NOT_STARTED')),
      errors: [{ rule: 'ledger/phase-status', reason: 'ledger_phase3_pass', severity: 'blocker', line: 15 }, illegal(3, 'NOT_STARTED', 'PASS', 15, NOT_STARTED_HINT)],
      verdict: 'fail',
    },
    {
      name: 'Phase 1 FAIL → PASS: the general hint, not the Phase 3 one',
      input: ledger(phase1('PASS')),
      options: previous(phase1('FAIL')),
      errors: [illegal(1, 'FAIL', 'PASS', 9)],
      verdict: 'fail',
    },
    {
      name: 'Phase 1 IN_PROGRESS → NOT_STARTED: the general hint',
      input: ledger(phase1('NOT_STARTED')),
      options: previous(phase1('IN_PROGRESS')),
      errors: [illegal(1, 'IN_PROGRESS', 'NOT_STARTED', 9)],
      verdict: 'fail',
    },
    {
      name: 'from an unknown status, even to SKIPPED',
      input: ledger(phase1('SKIPPED'), { 1: ['Reason: r', 'Acknowledged: true'] }),
      options: previous(phase1('STARTED')),
      errors: [illegal(1, 'STARTED', 'SKIPPED', 9)],
      verdict: 'fail',
    },
    {
      name: 'INFERRED → COMPLETE in Phase 3',
      input: ledger(phase3('COMPLETE')),
      options: previous(phase3('INFERRED')),
      errors: [illegal(3, 'INFERRED', 'COMPLETE', 15)],
      verdict: 'fail',
    },
    {
      name: 'two illegal changes, in phase order',
      input: ledger(['PASS', 'PASS', 'NOT_STARTED', 'NOT_STARTED']),
      options: previous(['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']),
      errors: [illegal(1, 'NOT_STARTED', 'PASS', 9, NOT_STARTED_HINT), illegal(2, 'NOT_STARTED', 'PASS', 12, NOT_STARTED_HINT)],
      verdict: 'fail',
    },
  ],
});
