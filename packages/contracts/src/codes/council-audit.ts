import type { CodeOf } from './define.js';

/** Reason codes of `council-audit` (docs/rules/council-audit/README.md): council audit recognition. */
export const CouncilAuditReason = {
  audit_unparseable: 'audit_unparseable',
} as const;
export type CouncilAuditReason = CodeOf<typeof CouncilAuditReason>;
