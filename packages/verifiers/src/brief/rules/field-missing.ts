import { defineRule } from '@gauntlet/core';
import { BriefReason } from '@gauntlet/contracts/codes';
import type { ParsedBrief } from '../parse.js';

export const fieldMissing = defineRule<ParsedBrief>({
  id: 'brief/field-missing',
  description: 'A hand-off brief names all seven ownership fields: owns, does-not-own, interface-contract, integration-checkpoint, allowed-tools, denied-tools, acceptance-criteria.',
  severity: 'blocker',
  reasons: [BriefReason.brief_field_missing],
  check(brief, { report }) {
    for (const field of brief.fields) {
      if (field.present) continue;
      report({
        reason: BriefReason.brief_field_missing,
        message: `The brief has no ${field.label} field.`,
        hint: `Add a line such as "- **${field.label.replace(/-/g, ' ')}:** ..." (a heading, bullet or bold label followed by ":", "(", "-" or the line end).`,
      });
    }
  },
});
