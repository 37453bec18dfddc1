import type { CodeOf } from './define.js';

/** Reason codes of `warnings-baseline` (conflict-tdd.md §7): no new warnings against a baseline. */
export const WarningsBaselineReason = {
  new_warning: 'new_warning',
  baseline_empty: 'baseline_empty',
} as const;
export type WarningsBaselineReason = CodeOf<typeof WarningsBaselineReason>;
