import { itemRule } from '../item-rule.js';

export const item5 = itemRule(5);
