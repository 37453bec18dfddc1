import { ruleTester } from '../../rule-tester.test-helpers.js';
import { jsonl, row } from '../fixtures.test-helpers.js';
import { receiptLedgerVerifier } from '../index.js';

ruleTester.run(receiptLedgerVerifier, 'receipt-ledger/eval-only-key', {
  valid: [
    { name: 'the four live keys', input: jsonl(row()), verdict: 'pass' },
    { name: 'other extra keys are not eval keys', input: jsonl(row({ note: 'retried once' })), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'an eval fixture key',
      input: jsonl(row({ hash_prefix: 'aaaaaaaaaaaa' })),
      errors: [{ reason: 'receipt_ledger_eval_only_key', severity: 'warning', line: 1, message: 'Line 1 carries eval-only key hash_prefix.' }],
      verdict: 'pass',
      repaired: { input: jsonl(row()) },
    },
    {
      name: 'both eval keys: one finding',
      input: jsonl(row({ hash_prefix: 'aaaaaaaaaaaa', witness_ran: 'TRACE#2' })),
      errors: [{ reason: 'receipt_ledger_eval_only_key', severity: 'warning', line: 1, message: 'Line 1 carries eval-only keys hash_prefix, witness_ran.' }],
      verdict: 'pass',
    },
    {
      name: 'overridden to blocker, an eval key closes the gate',
      input: jsonl(row({ witness_ran: null })),
      rules: { 'receipt-ledger/eval-only-key': 'blocker' },
      errors: [{ reason: 'receipt_ledger_eval_only_key', severity: 'blocker', line: 1, message: 'Line 1 carries eval-only key witness_ran.' }],
      verdict: 'fail',
      repaired: { input: jsonl(row()) },
    },
  ],
});
