import type { CodeOf } from './define.js';

/** Reason codes of `calibration` (docs/rules/calibration/README.md#rules): calibration ledger `runs.jsonl` rows. */
export const CalibrationReason = {
  calibration_identity_missing: 'calibration_identity_missing',
  calibration_artifact_type_invalid: 'calibration_artifact_type_invalid',
  calibration_whs_inconsistent: 'calibration_whs_inconsistent',
  calibration_tier_b_key_absent: 'calibration_tier_b_key_absent',
  calibration_gated_files_over_cap: 'calibration_gated_files_over_cap',
  calibration_predicted_falsifier_missing: 'calibration_predicted_falsifier_missing',
  calibration_deferred_sentinel: 'calibration_deferred_sentinel',
  calibration_highest_finding_over_cap: 'calibration_highest_finding_over_cap',
  calibration_line_oversize: 'calibration_line_oversize',
  calibration_duplicate_identity: 'calibration_duplicate_identity',
} as const;
export type CalibrationReason = CodeOf<typeof CalibrationReason>;
