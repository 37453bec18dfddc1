import { ReceiptReason } from '@gauntlet/contracts/codes';
import { pyLstrip, pyRepr, pyReprList } from '@gauntlet/core';
import { fail, receiptRule } from '../rule-kit.js';
import type { Section } from '../state.js';
import { CANONICAL, SECTION_NAMES, type SectionName } from '../text.js';

function sectionOf(line: string): SectionName | undefined {
  // Every section name starts with an upper-case ASCII letter: skip body lines at once.
  const first = line.charCodeAt(0);
  if (first < 0x41 || first > 0x57) return undefined;
  for (const name of SECTION_NAMES) if (line.startsWith(name)) return name;
  return undefined;
}

/**
 * A3–A6 (docs/rules/receipt/README.md#sections): section headers are recognised by prefix at column 0; each appears
 * once; no prose before the first; present sections form a canonical prefix; none missing.
 */
export const sections = receiptRule({
  id: 'receipt/sections',
  description: 'The eight sections are each present once, with no prose before the first section header.',
  hint: 'Write VERDICT, ARTIFACTS, TRACE, CLAIMS, WITNESS, SUSPICION and NEXT once each, each header at column 0.',
  reasons: [
    ReceiptReason.section_duplicated,
    ReceiptReason.prose_before_header,
    ReceiptReason.sections_out_of_order,
    ReceiptReason.sections_missing,
  ],
  run(state) {
    const found = state.sections;
    let current: Section | undefined;
    const lines = state.lines;
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i] as string;
      const name = sectionOf(line);
      if (name !== undefined) {
        if (found.has(name)) return fail(ReceiptReason.section_duplicated, `section ${name} duplicated`, i + 1);
        const rest = pyLstrip(line.slice(name.length));
        current = { line: i + 1, body: rest === '' ? [] : [{ raw: rest, line: i + 1 }] };
        found.set(name, current);
      } else {
        if (!current) return fail(ReceiptReason.prose_before_header, `prose before first section header: ${pyRepr(line)}`, i + 1);
        current.body.push({ raw: line, line: i + 1 });
      }
    }
    const present = CANONICAL.filter((name) => name === 'RCPT' || found.has(name));
    if (present.some((name, i) => CANONICAL[i] !== name)) {
      return fail(ReceiptReason.sections_out_of_order, `sections out of order: got ${pyReprList(present)}`);
    }
    const missing = CANONICAL.filter((name) => name !== 'RCPT' && !found.has(name));
    if (missing.length > 0) return fail(ReceiptReason.sections_missing, `missing required sections: ${pyReprList(missing)}`);
    return undefined;
  },
});
