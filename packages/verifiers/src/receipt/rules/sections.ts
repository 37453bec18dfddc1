import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyRepr, pyReprList } from '@gauntlet/core';
import { fail, receiptTextRule } from '../rule-kit.js';
import { CANONICAL } from '../text.js';

/**
 * A3–A6 (docs/rules/receipt/sections.md): section headers are recognised by prefix at column 0;
 * each appears once; no prose before the first; present sections form a canonical prefix; none
 * missing. Prose can only come before the first header and a duplicate only after it, so the
 * first of the two in line order is the prose.
 */
export const sections = receiptTextRule({
  id: 'receipt/sections',
  description: 'The eight sections are each present once, with no prose before the first section header.',
  hint: 'Write VERDICT, ARTIFACTS, TRACE, CLAIMS, WITNESS, SUSPICION and NEXT once each, each header at column 0.',
  reasons: [
    ReceiptReason.section_duplicated,
    ReceiptReason.prose_before_header,
    ReceiptReason.sections_out_of_order,
    ReceiptReason.sections_missing,
  ],
  decide(doc) {
    const { firstOrphan, firstDuplicate, sections: found } = doc;
    if (firstOrphan) return fail(ReceiptReason.prose_before_header, `prose before first section header: ${pyRepr(firstOrphan.raw)}`, firstOrphan.line);
    if (firstDuplicate) return fail(ReceiptReason.section_duplicated, `section ${firstDuplicate.name} duplicated`, firstDuplicate.line);
    // Every section present: the canonical prefix is the whole list, nothing is missing.
    if (found.size === CANONICAL.length - 1) return undefined;
    const present = CANONICAL.filter((name) => name === 'RCPT' || found.has(name));
    if (present.some((name, i) => CANONICAL[i] !== name)) {
      return fail(ReceiptReason.sections_out_of_order, `sections out of order: got ${pyReprList(present)}`);
    }
    // Fewer than all seven, in order: some are missing.
    const missing = CANONICAL.filter((name) => name !== 'RCPT' && !found.has(name));
    return fail(ReceiptReason.sections_missing, `missing required sections: ${pyReprList(missing)}`);
  },
});
