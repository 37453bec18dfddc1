import { itemRule } from '../item-rule.js';

/** Item 16 — Risk reason: never required, so only a plan without any checklist comment reports it (no structural check). */
export const item16 = itemRule(16);
