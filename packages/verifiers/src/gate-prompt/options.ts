import { GATE_PATTERNS, type GatePattern } from './patterns.js';

export interface GatePromptOptions {
  /** `--pattern NAME`: the named gate pattern every question must follow. */
  pattern?: string;
  /** `--max-options N`: the option cap (default 4; hosts that add "Other" themselves may allow 6). */
  maxOptions?: number;
}

export const DEFAULT_MAX_OPTIONS = 4;

export function maxOptionsOf(options: Readonly<Record<string, unknown>>): number {
  const value = options.maxOptions;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : DEFAULT_MAX_OPTIONS;
}

export function patternOf(options: Readonly<Record<string, unknown>>): { name: string; pattern: GatePattern } | null {
  const name = options.pattern;
  if (typeof name !== 'string') return null;
  const pattern = GATE_PATTERNS[name];
  return pattern ? { name, pattern } : null;
}
