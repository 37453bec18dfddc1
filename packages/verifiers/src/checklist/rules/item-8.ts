import { itemRule } from '../item-rule.js';

export const item8 = itemRule(8);
