import type { CodeOf } from './define.js';

/**
 * Reason codes the engine itself reports, whatever the family: notes about the run rather than
 * defects of one artifact's content.
 */
export const CoreReason = {
  /** An input exceeded the size cap of its kind; it was not verified. */
  input_too_large: 'input_too_large',
  /** In a run of several inputs, one could not be read (what alone would be exit 2, `input_unreadable`). */
  input_unreadable: 'input_unreadable',
  /** In a run of several inputs, one is not of the required kind (what alone would be exit 2, `input_invalid`). */
  input_invalid: 'input_invalid',
  /** One input reported more findings than are kept; the rest are counted, not listed. */
  findings_capped: 'findings_capped',
  /** A per-run budget (regex steps, glob states, git searches) was spent before the check finished. */
  budget_exceeded: 'budget_exceeded',
} as const;
export type CoreReason = CodeOf<typeof CoreReason>;
