import type { CodeOf } from './define.js';

/** Reason codes of `review` (pipeline-artifacts.md §12; cli.md "Resolved details"): `qg_mode_invalid` (§12.7) and one `qg_<decision>` code per escalating review-loop decision. */
export const ReviewReason = {
  qg_mode_invalid: 'qg_mode_invalid',
  qg_escalate_circuit_breaker: 'qg_escalate_circuit_breaker',
  qg_escalate_sustained_regression: 'qg_escalate_sustained_regression',
  qg_escalate_single_round_regression: 'qg_escalate_single_round_regression',
  qg_escalate_stagnation: 'qg_escalate_stagnation',
} as const;
export type ReviewReason = CodeOf<typeof ReviewReason>;
