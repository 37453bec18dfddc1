import type micromatchModule from 'micromatch';

export interface GlobOptions {
  /** Let `*` and `**` match names starting with `.` (default true: config globs cover dotfiles). */
  dot?: boolean;
}

type Micromatch = typeof micromatchModule;
let loading: Promise<Micromatch> | undefined;

/** micromatch is loaded on first use, so commands that match no globs never pay for it. */
function loadMicromatch(): Promise<Micromatch> {
  loading ??= import('micromatch').then((module) => (module as { default?: Micromatch }).default ?? (module as unknown as Micromatch));
  return loading;
}

export type GlobCompiler = (patterns: string | readonly string[], options?: GlobOptions) => (path: string) => boolean;

/** Loads micromatch once and returns a synchronous glob compiler (for code that compiles many globs). */
export async function loadGlobCompiler(): Promise<GlobCompiler> {
  const micromatch = await loadMicromatch();
  return (patterns, options = {}) => {
    const list = typeof patterns === 'string' ? [patterns] : [...patterns];
    if (list.length === 0) return () => false;
    const matchers = list.map((pattern) => micromatch.matcher(pattern, { dot: options.dot ?? true }));
    return (path) => matchers.some((matches) => matches(path));
  };
}

/**
 * Compiles globs (micromatch syntax: `*`, `**`, `?`, `[...]`, `{a,b}`, `!negation`) into one
 * predicate over POSIX relative paths. Compile once, test many paths.
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
