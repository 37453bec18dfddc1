import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';

export const item15 = itemRule(15, [ChecklistReason.checklist_synthesis_block_missing, ChecklistReason.checklist_synthesis_keys_missing]);
