import { ruleTester } from '../../rule-tester.test-helpers.js';
import { SHA, jsonl, row } from '../fixtures.test-helpers.js';
import { receiptLedgerVerifier } from '../index.js';

const hyphenated = JSON.stringify({ 'dispatch-id': '1-plan-writer', phase: 'build:plan/2', 'rcpt-sha256': SHA('a'), verdict: 'PASS' });

ruleTester.run(receiptLedgerVerifier, 'receipt-ledger/key-style', {
  valid: [
    { name: 'snake_case keys', input: jsonl(row()), verdict: 'pass' },
    { name: 'a hyphen in a value is fine', input: jsonl(row({ dispatch_id: '1-plan-writer' })), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'the prose spellings on disk',
      input: jsonl(hyphenated),
      errors: [
        {
          reason: 'receipt_ledger_key_style',
          severity: 'blocker',
          line: 1,
          column: 1,
          message: 'Line 1 uses hyphenated keys "dispatch-id", "rcpt-sha256"; on-disk keys are snake_case.',
        },
      ],
      verdict: 'fail',
      repaired: { input: jsonl(row()) },
    },
    {
      name: 'one extra hyphenated key; the line\'s field checks are skipped',
      input: jsonl(row(), JSON.stringify({ dispatch_id: 'x', phase: 'y', rcpt_sha256: 'z', verdict: 'OK', 'eval-run': true })),
      errors: [{ reason: 'receipt_ledger_key_style', severity: 'blocker', line: 2, column: 1, message: 'Line 2 uses hyphenated key "eval-run"; on-disk keys are snake_case.' }],
      verdict: 'fail',
    },
  ],
});
