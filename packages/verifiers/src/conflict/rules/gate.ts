import { defineRule } from '@gauntlet/core';
import { ConflictReason } from '@gauntlet/contracts/codes';
import { conflictGate } from '../gate.js';
import type { PreparedConflict } from '../issue.js';

const MESSAGES = {
  invalid_report: 'Blocked: the conflict report is invalid, so no destination file may be written.',
  warnings_present: 'Approval required: the report has warnings; show the whole report and ask approve / revise / abort.',
  info_only: 'Proceed: the report has informational entries only.',
  no_conflicts: 'GSD > No conflicts detected.',
} as const;

export const gate = defineRule<PreparedConflict>({
  id: 'conflict/gate',
  description: 'The safety gate: blocked on an invalid report or any BLOCKER, approval required on any WARNING, otherwise proceed.',
  severity: 'blocker',
  reasons: [
    ConflictReason.gate_invalid_report,
    ConflictReason.gate_blockers_present,
    ConflictReason.gate_warnings_present,
    ConflictReason.gate_info_only,
    ConflictReason.gate_no_conflicts,
  ],
  check(prepared, { report }) {
    const decision = conflictGate(prepared.validation, prepared.operation);
    const reason = `gate_${decision.code}` as const;
    const severity = decision.decision === 'blocked' ? 'blocker' : decision.decision === 'approval_required' ? 'warning' : 'info';
    const message = decision.code === 'blockers_present' ? (decision.banner as string) : MESSAGES[decision.code];
    report({
      reason,
      severity,
      message,
      ...(decision.decision === 'blocked' ? { hint: 'Resolve every blocker (or fix the report) before writing any destination file.' } : {}),
    });
  },
});
