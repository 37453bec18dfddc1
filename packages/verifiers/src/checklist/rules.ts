import type { ItemRule } from './item-rule.js';
import { item1 } from './rules/item-1.js';
import { item2 } from './rules/item-2.js';
import { item3 } from './rules/item-3.js';
import { item4 } from './rules/item-4.js';
import { item5 } from './rules/item-5.js';
import { item6 } from './rules/item-6.js';
import { item7 } from './rules/item-7.js';
import { item8 } from './rules/item-8.js';
import { item9 } from './rules/item-9.js';
import { item10 } from './rules/item-10.js';
import { item11 } from './rules/item-11.js';
import { item12 } from './rules/item-12.js';
import { item13 } from './rules/item-13.js';
import { item14 } from './rules/item-14.js';
import { item15 } from './rules/item-15.js';
import { item16 } from './rules/item-16.js';
import { item17 } from './rules/item-17.js';
import { item18 } from './rules/item-18.js';
import { item19 } from './rules/item-19.js';
import { item20 } from './rules/item-20.js';
import { item21 } from './rules/item-21.js';
import { item22 } from './rules/item-22.js';

/** The 22 item rules, in item order. */
export const checklistRules: readonly ItemRule[] = [
  item1, item2, item3, item4, item5, item6, item7, item8, item9, item10, item11,
  item12, item13, item14, item15, item16, item17, item18, item19, item20, item21, item22,
];
