import { defineRule } from '@gauntlet/core';
import { BriefReason } from '@gauntlet/contracts/codes';
import type { ParsedBrief } from '../parse.js';

export const empty = defineRule<ParsedBrief>({
  id: 'brief/empty',
  description: 'The brief is not empty (only whitespace).',
  severity: 'warning',
  reasons: [BriefReason.brief_empty],
  check(brief, { report }) {
    if (!brief.empty) return;
    report({
      reason: BriefReason.brief_empty,
      message: 'brief is empty',
      hint: 'Write the brief before dispatching the agent.',
    });
  },
});
