import { defineRule } from '@gauntlet/core';
import { ReceiptLedgerReason } from '@gauntlet/contracts/codes';
import { EVAL_ONLY_KEYS, type ParsedReceiptLedger, wellKeyedLines } from '../parse.js';

export const evalOnlyKey = defineRule<ParsedReceiptLedger>({
  id: 'receipt-ledger/eval-only-key',
  description: 'hash_prefix and witness_ran exist only in crucible\'s eval fixtures, not in a live ledger.',
  severity: 'warning',
  reasons: [ReceiptLedgerReason.receipt_ledger_eval_only_key],
  check(ledger, { report }) {
    for (const { line, value: row } of wellKeyedLines(ledger)) {
      const keys = EVAL_ONLY_KEYS.filter((key) => key in row);
      if (keys.length === 0) continue;
      report({
        reason: ReceiptLedgerReason.receipt_ledger_eval_only_key,
        message: `Line ${line} carries eval-only key${keys.length === 1 ? '' : 's'} ${keys.join(', ')}.`,
        line,
        hint: 'Drop the eval fixture keys; a live row has exactly dispatch_id, phase, rcpt_sha256 and verdict.',
      });
    }
  },
});
