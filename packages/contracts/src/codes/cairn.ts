import type { CodeOf } from './define.js';

/** Reason codes of `cairn` (docs/rules/cairn/README.md): the Invariant Cairn entry check and reconciliation. */
export const CairnReason = {
  cairn_title_missing: 'cairn_title_missing',
  cairn_section_unknown: 'cairn_section_unknown',
  cairn_section_duplicate: 'cairn_section_duplicate',
  cairn_section_missing: 'cairn_section_missing',
  cairn_prose_outside_section: 'cairn_prose_outside_section',
  cairn_section_order: 'cairn_section_order',
  cairn_phase_shape: 'cairn_phase_shape',
  cairn_phase_value_malformed: 'cairn_phase_value_malformed',
  cairn_phase_unexpected: 'cairn_phase_unexpected',
  cairn_parent_skill_invalid: 'cairn_parent_skill_invalid',
  cairn_line_grammar: 'cairn_line_grammar',
  cairn_line_too_long: 'cairn_line_too_long',
  cairn_invariant_todo: 'cairn_invariant_todo',
  cairn_invariant_ordinal: 'cairn_invariant_ordinal',
  cairn_ledger_summary_too_long: 'cairn_ledger_summary_too_long',
  cairn_phase_ledger_gap: 'cairn_phase_ledger_gap',
  cairn_phase_counter_lagged: 'cairn_phase_counter_lagged',
  cairn_ledger_unreadable: 'cairn_ledger_unreadable',
  cairn_ledger_required: 'cairn_ledger_required',
  cairn_dispatch_count_mismatch: 'cairn_dispatch_count_mismatch',
  cairn_closed_by_unknown_form: 'cairn_closed_by_unknown_form',
  cairn_closed_by_malformed_prefix: 'cairn_closed_by_malformed_prefix',
  cairn_discharge_reason_invalid: 'cairn_discharge_reason_invalid',
  cairn_ref_unresolved: 'cairn_ref_unresolved',
  cairn_active_run_mismatch: 'cairn_active_run_mismatch',
} as const;
export type CairnReason = CodeOf<typeof CairnReason>;
