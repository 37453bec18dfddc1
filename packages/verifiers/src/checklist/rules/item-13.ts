import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';

export const item13 = itemRule(13, [ChecklistReason.checklist_lens_missing]);
