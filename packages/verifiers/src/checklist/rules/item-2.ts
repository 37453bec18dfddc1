import { itemRule } from '../item-rule.js';

export const item2 = itemRule(2);
