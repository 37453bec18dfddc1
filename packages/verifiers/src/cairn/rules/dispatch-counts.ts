import { CairnReason } from '@gauntlet/contracts/codes';
import type { CairnIssue } from '../parse.js';
import { type ReconcileDecision, reconcileRule } from '../prepared.js';

/**
 * Rule 1: each non-range LEDGER line declares as many dispatches as the receipt ledger has rows
 * whose `phase` is `<parent-skill>:<phase>/<counter>`. Without a ledger: unreadable when one was
 * given, required when a line declares dispatches, else a receipt-less cairn (a note).
 */
export const dispatchOutcome: ReconcileDecision = (cairn, phase, { rows, ledgerProvided }) => {
  const escalations: CairnIssue[] = [];
  const notes: string[] = [];
  const escalate = (reason: string, message: string, line?: number) => escalations.push({ rule: 'dispatch-counts', reason, message, line });
  if (rows === null) {
    if (ledgerProvided) {
      escalate(CairnReason.cairn_ledger_unreadable, 'Rule 1: the receipt ledger was given but cannot be read.');
      return { escalations, notes };
    }
    const declaring = cairn.ledger.find((line) => line.dispatches > 0);
    if (declaring) {
      escalate(CairnReason.cairn_ledger_required, `Rule 1: LEDGER declares dispatches>0 (${declaring.phase}/${declaring.counter}) but no receipt ledger was given.`, declaring.line);
    } else notes.push('Rule 1: receipt-less cairn (every LEDGER line declares dispatches=0).');
    return { escalations, notes };
  }
  for (const line of cairn.ledger) {
    if (line.high !== undefined) {
      notes.push(`Rule 1: range line ${line.phase}/${line.counter}-${line.high} not checked.`);
      continue;
    }
    const key = `${phase.parentSkill}:${line.phase}/${line.counter}`;
    const count = rows.filter((row) => row.phase === key).length;
    if (count !== line.dispatches) {
      escalate(
        CairnReason.cairn_dispatch_count_mismatch,
        `Rule 1: ${line.phase}/${line.counter} declares dispatches=${line.dispatches} but the receipt ledger has ${count} row${count === 1 ? '' : 's'} for ${key}.`,
        line.line,
      );
    }
  }
  return { escalations, notes };
};

export const dispatchCounts = reconcileRule(
  'dispatch-counts',
  {
    description: 'Reconciliation Rule 1: each LEDGER line declares as many dispatches as the receipt ledger holds rows for its skill-qualified phase; a ledger is required when dispatches were declared.',
    reasons: [CairnReason.cairn_ledger_unreadable, CairnReason.cairn_ledger_required, CairnReason.cairn_dispatch_count_mismatch],
    hint: "Each LEDGER line's dispatches= must equal the receipt-ledger rows for <parent-skill>:<phase>/<counter>.",
  },
  dispatchOutcome,
);
