import { defineRule } from '@gauntlet/core';
import { GatePromptReason } from '@gauntlet/contracts/codes';
import type { ParsedGatePrompt } from '../parse.js';

export const singleChoice = defineRule<ParsedGatePrompt>({
  id: 'gate-prompt/single-choice',
  description: 'Gate questions are single-choice: multiSelect is present and false.',
  severity: 'blocker',
  reasons: [GatePromptReason.gate_prompt_multiselect],
  check(payload, { report }) {
    if (!payload.ok) return;
    for (const question of payload.questions) {
      if (question.multiSelect === false) continue;
      report({
        reason: GatePromptReason.gate_prompt_multiselect,
        message: `Question ${question.index + 1}: multiSelect is ${question.multiSelect === undefined ? 'missing' : 'true'}; a gate takes exactly one answer.`,
        hint: 'Set "multiSelect": false.',
      });
    }
  },
});
