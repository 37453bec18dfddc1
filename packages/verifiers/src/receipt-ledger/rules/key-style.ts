import { defineRule } from '@gauntlet/core';
import { ReceiptLedgerReason } from '@gauntlet/contracts/codes';
import { type ParsedReceiptLedger, hyphenatedKeys } from '../parse.js';

export const keyStyle = defineRule<ParsedReceiptLedger>({
  id: 'receipt-ledger/key-style',
  description: 'Keys on disk are snake_case (dispatch_id, rcpt_sha256); the hyphenated prose spellings never appear.',
  severity: 'blocker',
  reasons: [ReceiptLedgerReason.receipt_ledger_key_style],
  check(ledger, { report }) {
    for (const line of ledger.lines) {
      if (!line.value) continue;
      const keys = hyphenatedKeys(line.value);
      if (keys.length === 0) continue;
      report({
        reason: ReceiptLedgerReason.receipt_ledger_key_style,
        message: `Line ${line.line} uses hyphenated key${keys.length === 1 ? '' : 's'} ${keys.map((key) => JSON.stringify(key)).join(', ')}; on-disk keys are snake_case.`,
        line: line.line,
        column: 1,
        hint: 'Write dispatch_id and rcpt_sha256 (the hyphenated names are prose only). The line\'s other checks were skipped.',
      });
    }
  },
});
