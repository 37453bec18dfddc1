import { defineRule } from '@gauntlet/core';
import { MarkerReason } from '@gauntlet/contracts/codes';
import type { ParsedTurn } from '../parse.js';

export const recommendedRow = defineRule<ParsedTurn>({
  id: 'marker/recommended-row',
  description: 'A gate marker\'s recommended=<n> names the numbered row tagged [recommended], and a tagged row needs recommended=.',
  severity: 'blocker',
  reasons: [MarkerReason.recommended_row_missing, MarkerReason.recommended_param_missing],
  check(turn, { report }) {
    const parsed = turn.parsed;
    if (!parsed || parsed.kind !== 'gate' || turn.issues.length > 0 || turn.rows.length === 0) return;
    if (parsed.recommended !== null) {
      const wanted = parsed.recommended;
      const rows = turn.rows.filter((row) => row.number === wanted);
      if (rows.some((row) => row.tagged)) return;
      report({
        reason: MarkerReason.recommended_row_missing,
        message: rows.length === 0 ? `recommended=${wanted}, but the body has no numbered row ${wanted}.` : `recommended=${wanted}, but row ${wanted} does not carry [recommended].`,
        line: rows[0]?.line ?? 1,
        column: 1,
        hint: `Tag row ${wanted} with [recommended], or point recommended= at the tagged row.`,
      });
      return;
    }
    for (const row of turn.rows) {
      if (!row.tagged) continue;
      report({
        reason: MarkerReason.recommended_param_missing,
        message: `Row ${row.number} carries [recommended], but the marker has no recommended=${row.number}.`,
        line: row.line,
        column: 1,
        hint: `Add " recommended=${row.number}" to the marker line.`,
      });
    }
  },
});
