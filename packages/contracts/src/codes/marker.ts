import type { CodeOf } from './define.js';

/** Reason codes of `marker` (docs/rules/marker/README.md#evaluation-order): the first-line marker of a skill turn, in evaluation order. */
export const MarkerReason = {
  marker_missing: 'marker_missing',
  marker_not_on_first_line: 'marker_not_on_first_line',
  marker_indented: 'marker_indented',
  marker_decorated: 'marker_decorated',
  marker_case: 'marker_case',
  marker_spacing: 'marker_spacing',
  marker_unknown_kind: 'marker_unknown_kind',
  marker_trailing_text: 'marker_trailing_text',
  gate_ref_malformed: 'gate_ref_malformed',
  gate_unknown: 'gate_unknown',
  gate_param_unknown: 'gate_param_unknown',
  gate_param_repeated: 'gate_param_repeated',
  recommended_malformed: 'recommended_malformed',
  recommended_row_missing: 'recommended_row_missing',
  recommended_param_missing: 'recommended_param_missing',
  marker_trailing_colon: 'marker_trailing_colon',
  done_outcome_missing: 'done_outcome_missing',
  done_outcome_malformed: 'done_outcome_malformed',
  stuck_reason_missing: 'stuck_reason_missing',
  marker_repeated_in_body: 'marker_repeated_in_body',
} as const;
export type MarkerReason = CodeOf<typeof MarkerReason>;
