import type { Finding } from '@gauntlet/contracts/codes';
import { type Verification, type Verifier, type VerifyOptions, defineVerifier } from '@gauntlet/core';
import { answerOf } from './answer.js';
import { ANSWER_CODES } from './item-rule.js';
import { CHECKLIST_ITEMS } from './items.js';
import { type ChecklistInput, type PreparedChecklist, parseChecklistPlan } from './parse.js';
import { checklistRules } from './rules.js';

export { analyzeChecklist, type AnalyzedChecklist } from './analyze.js';
export type { ChecklistItemResult } from './answer.js';
export { answerKeyOf, pathStem, type ChecklistInput, type PreparedChecklist } from './parse.js';
export { uiInScope } from './ui-scope.js';
export { CHECKLIST_ITEMS, type ChecklistItemSpec } from './items.js';
export { itemRule, type ItemRule, type StructuralCheck, type StructuralFinding } from './item-rule.js';
export { checklistRules } from './rules.js';

const isAnswerCode = (reason: string) => (ANSWER_CODES as readonly string[]).includes(reason);

/** `data`: the items' answers and the structural counts (as reported, before severity overrides). */
function dataOf(plan: PreparedChecklist, reported: readonly Finding[]): Record<string, unknown> {
  const items = CHECKLIST_ITEMS.map((spec) => answerOf(spec, plan));
  const data: Record<string, unknown> = {
    checklistFound: plan.block !== null,
    uiInScope: plan.uiInScope,
    items: items.map(({ itemId, label, answer, status, message }) => (message === undefined ? { itemId, label, answer, status } : { itemId, label, answer, status, message })),
    missingCount: items.filter((item) => item.status !== 'ok').length,
  };
  if (plan.block !== null) {
    const structural = reported.filter((finding) => !isAnswerCode(finding.reason));
    data.structuralWarningCount = structural.filter((finding) => finding.severity === 'warning').length;
    data.structuralFailCount = structural.filter((finding) => finding.severity === 'blocker').length;
  }
  return data;
}

const itemsVerifier = defineVerifier<ChecklistInput, PreparedChecklist>({
  id: 'checklist',
  description: 'Spec checklists: every item answered, and the plan structure the items ask for.',
  rules: checklistRules,
  prepare: parseChecklistPlan,
  data: dataOf,
});

/**
 * The spec checklist verifier (docs/rules/checklist/). Input: `{ path, text }` (the plan path as
 * given and its text); the sibling `<stem>.handoff.md` is looked up through the Host. Each item
 * rule decides its answer and its structure; the findings are then put in the reference's order,
 * every answer finding (items 1–22) before the structural ones (items 9–22), each group in item
 * order.
 */
export const checklistVerifier: Verifier<ChecklistInput> = Object.freeze({
  id: itemsVerifier.id,
  description: itemsVerifier.description,
  rules: itemsVerifier.rules,
  async verify(input: ChecklistInput, options?: VerifyOptions): Promise<Verification> {
    const { findings, data } = await itemsVerifier.verify(input, options);
    const answers = findings.filter((finding) => isAnswerCode(finding.reason));
    return { findings: [...answers, ...findings.filter((finding) => !isAnswerCode(finding.reason))], data };
  },
});

/** Checks one plan's spec checklist. */
export function verifyChecklist(input: ChecklistInput, verify: VerifyOptions = {}): Promise<Verification> {
  return checklistVerifier.verify(input, verify);
}
