import { defineRule } from '@gauntlet/core';
import { GatePromptReason } from '@gauntlet/contracts/codes';
import type { ParsedGatePromptOptions } from '../options.js';
import type { ParsedGatePrompt } from '../parse.js';

const quoteList = (labels: readonly string[]) => labels.map((label) => `"${label}"`).join(', ');

export const pattern = defineRule<ParsedGatePrompt, ParsedGatePromptOptions>({
  id: 'gate-prompt/pattern',
  description: 'With --pattern NAME, the header and option labels are exactly those of the named gate pattern.',
  severity: 'blocker',
  reasons: [GatePromptReason.gate_prompt_pattern_mismatch],
  check(payload, { report, options }) {
    const named = options.pattern;
    if (!payload.ok || named === null) return;
    const { name, pattern: expected } = named;
    for (const question of payload.questions) {
      const where = `Question ${question.index + 1}`;
      if (question.header !== expected.header) {
        report({
          reason: GatePromptReason.gate_prompt_pattern_mismatch,
          message: `${where}: header "${question.header}" is not "${expected.header}" (pattern ${name}).`,
        });
      }
      const labels = question.options.map((option) => option.label);
      if (expected.options) {
        const same = labels.length === expected.options.length && labels.every((label, i) => label === expected.options?.[i]);
        if (!same) {
          report({
            reason: GatePromptReason.gate_prompt_pattern_mismatch,
            message: `${where}: options ${quoteList(labels)} are not ${quoteList(expected.options)} (pattern ${name}).`,
          });
        }
      } else if (expected.lastOption !== undefined && labels[labels.length - 1] !== expected.lastOption) {
        report({
          reason: GatePromptReason.gate_prompt_pattern_mismatch,
          message: `${where}: the last option must be "${expected.lastOption}" (pattern ${name}).`,
        });
      }
      if (expected.maxOptions !== undefined && labels.length > expected.maxOptions) {
        report({
          reason: GatePromptReason.gate_prompt_pattern_mismatch,
          message: `${where}: ${labels.length} options; pattern ${name} allows at most ${expected.maxOptions}.`,
        });
      }
    }
  },
});
