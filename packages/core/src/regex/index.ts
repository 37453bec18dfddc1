/**
 * Safe evaluation of regular expressions that come from input (receipts, flags, configs).
 *
 * Design (details in docs/architecture/safe-regex.md):
 * - `parse-python.ts` ports CPython 3.11's `re` parser (errors and their positions included);
 *   `parse-js.ts` reads JavaScript `u`-flag syntax. Both produce the same tree (`ast.ts`), whose
 *   character tests carry each dialect's meaning (`classes.ts`, `case.ts`).
 * - `compile.ts` turns the tree into a Thompson program (counted repeats expanded; at most
 *   MAX_PROGRAM_SIZE instructions).
 * - Linear: patterns without backreferences, conditionals, atomic groups or possessive repeats
 *   run on the Pike VM (`pike.ts`), O(n·m), returning the leftmost-first match a backtracking
 *   engine reports. Lookarounds are decided for every position by one extra pass per lookaround
 *   (`lookaround.ts`), so they stay O(n·m) too.
 * - Fallback: the other patterns run on a backtracker (`backtrack.ts`) that shares the program
 *   and stops after BACKTRACK_STEPS steps per call with `RegexBudgetExceeded`. The Pike VM has a
 *   (much larger) safety budget as well, so no call can run away; oversized programs throw the
 *   same error on every call.
 * Compiled programs are cached per (syntax, flags, source) in a small LRU.
 */
import type { RunBudget } from '../engine/budget.js';
import type { Pattern } from './ast.js';
import { backtrackSearch } from './backtrack.js';
import { compileProgram, ProgramTooLarge } from './compile.js';
import { createContext, recordSteps, type MatchContext } from './context.js';
import { RegexBudgetExceeded } from './errors.js';
import { parseJs } from './parse-js.js';
import { parsePython } from './parse-python.js';
import { pikeSearch, type Span } from './pike.js';
import type { Program } from './program.js';
import { formatPyReError, PyReError } from './py-tokenizer.js';

export { RegexBudgetExceeded } from './errors.js';

export type RegexSyntax = 'python' | 'js';

export interface SafeRegexOptions {
  /** Pattern dialect: Python `re` (default, what the reference tools use) or JavaScript. */
  syntax?: RegexSyntax;
  ignoreCase?: boolean;
  /** `^`/`$` at line breaks (`\n` only, as Python). */
  multiline?: boolean;
  /** `.` matches `\n`. */
  dotAll?: boolean;
}

export interface SafeMatch {
  /** UTF-16 offset of the match start. */
  index: number;
  /** UTF-16 offset after the match. */
  end: number;
  /** The matched text. */
  text: string;
}

export interface SafeRegex {
  readonly source: string;
  /**
   * `re.search` semantics: does the pattern match anywhere in `text`? With `budget`, the steps
   * are drawn from it too (a per-run budget shared by many calls; `RegexBudgetExceeded` with
   * `scope: 'run'` once it is spent).
   */
  test(text: string, budget?: RunBudget): boolean;
  /** The leftmost match at or after `from`, or `null` (`budget` as for `test`). */
  exec(text: string, from?: number, budget?: RunBudget): SafeMatch | null;
}

export type CompileResult = { ok: true; regex: SafeRegex } | { ok: false; error: string };

/** Steps (instructions executed) one backtracking call may take. */
export const BACKTRACK_STEPS = 1_000_000;
/** Thread visits one Pike VM call may take: far above any 64 KiB subject with a sane pattern. */
export const PIKE_STEPS = 200_000_000;

/**
 * Steps one run may spend on regexes from input, all searches together, when the caller passes
 * a per-run budget (`receipt --eval` witnesses, `warnings-baseline`): about 20 s of the worst case.
 */
export const RUN_REGEX_STEPS = 1_000_000_000;

const CACHE_SIZE = 256;
const cache = new Map<string, CompileResult>();

function parse(source: string, options: SafeRegexOptions): { ok: true; pattern: Pattern } | { ok: false; error: string } {
  if (options.syntax === 'js') return parseJs(source, options);
  try {
    return { ok: true, pattern: parsePython(source, options) };
  } catch (error) {
    if (error instanceof PyReError) return { ok: false, error: formatPyReError(error, Array.from(source)) };
    throw error;
  }
}

function createRegex(source: string, program: Program | null): SafeRegex {
  let last: MatchContext | null = null;
  const contextFor = (text: string, limit: number): MatchContext => {
    if (!program) throw new RegexBudgetExceeded(source);
    // Lookaround tables depend only on the text: reuse them across calls on the same subject.
    if (last && last.text === text) last.budget = { steps: 0, limit };
    else last = createContext(text, program, limit);
    return last;
  };
  const search = (text: string, from: number, firstOnly: boolean, run: RunBudget | undefined): Span | null => {
    const perCall = program?.backtrack ? BACKTRACK_STEPS : PIKE_STEPS;
    const left = run === undefined ? perCall : run.limit - run.used;
    if (left <= 0) throw new RegexBudgetExceeded(source, 'run');
    const ctx = contextFor(text, Math.min(perCall, left));
    const start = Number.isFinite(from) ? Math.max(0, Math.min(Math.trunc(from), text.length)) : 0;
    try {
      return ctx.program.backtrack ? backtrackSearch(ctx, start) : pikeSearch(ctx, start, firstOnly);
    } catch (error) {
      if (error instanceof RegexBudgetExceeded && left < perCall) throw new RegexBudgetExceeded(source, 'run');
      throw error;
    } finally {
      recordSteps(ctx.budget.steps);
      if (run !== undefined) run.used = Math.min(run.limit, run.used + ctx.budget.steps);
    }
  };
  return {
    source,
    test: (text, budget) => search(text, 0, true, budget) !== null,
    exec(text, from = 0, budget) {
      const span = search(text, from, false, budget);
      return span ? { index: span.start, end: span.end, text: text.slice(span.start, span.end) } : null;
    },
  };
}

function compileUncached(source: string, options: SafeRegexOptions): CompileResult {
  try {
    return compileChecked(source, options);
  } catch (error) {
    // A pattern nested deeper than our own tree walkers can recurse: CPython fails the same way.
    if (error instanceof RangeError) return { ok: false, error: 'maximum recursion depth exceeded' };
    throw error;
  }
}

function compileChecked(source: string, options: SafeRegexOptions): CompileResult {
  const parsed = parse(source, options);
  if (!parsed.ok) return parsed;
  let program: Program | null;
  try {
    program = compileProgram(parsed.pattern, source);
  } catch (error) {
    if (!(error instanceof ProgramTooLarge)) throw error;
    program = null;
  }
  return { ok: true, regex: createRegex(source, program) };
}

/**
 * Compiles `source` in the given dialect. Never throws for any input string; evaluation throws
 * only `RegexBudgetExceeded`.
 */
export function compileSafeRegex(source: string, options: SafeRegexOptions = {}): CompileResult {
  const key = `${options.syntax ?? 'python'}:${options.ignoreCase ? 'i' : ''}${options.multiline ? 'm' : ''}${options.dotAll ? 's' : ''}:${source}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const result = compileUncached(source, options);
  cache.set(key, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return result;
}
