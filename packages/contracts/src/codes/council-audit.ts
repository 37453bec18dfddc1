import type { CodeOf } from './define.js';

/** Reason codes of `council-audit` (gauntlet.md §5.5): council audit recognition. */
export const CouncilAuditReason = {
  audit_unparseable: 'audit_unparseable',
} as const;
export type CouncilAuditReason = CodeOf<typeof CouncilAuditReason>;
