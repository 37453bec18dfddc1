import { type Host, type MaybePromise, type Rule, defineRule } from '@gauntlet/core';
import { ChecklistReason } from '@gauntlet/contracts/codes';
import { answerOf } from './answer.js';
import { CHECKLIST_ITEMS, labelOf } from './items.js';
import type { PreparedChecklist } from './parse.js';

/** A structural finding of one item: the plan lacks what the item's answer promises. */
export interface StructuralFinding {
  n: number;
  reason: ChecklistReason;
  severity: 'blocker' | 'warning';
  message: string;
  /** 1-based line the finding concerns (a section heading, the first offending line), when there is one. */
  line?: number;
}

/** An item's structural check: its reason codes and the decision, in the item's own rule file. */
export interface StructuralCheck {
  readonly reasons: readonly ChecklistReason[];
  /** Runs only when the plan has a checklist comment (the reference skips structure without one). */
  check(plan: PreparedChecklist, host: Host): MaybePromise<ReadonlyArray<Omit<StructuralFinding, 'n'>>>;
}

/** The rule `checklist/item-<n>`, with the item's structural check when it has one. */
export interface ItemRule extends Rule<PreparedChecklist> {
  readonly item: number;
  readonly structural: StructuralCheck | undefined;
}

/** The codes of the answer decision every item shares. */
export const ANSWER_CODES: readonly ChecklistReason[] = [
  ChecklistReason.checklist_block_missing,
  ChecklistReason.checklist_item_missing,
  ChecklistReason.checklist_item_unanswered,
];

/**
 * Declares `checklist/item-<n>`: the item's answer (missing block, missing or placeholder
 * answer; item 16 is never required, so only a missing block reports it), then the item's
 * structural check. The verifier puts every answer finding before the structural ones, the
 * reference's order (see `index.ts`).
 */
export function itemRule(n: number, structural?: StructuralCheck): ItemRule {
  const spec = CHECKLIST_ITEMS[n - 1];
  if (spec === undefined) throw new RangeError(`no checklist item ${n}`);
  const label = labelOf(spec);
  const answerCodes = spec.required === 'never' ? [ChecklistReason.checklist_block_missing] : ANSWER_CODES;
  const rule = defineRule<PreparedChecklist>({
    id: `checklist/item-${n}`,
    description: `The plan's checklist answers "${label}"${structural ? ', and the plan has the structure the item asks for' : ''}.`,
    severity: 'blocker',
    reasons: [...answerCodes, ...(structural?.reasons ?? [])],
    async check(plan, { host, report }) {
      const item = answerOf(spec, plan);
      if (item.status !== 'ok') {
        if (plan.block === null) {
          report({ reason: ChecklistReason.checklist_block_missing, message: item.message ?? '', line: 1, hint: 'Add a <!-- checklist --> comment with one "Item <n> — <name>: <answer>" line per item.' });
        } else if (item.status === 'missing') {
          report({ reason: ChecklistReason.checklist_item_missing, message: item.message ?? '', line: item.line, hint: `Add "${label}: <answer>" (or "N/A: <reason>") to the checklist block.` });
        } else {
          report({ reason: ChecklistReason.checklist_item_unanswered, message: item.message ?? '', line: item.line, evidence: item.answer === null ? undefined : [item.answer] });
        }
      }
      if (structural === undefined || plan.block === null) return;
      for (const finding of await structural.check(plan, host)) {
        report({ reason: finding.reason, severity: finding.severity, message: finding.message, line: finding.line });
      }
    },
  });
  return Object.freeze({ ...rule, item: n, structural });
}
