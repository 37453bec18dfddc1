import { itemRule } from '../item-rule.js';

export const item6 = itemRule(6);
