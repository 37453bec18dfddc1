import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BUILD_RECEIPT_A, RECEIPT_LEDGER, checked, ledgerRow, reconciled } from '../fixtures.test-helpers.js';
import { cairnVerifier } from '../index.js';

const FIRST = 9;
const facts = (...lines: string[]) => reconciled({ invariants: lines });
const hint = 'Every [ref: X] must resolve to exactly one receipt-ledger row by its 12-hex rcpt_sha256 prefix.';

ruleTester.run(cairnVerifier, 'cairn/invariant-refs', {
  valid: [
    { name: 'every ref resolves', input: reconciled(), verdict: 'pass' },
    { name: 'facts without refs', input: facts('I-01: plain fact'), verdict: 'pass' },
    { name: 'two refs on one line', input: facts('I-01: both  [ref: c0ffee123456] [ref: feedface0001]'), verdict: 'pass' },
    { name: 'without --reconcile refs are not resolved', input: checked({ invariants: ['I-01: x  [ref: nothing]'] }), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a ref that is not 12 hex',
      input: facts('I-01: Refunds never exceed capture  [ref: c0ffee]'),
      errors: [{ reason: 'cairn_ref_unresolved', severity: 'blocker', line: FIRST, message: 'Rule 4: I-01 [ref: c0ffee] is not a 12-hex receipt prefix.', hint }],
      verdict: 'fail',
      repaired: { input: facts('I-01: Refunds never exceed capture  [ref: c0ffee123456]') },
    },
    {
      name: 'a ref with no ledger row',
      input: facts('I-01: a  [ref: c0ffee123456]', 'I-02: b  [ref: 999999999999]'),
      errors: [{ reason: 'cairn_ref_unresolved', severity: 'blocker', line: FIRST + 1, message: 'Rule 4: I-02 [ref: 999999999999] has no ledger entry.' }],
      verdict: 'fail',
    },
    {
      name: 'a ref two rows share',
      input: reconciled({}, { receiptLedger: `${RECEIPT_LEDGER}\n${ledgerRow('forge:audit/9', BUILD_RECEIPT_A)}` }),
      errors: [{ reason: 'cairn_ref_unresolved', severity: 'blocker', line: FIRST + 1, message: 'Rule 4: I-02 [ref: feedface0001] is ambiguous: 2 ledger rows share the prefix (collision).' }],
      verdict: 'fail',
    },
    {
      name: 'no ledger read',
      input: reconciled({ ledger: [], obligations: [], phase: ['phase: build / 1', 'started-at: 2031-04-02T11:30:00Z', 'parent-skill: forge'] }, { receiptLedger: undefined, receiptLedgerProvided: false }),
      errors: [
        { reason: 'cairn_ref_unresolved', severity: 'blocker', line: FIRST, message: 'Rule 4: I-01 [ref: c0ffee123456] cannot resolve: no receipt ledger was read.' },
        { reason: 'cairn_ref_unresolved', severity: 'blocker', line: FIRST + 1 },
      ],
      verdict: 'fail',
    },
  ],
});
