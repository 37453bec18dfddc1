import { itemRule } from '../item-rule.js';

/** Item 2 — External APIs: the checklist answers it (no structural check). */
export const item2 = itemRule(2);
