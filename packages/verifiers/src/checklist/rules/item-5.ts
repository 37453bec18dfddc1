import { itemRule } from '../item-rule.js';

/** Item 5 — Server/client boundary: the checklist answers it (no structural check). */
export const item5 = itemRule(5);
