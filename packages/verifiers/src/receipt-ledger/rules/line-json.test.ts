import { ruleTester } from '../../rule-tester.test-helpers.js';
import { SHA, jsonl, row } from '../fixtures.test-helpers.js';
import { receiptLedgerVerifier } from '../index.js';

ruleTester.run(receiptLedgerVerifier, 'receipt-ledger/line-json', {
  valid: [
    { name: 'two rows', input: jsonl(row(), row({ dispatch_id: '2-red-team', rcpt_sha256: SHA('b') })), verdict: 'pass' },
    { name: 'blank lines are skipped', input: `${row()}\n\n   \n`, verdict: 'pass' },
    { name: 'CRLF line ends', input: `${row()}\r\n`, verdict: 'pass' },
    { name: 'empty file', input: '', verdict: 'pass' },
    { name: 'no newline at the end', input: row(), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a torn line',
      input: jsonl(row(), '{"dispatch_id": "2-red-team", "phase"'),
      errors: [
        {
          reason: 'receipt_ledger_line_unparseable',
          severity: 'blocker',
          line: 2,
          column: 1,
          message: /^Line 2 is not a JSON object \(.+\); crucible's readers skip it silently\.$/,
          evidence: ['{"dispatch_id": "2-red-team", "phase"'],
        },
      ],
      verdict: 'fail',
      repaired: { input: jsonl(row(), row({ dispatch_id: '2-red-team', rcpt_sha256: SHA('b') })) },
    },
    {
      name: 'a JSON array is no row',
      input: jsonl('[1, 2]'),
      errors: [{ reason: 'receipt_ledger_line_unparseable', severity: 'blocker', line: 1, message: "Line 1 is not a JSON object (a JSON array, not an object); crucible's readers skip it silently." }],
      verdict: 'fail',
    },
    { name: 'JSON null', input: jsonl(row(), 'null'), errors: [{ reason: 'receipt_ledger_line_unparseable', severity: 'blocker', line: 2, message: /a JSON null, not an object/ }], verdict: 'fail' },
    {
      name: 'a 10 000-character line: the evidence is cut at 200',
      input: jsonl('x'.repeat(10_000)),
      errors: [{ reason: 'receipt_ledger_line_unparseable', severity: 'blocker', line: 1, evidence: ['x'.repeat(200)] }],
      verdict: 'fail',
    },
  ],
});
