import { itemRule } from '../item-rule.js';

/** Item 8 — Input validation: the checklist answers it (no structural check). */
export const item8 = itemRule(8);
