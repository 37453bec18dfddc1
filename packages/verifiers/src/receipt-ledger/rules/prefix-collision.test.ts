import { ruleTester } from '../../rule-tester.test-helpers.js';
import { SHA, jsonl, row } from '../fixtures.test-helpers.js';
import { receiptLedgerVerifier } from '../index.js';

const a = row({ dispatch_id: '1-a', rcpt_sha256: `0123456789ab${'1'.repeat(52)}` });
const b = row({ dispatch_id: '2-b', rcpt_sha256: `0123456789ab${'2'.repeat(52)}` });
const many = Array.from({ length: 5_000 }, (_, i) => row({ dispatch_id: `${i}-x`, rcpt_sha256: i.toString(16).padStart(12, '0') + 'f'.repeat(52) }));

ruleTester.run(receiptLedgerVerifier, 'receipt-ledger/prefix-collision', {
  valid: [
    { name: 'distinct prefixes', input: jsonl(row(), row({ dispatch_id: '2-b', rcpt_sha256: SHA('b') })), verdict: 'pass' },
    { name: 'prefixes that differ in the twelfth digit', input: jsonl(row({ rcpt_sha256: `00000000000a${'1'.repeat(52)}` }), row({ dispatch_id: '2-b', rcpt_sha256: `00000000000b${'1'.repeat(52)}` })), verdict: 'pass' },
    { name: 'an invalid digest is the fields rule\'s', input: jsonl(row({ rcpt_sha256: 'abc' }), row({ rcpt_sha256: 'abc' })), verdict: 'fail' },
    { name: '5 000 rows (huge)', input: jsonl(...many), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'two receipts share a 12-hex prefix',
      input: jsonl(a, b),
      errors: [
        {
          reason: 'receipt_ledger_prefix_collision',
          severity: 'warning',
          line: 2,
          message: 'Line 2 shares the rcpt_sha256 prefix 0123456789ab with line 1; a cairn citation of 0123456789ab cannot resolve.',
        },
      ],
      verdict: 'pass',
      repaired: { input: jsonl(a, row({ dispatch_id: '2-b', rcpt_sha256: SHA('2') })) },
    },
    {
      name: 'the same row appended twice: a note',
      input: jsonl(a, a),
      errors: [{ reason: 'receipt_ledger_duplicate_row', severity: 'info', line: 2, message: 'Line 2 repeats line 1 (same dispatch_id and rcpt_sha256): a benign re-append.' }],
      verdict: 'pass',
      repaired: { input: jsonl(a) },
    },
    {
      name: 'the same receipt under another dispatch id is a collision',
      input: jsonl(a, row({ dispatch_id: '7-again', rcpt_sha256: `0123456789ab${'1'.repeat(52)}` })),
      errors: [{ reason: 'receipt_ledger_prefix_collision', severity: 'warning', line: 2 }],
      verdict: 'pass',
    },
    {
      name: 'overridden to blocker, a collision closes the gate',
      input: jsonl(a, b),
      rules: { 'receipt-ledger/prefix-collision': 'blocker' },
      errors: [{ reason: 'receipt_ledger_prefix_collision', severity: 'blocker', line: 2 }],
      verdict: 'fail',
      repaired: { input: jsonl(a, row({ dispatch_id: '2-b', rcpt_sha256: SHA('2') })) },
    },
  ],
});
