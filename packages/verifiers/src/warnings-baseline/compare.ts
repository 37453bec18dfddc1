import type { RunBudget, SafeRegex } from '@gauntlet/core';
import { GauntletError, RegexBudgetExceeded, compileSafeRegex, splitLines } from '@gauntlet/core';

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
  /** Regex steps every line test draws from (a per-run budget); none = per-call limits only. */
  budget?: RunBudget;
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
  /**
   * Set when a pattern could not be run to the end (the run's regex budget, or one line's step
   * limit, was spent): where it stopped. The comparison is then incomplete and cannot pass.
   */
  stopped?: { input: 'current' | 'baseline'; line: number; why: string };
}

/** A pattern gave up on a line: the comparison stops there. */
class Stopped extends Error {
  constructor(readonly line: number, readonly why: string) {
    super(why);
  }
}

type Matcher = (line: string) => boolean;

function compile(source: string, flag: string): SafeRegex {
  const compiled = compileSafeRegex(source, { syntax: 'js' });
  if (!compiled.ok) throw new GauntletError('usage', `${flag} ${JSON.stringify(source)} is not a valid regular expression (${compiled.error})`);
  return compiled.regex;
}

/**
 * The line test for the options: a warning line that also passes the filter. Invalid patterns
 * are usage errors; a test that exhausts its step budget throws `RegexBudgetExceeded`.
 */
export function warningMatcher(options: WarningsOptions = {}): Matcher {
  const warning = options.warning === undefined ? null : compile(options.warning, '--warning');
  const filter = options.filter === undefined ? null : compile(options.filter, '--filter');
  const { budget } = options;
  return (line) => (warning ? warning.test(line, budget) : line.includes(DEFAULT_WARNING_MARKER)) && (filter === null || filter.test(line, budget));
}

/** The unique matching lines of a text (trailing whitespace trimmed, empty lines skipped), first occurrence kept. */
export function warningLines(text: string, matches: Matcher): Map<string, number> {
  const lines = new Map<string, number>();
  for (const [index, raw] of splitLines(text).entries()) {
    const line = raw.trimEnd();
    if (line === '' || lines.has(line)) continue;
    let matched: boolean;
    try {
      matched = matches(line);
    } catch (error) {
      if (!(error instanceof RegexBudgetExceeded)) throw error;
      throw new Stopped(index + 1, error.scope === 'run' ? "the run's regex step budget is spent" : 'the pattern exceeded its step limit on this line');
    }
    if (matched) lines.set(line, index + 1);
  }
  return lines;
}

/** docs/rules/warnings-baseline/README.md: set difference of matching lines, as `sort -u | comm -23` (order: first seen). */
export function compareWarnings(input: WarningsInput, options: WarningsOptions = {}): WarningsComparison {
  const matches = warningMatcher(options);
  let current: Map<string, number>;
  let baseline: Map<string, number>;
  try {
    current = warningLines(input.current, matches);
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
    return { newWarnings: [], fixedWarnings: [], baselineEmpty: false, stopped: { input: 'current', line: error.line, why: error.why } };
  }
  try {
    baseline = warningLines(input.baseline, matches);
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
    return { newWarnings: [], fixedWarnings: [], baselineEmpty: false, stopped: { input: 'baseline', line: error.line, why: error.why } };
  }
  return {
    newWarnings: [...current].filter(([text]) => !baseline.has(text)).map(([text, line]) => ({ text, line })),
    fixedWarnings: [...baseline.keys()].filter((text) => !current.has(text)),
    baselineEmpty: baseline.size === 0,
  };
}
