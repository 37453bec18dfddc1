import { itemRule } from '../item-rule.js';

/** Item 3 — Rate-limit criterion: the checklist answers it (no structural check). */
export const item3 = itemRule(3);
