import { itemRule } from '../item-rule.js';

/** Item 7 — Observability: the checklist answers it (no structural check). */
export const item7 = itemRule(7);
