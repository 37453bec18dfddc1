import type { CodeOf } from './define.js';

/**
 * Reason codes of `tdd` (docs/rules/tdd/README.md): the behaviour-adding predicate, the MVP+TDD
 * gate over commit history, and the end-of-phase RED/GREEN/REFACTOR review.
 */
export const TddReason = {
  // docs/rules/tdd/README.md#behavior-adding-tasks behaviour-adding predicate: the failing checks
  tdd_attribute_absent: 'tdd_attribute_absent',
  behavior_block_missing_or_empty: 'behavior_block_missing_or_empty',
  no_source_files: 'no_source_files',
  // docs/rules/tdd/README.md#when-the-gate-applies applicability (outcomes, not defects)
  gate_inactive_mvp_off: 'gate_inactive_mvp_off',
  gate_inactive_tdd_off: 'gate_inactive_tdd_off',
  task_not_behavior_adding: 'task_not_behavior_adding',
  // docs/rules/tdd/README.md#gate-checks gate checks, in order
  missing_red_commit: 'missing_red_commit',
  red_commit_not_failing: 'red_commit_not_failing',
  feat_before_test: 'feat_before_test',
  // docs/rules/tdd/README.md#end-of-phase-review review
  tdd_missing_red: 'tdd_missing_red',
  tdd_missing_green: 'tdd_missing_green',
  tdd_green_before_red: 'tdd_green_before_red',
  review_no_tdd_plans: 'review_no_tdd_plans',
} as const;
export type TddReason = CodeOf<typeof TddReason>;
