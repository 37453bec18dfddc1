import { defineRule } from '@gauntlet/core';
import { ReceiptLedgerReason } from '@gauntlet/contracts/codes';
import { type ParsedReceiptLedger, SHA256_HEX, wellKeyedLines } from '../parse.js';

/**
 * Rows with the same 12-hex prefix of rcpt_sha256 make every cairn citation of that prefix
 * unresolvable; an identical (dispatch_id, rcpt_sha256) re-append is reported as a duplicate row.
 */
export const prefixCollision = defineRule<ParsedReceiptLedger>({
  id: 'receipt-ledger/prefix-collision',
  description: 'No two rows share the first 12 hex digits of rcpt_sha256; identical re-appended rows are noted.',
  severity: 'warning',
  reasons: [ReceiptLedgerReason.receipt_ledger_prefix_collision, ReceiptLedgerReason.receipt_ledger_duplicate_row],
  check(ledger, { report }) {
    const firstByPrefix = new Map<string, { line: number; key: string }>();
    const seenRows = new Map<string, number>();
    for (const { line, value: row } of wellKeyedLines(ledger)) {
      const sha = row.rcpt_sha256;
      if (typeof sha !== 'string' || !SHA256_HEX.test(sha)) continue;
      const key = JSON.stringify([row.dispatch_id, sha]);
      const duplicateOf = seenRows.get(key);
      if (duplicateOf !== undefined) {
        report({
          reason: ReceiptLedgerReason.receipt_ledger_duplicate_row,
          severity: 'info',
          message: `Line ${line} repeats line ${duplicateOf} (same dispatch_id and rcpt_sha256): a benign re-append.`,
          line,
          hint: 'Append a receipt once; a re-append is harmless but makes the prefix ambiguous to cairn.',
        });
        continue;
      }
      seenRows.set(key, line);
      const prefix = sha.slice(0, 12);
      const first = firstByPrefix.get(prefix);
      if (first === undefined) {
        firstByPrefix.set(prefix, { line, key });
        continue;
      }
      report({
        reason: ReceiptLedgerReason.receipt_ledger_prefix_collision,
        message: `Line ${line} shares the rcpt_sha256 prefix ${prefix} with line ${first.line}; a cairn citation of ${prefix} cannot resolve.`,
        line,
        hint: 'Cite a longer prefix elsewhere, or investigate how two receipts collided on 48 bits.',
      });
    }
  },
});
