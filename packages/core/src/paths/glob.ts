import type micromatchModule from 'micromatch';
import type * as RegexEngineModule from '../regex/index.js';

export interface GlobOptions {
  /** Let `*` and `**` match names starting with `.` (default true: config globs cover dotfiles). */
  dot?: boolean;
}

type Micromatch = typeof micromatchModule;
type RegexEngine = typeof RegexEngineModule;
let loading: Promise<[Micromatch, RegexEngine]> | undefined;

/**
 * micromatch and the linear-time regex engine are loaded on first use, so commands that match
 * no globs never pay for them (and the engine stays out of the chunks of every other command).
 */
function loadMatchers(): Promise<[Micromatch, RegexEngine]> {
  loading ??= Promise.all([
    import('micromatch').then((module) => (module as { default?: Micromatch }).default ?? (module as unknown as Micromatch)),
    import('../regex/index.js'),
  ]);
  return loading;
}

/** Globs longer than this are refused (`GlobTooComplex`): no real path pattern comes close. */
export const MAX_GLOB_LENGTH = 1024;

/** A glob that cannot be matched within the engine's bounds (too long, or too large a program). */
export class GlobTooComplex extends Error {
  readonly pattern: string;

  constructor(pattern: string, why: string) {
    super(`glob ${JSON.stringify(pattern.length > 80 ? `${pattern.slice(0, 80)}…` : pattern)} is ${why}`);
    this.name = 'GlobTooComplex';
    this.pattern = pattern;
  }
}

export type GlobCompiler = (patterns: string | readonly string[], options?: GlobOptions) => (path: string) => boolean;

/**
 * Loads micromatch once and returns a synchronous glob compiler (for code that compiles many
 * globs). micromatch translates each glob to a regular expression; that expression runs on our
 * linear-time engine, never on the native backtracking one, because a glob with many `*` against
 * a long name backtracks for minutes there (globs come from configs an agent may write). A glob
 * whose program is too large to run throws `GlobTooComplex`, at compile time or on first use.
 */
export async function loadGlobCompiler(): Promise<GlobCompiler> {
  const [micromatch, engine] = await loadMatchers();
  const compileOne = (pattern: string, dot: boolean): ((path: string) => boolean) => {
    if (pattern.length > MAX_GLOB_LENGTH) throw new GlobTooComplex(pattern, `longer than ${MAX_GLOB_LENGTH} characters`);
    const native = micromatch.makeRe(pattern, { dot });
    const compiled = engine.compileSafeRegex(native.source, { syntax: 'js', ignoreCase: native.flags.includes('i') });
    if (!compiled.ok) throw new GlobTooComplex(pattern, `not matchable in linear time (${compiled.error})`);
    const { regex } = compiled;
    return (path) => {
      try {
        return regex.test(path);
      } catch (error) {
        if (error instanceof engine.RegexBudgetExceeded) throw new GlobTooComplex(pattern, 'too complex to match');
        throw error;
      }
    };
  };
  return (patterns, options = {}) => {
    const list = typeof patterns === 'string' ? [patterns] : [...patterns];
    if (list.length === 0) return () => false;
    const matchers = list.map((pattern) => compileOne(pattern, options.dot ?? true));
    return (path) => matchers.some((matches) => matches(path));
  };
}

/**
 * Compiles globs (micromatch syntax: `*`, `**`, `?`, `[...]`, `{a,b}`, `!negation`) into one
 * predicate over POSIX relative paths, matched in linear time. Compile once, test many paths.
 */
export async function globMatcher(patterns: string | readonly string[], options: GlobOptions = {}): Promise<(path: string) => boolean> {
  return (await loadGlobCompiler())(patterns, options);
}

/** True when `path` matches any of the globs. */
export async function matchesGlob(path: string, patterns: string | readonly string[], options: GlobOptions = {}): Promise<boolean> {
  return (await globMatcher(patterns, options))(path);
}

/** True when the string contains glob syntax (and is therefore not a literal path). */
export function isGlobPattern(pattern: string): boolean {
  return /[*?[\]{}]|^!|[@+!]\(/.test(pattern);
}
