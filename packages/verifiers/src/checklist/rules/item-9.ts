import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';

export const item9 = itemRule(9, [ChecklistReason.checklist_p0_untested, ChecklistReason.checklist_trace_chain_missing]);
