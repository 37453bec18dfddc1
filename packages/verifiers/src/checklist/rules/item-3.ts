import { itemRule } from '../item-rule.js';

export const item3 = itemRule(3);
