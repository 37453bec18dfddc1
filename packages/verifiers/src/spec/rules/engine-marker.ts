import { defineRule } from '@gauntlet/core';
import { SpecReason } from '@gauntlet/contracts/codes';
import type { ParsedSpec } from '../parse.js';

export const engineMarker = defineRule<ParsedSpec>({
  id: 'spec/engine-marker',
  description: 'Reads the **Engine:** marker of the header block: exactly "deferred" marks a spec whose implementation lands later.',
  severity: 'info',
  reasons: [
    SpecReason.engine_deferred,
    SpecReason.engine_not_deferred,
    SpecReason.engine_line_absent,
    SpecReason.engine_line_duplicated,
    SpecReason.engine_line_outside_header,
  ],
  check(spec, { report }) {
    for (const code of spec.engine.codes) {
      const warn = code.advisory === true || code.code === SpecReason.engine_line_duplicated;
      report({
        reason: code.code,
        message: code.message,
        severity: warn ? 'warning' : 'info',
        line: code.line,
        column: code.line !== undefined ? 1 : undefined,
      });
    }
  },
});
