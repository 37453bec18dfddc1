import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyRepr, pyStrip } from '@gauntlet/core';
import { globEntryCount, isGlobPredicate, predicatePieces } from '../layer2.js';
import type { Layer2Line } from '../document.js';
import { fail, receiptTextRule } from '../rule-kit.js';
import { PREDICATE } from '../text.js';

const EVIDENCE = '(witness-evidence requirement: supersession must demonstrate the original concern no longer reproduces)';

function checkPredicates(entry: Layer2Line | undefined) {
  const pieces = predicatePieces(entry?.value);
  for (const piece of pieces) {
    if (!PREDICATE.test(piece)) return fail(ReceiptReason.tripwire_predicate_unknown, `v1.1 TRIPWIRE unknown predicate: ${pyRepr(piece)}`, entry?.line);
  }
  for (const piece of pieces) {
    if (isGlobPredicate(piece) && globEntryCount(piece) > 8) return fail(ReceiptReason.tripwire_glob_cap, `v1.1 glob entries exceed cap (8): ${piece}`, entry?.line);
  }
  return undefined;
}

/** M1–M7 (docs/rules/receipt/layer2-values.md): SUSPICION present, TRIPWIRE: none only when clean, known predicates, glob cap, justified SUPERSEDES. */
export const layer2Values = receiptTextRule({
  id: 'receipt/layer2-values',
  description: 'v1.1 values: SUSPICION present; TRIPWIRE: none only on a clean PASS; known predicates within the glob cap; SUPERSEDES justified by a claim and a run witness.',
  hint: 'Use known predicates (≤ 8 glob entries), TRIPWIRE: none only on a clean PASS, and justify SUPERSEDES with a from=<prefix># claim and a run exec/grep witness.',
  reasons: [
    ReceiptReason.suspicion_empty,
    ReceiptReason.tripwire_none_not_clean,
    ReceiptReason.tripwire_predicate_unknown,
    ReceiptReason.tripwire_glob_cap,
    ReceiptReason.supersedes_unjustified,
    ReceiptReason.supersedes_lint_witness,
    ReceiptReason.supersedes_deferred_witness,
  ],
  decide(doc) {
    if (doc.version !== '1.1' || !doc.layer2) return undefined;
    const token = doc.suspicion;
    if (token === undefined) return fail(ReceiptReason.suspicion_empty, 'SUSPICION body empty', doc.sections.get('SUSPICION')?.line);
    const { tripwire, supersedes, child } = doc.layer2;
    if (tripwire?.value === 'none' && (doc.verdict !== 'PASS' || token !== '0.00')) {
      return fail(ReceiptReason.tripwire_none_not_clean, `TRIPWIRE: none requires VERDICT=PASS and SUSPICION=0.00 (got ${doc.verdict ?? ''}+${token})`, tripwire.line);
    }
    const predicateFailure = checkPredicates(tripwire) ?? checkPredicates(child);
    if (predicateFailure) return predicateFailure;
    if (supersedes && supersedes.value !== 'none') {
      for (const prefix of supersedes.value.split(',').map(pyStrip)) {
        if (!doc.claims.some((claim) => claim.citation.startsWith(`${prefix}#`))) {
          return fail(ReceiptReason.supersedes_unjustified, `SUPERSEDES prefix ${prefix} lacks CLAIMS justification (expected a from=${prefix}#… citation)`, supersedes.line);
        }
      }
      const witness = doc.witness;
      if (!witness) return undefined;
      if (witness.kind === 'lint') return fail(ReceiptReason.supersedes_lint_witness, `SUPERSEDES requires WITNESS kind in {exec, grep}, got lint ${EVIDENCE}`, witness.line);
      if (witness.ran.startsWith('SKIPPED:') || witness.ran.startsWith('UNRUNNABLE:')) {
        return fail(ReceiptReason.supersedes_deferred_witness, `SUPERSEDES requires witness ran=TRACE#N, got ran=${pyRepr(witness.ran)} ${EVIDENCE}`, witness.line);
      }
    }
    return undefined;
  },
});
