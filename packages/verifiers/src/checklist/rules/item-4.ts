import { itemRule } from '../item-rule.js';

export const item4 = itemRule(4);
