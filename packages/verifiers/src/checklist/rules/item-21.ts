import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';

export const item21 = itemRule(21, [ChecklistReason.checklist_section_missing, ChecklistReason.checklist_section_terms_missing]);
