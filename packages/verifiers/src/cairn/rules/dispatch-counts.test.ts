import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BUILD_RECEIPT_A, SPEC_RECEIPT, cairnText, checked, ledgerRow, lineOf, reconciled } from '../fixtures.test-helpers.js';
import { cairnVerifier } from '../index.js';

const SPEC_LINE = 17;
const BUILD_LINE = 18;
const plainFacts = { invariants: ['I-01: plain fact'], obligations: [] };
const withoutLedger = { receiptLedger: undefined, receiptLedgerProvided: false };

ruleTester.run(cairnVerifier, 'cairn/dispatch-counts', {
  valid: [
    { name: 'counts that match the receipt ledger', input: reconciled(), verdict: 'pass' },
    {
      name: 'a receipt-less cairn needs no ledger',
      input: reconciled({ ...plainFacts, ledger: ['spec/1 | dispatches=0 receipts=0 verdict=PASS | spec', 'build/2 | dispatches=0 receipts=0 verdict=PASS | build'] }, withoutLedger),
      verdict: 'pass',
    },
    { name: 'range lines are not counted', input: reconciled({ ledger: ['spec/1-2 | dispatches=9 receipts=9 verdict=PASS | all of it'] }), verdict: 'pass' },
    { name: 'receipts= is never checked', input: reconciled({ ledger: ['spec/1 | dispatches=1 receipts=5 verdict=PASS | spec', 'build/2 | dispatches=2 receipts=0 verdict=PASS | build'] }), verdict: 'pass' },
    { name: 'without --reconcile nothing is counted', input: checked({ ledger: ['spec/1 | dispatches=7 receipts=7 verdict=PASS | spec', 'build/2 | dispatches=2 receipts=2 verdict=PASS | b'] }), verdict: 'pass' },
    { name: 'a malformed PHASE: reconciliation does not run', input: reconciled({ phase: ['phase: build', 'started-at: x', 'parent-skill: forge'] }, { receiptLedger: '' }), verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'more dispatches declared than rows',
      input: reconciled({ ledger: ['spec/1 | dispatches=3 receipts=3 verdict=PASS | spec', 'build/2 | dispatches=2 receipts=2 verdict=PASS | build'] }),
      errors: [
        {
          reason: 'cairn_dispatch_count_mismatch',
          severity: 'blocker',
          line: SPEC_LINE,
          message: 'Rule 1: spec/1 declares dispatches=3 but the receipt ledger has 1 row for forge:spec/1.',
          hint: "Each LEDGER line's dispatches= must equal the receipt-ledger rows for <parent-skill>:<phase>/<counter>.",
        },
      ],
      verdict: 'fail',
      repaired: { input: reconciled() },
    },
    {
      name: 'rows of another skill do not count',
      input: reconciled({}, { receiptLedger: [ledgerRow('forge:spec/1', SPEC_RECEIPT), ledgerRow('other:build/2', BUILD_RECEIPT_A), ledgerRow('forge:build/2', 'feedface0002'.padEnd(64, '0'))].join('\n') }),
      errors: [{ reason: 'cairn_dispatch_count_mismatch', severity: 'blocker', line: BUILD_LINE, message: 'Rule 1: build/2 declares dispatches=2 but the receipt ledger has 1 row for forge:build/2.' }],
      verdict: 'fail',
    },
    {
      name: 'a ledger path that cannot be read',
      input: reconciled({}, { receiptLedger: null }),
      errors: [{ reason: 'cairn_ledger_unreadable', severity: 'blocker', line: null, message: 'Rule 1: the receipt ledger was given but cannot be read.' }],
      verdict: 'fail',
      repaired: { input: reconciled() },
    },
    {
      name: 'dispatches declared and no ledger given',
      input: reconciled(plainFacts, withoutLedger),
      errors: [{ reason: 'cairn_ledger_required', severity: 'blocker', line: lineOf(cairnText(plainFacts), 'spec/1'), message: 'Rule 1: LEDGER declares dispatches>0 (spec/1) but no receipt ledger was given.' }],
      verdict: 'fail',
      repaired: { input: reconciled(plainFacts) },
    },
  ],
});
