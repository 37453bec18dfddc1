import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';

export const item12 = itemRule(12, [ChecklistReason.checklist_adr_missing]);
