import { defineRule } from '@gauntlet/core';
import { SpecReason } from '@gauntlet/contracts/codes';
import type { ParsedSpec } from '../parse.js';

export const placeholder = defineRule<ParsedSpec>({
  id: 'spec/placeholder',
  description: 'No placeholder (TODO, TBD, xxx, <fill in>, [example]) outside code spans and fenced blocks.',
  severity: 'warning',
  reasons: [SpecReason.placeholder_found],
  check(spec, { report }) {
    for (const hit of spec.placeholders) {
      report({
        reason: SpecReason.placeholder_found,
        message: `Placeholder "${hit.text}" left in the spec.`,
        line: hit.line,
        column: hit.column,
        endLine: hit.line,
        endColumn: hit.column + hit.text.length,
        evidence: [(spec.lines[hit.line - 1] ?? '').slice(0, 200)],
        hint: 'Resolve the placeholder, or turn it into a named Open Question.',
      });
    }
  },
});
