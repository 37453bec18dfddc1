import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';

export const item14 = itemRule(14, [ChecklistReason.checklist_handoff_missing]);
