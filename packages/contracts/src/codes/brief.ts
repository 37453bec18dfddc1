import type { CodeOf } from './define.js';

/** Reason codes of `brief` (docs/rules/brief/README.md#rules): the seven ownership fields of a hand-off brief. */
export const BriefReason = {
  brief_field_missing: 'brief_field_missing',
  brief_empty: 'brief_empty',
} as const;
export type BriefReason = CodeOf<typeof BriefReason>;
