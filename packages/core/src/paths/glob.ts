import micromatch from 'micromatch';

export interface GlobOptions {
  /** Let `*` and `**` match names starting with `.` (default true: config globs cover dotfiles). */
  dot?: boolean;
}

/**
 * Compiles globs (micromatch syntax: `*`, `**`, `?`, `[...]`, `{a,b}`, `!negation`) into one
 * predicate over POSIX relative paths. Compile once, test many paths.
 */
export function globMatcher(patterns: string | readonly string[], options: GlobOptions = {}): (path: string) => boolean {
  const list = typeof patterns === 'string' ? [patterns] : [...patterns];
  if (list.length === 0) return () => false;
  const matchers = list.map((pattern) => micromatch.matcher(pattern, { dot: options.dot ?? true }));
  return (path) => matchers.some((matches) => matches(path));
}

/** True when `path` matches any of the globs. */
export function matchesGlob(path: string, patterns: string | readonly string[], options: GlobOptions = {}): boolean {
  const list = typeof patterns === 'string' ? [patterns] : patterns;
  return micromatch.isMatch(path, list as string[], { dot: options.dot ?? true });
}

/** True when the string contains glob syntax (and is therefore not a literal path). */
export function isGlobPattern(pattern: string): boolean {
  return micromatch.scan(pattern).isGlob;
}
