import { itemRule } from '../item-rule.js';

export const item1 = itemRule(1);
