import { ReceiptReason } from '@gauntlet/contracts/codes';
import { fail, receiptTextRule } from '../rule-kit.js';

/** A1–A2 (docs/rules/receipt/header.md): a non-empty receipt whose first line is `RCPT v1 …` or `RCPT v1.1 …`. */
export const header = receiptTextRule({
  id: 'receipt/header',
  description: "The receipt is not empty and its first line is 'RCPT v1 <rest>' or 'RCPT v1.1 <rest>'.",
  hint: 'Start the receipt with \'RCPT v1.1 <skill>/<dispatch-id>\'.',
  reasons: [ReceiptReason.empty_receipt, ReceiptReason.header_malformed],
  decide(doc) {
    if (doc.lines.length === 0) return fail(ReceiptReason.empty_receipt, 'empty receipt');
    if (doc.version === undefined) return fail(ReceiptReason.header_malformed, "first line must start with 'RCPT v1 ' or 'RCPT v1.1 '", 1);
    return undefined;
  },
});
