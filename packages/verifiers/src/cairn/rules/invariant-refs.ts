import { CairnReason } from '@gauntlet/contracts/codes';
import type { CairnIssue } from '../parse.js';
import { HEX12, type ReconcileDecision, reconcileRule, rowsWithPrefix } from '../prepared.js';

const REF = /\[ref:([^\]]*)\]/g;

/** Rule 4: every `[ref: X]` of an invariant is a 12-hex prefix naming exactly one receipt-ledger row. */
export const refsOutcome: ReconcileDecision = (cairn, _phase, { rows }) => {
  const escalations: CairnIssue[] = [];
  for (const invariant of cairn.invariants) {
    for (const match of invariant.fact.matchAll(REF)) {
      const ref = (match[1] as string).trim();
      const escalate = (message: string) =>
        escalations.push({ rule: 'invariant-refs', reason: CairnReason.cairn_ref_unresolved, message: `Rule 4: I-${String(invariant.ordinal).padStart(2, '0')} ${message}`, line: invariant.line });
      if (!HEX12.test(ref)) escalate(`[ref: ${ref}] is not a 12-hex receipt prefix.`);
      else if (rows === null) escalate(`[ref: ${ref}] cannot resolve: no receipt ledger was read.`);
      else {
        const count = rowsWithPrefix(rows, ref).length;
        if (count === 0) escalate(`[ref: ${ref}] has no ledger entry.`);
        else if (count > 1) escalate(`[ref: ${ref}] is ambiguous: ${count} ledger rows share the prefix (collision).`);
      }
    }
  }
  return { escalations, notes: [] };
};

export const invariantRefs = reconcileRule(
  'invariant-refs',
  {
    description: 'Reconciliation Rule 4: every invariant [ref: X] is a 12-hex prefix resolving to exactly one receipt-ledger row.',
    reasons: [CairnReason.cairn_ref_unresolved],
    hint: 'Every [ref: X] must resolve to exactly one receipt-ledger row by its 12-hex rcpt_sha256 prefix.',
  },
  refsOutcome,
);
