import { defineRule } from '@gauntlet/core';
import { CouncilAuditReason } from '@gauntlet/contracts/codes';
import type { ParsedAudit } from '../parse.js';

export const recognized = defineRule<ParsedAudit>({
  id: 'council-audit/recognized',
  description: 'The commit body carries a recognisable council audit: Applied, Deferred and Rejected lists, every item with a severity and raisers.',
  severity: 'blocker',
  reasons: [CouncilAuditReason.audit_unparseable],
  check(audit, { report }) {
    if (!audit.problem) return;
    report({
      reason: CouncilAuditReason.audit_unparseable,
      message: audit.problem.message,
      line: audit.problem.line,
      column: audit.problem.line !== undefined ? 1 : undefined,
      hint: 'Write "Applied:", "Deferred:" and "Rejected:" lines; each item "[<severity>] <cluster> - raised-by: [<slugs>] -> <edit>", or "none".',
    });
  },
});
