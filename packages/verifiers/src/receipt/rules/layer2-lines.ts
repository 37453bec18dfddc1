import { ReceiptReason } from '@gauntlet/contracts/codes';
import { fail, receiptTextRule } from '../rule-kit.js';

const CHILD_REQUIRED =
  "v1.1 receipt with DISPATCHED in TRACE must emit TRIPWIRE-CHILD: (return-convention.md § 'Linter extension (Tier-1 additions for v1.1 receipts)'; the § 'Recursive dispatch' 'absence is treated as none' parenthetical is scoped to the orchestrator's parse of pre-v1.1 returns)";

/** L1–L7 (docs/rules/receipt/layer2-lines.md): a v1.1 receipt carries TRIPWIRE:, SUPERSEDES: (and TRIPWIRE-CHILD: when it dispatched) after NEXT. */
export const layer2Lines = receiptTextRule({
  id: 'receipt/layer2-lines',
  description: 'A v1.1 receipt has one non-empty TRIPWIRE: and SUPERSEDES: line after NEXT, and TRIPWIRE-CHILD: when TRACE has DISPATCHED.',
  hint: 'After NEXT, write \'TRIPWIRE: <predicates|none>\' and \'SUPERSEDES: <prefixes|none>\' (and \'TRIPWIRE-CHILD:\' when TRACE dispatched), each once at column 0.',
  reasons: [
    ReceiptReason.v11_section_duplicated,
    ReceiptReason.v11_tripwire_missing,
    ReceiptReason.v11_supersedes_missing,
    ReceiptReason.v11_tripwire_empty,
    ReceiptReason.v11_supersedes_empty,
    ReceiptReason.v11_tripwire_child_empty,
    ReceiptReason.v11_tripwire_child_required,
  ],
  decide(doc) {
    if (doc.version !== '1.1' || !doc.layer2Scan) return undefined;
    const { values, duplicate } = doc.layer2Scan;
    if (duplicate) return fail(ReceiptReason.v11_section_duplicated, `v1.1 section ${duplicate.name} duplicated`, duplicate.line);
    const tripwire = values.get('TRIPWIRE');
    const supersedes = values.get('SUPERSEDES');
    const child = values.get('TRIPWIRE-CHILD');
    const next = doc.sections.get('NEXT')?.line;
    if (!tripwire) return fail(ReceiptReason.v11_tripwire_missing, 'v1.1 receipt missing TRIPWIRE: line (own line after NEXT)', next);
    if (!supersedes) return fail(ReceiptReason.v11_supersedes_missing, 'v1.1 receipt missing SUPERSEDES: line (own line after NEXT)', next);
    if (tripwire.value === '') return fail(ReceiptReason.v11_tripwire_empty, 'v1.1 TRIPWIRE: line has empty body (use a predicate or `none`)', tripwire.line);
    if (supersedes.value === '') return fail(ReceiptReason.v11_supersedes_empty, 'v1.1 SUPERSEDES: line has empty body (use a prefix or `none`)', supersedes.line);
    if (child && child.value === '') return fail(ReceiptReason.v11_tripwire_child_empty, 'v1.1 TRIPWIRE-CHILD: line has empty body (use a predicate or `none`)', child.line);
    if (!child && doc.trace.some((entry) => entry.verb === 'DISPATCHED')) return fail(ReceiptReason.v11_tripwire_child_required, CHILD_REQUIRED, next);
    return undefined;
  },
});
