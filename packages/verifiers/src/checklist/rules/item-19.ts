import { itemRule } from '../item-rule.js';

export const item19 = itemRule(19);
