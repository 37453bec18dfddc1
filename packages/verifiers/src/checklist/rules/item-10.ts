import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';

export const item10 = itemRule(10, [ChecklistReason.checklist_spec_object_missing]);
