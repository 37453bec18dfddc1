import { ReceiptReason } from '@gauntlet/contracts/codes';
import { fail, receiptRule } from '../rule-kit.js';
import { HEADER } from '../text.js';

/** A1–A2 (docs/rules/receipt/README.md#header): a non-empty receipt whose first line is `RCPT v1 …` or `RCPT v1.1 …`. */
export const header = receiptRule({
  id: 'receipt/header',
  description: "The receipt is not empty and its first line is 'RCPT v1 <rest>' or 'RCPT v1.1 <rest>'.",
  hint: 'Start the receipt with \'RCPT v1.1 <skill>/<dispatch-id>\'.',
  reasons: [ReceiptReason.empty_receipt, ReceiptReason.header_malformed],
  run(state) {
    if (state.lines.length === 0) return fail(ReceiptReason.empty_receipt, 'empty receipt');
    const match = HEADER.exec(state.lines[0] as string);
    if (!match) return fail(ReceiptReason.header_malformed, "first line must start with 'RCPT v1 ' or 'RCPT v1.1 '", 1);
    state.version = match[1] === '1.1' ? '1.1' : '1';
    state.headerRest = match[2] as string;
    return undefined;
  },
});
