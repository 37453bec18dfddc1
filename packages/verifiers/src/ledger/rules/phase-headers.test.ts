import { ruleTester } from '../../rule-tester.test-helpers.js';
import { ledger } from '../fixtures.test-helpers.js';
import { ledgerVerifier } from '../index.js';

const EXPECTED = 'expected [1: Design, 2: Plan, 3: Execute, 4: Completion]';
const swapped = ledger().replace('## Phase 1: Design', '## Phase X').replace('## Phase 2: Plan', '## Phase 1: Design').replace('## Phase X', '## Phase 2: Plan');

ruleTester.run(ledgerVerifier, 'ledger/phase-headers', {
  valid: [
    { name: 'the four phases in order', input: ledger(), verdict: 'pass' },
    { name: 'extra spaces around the colon and a CRLF file', input: ledger().replace('## Phase 2: Plan', '##  Phase 2 :  Plan').replace(/\n/g, '\r\n'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'phases 1 and 2 swapped',
      input: swapped,
      errors: [
        {
          reason: 'ledger_phase_headers_invalid',
          severity: 'blocker',
          line: 8,
          message: `The phase headers are [2: Plan, 1: Design, 3: Execute, 4: Completion]; ${EXPECTED}.`,
          hint: 'A ledger is initialised with all four phases NOT_STARTED and never loses or reorders one.',
        },
      ],
      verdict: 'fail',
      repaired: { input: ledger() },
    },
    {
      name: 'a renamed phase',
      input: ledger().replace('Phase 3: Execute', 'Phase 3: Build'),
      errors: [{ reason: 'ledger_phase_headers_invalid', severity: 'blocker', line: 14, message: /^The phase headers are \[1: Design, 2: Plan, 3: Build, 4: Completion\]/ }],
      verdict: 'fail',
      repaired: { input: ledger() },
    },
    {
      name: 'phase 4 missing: no header is wrong, so the finding has no line',
      input: ledger().replace('\n## Phase 4: Completion\nStatus: NOT_STARTED\n', ''),
      errors: [{ reason: 'ledger_phase_headers_invalid', severity: 'blocker', line: null, message: `The phase headers are [1: Design, 2: Plan, 3: Execute]; ${EXPECTED}.` }],
      verdict: 'fail',
    },
    {
      name: 'a fifth phase',
      input: `${ledger()}\n## Phase 5: Retro\nStatus: NOT_STARTED\n`,
      errors: [{ reason: 'ledger_phase_headers_invalid', severity: 'blocker', line: 20 }],
      verdict: 'fail',
    },
    {
      name: 'an empty text has no phase',
      input: '',
      errors: [{ reason: 'ledger_phase_headers_invalid', severity: 'blocker', line: null, message: `The phase headers are []; ${EXPECTED}.` }],
      verdict: 'fail',
    },
    {
      name: 'a lower-case header is prose, so a phase is missing',
      input: ledger().replace('## Phase 2: Plan', '## phase 2: Plan'),
      errors: [
        { rule: 'ledger/line-grammar', reason: 'ledger_prose_line', severity: 'blocker', line: 11 },
        { rule: 'ledger/line-grammar', reason: 'ledger_duplicate_key', severity: 'blocker', line: 12 },
        { reason: 'ledger_phase_headers_invalid', severity: 'blocker', line: 14 },
      ],
      verdict: 'fail',
    },
  ],
});
