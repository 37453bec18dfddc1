import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';

export const item22 = itemRule(22, [ChecklistReason.checklist_section_missing, ChecklistReason.checklist_section_terms_missing]);
