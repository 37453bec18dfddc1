import type { Host } from '@gauntlet/core';
import { type ChecklistItemResult, answerOf } from './answer.js';
import type { StructuralFinding } from './item-rule.js';
import { CHECKLIST_ITEMS } from './items.js';
import { type ChecklistInput, parseChecklistPlan } from './parse.js';
import { checklistRules } from './rules.js';

export interface AnalyzedChecklist {
  found: boolean;
  /** 1-based line where the first checklist comment starts. */
  blockLine?: number;
  uiInScope: boolean;
  items: ChecklistItemResult[];
  structural: StructuralFinding[];
}

/**
 * The whole checklist analysis as data (what `data` and the reference's JSON report hold): each
 * item's answer, and every structural finding, from the same decisions the item rules make.
 * Never throws.
 */
export async function analyzeChecklist(input: ChecklistInput, host: Host): Promise<AnalyzedChecklist> {
  const plan = parseChecklistPlan(input);
  const items = CHECKLIST_ITEMS.map((spec) => answerOf(spec, plan));
  if (plan.block === null) return { found: false, uiInScope: plan.uiInScope, items, structural: [] };
  const structural: StructuralFinding[] = [];
  for (const rule of checklistRules) {
    for (const finding of (await rule.structural?.check(plan, host)) ?? []) structural.push({ n: rule.item, ...finding });
  }
  return { found: true, blockLine: plan.block.line, uiInScope: plan.uiInScope, items, structural };
}
