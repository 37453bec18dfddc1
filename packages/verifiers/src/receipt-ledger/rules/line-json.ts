import { defineRule } from '@gauntlet/core';
import { ReceiptLedgerReason } from '@gauntlet/contracts/codes';
import type { ParsedReceiptLedger } from '../parse.js';

export const lineJson = defineRule<ParsedReceiptLedger>({
  id: 'receipt-ledger/line-json',
  description: 'Every non-blank line of receipt-ledger.jsonl is one JSON object.',
  severity: 'blocker',
  reasons: [ReceiptLedgerReason.receipt_ledger_line_unparseable],
  check(ledger, { report }) {
    for (const line of ledger.lines) {
      if (line.value) continue;
      report({
        reason: ReceiptLedgerReason.receipt_ledger_line_unparseable,
        message: `Line ${line.line} is not a JSON object (${line.problem}); crucible's readers skip it silently.`,
        line: line.line,
        column: 1,
        evidence: [line.text.slice(0, 200)],
        hint: 'Rewrite the line as one JSON object: {"dispatch_id", "phase", "rcpt_sha256", "verdict"}.',
      });
    }
  },
});
