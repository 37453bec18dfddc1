import { CairnReason } from '@gauntlet/contracts/codes';
import type { CairnIssue, CairnLedgerLine, ParsedCairn } from '../parse.js';
import { charLength, entryRule } from '../prepared.js';

export const MAX_SUMMARY = 80;

/** The LEDGER decisions, line by line: the completion-line grammar, then a summary of at most 80 characters. */
export function ledgerLineIssues(cairn: ParsedCairn): CairnIssue[] {
  const issues: CairnIssue[] = [];
  const parsed = new Map<number, CairnLedgerLine>(cairn.ledger.map((entry) => [entry.line, entry]));
  for (const { line, text } of cairn.sections.LEDGER.lines) {
    const entry = parsed.get(line);
    if (entry === undefined) {
      issues.push({ rule: 'ledger-lines', reason: CairnReason.cairn_line_grammar, message: `LEDGER line violates grammar "<phase>/<n> | dispatches=N receipts=N verdict=V | <summary>": ${text.slice(0, 80)}`, line });
      continue;
    }
    const length = charLength(entry.summary);
    if (length > MAX_SUMMARY) issues.push({ rule: 'ledger-lines', reason: CairnReason.cairn_ledger_summary_too_long, message: `LEDGER summary exceeds ${MAX_SUMMARY} chars (${length}).`, line });
  }
  return issues;
}

export const ledgerLines = entryRule(
  'ledger-lines',
  {
    description: 'LEDGER lines follow "<phase>/<n>[-<m>] | dispatches=N receipts=N verdict=PASS|FAIL|MIXED | <summary>" with a summary of at most 80 chars.',
    reasons: [CairnReason.cairn_line_grammar, CairnReason.cairn_ledger_summary_too_long],
    hint: 'Write "<phase>/<n> | dispatches=N receipts=N verdict=PASS|FAIL|MIXED | <summary of at most 80 chars>".',
  },
  (cairn) => ledgerLineIssues(cairn),
);
