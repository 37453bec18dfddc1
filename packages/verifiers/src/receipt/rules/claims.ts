import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyRepr } from '@gauntlet/core';
import { fail, isFailure, receiptTextRule, withoutSentinel } from '../rule-kit.js';

/** E1–E2 (docs/rules/receipt/claims.md): `key=value from=<citation> [pattern=…]` lines. */
export const claims = receiptTextRule({
  id: 'receipt/claims',
  description: 'Each CLAIMS line is "key=value from=<citation>" with an optional pattern=; (none) stands alone.',
  hint: 'Write each claim as \'key=value  from=<TRACE#N | artifact#range | 12-hex prefix#…>\'.',
  reasons: [ReceiptReason.none_sentinel_not_alone, ReceiptReason.claim_malformed],
  decide(doc) {
    const lines = withoutSentinel('CLAIMS', doc.claimLines);
    if (isFailure(lines)) return lines;
    const malformed = lines.find((entry) => entry.claim === undefined);
    return malformed ? fail(ReceiptReason.claim_malformed, `CLAIM malformed: ${pyRepr(malformed.raw)}`, malformed.line) : undefined;
  },
});
