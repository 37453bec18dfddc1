import { ruleTester } from '../../rule-tester.test-helpers.js';
import { checked } from '../fixtures.test-helpers.js';
import { cairnVerifier } from '../index.js';

const FIRST = 17; // the first LEDGER line of the default cairn
const ledger = (...lines: string[]) => checked({ phase: ['phase: build / 3', 'started-at: 2031-04-02T11:30:00Z', 'parent-skill: forge'], ledger: lines });

ruleTester.run(cairnVerifier, 'cairn/ledger-lines', {
  valid: [
    { name: 'completion lines', input: checked(), verdict: 'pass' },
    { name: 'a range line and every verdict', input: ledger('spec/1-2 | dispatches=0 receipts=0 verdict=MIXED | spec rounds', 'build/3 | dispatches=0 receipts=0 verdict=FAIL | reverted'), verdict: 'pass' },
    { name: 'an 80-character summary', input: ledger(`spec/1 | dispatches=0 receipts=0 verdict=PASS | ${'s'.repeat(80)}`), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a lower-case verdict',
      input: ledger('spec/1 | dispatches=1 receipts=1 verdict=pass | spec approved'),
      errors: [
        {
          reason: 'cairn_line_grammar',
          severity: 'blocker',
          line: FIRST,
          message: 'LEDGER line violates grammar "<phase>/<n> | dispatches=N receipts=N verdict=V | <summary>": spec/1 | dispatches=1 receipts=1 verdict=pass | spec approved',
          hint: 'Write "<phase>/<n> | dispatches=N receipts=N verdict=PASS|FAIL|MIXED | <summary of at most 80 chars>".',
        },
      ],
      verdict: 'fail',
      repaired: { input: ledger('spec/1 | dispatches=1 receipts=1 verdict=PASS | spec approved') },
    },
    {
      name: 'a phase name with capitals',
      input: ledger('Spec/1 | dispatches=1 receipts=1 verdict=PASS | spec'),
      errors: [{ reason: 'cairn_line_grammar', severity: 'blocker', line: FIRST }],
      verdict: 'fail',
    },
    {
      name: 'an 81-character summary',
      input: ledger(`spec/1 | dispatches=0 receipts=0 verdict=PASS | ${'s'.repeat(81)}`),
      errors: [{ reason: 'cairn_ledger_summary_too_long', severity: 'blocker', line: FIRST, message: 'LEDGER summary exceeds 80 chars (81).' }],
      verdict: 'fail',
      repaired: { input: ledger(`spec/1 | dispatches=0 receipts=0 verdict=PASS | ${'s'.repeat(80)}`) },
    },
  ],
});
