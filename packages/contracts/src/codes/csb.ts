import type { CodeOf } from './define.js';

/** Reason codes of `csb` (docs/rules/csb/README.md#rules): the Compression State Block. */
export const CsbReason = {
  csb_delimiter_missing: 'csb_delimiter_missing',
  csb_section_missing: 'csb_section_missing',
  csb_header_field_missing: 'csb_header_field_missing',
  csb_health_invalid: 'csb_health_invalid',
  csb_decisions_over_cap: 'csb_decisions_over_cap',
  csb_decision_line_malformed: 'csb_decision_line_malformed',
  csb_decisions_not_cumulative: 'csb_decisions_not_cumulative',
  csb_progress_not_cumulative: 'csb_progress_not_cumulative',
  csb_goal_drift: 'csb_goal_drift',
  csb_health_regressed: 'csb_health_regressed',
} as const;
export type CsbReason = CodeOf<typeof CsbReason>;
