import { ruleTester } from '../../rule-tester.test-helpers.js';
import { checked, reconciled } from '../fixtures.test-helpers.js';
import { cairnVerifier } from '../index.js';

const PHASE_LINE = 4;
const at = (counter: number, ledger?: string[]) => ({ phase: [`phase: build / ${counter}`, 'started-at: 2031-04-02T11:30:00Z', 'parent-skill: forge'], ...(ledger ? { ledger } : {}) });
const hint = 'A phase transition writes the LEDGER completion line and the new PHASE in one Write: PHASE counter = LEDGER tail + 1.';
// A receipt-less cairn (no ledger needed): every completion line declares dispatches=0.
const quiet = (counter: number, ...ledger: string[]) => reconciled({ ...at(counter, ledger), invariants: ['I-01: plain fact'], obligations: [] }, { receiptLedger: undefined, receiptLedgerProvided: false });

ruleTester.run(cairnVerifier, 'cairn/phase-ledger-continuity', {
  valid: [
    { name: 'PHASE counter = LEDGER tail + 1', input: reconciled(), verdict: 'pass' },
    { name: 'the first phase needs no completion line', input: quiet(1), verdict: 'pass' },
    { name: 'a range tail counts by its high end', input: quiet(4, 'spec/1-3 | dispatches=0 receipts=0 verdict=PASS | spec rounds'), verdict: 'pass' },
    { name: 'phase names are not compared', input: quiet(2, 'design/1 | dispatches=0 receipts=0 verdict=PASS | design'), verdict: 'pass' },
    { name: 'without --reconcile the rule does not run', input: checked(at(7)), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a skipped completion line',
      input: reconciled(at(4)),
      errors: [{ reason: 'cairn_phase_ledger_gap', severity: 'blocker', line: PHASE_LINE, message: 'Rule 5: PHASE counter 4 skips completion lines after LEDGER tail 2.', hint }],
      verdict: 'fail',
      repaired: { input: reconciled(at(3)) },
    },
    {
      name: 'no completion lines at phase 3',
      input: quiet(3),
      errors: [{ reason: 'cairn_phase_ledger_gap', severity: 'blocker', line: PHASE_LINE, message: 'Rule 5: PHASE is build / 3 but LEDGER has no completion lines (phases 1..2 skipped).' }],
      verdict: 'fail',
      repaired: { input: quiet(1) },
    },
    {
      name: 'a PHASE that lags behind the LEDGER',
      input: reconciled(at(2)),
      errors: [{ reason: 'cairn_phase_counter_lagged', severity: 'blocker', line: PHASE_LINE, message: 'Rule 5: PHASE counter 2 lagged behind LEDGER tail 2 (expected 3).' }],
      verdict: 'fail',
      repaired: { input: reconciled(at(3)) },
    },
  ],
});
