import type { ChecklistItemSpec } from './items.js';
import { labelOf } from './items.js';
import type { PreparedChecklist } from './parse.js';

export type ItemStatus = 'ok' | 'missing' | 'unanswered';

/** How the checklist answers one item. */
export interface ChecklistItemResult {
  n: number;
  itemId: string;
  label: string;
  answer: string | null;
  status: ItemStatus;
  required: boolean;
  message?: string;
  /** 1-based line of the answering item line (or of the checklist block when the item is missing). */
  line?: number;
}

const PLACEHOLDERS = new Set(['<answer>', '...', '']);
const CI_PLACEHOLDERS = new Set(['tbd', 'todo', 'none']);

const isPlaceholder = (answer: string) => PLACEHOLDERS.has(answer) || CI_PLACEHOLDERS.has(answer.toLowerCase());

/**
 * The answer decision every item rule shares: answered, missing or a placeholder. Items 15 and
 * 17 are required only with UI in scope, item 16 never; a required item without a checklist
 * comment at all is missing with the block's message.
 */
export function answerOf(spec: ChecklistItemSpec, plan: PreparedChecklist): ChecklistItemResult {
  const label = labelOf(spec);
  if (plan.block === null) {
    return { n: spec.n, itemId: spec.itemId, label, answer: null, status: 'missing', required: true, message: 'No <!-- checklist --> block found in plan file.' };
  }
  const required = spec.required === 'always' || (spec.required === 'ui' && plan.uiInScope);
  const found = plan.block.answers.get(spec.answerKey);
  const answer = found?.text;
  const base = { n: spec.n, itemId: spec.itemId, label, required, line: found?.line ?? plan.block.line };
  if (answer !== undefined && !isPlaceholder(answer)) return { ...base, answer, status: 'ok' };
  if (!required) return { ...base, answer: answer ?? null, status: 'ok', message: 'N/A: no UI in scope.' };
  if (answer === undefined) return { ...base, answer: null, status: 'missing', message: `Item not found. Expected '${label}:'` };
  return { ...base, answer, status: 'unanswered', message: "Placeholder or empty. Provide answer or 'N/A: <reason>'." };
}
