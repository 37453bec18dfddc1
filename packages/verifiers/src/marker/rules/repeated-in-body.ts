import { defineRule } from '@gauntlet/core';
import { MarkerReason } from '@gauntlet/contracts/codes';
import type { ParsedTurn } from '../parse.js';

export const repeatedInBody = defineRule<ParsedTurn>({
  id: 'marker/repeated-in-body',
  description: 'Advisory: a marker-looking line below line 1 never counts as the marker.',
  severity: 'warning',
  reasons: [MarkerReason.marker_repeated_in_body],
  check(turn, { report }) {
    if (turn.repeatedLine === null) return;
    report({
      reason: MarkerReason.marker_repeated_in_body,
      message: `Line ${turn.repeatedLine} looks like a marker; only line 1 counts, so programs ignore it.`,
      line: turn.repeatedLine,
      column: 1,
      hint: 'Quote or reword the later line so that it does not start with "gauntlet:".',
    });
  },
});
