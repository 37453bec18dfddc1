import { itemRule } from '../item-rule.js';

export const item18 = itemRule(18);
