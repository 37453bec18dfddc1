import type { CodeOf } from './define.js';

/**
 * Outcome codes of the pi-gauntlet phase tracker (`phaseTracker` in @gauntlet/verifiers): why a
 * phase action, a subagent dispatch, a fix-round grant or a shell command was refused, plus one
 * advisory (`closure_model_mismatch`). Documented in docs/guides/phase-tracker.md.
 */
export const PhaseTrackerReason = {
  event_invalid: 'event_invalid',
  phase_required: 'phase_required',
  phase_already_done: 'phase_already_done',
  phase_already_in_progress: 'phase_already_in_progress',
  phase_not_completable: 'phase_not_completable',
  closure_review_missing: 'closure_review_missing',
  unfinished_tasks: 'unfinished_tasks',
  skip_reason_required: 'skip_reason_required',
  substep_requires_in_progress: 'substep_requires_in_progress',
  grant_rounds_missing: 'grant_rounds_missing',
  grant_rounds_invalid: 'grant_rounds_invalid',
  grant_reason_missing: 'grant_reason_missing',
  grant_no_cap_block: 'grant_no_cap_block',
  grant_credits_unspent: 'grant_credits_unspent',
  lone_implementer_blocked: 'lone_implementer_blocked',
  fix_round_cap_reached: 'fix_round_cap_reached',
  closure_model_missing: 'closure_model_missing',
  closure_model_mismatch: 'closure_model_mismatch',
  draft_marker_commit_blocked: 'draft_marker_commit_blocked',
  worktree_switch_blocked: 'worktree_switch_blocked',
} as const;
export type PhaseTrackerReason = CodeOf<typeof PhaseTrackerReason>;
