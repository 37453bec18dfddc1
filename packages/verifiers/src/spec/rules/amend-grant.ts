import { defineRule } from '@gauntlet/core';
import { SpecReason } from '@gauntlet/contracts/codes';
import type { ParsedSpec } from '../parse.js';

const OUTCOMES = new Set<string>([SpecReason.grant_line_absent, SpecReason.grant_none, SpecReason.grant_active]);

export const amendGrant = defineRule<ParsedSpec>({
  id: 'spec/amend-grant',
  description: 'The header block holds at most one single-line **Amend-grant:** value (none, or the granting sentence, with an optional funding suffix).',
  severity: 'blocker',
  reasons: [
    SpecReason.grant_line_absent,
    SpecReason.grant_none,
    SpecReason.grant_active,
    SpecReason.grant_line_duplicated,
    SpecReason.grant_value_empty,
    SpecReason.grant_value_continued,
    SpecReason.fund_count_invalid,
  ],
  check(spec, { report }) {
    const offending = spec.grant.data.offendingLines;
    for (const code of spec.grant.codes) {
      const outcome = OUTCOMES.has(code.code);
      report({
        reason: code.code,
        message: code.message,
        severity: outcome ? 'info' : undefined,
        line: code.line,
        column: code.line !== undefined ? 1 : undefined,
        evidence: outcome ? undefined : offending.map((line) => `${line}: ${(spec.lines[line - 1] ?? '').slice(0, 200)}`),
        hint: outcome ? undefined : 'Keep exactly one "**Amend-grant:** <none | sentence>" line in the header, its value on that one line.',
      });
    }
  },
});
