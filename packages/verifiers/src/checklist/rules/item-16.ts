import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';

export const item16 = itemRule(16, [], [ChecklistReason.checklist_block_missing]);
