import type { CodeOf } from './define.js';

/**
 * Reason codes of `patches` (docs/rules/patches/README.md#rules): the hunk verification gate's per-file outcomes.
 * The first six are the original generation (v1); `ok_pristine_drift_detected` is the
 * drift-aware generation's (v2) addition.
 */
export const PatchesReason = {
  ok_no_user_lines_vs_pristine: 'ok_no_user_lines_vs_pristine',
  ok_no_significant_backup_lines: 'ok_no_significant_backup_lines',
  fail_installed_missing: 'fail_installed_missing',
  fail_installed_not_regular_file: 'fail_installed_not_regular_file',
  fail_read_error: 'fail_read_error',
  fail_user_lines_missing: 'fail_user_lines_missing',
  ok_pristine_drift_detected: 'ok_pristine_drift_detected',
} as const;
export type PatchesReason = CodeOf<typeof PatchesReason>;

/** The v1 code set (six codes), for `--compat v1`. */
export const PATCHES_V1_REASONS: readonly PatchesReason[] = [
  PatchesReason.ok_no_user_lines_vs_pristine,
  PatchesReason.ok_no_significant_backup_lines,
  PatchesReason.fail_installed_missing,
  PatchesReason.fail_installed_not_regular_file,
  PatchesReason.fail_read_error,
  PatchesReason.fail_user_lines_missing,
];
