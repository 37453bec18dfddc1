import { defineRule } from '@gauntlet/core';
import { CouncilAuditReason } from '@gauntlet/contracts/codes';
import type { ParsedAudit } from '../parse.js';

const HINT = 'Write "Applied:", "Deferred:" and "Rejected:" lines; each item "[<severity>] <cluster> - raised-by: [<slugs>] -> <edit>", or "none".';
const LEGACY_HINT = ' For commits from before the council, opt into "council-audit/recognized": ["blocker", { "legacy": true }] in the config.';

export const recognized = defineRule<ParsedAudit>({
  id: 'council-audit/recognized',
  description: 'The commit body carries a recognisable council audit: Applied, Deferred and Rejected lists, every item with a severity and raisers.',
  severity: 'blocker',
  reasons: [CouncilAuditReason.audit_unparseable],
  options: {
    legacy: {
      type: 'boolean',
      description: 'A commit with no audit at all, or an old-format audit (no item has a severity or raisers), is an info note: it predates the council.',
    },
  },
  check(audit, { report, ruleOptions }) {
    const problem = audit.problem;
    if (!problem) return;
    const predates = problem.kind === 'absent' || problem.kind === 'old_format';
    const legacy = predates && ruleOptions?.legacy === true;
    report({
      reason: CouncilAuditReason.audit_unparseable,
      message: legacy ? `${problem.message} (a legacy commit: accepted by the rule's legacy option)` : problem.message,
      severity: legacy ? 'info' : undefined,
      line: problem.line,
      column: problem.line !== undefined ? 1 : undefined,
      hint: legacy ? undefined : predates ? `${HINT}${LEGACY_HINT}` : HINT,
    });
  },
});
