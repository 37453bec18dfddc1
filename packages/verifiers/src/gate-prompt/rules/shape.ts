import { defineRule } from '@gauntlet/core';
import { GatePromptReason } from '@gauntlet/contracts/codes';
import type { ParsedGatePrompt } from '../parse.js';

export const shape = defineRule<ParsedGatePrompt>({
  id: 'gate-prompt/shape',
  description: 'The payload is a question object, or {"questions": [...]} of them, with the fields and types a gate needs.',
  severity: 'blocker',
  reasons: [GatePromptReason.gate_prompt_malformed],
  check(payload, { report }) {
    if (payload.ok) return;
    report({
      reason: GatePromptReason.gate_prompt_malformed,
      message: `The gate payload is malformed: ${payload.problem}.`,
      hint: 'Send {"questions": [{"question", "header", "options": [{"label"}], "multiSelect": false}]}.',
    });
  },
});
