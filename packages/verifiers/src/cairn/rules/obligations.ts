import { CairnReason } from '@gauntlet/contracts/codes';
import type { CairnIssue, ParsedCairn } from '../parse.js';
import { charLength, entryRule } from '../prepared.js';
import { MAX_LINE } from './invariants.js';

/** The OPEN_OBLIGATIONS decisions, line by line: at most 240 characters, and the `- [ ]` / `- [x]` grammar. */
export function obligationIssues(cairn: ParsedCairn): CairnIssue[] {
  const issues: CairnIssue[] = [];
  const parsed = new Set(cairn.obligations.map((obligation) => obligation.line));
  for (const { line, text } of cairn.sections.OPEN_OBLIGATIONS.lines) {
    if (charLength(text) > MAX_LINE) {
      issues.push({ rule: 'obligations', reason: CairnReason.cairn_line_too_long, message: `OPEN_OBLIGATIONS line exceeds ${MAX_LINE} chars (${charLength(text)}).`, line });
    }
    if (!parsed.has(line)) {
      issues.push({ rule: 'obligations', reason: CairnReason.cairn_line_grammar, message: `OPEN_OBLIGATIONS line violates grammar "- [ ] <obligation>": ${text.slice(0, 80)}`, line });
    }
  }
  return issues;
}

export const obligations = entryRule(
  'obligations',
  {
    description: 'OPEN_OBLIGATIONS lines follow "- [ ] <obligation>" / "- [x] <obligation>" within 240 chars.',
    reasons: [CairnReason.cairn_line_grammar, CairnReason.cairn_line_too_long],
    hint: 'Write "- [ ] <obligation>" or "- [x] <obligation>  [closed-by: ...]", at most 240 chars.',
  },
  (cairn) => obligationIssues(cairn),
);
