import { ruleTester } from '../../rule-tester.test-helpers.js';
import { gateLedger, manifest } from '../fixtures.test-helpers.js';
import { handoffVerifier } from '../index.js';

const DEC1 = '- [DEC-1] Token bucket: O(1) state';
const DEC2 = '- [DEC-2] Leave the v1 routes alone: partner scripts call them';
const previous = manifest(1, { decisions: [DEC1, DEC2] });
const file = 'handoff-2-to-3.md';

ruleTester.run(handoffVerifier, 'handoff/continuity', {
  valid: [
    { name: 'no --previous, no --ledger', input: manifest(2), file, verdict: 'pass' },
    { name: 'every decision kept, one added', input: manifest(2, { decisions: [DEC1, DEC2, '- [DEC-3] Redis: already there'] }), file, options: { previous }, verdict: 'pass' },
    { name: 'the order may change', input: manifest(2, { decisions: [DEC2, DEC1] }), file, options: { previous }, verdict: 'pass' },
    { name: 'the ledger has the same Mode', input: manifest(1), options: { ledger: gateLedger(['PASS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']) }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a decision reworded',
      input: manifest(2, { decisions: [DEC1, '- [DEC-2] Counters in Postgres: the database we already run'] }),
      file,
      options: { previous },
      errors: [
        {
          reason: 'handoff_decisions_dropped',
          severity: 'warning',
          line: 12,
          message: 'DEC-2 changed since the previous manifest.',
          evidence: ['decision: DEC-2', 'previous: Leave the v1 routes alone: partner scripts call them', 'now: Counters in Postgres: the database we already run'],
        },
      ],
      verdict: 'pass',
      repaired: { input: manifest(2, { decisions: [DEC1, DEC2] }) },
    },
    {
      name: 'a decision dropped',
      input: manifest(2, { decisions: [DEC2] }),
      file,
      options: { previous },
      errors: [
        {
          reason: 'handoff_decisions_dropped',
          severity: 'warning',
          line: 12,
          message: 'DEC-1 of the previous manifest is not carried forward.',
          evidence: ['decision: DEC-1', 'previous: Token bucket: O(1) state'],
        },
      ],
      verdict: 'pass',
    },
    {
      name: 'the Decisions section is gone: no line',
      input: manifest(2, { drop: '## Decisions Carried Forward' }),
      file,
      options: { previous },
      errors: [
        { reason: 'handoff_decisions_dropped', severity: 'warning', line: null, message: 'DEC-1 of the previous manifest is not carried forward.' },
        { reason: 'handoff_decisions_dropped', severity: 'warning', line: null, message: 'DEC-2 of the previous manifest is not carried forward.' },
      ],
      verdict: 'fail',
    },
    {
      name: 'Mode differs from the ledger',
      input: manifest(1, { mode: 'refactor' }),
      options: { ledger: gateLedger(['PASS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']) },
      errors: [{ reason: 'handoff_mode_drift', severity: 'warning', line: 4, message: '**Mode:** refactor differs from the ledger (feature).' }],
      verdict: 'pass',
      repaired: { input: manifest(1) },
    },
    {
      name: 'Mode differs from the ledger and the previous manifest',
      input: manifest(2, { mode: 'refactor', decisions: [DEC1, DEC2] }),
      file,
      options: { previous, ledger: gateLedger(['PASS', 'PASS', 'NOT_STARTED', 'NOT_STARTED']) },
      errors: [
        { reason: 'handoff_mode_drift', severity: 'warning', line: 4, message: '**Mode:** refactor differs from the ledger (feature).' },
        { reason: 'handoff_mode_drift', severity: 'warning', line: 4, message: '**Mode:** refactor differs from the previous manifest (feature).' },
      ],
      verdict: 'pass',
    },
  ],
});
