import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';

export const item20 = itemRule(20, [ChecklistReason.checklist_section_missing, ChecklistReason.checklist_section_terms_missing]);
