import { ReceiptReason } from '@gauntlet/contracts/codes';
import { receiptRule } from '../rule-kit.js';

/** docs/rules/receipt/eval-record.md: an `--eval` record must be a JSON object with a non-empty `receipt` string. */
export const evalRecord = receiptRule({
  id: 'receipt/eval-record',
  description: '--eval: each non-blank line is a JSON object whose receipt is a non-empty string.',
  reasons: [ReceiptReason.receipt_empty, ReceiptReason.eval_malformed_json, ReceiptReason.eval_record_invalid],
  check: (run) => run.options.recordProblem,
});
