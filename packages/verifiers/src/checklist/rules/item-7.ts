import { itemRule } from '../item-rule.js';

export const item7 = itemRule(7);
