/**
 * The reference sweep's glob matching (receipts.md §9.4): POSIX `fnmatch` where `*` crosses
 * `/`, `**` is `*`, braces are literal, and a path matches when any `/`-suffix of it matches.
 */

const BODY = /[\w-]+\(([^)]*)\)/u;
const cache = new Map<string, RegExp>();

/** `fnmatch.translate` (case-sensitive): `*` → `.*`, `?` → `.`, `[...]`/`[!...]` classes. */
export function fnmatchRegex(pattern: string): RegExp {
  const hit = cache.get(pattern);
  if (hit) return hit;
  let out = '';
  let i = 0;
  const n = pattern.length;
  while (i < n) {
    const c = pattern[i]!;
    i++;
    if (c === '*') {
      if (!out.endsWith('.*')) out += '.*';
    } else if (c === '?') out += '.';
    else if (c === '[') {
      let j = i;
      if (j < n && pattern[j] === '!') j++;
      if (j < n && pattern[j] === ']') j++;
      while (j < n && pattern[j] !== ']') j++;
      if (j >= n) out += '\\[';
      else {
        let stuff = pattern.slice(i, j).replace(/\\/g, '\\\\');
        i = j + 1;
        if (stuff.startsWith('!')) stuff = `^${stuff.slice(1)}`;
        else if (stuff.startsWith('^') || stuff.startsWith('[')) stuff = `\\${stuff}`;
        out += `[${stuff}]`;
      }
    } else out += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  let regex: RegExp;
  try {
    regex = new RegExp(`^(?:${out})$`, 'su');
  } catch {
    regex = /(?!)/;
  }
  if (cache.size > 1024) cache.clear();
  cache.set(pattern, regex);
  return regex;
}

function suffixes(path: string): string[] {
  const parts = path.split('/');
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) out.push(parts.slice(i).join('/'));
  return out;
}

/** `match_glob(piece, paths)`: does any path match the glob body of a `wrote(…)`-style predicate? */
export function matchGlob(piece: string, paths: readonly string[]): boolean {
  const match = BODY.exec(piece);
  if (!match) return false;
  const body = match[1]!;
  const patterns = body.includes(',') && !body.includes('{') ? body.split(',').map((item) => `${item.trim()}/**`) : [body];
  const regexes = patterns.map((pattern) => fnmatchRegex(pattern.split('**').join('*')));
  return paths.some((path) => suffixes(path).some((suffix) => regexes.some((regex) => regex.test(suffix))));
}
