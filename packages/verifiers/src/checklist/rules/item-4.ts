import { itemRule } from '../item-rule.js';

/** Item 4 — Discoverability: the checklist answers it (no structural check). */
export const item4 = itemRule(4);
