import { ChecklistReason } from '@gauntlet/contracts/codes';
import { itemRule } from '../item-rule.js';
import { B_START as B, LINE_START, S, ci, re } from '../patterns.js';
import { lineOfOffset, missingTerms, sectionAfter } from '../text.js';

const UI_CONTRACT = re(`${LINE_START}##${S}+${ci('UI')}${S}+${ci('Input/Output')}${S}+${ci('Contract')}${B}`);
const UI_CONTRACT_TERMS = ['surface', 'input', 'output', 'taxonomy', 'operation', 'component', 'state', 'modality', 'validation', 'traceability'];

/**
 * Item 17 — UI input/output contract: with UI in scope, the plan has a `## UI Input/Output
 * Contract` section that uses the ten contract terms. Blockers.
 */
export const item17 = itemRule(17, {
  reasons: [ChecklistReason.checklist_ui_contract_missing, ChecklistReason.checklist_ui_contract_terms_missing],
  check({ text, uiInScope }) {
    if (!uiInScope) return [];
    const contract = sectionAfter(text, UI_CONTRACT);
    if (contract === null) {
      return [{ reason: ChecklistReason.checklist_ui_contract_missing, severity: 'blocker', message: 'UI files detected but no `## UI Input/Output Contract` section found.' }];
    }
    const missing = missingTerms(contract.text, UI_CONTRACT_TERMS);
    if (missing.length === 0) return [];
    return [
      {
        reason: ChecklistReason.checklist_ui_contract_terms_missing,
        severity: 'blocker',
        message: `UI Input/Output Contract missing term(s): ${missing.join(', ')}`,
        line: lineOfOffset(text, contract.index),
      },
    ];
  },
});
