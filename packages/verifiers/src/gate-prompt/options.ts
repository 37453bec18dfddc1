import { defineOptions } from '@gauntlet/core';
import { GATE_PATTERNS, GATE_PATTERN_NAMES, type GatePattern } from './patterns.js';

/** What a caller passes (`--pattern`, `--max-options`). */
export interface GatePromptOptions {
  /** `--pattern NAME`: the named gate pattern every question must follow. */
  pattern?: string;
  /** `--max-options N`: the option cap (default 4; hosts that add "Other" themselves may allow 6). */
  maxOptions?: number;
}

/** What the rules see. */
export interface ParsedGatePromptOptions {
  maxOptions: number;
  pattern: { name: string; pattern: GatePattern } | null;
}

export const DEFAULT_MAX_OPTIONS = 4;

/** An unknown pattern name is a usage error: ignoring it would skip the pattern check. */
export const gatePromptOptions = defineOptions<ParsedGatePromptOptions>('gate-prompt', (read) => {
  const name = read.oneOf('pattern', GATE_PATTERN_NAMES);
  const pattern = name === undefined ? undefined : GATE_PATTERNS[name];
  return {
    maxOptions: read.integer('maxOptions', { min: 0 }) ?? DEFAULT_MAX_OPTIONS,
    pattern: name === undefined || pattern === undefined ? null : { name, pattern },
  };
});
