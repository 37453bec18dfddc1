import type { Finding } from '@gauntlet/contracts/codes';
import { type FindingInput, type Verification, type Verifier, type VerifyOptions, applyRuleSettings, noHost, toFinding } from '@gauntlet/core';
import { type AnalyzedChecklist, type ChecklistInput, analyzeChecklist } from './analyze.js';
import type { ChecklistPass } from './item-rule.js';
import { item1 } from './rules/item-1.js';
import { item2 } from './rules/item-2.js';
import { item3 } from './rules/item-3.js';
import { item4 } from './rules/item-4.js';
import { item5 } from './rules/item-5.js';
import { item6 } from './rules/item-6.js';
import { item7 } from './rules/item-7.js';
import { item8 } from './rules/item-8.js';
import { item9 } from './rules/item-9.js';
import { item10 } from './rules/item-10.js';
import { item11 } from './rules/item-11.js';
import { item12 } from './rules/item-12.js';
import { item13 } from './rules/item-13.js';
import { item14 } from './rules/item-14.js';
import { item15 } from './rules/item-15.js';
import { item16 } from './rules/item-16.js';
import { item17 } from './rules/item-17.js';
import { item18 } from './rules/item-18.js';
import { item19 } from './rules/item-19.js';
import { item20 } from './rules/item-20.js';
import { item21 } from './rules/item-21.js';
import { item22 } from './rules/item-22.js';

export { analyzeChecklist, answerKeyOf, pathStem, uiInScope, type AnalyzedChecklist, type ChecklistInput, type ChecklistItemResult, type StructuralFinding } from './analyze.js';
export { CHECKLIST_ITEMS, type ChecklistItemSpec } from './items.js';
export { itemRule, type ChecklistPass } from './item-rule.js';

export const checklistRules = [
  item1, item2, item3, item4, item5, item6, item7, item8, item9, item10, item11,
  item12, item13, item14, item15, item16, item17, item18, item19, item20, item21, item22,
] as const;

function dataOf(analysis: AnalyzedChecklist): Record<string, unknown> {
  const data: Record<string, unknown> = {
    checklistFound: analysis.found,
    uiInScope: analysis.uiInScope,
    items: analysis.items.map(({ itemId, label, answer, status, message }) => (message === undefined ? { itemId, label, answer, status } : { itemId, label, answer, status, message })),
    missingCount: analysis.items.filter((item) => item.status !== 'ok').length,
  };
  if (analysis.found) {
    data.structuralWarningCount = analysis.structural.filter((finding) => finding.severity === 'warning').length;
    data.structuralFailCount = analysis.structural.filter((finding) => finding.severity === 'blocker').length;
  }
  return data;
}

/**
 * The spec checklist verifier (plan-verify.md §7). Input: `{ path, text }` (the plan path as
 * given and its text); the sibling `<stem>.handoff.md` is looked up through the Host. Item
 * findings come first, in item order, then the structural findings (items 9–22): the rules run
 * in two passes over one analysis, which is why this verifier is written out rather than
 * declared with `defineVerifier`.
 */
export const checklistVerifier: Verifier<ChecklistInput> = Object.freeze({
  id: 'checklist',
  description: 'Spec checklists: every item answered, and the plan structure the items ask for.',
  rules: checklistRules,
  async verify(input: ChecklistInput, options: VerifyOptions = {}): Promise<Verification> {
    const host = options.host ?? noHost;
    const analysis = await analyzeChecklist(input, host);
    const findings: Finding[] = [];
    for (const pass of ['items', 'structural'] as const) {
      const value: ChecklistPass = { analysis, pass };
      for (const rule of checklistRules) {
        const report = (finding: FindingInput) => findings.push(toFinding(rule, finding, 'checklist', options.file));
        await rule.check(value, { host, file: options.file, options: options.options ?? {}, report });
      }
    }
    return { findings: applyRuleSettings(findings, options.rules), data: dataOf(analysis) };
  },
});

/** Checks one plan's spec checklist. */
export function verifyChecklist(input: ChecklistInput, verify: VerifyOptions = {}): Promise<Verification> {
  return checklistVerifier.verify(input, verify);
}
