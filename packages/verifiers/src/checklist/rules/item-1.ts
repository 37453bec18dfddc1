import { itemRule } from '../item-rule.js';

/** Item 1 — Auth guard: the checklist answers it (no structural check). */
export const item1 = itemRule(1);
