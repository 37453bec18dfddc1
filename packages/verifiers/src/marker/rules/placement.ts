import { defineRule } from '@gauntlet/core';
import { MarkerReason } from '@gauntlet/contracts/codes';
import type { ParsedTurn } from '../parse.js';

const MESSAGES = {
  marker_indented: 'Line 1 is indented; the marker must start at column 0.',
  marker_decorated: 'Line 1 wraps the marker in markdown (backticks, emphasis or a blockquote); write it bare.',
  marker_case: 'Line 1 spells the marker prefix in the wrong case; write "gauntlet:" in lowercase.',
  marker_missing: 'The turn does not start with a "gauntlet:" marker line.',
} as const;

export const placement = defineRule<ParsedTurn>({
  id: 'marker/placement',
  description: 'Line 1 of the turn is the marker: bare, lowercase, at column 0 (a marker further down does not count).',
  severity: 'blocker',
  reasons: [
    MarkerReason.marker_indented,
    MarkerReason.marker_decorated,
    MarkerReason.marker_case,
    MarkerReason.marker_not_on_first_line,
    MarkerReason.marker_missing,
  ],
  check(turn, { report }) {
    const found = turn.placement;
    if (!found) return;
    if (found.code === 'marker_not_on_first_line') {
      report({
        reason: MarkerReason.marker_not_on_first_line,
        message: `Line ${found.laterLine} looks like the marker, but only line 1 counts.`,
        line: 1,
        column: 1,
        evidence: [`line 1: ${turn.lineOne.slice(0, 120)}`],
        hint: 'Move the marker line to the very first line of the turn.',
      });
      return;
    }
    report({
      reason: found.code,
      message: MESSAGES[found.code],
      line: 1,
      column: 1,
      evidence: turn.lineOne ? [turn.lineOne.slice(0, 120)] : undefined,
      hint: 'Start the turn with e.g. "gauntlet: question" or "gauntlet: done responded".',
    });
  },
});
