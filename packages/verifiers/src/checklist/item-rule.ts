import { type Rule, defineRule } from '@gauntlet/core';
import { ChecklistReason } from '@gauntlet/contracts/codes';
import type { AnalyzedChecklist } from './analyze.js';
import { CHECKLIST_ITEMS, labelOf } from './items.js';

/** What an item rule sees: the analysis, and which pass is running (item answers first, then structure). */
export interface ChecklistPass {
  analysis: AnalyzedChecklist;
  pass: 'items' | 'structural';
}

const ITEM_CODES = [ChecklistReason.checklist_block_missing, ChecklistReason.checklist_item_missing, ChecklistReason.checklist_item_unanswered];

/**
 * The rule `checklist/item-<n>`: the item's answer (missing block, missing or placeholder
 * answer) and, for items with a structural check, that check's findings.
 */
export function itemRule(n: number, structural: readonly ChecklistReason[] = [], answerCodes: readonly ChecklistReason[] = ITEM_CODES): Rule<ChecklistPass> {
  const spec = CHECKLIST_ITEMS[n - 1];
  if (spec === undefined) throw new RangeError(`no checklist item ${n}`);
  const label = labelOf(spec);
  return defineRule<ChecklistPass>({
    id: `checklist/item-${n}`,
    description: `The plan's checklist answers "${label}"${structural.length > 0 ? ', and the plan has the structure the item asks for' : ''}.`,
    severity: 'blocker',
    reasons: [...answerCodes, ...structural],
    check({ analysis, pass }, { report }) {
      if (pass === 'items') {
        const item = analysis.items[n - 1];
        if (item === undefined || item.status === 'ok') return;
        if (!analysis.found) {
          report({ reason: ChecklistReason.checklist_block_missing, message: item.message ?? '', line: 1, hint: 'Add a <!-- checklist --> comment with one "Item <n> — <name>: <answer>" line per item.' });
        } else if (item.status === 'missing') {
          report({ reason: ChecklistReason.checklist_item_missing, message: item.message ?? '', line: item.line, hint: `Add "${label}: <answer>" (or "N/A: <reason>") to the checklist block.` });
        } else {
          report({ reason: ChecklistReason.checklist_item_unanswered, message: item.message ?? '', line: item.line, evidence: item.answer === null ? undefined : [item.answer] });
        }
        return;
      }
      for (const finding of analysis.structural) {
        if (finding.n === n) report({ reason: finding.reason, severity: finding.severity, message: finding.message, line: finding.line });
      }
    },
  });
}
