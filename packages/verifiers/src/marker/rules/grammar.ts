import { defineRule } from '@gauntlet/core';
import { MarkerReason } from '@gauntlet/contracts/codes';
import type { ParsedTurn } from '../parse.js';

/** Every line-1 code, reported in the order met scanning line 1 left to right (docs/rules/marker/README.md#evaluation-order). */
export const grammar = defineRule<ParsedTurn>({
  id: 'marker/grammar',
  description: 'The marker line follows the grammar: kind, gate reference and parameters, done outcome, stuck reason, single spaces.',
  severity: 'blocker',
  reasons: [
    MarkerReason.marker_spacing,
    MarkerReason.marker_trailing_colon,
    MarkerReason.marker_unknown_kind,
    MarkerReason.marker_trailing_text,
    MarkerReason.gate_ref_malformed,
    MarkerReason.gate_unknown,
    MarkerReason.gate_param_unknown,
    MarkerReason.gate_param_repeated,
    MarkerReason.recommended_malformed,
    MarkerReason.done_outcome_missing,
    MarkerReason.done_outcome_malformed,
    MarkerReason.stuck_reason_missing,
  ],
  check(turn, { report }) {
    for (const issue of turn.issues) {
      report({ reason: issue.code, message: issue.message, line: 1, column: issue.column, evidence: [turn.lineOne.slice(0, 200)] });
    }
  },
});
