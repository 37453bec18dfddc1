import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyRepr } from '@gauntlet/core';
import { entriesOf, fail, isFailure, receiptRule, withoutSentinel } from '../rule-kit.js';
import { CLAIM_LINE } from '../text.js';

/** E1–E2 (docs/rules/receipt/README.md#claims): `key=value from=<citation> [pattern=…]` lines. */
export const claims = receiptRule({
  id: 'receipt/claims',
  description: 'Each CLAIMS line is "key=value from=<citation>" with an optional pattern=; (none) stands alone.',
  hint: 'Write each claim as \'key=value  from=<TRACE#N | artifact#range | 12-hex prefix#…>\'.',
  reasons: [ReceiptReason.none_sentinel_not_alone, ReceiptReason.claim_malformed],
  run(state) {
    const entries = withoutSentinel('CLAIMS', entriesOf(state.sections.get('CLAIMS')));
    if (isFailure(entries)) return entries;
    for (const entry of entries) {
      const match = CLAIM_LINE.exec(entry.text);
      if (!match) return fail(ReceiptReason.claim_malformed, `CLAIM malformed: ${pyRepr(entry.raw)}`, entry.line);
      state.claims.push({ key: match[1]!, value: match[2]!, citation: match[3]!, pattern: match[4], line: entry.line });
    }
    return undefined;
  },
});
