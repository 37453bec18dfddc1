import type { CodeOf } from './define.js';

/** Reason codes of `warnings-baseline` (docs/rules/warnings-baseline/README.md): no new warnings against a baseline. */
export const WarningsBaselineReason = {
  new_warning: 'new_warning',
  baseline_empty: 'baseline_empty',
} as const;
export type WarningsBaselineReason = CodeOf<typeof WarningsBaselineReason>;
