import { pyFnmatchSuffix, pyRegex, pyStrip } from '@gauntlet/core';

/**
 * The reference sweep's glob matching (docs/rules/tripwire/README.md#glob-matching): POSIX `fnmatch` where `*` crosses
 * `/`, `**` is `*`, braces are literal, and a path matches when any `/`-suffix of it matches.
 * Matching is core's linear fnmatch (a TRIPWIRE glob comes from a receipt: hostile input).
 */

/** The body of a `wrote(…)`-style predicate: `[\w-]+\(([^)]*)\)`, with Python's `\w`. */
const BODY = pyRegex('[\\w-]+\\(([^)]*)\\)');

/** `match_glob(piece, paths)`: does any path match the glob body of a `wrote(…)`-style predicate? */
export function matchGlob(piece: string, paths: readonly string[]): boolean {
  const match = BODY.exec(piece);
  if (!match) return false;
  const body = match[1]!;
  const patterns = body.includes(',') && !body.includes('{') ? body.split(',').map((item) => `${pyStrip(item)}/**`) : [body];
  const globs = patterns.map((pattern) => pattern.split('**').join('*'));
  return paths.some((path) => globs.some((glob) => pyFnmatchSuffix(path, glob)));
}
