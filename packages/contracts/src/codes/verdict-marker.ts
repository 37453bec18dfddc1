import type { CodeOf } from './define.js';

/** Reason codes of `verdict-marker` (docs/rules/ledger/README.md#the-verdict-marker-check, docs/rules/verdict-marker/README.md#rules): quality-gate verdict markers. */
export const VerdictMarkerReason = {
  marker_missing: 'marker_missing',
  marker_verdict_not_pass: 'marker_verdict_not_pass',
  marker_legacy: 'marker_legacy',
  marker_field_order: 'marker_field_order',
  marker_verdict_unknown: 'marker_verdict_unknown',
  marker_reason_verdict_mismatch: 'marker_reason_verdict_mismatch',
  marker_final_score_mismatch: 'marker_final_score_mismatch',
  marker_max_score_mismatch: 'marker_max_score_mismatch',
  marker_count_invariant: 'marker_count_invariant',
  marker_pass_not_clean: 'marker_pass_not_clean',
  marker_full_mode_residual: 'marker_full_mode_residual',
  marker_cost_cap_rounds_mismatch: 'marker_cost_cap_rounds_mismatch',
  marker_trajectory_length: 'marker_trajectory_length',
  marker_siege_fields: 'marker_siege_fields',
  marker_minor_advisory_not_clean: 'marker_minor_advisory_not_clean',
  marker_standard_residual_below_score: 'marker_standard_residual_below_score',
} as const;
export type VerdictMarkerReason = CodeOf<typeof VerdictMarkerReason>;
