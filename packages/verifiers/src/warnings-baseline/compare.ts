import type { SafeRegex } from '@gauntlet/core';
import { GauntletError, compileSafeRegex, splitLines } from '@gauntlet/core';

/** The default warning line: contains `warning:` (case-sensitive, as `grep 'warning:'`). */
export const DEFAULT_WARNING_MARKER = 'warning:';

export interface WarningsInput {
  /** The output of the command now. */
  current: string;
  /** The output of the same command before the change. */
  baseline: string;
}

export interface WarningsOptions {
  /** Only lines matching this pattern (JavaScript syntax, linear-time engine) are compared. */
  filter?: string;
  /** What a warning line is (JavaScript syntax); default: lines containing `warning:`. */
  warning?: string;
}

export interface WarningLine {
  text: string;
  /** 1-based line of its first occurrence. */
  line: number;
}

export interface WarningsComparison {
  /** Matching current lines absent from the baseline: unique, in first-seen order. */
  newWarnings: WarningLine[];
  /** Matching baseline lines gone from the current output: unique, in first-seen order. */
  fixedWarnings: string[];
  /** The baseline has no matching line at all. */
  baselineEmpty: boolean;
}

type Matcher = (line: string) => boolean;

function compile(source: string, flag: string): SafeRegex {
  const compiled = compileSafeRegex(source, { syntax: 'js' });
  if (!compiled.ok) throw new GauntletError('usage', `${flag} ${JSON.stringify(source)} is not a valid regular expression (${compiled.error})`);
  return compiled.regex;
}

/** The line test for the options: a warning line that also passes the filter. Invalid patterns are usage errors. */
export function warningMatcher(options: WarningsOptions = {}): Matcher {
  const warning = options.warning === undefined ? null : compile(options.warning, '--warning');
  const filter = options.filter === undefined ? null : compile(options.filter, '--filter');
  return (line) => (warning ? warning.test(line) : line.includes(DEFAULT_WARNING_MARKER)) && (filter === null || filter.test(line));
}

/** The unique matching lines of a text (trailing whitespace trimmed, empty lines skipped), first occurrence kept. */
export function warningLines(text: string, matches: Matcher): Map<string, number> {
  const lines = new Map<string, number>();
  for (const [index, raw] of splitLines(text).entries()) {
    const line = raw.trimEnd();
    if (line === '' || lines.has(line) || !matches(line)) continue;
    lines.set(line, index + 1);
  }
  return lines;
}

/** conflict-tdd.md §7: set difference of matching lines, as `sort -u | comm -23` (order: first seen). */
export function compareWarnings(input: WarningsInput, options: WarningsOptions = {}): WarningsComparison {
  const matches = warningMatcher(options);
  const current = warningLines(input.current, matches);
  const baseline = warningLines(input.baseline, matches);
  return {
    newWarnings: [...current].filter(([text]) => !baseline.has(text)).map(([text, line]) => ({ text, line })),
    fixedWarnings: [...baseline.keys()].filter((text) => !current.has(text)),
    baselineEmpty: baseline.size === 0,
  };
}
