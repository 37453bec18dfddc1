import { ruleTester } from '../../rule-tester.test-helpers.js';
import { entry, jsonl } from '../fixtures.test-helpers.js';
import { dispatchManifestVerifier } from '../index.js';

ruleTester.run(dispatchManifestVerifier, 'receipt-ledger/manifest-entries', {
  valid: [
    { name: 'a dispatch and its completion', input: jsonl(entry(), entry({ status: 'completed' })), verdict: 'pass' },
    { name: 'every status', input: jsonl(...['dispatched', 'completed', 'failed', 'skipped', 'error'].map((status, i) => entry({ seq: i + 1, status }))), verdict: 'pass' },
    { name: 'a completion of an earlier seq after a later dispatch', input: jsonl(entry(), entry({ seq: 2 }), entry({ status: 'completed' })), verdict: 'pass' },
    { name: 'an entry of 4095 bytes with its newline', input: jsonl(entry({ summary: 'x'.repeat(4094 - entry({ summary: '' }).length) })), verdict: 'pass' },
    { name: 'empty file', input: '', verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a line that is not JSON',
      input: jsonl(entry(), 'not json'),
      errors: [{ reason: 'manifest_line_unparseable', severity: 'blocker', line: 2, message: /^Line 2 is not a JSON object \(.+\)\.$/ }],
      verdict: 'fail',
      repaired: { input: jsonl(entry()) },
    },
    {
      name: 'an entry of 4096 bytes with its newline',
      input: jsonl(entry({ summary: 'x'.repeat(4095 - entry({ summary: '' }).length) })),
      errors: [{ reason: 'manifest_entry_oversize', severity: 'blocker', line: 1, message: 'Line 1 is 4096 bytes with its newline; entries must stay under 4096 to append atomically.' }],
      verdict: 'fail',
      repaired: { input: jsonl(entry({ summary: 'Task 1 implemented' })) },
    },
    {
      name: 'a status that is not one of the five',
      input: jsonl(entry({ status: 'done' })),
      errors: [{ reason: 'manifest_status_invalid', severity: 'blocker', line: 1, message: 'Line 1: status "done" is not one of dispatched, completed, failed, skipped, error.' }],
      verdict: 'fail',
      repaired: { input: jsonl(entry({ status: 'completed' })) },
    },
    {
      name: 'no status',
      input: jsonl(entry({ status: undefined })),
      errors: [{ reason: 'manifest_status_invalid', severity: 'blocker', line: 1, message: 'Line 1: status missing is not one of dispatched, completed, failed, skipped, error.' }],
      verdict: 'fail',
    },
    {
      name: 'a new seq below the maximum',
      input: jsonl(entry({ seq: 2 }), entry({ seq: 2, status: 'completed' }), entry({ seq: 1 })),
      errors: [{ reason: 'manifest_seq_regressed', severity: 'warning', line: 3, message: 'Line 3: new seq 1 is below the previous maximum 2.' }],
      verdict: 'pass',
      repaired: { input: jsonl(entry({ seq: 1 }), entry({ seq: 1, status: 'completed' }), entry({ seq: 2 })) },
    },
  ],
});
