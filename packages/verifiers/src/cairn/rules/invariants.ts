import { CairnReason } from '@gauntlet/contracts/codes';
import { pyWord } from '@gauntlet/core';
import type { CairnInvariant, CairnIssue, ParsedCairn } from '../parse.js';
import { charLength, entryRule } from '../prepared.js';

export const MAX_LINE = 240;
const TODO = new RegExp(`^TODO(?![${pyWord().classBody}])`, 'u');

/**
 * The INVARIANTS decisions, line by line: at most 240 characters; the grammar; no TODO fact;
 * ordinals 1, 2, 3, ... (the first break is reported once); a `supersedes` target earlier than
 * the line itself.
 */
export function invariantIssues(cairn: ParsedCairn): CairnIssue[] {
  const issues: CairnIssue[] = [];
  const issue = (reason: string, message: string, line: number) => issues.push({ rule: 'invariants', reason, message, line });
  const parsed = new Map<number, CairnInvariant>(cairn.invariants.map((invariant) => [invariant.line, invariant]));
  let expected = 1;
  let sequenceBroken = false;
  for (const { line, text } of cairn.sections.INVARIANTS.lines) {
    if (charLength(text) > MAX_LINE) issue(CairnReason.cairn_line_too_long, `INVARIANTS line exceeds ${MAX_LINE} chars (${charLength(text)}).`, line);
    const invariant = parsed.get(line);
    if (invariant === undefined) {
      issue(CairnReason.cairn_line_grammar, `INVARIANTS line violates grammar "I-NN: <fact>": ${text.slice(0, 80)}`, line);
      continue;
    }
    const label = `I-${String(invariant.ordinal).padStart(2, '0')}`;
    if (TODO.test(invariant.fact)) issue(CairnReason.cairn_invariant_todo, `${label} is a TODO placeholder, not a fact.`, line);
    if (!sequenceBroken && invariant.ordinal !== expected) {
      issue(CairnReason.cairn_invariant_ordinal, `invariant ordinals must run 1, 2, 3, ...: expected I-${String(expected).padStart(2, '0')}, found ${label}.`, line);
      sequenceBroken = true;
    }
    expected++;
    const target = invariant.supersedes;
    if (target !== undefined && !(target >= 1 && target < invariant.ordinal)) {
      issue(CairnReason.cairn_invariant_ordinal, `${label} supersedes I-${String(target).padStart(2, '0')}, which is not an earlier invariant.`, line);
    }
  }
  return issues;
}

export const invariants = entryRule(
  'invariants',
  {
    description: 'INVARIANTS lines follow "I-NN[ supersedes I-MM]: <fact>", stay within 240 chars, are not TODO, and number 1, 2, 3, ... with earlier supersedes targets.',
    reasons: [CairnReason.cairn_line_grammar, CairnReason.cairn_line_too_long, CairnReason.cairn_invariant_todo, CairnReason.cairn_invariant_ordinal],
    hint: 'Write "I-NN: <fact>  [ref: <12 hex>]", ordinals 01, 02, ... in order, at most 240 chars, no TODO.',
  },
  (cairn) => invariantIssues(cairn),
);
