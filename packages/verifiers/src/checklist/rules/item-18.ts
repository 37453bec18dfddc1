import { itemRule } from '../item-rule.js';

/** Item 18 — Dispatch tier per work item: the checklist answers it (no structural check). */
export const item18 = itemRule(18);
