import { defineRule } from '@gauntlet/core';
import { GatePromptReason } from '@gauntlet/contracts/codes';
import type { ParsedGatePromptOptions } from '../options.js';
import type { ParsedGatePrompt } from '../parse.js';

export const MIN_OPTIONS = 2;

export const optionCount = defineRule<ParsedGatePrompt, ParsedGatePromptOptions>({
  id: 'gate-prompt/option-count',
  description: 'A question offers between 2 and the option cap (default 4) options.',
  severity: 'blocker',
  reasons: [GatePromptReason.gate_prompt_too_many_options, GatePromptReason.gate_prompt_too_few_options],
  check(payload, { report, options }) {
    if (!payload.ok) return;
    const max = options.maxOptions;
    for (const question of payload.questions) {
      const count = question.options.length;
      if (count > max) {
        report({
          reason: GatePromptReason.gate_prompt_too_many_options,
          message: `Question ${question.index + 1}: ${count} options; the cap is ${max}.`,
          hint: 'Merge or drop options, or raise the cap with --max-options when the host adds "Other" itself.',
        });
      } else if (count < MIN_OPTIONS) {
        report({
          reason: GatePromptReason.gate_prompt_too_few_options,
          message: `Question ${question.index + 1}: ${count} option${count === 1 ? '' : 's'}; a gate needs at least ${MIN_OPTIONS}.`,
          hint: 'A gate is a choice: offer at least two options.',
        });
      }
    }
  },
});
