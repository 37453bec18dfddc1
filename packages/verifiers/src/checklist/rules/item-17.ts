import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';

export const item17 = itemRule(17, [ChecklistReason.checklist_ui_contract_missing, ChecklistReason.checklist_ui_contract_terms_missing]);
