import { itemRule } from '../item-rule.js';

/** Item 19 — Env-var manifest: the checklist answers it (no structural check). */
export const item19 = itemRule(19);
