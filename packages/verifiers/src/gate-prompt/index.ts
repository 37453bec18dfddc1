import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type GatePromptOptions, type ParsedGatePromptOptions, gatePromptOptions } from './options.js';
import { type ParsedGatePrompt, parseGatePrompt } from './parse.js';
import { headerLength } from './rules/header-length.js';
import { optionCount } from './rules/option-count.js';
import { pattern } from './rules/pattern.js';
import { shape } from './rules/shape.js';
import { singleChoice } from './rules/single-choice.js';
import { uniqueOptions } from './rules/unique-options.js';

export { GATE_PATTERNS, GATE_PATTERN_NAMES, type GatePattern } from './patterns.js';
export { parseGatePrompt, type GateQuestion, type ParsedGatePrompt } from './parse.js';
export type { GatePromptOptions, ParsedGatePromptOptions } from './options.js';

export const gatePromptRules = [shape, headerLength, singleChoice, optionCount, uniqueOptions, pattern] as const;

/**
 * Gate prompts (docs/rules/gate-prompt/README.md): structured question payloads a workflow sends to a human.
 * Input: the payload as a parsed JSON value. Options: `{ pattern?, maxOptions? }`.
 */
export const gatePromptVerifier = defineVerifier<unknown, ParsedGatePrompt, ParsedGatePromptOptions>({
  id: 'gate-prompt',
  description: 'Structured gate questions: header length, single choice, option count, unique labels, named patterns.',
  rules: gatePromptRules,
  options: gatePromptOptions,
  prepare: (payload) => parseGatePrompt(payload),
  data: (parsed) => ({ questions: parsed.ok ? parsed.questions.length : 0 }),
});

/** Checks one gate payload (a parsed JSON value). */
export function verifyGatePrompt(payload: unknown, options: GatePromptOptions = {}, verify: VerifyOptions = {}): Promise<Verification> {
  return gatePromptVerifier.verify(payload, { ...verify, options: { ...verify.options, ...options } });
}
