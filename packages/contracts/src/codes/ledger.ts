import type { CodeOf } from './define.js';

/** Reason codes of `ledger` (docs/rules/ledger/README.md#status-transitions, docs/rules/ledger/README.md#ledger-validation): the build gate ledger. */
export const LedgerReason = {
  ledger_prose_line: 'ledger_prose_line',
  ledger_unknown_key: 'ledger_unknown_key',
  ledger_duplicate_key: 'ledger_duplicate_key',
  ledger_phase_headers_invalid: 'ledger_phase_headers_invalid',
  ledger_header_field_missing: 'ledger_header_field_missing',
  ledger_quality_gate_mode_invalid: 'ledger_quality_gate_mode_invalid',
  ledger_pipeline_id_malformed: 'ledger_pipeline_id_malformed',
  ledger_status_missing: 'ledger_status_missing',
  ledger_status_unknown: 'ledger_status_unknown',
  ledger_phase3_pass: 'ledger_phase3_pass',
  ledger_complete_outside_phase3: 'ledger_complete_outside_phase3',
  ledger_skip_missing_reason: 'ledger_skip_missing_reason',
  ledger_transition_illegal: 'ledger_transition_illegal',
  ledger_mode_invalid: 'ledger_mode_invalid',
  ledger_acknowledged_invalid: 'ledger_acknowledged_invalid',
} as const;
export type LedgerReason = CodeOf<typeof LedgerReason>;

/** Reason codes of the phase gate check (docs/rules/ledger/README.md#may-phase-n-start): may phase N start? */
export const GateReason = {
  gate_predecessor_not_passed: 'gate_predecessor_not_passed',
  gate_skip_unacknowledged: 'gate_skip_unacknowledged',
  gate_skipped_phase_warning: 'gate_skipped_phase_warning',
} as const;
export type GateReason = CodeOf<typeof GateReason>;
