import type { CodeOf } from './define.js';

/**
 * Reason codes the engine itself reports, whatever the family: notes about the run rather than
 * defects of one artifact's content.
 */
export const CoreReason = {
  /** An input exceeded the size cap of its kind; it was not verified. */
  input_too_large: 'input_too_large',
} as const;
export type CoreReason = CodeOf<typeof CoreReason>;
