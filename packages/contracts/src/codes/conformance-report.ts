import type { CodeOf } from './define.js';

/** Reason codes of `conformance-report` (docs/rules/conformance-report/README.md): the conformance reviewer's report. */
export const ConformanceReportReason = {
  verdict_missing: 'verdict_missing',
  verdict_invalid: 'verdict_invalid',
  verdict_inconsistent: 'verdict_inconsistent',
  confidence_invalid: 'confidence_invalid',
  row_category_unknown: 'row_category_unknown',
  delivered_row_not_r_id: 'delivered_row_not_r_id',
  gap_row_not_g_id: 'gap_row_not_g_id',
  gap_block_missing: 'gap_block_missing',
  gap_block_field_missing: 'gap_block_field_missing',
  gap_block_blank_value: 'gap_block_blank_value',
  gap_block_verdict_mismatch: 'gap_block_verdict_mismatch',
  recommended_invalid: 'recommended_invalid',
  unauthorized_rescope: 'unauthorized_rescope',
  unauthorized_origin_not_none: 'unauthorized_origin_not_none',
  parallel_safe_missing: 'parallel_safe_missing',
  parallel_safe_malformed: 'parallel_safe_malformed',
} as const;
export type ConformanceReportReason = CodeOf<typeof ConformanceReportReason>;
