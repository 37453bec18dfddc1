import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyRepr } from '@gauntlet/core';
import { fail, receiptTextRule } from '../rule-kit.js';
import { HEX12, TRACE_REF, showPath } from '../text.js';

/** I1–I3 (docs/rules/receipt/claim-citations.md): every claim cites a TRACE entry, a declared artifact or a receipt prefix. */
export const claimCitations = receiptTextRule({
  id: 'receipt/claim-citations',
  description: 'Every claim cites TRACE#<N> of an existing entry, a declared artifact, or a 12-hex receipt prefix.',
  hint: 'Cite an existing TRACE#N, a declared ARTIFACTS name, or a 12-hex receipt prefix.',
  reasons: [ReceiptReason.trace_ref_malformed, ReceiptReason.claim_trace_unresolved, ReceiptReason.claim_artifact_not_declared],
  decide(doc) {
    for (const claim of doc.claims) {
      const citation = claim.citation;
      if (citation.startsWith('TRACE#')) {
        const match = TRACE_REF.exec(citation);
        if (!match) return fail(ReceiptReason.trace_ref_malformed, `malformed TRACE# reference: ${pyRepr(citation)}`, claim.line);
        const n = Number(match[1]);
        if (n < 1 || n > doc.trace.length) {
          return fail(ReceiptReason.claim_trace_unresolved, `CLAIM citation TRACE#${BigInt(match[1]!).toString()} does not resolve`, claim.line);
        }
        continue;
      }
      const hash = citation.indexOf('#');
      const name = hash < 0 ? citation : citation.slice(0, hash);
      if (HEX12.test(name)) continue;
      if (!doc.artifactNames.has(name)) return fail(ReceiptReason.claim_artifact_not_declared, `CLAIM citation artifact not listed: ${showPath(name)}`, claim.line);
    }
    return undefined;
  },
});
