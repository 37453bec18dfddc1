import { defineRule } from '@gauntlet/core';
import { GatePromptReason } from '@gauntlet/contracts/codes';
import type { ParsedGatePrompt } from '../parse.js';

/** Headers render as a chip: longer ones are cut off by the host. */
export const MAX_HEADER_LENGTH = 12;

export const headerLength = defineRule<ParsedGatePrompt>({
  id: 'gate-prompt/header-length',
  description: `A question header is at most ${MAX_HEADER_LENGTH} characters (Unicode code points).`,
  severity: 'blocker',
  reasons: [GatePromptReason.gate_prompt_header_too_long],
  check(payload, { report }) {
    if (!payload.ok) return;
    for (const question of payload.questions) {
      const length = Array.from(question.header).length;
      if (length <= MAX_HEADER_LENGTH) continue;
      report({
        reason: GatePromptReason.gate_prompt_header_too_long,
        message: `Question ${question.index + 1}: header "${question.header}" is ${length} characters; the limit is ${MAX_HEADER_LENGTH}.`,
        hint: 'Shorten the header to a word or two; put the detail in the question text.',
      });
    }
  },
});
