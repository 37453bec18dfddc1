import { ruleTester } from '../../rule-tester.test-helpers.js';
import { HEADER, ledger, lineOf } from '../fixtures.test-helpers.js';
import { ledgerVerifier } from '../index.js';

const PROSE = 'Reviewer said it reads well enough.';
const SPEC_EXAMPLE = ledger(['PASS', 'SKIPPED', 'COMPLETE', 'IN_PROGRESS'], {
  1: ['Gate: 2026-09-18T10:02:10', 'Artifact: docs/plans/rate-limit-design.md'],
  2: ['Gate: 2026-09-18T10:40:00', 'Reason: User requested skip', 'Acknowledged: true'],
  3: ['Tasks: 6/6 complete'],
});
const withProse = ledger(undefined, { 1: [PROSE] });
const remarks = ledger(undefined, { 2: ['Remarks: second pass took a day'] });
const owner = ledger(undefined, {}, [...HEADER, 'Owner: me']);
const twice = ledger(undefined, { 1: ['Status: PASS'] });
const hostile = ledger(undefined, { 4: ['x'.repeat(100_000)] });

ruleTester.run(ledgerVerifier, 'ledger/line-grammar', {
  valid: [
    { name: 'a fresh ledger', input: ledger(), verdict: 'pass' },
    { name: 'every key of the format, the spec example', input: SPEC_EXAMPLE, verdict: 'pass' },
    { name: 'CRLF line ends', input: ledger().replace(/\n/g, '\r\n'), verdict: 'pass' },
    { name: 'a BOM before the title', input: `\uFEFF${ledger()}`, verdict: 'pass' },
    { name: 'indented lines and blank lines are read trimmed', input: ledger().replace('Status: NOT_STARTED', '   Status: NOT_STARTED   \n\n'), verdict: 'pass' },
    { name: 'an empty text has no line to reject (other rules report it)', input: '', verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'a line of prose in a phase',
      input: withProse,
      errors: [
        {
          reason: 'ledger_prose_line',
          severity: 'blocker',
          line: lineOf(withProse, PROSE),
          message: `Line ${lineOf(withProse, PROSE)} is prose; a ledger holds only its title, phase headers and Key: value lines.`,
          evidence: [PROSE],
          hint: 'Move notes to pipeline-status.md; the ledger is a machine-read audit trail.',
        },
      ],
      verdict: 'fail',
      repaired: { input: ledger() },
    },
    {
      name: 'a second title is prose',
      input: ledger().replace('## Phase 1', '# Build Gate Ledger\n## Phase 1'),
      errors: [{ reason: 'ledger_prose_line', severity: 'blocker', line: 8 }],
      verdict: 'fail',
    },
    {
      name: 'a hostile 100 000-character line: one finding, its evidence cut at 200 characters',
      input: hostile,
      errors: [{ reason: 'ledger_prose_line', severity: 'blocker', line: 19, evidence: ['x'.repeat(200)] }],
      verdict: 'fail',
    },
    {
      name: 'an unknown key in a phase',
      input: remarks,
      errors: [
        {
          reason: 'ledger_unknown_key',
          severity: 'blocker',
          line: lineOf(remarks, 'Remarks: second pass took a day'),
          message: 'Remarks is not a key of Phase 2 (known: Status, Gate, Artifact, Tasks, Reason, Acknowledged).',
          hint: 'Use only the keys of the ledger format; free text belongs elsewhere.',
        },
      ],
      verdict: 'fail',
      repaired: { input: ledger(undefined, { 2: ['Reason: second pass took a day'] }) },
    },
    {
      name: 'an unknown key in the header',
      input: owner,
      errors: [
        {
          reason: 'ledger_unknown_key',
          severity: 'blocker',
          line: 7,
          message: 'Owner is not a key of the header (known: Run, PipelineID, Goal, Mode, QualityGateMode).',
        },
      ],
      verdict: 'fail',
      repaired: { input: ledger() },
    },
    {
      name: 'a phase key in the header is unknown there',
      input: ledger(undefined, {}, [...HEADER, 'Status: PASS']),
      errors: [{ reason: 'ledger_unknown_key', severity: 'blocker', line: 7, message: /^Status is not a key of the header/ }],
      verdict: 'fail',
    },
    {
      name: 'a second Status line in one phase',
      input: twice,
      errors: [
        {
          reason: 'ledger_duplicate_key',
          severity: 'blocker',
          line: lineOf(twice, 'Status: PASS'),
          message: 'Status appears twice in Phase 1; readers bind only the first one.',
          hint: 'Edit the existing line instead of adding a second one.',
        },
      ],
      verdict: 'fail',
      repaired: { input: ledger(['PASS', 'NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']) },
    },
    {
      name: 'a repeated header key',
      input: ledger(undefined, {}, [...HEADER, 'Goal: something else']),
      errors: [{ reason: 'ledger_duplicate_key', severity: 'blocker', line: 7, message: 'Goal appears twice in the header; readers bind only the first one.' }],
      verdict: 'fail',
    },
    {
      name: 'the same key in two phases is no duplicate; three in one phase are two',
      input: ledger(undefined, { 3: ['Tasks: 1/6 complete', 'Tasks: 2/6 complete', 'Tasks: 3/6 complete'], 4: ['Tasks: 0/0'] }),
      errors: [
        { reason: 'ledger_duplicate_key', severity: 'blocker', line: 17 },
        { reason: 'ledger_duplicate_key', severity: 'blocker', line: 18 },
      ],
      verdict: 'fail',
    },
  ],
});
