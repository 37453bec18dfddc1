import { itemRule } from '../item-rule.js';

/** Item 6 — Concurrency: the checklist answers it (no structural check). */
export const item6 = itemRule(6);
