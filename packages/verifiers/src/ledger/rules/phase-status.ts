import { defineRule } from '@gauntlet/core';
import { LedgerReason } from '@gauntlet/contracts/codes';
import type { PreparedLedger } from '../options.js';
import { STATUSES, fieldOf } from '../parse.js';

export const phaseStatus = defineRule<PreparedLedger>({
  id: 'ledger/phase-status',
  description: 'Each phase has a known Status; PASS is unreachable for Phase 3, COMPLETE legal only there, SKIPPED needs a Reason.',
  severity: 'blocker',
  reasons: [
    LedgerReason.ledger_status_missing,
    LedgerReason.ledger_status_unknown,
    LedgerReason.ledger_phase3_pass,
    LedgerReason.ledger_complete_outside_phase3,
    LedgerReason.ledger_skip_missing_reason,
    LedgerReason.ledger_acknowledged_invalid,
  ],
  check({ ledger }, { report }) {
    for (const phase of ledger.phases) {
      const status = fieldOf(phase.fields, 'Status');
      if (status === undefined) {
        report({
          reason: LedgerReason.ledger_status_missing,
          message: `Phase ${phase.number} has no Status line.`,
          line: phase.line,
          hint: 'Every phase starts as `Status: NOT_STARTED`.',
        });
      } else if (!(STATUSES as readonly string[]).includes(status.value)) {
        report({
          reason: LedgerReason.ledger_status_unknown,
          message: `Phase ${phase.number} Status ${JSON.stringify(status.value)} is not one of ${STATUSES.join(', ')}.`,
          line: status.line,
          hint: 'Statuses are upper-case and case-sensitive.',
        });
      } else if (status.value === 'PASS' && phase.number === 3) {
        report({
          reason: LedgerReason.ledger_phase3_pass,
          message: 'Phase 3 is marked PASS; Execute ends as COMPLETE (PASS is unreachable for Phase 3).',
          line: status.line,
          hint: 'Write `Status: COMPLETE` with `Tasks: N/N complete` once every task is done and verified.',
        });
      } else if (status.value === 'COMPLETE' && phase.number !== 3) {
        report({
          reason: LedgerReason.ledger_complete_outside_phase3,
          message: `Phase ${phase.number} is marked COMPLETE; only Phase 3 completes, the others PASS their gate.`,
          line: status.line,
          hint: 'Gate the phase and write PASS after the verdict marker is verified.',
        });
      } else if (status.value === 'SKIPPED' && fieldOf(phase.fields, 'Reason') === undefined) {
        report({
          reason: LedgerReason.ledger_skip_missing_reason,
          message: `Phase ${phase.number} is SKIPPED without a Reason.`,
          line: status.line,
          hint: 'Record why the gate was skipped: `Reason: <why>`.',
        });
      }
      const acknowledged = fieldOf(phase.fields, 'Acknowledged');
      if (acknowledged !== undefined && acknowledged.value !== 'true') {
        report({
          reason: LedgerReason.ledger_acknowledged_invalid,
          severity: 'warning',
          message: `Phase ${phase.number} Acknowledged is ${JSON.stringify(acknowledged.value)}; only \`true\` acknowledges a skip.`,
          line: acknowledged.line,
          hint: 'Write `Acknowledged: true` only after the user typed SKIP GATE; otherwise leave the key out.',
        });
      }
    }
  },
});
