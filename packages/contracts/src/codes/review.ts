import type { CodeOf } from './define.js';

/** Reason codes of `review` (docs/rules/review/README.md; docs/rules/review/README.md#input): `qg_mode_invalid` (docs/rules/review/README.md#closure-modes) and one `qg_<decision>` code per escalating review-loop decision. */
export const ReviewReason = {
  qg_mode_invalid: 'qg_mode_invalid',
  qg_escalate_circuit_breaker: 'qg_escalate_circuit_breaker',
  qg_escalate_sustained_regression: 'qg_escalate_sustained_regression',
  qg_escalate_single_round_regression: 'qg_escalate_single_round_regression',
  qg_escalate_stagnation: 'qg_escalate_stagnation',
} as const;
export type ReviewReason = CodeOf<typeof ReviewReason>;
