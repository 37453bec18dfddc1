import type { CodeOf } from './define.js';

/** Reason codes of `checklist` (docs/rules/checklist/README.md#rules): the spec checklist verifier. */
export const ChecklistReason = {
  checklist_block_missing: 'checklist_block_missing',
  checklist_item_missing: 'checklist_item_missing',
  checklist_item_unanswered: 'checklist_item_unanswered',
  checklist_p0_untested: 'checklist_p0_untested',
  checklist_trace_chain_missing: 'checklist_trace_chain_missing',
  checklist_spec_object_missing: 'checklist_spec_object_missing',
  checklist_open_question_unannotated: 'checklist_open_question_unannotated',
  checklist_adr_missing: 'checklist_adr_missing',
  checklist_lens_missing: 'checklist_lens_missing',
  checklist_handoff_missing: 'checklist_handoff_missing',
  checklist_synthesis_block_missing: 'checklist_synthesis_block_missing',
  checklist_synthesis_keys_missing: 'checklist_synthesis_keys_missing',
  checklist_ui_contract_missing: 'checklist_ui_contract_missing',
  checklist_ui_contract_terms_missing: 'checklist_ui_contract_terms_missing',
  checklist_section_missing: 'checklist_section_missing',
  checklist_section_terms_missing: 'checklist_section_terms_missing',
} as const;
export type ChecklistReason = CodeOf<typeof ChecklistReason>;
