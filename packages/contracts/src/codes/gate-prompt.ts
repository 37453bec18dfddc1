import type { CodeOf } from './define.js';

/** Reason codes of `gate-prompt` (docs/rules/gate-prompt/README.md): structured question payloads. */
export const GatePromptReason = {
  gate_prompt_malformed: 'gate_prompt_malformed',
  gate_prompt_header_too_long: 'gate_prompt_header_too_long',
  gate_prompt_multiselect: 'gate_prompt_multiselect',
  gate_prompt_too_many_options: 'gate_prompt_too_many_options',
  gate_prompt_too_few_options: 'gate_prompt_too_few_options',
  gate_prompt_duplicate_option: 'gate_prompt_duplicate_option',
  gate_prompt_pattern_mismatch: 'gate_prompt_pattern_mismatch',
} as const;
export type GatePromptReason = CodeOf<typeof GatePromptReason>;
