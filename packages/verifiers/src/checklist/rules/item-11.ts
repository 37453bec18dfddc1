import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';

export const item11 = itemRule(11, [ChecklistReason.checklist_open_question_unannotated]);
