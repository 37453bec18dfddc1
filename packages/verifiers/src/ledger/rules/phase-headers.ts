import { defineRule } from '@gauntlet/core';
import { LedgerReason } from '@gauntlet/contracts/codes';
import type { PreparedLedger } from '../options.js';
import { PHASE_NAMES } from '../parse.js';

const EXPECTED = PHASE_NAMES.map((name, index) => `${index + 1}: ${name}`);

export const phaseHeaders = defineRule<PreparedLedger>({
  id: 'ledger/phase-headers',
  description: 'The ledger has exactly four phases, in order: 1 Design, 2 Plan, 3 Execute, 4 Completion.',
  severity: 'blocker',
  reasons: [LedgerReason.ledger_phase_headers_invalid],
  check({ ledger }, { report }) {
    const found = ledger.phases.map((phase) => `${phase.number}: ${phase.name}`);
    if (found.length === EXPECTED.length && found.every((header, index) => header === EXPECTED[index])) return;
    const firstWrong = ledger.phases.find((phase, index) => `${phase.number}: ${phase.name}` !== EXPECTED[index]);
    report({
      reason: LedgerReason.ledger_phase_headers_invalid,
      message: `The phase headers are [${found.join(', ')}]; expected [${EXPECTED.join(', ')}].`,
      ...(firstWrong ? { line: firstWrong.line } : {}),
      hint: 'A ledger is initialised with all four phases NOT_STARTED and never loses or reorders one.',
    });
  },
});
