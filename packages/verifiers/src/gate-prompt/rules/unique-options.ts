import { defineRule } from '@gauntlet/core';
import { GatePromptReason } from '@gauntlet/contracts/codes';
import type { ParsedGatePrompt } from '../parse.js';

const labelKey = (label: string) => label.trim().toLowerCase();

export const uniqueOptions = defineRule<ParsedGatePrompt>({
  id: 'gate-prompt/unique-options',
  description: 'No two options of a question share a label (compared trimmed and case-insensitively).',
  severity: 'blocker',
  reasons: [GatePromptReason.gate_prompt_duplicate_option],
  check(payload, { report }) {
    if (!payload.ok) return;
    for (const question of payload.questions) {
      const seen = new Map<string, number>();
      question.options.forEach((option, i) => {
        const key = labelKey(option.label);
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, i);
          return;
        }
        report({
          reason: GatePromptReason.gate_prompt_duplicate_option,
          message: `Question ${question.index + 1}: option ${i + 1} "${option.label}" repeats option ${first + 1}.`,
          hint: 'Every option must be a distinct answer.',
        });
      });
    }
  },
});
