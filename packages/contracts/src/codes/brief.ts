import type { CodeOf } from './define.js';

/** Reason codes of `brief` (plan-verify.md §5.1): the seven ownership fields of a hand-off brief. */
export const BriefReason = {
  brief_field_missing: 'brief_field_missing',
  brief_empty: 'brief_empty',
} as const;
export type BriefReason = CodeOf<typeof BriefReason>;
