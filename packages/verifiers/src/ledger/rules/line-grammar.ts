import { defineRule } from '@gauntlet/core';
import { LedgerReason } from '@gauntlet/contracts/codes';
import type { PreparedLedger } from '../options.js';
import { HEADER_KEYS, type LedgerField, PHASE_KEYS } from '../parse.js';

export const lineGrammar = defineRule<PreparedLedger>({
  id: 'ledger/line-grammar',
  description: 'Every line is the title, a `## Phase N: Name` header or a known `Key: value`, each key once per block.',
  severity: 'blocker',
  reasons: [LedgerReason.ledger_prose_line, LedgerReason.ledger_unknown_key, LedgerReason.ledger_duplicate_key],
  check({ ledger }, { report }) {
    for (const prose of ledger.prose) {
      report({
        reason: LedgerReason.ledger_prose_line,
        message: `Line ${prose.line} is prose; a ledger holds only its title, phase headers and Key: value lines.`,
        line: prose.line,
        evidence: [prose.text.slice(0, 200)],
        hint: 'Move notes to pipeline-status.md; the ledger is a machine-read audit trail.',
      });
    }
    const blocks: Array<{ fields: LedgerField[]; known: readonly string[]; where: string }> = [
      { fields: ledger.header, known: HEADER_KEYS, where: 'the header' },
      ...ledger.phases.map((phase) => ({ fields: phase.fields, known: PHASE_KEYS, where: `Phase ${phase.number}` })),
    ];
    for (const block of blocks) {
      const seen = new Set<string>();
      for (const field of block.fields) {
        if (!block.known.includes(field.key)) {
          report({
            reason: LedgerReason.ledger_unknown_key,
            message: `${field.key} is not a key of ${block.where} (known: ${block.known.join(', ')}).`,
            line: field.line,
            hint: 'Use only the keys of the ledger format; free text belongs elsewhere.',
          });
        } else if (seen.has(field.key)) {
          report({
            reason: LedgerReason.ledger_duplicate_key,
            message: `${field.key} appears twice in ${block.where}; readers bind only the first one.`,
            line: field.line,
            hint: 'Edit the existing line instead of adding a second one.',
          });
        }
        seen.add(field.key);
      }
    }
  },
});
