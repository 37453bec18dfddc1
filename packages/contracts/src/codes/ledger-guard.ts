import type { CodeOf } from './define.js';

/**
 * Why the gate-ledger write guard (`guardLedgerWrite` in @gauntlet/verifiers) blocks a write that
 * introduces `Status: PASS` into `build-gate-ledger.md`. Documented in
 * docs/guides/ledger-write-guard.md.
 */
export const LedgerGuardReason = {
  ledger_pipeline_id_missing: 'ledger_pipeline_id_missing',
  ledger_path_not_canonical: 'ledger_path_not_canonical',
  verdict_dir_missing: 'verdict_dir_missing',
  phase3_pass: 'phase3_pass',
  no_matching_marker: 'no_matching_marker',
} as const;
export type LedgerGuardReason = CodeOf<typeof LedgerGuardReason>;
