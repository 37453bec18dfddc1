import { ruleTester } from '../../rule-tester.test-helpers.js';
import { BUILD_RECEIPT_A, BUILD_RECEIPT_B, SPEC_RECEIPT, ledgerRow, reconciled } from '../fixtures.test-helpers.js';
import { cairnVerifier } from '../index.js';

const LINE = 13; // the first OPEN_OBLIGATIONS line
const obligations = (...lines: string[]) => reconciled({ obligations: lines });
const hint = 'Close with [closed-by: <12-hex receipt prefix>], [closed-by: SUPERSEDED_BY=<12 hex>] or [closed-by: <phase>/<n>] [reason: ...].';
const FAILED_LEDGER = [ledgerRow('forge:spec/1', SPEC_RECEIPT), ledgerRow('forge:build/2', BUILD_RECEIPT_A), ledgerRow('forge:build/2', BUILD_RECEIPT_B, 'FAIL')].join('\n');

ruleTester.run(cairnVerifier, 'cairn/obligation-closure', {
  valid: [
    { name: 'closed by a PASS receipt', input: reconciled(), verdict: 'pass' },
    { name: 'the prefix in upper case', input: obligations('- [x] Pick the queue  [closed-by: FEEDFACE0002]'), verdict: 'pass' },
    { name: 'superseded by a later receipt', input: obligations('- [x] Pick the queue  [closed-by: SUPERSEDED_BY=abcdef012345]'), verdict: 'pass' },
    { name: 'discharged by a phase with a reason', input: obligations('- [x] Pick the queue  [closed-by: build/2] [reason: settled in review]'), verdict: 'pass' },
    { name: 'open obligations need nothing', input: obligations('- [ ] Load-test the refund path'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a prefix with no ledger row',
      input: obligations('- [x] Pick the queue  [closed-by: 0123456789ab]'),
      errors: [{ reason: 'cairn_ref_unresolved', severity: 'blocker', line: LINE, message: 'Rule 2: [closed-by: 0123456789ab] has no ledger entry.', hint }],
      verdict: 'fail',
      repaired: { input: obligations('- [x] Pick the queue  [closed-by: feedface0002]') },
    },
    {
      name: 'a prefix naming a FAIL receipt',
      input: reconciled({}, { receiptLedger: FAILED_LEDGER }),
      errors: [{ reason: 'cairn_ref_unresolved', severity: 'blocker', line: LINE + 1, message: 'Rule 2: [closed-by: feedface0002] resolves to a receipt with verdict FAIL, not PASS.' }],
      verdict: 'fail',
    },
    {
      name: 'a prefix two rows share',
      input: reconciled({}, { receiptLedger: `${FAILED_LEDGER}\n${ledgerRow('forge:build/2', BUILD_RECEIPT_B)}` }),
      errors: [{ reason: 'cairn_ref_unresolved', severity: 'blocker', line: LINE + 1, message: 'Rule 2: [closed-by: feedface0002] is ambiguous: 2 ledger rows share the prefix (collision).' }],
      verdict: 'fail',
    },
    {
      name: 'two [closed-by:] trailers',
      input: obligations('- [x] Pick the queue  [closed-by: feedface0002] [closed-by: build/2]'),
      errors: [{ reason: 'cairn_closed_by_unknown_form', severity: 'blocker', line: LINE, message: 'Rule 2: a closed obligation needs exactly one [closed-by: ...] (found 2).' }],
      verdict: 'fail',
      repaired: { input: obligations('- [x] Pick the queue  [closed-by: feedface0002]') },
    },
    {
      name: 'an open box with a [closed-by:]',
      input: obligations('- [ ] Pick the queue  [closed-by: feedface0002]'),
      errors: [{ reason: 'cairn_closed_by_unknown_form', severity: 'blocker', line: LINE, message: 'Rule 2: an open "[ ]" obligation carries a [closed-by:]; close it with [x] or drop the trailer.' }],
      verdict: 'fail',
    },
    {
      name: 'an unknown closing form',
      input: obligations('- [x] Pick the queue  [closed-by: the team]'),
      errors: [{ reason: 'cairn_closed_by_unknown_form', severity: 'blocker', line: LINE, message: 'Rule 2: unknown [closed-by: the team] form (expected 12 hex, SUPERSEDED_BY=<12 hex> or <phase>/<counter>).' }],
      verdict: 'fail',
    },
    {
      name: 'a successor that is not 12 hex',
      input: obligations('- [x] Pick the queue  [closed-by: SUPERSEDED_BY=abc]'),
      errors: [{ reason: 'cairn_closed_by_malformed_prefix', severity: 'blocker', line: LINE, message: 'Rule 2: [closed-by: SUPERSEDED_BY=abc] carries a non-12-hex later-prefix.' }],
      verdict: 'fail',
      repaired: { input: obligations('- [x] Pick the queue  [closed-by: SUPERSEDED_BY=abcdef012345]') },
    },
    {
      name: 'a phase discharge without a reason',
      input: obligations('- [x] Pick the queue  [closed-by: build/2]'),
      errors: [{ reason: 'cairn_discharge_reason_invalid', severity: 'blocker', line: LINE, message: 'Rule 2: [closed-by: build/2] (phase discharge) needs exactly one [reason: ...] of at most 80 chars (found 0).' }],
      verdict: 'fail',
      repaired: { input: obligations('- [x] Pick the queue  [closed-by: build/2] [reason: settled in review]') },
    },
    {
      name: 'a reason over 80 characters',
      input: obligations(`- [x] Pick the queue  [closed-by: build/2] [reason: ${'r'.repeat(81)}]`),
      errors: [{ reason: 'cairn_discharge_reason_invalid', severity: 'blocker', line: LINE, message: /\(found 1\)\.$/ }],
      verdict: 'fail',
    },
    {
      name: 'a receipt prefix with no ledger read (--reconcile alone)',
      input: reconciled({ invariants: ['I-01: plain fact'], ledger: [], phase: ['phase: build / 1', 'started-at: 2031-04-02T11:30:00Z', 'parent-skill: forge'] }, { receiptLedger: undefined, receiptLedgerProvided: false }),
      errors: [{ reason: 'cairn_ref_unresolved', severity: 'blocker', line: LINE, message: 'Rule 2: [closed-by: feedface0002] needs the receipt ledger to resolve, and none was read.' }],
      verdict: 'fail',
    },
  ],
});
