import { CairnReason } from '@gauntlet/contracts/codes';
import type { CairnIssue } from '../parse.js';
import { HEX12, type LedgerRow, type ReconcileDecision, charLength, reconcileRule, rowsWithPrefix } from '../prepared.js';

const DISCHARGE = /^[a-z][a-z0-9-]*\/[0-9]+$/;
// Trailers are matched greedily inside the brackets and trimmed after (no lazy-then-\s* backtracking).
const CLOSED_BY = /\[closed-by:([^\]]*)\]/g;
const REASON = /\[reason:([^\]]*)\]/g;
const MAX_REASON = 80;

const trailers = (body: string, pattern: RegExp) => [...body.matchAll(pattern)].map((match) => (match[1] as string).trim());

/**
 * Rule 2: an open obligation carries no `[closed-by:]`; a closed one carries exactly one, of a
 * known form that resolves: 12 hex naming one PASS receipt, `SUPERSEDED_BY=<12 hex>`, or a
 * phase discharge `<phase>/<n>` with exactly one `[reason: ...]` of at most 80 characters.
 */
export const closureOutcome: ReconcileDecision = (cairn, _phase, { rows }) => {
  const escalations: CairnIssue[] = [];
  const notes: string[] = [];
  for (const obligation of cairn.obligations) {
    const closedBy = trailers(obligation.body, CLOSED_BY);
    const escalate = (reason: string, message: string) => escalations.push({ rule: 'obligation-closure', reason, message: `Rule 2: ${message}`, line: obligation.line });
    if (!obligation.closed) {
      if (closedBy.length > 0) escalate(CairnReason.cairn_closed_by_unknown_form, 'an open "[ ]" obligation carries a [closed-by:]; close it with [x] or drop the trailer.');
      continue;
    }
    if (closedBy.length !== 1) {
      escalate(CairnReason.cairn_closed_by_unknown_form, `a closed obligation needs exactly one [closed-by: ...] (found ${closedBy.length}).`);
      continue;
    }
    const target = closedBy[0] as string;
    if (HEX12.test(target)) {
      const problem = receiptProblem(rows, target);
      if (problem === null) notes.push(`Rule 2: [closed-by: ${target}] resolved; the WITNESS ran= requirement is checked in context.`);
      else escalate(CairnReason.cairn_ref_unresolved, problem);
    } else if (target.startsWith('SUPERSEDED_BY=')) {
      const successor = target.slice('SUPERSEDED_BY='.length);
      if (!HEX12.test(successor)) escalate(CairnReason.cairn_closed_by_malformed_prefix, `[closed-by: ${target}] carries a non-12-hex later-prefix.`);
      else notes.push(`Rule 2: SUPERSEDED_BY=${successor} is checked against the manifest in context.`);
    } else if (DISCHARGE.test(target)) {
      const reasons = trailers(obligation.body, REASON);
      if (reasons.length !== 1 || charLength(reasons[0] as string) > MAX_REASON) {
        escalate(CairnReason.cairn_discharge_reason_invalid, `[closed-by: ${target}] (phase discharge) needs exactly one [reason: ...] of at most ${MAX_REASON} chars (found ${reasons.length}).`);
      }
    } else {
      escalate(CairnReason.cairn_closed_by_unknown_form, `unknown [closed-by: ${target}] form (expected 12 hex, SUPERSEDED_BY=<12 hex> or <phase>/<counter>).`);
    }
  }
  return { escalations, notes };
};

/** Why a 12-hex receipt prefix does not resolve to one PASS receipt; null when it does. */
function receiptProblem(rows: readonly LedgerRow[] | null, target: string): string | null {
  if (rows === null) return `[closed-by: ${target}] needs the receipt ledger to resolve, and none was read.`;
  const matches = rowsWithPrefix(rows, target);
  if (matches.length === 0) return `[closed-by: ${target}] has no ledger entry.`;
  if (matches.length > 1) return `[closed-by: ${target}] is ambiguous: ${matches.length} ledger rows share the prefix (collision).`;
  const verdict = (matches[0] as LedgerRow).verdict;
  return verdict === 'PASS' ? null : `[closed-by: ${target}] resolves to a receipt with verdict ${String(verdict)}, not PASS.`;
}

export const obligationClosure = reconcileRule(
  'obligation-closure',
  {
    description: 'Reconciliation Rule 2: a closed obligation carries exactly one [closed-by:] of a known form that resolves (a PASS receipt, a 12-hex successor, or a phase discharge with a reason).',
    reasons: [CairnReason.cairn_closed_by_unknown_form, CairnReason.cairn_closed_by_malformed_prefix, CairnReason.cairn_discharge_reason_invalid, CairnReason.cairn_ref_unresolved],
    hint: 'Close with [closed-by: <12-hex receipt prefix>], [closed-by: SUPERSEDED_BY=<12 hex>] or [closed-by: <phase>/<n>] [reason: ...].',
  },
  closureOutcome,
);
